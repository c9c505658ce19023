/**
 * Moves you can watch on an <aztec-board> (a chunk of its own, fetched after the board's first paint of a
 * game): Aztec's changes (changes.ts, play.ts) on the kit's motion layer (kit/ui/motion/), which measures
 * the old DOM around each render, animates the new one (FLIP) and stays still under
 * `prefers-reduced-motion` or `animations="off"`. Purely visual: the render has put the DOM in its final
 * state, and nothing waits for an animation.
 *
 * What is diffed is the position the render shows — the live game as the seat holding the device sees it
 * (a spectator's view at the table's steps) — and nothing while the hand-over cover is shown: behind it
 * no position is shown, and the first one after it is not diffed with the one before.
 */
import { around as aroundRender } from '../../../../kit/ui/motion/motion.js';
import type { MotionHost } from '../../../../kit/ui/motion/motion-game.js';
import { turnStateOf } from '../../../../kit/board/turn-state.js';
import type { AztecState } from '../../types.js';
import { viewFor } from '../../view.js';
import { checkAnimations } from './animations-attribute.js';
import { aztecMotion } from './play.js';

/** What this chunk reads of the board's statechart snapshot. */
export interface ShownSnapshot {
  value: unknown;
  context: { history: { state: AztecState } | null; viewer: number | null; review: { frames: readonly AztecState[]; index: number } | null };
}

/**
 * The position a render of the board shows: the replay's frame (a public view: a step of the replay moves
 * as the move did), else the live game as its viewer sees it; null behind the cover or without a game.
 */
function shownOf(snapshot: ShownSnapshot | null | undefined): AztecState | null {
  const value = snapshot?.value as { reviewing?: unknown } | undefined;
  const { history, viewer, review } = snapshot?.context ?? { history: null, viewer: null, review: null };
  if (value?.reviewing !== undefined) return review?.frames[review.index] ?? null;
  const live = turnStateOf(snapshot?.value);
  return live && live !== 'handOver' && history ? viewFor(history.state, viewer) : null;
}

/**
 * Runs a board's `render` (its Lit update), animating what changed from the position it showed before;
 * `statechart`: the board's (kit/board/board-host.ts), whose snapshot the render draws.
 */
export function around(host: MotionHost, statechart: { snapshot: ShownSnapshot | null }, render: () => void): void {
  checkAnimations(host);
  aroundRender(aztecMotion, host, shownOf(statechart.snapshot), render);
}
