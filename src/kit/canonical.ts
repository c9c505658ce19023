/**
 * Shared by every game. Canonical JSON (object keys sorted, undefined fields left out) and short hashes of it: the fingerprints
 * of game states (records) and of rule-sets are taken from it, so key order never changes them.
 */
export function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    return `{${Object.keys(o).filter((k) => o[k] !== undefined).sort().map((k) => `${JSON.stringify(k)}:${canonical(o[k])}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * 32-bit FNV-1a over a string's UTF-16 code units or over bytes (the first `end`), from `basis`: the one
 * hash behind fingerprints, save keys and share links' checksums.
 */
export function fnv1a(units: string | ArrayLike<number>, end = units.length, basis = 0x811c9dc5): number {
  let h = basis;
  const text = typeof units === 'string' ? units : null;
  for (let i = 0; i < end; i++) {
    h ^= text ? text.charCodeAt(i) : (units as ArrayLike<number>)[i]!;
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** 32-bit FNV-1a of a string, as 8 hex digits; `basis` picks another lane of the same hash. */
export function hash32(text: string, basis = 0x811c9dc5): string {
  return fnv1a(text, text.length, basis).toString(16).padStart(8, '0');
}

/**
 * The fingerprint of a rule-set document, for every game: 16 hex digits (two lanes of hash32) of its
 * canonical JSON with `name` and `sources` left out — commentary for people, which never changes a game.
 */
export function ruleSetPrint(doc: object): string {
  const text = canonical({ ...doc, name: undefined, sources: undefined });
  return hash32(text) + hash32(text, 0x1b873593);
}
