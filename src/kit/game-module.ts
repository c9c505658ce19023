/**
 * THE seam between the kit and a game: what a game module supplies so the kit's board — its statechart
 * (board/board-machine.ts), records, saves, share links, undo, the hand-over cover, the computers in their
 * worker on a deadline, the embedding shell — can play it. One object, built of the three parts that also
 * stand alone (a tournament or a records tool needs only some of them):
 *
 *  - `engine`  (game-engine.ts): setup, the seats that must decide now and which decisions are private or
 *    secret, the table's moves, legal moves per seat, the view and the events each seat may see, scores;
 *  - `records` (game-records.ts): of a game's records, what playing needs — where undo stops, a state's
 *    fingerprint, a move as a spectator sees it; the board loads the rest (readers, save slots, links)
 *    only when it saves, resumes or shares, so its first file does not carry them;
 *  - `board`   (below): what the board's statechart needs beyond the rules — the game's phases (its
 *    phase region), how long the table's steps stay on screen, and the
 *    statechart's regions it uses beyond every game's (`regions`: what its first file leaves out, its own
 *    taps on the way to a move).
 *
 * Its computers (game-computers.ts) are not here: they run in the bots' worker, which loads them by the
 * engine's `id`, and the board asks them through an invoked actor it provides (`computer`, see
 * board/board-machine.ts). Its view — the rendered parts, the strings, the lessons — is the game's own
 * element's, built on the kit's shell.
 *
 * Adding a third game: write its engine (pure, plain JSON state carrying its seeded generator) and its
 * GameEngine, its GameRecords, its computers (GameComputers, registered in src/entries/computers.ts), then
 * this GameModule, and an element that runs `createBoardMachine(module)` and draws its snapshots
 * (README, "Adding a game").
 */
import type { GameEngine, Seat } from './game-engine.js';
import type { GameRecords } from './game-records.js';
import type { BoardStart, SeatKind } from './board/board-types.js';
import type { BoardRegion } from './board/board-region.js';

/** A game's phases, for the board's statechart and its diagram. */
export interface GamePhases<State> {
  /** Every phase, in the order a round goes through them (the phase region's states). */
  readonly names: readonly string[];
  /** The phase a state is in: one of `names`. */
  of(state: State): string;
  /** The round a state is in (1-based), for a game played in rounds. */
  round?(state: State): number;
}

/**
 * What a game's own taps do, besides MOVE (the statechart hears them through `tapsRegion(input)`,
 * board/taps-region.ts): the steps its board lets a person take on the way to a move — pick pieces, ask
 * about a target, choose a colour. The statechart keeps what they make as the viewer's
 * `draft` (dropped whenever the position changes) and plays the move they end in as a person's MOVE, with
 * a MOVE's checks (the engine's, and who may touch the device). Every rule question goes to the engine.
 */
export interface BoardInput<State, Move, Input extends { type: string }> {
  /** The events that choose (they may end in a move): dropped, as a MOVE is, when stale or in the commit pause. */
  readonly choices: readonly Input['type'][];
  /** The events that only pick (they change the draft): dropped when stale, or when nobody plays on the board. */
  readonly picks: readonly Input['type'][];
  /**
   * What `input` does in `state`, the device held by `viewer` (null: behind the cover, or nobody), with the
   * draft so far (null: nothing picked yet): a move to play, the draft it leaves, a refusal with its reason,
   * or nothing (null). The draft is in the board's snapshot: it holds nothing `viewer` may not see.
   */
  step(state: State, viewer: Seat | null, draft: unknown, input: Input): InputStep<Move> | null;
}

/**
 * What one of a game's taps made: a move, the table's step now (`next`: as NEXT, a prompt's button for a
 * step the table makes by hand, Quetzal's Roll), a new draft, or a refusal (told as a refused MOVE is).
 */
export type InputStep<Move> = { move: Move } | { next: true } | { draft: unknown } | { refused: { code: string; message: string } };

/** How the board paces what nobody decides. */
export interface BoardPacing<State, Move> {
  /**
   * How long the table's move `move` waits on screen before it is played, in units of the board's
   * `tableStepMs` (1: a plain step; more for a step a newcomer must read, such as a reveal; 0: at once;
   * Infinity: until a person plays it, NEXT). `seats`: who sits where, for a step a person at the table
   * makes by hand (Quetzal's roll). A person may always go on sooner (NEXT).
   */
  tableSteps(state: State, move: Move, seats: readonly SeatKind[]): number;
}

/**
 * What the board's statechart needs of a game's engine: all of it but the legal-move lists, which are the
 * computers' (in their worker) and the share links'. A game whose first file must stay small gives the
 * board this much (a whole GameEngine is one).
 */
export type BoardEngine<State, Move, Event, Options> = Omit<GameEngine<State, Move, Event, Options>, 'legalMoves'>;

/** What the board's statechart needs of a game's records (a game's whole GameRecords is one). */
export type BoardRecords<State, Move, Event, Options, PublicMove = Move> =
  Pick<GameRecords<State, Move, Event, Options, PublicMove>, 'barrier' | 'fingerprint' | 'describeMove' | 'publicMove'>;

/** One game, as the kit's board plays it. */
export interface GameModule<State, Move, Event, Options, PublicMove = Move> {
  readonly engine: BoardEngine<State, Move, Event, Options>;
  readonly records: BoardRecords<State, Move, Event, Options, PublicMove>;
  readonly board: {
    readonly phases: GamePhases<State>;
    readonly pacing: BoardPacing<State, Move>;
    /**
     * The parts of the kit's statechart it uses beyond every game's (kit/board/board-region.ts), built by
     * their files' functions: the parts a start loads first (`partsRegion`), what its first file leaves out
     * (`laterRegion`), its own taps on the way to a move (`tapsRegion` of its BoardInput), the decisions
     * inside its phases (`decisionsRegion`). A game that uses none carries none of their code.
     */
    readonly regions?: readonly BoardRegion[];
  };
}
