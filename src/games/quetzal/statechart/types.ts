/**
 * The shapes of the board's statechart: what it is started with, what it holds, what it hears and what
 * it tells. Everything here is plain JSON, so a persisted snapshot restores a board exactly.
 */
import type { TargetRefusal } from '../engine/index.js';
import type {
  GameEvent, GameState, MeepleColor, Move, NewGameOptions, Phase, RuleErrorCode, ScoreLine,
} from '../engine/index.js';
import type { LogEntry } from '../records/format.js';
import type { Strength } from '../bots/index.js';
import { DEFAULT_SEARCH_TIME_MS } from '../../../kit/search-time.js';
import { DEFAULT_INPUT_GUARD_MS } from '../../../kit/board/board-types.js';

export type { LogEntry };

/** A computer seat's settings. */
export interface BotSeat {
  strength: Strength;
}

/** Timings a host may tune; read at each use, so a change applies to the next decision. */
export interface Timing {
  /**
   * After a person's tap, click or key makes a move, further input is dropped for this long (ms), so a
   * double tap cannot make two moves. 0: only input aimed at a position already gone is dropped.
   */
  inputGuardMs: number;
  /** The least time between a computer's turn coming and its move showing (ms). */
  botDelayMs: number;
  /** The hard computer's time budget per decision (ms), when no fixed playout count is asked for. */
  botThinkMs: number;
  /** A fixed playout count for the hard computer (deterministic, any device), or null. */
  botIterations: number | null;
  /** Auto-play speed of the replay view (ms per move). */
  reviewStepMs: number;
  /**
   * The longest wait for a part loaded on demand, a `src` file or a saved game (ms). Past it the board
   * says so with Retry (a start), starts a fresh game with a notice (a resume), or goes back to the game
   * with a notice (an undo, a redo, the replay view): never a blank or stuck board.
   */
  loadTimeoutMs: number;
}

export const DEFAULT_TIMING: Timing = {
  inputGuardMs: DEFAULT_INPUT_GUARD_MS,
  botDelayMs: 600,
  botThinkMs: DEFAULT_SEARCH_TIME_MS,
  botIterations: null,
  reviewStepMs: 900,
  loadTimeoutMs: 15_000,
};

/** Under `prefers-reduced-motion`: computers' moves come sooner (nothing moves to watch), the replay steps slower. */
export const REDUCED_MOTION_TIMING: Pick<Timing, 'botDelayMs' | 'reviewStepMs'> = { botDelayMs: 250, reviewStepMs: 2200 };

/** A computer's worker that missed this many decisions in a row is given up: the page decides from then on (the kit's, for every board). */
export { WORKER_MISSES_BEFORE_GIVING_UP } from '../../../kit/board/board-types.js';

/**
 * What to start. Either a game (`game`, with its `log` and `options` when it can be recorded) or the
 * `options` of a new one; or `config`, a host's raw configuration that the `loadParts` actor turns into
 * the rest (the element's attributes, which may need parts loaded first).
 */
export interface QuetzalInput {
  game?: GameState;
  options?: NewGameOptions;
  log?: LogEntry[];
  /** Moves taken back that can be played again, next first. */
  redo?: Move[];
  /** Which seats are people (default: all). */
  humans?: boolean[];
  /** Computer seats' settings (null for a person). */
  bots?: (BotSeat | null)[];
  /** Whether pass-and-play hand-over covers are used (default true). */
  handOver?: boolean;
  /** Whether people may act at all (false: a readonly board, a diagram). Default true. */
  interactive?: boolean;
  /** Look for a share link or an auto-save first (the `resume` actor). */
  resume?: boolean;
  /** The host's raw configuration, for `loadParts`. */
  config?: unknown;
  /** A game record to show in the replay view instead of a live game (a readonly board given `record`). */
  review?: unknown;
  timing?: Partial<Timing>;
}

/** A message for the people at the board. `key` is a string key of the board's (or records') tables. */
export interface Notice {
  /** Stable id, also a `data-notice` attribute: `resume-failed`, `bot-fallback`, `bot-failed`, `undo-refused`… */
  id: string;
  key: string;
  params?: Record<string, string | number>;
  kind: 'info' | 'error';
  /** Which table words it: the board's own, or the records feature's. */
  table: 'board' | 'records';
  /**
   * Buttons the notice offers: `retry` (the statechart's RETRY), `retry-resume` (RETRY_RESUME),
   * `retry-undo` / `retry-redo` (UNDO / REDO again, after one that took too long), or an
   * action of the records feature (`download-save`, `keep-mine`…). `key`: its label's string key.
   */
  actions?: NoticeAction[];
}

export interface NoticeAction {
  id: string;
  key: string;
}

/** Why the board cannot show a game: what failed and whether trying again can help. */
export interface Failure {
  code: string;
  message: string;
  retryable: boolean;
  /** The host's attribute or property at fault, when one is. */
  property?: string;
  /** A string key of the board's table that words it for people (else `message` is shown). */
  key?: string;
}

/** The replay view: a checked record and the move shown. */
export interface Review {
  record: unknown;
  /** The position shown: after `index` moves. */
  index: number;
  /** Number of moves in the record. */
  length: number;
  /** Opened from the live game (Game menu, game over) or given by the host (`record`). */
  source: 'live' | 'property';
}

/** A computer deciding now. */
export interface Thinking {
  /** The seat, or null for the table's own steps at a table of computers only. */
  seat: number | null;
  /** Its least showing time, counted from its turn, has passed (BOT_SHOWN on the actors' clock). */
  shown: boolean;
  /** Its chosen move, once it has one. */
  move: Move | null;
}

export interface QuetzalContext {
  /** What is being (or was last) started. */
  request: QuetzalInput | null;
  /** The game, or null before one starts. */
  game: GameState | null;
  /** The options the game was started with, seed filled in, so a record can replay it. Null for a given state. */
  options: NewGameOptions | null;
  log: LogEntry[];
  redo: Move[];
  humans: boolean[];
  bots: (BotSeat | null)[];
  handOver: boolean;
  interactive: boolean;
  /** The seat whose private information may be shown (the person holding the device), or null. */
  viewer: number | null;
  /**
   * Bumped whenever what a person sees and acts on changes (a move, the cover lifting, an undo). A
   * person's input names the version it was made on; input on an older one is dropped.
   */
  version: number;
  /** Pieces selected for the current decision (meeples, cards). */
  selection: number[];
  /** A placement waiting for its colour (a group that could bid as either). */
  colorChoice: { key: string; colors: MeepleColor[] } | null;
  /** The last refused move's error. */
  error: { code: RuleErrorCode | string; message: string } | null;
  /** The host's (a lesson's) refusal of a person's move, with a counter so the same text shows again. */
  guardHint: { text: string; n: number } | null;
  /** A refused target a person tapped, with the engine's reason (shown beside it); `n` counts taps. */
  explained: { key: string; why: TargetRefusal; n: number } | null;
  /** The Hint the person deciding asked for (the `hint` region: thinking, shown, failed), until the next move. */
  hint: HintAnswer | null;
  notice: Notice | null;
  failure: Failure | null;
  /** The auto-save was not read (its part could not be fetched): nothing may overwrite it. */
  saveLocked: boolean;
  thinking: Thinking | null;
  /** An undo or redo in progress came from a person's tap: the commit pause follows it. */
  pauseAfter: boolean;
  review: Review | null;
  /**
   * The board's later parts (Phase 3 prompts, score tables, the log: the `loadLater` actor), fetched once
   * a game shows: `idle` before, `loading`, `ready`, or `failed` (RETRY_LATER fetches them again).
   */
  later: 'idle' | 'loading' | 'ready' | 'failed';
  /** Decisions in a row the computers' worker missed (too slow, or failed); at WORKER_MISSES_BEFORE_GIVING_UP the page decides. */
  workerMisses: number;
  timing: Timing;
}

/**
 * What people and hosts send. `at`: the `version` the person's input was made on. `trusted: false`: the
 * input came from a script (`element.click()`), not a person's hand: it is exact, so the commit pause
 * that catches the rest of a double tap does not apply to it (a stale version still does).
 */
export type QuetzalEvent =
  | { type: 'START'; input: QuetzalInput }
  | { type: 'RETRY' }
  | { type: 'RETRY_RESUME' }
  /** Fetch the later parts again (after they failed or took too long). */
  | { type: 'RETRY_LATER' }
  /** A move from the host or a test: applied at once if legal. */
  | { type: 'MOVE'; move: Move }
  /** A person's move: one per tap; dropped during a commit or when made on an older version. */
  | { type: 'PLAY'; move: Move; at: number; trusted?: boolean }
  | { type: 'TOGGLE'; id: number; at: number; trusted?: boolean }
  | { type: 'CLEAR'; at: number; trusted?: boolean }
  /** A placement target tapped, with the selected meeples. */
  | { type: 'TARGET'; key: string; at: number; trusted?: boolean }
  | { type: 'COLOR'; color: MeepleColor; at: number; trusted?: boolean }
  | { type: 'CANCEL_COLOR' }
  /** The person deciding asks for a Hint (the `hint` actor: a computer's move from their seat's view). */
  | { type: 'HINT'; at: number; trusted?: boolean }
  | { type: 'CONTINUE'; at?: number; trusted?: boolean }
  /** The host (a lesson's `moveGuard`) refused a person's move. */
  | { type: 'HOST_REFUSED'; text: string }
  | { type: 'UNDO'; at?: number; trusted?: boolean }
  | { type: 'REDO'; at?: number; trusted?: boolean }
  /** Replace the game (an import, a share link): with a way back, see `replaced`. */
  | { type: 'RESTORE'; game: GameState; log: LogEntry[]; options?: NewGameOptions | null; redo?: Move[] }
  /** Play again: a new game with these options (default: the same seats, a new seed). */
  | { type: 'RESTART'; options?: NewGameOptions }
  /** Opens the replay view on a record, at move `index` (default: the start). */
  | { type: 'REVIEW'; record: unknown; source: Review['source']; index?: number }
  | { type: 'REVIEW_GO'; index: number }
  | { type: 'REVIEW_PLAY' }
  | { type: 'REVIEW_PAUSE' }
  | { type: 'BACK_TO_GAME' }
  | { type: 'NOTIFY'; notice: Notice | null }
  | { type: 'TIMING'; timing: Partial<Timing> }
  /** People may act on the board (false: it becomes readonly, a spectator's view). */
  | { type: 'INTERACTIVE'; on: boolean };

/** What the machine tells its host (XState `emit`): the element turns them into DOM events. */
export type QuetzalEmitted =
  /** A move was applied. `by`: who made it. */
  | { type: 'move'; move: Move; events: GameEvent[]; by: 'person' | 'computer' | 'host' | 'redo' }
  /** An undo took moves back (in the order they had been played). */
  | { type: 'undo'; moves: Move[]; seat: number }
  | { type: 'phase'; phase: Phase; round: number }
  | { type: 'gameOver'; scores: ScoreLine[] }
  | { type: 'error'; code: string; message: string; property?: string }
  /** A game in progress is about to be replaced (an import, a share link, a new game, a resume). */
  | { type: 'replaced'; game: GameState; log: LogEntry[]; options: NewGameOptions | null };

/** What `resume` (reading a share link or the auto-save) finds. */
export interface Resumed {
  game: GameState;
  log: LogEntry[];
  options: NewGameOptions | null;
  notice?: Notice;
}

/** The computers' actors' input: the deciding seat's view only, never the full state. */
/** A Hint: the move a computer would make for the person deciding, and its estimated worth in VP (null: not scored). */
export interface HintAnswer {
  move: Move;
  score: number | null;
}

/** What the `hint` actor is given: the deciding seat's view only, never the full game. */
export interface HintInput {
  view: GameState;
  seat: number;
}

export interface DecideInput {
  view: GameState;
  seat: number;
  bot: BotSeat;
  /** A seed for the bot's own randomness: the same seed and view give the same move. */
  seed: string;
  timing: Timing;
}

/** What the undo and redo actors get: the live game and who asks. */
export interface UndoInput {
  options: NewGameOptions | null;
  log: LogEntry[];
  redo: Move[];
  game: GameState;
  /** The seat holding the device (pass-and-play), or null without hand-over. */
  viewer: number | null;
  handOver: boolean;
}

export interface UndoOutput {
  game: GameState;
  log: LogEntry[];
  redo: Move[];
  /** The moves taken back, in the order they were played. */
  moves: Move[];
  seat: number;
}

/** An undo or redo refused: why, as a notice. */
export interface Refusal {
  notice: Notice;
}
