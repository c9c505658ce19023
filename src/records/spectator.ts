/**
 * Spectator records: a game as a spectator saw it, up to a position — what a game in progress is
 * shared or exported as by default, so that nobody at the table can read the hidden cards from it.
 *
 * ## Decision: frames, not moves
 *
 * A full record (version 1) is the seed and the moves: the engine replays it, so it holds everything
 * hidden (the deck order, future rolls, every hand). Without the seed the moves cannot be replayed (the
 * engine needs the hidden cards to apply them). So a spectator record stores the public positions
 * themselves: the spectator's view at the start (`viewFor(state, null)`) and, for each move, how that
 * view changed (a JSON patch), with the move and its events as a spectator saw them (`publicMove`,
 * `eventFor(event, null)`: the U09 card kept and cards drawn from the deck are `-1`). The replay view
 * shows these frames as they are; it recomputes nothing. Record format version 2, `kind: "spectator"`;
 * full records are still written as version 1, and read everywhere as before.
 *
 * ```json
 * { "format": "quetzal-record", "version": 2, "kind": "spectator", "engine": "quetzal-rules/1.0",
 *   "created": "2025-03-14T15:09:26.535Z",
 *   "start": { …a GameState as viewFor(state, null) gives it… },
 *   "steps": [ { "move": { "type": "roll" }, "events": [ … ], "diff": { "seats": { "0": { "coins": [6] } } } } ] }
 * ```
 *
 * A `diff` (FramePatch) patches the previous frame: each changed object key or array index holds a
 * nested patch, `[value]` replaces the value, `[]` removes an object key, and `n` gives an array's new
 * length. Readers check every field and every frame (frame-schema.ts: a public position, nothing
 * hidden), and throw RecordError with the place at fault (`steps[12].diff: …`).
 */
import { eventFor, viewFor, type GameState } from '../rules/index.js';
import { guarded, recordFail, show } from './errors.js';
import {
  LIMITS, RECORD_FORMAT, SPECTATOR_VERSION, type FramePatch, type GameRecord, type LogEntry, type SpectatorRecord,
  type SpectatorStep,
} from './format.js';
import { replay } from './record.js';
import { isPlainObject } from './schema.js';
import { isVersion2, normalizeCreated, normalizeEngine, readRecord, readTree, type ReadResult } from './validate.js';
import { checkFrame } from './frame-schema.js';
import { normalizeEvent, normalizePublicMove } from './event-schema.js';
import { publicMove } from './public-move.js';

export { publicMove } from './public-move.js';

// ------------------------------------------------------------------ patches

type Json = unknown;

function equal(a: Json, b: Json): boolean {
  if (a === b) return true;
  if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((x, i) => equal(x, b[i]));
  if (isPlainObject(a) && isPlainObject(b)) {
    const ka = Object.keys(a);
    return ka.length === Object.keys(b).length && ka.every((k) => Object.prototype.hasOwnProperty.call(b, k) && equal(a[k], b[k]));
  }
  return false;
}

/** The patch turning `a` into `b`, or undefined when they are equal. */
function diff(a: Json, b: Json): FramePatch | [unknown] | undefined {
  if (equal(a, b)) return undefined;
  let patch: FramePatch | null = null;
  if (Array.isArray(a) && Array.isArray(b)) {
    patch = {};
    if (a.length !== b.length) patch.n = b.length;
    b.forEach((x, i) => {
      const d = i < a.length ? diff(a[i], x) : [x] as [unknown];
      if (d) patch![i] = d;
    });
  } else if (isPlainObject(a) && isPlainObject(b)) {
    patch = {};
    for (const k of Object.keys(b)) {
      const d = Object.prototype.hasOwnProperty.call(a, k) ? diff(a[k], b[k]) : [b[k]] as [unknown];
      if (d) patch[k] = d;
    }
    for (const k of Object.keys(a)) if (!Object.prototype.hasOwnProperty.call(b, k)) patch[k] = [];
  }
  // A patch longer than the value it makes (a list whose every entry changed) is written as the value.
  const replace: [unknown] = [JSON.parse(JSON.stringify(b))];
  return patch && JSON.stringify(patch).length < JSON.stringify(replace).length ? patch : replace;
}

const INDEX = /^(0|[1-9]\d{0,3})$/;

/**
 * `value` patched: a new value (the parts not patched are shared with `value`, never changed). Throws
 * RecordError BAD_FIELD at `path` for a patch that does not fit the value.
 */
function applyPatch(value: Json, patch: unknown, path: string): Json {
  if (Array.isArray(patch)) {
    if (patch.length !== 1) recordFail('BAD_FIELD', `a replacement is [value], got ${show(patch)}`, path);
    return patch[0];
  }
  if (!isPlainObject(patch)) recordFail('BAD_FIELD', `must be a patch (an object) or [value], got ${show(patch)}`, path);
  if (Array.isArray(value)) {
    const out = value.slice();
    if (patch.n !== undefined) {
      const n = patch.n;
      if (typeof n !== 'number' || !Number.isInteger(n) || n < 0 || n > 1000) recordFail('BAD_FIELD', `a list's new length must be 0–1000, got ${show(n)}`, `${path}.n`);
      out.length = n;
    }
    for (const k of Object.keys(patch)) {
      if (k === 'n') continue;
      if (!INDEX.test(k) || Number(k) >= out.length) recordFail('BAD_FIELD', `is not an index of this list (${out.length} entries)`, `${path}[${k}]`);
      out[Number(k)] = Number(k) < value.length ? applyPatch(value[Number(k)], patch[k], `${path}[${k}]`) : replacement(patch[k], `${path}[${k}]`);
    }
    for (let i = 0; i < out.length; i++) if (!(i in out)) recordFail('BAD_FIELD', `the list grows to ${out.length} entries but entry ${i} is not given`, path);
    return out;
  }
  if (isPlainObject(value)) {
    const out: Record<string, unknown> = { ...value };
    for (const k of Object.keys(patch)) {
      const p = `${path}.${k}`;
      const part = patch[k];
      if (Array.isArray(part) && part.length === 0) {
        if (!Object.prototype.hasOwnProperty.call(out, k)) recordFail('BAD_FIELD', 'removes a field that is not there', p);
        delete out[k];
      } else if (Object.prototype.hasOwnProperty.call(value, k)) out[k] = applyPatch(value[k], part, p);
      else out[k] = replacement(part, p);
    }
    return out;
  }
  recordFail('BAD_FIELD', `patches ${show(value)}, which has no fields`, path);
}

function replacement(part: unknown, path: string): unknown {
  if (!Array.isArray(part) || part.length !== 1) recordFail('BAD_FIELD', `a new entry is given as [value], got ${show(part)}`, path);
  return part[0];
}

// ------------------------------------------------------------------ making spectator records

function frameOf(state: GameState): GameState {
  return JSON.parse(JSON.stringify(viewFor(state, null))) as GameState;
}

/**
 * The spectator record of a full record (checked first, as parseRecord does): the public position at
 * the start and after each move, the moves and events as a spectator saw them. No seed, no deck order,
 * no hidden hand. Throws RecordError for a bad record.
 */
export function spectatorRecord(record: GameRecord): SpectatorRecord {
  return guarded(() => {
    const full = readRecord(record).record;
    const { states, log } = replay(full, { states: true, log: true });
    const frames = states!.map(frameOf);
    const steps: SpectatorStep[] = log!.map((entry, i) => ({
      move: publicMove(entry.move),
      events: entry.events.map((e) => eventFor(e, null)),
      diff: (diff(frames[i], frames[i + 1]) ?? {}) as FramePatch,
    }));
    return {
      format: RECORD_FORMAT, version: SPECTATOR_VERSION, kind: 'spectator', engine: full.engine, created: full.created,
      start: frames[0]!, steps,
    };
  });
}

// ------------------------------------------------------------------ reading

/**
 * Checks a version-2 JSON tree (already through readTree) and returns a canonical spectator record
 * with its frames. Every step: the move, its events, the patch, and the frame it makes.
 */
function normalizeSpectator(raw: Record<string, unknown>): { record: SpectatorRecord; frames: GameState[] } {
  for (const key of ['kind', 'engine', 'start', 'steps']) {
    if (!Object.prototype.hasOwnProperty.call(raw, key)) recordFail('BAD_FIELD', 'missing (a spectator record has kind, engine, created, start, steps)', key);
  }
  if (raw.kind !== 'spectator') recordFail('BAD_FIELD', `must be "spectator" (version ${SPECTATOR_VERSION} records are spectator records), got ${show(raw.kind)}`, 'kind');
  const steps = raw.steps;
  if (!Array.isArray(steps)) recordFail('BAD_FIELD', `must be an array of steps, got ${show(steps)}`, 'steps');
  if (steps.length > LIMITS.moves) recordFail('TOO_LARGE', `${steps.length.toLocaleString('en')} moves; a record holds at most ${LIMITS.moves.toLocaleString('en')}`, 'steps');
  const engine = normalizeEngine(raw.engine);
  const created = normalizeCreated(raw.created);
  const start = checkFrame(raw.start, 'start');
  const frames: GameState[] = [start];
  const out: SpectatorStep[] = steps.map((step: unknown, i: number): SpectatorStep => {
    const p = `steps[${i}]`;
    if (!isPlainObject(step)) recordFail('BAD_FIELD', `a step is an object with move, events, diff, got ${show(step)}`, p);
    for (const key of Object.keys(step)) if (!['move', 'events', 'diff'].includes(key)) recordFail('BAD_FIELD', 'unknown field for a step (move, events, diff)', `${p}.${key}`);
    const before = frames[i]!;
    const move = normalizePublicMove(step.move, `${p}.move`);
    const seat = 'seat' in move ? move.seat : null;
    // An exchange is made "at any time", by any seat of the game, whoever decides (rules/exchange-moves.ts).
    const anytime = move.type === 'exchange' && seat !== null && seat < before.seats.length;
    if (seat !== before.decision.seat && !anytime) {
      recordFail('BAD_FIELD', `the move is seat ${show(seat)}'s but the position waits for ${before.decision.seat === null ? 'the table' : `seat ${before.decision.seat}`}`, `${p}.move.seat`);
    }
    if (before.decision.kind === 'gameOver') recordFail('BAD_FIELD', 'a move after the end of the game', `${p}.move`);
    if (!Array.isArray(step.events) || step.events.length > 400) recordFail('BAD_FIELD', `must be an array of at most 400 events, got ${show(step.events)}`, `${p}.events`);
    const events = step.events.map((e: unknown, k: number) => normalizeEvent(e, `${p}.events[${k}]`));
    if (!isPlainObject(step.diff)) recordFail('BAD_FIELD', `must be a patch (an object), got ${show(step.diff)}`, `${p}.diff`);
    const next = checkFrame(applyPatch(before, step.diff, `${p}.diff`), `${p}.diff`);
    if (next.seats.length !== before.seats.length) recordFail('BAD_FIELD', 'the number of seats changes', `${p}.diff.seats`);
    frames.push(next);
    return { move, events, diff: JSON.parse(JSON.stringify(step.diff)) as FramePatch };
  });
  const record: SpectatorRecord = {
    format: RECORD_FORMAT, version: SPECTATOR_VERSION, kind: 'spectator', engine, created, start: JSON.parse(JSON.stringify(start)) as GameState, steps: out,
  };
  return { record, frames };
}

/** A spectator record read and checked, with its frames (frames[i]: the position after i moves). */
export interface SpectatorRead {
  record: SpectatorRecord;
  /** The public positions; they share unchanged parts with each other: treat them as read-only. */
  frames: GameState[];
}

/** Reads and checks a spectator record (JSON text or an object). Throws RecordError. */
export function readSpectatorRecord(input: unknown): SpectatorRead {
  return guarded(() => {
    const value = readTree(input);
    if (!isVersion2(value)) {
      if (isPlainObject(value) && value.format === RECORD_FORMAT && value.version === 1) recordFail('BAD_FIELD', 'this is a full record (version 1), not a spectator record', 'version');
      readRecord(value); // the full reader's errors: not a record, a future version…
      recordFail('NOT_A_RECORD', 'not a spectator record');
    }
    return normalizeSpectator(value);
  });
}

/** Any record, full or spectator: what a reader that can show both gets. */
export type AnyRead = ({ kind: 'full' } & ReadResult) | ({ kind: 'spectator' } & SpectatorRead);

/**
 * Reads and checks any record: a full one (every check of readRecord, replay included) or a spectator
 * one (readSpectatorRecord's). Throws RecordError.
 */
export function readAnyRecord(input: unknown): AnyRead {
  return guarded(() => {
    const value = readTree(input);
    if (isVersion2(value)) return { kind: 'spectator', ...normalizeSpectator(value) };
    return { kind: 'full', ...readRecord(value) };
  });
}

/** The public positions of a (checked) spectator record: frames[i] is the position after i moves. */
export function spectatorFrames(record: SpectatorRecord): GameState[] {
  return readSpectatorRecord(record).frames;
}

/** The log of a spectator record as the replay view shows it: each move with its events, as seen. */
export function spectatorLog(record: SpectatorRecord, frames: readonly GameState[]): LogEntry[] {
  return record.steps.map((step, index) => ({ index, round: frames[index]!.round, move: step.move, events: step.events }));
}
