/**
 * The fields every game's records share, checked the same way: the format and version, the rules
 * engine a record was played under, when it was made, its check value and its rule-set's fingerprint.
 * Each check throws RecordError naming the field; a game's records layer calls them in its own order.
 */
import type { GameRecord, GameRecords } from '../game-records.js';
import { isPlain } from '../json-shape.js';
import { recordFail, show } from './errors.js';
import { LIMITS } from './limits.js';

/** What a game's records are: their format id, the newest version read, and the game's name for messages. */
export interface RecordKind {
  /** The record format id: `"quetzal-record"`, `"aztec-record"`. */
  format: string;
  /** The newest record version this reader reads; newer ones are refused (FUTURE_VERSION). */
  latest: number;
  /** The game's name for people: "Quetzal", "Aztec". */
  title: string;
}

/** "a Quetzal", "an Aztec": a game's name with its article, for messages. */
export function aGame(title: string): string {
  return `${/^[AEIOU]/.test(title) ? 'an' : 'a'} ${title}`;
}

/**
 * A record's `format` and `version`: NOT_A_RECORD for no object, no format or another game's, FUTURE_VERSION
 * past `kind.latest`, BAD_FIELD for a version that is no whole number from 1. Returns the version.
 */
export function checkFormatVersion(value: unknown, kind: RecordKind): number {
  if (!isPlain(value)) {
    recordFail('NOT_A_RECORD', `a game record is a JSON object, this is ${Array.isArray(value) ? 'an array' : show(value)}`);
  }
  if (!Object.prototype.hasOwnProperty.call(value, 'format')) {
    recordFail('NOT_A_RECORD', `not ${aGame(kind.title)} game record: the "format": "${kind.format}" field is missing`);
  }
  if (value.format !== kind.format) recordFail('NOT_A_RECORD', `is ${show(value.format)}, not "${kind.format}"`, 'format');
  const version = value.version;
  if (typeof version !== 'number' || !Number.isInteger(version)) recordFail('BAD_FIELD', `must be a whole number, got ${show(version)}`, 'version');
  if (version > kind.latest) {
    recordFail('FUTURE_VERSION', `this record is version ${version}, made by a newer version of the game; this one reads versions up to ${kind.latest}`, 'version');
  }
  if (version < 1) recordFail('BAD_FIELD', `version ${version} records have no "format" field; this one is damaged`, 'version');
  return version;
}

/**
 * A record's `engine`, the rules semantics it was played under, `"<game>-rules/MAJOR.MINOR"`: one that
 * `current` can replay (the same MAJOR), else FUTURE_VERSION / UNSUPPORTED_VERSION (the same moves could
 * give another game), BAD_FIELD when it is not such a string.
 */
export function checkEngine(engine: unknown, current: string): string {
  if (typeof engine !== 'string') recordFail('BAD_FIELD', `must be the rules engine version, like "${current}", got ${show(engine)}`, 'engine');
  const name = current.slice(0, current.indexOf('/'));
  const m = /^([a-z-]+)\/(\d{1,6})\.(\d{1,6})$/.exec(engine);
  if (!m || m[1] !== name) recordFail('BAD_FIELD', `must look like "${current}", got ${show(engine)}`, 'engine');
  const major = Number(m[2]);
  const currentMajor = Number(/\/(\d+)\./.exec(current)![1]);
  if (major > currentMajor) recordFail('FUTURE_VERSION', `played under ${engine}, newer rules than this game knows (${current})`, 'engine');
  if (major < currentMajor) recordFail('UNSUPPORTED_VERSION', `played under ${engine}, whose games this version (${current}) cannot replay`, 'engine');
  return engine;
}

/** A record's `created`: an ISO date (`Date#toISOString()`) or null. */
export function normalizeCreated(created: unknown): string | null {
  if (created !== null && created !== undefined) {
    if (typeof created !== 'string' || created.length > 40 || Number.isNaN(new Date(created).getTime()) || new Date(created).toISOString() !== created) {
      recordFail('BAD_FIELD', `must be an ISO date like "2025-03-14T15:09:26.535Z" or null, got ${show(created)}`, 'created');
    }
  }
  return (created as string | undefined) ?? null;
}

/** When a game started, as a record writes it: now (undefined), a date, or null for unknown; BAD_FIELD for no date. */
export function createdString(created: Date | string | null | undefined): string | null {
  if (created === null) return null;
  const date = created === undefined ? new Date() : new Date(created);
  if (Number.isNaN(date.getTime())) recordFail('BAD_FIELD', `not a date: ${String(created)}`, 'created');
  return date.toISOString();
}

/** A record's `check`: 8 lowercase hex digits (a state fingerprint). */
function checkPrint(check: unknown): string {
  if (typeof check !== 'string' || !/^[0-9a-f]{8}$/.test(check)) recordFail('BAD_FIELD', `must be 8 lowercase hex digits, got ${show(check)}`, 'check');
  return check;
}

/**
 * A record's `rules`, the fingerprint of the rule-set it was played under, against what its options give:
 * `included` is the fingerprint of the rule-set its options include (`options.rules`), null when they
 * include none (then it must be `shipped`, the fingerprint of the shipped set). BAD_FIELD if malformed,
 * MISMATCH if the included set is not the one fingerprinted, UNKNOWN_RULESET if the record names a set it
 * does not include and this reader does not ship.
 */
function checkRulesPrint(print: unknown, included: string | null, shipped: string): string {
  if (typeof print !== 'string' || !/^[0-9a-f]{16}$/.test(print)) recordFail('BAD_FIELD', `must be 16 lowercase hex digits, got ${show(print)}`, 'rules');
  const actual = included ?? shipped;
  if (actual === print) return print;
  if (included !== null) recordFail('MISMATCH', `the included rule-set (options.rules) has the fingerprint ${actual}, not ${print}`, 'rules');
  recordFail('UNKNOWN_RULESET', `played under the rule-set ${print}, which this reader does not have (it has the shipped printed values, ${shipped}): the record must include its rule-set (options.rules)`, 'rules');
}

/** What reading a record's fields needs of a game: its format and engine, its options' and moves' checks, its rule-set prints. */
export type RecordFields<Move, Options> = Pick<
  GameRecords<unknown, Move, unknown, Options>, 'format' | 'version' | 'engineVersion' | 'readOptions' | 'readMove' | 'rulesPrint' | 'shippedRulesPrint'
>;

/**
 * A full record's fields checked, no replay (its format and version already are): the moves array (TOO_LARGE
 * past LIMITS.moves, first), `engine`, `created`, the options and every move's shape (the game's checks),
 * `check`, and `rules` against the options' rule-set. A canonical copy, in the record's field order;
 * unknown top-level fields are left out. Throws RecordError naming the field.
 */
export function readRecordFields<Move, Options>(game: RecordFields<Move, Options>, raw: Record<string, unknown>): GameRecord<Move, Options> {
  // Size first, so a huge moves array is refused before anything is checked in it.
  const moves = raw.moves;
  if (!Array.isArray(moves)) recordFail('BAD_FIELD', moves === undefined ? 'missing: a record lists its moves (an empty array at the start)' : `must be an array of moves, got ${show(moves)}`, 'moves');
  if (moves.length > LIMITS.moves) recordFail('TOO_LARGE', `${moves.length.toLocaleString('en')} moves; a record holds at most ${LIMITS.moves.toLocaleString('en')}`, 'moves');
  const record: GameRecord<Move, Options> = {
    format: game.format,
    version: game.version,
    engine: checkEngine(raw.engine, game.engineVersion),
    created: normalizeCreated(raw.created),
    options: game.readOptions(raw.options, 'options'),
    moves: moves.map((move: unknown, i: number) => game.readMove(move, `moves[${i}]`)),
  };
  if (raw.check !== undefined) record.check = checkPrint(raw.check);
  if (raw.rules !== undefined) record.rules = checkRulesPrint(raw.rules, game.rulesPrint(record.options), game.shippedRulesPrint());
  return record;
}
