/**
 * Who takes a move back or plays it again on a board, and whether a person may undo now: the kit board
 * statechart's rule of the device (the seat holding it; behind the cover or without one, the person who
 * just moved), over the records' rule of what is final (records/history.ts).
 */
import type { Seat } from '../game-engine.js';
import type { GameModule } from '../game-module.js';
import { gameUndoRefusal } from '../records/game-history.js';
import type { BoardContext } from './board-types.js';

/**
 * Who takes a move back (UNDO, with `move` the last move) or plays it again (REDO, `move` the next to redo):
 * the seat holding the device; when nobody's view shows (behind the cover, the next person not yet there)
 * or without the cover (anyone may touch the device), the person whose move it is — they still have the
 * device in hand, as at the table. Null: nobody (a table's or a computer's move, and nobody holds the device).
 */
export function stepSeatOf<S, M>(engine: Pick<GameModule<S, M, unknown, unknown>['engine'], 'moveSeat'>, context: Pick<BoardContext<S, M, unknown, unknown>, 'viewer' | 'handOver' | 'seats' | 'passedOn'>, move: M | undefined): Seat | null {
  if (context.handOver && context.viewer !== null) return context.viewer;
  const seat = move === undefined ? null : engine.moveSeat(move);
  // (Behind the cover, one who handed the device on with PASS has let go of it: their choice is final.)
  if (seat === null || context.seats[seat] !== 'person' || (context.handOver && context.passedOn === seat)) return context.viewer;
  return seat;
}

/**
 * Whether a person may take back their last move now: the statechart's UNDO guard, which a board asks
 * before it offers Undo (the records' rule: its own move, nothing revealed or random since, no other seat
 * having acted; by the seat holding the device, or the one who just moved: `stepSeatOf`).
 */
export function mayUndo<S, M, E, O, P>(game: Pick<GameModule<S, M, E, O, P>, 'engine' | 'records'>, context: Pick<BoardContext<S, M, E, O>, 'viewer' | 'history' | 'handOver' | 'seats' | 'passedOn'>): boolean {
  if (context.history === null) return false;
  const seat = stepSeatOf(game.engine, context, context.history.moves.at(-1));
  return seat !== null && gameUndoRefusal(game, context.history, seat) === null;
}
