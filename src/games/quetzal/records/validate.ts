/**
 * Reading records from outside (a file, a paste, storage): parseRecord checks everything, in order
 * of cost, and throws RecordError, never anything else (steps 1–3 and the field checks are the kit's,
 * kit/records/json-read.ts and kit/records/fields.ts, the same for every game):
 *
 * 1. size: more than LIMITS.textChars of text, or a moves array over LIMITS.moves → TOO_LARGE, at once;
 * 2. JSON syntax → NOT_JSON (line, column and the path being read) or TRUNCATED (the text stops early);
 * 3. nesting depth and forbidden keys (`__proto__`, `constructor`, `prototype`) → TOO_LARGE / BAD_FIELD;
 * 4. the format and version → NOT_A_RECORD, FUTURE_VERSION; version 0 is migrated to 1; a spectator
 *    record (version 2, spectator.ts reads it) → SPECTATOR_RECORD: it replays, it cannot be played on;
 * 5. every field and every move's shape → BAD_FIELD naming the path;
 * 6. a replay of every move → ILLEGAL_MOVE (`moves[i]: <the engine's reason>`) and, if the record has a
 *    check value, MISMATCH — except for a game that ended before the last-exchanges step existed (see
 *    endedBeforeLastExchanges): it gets the "done" moves its holders could not make then, and is read.
 *
 * The input is never changed: objects are serialized first and only the copy is read.
 */
import { applyMoveInPlace, type GameState, type Move } from '../engine/index.js';
import { ruleSetFingerprint, shippedFingerprint } from '../engine/ruleset-check.js';
import { readTree } from '../../../kit/records/json-read.js';
import { checkEngine, checkFormatVersion, readRecordFields, type RecordFields } from '../../../kit/records/fields.js';
import { guarded, RecordError, recordFail, show } from './errors.js';
import {
  ENGINE_VERSION, LATEST_RECORD_VERSION, RECORD_FORMAT, RECORD_VERSION, SPECTATOR_VERSION, type GameRecord, type RecordOptions,
} from './format.js';
import { replay, stateFingerprint } from './record.js';
import { isPlainObject, normalizeMove, normalizeOptions } from './schema.js';

export interface ReadResult {
  record: GameRecord;
  /** The state after the last move (the replay was needed to check the record anyway). */
  final: GameState;
  /** The version the input was in, when it was migrated (0); null when it was current. */
  migratedFrom: number | null;
}

/** Reads and checks a record from JSON text or an object; returns a canonical copy. Throws RecordError. */
export function parseRecord(input: unknown): GameRecord {
  return readRecord(input).record;
}

/** parseRecord, also returning the final state and whether the record was migrated. */
export function readRecord(input: unknown): ReadResult {
  return guarded(() => {
    const value = readTree(input);
    refuseSpectator(value);
    const { raw, migratedFrom } = upgrade(value);
    const record = normalizeRecord(raw);
    try {
      return { record, final: replay(record).final, migratedFrom };
    } catch (e) {
      const ended = e instanceof RecordError && e.code === 'MISMATCH' ? endedBeforeLastExchanges(record) : null;
      if (!ended) throw e;
      return { record: ended, final: replay(ended).final, migratedFrom };
    }
  });
}

/**
 * A game recorded before the last-exchanges step (engines before quetzal-rules/1.1) ended at round 5's
 * end; replayed now, it stops in the step, and its check (of the ended game) does not match. The same
 * game with an `endExchanges` for each holder the step asks — what those holders did then: no more
 * exchanges — ends exactly as recorded. That record, when its check matches; else null (a real mismatch).
 */
function endedBeforeLastExchanges(record: GameRecord): GameRecord | null {
  const { check, ...unchecked } = record;
  const state = replay(unchecked).final;
  const moves = record.moves.slice();
  while (state.decision.kind === 'lastExchanges') {
    const move: Move = { type: 'endExchanges', seat: state.decision.seat };
    applyMoveInPlace(state, move);
    moves.push(move);
  }
  return moves.length > record.moves.length && stateFingerprint(state) === check ? { ...record, moves } : null;
}

/**
 * Checks a record's fields without replaying it (steps 3–5). For trusted records whose moves need no
 * check, e.g. before encoding; parseRecord does all of this and more.
 */
export function checkRecordShape(input: unknown): GameRecord {
  return guarded(() => {
    const value = readTree(input);
    refuseSpectator(value);
    return normalizeRecord(upgrade(value).raw);
  });
}

/** Whether a checked JSON tree is a version-2 record (spectator.ts reads those). */
export function isVersion2(value: unknown): value is Record<string, unknown> {
  return isPlainObject(value) && value.format === RECORD_FORMAT && value.version === SPECTATOR_VERSION;
}

/** A spectator record where a full one is needed (to play on, to resume): said plainly. */
function refuseSpectator(value: unknown): void {
  if (isVersion2(value) && value.kind === 'spectator') {
    recordFail('SPECTATOR_RECORD', 'this is a spectator record (what a spectator saw, without the seed or any hidden card): it can be replayed, not played on', 'kind');
  }
}

// ------------------------------------------------------------------ 4. format, version, migration

function upgrade(value: unknown): { raw: Record<string, unknown>; migratedFrom: number | null } {
  if (isPlainObject(value) && !Object.prototype.hasOwnProperty.call(value, 'format')) {
    if ('v' in value) {
      if (value.v === 0) return { raw: migrateV0(value), migratedFrom: 0 };
      recordFail('NOT_A_RECORD', `unknown record shape: "v" ${show(value.v)} (only version-0 records have "v", and it is 0)`, 'v');
    }
    if ('seats' in value && 'board' in value && 'decision' in value) {
      recordFail('NOT_A_RECORD', 'this is a game state, not a game record (a record holds the options and the moves)');
    }
  }
  const version = checkFormatVersion(value, { format: RECORD_FORMAT, latest: LATEST_RECORD_VERSION, title: 'Quetzal' });
  const raw = value as Record<string, unknown>;
  if (version === SPECTATOR_VERSION) {
    recordFail('BAD_FIELD', `must be "spectator" (version ${SPECTATOR_VERSION} records are spectator records; full records are version ${RECORD_VERSION}), got ${show(raw.kind)}`, 'kind');
  }
  return { raw, migratedFrom: null };
}

/** v0 → v1: options gathered, -1 "none" markers become null, engine assumed 1.0. */
function migrateV0(v0: Record<string, unknown>): Record<string, unknown> {
  for (const key of ['seed', 'players', 'moves']) {
    if (!Object.prototype.hasOwnProperty.call(v0, key)) recordFail('BAD_FIELD', `missing (a version-0 record has v, seed, players, moves)`, key);
  }
  const options: Record<string, unknown> = { players: v0.players, seed: v0.seed };
  if (v0.names !== undefined) {
    options.seats = v0.names;
  }
  const moves = v0.moves;
  if (!Array.isArray(moves)) recordFail('BAD_FIELD', `must be an array of moves, got ${show(moves)}`, 'moves');
  let created: unknown = null;
  if (v0.date !== undefined) {
    const date = typeof v0.date === 'string' ? new Date(v0.date) : null;
    if (!date || Number.isNaN(date.getTime())) recordFail('BAD_FIELD', `must be an ISO date, got ${show(v0.date)}`, 'date');
    created = date.toISOString();
  }
  return {
    format: RECORD_FORMAT,
    version: RECORD_VERSION,
    engine: 'quetzal-rules/1.0',
    created,
    options,
    moves: moves.map((m: unknown) => {
      if (!isPlainObject(m)) return m;
      if (m.type === 'campReroll' && m.meeple === -1) return { ...m, meeple: null };
      if (m.type === 'blackMarket' && m.card === -1) return { ...m, card: null };
      return m;
    }),
  };
}

// ------------------------------------------------------------------ 5. fields

/** A record's `engine`: one this engine can replay (same MAJOR), else FUTURE_VERSION / UNSUPPORTED_VERSION. */
export function normalizeEngine(engine: unknown): string {
  return checkEngine(engine, ENGINE_VERSION);
}

/** Quetzal's record fields, as the kit reads them (kit/records/fields.ts); its records seam is made of them too. */
export const RECORD_FIELDS: RecordFields<Move, RecordOptions> = {
  format: RECORD_FORMAT,
  version: RECORD_VERSION,
  engineVersion: ENGINE_VERSION,
  readOptions: normalizeOptions,
  readMove: normalizeMove,
  // The options' rule-set is checked (normalizeOptions): one equal to the shipped set is left out.
  rulesPrint: (options) => (options.rules ? ruleSetFingerprint(options.rules) : null),
  shippedRulesPrint: shippedFingerprint,
};

function normalizeRecord(raw: Record<string, unknown>): GameRecord {
  return readRecordFields(RECORD_FIELDS, raw) as GameRecord;
}
