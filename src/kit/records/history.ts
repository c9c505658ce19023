/**
 * Undo and redo for every game, as pure functions over a plain-JSON History: the mechanics. What makes a
 * move final is the game's (its records seam's `barrier`: a roll, a card drawn, a secret shown…); the
 * rule around it is the same for every game:
 *
 * A seat may take back its own last move, then the one before, and so on, as long as every move taken
 * back was made by that seat and none of them is a barrier. Precisely, the moves that can be taken back
 * are the longest run at the end of the game's move list such that each move has a seat (the table's
 * moves are never taken back), the same seat for the whole run, and is no barrier (its automatic
 * consequences count as the move). A move by another seat ends the run: once another seat has acted,
 * earlier moves are final, even if that seat then takes its own move back. So a seat never undoes across
 * another seat's move, and with several seats deciding at once behind a hand-over cover, a secret choice
 * is final as soon as the next person has acted.
 *
 * Redo re-applies taken-back moves in order, by the same seat; any new move clears them. Moves taken back
 * revealed nothing, so redoing one gives exactly the state it had.
 */

/** Seat index 0..n-1. */
type Seat = number;

/** What the history needs of a game: its engine's move and seat, and its records' barrier. */
export interface UndoRules<State, Move, Event> {
  /** The next state (the input is never changed) and what happened; throws the engine's RuleError for an illegal move. */
  applyWithEvents(state: State, move: Move): { state: State; events: Event[] };
  /** The seat a move is made by, or null for the table's moves. */
  moveSeat(move: Move): Seat | null;
  /** What makes a move final (a short reason, the game's own words), or null when its seat may take it back. */
  barrier(before: State, after: State, move: Move, events: readonly Event[]): string | null;
  /** A deep copy of a state (default: a JSON round trip: states are plain JSON). */
  clone?(state: State): State;
}

export interface UndoWindow<State> {
  /** The seat whose trailing moves these are. */
  seat: Seat;
  /** The state before the first of them. */
  base: State;
  /** How many of the last moves can be taken back (≥ 1). */
  count: number;
}

/** A game being played, with what can be undone and redone: plain JSON, so it can be saved as it is. */
export interface History<State, Move, Options, Format extends string = string> {
  /** `<game>-history`. */
  format: Format;
  version: 1;
  /** The options the game was set up with, seed included. */
  options: Options;
  created: string | null;
  /** Every move applied, in order: the record's moves. */
  moves: Move[];
  /** The state after all moves. */
  state: State;
  /** The moves that can be taken back, or null. */
  undo: UndoWindow<State> | null;
  /** Moves taken back, the next one to redo first. */
  redo: Move[];
}

export type UndoRefusal =
  | 'NOTHING_TO_UNDO' // no move yet
  | 'NOT_YOUR_MOVE' // the last move is another seat's, or the table's
  | 'LOCKED' // the last move is this seat's, but it revealed something or another seat has acted since
  | 'NOTHING_TO_REDO'
  | 'NOT_YOUR_REDO'; // the next move to redo is another seat's

export class UndoError extends Error {
  readonly code: UndoRefusal;
  constructor(code: UndoRefusal, message: string) {
    super(message);
    this.name = 'UndoError';
    this.code = code;
  }
}

const UNDO_MESSAGES: Record<UndoRefusal, string> = {
  NOTHING_TO_UNDO: 'no move has been made yet',
  NOT_YOUR_MOVE: 'the last move is not yours',
  LOCKED: 'your last move is final: it revealed something hidden or random, or another seat has acted since',
  NOTHING_TO_REDO: 'there is nothing to redo',
  NOT_YOUR_REDO: 'the move to redo is not yours',
};

function extend<S, M, E, H extends History<S, M, unknown>>(rules: UndoRules<S, M, E>, h: H, move: M, redo: M[]): { history: H; events: E[] } {
  const { state, events } = rules.applyWithEvents(h.state, move); // throws RuleError if illegal
  const seat = rules.moveSeat(move);
  let undo: UndoWindow<S> | null = null;
  if (seat !== null && rules.barrier(h.state, state, move, events) === null) {
    undo = h.undo && h.undo.seat === seat ? { ...h.undo, count: h.undo.count + 1 } : { seat, base: h.state, count: 1 };
  }
  return { history: { ...h, moves: [...h.moves, move], state, undo, redo }, events };
}

/** Plays a move (the engine's RuleError if it is illegal), also returning its events; clears the redo list. */
export function playInHistory<S, M, E, H extends History<S, M, unknown>>(rules: UndoRules<S, M, E>, h: H, move: M): { history: H; events: E[] } {
  return extend(rules, h, move, []);
}

/** Why `seat` cannot undo now, or null if it can. */
export function undoRefusalOf<S, M, E>(rules: UndoRules<S, M, E>, h: History<S, M, unknown>, seat: Seat): UndoRefusal | null {
  if (h.undo && h.undo.seat === seat && h.undo.count > 0) return null;
  const last = h.moves[h.moves.length - 1];
  if (last === undefined) return 'NOTHING_TO_UNDO';
  return rules.moveSeat(last) === seat ? 'LOCKED' : 'NOT_YOUR_MOVE';
}

/** Takes back `seat`'s last move; throws UndoError when the rule forbids it. */
export function undoInHistory<S, M, E, H extends History<S, M, unknown>>(rules: UndoRules<S, M, E>, h: H, seat: Seat): H {
  const refusal = undoRefusalOf(rules, h, seat);
  if (refusal) throw new UndoError(refusal, UNDO_MESSAGES[refusal]);
  const w = h.undo!;
  const moves = h.moves.slice(0, -1);
  const taken = h.moves[h.moves.length - 1]!;
  // Replay the window's remaining moves from its base: none of them is random, so this is exact.
  let state = rules.clone ? rules.clone(w.base) : JSON.parse(JSON.stringify(w.base)) as S;
  for (let i = moves.length - (w.count - 1); i < moves.length; i++) state = rules.applyWithEvents(state, moves[i]!).state;
  return {
    ...h,
    moves,
    state,
    undo: w.count > 1 ? { ...w, count: w.count - 1 } : null,
    redo: [taken, ...h.redo],
  };
}

/** Why `seat` cannot redo now, or null if it can. */
export function redoRefusalOf<S, M, E>(rules: UndoRules<S, M, E>, h: History<S, M, unknown>, seat: Seat): UndoRefusal | null {
  const next = h.redo[0];
  if (next === undefined) return 'NOTHING_TO_REDO';
  return rules.moveSeat(next) === seat ? null : 'NOT_YOUR_REDO';
}

/** Re-applies the last move `seat` took back; throws UndoError when it has none. */
export function redoInHistory<S, M, E, H extends History<S, M, unknown>>(rules: UndoRules<S, M, E>, h: H, seat: Seat): H {
  return redoWithEvents(rules, h, seat).history;
}

/** `redoInHistory`, also returning what the move did again (for a board that tells its host). */
export function redoWithEvents<S, M, E, H extends History<S, M, unknown>>(rules: UndoRules<S, M, E>, h: H, seat: Seat): { history: H; events: E[] } {
  const refusal = redoRefusalOf(rules, h, seat);
  if (refusal) throw new UndoError(refusal, UNDO_MESSAGES[refusal]);
  return extend(rules, h, h.redo[0]!, h.redo.slice(1));
}
