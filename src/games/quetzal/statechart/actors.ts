/**
 * The actors the statechart invokes, by name, with the implementations it has by default. A host
 * (the <quetzal-board> element) provides the real ones with `quetzalMachine.provide({ actors })`: the
 * lazily loaded parts, the computers' Web Worker, the records feature and storage. The defaults let the
 * machine run on its own (Node, tests, simulations): nothing to load, nothing to resume, no computers.
 */
import { fromCallback, fromPromise } from 'xstate';
import type {
  DecideInput, HintAnswer, HintInput, QuetzalInput, Refusal, Resumed, UndoInput, UndoOutput,
} from './types.js';
import { hasPhase3Rules, useScenarioSupport, type GameState, type Move, type NewGameOptions } from '../engine/index.js';
import { needsScenarioSupport } from './game-steps.js';
import type { LogEntry } from '../records/format.js';

/** The auto-save actor hears one of these after every change of the live game. */
export interface SaveEvent {
  type: 'SAVE';
  game: GameState;
  log: LogEntry[];
  options: NewGameOptions | null;
  redo: Move[];
}

/** The auto-save actor's input: the game as it starts, and whether the slot may be written at all. */
export interface AutosaveInput extends Omit<SaveEvent, 'type'> {
  /** The save was never read (its part could not be fetched): it must not be overwritten. */
  locked: boolean;
  /** The options the board was set up with, before a seed was drawn: a save is resumed only by the same. */
  setup: NewGameOptions | null;
}

/** Nothing the machine can do without: refused with this. */
function unavailable(what: string): Refusal {
  return { notice: { id: 'unavailable', key: 'why_UNAVAILABLE', kind: 'info', table: 'records', params: { what } } };
}

export const defaultActors = {
  /**
   * Loads the parts a start needs (seats, diagrams, records, a language, the engine's scenario support)
   * and resolves the host's `config`. By default: the scenario support, for options with a scenario.
   */
  loadParts: fromPromise<QuetzalInput, QuetzalInput>(async ({ input }) => {
    if (needsScenarioSupport(input.options)) useScenarioSupport((await import('../engine/scenario.js')).planScenario);
    return input;
  }),
  /**
   * The board's later parts (Phase 3 prompts, score tables, the log), fetched once a game shows. By
   * default: the engine's Phase 3 and 4 moves, when they are not there (the board's bundle alone).
   */
  loadLater: fromPromise<void, void>(async () => {
    if (!hasPhase3Rules()) (await import('../engine/phase3-rules.js')).registerPhase3Rules();
  }),
  /** Reads a share link or the auto-save: the game to resume, or null. */
  resume: fromPromise<Resumed | null, QuetzalInput>(async () => null),
  /** A computer's move, decided off the page (a Web Worker). */
  decide: fromPromise<Move, DecideInput>(async () => {
    throw new Error('no computer players here: provide the `decide` actor');
  }),
  /** The same computer deciding on the page itself, when the worker is too slow or gone. */
  decideHere: fromPromise<Move, DecideInput>(async () => {
    throw new Error('no computer players here: provide the `decideHere` actor');
  }),
  /** The Hint: a computer's move for the person deciding, from their seat's view. */
  hint: fromPromise<HintAnswer, HintInput>(async () => {
    throw new Error('no hints here: provide the `hint` actor');
  }),
  undo: fromPromise<UndoOutput, UndoInput>(async () => {
    throw unavailable('undo');
  }),
  /** The next move to play again (the records layer's redo rule). */
  redo: fromPromise<Move, UndoInput>(async () => {
    throw unavailable('redo');
  }),
  /** Checks a record for the replay view: its normalised form and number of moves. */
  openReview: fromPromise<{ record: unknown; length: number }, { record: unknown }>(async () => {
    throw new Error('no replay here: provide the `openReview` actor');
  }),
  /** Keeps the live game in storage: starts with the game shown, then hears a SaveEvent after every change. */
  autosave: fromCallback<SaveEvent, AutosaveInput>(() => undefined),
};
