/**
 * A game being played, with undo and redo, through the seams (kit/game-engine.ts, kit/game-records.ts):
 * a new game's history, a move played, taken back and played again, and a history rebuilt from a record
 * (replayed, with the move at fault named). What a board needs to play, without the records' readers,
 * links and spectator frames (game-records.ts), so that a board's first file does not carry them.
 */
import type { GameEngine } from '../game-engine.js';
import type { GameRecord, GameRecords, Seeded } from '../game-records.js';
import { RuleError } from '../rule-error.js';
import { guarded, RecordError, recordFail } from './errors.js';
import {
  playInHistory, redoInHistory, redoRefusalOf, redoWithEvents, undoInHistory, undoRefusalOf, type History, type UndoRefusal, type UndoRules,
} from './history.js';

/**
 * What a history (play, undo, redo, a replay from a record) needs of a game's records: where undo stops,
 * the fingerprint a record checks, and where a refused move was. A board plays with this much, and loads
 * the rest of its records (readers, links) only when it saves, resumes or shares.
 */
export type HistoryGame<S = unknown, M = unknown, E = unknown, O = unknown> = {
  readonly engine: Pick<GameEngine<S, M, E, O>, 'id' | 'newGame' | 'applyWithEvents' | 'moveSeat'>;
  readonly records: Pick<GameRecords<S, M, E, O, unknown>, 'barrier' | 'fingerprint' | 'describeMove'>;
};

/** Where a refused move was, for a game played in rounds: `round 3, a collect move` (a records' `describeMove`). */
export function describeRoundMove(state: { round: number }, move: unknown): string {
  return `round ${state.round}, a ${(move as { type?: unknown }).type} move`;
}

/** A record's first state: `newGame(options)`, its refusal a RecordError BAD_FIELD naming the option at fault. */
export function startState<S, O>(game: HistoryGame<S, unknown, unknown, O>, options: Seeded<O>, path = 'options'): S {
  try {
    return game.engine.newGame(options);
  } catch (e) {
    if (e instanceof RuleError) {
      // A refusal that names its field first (`scenario.seats[1].deck[2]: …`, `characters[0]: …`) names it under the options.
      const m = /^([A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*|\[\d+\])*): ([\s\S]*)$/.exec(e.message);
      if (m) recordFail('BAD_FIELD', m[2]!, `${path}.${m[1]}`);
      recordFail('BAD_FIELD', e.message, path);
    }
    recordFail('BAD_FIELD', `the game cannot be set up with these options (${e instanceof Error ? e.message : String(e)})`, path);
  }
}

/** `play()`, with the engine's refusal of move `index` (played on `state`) as RecordError ILLEGAL_MOVE at `moves[index]`. */
export function recorded<S, M, T>(game: HistoryGame<S, M>, state: S, move: M, index: number, play: () => T): T {
  try {
    return play();
  } catch (e) {
    if (e instanceof RuleError) {
      const where = game.records.describeMove?.(state, move);
      throw new RecordError('ILLEGAL_MOVE', where ? `${e.message} (${where})` : e.message, `moves[${index}]`, e.code);
    }
    throw e;
  }
}

/** A game's history: its options, moves, state and what can be undone (plain JSON). */
export type GameHistory<S, M, O> = History<S, M, Seeded<O>>;

function undoRules<S, M, E>(game: HistoryGame<S, M, E>): UndoRules<S, M, E> {
  return {
    applyWithEvents: (state, move) => game.engine.applyWithEvents(state, move),
    moveSeat: (move) => game.engine.moveSeat(move),
    barrier: (before, after, move, events) => game.records.barrier(before, after, move, events),
  };
}

/**
 * A new game's history (`format: "<game>-history"`). Without a seed in `options` one is drawn and kept, so
 * the game can always be saved and replayed. Throws the engine's RuleError for options it refuses.
 */
export function createGameHistory<S, M, O>(game: HistoryGame<S, M, unknown, O>, options: O, { created = new Date().toISOString() }: { created?: string | null } = {}): GameHistory<S, M, O> {
  const opts = JSON.parse(JSON.stringify(options ?? {})) as Seeded<O>;
  if (opts.seed === undefined) opts.seed = Math.floor(Math.random() * 2 ** 32);
  return { format: `${game.engine.id}-history`, version: 1, options: opts, created, moves: [], state: game.engine.newGame(opts), undo: null, redo: [] };
}

/** Plays a move (the engine's RuleError if it is illegal), with its events; clears the redo list. */
export function playGameMove<S, M, E, O>(game: HistoryGame<S, M, E, O>, h: GameHistory<S, M, O>, move: M): { history: GameHistory<S, M, O>; events: E[] } {
  return playInHistory(undoRules(game), h, move);
}

/** Why `seat` cannot take back its last move now (see records/history.ts), or null when it can. */
export function gameUndoRefusal<S, M, O>(game: HistoryGame<S, M, unknown, O>, h: GameHistory<S, M, O>, seat: number): UndoRefusal | null {
  return undoRefusalOf(undoRules(game), h, seat);
}

/** Takes back `seat`'s last move; UndoError when the rule forbids it. */
export function undoGameMove<S, M, O>(game: HistoryGame<S, M, unknown, O>, h: GameHistory<S, M, O>, seat: number): GameHistory<S, M, O> {
  return undoInHistory(undoRules(game), h, seat);
}

/** Why `seat` cannot redo now, or null when it can. */
export function gameRedoRefusal<S, M, O>(game: HistoryGame<S, M, unknown, O>, h: GameHistory<S, M, O>, seat: number): UndoRefusal | null {
  return redoRefusalOf(undoRules(game), h, seat);
}

/** Re-applies the last move `seat` took back; UndoError when it has none. */
export function redoGameMove<S, M, O>(game: HistoryGame<S, M, unknown, O>, h: GameHistory<S, M, O>, seat: number): GameHistory<S, M, O> {
  return redoInHistory(undoRules(game), h, seat);
}

/** `redoGameMove`, with the events of the move played again. */
export function redoGameMoveWithEvents<S, M, E, O>(game: HistoryGame<S, M, E, O>, h: GameHistory<S, M, O>, seat: number): { history: GameHistory<S, M, O>; events: E[] } {
  return redoWithEvents(undoRules(game), h, seat);
}

/** A history from a record (read with readGameRecord first): replayed, with what can be undone recomputed. Throws RecordError. */
export function gameHistoryFromRecord<S, M, O>(game: HistoryGame<S, M, unknown, O>, record: GameRecord<M, O>): GameHistory<S, M, O> {
  return guarded(() => {
    let h: GameHistory<S, M, O> = {
      format: `${game.engine.id}-history`, version: 1, options: JSON.parse(JSON.stringify(record.options)) as Seeded<O>,
      created: record.created, moves: [], state: startState(game, record.options), undo: null, redo: [],
    };
    record.moves.forEach((move, i) => {
      h = recorded(game, h.state, move, i, () => playGameMove(game, h, move).history);
    });
    if (record.check !== undefined && game.records.fingerprint(h.state) !== record.check) {
      recordFail('MISMATCH', 'the replayed game differs from the recorded one', 'check');
    }
    return h;
  });
}

