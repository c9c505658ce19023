/**
 * The "at any time" exchanges a seat can make now (U07: coins for VP, U10: coins for Discovery). A module
 * of its own: the board offers them on its first screen, without the rest of legal.ts (which lists every
 * move, for bots and analysis, and loads with them).
 */
import { rulesOf } from './ruleset.js';
import { holds } from './state.js';
import type { GameState, Move, SeatIndex } from './types.js';

export function exchangeMoves(s: GameState, seat: SeatIndex | null): Move[] {
  if (seat === null) return [];
  const st = s.seats[seat]!;
  const out: Move[] = [];
  const r = rulesOf(s);
  if (holds(r, st, 'U07') && st.coins >= r.effects.U07.coins) out.push({ type: 'exchange', seat, tile: 'U07' });
  if (holds(r, st, 'U10') && st.coins >= r.effects.U10.coins) out.push({ type: 'exchange', seat, tile: 'U10' });
  return out;
}
