/**
 * The seam between the kit and a game's rules engine: what the kit's generic code (the board's
 * statechart, records, the bot worker, tournaments, the seam's own tests) may ask any game, and nothing
 * more. A game module supplies one `GameEngine` (Quetzal's: games/quetzal/engine-seam.ts, Aztec's:
 * games/aztec/engine-seam.ts); the kit never imports a game.
 *
 * Several seats may decide at once (Aztec's collect and token steps): `deciders` lists every seat that
 * must still decide, in seat order, and what each decider sees or chooses that the others may not.
 * The kit never assumes one decider.
 */
import type { RuleError } from './rule-error.js';

/** Seat index 0..n-1. */
export type Seat = number;

/** One seat that must decide now. */
export interface Decider {
  seat: Seat;
  /**
   * The decider sees what other seats may not (a hand, a drawn card): a person deciding takes the
   * device behind the hand-over cover, and nothing of their view may show while another person holds it.
   */
  private: boolean;
  /**
   * The choice itself stays hidden from the other seats until a later reveal (a secret pick, a token):
   * the log and events announce that the seat chose, never what, until the engine reveals it.
   */
  secret: boolean;
}

/** A seat's final (or current) standing. */
export interface Standing {
  seat: Seat;
  total: number;
  /** 1 = best; tied seats share a rank. */
  rank: number;
  winner: boolean;
}

/** The rules engine of one game, as the kit sees it. States, moves and events are plain JSON. */
export interface GameEngine<State, Move, Event, Options = unknown> {
  /** The game's id (`quetzal`, `aztec`): record formats, storage keys and worker requests carry it. */
  readonly id: string;
  /** Seat counts the game plays. */
  readonly seats: { readonly min: number; readonly max: number };
  /** A new game; RuleError BAD_OPTIONS (or BAD_RULESET) for options it cannot play. */
  newGame(options: Options): State;
  /** Every seat that must decide now, in seat order; empty when the table moves (`tableMove`) or the game is over. */
  deciders(state: State): readonly Decider[];
  /** The table's one move when no seat decides (a roll, a reveal, the end of a round); null otherwise. */
  tableMove(state: State): Move | null;
  /** Every legal move of `seat` now ([] when it has no decision). */
  legalMoves(state: State, seat: Seat): Move[];
  /** Why `move` is refused now, or null when it is legal. Never throws for any value as `move`. */
  checkMove(state: State, move: unknown): RuleError | null;
  /** The next state (the input is never changed) and what happened; throws the RuleError checkMove gives. */
  applyWithEvents(state: State, move: Move): { state: State; events: Event[] };
  /** What `seat` may see (null: a spectator): every hidden value blanked, the generator too. */
  viewFor(state: State, seat: Seat | null): State;
  /** An event as `seat` may see it (null: a spectator), or null when it must not see it at all. */
  eventFor(event: Event, seat: Seat | null): Event | null;
  /** The seat a move is made by, or null for the table's moves. */
  moveSeat(move: Move): Seat | null;
  /** Whether the game has ended. */
  isOver(state: State): boolean;
  /** Standings by seat (as they would stand if the game ended now, before its end). */
  standings(state: State): Standing[];
}
