/** What a Temple space costs a seat: shown by the board before the placement rules (placement.ts) have loaded. */
import { TEMPLE_SPACES, UPGRADE_TEMPLE_DISCOUNT } from './data.js';
import { holds } from './state.js';
import type { GameState, SeatIndex } from './types.js';

/** Coins the seat pays for a Temple space (U04: 1 less, never below 0). */
export function templeCost(s: GameState, seat: SeatIndex, space: number): number {
  const discount = holds(s.seats[seat]!, 'U04') ? UPGRADE_TEMPLE_DISCOUNT : 0;
  return Math.max(0, TEMPLE_SPACES[space]!.cost - discount);
}
