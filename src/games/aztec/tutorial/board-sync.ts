/**
 * Playing a lesson's moves on the tutorial's <aztec-board>, through what the board offers a host: `play()`
 * for a seat's move, `next()` for the table's step (`reveal`, `curses`, `endRound`), which the lesson's
 * board never plays by itself (its table waits: `tableStepMs: Infinity`).
 */
import type { AztecBoard } from '../board/aztec-board.js';
import type { AztecMove } from '../types.js';

const TABLE_MOVES: readonly string[] = ['reveal', 'curses', 'endRound'];

const isTableMove = (move: AztecMove): boolean => TABLE_MOVES.includes(move.type);

/**
 * Resolves once the board has a game: at once when it has one, else when it tells its first phase
 * (`aztec-phase-change`: a new board in French starts only once its French strings have come). Rejects
 * with the board's words when it refuses to start.
 */
export function boardStarted(board: AztecBoard): Promise<void> {
  if (board.state) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const done = () => {
      board.removeEventListener('aztec-phase-change', started);
      board.removeEventListener('aztec-error', failed);
    };
    const started = () => {
      done();
      resolve();
    };
    const failed = (e: Event) => {
      done();
      reject(new Error((e as CustomEvent<{ message: string }>).detail.message));
    };
    board.addEventListener('aztec-phase-change', started);
    board.addEventListener('aztec-error', failed);
  });
}

/** Plays one lesson move on the board; throws when the board does not take it (the lesson and the board disagree). */
export async function playOnBoard(board: AztecBoard, move: AztecMove): Promise<void> {
  if (!isTableMove(move)) {
    const why = board.play(move);
    if (why !== null) throw new Error(`the board refused ${JSON.stringify(move)}: ${why}`);
    return;
  }
  const before = board.state?.decision.kind;
  if (before !== move.type) throw new Error(`the board is not at the table's ${move.type} (it is at ${before ?? 'no game'})`);
  if (!board.next()) throw new Error(`the board did not play the table's ${move.type}`);
}
