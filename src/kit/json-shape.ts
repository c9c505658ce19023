/**
 * Checking a JSON document that comes from outside (a rule-set file, a host's property) against a shape,
 * for every game: each check returns a fresh copy of the value in the documented field order, or throws
 * through the game's `bad(path, message)` naming the JSON path at fault (`artifacts.mummy.values[3]: …`).
 *
 * Keys come from outside, so nothing here trusts `Object.prototype`: a field is known only if the shape
 * has it as its own (`constructor`, `toString`, `__proto__` are unknown fields like any other), values are
 * read only from the document's own properties, and dictionaries are copied onto null-prototype objects.
 * A document whose property cannot be read (a Proxy, a getter that throws) is refused at that field.
 */

/** Reports a fault at a JSON path; a game's checker throws its own RuleError from it. */
export type Bad = (path: string, message: string) => never;

/** One field's check: the value's checked copy, or a throw through `bad`. */
export type Check = (v: unknown, path: string) => unknown;

/** The JSON path of `key` under `path` (`a.b`, `a[3]`). */
export const at = (path: string, key: string | number): string =>
  (typeof key === 'number' ? `${path}[${key}]` : path ? `${path}.${key}` : key);

export const hasOwn = (o: object, key: PropertyKey): boolean => Object.prototype.hasOwnProperty.call(o, key);

/** A plain-looking object (not null, not an array). */
export function isPlain(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** The checks of one game, each refusing through that game's `bad`. */
export function shapeChecks(bad: Bad) {
  /** Runs `read`, turning anything it throws (a getter, a Proxy trap) into a refusal at `path`. */
  const readAt = <T>(path: string, read: () => T): T => {
    try {
      return read();
    } catch (e) {
      const why = e instanceof Error ? e.message : String(e);
      return bad(path, `could not be read (${why})`);
    }
  };
  /** The document's own enumerable keys, read safely. */
  const keysOf = (v: object, path: string): string[] => readAt(path, () => Object.keys(v));
  /** The document's own value at `key` (undefined when it has none of its own). */
  const own = (v: object, key: string, path: string): unknown =>
    readAt(at(path, key), () => (hasOwn(v, key) ? (v as Record<string, unknown>)[key] : undefined));

  /** A whole number from `min` (to `max`). */
  const num = (min: number, max = Infinity): Check => (v, p) => {
    if (typeof v !== 'number' || !Number.isFinite(v) || v < min) bad(p, `must be a number ≥ ${min}`);
    if (!Number.isInteger(v)) bad(p, 'must be a whole number');
    if (v > max) bad(p, `must be at most ${max}`);
    return v;
  };

  /** A number from 0 to 1 (a probability). */
  const weight: Check = (v, p) => {
    if (typeof v !== 'number' || !Number.isFinite(v) || v < 0 || v > 1) bad(p, 'must be a number from 0 to 1');
    return v;
  };

  const oneOf = (values: readonly unknown[]): Check => (v, p) => {
    if (!values.includes(v)) bad(p, `must be one of ${values.map((x) => JSON.stringify(x)).join(', ')}`);
    return v;
  };

  const text = (maxLength: number): Check => (v, p) => {
    if (typeof v !== 'string' || v.length === 0 || v.length > maxLength) bad(p, `must be a text of 1 to ${maxLength} characters`);
    return v;
  };

  /** A document's format version, at most `newest` (a newer one is told as such, not as a wrong value). */
  const version = (newest: number): Check => (v, p) => {
    if (typeof v === 'number' && Number.isInteger(v) && v > newest) bad(p, `version ${v} is newer than this engine reads (${newest})`);
    return oneOf(Array.from({ length: newest }, (_, i) => i + 1))(v, p);
  };

  const bool: Check = (v, p) => {
    if (typeof v !== 'boolean') bad(p, 'must be true or false');
    return v;
  };

  /** An object with exactly these fields (`optional` ones may be left out), copied in this order. */
  const obj = (shape: Record<string, Check>, optional: readonly string[] = []): Check => (v, p) => {
    if (!isPlain(v)) bad(p, 'must be an object');
    for (const key of keysOf(v, p)) if (!hasOwn(shape, key)) bad(at(p, key), 'unknown field');
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(shape)) {
      const value = own(v, key, p);
      if (value === undefined) {
        if (optional.includes(key)) continue;
        bad(at(p, key), 'missing');
      }
      out[key] = shape[key]!(value, at(p, key));
    }
    return out;
  };

  /** The same check for every listed key (a record over fixed keys). */
  const each = (keys: readonly string[], check: Check): Check => obj(Object.fromEntries(keys.map((k) => [k, check])));

  /** An array of `min`–`max` items. */
  const list = (item: Check, min: number, max = min): Check => (v, p) => {
    if (!Array.isArray(v)) bad(p, 'must be an array');
    const length = readAt(p, () => v.length);
    if (length < min || length > max) bad(p, min === max ? `must have ${min} items` : `must have ${min} to ${max} items`);
    const out: unknown[] = [];
    for (let i = 0; i < length; i++) out.push(item(readAt(at(p, i), () => v[i]), at(p, i)));
    return out;
  };

  /** A permutation of `values` (each once, in the order of preference). */
  const order = (values: readonly string[]): Check => (v, p) => {
    const out = list(oneOf(values), values.length)(v, p) as string[];
    out.forEach((x, i) => {
      if (out.indexOf(x) !== i) bad(at(p, i), `${JSON.stringify(x)} is listed twice`);
    });
    return out;
  };

  /** A dictionary whose keys come from outside (at most `maxKeys`), copied onto a null-prototype object. */
  const dict = (value: Check, maxKeys: number, what = 'entries'): Check => (v, p) => {
    if (!isPlain(v)) bad(p, 'must be an object');
    const keys = keysOf(v, p);
    if (keys.length > maxKeys) bad(p, `at most ${maxKeys} ${what}`);
    const out: Record<string, unknown> = Object.create(null);
    for (const key of keys) out[key] = value(own(v, key, p), at(p, key));
    return out;
  };

  return { num, weight, oneOf, text, version, bool, obj, each, list, order, dict, own };
}

/** Freezes a checked copy all the way down, so a game can keep it and nobody can edit it later. */
export function deepFreeze<T>(v: T): T {
  if (typeof v === 'object' && v !== null) {
    for (const x of Object.values(v)) deepFreeze(x);
    Object.freeze(v);
  }
  return v;
}
