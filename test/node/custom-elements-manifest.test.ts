/**
 * custom-elements.json is generated from the elements' JSDoc by `cem analyze` (run by `npm run build`) and
 * committed: a JSDoc change without a rebuild would ship a stale manifest (and stale README tables, which
 * readme-api.test.ts derives from it). This runs the analyzer in memory with the project's own config and
 * compares. It writes nothing: no manifest file, no package.json field.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

// The analyzer ships no types: its module name in a variable keeps tsc from looking for them.
const ANALYZER_CLI = '@custom-elements-manifest/analyzer/cli.js';
const { cli } = (await import(ANALYZER_CLI)) as {
  cli: (o: { argv: string[]; cwd: string; noWrite: boolean }) => Promise<unknown>;
};

/** The manifest `npm run analyze` would write now, as text. */
async function generatedManifest(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'quetzal-cem-'));
  try {
    // The project's config, told not to touch package.json (the analyzer's `packagejson` default) and to be quiet.
    const config = join(dir, 'cem.config.mjs');
    writeFileSync(config, `import base from ${JSON.stringify(pathToFileURL('custom-elements-manifest.config.mjs').href)};
export default { ...base, packagejson: false, quiet: true };\n`);
    const manifest = await cli({ argv: ['analyze', '--config', config], cwd: process.cwd(), noWrite: true });
    return `${JSON.stringify(manifest, null, 2)}\n`;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('custom-elements.json', () => {
  it('matches what the analyzer generates from src/ (run `npm run build` and commit it if not)', async () => {
    const committed = readFileSync('custom-elements.json', 'utf8');
    const generated = await generatedManifest();
    if (generated !== committed) {
      const a = committed.split('\n');
      const b = generated.split('\n');
      const line = a.findIndex((l, i) => l !== b[i]);
      assert.fail(`custom-elements.json is stale from line ${line + 1}: committed ${JSON.stringify(a[line])}, generated ${JSON.stringify(b[line])}`);
    }
  });

  it('documents the board\'s public API: its attributes, events, parts and custom properties', async () => {
    const manifest = JSON.parse(await generatedManifest()) as { modules: { declarations?: { tagName?: string; attributes?: unknown[]; events?: unknown[]; cssParts?: unknown[]; cssProperties?: unknown[] }[] }[] };
    const board = manifest.modules.flatMap((m) => m.declarations ?? []).find((d) => d.tagName === 'quetzal-board');
    assert.ok(board, 'quetzal-board is declared');
    for (const key of ['attributes', 'events', 'cssParts', 'cssProperties'] as const) assert.ok((board[key]?.length ?? 0) > 0, `quetzal-board lists ${key}`);
  });
});
