/**
 * What a framework app saw of its <quetzal-board>, written by the app's own handlers (the `on…` props
 * of React, Vue's `@…` listeners) and read by the tests. Plain data: the test makes it, the app (a
 * bundle of its own, test/browser/frameworks/*) only writes into it.
 */
import type { QuetzalBoard, QuetzalErrorDetail, QuetzalPhaseChangeDetail, ScoreLine } from '../../../src/index.js';
import type { AztecBoard, AztecErrorDetail, AztecMoveDetail } from '../../../src/games/aztec/board/index.js';

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

/**
 * What a framework app saw of its two <aztec-board>s (the `aztec` apps): one at play (a person against
 * two computers), one given a bad attribute. Written by the app's own handlers, read by the tests.
 */
export interface AztecHostLog {
  /** The board at play, once the framework rendered it. */
  board: AztecBoard | null;
  /** The board given a bad `seats`, once the framework rendered it. */
  broken: AztecBoard | null;
  /** Every `aztec-move` of the board at play, as the app's handler got it. */
  moves: AztecMoveDetail[];
  /** Every `aztec-error` of the board at play. */
  errors: AztecErrorDetail[];
  /** Every `aztec-error` of the broken board. */
  brokenErrors: AztecErrorDetail[];
  /** Times the app's component rendered. */
  renders: number;
}

export function aztecHostLog(): AztecHostLog {
  return { board: null, broken: null, moves: [], errors: [], brokenErrors: [], renders: 0 };
}

/** The `timing` every aztec app hands its board (a new object at each render where the framework writes one). */
export const AZTEC_TIMING = { tableStepMs: 0, botDelayMs: 0, botThinkMs: 20 } as const;
/** The seats of the board at play, and the bad ones of the other. */
export const AZTEC_SEATS = 'human:Ann, bot-easy, bot-easy';
export const AZTEC_BAD_SEATS = 'human:Ann, bot-nightmare, bot-easy';
