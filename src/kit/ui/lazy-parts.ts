/**
 * A board's lazily loaded parts (records, diagrams, highlights, computer players…), for every game:
 * imported once per page and shared by every board on it. A part's name is the page's, so a game names
 * its own apart from another's (Aztec's begin with `aztec-`).
 *
 * A part that could not be fetched can be fetched again: browsers remember a failed `import()` of a URL
 * for the life of the page, so a retry asks for the same file under another URL (`?retry=N`). The
 * self-contained bundles (rollup.config.mjs) and the dev server (scripts/retryable-imports.mjs) write
 * each dynamic import of src/ as `import(SPECIFIER + suffix)`, the suffix being what `loadPart` sets
 * just before calling the importer; with other bundlers the suffix is simply not used.
 */

/** The global slot the rewritten imports read their suffix from (a symbol: no name on the page's window). */
const RETRY_SUFFIX = Symbol.for('quetzal-board.retry-suffix');

interface Part {
  /** The import in flight, or null. */
  promise: Promise<unknown> | null;
  /** The module, once loaded. */
  module: unknown;
  loaded: boolean;
  failures: number;
  /** Rejects the import in flight for everyone waiting on it (`abandonPart`). */
  giveUp: ((error: Error) => void) | null;
}

const parts = new Map<string, Part>();

function partOf(name: string): Part {
  let part = parts.get(name);
  if (!part) {
    part = { promise: null, module: undefined, loaded: false, failures: 0, giveUp: null };
    parts.set(name, part);
  }
  return part;
}

/**
 * Imports a part once per page: the same promise for every caller until it settles. After a failure the
 * next call tries again, under a new URL.
 */
export function loadPart<M>(name: string, importer: () => Promise<M>): Promise<M> {
  const part = partOf(name);
  if (part.loaded) return Promise.resolve(part.module as M);
  if (part.promise) return part.promise as Promise<M>;
  const slot = globalThis as unknown as Record<symbol, string | undefined>;
  slot[RETRY_SUFFIX] = part.failures ? `?retry=${part.failures}` : '';
  let promise: Promise<M>;
  try {
    promise = importer();
  } catch (e) {
    promise = Promise.reject(e);
  } finally {
    delete slot[RETRY_SUFFIX];
  }
  const mine: Promise<M> = new Promise<M>((resolve, reject) => {
    part.giveUp = reject;
    promise.then((m) => {
      part.module = m;
      part.loaded = true;
      if (part.promise === mine) part.promise = null;
      resolve(m);
    }, (e: unknown) => {
      // (An import given up already counted as a failure.)
      if (part.promise === mine) {
        part.promise = null;
        part.failures++;
      }
      reject(e);
    });
  });
  part.promise = mine;
  return mine;
}

/**
 * Gives up on a part's import still in flight (the statechart stopped waiting: its deadline passed): the
 * next `loadPart` asks for the file again, under a new URL, instead of waiting on a request that hangs.
 */
export function abandonPart(name: string): void {
  const part = parts.get(name);
  if (!part?.promise || part.loaded) return;
  part.promise = null;
  part.failures++;
  // Whoever waits on it (a board's `updateComplete` too) hears that it failed.
  part.giveUp?.(new Error(`the ${name} part did not arrive in time`));
}

/** The part's module if it has loaded already, else null. */
export function partIfLoaded<M>(name: string): M | null {
  const part = parts.get(name);
  return part?.loaded ? (part.module as M) : null;
}
