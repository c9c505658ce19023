/**
 * What a framework app saw of its <quetzal-board>, written by the app's own handlers (the `on…` props
 * of React, Vue's `@…` listeners) and read by the tests. Plain data: the test makes it, the app (a
 * bundle of its own, test/browser/frameworks/*) only writes into it.
 */
import type { QuetzalBoard, QuetzalErrorDetail, QuetzalPhaseChangeDetail, ScoreLine } from '../../../src/index.js';

export interface HostLog {
  /** `quetzal-move` events, counted by the app's handler. */
  moves: number;
  /** Every `quetzal-phase-change` the app's handler got, in order. */
  phases: QuetzalPhaseChangeDetail[];
  /** Every `quetzal-error` the app's handler got. */
  errors: QuetzalErrorDetail[];
  /** The final scores, from the app's `quetzal-game-over` handler. */
  gameOver: ScoreLine[] | null;
  /** Times the app's component rendered (its render function ran). */
  renders: number;
  /** Each distinct value the board's `seats` property held after one of the app's renders. */
  seatsSeen: Set<unknown>;
  /** The board, once the framework rendered it. */
  board: QuetzalBoard | null;
}

export function hostLog(): HostLog {
  return { moves: 0, phases: [], errors: [], gameOver: null, renders: 0, seatsSeen: new Set(), board: null };
}

/** What an app's mount function gives back. */
export interface MountedApp {
  /** Renders the app again, as any change of the host's state would (its props written anew). */
  rerender(): void;
  /** Takes the app (and its board) out of the page. */
  unmount(): void;
}
