/**
 * The checks of a record's options that every game shares: the options object and its known fields,
 * the number of players, the seat names and the seed (within the kit's LIMITS, limits.ts), a scenario
 * kept as plain JSON, and a rule-set document checked by the game's own checker. Each throws RecordError
 * BAD_FIELD (TOO_LARGE past a limit) naming the field; a game's `readOptions` (its records seam) calls them
 * for the options it has, and checks the rest itself.
 */
import { isPlain } from '../json-shape.js';
import { RuleError } from '../rule-error.js';
import { recordFail, show } from './errors.js';
import { LIMITS, nameProblem, scenarioProblem, seedProblem } from './limits.js';

function bad(path: string, message: string): never {
  recordFail('BAD_FIELD', message, path);
}

/** Whether `o` has its own `k`, not undefined (a JSON round trip would drop an undefined one). */
export const hasField = (o: object, k: string): boolean => Object.prototype.hasOwnProperty.call(o, k) && (o as Record<string, unknown>)[k] !== undefined;

/** The options object, with no field but `keys` (`summary` says what it holds, for the message). */
export function readOptionsObject(raw: unknown, path: string, keys: readonly string[], summary: string): Record<string, unknown> {
  if (!isPlain(raw)) bad(path, `must be an object with ${summary}, got ${show(raw)}`);
  for (const key of Object.keys(raw)) if (!keys.includes(key)) bad(`${path}.${key}`, `unknown option (expected ${keys.join(', ')})`);
  return raw;
}

/** A number of players, `min`–`max`. */
export function readPlayers(v: unknown, path: string, min: number, max: number): number {
  if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > max) bad(path, `must be a number of players ${min}–${max}, got ${show(v)}`);
  return v === 0 ? 0 : v; // no -0: it would not survive JSON
}

/**
 * The seat names, `min`–`max` of them, each 1–LIMITS.nameChars characters; `players` (at `playersPath`),
 * when given, must be their number.
 */
export function readSeatNames(v: unknown, path: string, min: number, max: number, players?: number, playersPath = ''): string[] {
  if (!Array.isArray(v)) bad(path, `must be an array of seat names, got ${show(v)}`);
  if (v.length < min || v.length > max) bad(path, `must name ${min}–${max} seats, got ${v.length}`);
  const names = v.map((name: unknown, i: number) => {
    const p = `${path}[${i}]`;
    const problem = nameProblem(name);
    if (problem === 'tooLong') recordFail('TOO_LARGE', `a seat name has at most ${LIMITS.nameChars} characters, this one ${(name as string).length}`, p);
    if (problem) bad(p, `must be a non-empty name, got ${show(name)}`);
    return name as string;
  });
  if (players !== undefined && players !== names.length) bad(playersPath, `is ${players} but ${names.length} seat names are given`);
  return names;
}

/** The options' seed, required (without it a game cannot be replayed): a string of 1–LIMITS.seedChars characters or a finite number. */
export function readRecordSeed(options: Record<string, unknown>, path: string): string | number {
  if (!hasField(options, 'seed')) bad(path, 'missing: a record needs the seed to replay the game');
  const seed = options.seed;
  const problem = seedProblem(seed);
  if (problem === 'empty') bad(path, 'must not be empty');
  if (problem === 'tooLong') recordFail('TOO_LARGE', `a seed has at most ${LIMITS.seedChars} characters`, path);
  if (problem === 'badType') bad(path, `must be a string or a number, got ${show(seed)}`);
  return seed === 0 ? 0 : seed as string | number;
}

/** A scenario: a plain JSON object within LIMITS, copied (its content is the engine's to check, at replay). */
export function readScenarioJson<T>(v: unknown, path: string): T {
  const problem = scenarioProblem(v);
  if (problem === 'tooLarge' || problem === 'tooDeep') recordFail('TOO_LARGE', `the scenario is too large (at most ${LIMITS.scenarioChars} characters of JSON, ${LIMITS.depth - 2} levels deep)`, path);
  if (problem) bad(path, `must be a plain JSON object, got ${show(v)}`);
  return JSON.parse(JSON.stringify(v)) as T;
}

/**
 * A rule-set document checked by the game's `check` (its checkRuleSet: a checked copy, or null when its
 * values are the shipped set's; RuleError naming the path inside it in `params.path`): TOO_LARGE over the
 * scenario's size limit, BAD_FIELD at `<path>.<the path inside it>` for the game's refusal.
 */
export function readRuleSetDoc<R>(v: unknown, path: string, check: (doc: unknown) => R | null): R | null {
  const problem = scenarioProblem(v);
  if (problem === 'tooLarge' || problem === 'tooDeep') recordFail('TOO_LARGE', `the rule-set is too large (at most ${LIMITS.scenarioChars} characters of JSON)`, path);
  try {
    return check(v);
  } catch (e) {
    if (e instanceof RuleError) {
      const inner = (e.params.path as string | undefined) ?? '';
      bad(inner ? `${path}.${inner}` : path, inner ? e.message.slice(inner.length + 2) : e.message);
    }
    throw e;
  }
}
