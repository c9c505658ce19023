/**
 * Reading a record's JSON from outside (a file, a paste, storage, a link's payload), for every game:
 * `readTree` checks, in order of cost, and throws RecordError, never anything else:
 *
 * 1. size: more than LIMITS.textChars of text, or a `moves` (or spectator `steps`) array over LIMITS.moves
 *    → TOO_LARGE, at once;
 * 2. JSON syntax → NOT_JSON (line, column and the path being read) or TRUNCATED (the text stops early);
 * 3. nesting depth and forbidden keys (`__proto__`, `constructor`, `prototype`) → TOO_LARGE / BAD_FIELD.
 *
 * The input is never changed: objects are serialized first and only the copy is read. What the tree must
 * hold (format, version, fields, moves) is the game's records layer's to check next.
 */
import { recordFail } from './errors.js';
import { LIMITS } from './limits.js';

/** Steps 1–3 for any record (full or spectator): text, size, JSON syntax, nesting and forbidden keys. */
export function readTree(input: unknown): unknown {
  const value = parseJson(toText(input));
  checkTree(value);
  return value;
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
  // Refuse a huge list of moves (a full record's `moves`, a spectator record's `steps`) before serializing it.
  for (const field of ['moves', 'steps'] as const) {
    let list: unknown;
    try {
      list = (input as Record<string, unknown>)[field];
    } catch {
      recordFail('NOT_A_RECORD', 'the object cannot be read');
    }
    if (Array.isArray(list) && list.length > LIMITS.moves) {
      recordFail('TOO_LARGE', `${list.length.toLocaleString('en')} moves; a record holds at most ${LIMITS.moves.toLocaleString('en')}`, field);
    }
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
