/**
 * The "at any time" exchanges a seat can make now (U07: coins for VP, U10: coins for Discovery). A module
 * of its own: the board offers them on its first screen, without the rest of legal.ts (which lists every
 * move, for bots and analysis, and loads with them).
 */
import { UPGRADE_DISCOVERY_EXCHANGE_COINS, UPGRADE_VP_EXCHANGE_COINS } from './data.js';
import { holds } from './state.js';
import type { GameState, Move, SeatIndex } from './types.js';

export function exchangeMoves(s: GameState, seat: SeatIndex | null): Move[] {
  if (seat === null) return [];
  const st = s.seats[seat]!;
  const out: Move[] = [];
  if (holds(st, 'U07') && st.coins >= UPGRADE_VP_EXCHANGE_COINS) out.push({ type: 'exchange', seat, tile: 'U07' });
  if (holds(st, 'U10') && st.coins >= UPGRADE_DISCOVERY_EXCHANGE_COINS) out.push({ type: 'exchange', seat, tile: 'U10' });
  return out;
}
