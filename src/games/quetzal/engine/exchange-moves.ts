/**
 * The "at any time" exchanges (U07: coins for VP, U10: coins for Discovery) [rulebook: "At any time, you
 * can exchange…", FR "À n'importe quel moment"]: what a seat may exchange now, whoever decides. The one
 * answer the engine (accepting an exchange, the last-exchanges step), the board, bots and tests all ask.
 * A module of its own: the board offers them on its first screen, without the rest of legal.ts (which
 * lists every move, for bots and analysis, and loads with them).
 */
import { rulesOf, type Rules } from './ruleset.js';
import { holds } from './state.js';
import type { GameState, Move, SeatIndex, SeatState } from './types.js';

/** Whether the seat holds an exchange tile and the coins for it (exchangeMoves is not empty; no list built). */
export function canExchange(r: Rules, st: SeatState): boolean {
  return st.upgrades.length > 0 && ((st.coins >= r.effects.U07.coins && holds(r, st, 'U07'))
    || (st.coins >= r.effects.U10.coins && holds(r, st, 'U10')));
}

/**
 * The exchanges `seat` may make now: at any moment before the game is over, during its own decision,
 * another seat's or the table's (the engine accepts exactly these). Empty for the table (null), a seat
 * that does not exist, and once the game is over.
 */
export function exchangeMoves(s: GameState, seat: SeatIndex | null): Move[] {
  const st = seat === null || s.phase === 'gameOver' ? undefined : s.seats[seat];
  if (!st || seat === null) return [];
  const out: Move[] = [];
  const r = rulesOf(s);
  if (holds(r, st, 'U07') && st.coins >= r.effects.U07.coins) out.push({ type: 'exchange', seat, tile: 'U07' });
  if (holds(r, st, 'U10') && st.coins >= r.effects.U10.coins) out.push({ type: 'exchange', seat, tile: 'U10' });
  return out;
}
