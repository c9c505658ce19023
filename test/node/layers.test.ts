/**
 * The layers, read from the imports of every source file: the kit (src/kit/) imports no game and nothing
 * of the package above it; a game under src/games/ imports no other game; Quetzal's code (everything
 * under src/ that is neither the kit nor src/games/) imports no game of src/games/. Static and dynamic
 * imports, and `import type`, all count: a type from another game is a dependency on it too.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
// @ts-expect-error: a plain .mjs helper without types.
import { findFiles } from '../../scripts/find-files.mjs';

const SRC = 'src';

/** The relative module specifiers a file imports (static, dynamic, re-exports, types), resolved under src/. */
export function importsOf(file: string, text = readFileSync(file, 'utf8')): string[] {
  const specs = [...text.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"](\.{1,2}\/[^'"]+)['"]/g)].map((m) => m[1]!);
  return specs.map((s) => relative(SRC, join(dirname(file), s)).split(sep).join('/'));
}

/** Where a src-relative path belongs: 'kit', 'games/<name>', or 'quetzal' (the package's first game, not yet moved). */
export function layerOf(path: string): string {
  const [top, game] = path.split('/');
  if (top === 'kit') return 'kit';
  if (top === 'games') return `games/${game}`;
  return 'quetzal';
}

/** Every import that crosses a line it may not cross, as "file → import (why)". */
export function crossings(files: readonly string[], read: (file: string) => string = (f) => readFileSync(f, 'utf8')): string[] {
  const out: string[] = [];
  for (const file of files) {
    const from = layerOf(relative(SRC, file).split(sep).join('/'));
    for (const target of importsOf(file, read(file))) {
      const to = layerOf(target);
      if (to === from) continue;
      if (from === 'kit') out.push(`${file} → ${target} (the kit imports no game and nothing above it)`);
      else if (from.startsWith('games/') && to.startsWith('games/')) out.push(`${file} → ${target} (a game imports no other game)`);
      else if (from === 'quetzal' && to.startsWith('games/')) out.push(`${file} → ${target} (Quetzal imports no other game)`);
    }
  }
  return out;
}

/**
 * The crossings allowed, each with its reason. The bots' Web Worker is one for every game: it answers
 * Quetzal's requests, and loads another game's bots (a chunk of their own) by dynamic import at that
 * game's first request, so Quetzal's worker does not carry them — the one place where the games meet.
 */
const ALLOWED = ['src/bots/bot-worker.ts → games/aztec/bots/index.js'];

describe('layers: the kit, then one folder per game', () => {
  const files = (findFiles(SRC, '.ts') as string[]).filter((f) => !f.endsWith('.d.ts'));

  it('finds the kit and the games it checks', () => {
    assert.ok(files.some((f) => layerOf(relative(SRC, f)) === 'kit'), 'src/kit/ has files');
    assert.ok(files.some((f) => layerOf(relative(SRC, f).split(sep).join('/')) === 'games/aztec'), 'src/games/aztec/ has files');
  });

  it('no import crosses a layer it may not cross (but the crossings ALLOWED)', () => {
    assert.deepEqual(crossings(files).filter((c) => !ALLOWED.some((a) => c.startsWith(`${a} `))), []);
  });

  it('the check sees static, dynamic and type imports, and each forbidden direction', () => {
    const fake: Record<string, string> = {
      'src/kit/a.ts': "import { x } from '../games/aztec/engine.js';\nconst m = import('../rules/index.js');",
      'src/games/aztec/b.ts': "import type { GameState } from '../quetzal/types.js';\nimport { seedRng } from '../../kit/random.js';",
      'src/machine/c.ts': "export * from '../games/aztec/index.js';",
      'src/games/aztec/d.ts': "import { y } from './types.js';",
    };
    assert.deepEqual(crossings(Object.keys(fake), (f) => fake[f]!), [
      'src/kit/a.ts → games/aztec/engine.js (the kit imports no game and nothing above it)',
      'src/kit/a.ts → rules/index.js (the kit imports no game and nothing above it)',
      'src/games/aztec/b.ts → games/quetzal/types.js (a game imports no other game)',
      'src/machine/c.ts → games/aztec/index.js (Quetzal imports no other game)',
    ]);
  });
});
