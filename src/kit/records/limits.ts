/**
 * What a game may be set up with so that it can always be saved, shared and replayed: one set of limits
 * and checks for every game, used by the boards (their attributes), the game records' schemas, and the
 * lessons. A value past a limit is refused where it comes in, never accepted and then lost at the next save.
 *
 * The checks answer with a problem code; each user words it in its own language and format.
 */

/** Size limits: inputs over them are refused at once, before any replay. */
export const LIMITS = {
  /** Characters of JSON text (UTF-16 code units): 1 MiB. A full 5-player Quetzal game is about 12 KB. */
  textChars: 1_048_576,
  /** Moves in a record. A full Quetzal game takes 80–250, an Aztec one 60–130. */
  moves: 2_000,
  /** Characters in a seat name (UTF-16 code units, as JavaScript counts them). */
  nameChars: 40,
  /** Characters in a string seed. */
  seedChars: 200,
  /** JSON nesting depth. A record needs 6 (options.scenario.seats[0].hand[0]); a spectator record's frames, 8. */
  depth: 16,
  /** Characters of a share link. */
  shareChars: 200_000,
  /** Characters of a scenario as JSON. */
  scenarioChars: 65_536,
} as const;

export type NameProblem = 'notText' | 'empty' | 'tooLong';
export type SeedProblem = 'badType' | 'empty' | 'tooLong';
export type ScenarioProblem = 'notObject' | 'notJson' | 'tooLarge' | 'tooDeep';

/** Why `name` cannot be a seat's name, or null. */
export function nameProblem(name: unknown): NameProblem | null {
  if (typeof name !== 'string') return 'notText';
  if (name.trim() === '') return 'empty';
  return name.length > LIMITS.nameChars ? 'tooLong' : null;
}

/** Why `seed` cannot be a game's seed (a string or a finite number), or null. */
export function seedProblem(seed: unknown): SeedProblem | null {
  if (typeof seed === 'number') return Number.isFinite(seed) ? null : 'badType';
  if (typeof seed !== 'string') return 'badType';
  if (seed === '') return 'empty';
  return seed.length > LIMITS.seedChars ? 'tooLong' : null;
}

/**
 * The engine's seed for a seed written as text (an attribute, a lesson, a form): a whole number written
 * the usual way ("7", "2024", no sign, no leading zero, at most 2^53 − 1) is that number; any other text
 * ("007", "0x3", "7.0", "friday") is the text itself, so that "007" and "7" are different games, as the
 * author of each sees them. Empty text: no seed (a random one is drawn).
 */
export function seedFromText(text: string): string | number | undefined {
  if (text === '') return undefined;
  return /^(0|[1-9][0-9]{0,15})$/.test(text) && Number(text) <= Number.MAX_SAFE_INTEGER ? Number(text) : text;
}

/** How deep a JSON value nests (an empty object or array: 1). */
function depthOf(value: unknown, limit: number): number {
  if (typeof value !== 'object' || value === null) return 0;
  if (limit <= 0) return Infinity;
  let deepest = 0;
  for (const child of Object.values(value)) deepest = Math.max(deepest, depthOf(child, limit - 1));
  return deepest + 1;
}

/** Why `scenario` cannot be saved with a game (not plain JSON, too large, too deep), or null. */
export function scenarioProblem(scenario: unknown): ScenarioProblem | null {
  if (typeof scenario !== 'object' || scenario === null || Array.isArray(scenario)) return 'notObject';
  let text: string;
  try {
    text = JSON.stringify(scenario);
  } catch {
    return 'notJson';
  }
  if (text.length > LIMITS.scenarioChars) return 'tooLarge';
  if (depthOf(scenario, LIMITS.depth) > LIMITS.depth - 2) return 'tooDeep';
  // What does not survive JSON (functions, undefined, NaN…) would be lost at the first save.
  return JSON.stringify(JSON.parse(text)) === text && sameJson(JSON.parse(text), scenario) ? null : 'notJson';
}

/** Whether `a` (parsed JSON) and `b` are the same JSON value: `b` had nothing JSON drops or changes. */
function sameJson(a: unknown, b: unknown): boolean {
  if (typeof b === 'number') return Number.isFinite(b) && a === b && !Object.is(b, -0);
  if (typeof b !== 'object' || b === null) return a === b;
  if (typeof a !== 'object' || a === null || Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = Object.keys(b);
  if (keys.length !== Object.keys(a).length) return false;
  return keys.every((k) => Object.hasOwn(a, k) && sameJson((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}
