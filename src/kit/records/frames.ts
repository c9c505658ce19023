/**
 * Spectator records, the part every game shares: a game as a spectator saw it, stored as public
 * positions (frames) rather than moves — without the seed a game's moves cannot be replayed, so the
 * positions themselves are kept: the spectator's view at the start and, for each move, how that view
 * changed (a FramePatch), with the move and its events as a spectator saw them. The replay view shows
 * these frames as they are; it recomputes nothing.
 *
 * A FramePatch patches the previous frame: each changed object key or array index holds a nested patch,
 * `[value]` replaces the value, `[]` removes an object key, and `n` gives an array's new length.
 *
 * Here: making the patches and the steps (`spectatorSteps`), and reading a spectator record's body back
 * with every check (`readSpectatorBody`), through what the game says of its frames, moves and events
 * (`FrameRules`: Quetzal's records/spectator.ts and the kit's records layer give them).
 */
import { isPlain } from '../json-shape.js';
import { recordFail, show } from './errors.js';
import { LIMITS } from './limits.js';

/**
 * A JSON patch of one frame into the next: for each changed key (object) or index (array) a nested
 * patch, `[value]` to set a value, `[]` to remove an object key; `n` sets an array's new length.
 */
export interface FramePatch {
  [key: string]: FramePatch | [unknown] | [] | number;
}

/** One move of a spectator record: the move and its events as a spectator saw them, and how the position changed. */
export interface SpectatorStep<PublicMove = unknown, Event = unknown> {
  move: PublicMove;
  events: Event[];
  diff: FramePatch;
}

// ------------------------------------------------------------------ patches

type Json = unknown;

function equal(a: Json, b: Json): boolean {
  if (a === b) return true;
  if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((x, i) => equal(x, b[i]));
  if (isPlain(a) && isPlain(b)) {
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
  } else if (isPlain(a) && isPlain(b)) {
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
  if (!isPlain(patch)) recordFail('BAD_FIELD', `must be a patch (an object) or [value], got ${show(patch)}`, path);
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
  if (isPlain(value)) {
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

// ------------------------------------------------------------------ making the steps

/**
 * The steps of a spectator record: `frames[i]` is the public position after i moves (plain JSON: the
 * game's spectator view of the state), `entries[i]` move i with its events. `see` gives what a spectator
 * saw of a move and of an event (null: not at all).
 */
export function spectatorSteps<State, Move, Event, PublicMove>(
  frames: readonly State[],
  entries: readonly { move: Move; events: readonly Event[] }[],
  see: { publicMove(move: Move): PublicMove; eventFor(event: Event, seat: null): Event | null },
): SpectatorStep<PublicMove, Event>[] {
  return entries.map((entry, i) => ({
    move: see.publicMove(entry.move),
    events: entry.events.map((e) => see.eventFor(e, null)).filter((e): e is Event => e !== null),
    diff: (diff(frames[i], frames[i + 1]) ?? {}) as FramePatch,
  }));
}

// ------------------------------------------------------------------ reading

/** What a game says of the frames, moves and events of its spectator records, for reading them back. */
export interface FrameRules<State, PublicMove, Event> {
  /** A frame checked: a public position, nothing hidden (a fresh copy); BAD_FIELD naming the path otherwise. */
  readFrame(raw: unknown, path: string): State;
  /** A move as a spectator saw it, checked (a fresh copy). */
  readPublicMove(raw: unknown, path: string): PublicMove;
  /** An event as a spectator saw it, checked (a fresh copy). */
  readEvent(raw: unknown, path: string): Event;
  /** The seat a move (as a spectator saw it) was made by; null for the table's. */
  moveSeat(move: PublicMove): number | null;
  /** The seats a position waits for, in seat order ([] when the table moves, or the game is over). */
  deciders(frame: State): readonly number[];
  isOver(frame: State): boolean;
  /** The number of seats of a position. */
  seatCount(frame: State): number;
  /** Whether a seat that does not decide may make this move (Quetzal's "at any time" exchanges). */
  outOfTurn?(frame: State, move: PublicMove): boolean;
}

/** A spectator record's body, read and checked, with its frames (frames[i]: the position after i moves). */
export interface SpectatorBody<State, PublicMove, Event> {
  engine: string;
  created: string | null;
  start: State;
  steps: SpectatorStep<PublicMove, Event>[];
  /** The public positions; they share unchanged parts with each other: treat them as read-only. */
  frames: State[];
}

/**
 * Checks a spectator record's JSON tree (already through readTree, its format and version checked):
 * `kind`, `engine` and `created` (through `fields`), the start frame, then every step — the move (one the
 * position waits for, before the end), its events, the patch, and the frame it makes. Throws RecordError
 * BAD_FIELD (TOO_LARGE for too many steps) naming the place (`steps[12].diff: …`).
 */
export function readSpectatorBody<State, PublicMove, Event>(
  raw: Record<string, unknown>, version: number, rules: FrameRules<State, PublicMove, Event>,
  fields: { engine(raw: unknown): string; created(raw: unknown): string | null },
): SpectatorBody<State, PublicMove, Event> {
  for (const key of ['kind', 'engine', 'start', 'steps']) {
    if (!Object.prototype.hasOwnProperty.call(raw, key)) recordFail('BAD_FIELD', 'missing (a spectator record has kind, engine, created, start, steps)', key);
  }
  if (raw.kind !== 'spectator') recordFail('BAD_FIELD', `must be "spectator" (version ${version} records are spectator records), got ${show(raw.kind)}`, 'kind');
  const steps = raw.steps;
  if (!Array.isArray(steps)) recordFail('BAD_FIELD', `must be an array of steps, got ${show(steps)}`, 'steps');
  if (steps.length > LIMITS.moves) recordFail('TOO_LARGE', `${steps.length.toLocaleString('en')} moves; a record holds at most ${LIMITS.moves.toLocaleString('en')}`, 'steps');
  const engine = fields.engine(raw.engine);
  const created = fields.created(raw.created);
  const start = rules.readFrame(raw.start, 'start');
  const frames: State[] = [start];
  const out = steps.map((step: unknown, i: number): SpectatorStep<PublicMove, Event> => {
    const p = `steps[${i}]`;
    if (!isPlain(step)) recordFail('BAD_FIELD', `a step is an object with move, events, diff, got ${show(step)}`, p);
    for (const key of Object.keys(step)) if (!['move', 'events', 'diff'].includes(key)) recordFail('BAD_FIELD', 'unknown field for a step (move, events, diff)', `${p}.${key}`);
    const before = frames[i]!;
    const move = rules.readPublicMove(step.move, `${p}.move`);
    const seat = rules.moveSeat(move);
    const deciders = rules.deciders(before);
    const waits = seat === null ? deciders.length === 0 : deciders.includes(seat);
    if (!waits && !(seat !== null && seat < rules.seatCount(before) && rules.outOfTurn?.(before, move))) {
      recordFail('BAD_FIELD', `the move is seat ${show(seat)}'s but the position waits for ${deciders.length === 0 ? 'the table' : deciders.map((d) => `seat ${d}`).join(', ')}`, `${p}.move.seat`);
    }
    if (rules.isOver(before)) recordFail('BAD_FIELD', 'a move after the end of the game', `${p}.move`);
    if (!Array.isArray(step.events) || step.events.length > 400) recordFail('BAD_FIELD', `must be an array of at most 400 events, got ${show(step.events)}`, `${p}.events`);
    const events = step.events.map((e: unknown, k: number) => rules.readEvent(e, `${p}.events[${k}]`));
    if (!isPlain(step.diff)) recordFail('BAD_FIELD', `must be a patch (an object), got ${show(step.diff)}`, `${p}.diff`);
    const next = rules.readFrame(applyPatch(before, step.diff, `${p}.diff`), `${p}.diff`);
    if (rules.seatCount(next) !== rules.seatCount(before)) recordFail('BAD_FIELD', 'the number of seats changes', `${p}.diff.seats`);
    frames.push(next);
    return { move, events, diff: JSON.parse(JSON.stringify(step.diff)) as FramePatch };
  });
  return { engine, created, start: JSON.parse(JSON.stringify(start)) as State, steps: out, frames };
}
