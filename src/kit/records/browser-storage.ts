/**
 * The browser's storage as the records layer uses it: a small module of its own, so that a board's first
 * file can look for a save without bringing in the save slots (storage.ts).
 */

/** The part of the Web Storage API a save slot uses (localStorage, or a test's stand-in). */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** `globalThis.localStorage`, or null where there is none or reading it throws. */
export function defaultStorage(): StorageLike | null {
  try {
    const ls = (globalThis as { localStorage?: StorageLike }).localStorage;
    return ls ?? null;
  } catch {
    return null; // reading localStorage itself throws SecurityError in some sandboxed contexts
  }
}
