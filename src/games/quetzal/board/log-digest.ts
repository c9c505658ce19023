/**
 * What the board shows that is read off the game's log rather than its state: each seat's latest roll
 * this round (seat panels) and who played last. (The round's summary is parts/round-gains.ts, in the
 * later parts chunk.)
 */
import type { Face, GameState, Move } from '../engine/index.js';
import type { LogEntry } from '../statechart/quetzal-machine.js';
import type { RollInfo } from './parts/seat-panel.js';

/** A move's seat: null for the table's own moves (roll, prepare). */
export const seatOfMove = (move: Move): number | null => (move.type === 'roll' || move.type === 'prepare' ? null : move.seat);

/** Each seat's latest roll of this round, while it matters (Phases 1 and 2). */
export function lastRolls(game: GameState, log: readonly LogEntry[]): Map<number, RollInfo> {
  const out = new Map<number, RollInfo>();
  if (game.phase !== 'roll' && game.phase !== 'place') return out;
  for (const entry of log) {
    if (entry.round !== game.round) continue;
    for (const e of entry.events) {
      if (e.type === 'rolled') {
        out.set(e.seat, { key: entry.index, faces: new Map(e.faces.map((f, i) => [i, f] as [number, Face])), coins: e.coins });
      } else if (e.type === 'rerolled') {
        const prev = out.get(e.seat);
        out.set(e.seat, {
          key: entry.index, faces: new Map(e.meeples.map((id, i) => [id, e.faces[i]!] as [number, Face])),
          coins: (e.tile === 'camp' ? 0 : prev?.coins ?? 0) + e.coins,
        });
      }
    }
  }
  return out;
}

/** The person who played last (a seat that is a person), or null. */
export function lastPerson(log: readonly LogEntry[], humans: readonly boolean[]): number | null {
  for (let i = log.length - 1; i >= 0; i--) {
    const seat = seatOfMove(log[i]!.move);
    if (seat !== null && humans[seat] === true) return seat;
  }
  return null;
}
