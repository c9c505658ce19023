/** What a Temple space costs a seat: shown by the board before the placement rules (placement.ts) have loaded. */
import { rulesOf } from './ruleset.js';
import { holds } from './state.js';
import type { GameState, SeatIndex } from './types.js';

/** Coins the seat pays for a Temple space (U04: 1 less, never below 0). */
export function templeCost(s: GameState, seat: SeatIndex, space: number): number {
  const r = rulesOf(s);
  const discount = holds(r, s.seats[seat]!, 'U04') ? r.effects.U04.discount : 0;
  return Math.max(0, r.temple[space]!.cost - discount);
}
