/**
 * For Node tests that run the real bundle in Chromium (embed-csp, bundle-phase3, boards-bundle): Debian's
 * Chromium (from scripts/chromium.mjs, shared with the other scripts), why it cannot run, a bundle built
 * exactly as rollup.config.mjs builds it, and a local server for a page and the built files.
 */
import assert from 'node:assert/strict';
import { accessSync, constants, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
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

/**
 * Serves `page` at / and the built `files` of `dir` at /dist/<file> (404 for anything else) on a free
 * local port. `onFile` runs before each file is sent: a test counts the requests, or holds one back.
 */
export async function serveBuilt(page: string, dir: string, files: readonly string[], onFile: (file: string) => unknown = () => {}): Promise<{ server: Server; origin: string }> {
  const server = createServer(async (req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (path === '/') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
      return;
    }
    const file = path.startsWith('/dist/') ? path.slice('/dist/'.length) : null;
    if (!file || !files.includes(file)) {
      res.writeHead(404).end();
      return;
    }
    await onFile(file);
    res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' }).end(readFileSync(join(dir, file)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}
