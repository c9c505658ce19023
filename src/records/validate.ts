/**
 * Reading records from outside (a file, a paste, storage): parseRecord checks everything, in order
 * of cost, and throws RecordError, never anything else:
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
import { applyMoveInPlace, type GameState, type Move, type RuleSet } from '../rules/index.js';
import { ruleSetFingerprint, shippedFingerprint } from '../rules/ruleset-check.js';
import { guarded, RecordError, recordFail, show } from './errors.js';
import {
  ENGINE_MAJOR, ENGINE_VERSION, LATEST_RECORD_VERSION, LIMITS, RECORD_FORMAT, RECORD_VERSION, SPECTATOR_VERSION, type GameRecord,
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

/** Steps 1–3 for any record (full or spectator): text, size, JSON syntax, nesting and forbidden keys. */
export function readTree(input: unknown): unknown {
  const value = parseJson(toText(input));
  checkTree(value);
  return value;
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

// ------------------------------------------------------------------ 1. text and size

function toText(input: unknown): string {
  if (typeof input === 'string') {
    if (input.length > LIMITS.textChars) {
      recordFail('TOO_LARGE', `the text has ${input.length.toLocaleString('en')} characters; a record has at most ${LIMITS.textChars.toLocaleString('en')}`);
    }
    return input;
  }
  if (typeof input !== 'object' || input === null) {
    recordFail('NOT_A_RECORD', `expected a game record (JSON text or an object), got ${input === null ? 'null' : typeof input}`);
  }
  // Refuse a huge moves array before serializing it.
  let moves: unknown;
  try {
    moves = (input as { moves?: unknown }).moves;
  } catch {
    recordFail('NOT_A_RECORD', 'the object cannot be read');
  }
  if (Array.isArray(moves) && moves.length > LIMITS.moves) {
    recordFail('TOO_LARGE', `${moves.length.toLocaleString('en')} moves; a record holds at most ${LIMITS.moves.toLocaleString('en')}`, 'moves');
  }
  let steps: unknown;
  try {
    steps = (input as { steps?: unknown }).steps;
  } catch {
    recordFail('NOT_A_RECORD', 'the object cannot be read');
  }
  if (Array.isArray(steps) && steps.length > LIMITS.moves) {
    recordFail('TOO_LARGE', `${steps.length.toLocaleString('en')} moves; a record holds at most ${LIMITS.moves.toLocaleString('en')}`, 'steps');
  }
  let text: string | undefined;
  try {
    text = JSON.stringify(input);
  } catch (e) {
    recordFail('NOT_A_RECORD', `the object cannot be saved as JSON (${e instanceof Error ? e.message.slice(0, 100) : 'it is circular or holds a BigInt'})`);
  }
  if (typeof text !== 'string') recordFail('NOT_A_RECORD', 'the object cannot be saved as JSON');
  if (text.length > LIMITS.textChars) {
    recordFail('TOO_LARGE', `the record takes ${text.length.toLocaleString('en')} characters as JSON; at most ${LIMITS.textChars.toLocaleString('en')}`);
  }
  return text;
}

// ------------------------------------------------------------------ 2. JSON with diagnostics

function parseJson(text: string): unknown {
  if (text.trim() === '') recordFail('TRUNCATED', 'the text is empty');
  try {
    return JSON.parse(text) as unknown;
  } catch (e) {
    const d = diagnoseJson(text);
    if (!d) {
      const tooDeep = e instanceof RangeError;
      recordFail(tooDeep ? 'TOO_LARGE' : 'NOT_JSON', tooDeep ? 'the JSON is nested too deeply' : `not valid JSON (${e instanceof Error ? e.message.slice(0, 120) : 'syntax error'})`);
    }
    if (d.truncated) {
      recordFail('TRUNCATED', `the text stops early, after ${text.length.toLocaleString('en')} characters: was it cut while copying?`, d.path);
    }
    const { line, column } = lineColumn(text, d.pos);
    const found = d.pos < text.length ? JSON.stringify(text.slice(d.pos, d.pos + 12)) : 'the end';
    recordFail('NOT_JSON', `not valid JSON at line ${line}, column ${column}: expected ${d.expected}, found ${found}`, d.path);
  }
}

function lineColumn(text: string, pos: number): { line: number; column: number } {
  let line = 1;
  let start = 0;
  for (let i = 0; i < pos && i < text.length; i++) {
    if (text.charCodeAt(i) === 10) {
      line++;
      start = i + 1;
    }
  }
  return { line, column: pos - start + 1 };
}

interface Frame {
  array: boolean;
  key: string | null;
  index: number;
  /** Object: waiting for a key (true) or for a value after ':' (false). */
  needKey: boolean;
  /** A closing bracket is allowed here (empty container so far). */
  closeOk: boolean;
}

interface Diagnosis {
  truncated: boolean;
  pos: number;
  path: string;
  expected: string;
}

const IDENT = /^[A-Za-z_$][\w$]*$/;

function pathOf(stack: Frame[]): string {
  const parts: string[] = [];
  for (let i = 0; i < stack.length && parts.length < 12; i++) {
    const f = stack[i]!;
    if (f.array) parts.push(`[${f.index}]`);
    else if (f.key !== null) parts.push(IDENT.test(f.key) ? `${parts.length ? '.' : ''}${f.key}` : `[${JSON.stringify(f.key.slice(0, 30))}]`);
  }
  if (stack.length > 12) parts.push('…');
  return parts.join('');
}

/**
 * Finds where and why JSON.parse failed, with the path being read: a small iterative scanner (deep
 * nesting cannot overflow it). Returns null if it finds no fault (then JSON.parse failed for another
 * reason, such as nesting too deep for the engine).
 */
function diagnoseJson(text: string): Diagnosis | null {
  const n = text.length;
  const stack: Frame[] = [];
  let i = 0;
  let wantValue = true;
  const fail = (expected: string, truncated = i >= n): Diagnosis => ({ truncated, pos: Math.min(i, n), path: pathOf(stack), expected });
  const ws = () => {
    while (i < n) {
      const c = text.charCodeAt(i);
      if (c === 32 || c === 9 || c === 10 || c === 13) i++;
      else break;
    }
  };
  /** Scans a string at i (text[i] === '"'); returns its value, or a Diagnosis. */
  const str = (): string | Diagnosis => {
    const start = i;
    i++;
    while (i < n) {
      const c = text.charCodeAt(i);
      if (c === 34) {
        i++;
        try {
          return JSON.parse(text.slice(start, i)) as string;
        } catch {
          i = start;
          return fail('a valid string');
        }
      }
      if (c === 92) {
        i++;
        if (i >= n) break;
        const e = text[i]!;
        if (e === 'u') {
          if (i + 4 >= n && /^[0-9a-fA-F]*$/.test(text.slice(i + 1))) break;
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 1, i + 5))) return fail('4 hex digits after \\u', false);
          i += 5;
          continue;
        }
        if (!'"\\/bfnrt'.includes(e)) return fail('a valid escape (\\" \\\\ \\/ \\b \\f \\n \\r \\t \\u)', false);
        i++;
        continue;
      }
      if (c < 32) return fail('no raw control characters or line breaks inside a string (use \\n)', false);
      i++;
    }
    i = n;
    return fail('the end of the string');
  };
  /** A value is complete: inside an object, the path is the object again until the next key. */
  const done = () => {
    wantValue = false;
    const top = stack[stack.length - 1];
    if (top && !top.array) top.key = null;
  };
  const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
  const NUMBER_RUN = /[-+.\deE]*/y;
  for (;;) {
    ws();
    const top = stack[stack.length - 1];
    if (i >= n) {
      if (!top && !wantValue) return null;
      return fail(wantValue ? 'a value' : top!.array ? "',' or ']'" : "',' or '}'", true);
    }
    const c = text[i]!;
    if (wantValue) {
      if (top && !top.array && top.needKey) {
        if (c === '}' && top.closeOk) {
          stack.pop();
          i++;
          done();
          continue;
        }
        if (c !== '"') return fail(top.closeOk ? "a quoted property name or '}'" : 'a quoted property name', false);
        const key = str();
        if (typeof key !== 'string') return key;
        top.key = key;
        ws();
        if (i >= n) return fail("':'", true);
        if (text[i] !== ':') return fail("':' after the property name", false);
        i++;
        top.needKey = false;
        continue;
      }
      if (top && top.array && top.closeOk && c === ']') {
        stack.pop();
        i++;
        done();
        continue;
      }
      if (c === '{' || c === '[') {
        if (top) top.closeOk = false;
        stack.push({ array: c === '[', key: null, index: 0, needKey: c === '{', closeOk: true });
        i++;
        continue;
      }
      if (c === '"') {
        const s = str();
        if (typeof s !== 'string') return s;
        done();
        continue;
      }
      if (c === '-' || (c >= '0' && c <= '9')) {
        NUMBER_RUN.lastIndex = i;
        const run = NUMBER_RUN.exec(text)![0];
        NUMBER.lastIndex = i;
        const m = NUMBER.exec(text);
        // A number cut by the end of the text ("-", "12.", "1e") is a truncation.
        if (i + run.length >= n && (!m || m[0].length < run.length)) {
          i = n;
          return fail('the rest of the number', true);
        }
        if (!m) return fail('a number', false);
        i += m[0].length;
        done();
        continue;
      }
      let literal = false;
      for (const word of ['true', 'false', 'null']) {
        if (text.startsWith(word, i)) {
          i += word.length;
          literal = true;
          break;
        }
        if (word.startsWith(text.slice(i, i + word.length)) && i + word.length > n) {
          i = n;
          return fail(`"${word}"`, true);
        }
      }
      if (literal) {
        done();
        continue;
      }
      return fail('a value (an object, array, string, number, true, false or null)', false);
    }
    // After a value.
    if (!top) return fail('the end of the text (there is more after the record)', false);
    if (c === ',') {
      i++;
      if (top.array) top.index++;
      else {
        top.needKey = true;
        top.key = null;
      }
      top.closeOk = false;
      wantValue = true;
      continue;
    }
    if ((c === ']' && top.array) || (c === '}' && !top.array)) {
      stack.pop();
      i++;
      done();
      continue;
    }
    return fail(top.array ? "',' or ']'" : "',' or '}'", false);
  }
}

// ------------------------------------------------------------------ 3. tree checks

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** Depth and forbidden keys, iteratively. */
function checkTree(root: unknown): void {
  const todo: { v: unknown; path: string; depth: number }[] = [{ v: root, path: '', depth: 0 }];
  while (todo.length) {
    const { v, path, depth } = todo.pop()!;
    if (typeof v !== 'object' || v === null) continue;
    if (depth >= LIMITS.depth) recordFail('TOO_LARGE', `nested more than ${LIMITS.depth} levels deep`, path);
    if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) if (typeof v[i] === 'object' && v[i] !== null) todo.push({ v: v[i], path: `${path}[${i}]`, depth: depth + 1 });
      continue;
    }
    for (const key of Object.keys(v)) {
      const p = path ? `${path}.${key}` : key;
      if (FORBIDDEN_KEYS.has(key)) recordFail('BAD_FIELD', `the key "${key}" is not allowed in a record`, p);
      const child = (v as Record<string, unknown>)[key];
      if (typeof child === 'object' && child !== null) todo.push({ v: child, path: p, depth: depth + 1 });
    }
  }
}

// ------------------------------------------------------------------ 4. format, version, migration

function upgrade(value: unknown): { raw: Record<string, unknown>; migratedFrom: number | null } {
  if (!isPlainObject(value)) {
    recordFail('NOT_A_RECORD', `a game record is a JSON object, this is ${Array.isArray(value) ? 'an array' : show(value)}`);
  }
  if (!Object.prototype.hasOwnProperty.call(value, 'format')) {
    if ('v' in value) {
      if (value.v === 0) return { raw: migrateV0(value), migratedFrom: 0 };
      recordFail('NOT_A_RECORD', `unknown record shape: "v" ${show(value.v)} (only version-0 records have "v", and it is 0)`, 'v');
    }
    if ('seats' in value && 'board' in value && 'decision' in value) {
      recordFail('NOT_A_RECORD', 'this is a game state, not a game record (a record holds the options and the moves)');
    }
    recordFail('NOT_A_RECORD', `not a Quetzal game record: the "format": "${RECORD_FORMAT}" field is missing`);
  }
  if (value.format !== RECORD_FORMAT) recordFail('NOT_A_RECORD', `is ${show(value.format)}, not "${RECORD_FORMAT}"`, 'format');
  const version = value.version;
  if (typeof version !== 'number' || !Number.isInteger(version)) recordFail('BAD_FIELD', `must be a whole number, got ${show(version)}`, 'version');
  if (version > LATEST_RECORD_VERSION) {
    recordFail('FUTURE_VERSION', `this record is version ${version}, made by a newer version of the game; this one reads versions up to ${LATEST_RECORD_VERSION}`, 'version');
  }
  if (version === SPECTATOR_VERSION) {
    recordFail('BAD_FIELD', `must be "spectator" (version ${SPECTATOR_VERSION} records are spectator records; full records are version ${RECORD_VERSION}), got ${show(value.kind)}`, 'kind');
  }
  if (version < 1) recordFail('BAD_FIELD', `version ${version} records have no "format" field; this one is damaged`, 'version');
  return { raw: value, migratedFrom: null };
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

const ENGINE = /^quetzal-rules\/(\d{1,6})\.(\d{1,6})$/;

/** A record's `engine`: one this engine can replay (same MAJOR), else FUTURE_VERSION / UNSUPPORTED_VERSION. */
export function normalizeEngine(engine: unknown): string {
  if (typeof engine !== 'string') recordFail('BAD_FIELD', `must be the rules engine version, like "${ENGINE_VERSION}", got ${show(engine)}`, 'engine');
  const m = ENGINE.exec(engine);
  if (!m) recordFail('BAD_FIELD', `must look like "${ENGINE_VERSION}", got ${show(engine)}`, 'engine');
  const major = Number(m[1]);
  if (major > ENGINE_MAJOR) recordFail('FUTURE_VERSION', `played under ${engine}, newer rules than this game knows (${ENGINE_VERSION})`, 'engine');
  if (major < ENGINE_MAJOR) recordFail('UNSUPPORTED_VERSION', `played under ${engine}, whose games this version (${ENGINE_VERSION}) cannot replay`, 'engine');
  return engine;
}

/** A record's `created`: an ISO date or null. */
export function normalizeCreated(created: unknown): string | null {
  if (created !== null && created !== undefined) {
    if (typeof created !== 'string' || created.length > 40 || Number.isNaN(new Date(created).getTime()) || new Date(created).toISOString() !== created) {
      recordFail('BAD_FIELD', `must be an ISO date like "2025-03-14T15:09:26.535Z" or null, got ${show(created)}`, 'created');
    }
  }
  return (created as string | undefined) ?? null;
}

function normalizeRecord(raw: Record<string, unknown>): GameRecord {
  // Size first, so a huge moves array is refused before anything is checked in it.
  const moves = raw.moves;
  if (!Array.isArray(moves)) recordFail('BAD_FIELD', moves === undefined ? 'missing: a record lists its moves (an empty array at the start)' : `must be an array of moves, got ${show(moves)}`, 'moves');
  if (moves.length > LIMITS.moves) recordFail('TOO_LARGE', `${moves.length.toLocaleString('en')} moves; a record holds at most ${LIMITS.moves.toLocaleString('en')}`, 'moves');

  const record: GameRecord = {
    format: RECORD_FORMAT,
    version: RECORD_VERSION,
    engine: normalizeEngine(raw.engine),
    created: normalizeCreated(raw.created),
    options: normalizeOptions(raw.options),
    moves: moves.map((move: unknown, i: number): Move => normalizeMove(move, `moves[${i}]`)),
  };
  if (raw.check !== undefined) {
    if (typeof raw.check !== 'string' || !/^[0-9a-f]{8}$/.test(raw.check)) recordFail('BAD_FIELD', `must be 8 lowercase hex digits, got ${show(raw.check)}`, 'check');
    record.check = raw.check;
  }
  if (raw.rules !== undefined) record.rules = checkRulesPrint(raw.rules, record.options.rules);
  return record;
}

/**
 * A record's `rules` fingerprint against the rule-set it plays under (its options' `rules`, else the
 * shipped set): BAD_FIELD if malformed, MISMATCH if the included set is not the one fingerprinted,
 * UNKNOWN_RULESET if the record names a set it does not include and this reader does not ship.
 */
function checkRulesPrint(print: unknown, included: RuleSet | undefined): string {
  if (typeof print !== 'string' || !/^[0-9a-f]{16}$/.test(print)) recordFail('BAD_FIELD', `must be 16 lowercase hex digits, got ${show(print)}`, 'rules');
  const actual = included ? ruleSetFingerprint(included) : shippedFingerprint();
  if (actual === print) return print;
  if (included) recordFail('MISMATCH', `the included rule-set (options.rules) has the fingerprint ${actual}, not ${print}`, 'rules');
  recordFail('UNKNOWN_RULESET', `played under the rule-set ${print}, which this reader does not have (it has the shipped printed values, ${shippedFingerprint()}): the record must include its rule-set (options.rules)`, 'rules');
}

