/**
 * Aztec's records, on the kit's records layer (kit/game-records.ts, kit/records/): a game saved as the
 * options that set it up and every move since, read back with every check, replayed, shared as a link,
 * shown to spectators without anything hidden, and undone within Aztec's rule.
 *
 * ## Aztec record format, version 1
 *
 * ```json
 * {
 *   "format": "aztec-record",
 *   "version": 1,
 *   "engine": "aztec-rules/1.0",
 *   "created": "2025-03-14T15:09:26.535Z",
 *   "options": { "seats": ["Ann", "Bob", "Cy"], "seed": 42 },
 *   "moves": [
 *     { "type": "collect", "seat": 1, "jewels": [2, 1, 0] },
 *     { "type": "collect", "seat": 0, "jewels": [2, 0, 0] },
 *     { "type": "collect", "seat": 2, "jewels": [0, 0, 3] },
 *     { "type": "token", "seat": 0, "target": 1, "believe": false },
 *     { "type": "token", "seat": 2, "target": 0, "believe": true },
 *     { "type": "token", "seat": 1, "target": 0, "believe": true },
 *     { "type": "reveal" },
 *     { "type": "artifact", "seat": 0, "keep": 0, "tuck": [35, 29] },
 *     { "type": "reveal" },
 *     { "type": "reveal" },
 *     { "type": "artifact", "seat": 2, "keep": 1, "tuck": [25, 30] },
 *     { "type": "curses" },
 *     { "type": "endRound" }
 *   ],
 *   "check": "0513d0ce",
 *   "rules": "43e152b9c550bfff"
 * }
 * ```
 *
 * | field | meaning |
 * |---|---|
 * | `format` | always `"aztec-record"` |
 * | `version` | `1` (a spectator record is version 1 too, with `"kind": "spectator"`); newer ones are refused (`FUTURE_VERSION`) |
 * | `engine` | the rules semantics played under, `"aztec-rules/MAJOR.MINOR"`; another MAJOR is refused |
 * | `created` | when the game started (`Date#toISOString()`), or `null` |
 * | `options` | `newGame` options: `players` (3–6) or `seats` (names, 1–40 characters), `seed` (**required**), `rules` (only when not the shipped set: the whole rule-set document), `characters`, `scenario` |
 * | `moves` | every move, in order, as `applyMove` takes them (the table's `reveal`, `curses`, `endRound` too); at most 2,000 |
 * | `check` | 8 hex digits fingerprinting the state after the last move: a replay that differs is refused (`MISMATCH`) |
 * | `rules` | 16 hex digits: the fingerprint of the rule-set played (`options.rules`, else the shipped set, `ruleSetFingerprint`); a reader without it refuses the record (`UNKNOWN_RULESET`) |
 *
 * Reading (`parseAztecRecord`, `readAztecRecord`) checks everything and throws the kit's `RecordError`
 * (`code`, and `path`/`message` naming the place: `moves[12]: Bob (seat 1) has already chosen its jewels
 * this round (round 1, a collect move)`, with the engine's `ruleCode`). A record holds the seed, so it
 * reveals every hidden card: a game in progress is shared as a spectator record (`aztecSpectatorRecord`):
 * public positions only — no seed, no Jewel deck, no card before its reveal, no pick before every seat
 * chose, no token before every token is placed, no Artifact deck order or drawn card, no tuck order.
 *
 * Links: `encodeAztecRecord` (a full record, 80–150 characters for a whole game: the record above is
 * `QToB0P659TsmROTPZE5srC6OZEdLZEgtzcRFhEhN7ERFhEhvJEulhE5srKyER0aGT7BRPQzoaiAcKAAAJmY`) and
 * `encodeAztecSpectatorRecord`; `decodeAnyAztecRecord` reads either. Undo: see undo.ts.
 */
import type { GameRecord, GameRecords, RecordsGame, SpectatorRecord } from '../../../kit/game-records.js';
import {
  createGameHistory, createGameRecord, gameHistoryFromRecord, gameHistoryToRecord, gameRedoRefusal, gameSaveSlot, gameUndoRefusal,
  playGameMove, readAnyGameRecord, readGameRecord, readSpectatorGameRecord, redoGameMove, replayGameRecord, spectatorGameRecord,
  undoGameMove, type AnyGameRead, type GameHistory, type GameRead, type GameReplay, type SpectatorGameRead,
} from '../../../kit/records/game-records.js';
import { decodeAnyGameLink, decodeGameLink, encodeGameLink, encodeSpectatorLink } from '../../../kit/records/game-links.js';
import { defaultStorage, type SaveSlot, type StorageLike } from '../../../kit/records/storage.js';
import type { UndoRefusal } from '../../../kit/records/history.js';
import { aztecEngine } from '../engine-seam.js';
import { ruleSetFingerprint, shippedFingerprint } from '../rules-check.js';
import type { AztecOptions } from '../setup.js';
import type { AztecEvent, AztecMove, AztecPublicMove, AztecState } from '../types.js';
import { publicMove } from '../view.js';
import { readAztecFrame } from './frame.js';
import { readAztecEvent, readAztecMove, readAztecOptions, readAztecPublicMove, type AztecRecordOptions } from './schema.js';
import { aztecBarrierOf } from './undo.js';
import { aztecFingerprint } from './board-records.js';
import { describeRoundMove } from '../../../kit/records/game-history.js';

export { RecordError, RECORD_ERROR_CODES, type RecordErrorCode } from '../../../kit/records/errors.js';
export { UndoError, type UndoRefusal } from '../../../kit/records/history.js';
export { aztecBarrierOf, type AztecBarrier } from './undo.js';
export type { AztecRecordOptions } from './schema.js';

export const AZTEC_RECORD_FORMAT = 'aztec-record';
/** The version of the records this code writes and reads (full and spectator). */
export const AZTEC_RECORD_VERSION = 1;
/**
 * The rules semantics of this engine: MAJOR changes whenever the same seed and moves could give another
 * game (setup order, shuffles, legality, the order of `legalMoves`, which links write moves by).
 */
export const AZTEC_ENGINE_VERSION = 'aztec-rules/1.0';

/** An Aztec game record (see the format above). */
export type AztecRecord = GameRecord<AztecMove, AztecOptions> & { options: AztecRecordOptions };
/** An Aztec spectator record: public positions, moves and events only. */
export type AztecSpectatorRecord = SpectatorRecord<AztecState, AztecPublicMove, AztecEvent>;
/** An Aztec game being played, with its undo and redo (`format: "aztec-history"`): plain JSON. */
export type AztecHistory = GameHistory<AztecState, AztecMove, AztecOptions>;

/** Aztec's records behind the kit's seam. */
export const aztecRecords: GameRecords<AztecState, AztecMove, AztecEvent, AztecOptions, AztecPublicMove> = {
  format: AZTEC_RECORD_FORMAT,
  version: AZTEC_RECORD_VERSION,
  spectatorVersion: AZTEC_RECORD_VERSION,
  engineVersion: AZTEC_ENGINE_VERSION,
  title: 'Aztec',
  // Quetzal's links are 1–4: an Aztec link is told from them (and a Quetzal reader says it is not its own).
  links: { full: 0x41, spectator: 0x42 },
  readOptions: readAztecOptions,
  readMove: readAztecMove,
  // A record's options hold a rule-set only when it is not the shipped one (readAztecOptions leaves it out).
  rulesPrint: (options) => (options.rules ? ruleSetFingerprint(options.rules) : null),
  shippedRulesPrint: shippedFingerprint,
  fingerprint: aztecFingerprint,
  seatCount: (state) => state.seats.length,
  barrier: aztecBarrierOf,
  publicMove,
  readPublicMove: readAztecPublicMove,
  readEvent: readAztecEvent,
  readFrame: readAztecFrame,
  describeMove: describeRoundMove,
};

/** Aztec, as the kit's records layer takes a game. */
export const aztecGame: RecordsGame<AztecState, AztecMove, AztecEvent, AztecOptions, AztecPublicMove> = { engine: aztecEngine, records: aztecRecords };

// ------------------------------------------------------------------ records

/**
 * A record of a game: the options (seed required) and every move, checked by a replay; with the final
 * state's fingerprint and the rule-set's. `created`: when the game started (default now; null: unknown).
 */
export function createAztecRecord(options: AztecRecordOptions, moves: readonly AztecMove[], opts: { created?: Date | string | null } = {}): AztecRecord {
  return createGameRecord(aztecGame, options, moves, opts) as AztecRecord;
}

/** Reads and checks a record (JSON text or an object): a canonical copy, and the state after its last move. Throws RecordError. */
export function readAztecRecord(input: unknown): GameRead<AztecState, AztecMove, AztecOptions> {
  return readGameRecord(aztecGame, input);
}

/** readAztecRecord's record alone. */
export function parseAztecRecord(input: unknown): AztecRecord {
  return readAztecRecord(input).record as AztecRecord;
}

/** Replays a (checked) record: the final state, and with `{ states: true }` every state, `{ log: true }` every move's events. */
export function replayAztecRecord(record: AztecRecord, opts: { states?: boolean; log?: boolean } = {}): GameReplay<AztecState, AztecMove, AztecEvent> {
  return replayGameRecord(aztecGame, record, opts);
}

// ------------------------------------------------------------------ spectator records

/** The spectator record of a full record: what a spectator saw, and nothing hidden. Throws RecordError. */
export function aztecSpectatorRecord(record: AztecRecord): AztecSpectatorRecord {
  return spectatorGameRecord(aztecGame, record);
}

/** Reads and checks a spectator record: every frame (nothing hidden in it), move and event. Throws RecordError. */
export function readAztecSpectatorRecord(input: unknown): SpectatorGameRead<AztecState, AztecPublicMove, AztecEvent> {
  return readSpectatorGameRecord(aztecGame, input);
}

/** Reads any Aztec record, full or spectator. Throws RecordError. */
export function readAnyAztecRecord(input: unknown): AnyGameRead<AztecState, AztecMove, AztecEvent, AztecOptions, AztecPublicMove> {
  return readAnyGameRecord(aztecGame, input);
}

// ------------------------------------------------------------------ links

/** A full record as a link's code (base64url, with a checksum). Throws RecordError for a bad record. */
export function encodeAztecRecord(record: AztecRecord): string {
  return encodeGameLink(aztecGame, record);
}

/** A full link's code back into a checked record. Throws RecordError (TRUNCATED, BAD_ENCODING, SPECTATOR_RECORD…). */
export function decodeAztecRecord(text: string): AztecRecord {
  return decodeGameLink(aztecGame, text) as AztecRecord;
}

/** A spectator record as a link's code. Throws RecordError for a bad record. */
export function encodeAztecSpectatorRecord(record: AztecSpectatorRecord): string {
  return encodeSpectatorLink(aztecGame, record);
}

/** Any Aztec link's code, full or spectator, read and checked. Throws RecordError. */
export function decodeAnyAztecRecord(text: string): AnyGameRead<AztecState, AztecMove, AztecEvent, AztecOptions, AztecPublicMove> {
  return decodeAnyGameLink(aztecGame, text);
}

// ------------------------------------------------------------------ history

/** A new game's history; without a seed one is drawn and kept. Throws RuleError BAD_OPTIONS. */
export function createAztecHistory(options: AztecOptions, opts: { created?: string | null } = {}): AztecHistory {
  return createGameHistory(aztecGame, options, opts);
}

/** Plays a move (RuleError if illegal), with its events; clears the redo list. */
export function playAztec(h: AztecHistory, move: AztecMove): { history: AztecHistory; events: AztecEvent[] } {
  return playGameMove(aztecGame, h, move);
}

/** Why `seat` cannot take back its last move now, or null when it can (see undo.ts). */
export function aztecUndoRefusal(h: AztecHistory, seat: number): UndoRefusal | null {
  return gameUndoRefusal(aztecGame, h, seat);
}

/** Takes back `seat`'s last move; UndoError when the rule forbids it. */
export function undoAztec(h: AztecHistory, seat: number): AztecHistory {
  return undoGameMove(aztecGame, h, seat);
}

/** Why `seat` cannot redo now, or null when it can. */
export function aztecRedoRefusal(h: AztecHistory, seat: number): UndoRefusal | null {
  return gameRedoRefusal(aztecGame, h, seat);
}

/** Re-applies the last move `seat` took back; UndoError when it has none. */
export function redoAztec(h: AztecHistory, seat: number): AztecHistory {
  return redoGameMove(aztecGame, h, seat);
}

/** A history from a (checked) record, what can be undone recomputed. Throws RecordError. */
export function aztecHistoryFromRecord(record: AztecRecord): AztecHistory {
  return gameHistoryFromRecord(aztecGame, record);
}

/** The record of a history, without a replay. */
export function aztecHistoryToRecord(h: AztecHistory): AztecRecord {
  return gameHistoryToRecord(aztecGame, h) as AztecRecord;
}

/**
 * A save slot for Aztec records under `key`: `storage` defaults to `globalThis.localStorage`; null for
 * memory only. `save` never throws; `load` reads with every check (RecordError for a damaged save).
 */
export function createAztecSaveSlot(key: string, storage: StorageLike | null = defaultStorage()): SaveSlot<AztecRecord> {
  return gameSaveSlot(aztecGame, key, storage) as SaveSlot<AztecRecord>;
}
