/**
 * The shapes of the kit's board statechart (board-machine.ts): its input, context, events and what it
 * emits. Game-agnostic: a game's state, moves, events and options are type parameters, and the
 * statechart only ever hands them to the game's engine and records.
 */
import type { Strength } from '../bot-options.js';
import { DEFAULT_SEARCH_TIME_MS } from '../search-time.js';
import type { Seat } from '../game-engine.js';
import type { GameHistory } from '../records/game-history.js';
import type { GameRecord } from '../game-records.js';

/** Who sits in a seat: a person at the device, or a computer of a strength. */
export type SeatKind = 'person' | Strength;

/** Every pause and deadline of the board, in ms; one place for their defaults. */
export interface BoardTiming {
  /** One unit of a table step's pause (the game's pacing multiplies it); Infinity: the table waits for NEXT. */
  tableStepMs: number;
  /** The least time a computer's move takes to appear (its "thinking…"), so people see who acts. */
  botDelayMs: number;
  /** A computer's own thinking budget (its search time). */
  botThinkMs: number;
  /** Past this, a computer that has not answered from its worker decides on the page instead. */
  botDeadlineMs: number;
  /** The longest wait for a save to be read at the start. */
  loadTimeoutMs: number;
  /** How long each position of a replay playing by itself shows (time to read what its step did). */
  reviewStepMs: number;
  /** After a person's tap counted, more taps are ignored this long (the commit pause), so a double tap makes one move; 0: none. */
  inputGuardMs: number;
}

/** The commit pause's default length (ms), every board's. */
export const DEFAULT_INPUT_GUARD_MS = 250;

/** A computers' worker that missed this many decisions in a row (no answer in time, or a failure) is given up: the page decides from then on. */
export const WORKER_MISSES_BEFORE_GIVING_UP = 2;

export const DEFAULT_BOARD_TIMING: BoardTiming = {
  tableStepMs: 1600,
  botDelayMs: 450,
  botThinkMs: DEFAULT_SEARCH_TIME_MS,
  botDeadlineMs: 4000,
  loadTimeoutMs: 10_000,
  reviewStepMs: 1800,
  inputGuardMs: DEFAULT_INPUT_GUARD_MS,
};

/** What a board starts: a new game, or the saved one first when there is one. */
export interface BoardStart<Options> {
  /** The game's options (names, seed…): a new game's. */
  options: Options;
  /** Who sits where, in seat order (its length is the seat count). */
  seats: SeatKind[];
  /** false: no hand-over cover even with several people (a lesson, a host that relays each seat's view). Default: a cover when several people share the device. */
  handOver?: boolean;
  /** false: a board nobody plays (a diagram, a spectator's table): no person acts, no computer thinks, the table waits. Default: true. */
  interactive?: boolean;
  /** Look for a saved game first (the `resume` actor) and go on with it when it has these seats. */
  resume?: boolean;
  /**
   * A position to play on (or show) instead of a new game: the game's engine state, already checked by the
   * host (a diagram, a lesson's position). It has no record to replay it from: the board's game is `given`,
   * never saved, and its `options` are the start's (a new game from them replaces it).
   */
  position?: unknown;
  /** A record to go on with instead of a new game (already read and checked), replayed by the `replay` actor (`starting.adopting`). */
  record?: GameRecord<unknown, Options>;
  /** A record to show in the replay at once, without a game (a shared link's, a diagram's): the `openReview` actor reads it. */
  review?: unknown;
  /**
   * The host's raw configuration (attributes, a file to fetch, a language…), for a game whose module names
   * `partsRegion`: its `loadParts` actor loads what it needs and answers the start it makes
   * (`starting.loadingParts`, within `loadTimeoutMs`). Without that region it is not read.
   */
  config?: unknown;
  timing?: Partial<BoardTiming>;
}

/** One line of the game's history as the board keeps it: a move, who made it, and what happened. */
export interface LogEntry<Move, Event> {
  seat: Seat | null;
  move: Move;
  events: Event[];
  /** The round it was played in, for a game played in rounds (its module's `phases.round`). */
  round?: number;
}

/** A notice the board shows (a refusal, a computer's failure…), worded by the game's strings. */
export interface BoardNotice {
  /** Stable id, also the notice's `data-notice`: `computer-failed`, `resume-failed`, `refused`… */
  id: string;
  /** The string key; params fill it. */
  key: string;
  kind: 'info' | 'error';
  params?: Record<string, string | number>;
  /** The buttons it offers (as Quetzal's notices): `retry` sends RETRY, `retry-resume` RETRY_RESUME (NOTICE_EVENTS). */
  actions?: NoticeAction[];
}

/** A notice's button: its id, and its label's string key. */
export interface NoticeAction {
  id: string;
  key: string;
}

/** The statechart's event each of its notices' buttons sends. */
export const NOTICE_EVENTS: Readonly<Record<string, 'RETRY' | 'RETRY_RESUME'>> = { retry: 'RETRY', 'retry-resume': 'RETRY_RESUME' };

/** Why the board could not start (or open the replay it was given). */
export interface BoardFailure {
  code: string;
  message: string;
  retryable: boolean;
  /** The host's attribute or property at fault, when one is (a replay's `record` or `src`). */
  property?: string;
  /** The game's string key that words it for people, with `message` as its parameter (else the board's own words). */
  key?: string;
}

/** What the `openReview` actor is given: the host's record to replay (null: the game so far), and the game on the board. */
export interface ReviewInput<State, Move, Options> {
  record: unknown;
  history: GameHistory<State, Move, Options> | null;
}

/** What it answers: the replay's public positions (frames[i]: after i moves) and each step's public move and events. */
export interface ReviewOpened<State, Event> {
  frames: State[];
  steps: { move: unknown; events: Event[] }[];
}

export interface BoardContext<State, Move, Event, Options> {
  request: BoardStart<Options> | null;
  history: GameHistory<State, Move, Options> | null;
  seats: SeatKind[];
  /** Several people share the device: a private decision is taken behind the hand-over cover. */
  handOver: boolean;
  /** Whether anyone plays on this board (false: `watching`, a spectator's view, and the game stands still). */
  interactive: boolean;
  /** The seat whose view the device shows now (null: a spectator's view, behind the cover or at a table step). */
  viewer: Seat | null;
  log: LogEntry<Move, Event>[];
  /** The computers deciding now. */
  thinking: Seat[];
  /** Bumped when earlier answers must be ignored (undo, a new game): a computer's answer carries the epoch it was asked in. */
  epoch: number;
  /** Bumped with every change of the position: a person's input made on an older one is dropped. */
  version: number;
  notice: BoardNotice | null;
  failure: BoardFailure | null;
  /**
   * The saved game could not be read (its part failed, or took longer than `loadTimeoutMs`): nothing is
   * saved over it until RETRY_RESUME reads it (or finds there is none).
   */
  saveLocked: boolean;
  /** The person who last handed the device on (PASS): behind the cover that follows, their choice is final (they let go of the device). */
  passedOn: Seat | null;
  /** The game was given as a position (BoardStart.position): it has no record, so nothing saves it. */
  given: boolean;
  /**
   * What the game's first file leaves out and loads once a game shows (a game with `laterRegion`: the
   * host's `loadLater` actor): `idle` before, `loading`, `ready`, or `failed` (RETRY_LATER asks for it again).
   */
  later?: 'idle' | 'loading' | 'ready' | 'failed';
  /**
   * The viewer's half-made decision (the jewels chosen so far, a token's target before its side): the
   * game's prompt writes it with DRAFT and reads it back; dropped whenever the position changes.
   */
  draft: unknown;
  /** The Hint for the viewer's decision, once a computer gave it (dropped when the position changes). */
  hint: { seat: Seat; version: number; value: unknown } | null;
  timing: BoardTiming;
  /**
   * The replay of a game as a spectator saw it (a shared link, or the game just played): its public
   * positions (frames[i]: after i moves), each step's public move and events, and where the view is.
   */
  review: BoardReview<State, Move, Event> | null;
}

export interface BoardReview<State, Move, Event> {
  frames: State[];
  steps: { move: unknown; events: Event[] }[];
  index: number;
  /** Whether the replay came from a game of this board (Back to the game) or from a link alone. */
  fromGame: boolean;
  /** Phantom: the move type the steps carry (public moves). */
  readonly _move?: Move;
}

/**
 * What a tap adds to the event it sends: `at`, the version it was made on (input on an older one is
 * dropped), and `trusted` (false: a script's click, exact, never held back by the commit pause). An event
 * without `at` is a host's (its script's), played at once.
 */
export interface TapInput {
  at?: number;
  trusted?: boolean;
}

export type BoardEvent<Move, Options> =
  | { type: 'START'; input: BoardStart<Options> }
  /**
   * A person's move (or a host's `play()` as a person's, without `at`). `host`: the host's own move (its
   * script's: a lesson playing its moves, a relay of another device), played whenever the engine finds it
   * legal — whoever holds the device, a table's move, on a board nobody plays (readonly) — and told `by: 'host'`.
   */
  | ({ type: 'MOVE'; move: Move; host?: boolean } & TapInput)
  /** The next person, behind the cover, says they hold the device. */
  | ({ type: 'CONTINUE' } & TapInput)
  /** A person done with their private decision hands the device on (the cover comes back). */
  | ({ type: 'PASS' } & TapInput)
  /** Play the table's step now, without waiting for its pause. */
  | ({ type: 'NEXT' } & TapInput)
  /** New pauses and deadlines, from the next one that starts (a host's attribute changed mid-game). */
  | { type: 'TIMING'; timing: Partial<BoardTiming> }
  /** Whether anyone plays on this board (a `readonly` attribute turned off or on): the game stands still meanwhile. */
  | { type: 'INTERACTIVE'; on: boolean }
  /**
   * Open the replay: the host's `openReview` actor reads `record` (null: the game on the board so far) into
   * public frames, within `loadTimeoutMs`. `index`: the position shown first (negative counts from the end,
   * -1 the last; default 0). `fromGame`: Back to the game is offered.
   */
  | { type: 'REVIEW'; record: unknown; fromGame: boolean; index?: number }
  /** In the replay: go to position `index` (clamped); a replay playing by itself stops there. */
  | { type: 'REVIEW_GO'; index: number }
  /** The replay plays by itself, a position every `reviewStepMs` (from the start when it was at the end), until REVIEW_PAUSE or its end. */
  | { type: 'REVIEW_PLAY' }
  | { type: 'REVIEW_PAUSE' }
  | { type: 'BACK_TO_GAME' }
  /** The viewer's half-made decision, as the game's prompt keeps it (null: none). */
  | { type: 'DRAFT'; value: unknown }
  | ({ type: 'UNDO' } & TapInput)
  | ({ type: 'REDO' } & TapInput)
  | ({ type: 'HINT' } & TapInput)
  | { type: 'RETRY' }
  /** Read the saved game again, after it could not be (`saveLocked`): it goes on if found, else the game on screen does. */
  | { type: 'RETRY_RESUME' }
  /** Ask again for what the first file left out, after it failed or took longer than `loadTimeoutMs` (`later: 'failed'`). */
  | { type: 'RETRY_LATER' }
  | { type: 'DISMISS' }
  /**
   * Play again: a new game at the same table (seats, cover, pauses), with these options; by default the last
   * start's, with a new seed (a board set to one seed would otherwise deal the very game again: the
   * physical game's "shuffle and play again"). The game on screen, if it has moves, is told `replaced`.
   */
  | { type: 'RESTART'; options?: Options }
  /**
   * Replace the game on screen with a record already read (an import, an earlier game brought back): the
   * seats stay when the record has as many, else every seat is a person's. It is replayed first (the `replay`
   * actor, `live.restoring`, the game still on screen): a record that does not replay, or whose replay does not
   * come within `loadTimeoutMs`, is refused with its code (an `error`), and the game goes on unchanged.
   * `notice`: the host's words to show once it is the game (`Loaded from the link`), not before.
   */
  | { type: 'RESTORE'; record: GameRecord<Move, Options>; notice?: BoardNotice }
  /** The host's notice for the people at the board (null: none), worded by the game's strings as the board's own. */
  | { type: 'NOTIFY'; notice: BoardNotice | null }
  /** A computer's answer (sent by its `computer` actor). */
  | { type: 'COMPUTER_MOVE'; seat: Seat; move: Move; epoch: number }
  | { type: 'COMPUTER_FAILED'; seat: Seat; message: string; epoch: number }
  | { type: 'COMPUTER_DEADLINE'; seat: Seat; epoch: number };

/** What the board tells its host (named as Quetzal's statechart's news). */
export type BoardEmitted<Move, Event> =
  /** A move was played. `redo`: a move taken back and played again (its news told again, as the first time); `host`: a host's own MOVE. */
  | { type: 'move'; seat: Seat | null; move: Move; events: Event[]; by: 'person' | 'computer' | 'table' | 'redo' | 'host' }
  /** A move, an undo or a start refused, or a start that failed: its stable code and the reason. */
  | { type: 'error'; code: string; message: string; property?: string }
  /** `seat` took back its last move: `moves`, as a spectator sees them (public moves). */
  | { type: 'undo'; seat: Seat; moves: Move[] }
  | { type: 'started'; resumed: boolean }
  /** The phase or the round changed (also when a game starts): the game's phase names (GamePhases). */
  | { type: 'phase'; phase: string; round: number | null }
  | { type: 'gameOver' }
  /**
   * A game with moves is about to be replaced (a new game, another record, a save read at last): the host
   * keeps it among its earlier games. Its whole history: for the host's storage, never for showing.
   */
  | { type: 'replaced'; history: GameHistory<unknown, Move, unknown> };

/** What a computer's actor is given: the seat's own view only, never the whole state. */
export interface ComputerInput<View> {
  seat: Seat;
  view: View;
  strength: Strength;
  epoch: number;
  /** Decide on the page (the worker missed its deadline or failed). */
  here: boolean;
}

/** What the Hint's actor is given. */
export interface HintInput<View> {
  seat: Seat;
  view: View;
  version: number;
}

/** What the resume actor is given and answers: the saved record for these seats (ResumeFound), or null. */
export interface ResumeInput<Options> {
  options: Options;
  seats: SeatKind[];
}

/**
 * What the resume actor found: the record to go on with, or the record with a notice to show over it once
 * it goes on (a save read from an older version, a link's game offered over the saved one).
 */
export type ResumeFound<Move, Options> = GameRecord<Move, Options> | { record: GameRecord<Move, Options>; notice: BoardNotice };
