/**
 * The game record's shape, version numbers and size limits. See record.ts for the documentation.
 */
import type { GameEvent, GameState, Move, NewGameOptions } from '../engine/index.js';
import type { FramePatch, SpectatorStep as KitSpectatorStep } from '../../../kit/records/frames.js';

export const RECORD_FORMAT = 'quetzal-record';
/** The record format version this code writes. Readers migrate older ones and refuse newer ones. */
export const RECORD_VERSION = 1;
/**
 * Spectator records (spectator.ts) are version 2, with `kind: "spectator"`. Full records are still
 * written as version 1 (their shape has not changed, so older readers keep reading them).
 */
export const SPECTATOR_VERSION = 2;
/** The newest record version this code reads; newer ones are refused (FUTURE_VERSION). */
export const LATEST_RECORD_VERSION = 2;
/**
 * The rules-engine semantics a record was played under: "quetzal-rules/MAJOR.MINOR". The MAJOR changes
 * whenever the same seed and moves could give a different game (generator, shuffles, setup order, a
 * [DEFAULT] rule, legality); records of another MAJOR are refused rather than replayed wrongly.
 */
/**
 * 1.1: "at any time" exchanges out of turn and the last-exchanges step. A 1.0 game that ended with a holder
 * still able to exchange is read with the step's "done" moves added (validate.ts, endedBeforeLastExchanges).
 */
export const ENGINE_VERSION = 'quetzal-rules/1.1';
export const ENGINE_MAJOR = 1;

/** Size limits (the kit's, kit/records/limits.ts): inputs over them are refused at once with TOO_LARGE, before any replay. */
export { LIMITS } from '../../../kit/records/limits.js';

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
  /**
   * The fingerprint (16 hex digits) of the rule-set the game was played under (`options.rules`, or the
   * shipped set when the options have none). Records written before rule-sets existed have none: they
   * were played under the shipped set. A reader without that rule-set refuses the record (UNKNOWN_RULESET).
   */
  rules?: string;
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

/**
 * One move of a spectator record: the move and its events as a spectator saw them (a card drawn into a
 * hidden hand is -1), and how the public position changed (a FramePatch: a JSON patch of one frame into
 * the next, the kit's, kit/records/frames.ts).
 */
export type SpectatorStep = KitSpectatorStep<Move, GameEvent>;
export type { FramePatch };

/**
 * A spectator record: a game as a spectator saw it, up to a position. No seed, no deck order, no hidden
 * hand: the public position at the start (`start`, `viewFor(state, null)`) and after each move.
 */
export interface SpectatorRecord {
  format: typeof RECORD_FORMAT;
  version: typeof SPECTATOR_VERSION;
  kind: 'spectator';
  engine: string;
  created: string | null;
  /** The public position at the start of the game. */
  start: GameState;
  steps: SpectatorStep[];
}

/** Any record a reader may get: a full one (to play on) or a spectator one (to replay only). */
export type AnyRecord = GameRecord | SpectatorRecord;

export function isSpectatorRecord(record: AnyRecord): record is SpectatorRecord {
  return (record as { kind?: unknown }).kind === 'spectator';
}
