/**
 * The game record's shape, version numbers and size limits. See record.ts for the documentation.
 */
import type { GameEvent, Move, NewGameOptions } from '../rules/index.js';

export const RECORD_FORMAT = 'quetzal-record';
/** The record format version this code writes. Readers migrate older ones and refuse newer ones. */
export const RECORD_VERSION = 1;
/**
 * The rules-engine semantics a record was played under: "quetzal-rules/MAJOR.MINOR". The MAJOR changes
 * whenever the same seed and moves could give a different game (generator, shuffles, setup order, a
 * [DEFAULT] rule, legality); records of another MAJOR are refused rather than replayed wrongly.
 */
export const ENGINE_VERSION = 'quetzal-rules/1.0';
export const ENGINE_MAJOR = 1;

/** Size limits (limits.ts): inputs over them are refused at once with TOO_LARGE, before any replay. */
export { LIMITS } from './limits.js';

/** Options a record stores: NewGameOptions with the seed required (without it a game cannot be replayed). */
export interface RecordOptions extends NewGameOptions {
  seed: string | number;
}

/** A saved game: the options that set it up and every move since, in order. Plain JSON. */
export interface GameRecord {
  format: typeof RECORD_FORMAT;
  version: typeof RECORD_VERSION;
  /** ENGINE_VERSION of the engine that played it. */
  engine: string;
  /** When the game was started, as an ISO 8601 date (`Date#toISOString()`), or null when unknown. */
  created: string | null;
  options: RecordOptions;
  moves: Move[];
  /**
   * Optional: a fingerprint (8 hex digits) of the state after the last move. Readers that replay to a
   * different state refuse the record with MISMATCH instead of showing a different game.
   */
  check?: string;
}

/** The version-0 shape (before the "format" field): kept readable by migration. */
export interface RecordV0 {
  v: 0;
  seed: string | number;
  players: number;
  names?: string[];
  /** When it was saved, ISO 8601. */
  date?: string;
  /** v1 moves, except that a declined Camp reroll or Black Market sale was written -1, not null. */
  moves: unknown[];
}

/**
 * One applied move of a game and what it caused, in order: the game's log as the statechart keeps it
 * and a replay rebuilds it (the record keeps only the moves; the events are the engine's to recompute).
 */
export interface LogEntry {
  /** Its place in the game, from 0. */
  index: number;
  /** The round it was played in. */
  round: number;
  move: Move;
  events: GameEvent[];
}
