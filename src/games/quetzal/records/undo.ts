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
 *
 * The mechanics (the window of moves a seat may take back, undo, redo, their refusals) are the kit's,
 * the same for every game (kit/records/history.ts); what makes a move final, `barrierOf`, is Quetzal's.
 */
import {
  applyMoveWithEvents, cloneState, newGame, type GameEvent, type GameState, type Move,
  RuleError, type NewGameOptions, type SeatIndex,
} from '../engine/index.js';
import {
  playInHistory, redoInHistory, redoRefusalOf, undoInHistory, undoRefusalOf, type History as KitHistory,
  type UndoRefusal, type UndoRules, type UndoWindow as KitUndoWindow,
} from '../../../kit/records/history.js';
import { ENGINE_VERSION, RECORD_FORMAT, RECORD_VERSION, type GameRecord, type RecordOptions } from './format.js';
import { RecordError } from './errors.js';
import { rulesPrint, startState, stateFingerprint } from './record.js';
import { barrierOf, moveSeat } from './barrier.js';

export { barrierOf, type Barrier } from './barrier.js';

export { UndoError, type UndoRefusal } from '../../../kit/records/history.js';

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

/** The moves `seat` can take back: how many, and the state before the first of them. */
export type UndoWindow = KitUndoWindow<GameState>;

/** A Quetzal game being played, with what can be undone and redone (`format: 'quetzal-history'`, version 1). */
export type History = KitHistory<GameState, Move, RecordOptions, 'quetzal-history'>;

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

/** Quetzal's moves and barriers, for the kit's undo and redo. */
const RULES: UndoRules<GameState, Move, GameEvent> = { applyWithEvents: applyMoveWithEvents, moveSeat, barrier: barrierOf, clone: cloneState };

/** Plays a move (the engine's RuleError if it is illegal); clears the redo list. */
export function play(h: History, move: Move): History {
  return playInHistory(RULES, h, move).history;
}

/** play, also returning the move's events (for the log and animations). */
export function playWithEvents(h: History, move: Move): { history: History; events: GameEvent[] } {
  return playInHistory(RULES, h, move);
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

/** Why `seat` cannot undo now, or null if it can. */
export function undoRefusal(h: History, seat: SeatIndex): UndoRefusal | null {
  return undoRefusalOf(RULES, h, seat);
}

export function canUndo(h: History, seat: SeatIndex): boolean {
  return undoRefusal(h, seat) === null;
}

/** Takes back `seat`'s last move; throws UndoError when the rule forbids it (check canUndo first). */
export function undo(h: History, seat: SeatIndex): History {
  return undoInHistory(RULES, h, seat);
}

export function redoRefusal(h: History, seat: SeatIndex): UndoRefusal | null {
  return redoRefusalOf(RULES, h, seat);
}

export function canRedo(h: History, seat: SeatIndex): boolean {
  return redoRefusal(h, seat) === null;
}

/** Re-applies the last move `seat` took back. */
export function redo(h: History, seat: SeatIndex): History {
  return redoInHistory(RULES, h, seat);
}
