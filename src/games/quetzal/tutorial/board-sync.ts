/**
 * The lesson player's steps on the tutorial's <quetzal-board>, through what the board offers a host:
 * `newGame()` and `play()`, both synchronous, so a step's moves are on the board before anything renders.
 */
import type { QuetzalBoard } from '../board/quetzal-board.js';
import type { Move } from '../engine/index.js';
import { LessonError } from '../lessons/validate.js';

/**
 * Plays a step's moves (the kit's `stepChanged`): after `fromStart`, from a new game of the lesson's
 * scenario (the board's attributes). Throws a LessonError when the board cannot start or refuses a move:
 * the lesson cannot be played on this board.
 */
export function playOnBoard(board: QuetzalBoard, moves: readonly Move[], fromStart: boolean): void {
  if (fromStart) {
    board.newGame();
    if (!board.state) throw new LessonError('scenario', 'the board could not start the lesson\'s game');
  }
  for (const move of moves) {
    if (!board.play(move)) throw new LessonError('', `the board refused the lesson's move ${JSON.stringify(move)}`);
  }
}

/**
 * Scrolls what the step points at into view (the nearest edge: nothing moves when it is already
 * visible), at once under reduced motion. Once the board has drawn the step.
 */
export async function revealTarget(board: QuetzalBoard): Promise<void> {
  await board.updateComplete;
  const target = board.shadowRoot?.querySelector('[data-highlight]');
  const still = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
  target?.scrollIntoView({ block: 'nearest', inline: 'nearest', behavior: still ? 'instant' : 'smooth' });
}
