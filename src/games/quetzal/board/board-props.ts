/**
 * Every attribute and property of <quetzal-board> through one table: what it accepts, how its text is
 * read, and what a wrong value says. A host page (or a framework) may set anything: a wrong type, a
 * value out of range, a getter that throws. Nothing here throws: each property is read, checked and
 * answered with its value or a problem that names it; the board shows the problem's message (its words
 * come with a small chunk, prop-messages.ts) and fires `quetzal-error` instead of an exception in the
 * host's page or a blank board. The checks themselves are synchronous: a wrong value is never used.
 *
 * The limits on names, seeds and scenarios are the game records' own (kit/records/limits.ts): whatever the
 * board accepts, it can save.
 */
import { MAX_SEATS, MIN_SEATS } from '../engine/index.js';
import { LIMITS, nameProblem, scenarioProblem, seedFromText, seedProblem } from '../../../kit/records/limits.js';
import type { Params } from '../strings/index.js';
import type { PropErrorKey } from '../strings/features/prop-errors.js';
import { loadPart } from '../../../kit/ui/lazy-parts.js';

/** What a property is for: a game's setup (a change starts a new one), the computers' and input timings, or the view. */
export type PropKind = 'setup' | 'timing' | 'view';

type Checked<T> = { ok: true; value: T } | { ok: false; key: PropErrorKey; params: Params };

interface PropSpec<T = unknown> {
  /** The attribute's name (for messages, and `getAttribute`), or the property's when it has none. */
  name: string;
  kind: PropKind;
  check(value: unknown): Checked<T>;
}

/** A value shown in a message: short, and safe whatever it is. */
function showValue(v: unknown): string {
  if (typeof v === 'string') return JSON.stringify(v.length > 60 ? `${v.slice(0, 57)}…` : v);
  if (typeof v === 'number') return Object.is(v, -0) ? '-0' : String(v);
  if (v === null || v === undefined || typeof v === 'boolean') return String(v);
  if (Array.isArray(v)) return 'an array';
  return typeof v === 'object' ? 'an object' : `a ${typeof v}`;
}

const ok = <T>(value: T): Checked<T> => ({ ok: true, value });
const bad = (key: PropErrorKey, params: Params): Checked<never> => ({ ok: false, key, params });
const none = (v: unknown) => v === undefined || v === null;

/** A whole number in a range, as a number or as text written the usual way (an attribute). */
function wholeNumber(name: string, min: number, max: number, optional = true) {
  return (v: unknown): Checked<number | undefined> => {
    if (optional && none(v)) return ok(undefined);
    const n = typeof v === 'number' ? v : typeof v === 'string' && /^\s*(0|[1-9][0-9]{0,15})\s*$/.test(v) ? Number(v) : NaN;
    return Number.isInteger(n) && n >= min && n <= max ? ok(n) : bad('err_number', { prop: name, min, max, value: showValue(v) });
  };
}

function boolean(name: string) {
  return (v: unknown): Checked<boolean> => (typeof v === 'boolean' ? ok(v) : none(v) ? ok(false) : bad('err_boolean', { prop: name, value: showValue(v) }));
}

function text(name: string) {
  return (v: unknown): Checked<string | undefined> => (typeof v === 'string' ? ok(v) : none(v) ? ok(undefined) : bad('err_text', { prop: name, value: showValue(v) }));
}

function plainObject(name: string, jsonOnly: boolean) {
  return (v: unknown): Checked<object | undefined> => {
    if (none(v)) return ok(undefined);
    if (typeof v !== 'object' || Array.isArray(v)) return bad('err_object', { prop: name, value: showValue(v) });
    if (jsonOnly && scenarioProblem(v) !== null) return bad('err_scenario', { prop: name, max: LIMITS.scenarioChars });
    return ok(jsonOnly ? copy(v) : v as object);
  };
}

function fn(name: string) {
  return (v: unknown): Checked<((...args: never[]) => unknown) | undefined> =>
    (typeof v === 'function' ? ok(v as (...args: never[]) => unknown) : none(v) ? ok(undefined) : bad('err_function', { prop: name, value: showValue(v) }));
}

/** `names`: text separated by commas, or a list; each a name the records can keep; 2–5 of them. */
function names(v: unknown): Checked<string[] | undefined> {
  if (none(v)) return ok(undefined);
  const list = typeof v === 'string' ? v.split(',').map((s) => s.trim()) : Array.isArray(v) ? copy(v) as unknown[] : null;
  if (!list) return bad('err_text', { prop: 'names', value: showValue(v) });
  for (const name of list) {
    const problem = nameProblem(name);
    if (problem === 'tooLong') return bad('err_nameLong', { name: showValue(name), max: LIMITS.nameChars });
    if (problem) return bad('err_names_empty', { value: typeof v === 'string' ? v : showValue(v) });
    if ((name as string).includes(',')) return bad('err_nameComma', { name: showValue(name) });
  }
  if (list.length < MIN_SEATS || list.length > MAX_SEATS) return bad('err_players', { value: list.length });
  return ok(list as string[]);
}

/** `seed`: the engine's seed (text read as kit/records/limits.ts says), within the records' limits. */
function seed(v: unknown): Checked<string | number | undefined> {
  if (none(v) || v === '') return ok(undefined);
  if (typeof v === 'number' && !(Number.isInteger(v) && v >= 0 && v <= Number.MAX_SAFE_INTEGER)) {
    return bad('err_seed', { value: showValue(v), max: LIMITS.seedChars });
  }
  const problem = seedProblem(v);
  if (problem === 'tooLong') return bad('err_seedLong', { max: LIMITS.seedChars, count: (v as string).length });
  if (problem) return bad('err_seed', { value: showValue(v), max: LIMITS.seedChars });
  return ok(typeof v === 'string' ? seedFromText(v) : v as number);
}

function loading(v: unknown): Checked<'lazy' | 'eager' | undefined> {
  return none(v) ? ok(undefined) : v === 'lazy' || v === 'eager' ? ok(v) : bad('err_loading', { value: showValue(v) });
}

function highlights(v: unknown): Checked<string[]> {
  if (none(v)) return ok([]);
  if (typeof v === 'string') return ok(v.split(/[\s,]+/).filter(Boolean));
  const keys = Array.isArray(v) ? copy(v) as unknown[] : null;
  return keys && keys.every((k) => typeof k === 'string') ? ok(keys as string[]) : bad('err_highlights', { value: showValue(v) });
}

/**
 * A copy of data a host handed over, so that what the board reads cannot change under it (or throw
 * later, from a getter or a Proxy: it throws here, where checkProps says so).
 */
const copy = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;

function seats(v: unknown): Checked<unknown> {
  // Their grammar is the seats chunk's (seats.ts): here only the kind of value.
  if (none(v)) return ok(undefined);
  // A framework that rendered the board before it was defined wrote its list as an attribute.
  if (typeof v === 'string' && v.includes('[object ')) return bad('err_seatsObjectText', { value: showValue(v) });
  return typeof v === 'string' ? ok(v) : Array.isArray(v) ? ok(copy(v)) : bad('err_seats', { value: showValue(v) });
}

/** The table: every public property of the board. */
export const BOARD_PROPS = {
  players: { name: 'players', kind: 'setup', check: wholeNumber('players', MIN_SEATS, MAX_SEATS) },
  names: { name: 'names', kind: 'setup', check: names },
  seed: { name: 'seed', kind: 'setup', check: seed },
  lang: { name: 'lang', kind: 'view', check: text('lang') },
  readonly: { name: 'readonly', kind: 'view', check: boolean('readonly') },
  noHandover: { name: 'no-handover', kind: 'setup', check: boolean('no-handover') },
  noSave: { name: 'no-save', kind: 'view', check: boolean('no-save') },
  scenario: { name: 'scenario', kind: 'setup', check: plainObject('scenario', true) },
  rules: { name: 'rules', kind: 'setup', check: plainObject('rules', true) },
  rulesSrc: { name: 'rules-src', kind: 'setup', check: text('rules-src') },
  position: { name: 'position', kind: 'setup', check: plainObject('position', false) },
  src: { name: 'src', kind: 'setup', check: text('src') },
  loading: { name: 'loading', kind: 'view', check: loading },
  highlights: { name: 'highlights', kind: 'view', check: highlights },
  seats: { name: 'seats', kind: 'setup', check: seats },
  botIterations: { name: 'bot-iterations', kind: 'timing', check: wholeNumber('bot-iterations', 1, 1_000_000) },
  botThinkMs: { name: 'bot-think-ms', kind: 'timing', check: wholeNumber('bot-think-ms', 10, 60_000) },
  botDelay: { name: 'bot-delay', kind: 'timing', check: wholeNumber('bot-delay', 0, 60_000) },
  inputGuard: { name: 'input-guard', kind: 'timing', check: wholeNumber('input-guard', 0, 5_000) },
  moveGuard: { name: 'moveGuard', kind: 'view', check: fn('moveGuard') },
  record: { name: 'record', kind: 'view', check: plainObject('record', false) },
  inspect: { name: 'inspect', kind: 'view', check: fn('inspect') },
} satisfies Record<string, PropSpec>;

export type BoardProp = keyof typeof BOARD_PROPS;
type ValueOf<P extends BoardProp> = Extract<ReturnType<(typeof BOARD_PROPS)[P]['check']>, { ok: true }>['value'];
export type CheckedProps = { [P in BoardProp]: ValueOf<P> };

/**
 * A property that does not check: its name, kind, and what to say (the words come with their chunk,
 * prop-messages.ts: `messagesPart`).
 */
export interface PropProblem {
  prop: BoardProp;
  kind: PropKind;
  key: PropErrorKey;
  params: Params;
}

/** The words of the problems (prop-messages.ts), a chunk fetched when a value is wrong. */
export const messagesPart = () => loadPart<typeof import('./prop-messages.js')>('messages', () => import('./prop-messages.js'));

/** Reads and checks every property of the board; a wrong one gives its default and a problem. Never throws. */
export function checkProps(board: object): { values: CheckedProps; problems: PropProblem[] } {
  const values = {} as Record<string, unknown>;
  const problems: PropProblem[] = [];
  for (const [prop, spec] of Object.entries(BOARD_PROPS) as [BoardProp, PropSpec][]) {
    let raw: unknown;
    let checked: Checked<unknown>;
    try {
      raw = (board as Record<string, unknown>)[prop];
      checked = spec.check(raw);
    } catch (e) {
      checked = bad('err_unreadable', { prop: spec.name, message: String((e as Error)?.message ?? e).slice(0, 120) });
    }
    if (checked.ok) {
      values[prop] = checked.value;
    } else {
      // The default in its place (every check takes `undefined`), and the problem said.
      values[prop] = (spec.check(undefined) as { value: unknown }).value;
      problems.push({ prop, kind: spec.kind, key: checked.key, params: checked.params });
    }
  }
  return { values: values as CheckedProps, problems };
}
