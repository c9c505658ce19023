/**
 * For Node tests that run the real bundle in Chromium (embed-csp, bundle-phase3): Debian's Chromium (from
 * scripts/chromium.mjs, shared with the other scripts), why it cannot run, and a bundle built exactly as
 * rollup.config.mjs builds it.
 */
import assert from 'node:assert/strict';
import { accessSync, constants } from 'node:fs';
import { pathToFileURL } from 'node:url';

// Plain .mjs helpers shared with the other scripts (imported by URL: they have no .d.ts).
export const { CHROMIUM_PATH, CHROMIUM_FLAGS } = (await import(pathToFileURL('scripts/chromium.mjs').href)) as {
  CHROMIUM_PATH: string;
  CHROMIUM_FLAGS: string[];
};

/** Why these tests must be skipped (no Chromium), or false. */
export function chromiumMissing(): string | false {
  try {
    accessSync(CHROMIUM_PATH, constants.X_OK);
    return false;
  } catch {
    return `Chromium not found at ${CHROMIUM_PATH} (apt-get install -y chromium, or set CHROME_PATH)`;
  }
}

/**
 * Builds a bundle (and its chunks/) with rollup.config.mjs's own settings for it into `dir` (default
 * dist/quetzal-board.bundle.js's); returns the files written.
 */
export async function buildBundle(dir: string, file = 'quetzal-board.bundle.js'): Promise<string[]> {
  const { rollup } = await import('rollup');
  const configs = (await import(pathToFileURL('rollup.config.mjs').href)).default as {
    output: { entryFileNames?: string; [k: string]: unknown };
    [k: string]: unknown;
  }[];
  const config = configs.find((c) => c.output.entryFileNames === file);
  assert.ok(config, `rollup.config.mjs has no dist/${file} build`);
  const bundle = await rollup({ ...config, onwarn: () => {} } as never);
  const { output } = await bundle.write({ ...config.output, dir, sourcemap: false } as never);
  await bundle.close();
  return output.map((o: { fileName: string }) => o.fileName);
}
