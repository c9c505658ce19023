/**
 * A game being played, with undo and redo, through the seams (kit/game-engine.ts, kit/game-records.ts):
 * a new game's history, a move played, taken back and played again, and a history rebuilt from a record
 * (history-replay.ts). What a board needs to play, without the records' readers, links and spectator
 * frames (game-records.ts), nor a record's replay, so that a board's first file does not carry them.
 */
import type { GameEngine } from '../game-engine.js';
import type { GameRecords, Seeded } from '../game-records.js';
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

/** A game's history: its options, moves, state and what can be undone (plain JSON). */
export type GameHistory<S, M, O> = History<S, M, Seeded<O>>;

function undoRules<S, M, E>(game: HistoryGame<S, M, E>): UndoRules<S, M, E> {
  return {
    applyWithEvents: (state, move) => game.engine.applyWithEvents(state, move),
    moveSeat: (move) => game.engine.moveSeat(move),
    barrier: (before, after, move, events) => game.records.barrier(before, after, move, events),
  };
}

/** A history that starts at `state` with no move yet (`format: "<game>-history"`): a new game's, a record's first state, a position given. */
export function historyAt<S, M, O>(game: Pick<HistoryGame<S, M, unknown, O>, 'engine'>, options: Seeded<O>, state: S, created: string | null): GameHistory<S, M, O> {
  return { format: `${game.engine.id}-history`, version: 1, options, created, moves: [], state, undo: null, redo: [] };
}

/** Whether two games are the same one: the same options and the same moves (a save read again is the game on screen). */
export function sameGame(a: { options: unknown; moves: readonly unknown[] }, b: { options: unknown; moves: readonly unknown[] }): boolean {
  return JSON.stringify([a.options, a.moves]) === JSON.stringify([b.options, b.moves]);
}

/**
 * A new game's history (`format: "<game>-history"`). Without a seed in `options` one is drawn and kept, so
 * the game can always be saved and replayed. Throws the engine's RuleError for options it refuses.
 */
export function createGameHistory<S, M, O>(game: HistoryGame<S, M, unknown, O>, options: O, { created = new Date().toISOString() }: { created?: string | null } = {}): GameHistory<S, M, O> {
  const opts = JSON.parse(JSON.stringify(options ?? {})) as Seeded<O>;
  if (opts.seed === undefined) opts.seed = Math.floor(Math.random() * 2 ** 32);
  return historyAt(game, opts, game.engine.newGame(opts), created);
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
