/**
 * Undo and redo, as pure functions over a plain-JSON History.
 *
 * ## The undo rule
 *
 * A seat may take back its own last move, then the one before, and so on, as long as every move taken
 * back was made by that seat and none of them revealed anything random or hidden. Precisely, the moves
 * that can be taken back are the longest run at the end of the game's move list such that each move:
 *
 * 1. has a seat (`roll` and `prepare` are the table's moves: never taken back), the same seat for the
 *    whole run. A move by another seat ends the run: once another seat has acted, earlier moves are
 *    final, even if that seat then takes its own move back;
 * 2. caused none of these events: `rolled`, `rerolled` (U01/U02 and Camp rerolls), `roundStart`,
 *    `automatonCard`, `deckReshuffled`, `cardsTaken` from the deck (Temple draws on spaces 3/4), except
 *    the U09 keep: its `cardsTaken` is one of the cards the move before drew and showed, so the keep
 *    itself can be taken back (the draw before it cannot);
 * 3. left unchanged everything hidden or random in the state: the generator (`rng`), the scenario roll
 *    queue, the Upgrade pile (a Discovery reward draws from it, also through a delivery, the Ruins, the
 *    Stela or a U10 exchange), the Automaton's deck and card, and the deck, except for cards put back
 *    under it (the U09 card not kept). This catches what emits no event, like the U09 draw itself;
 * 4. is within the run: the move's automatic consequences count as the move (a placement that ends
 *    Phase 2 and makes the Automaton draw at the Temple reveals a card: it cannot be taken back).
 *
 * So undo can never re-roll a die or redraw a card: a roll, a Camp reroll, a reroll Upgrade, a deck
 * draw, a Discovery Upgrade from the pile and the next round's refill are barriers.
 *
 * Redo re-applies taken-back moves in order, by the same seat; any new move clears them. Moves taken
 * back revealed nothing, so redoing one gives exactly the state it had.
 *
 * A History is plain JSON (two states and move lists), so it can be saved as it is; or save the record
 * (`historyToRecord`) and rebuild it with `historyFromRecord`, which recomputes what can be undone
 * (only the redo list is lost).
 */
import {
  applyMoveInPlace, applyMoveWithEvents, cloneState, newGame, type GameEvent, type GameState, type Move,
  RuleError, type NewGameOptions, type SeatIndex,
} from '../rules/index.js';
import { ENGINE_VERSION, RECORD_FORMAT, RECORD_VERSION, type GameRecord, type RecordOptions } from './format.js';
import { RecordError } from './errors.js';
import { rulesPrint, startState, stateFingerprint } from './record.js';
import { moveSeat } from './schema.js';

/** The undo rule as Markdown, for the README or a help screen. */
export const UNDO_RULE_DOCS = `### Undo and redo

A person may take back their own last move, then the one before, and so on, while every move taken back
is theirs and revealed nothing random or hidden. Once another seat has acted, earlier moves are final
(even if that seat takes its own move back). Never taken back:

- the table's moves: the roll and the end of a round (\`roll\`, \`prepare\`);
- a move whose events include \`rolled\`, \`rerolled\` (reroll Upgrades, Camp rerolls), \`roundStart\`,
  \`automatonCard\`, \`deckReshuffled\` or \`cardsTaken\` from the deck (Temple spaces 3 and 4), except the
  card kept with U09, which the move before already drew and showed;
- a move that changed anything hidden in the state, event or not: the generator, the scenario's roll
  queue, the Upgrade pile (a Discovery reward, also through a delivery, the Ruins, the Stela or a U10
  exchange), the Automaton's cards, or the deck (other than cards put back under it). This catches the
  U09 draw and the Automaton's Temple draws after the last placement.

A move's automatic consequences count as part of it. So undo can never re-roll a meeple or redraw a card.
Redo replays the moves taken back, by the same seat, in order; any new move clears it.
`;

export interface UndoWindow {
  /** The seat whose trailing moves these are. */
  seat: SeatIndex;
  /** The state before the first of them. */
  base: GameState;
  /** How many of the last moves can be taken back (≥ 1). */
  count: number;
}

export interface History {
  format: 'quetzal-history';
  version: 1;
  options: RecordOptions;
  created: string | null;
  /** Every move applied, in order: the record's moves. */
  moves: Move[];
  /** The state after all moves. */
  state: GameState;
  /** The moves that can be taken back, or null. */
  undo: UndoWindow | null;
  /** Moves taken back, the next one to redo first. */
  redo: Move[];
}

/** Why a move cannot be taken back (see the undo rule above). */
export type Barrier =
  | 'tableMove' // roll, prepare: nobody's own move
  | 'roll' | 'reroll' | 'roundStart' | 'automatonCard' | 'deckReshuffled' | 'deckDraw' // events
  | 'generator' | 'rollQueue' | 'upgradePile' | 'automaton' | 'deck'; // hidden state changed

function sameNumbers(a: readonly number[], b: readonly number[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** Whether `after` is `before` with cards only added under it (index 0 is the bottom). */
function onlyAddedUnder(before: readonly number[], after: readonly number[]): boolean {
  const offset = after.length - before.length;
  if (offset < 0) return false;
  for (let i = 0; i < before.length; i++) if (after[offset + i] !== before[i]) return false;
  return true;
}

/**
 * What makes a move final, or null if it can be taken back by its seat: the move's events and the
 * hidden parts of the state before and after it.
 */
export function barrierOf(before: GameState, after: GameState, move: Move, events: readonly GameEvent[]): Barrier | null {
  if (moveSeat(move) === null) return 'tableMove';
  for (const e of events) {
    switch (e.type) {
      case 'rolled':
        return 'roll';
      case 'rerolled':
        return 'reroll';
      case 'roundStart':
        return 'roundStart';
      case 'automatonCard':
        return 'automatonCard';
      case 'deckReshuffled':
        return 'deckReshuffled';
      case 'cardsTaken':
        // The card kept with U09 was drawn (and seen) by the move before: keeping it reveals nothing.
        if (e.from === 'deck' && !(move.type === 'keepDrawn' && e.cards.every((c) => before.flow.drawn.includes(c)))) return 'deckDraw';
        break;
      default:
        break;
    }
  }
  if (!sameNumbers(before.rng.s, after.rng.s)) return 'generator';
  if (before.rollQueue.length !== after.rollQueue.length) return 'rollQueue';
  if (!sameNumbers(before.upgradePile, after.upgradePile)) return 'upgradePile';
  const a = before.automaton;
  const b = after.automaton;
  if ((a === null) !== (b === null) || (a && b && (a.card !== b.card || !sameNumbers(a.deck, b.deck)))) return 'automaton';
  if (!onlyAddedUnder(before.deck, after.deck)) return 'deck';
  return null;
}

// ------------------------------------------------------------------ building histories

function randomSeed(): number {
  return Math.floor(Math.random() * 2 ** 32);
}

/**
 * A new game's history. Without a seed in `options` one is drawn and stored, so the game can always
 * be saved and replayed. Throws the engine's RuleError (BAD_OPTIONS) for impossible options.
 */
export function createHistory(options: NewGameOptions = {}, { created = new Date().toISOString() }: { created?: string | null } = {}): History {
  const opts = JSON.parse(JSON.stringify(options)) as RecordOptions;
  if (opts.seed === undefined) opts.seed = randomSeed();
  return { format: 'quetzal-history', version: 1, options: opts, created, moves: [], state: newGame(opts), undo: null, redo: [] };
}

function extend(h: History, move: Move, redo: Move[]): { history: History; events: GameEvent[] } {
  const { state, events } = applyMoveWithEvents(h.state, move); // throws RuleError if illegal
  const seat = moveSeat(move);
  let undo: UndoWindow | null = null;
  if (seat !== null && barrierOf(h.state, state, move, events) === null) {
    undo = h.undo && h.undo.seat === seat ? { ...h.undo, count: h.undo.count + 1 } : { seat, base: h.state, count: 1 };
  }
  return { history: { ...h, moves: [...h.moves, move], state, undo, redo }, events };
}

/** Plays a move (the engine's RuleError if it is illegal); clears the redo list. */
export function play(h: History, move: Move): History {
  return extend(h, move, []).history;
}

/** play, also returning the move's events (for the log and animations). */
export function playWithEvents(h: History, move: Move): { history: History; events: GameEvent[] } {
  return extend(h, move, []);
}

/**
 * A history from a record (read with parseRecord first): replays it and recomputes what can be undone.
 * Throws RecordError (ILLEGAL_MOVE, MISMATCH) if the record was not checked and is wrong.
 */
export function historyFromRecord(record: GameRecord): History {
  let h: History = {
    format: 'quetzal-history', version: 1, options: JSON.parse(JSON.stringify(record.options)) as RecordOptions,
    created: record.created, moves: [], state: startState(record.options), undo: null, redo: [],
  };
  record.moves.forEach((move, i) => {
    try {
      h = play(h, move);
    } catch (e) {
      if (e instanceof RuleError) throw new RecordError('ILLEGAL_MOVE', e.message, `moves[${i}]`, e.code);
      throw e;
    }
  });
  if (record.check !== undefined && stateFingerprint(h.state) !== record.check) {
    throw new RecordError('MISMATCH', 'the replayed game differs from the recorded one', 'check');
  }
  return h;
}

/** The record of a history, without a replay: cheap enough to save after every move. */
export function historyToRecord(h: History): GameRecord {
  return {
    format: RECORD_FORMAT,
    version: RECORD_VERSION,
    engine: ENGINE_VERSION,
    created: h.created,
    options: JSON.parse(JSON.stringify(h.options)) as RecordOptions,
    moves: h.moves.slice(),
    check: stateFingerprint(h.state),
    rules: rulesPrint(h.options),
  };
}

// ------------------------------------------------------------------ undo / redo

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

/** Why `seat` cannot undo now, or null if it can. */
export function undoRefusal(h: History, seat: SeatIndex): UndoRefusal | null {
  if (h.undo && h.undo.seat === seat && h.undo.count > 0) return null;
  const last = h.moves[h.moves.length - 1];
  if (!last) return 'NOTHING_TO_UNDO';
  return moveSeat(last) === seat ? 'LOCKED' : 'NOT_YOUR_MOVE';
}

export function canUndo(h: History, seat: SeatIndex): boolean {
  return undoRefusal(h, seat) === null;
}

const UNDO_MESSAGES: Record<UndoRefusal, string> = {
  NOTHING_TO_UNDO: 'no move has been made yet',
  NOT_YOUR_MOVE: 'the last move is not yours',
  LOCKED: 'your last move is final: it revealed something hidden or random, or another seat has acted since',
  NOTHING_TO_REDO: 'there is nothing to redo',
  NOT_YOUR_REDO: 'the move to redo is not yours',
};

/** Takes back `seat`'s last move; throws UndoError when the rule forbids it (check canUndo first). */
export function undo(h: History, seat: SeatIndex): History {
  const refusal = undoRefusal(h, seat);
  if (refusal) throw new UndoError(refusal, UNDO_MESSAGES[refusal]);
  const w = h.undo!;
  const moves = h.moves.slice(0, -1);
  const taken = h.moves[h.moves.length - 1]!;
  // Replay the window's remaining moves from its base: none of them is random, so this is exact.
  const state = cloneState(w.base);
  for (let i = moves.length - (w.count - 1); i < moves.length; i++) applyMoveInPlace(state, moves[i]!);
  return {
    ...h,
    moves,
    state,
    undo: w.count > 1 ? { ...w, count: w.count - 1 } : null,
    redo: [taken, ...h.redo],
  };
}

export function redoRefusal(h: History, seat: SeatIndex): UndoRefusal | null {
  const next = h.redo[0];
  if (!next) return 'NOTHING_TO_REDO';
  return moveSeat(next) === seat ? null : 'NOT_YOUR_REDO';
}

export function canRedo(h: History, seat: SeatIndex): boolean {
  return redoRefusal(h, seat) === null;
}

/** Re-applies the last move `seat` took back. */
export function redo(h: History, seat: SeatIndex): History {
  const refusal = redoRefusal(h, seat);
  if (refusal) throw new UndoError(refusal, UNDO_MESSAGES[refusal]);
  return extend(h, h.redo[0]!, h.redo.slice(1)).history;
}
