/**
 * The layers, read from the imports of every source file:
 *  - the kit (src/kit/) imports no game and nothing of the package above it;
 *  - a game under src/games/ imports no other game;
 *  - the package's entry points at the top of src/ (index.ts, engine.ts, bundle.ts: Quetzal's, the first
 *    game's) import Quetzal, the kit and the entries, never another game;
 *  - the entries (src/entries/) join the games: a file there may import the kit and every game, and
 *    only there may one package file reach two games — the bots' one worker for every game
 *    (entries/bot-worker.ts: Quetzal's computers at once, Aztec's as a chunk of their own) and the client
 *    that asks it for any game. Nothing imports an entry but another entry or one of Quetzal's package
 *    entry points that no file of src/ imports (src/bundle.ts, say; a game's never): so what the kit, a
 *    game or Quetzal's code imports never brings in another game.
 * And the kit's board statechart reaches none of the regions a game may name (kit/board/*-region.ts): a
 * game that names none carries none of their code.
 * Static and dynamic imports, and `import type`, all count: a type from another game is a dependency on
 * it too. A worker is started by its URL, not imported (Quetzal's BotClient names the entries' worker,
 * `new URL('../entries/bot-worker.js', import.meta.url)`): its code runs in a thread of its own and none
 * of it comes into the page's modules. Such URLs are not crossings; the last check makes sure each
 * names a module of src/.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
// @ts-expect-error: a plain .mjs helper without types.
import { findFiles } from '../../scripts/find-files.mjs';

const SRC = 'src';

/** The relative module specifiers a file imports (static, dynamic, re-exports, types), resolved under src/. */
export function importsOf(file: string, text = readFileSync(file, 'utf8')): string[] {
  const specs = [...text.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"](\.{1,2}\/[^'"]+)['"]/g)].map((m) => m[1]!);
  return specs.map((s) => relative(SRC, join(dirname(file), s)).split(sep).join('/'));
}

/** The modules a file starts by URL (`new URL('./x.js', import.meta.url)`: a worker), resolved under src/; comment lines left out. */
function urlModulesOf(file: string, text: string): string[] {
  const code = text.split('\n').filter((line) => !/^\s*(\*|\/\/)/.test(line)).join('\n');
  const specs = [...code.matchAll(/new URL\(\s*['"](\.{1,2}\/[^'"]+\.js)['"]\s*,\s*import\.meta\.url\s*\)/g)].map((m) => m[1]!);
  return specs.map((s) => relative(SRC, join(dirname(file), s)).split(sep).join('/'));
}

/** Where a src-relative path belongs: 'kit', 'games/<name>', 'entries', or 'package' (an entry point at the top of src/). */
export function layerOf(path: string): string {
  const [top, game] = path.split('/');
  if (top === 'kit') return 'kit';
  if (top === 'games') return `games/${game}`;
  if (top === 'entries') return 'entries';
  if (!path.includes('/')) return 'package';
  throw new Error(`${path}: every file of src/ belongs to the kit, a game, the entries or the package's entry points`);
}

const srcPath = (file: string) => relative(SRC, file).split(sep).join('/');
const asTs = (path: string) => path.replace(/\.js$/, '.ts');

/** Every import that crosses a line it may not cross, as "file → import (why)". */
export function crossings(files: readonly string[], read: (file: string) => string = (f) => readFileSync(f, 'utf8')): string[] {
  const imports = new Map(files.map((file) => [file, importsOf(file, read(file))]));
  // A package entry point: a file no file of src/ imports (nothing can bring an entry in through it).
  const imported = new Set([...imports.values()].flat().map(asTs));
  const out: string[] = [];
  for (const file of files) {
    const from = layerOf(srcPath(file));
    for (const target of imports.get(file)!) {
      const to = layerOf(target);
      if (to === from || from === 'entries') continue;
      if (from === 'kit') out.push(`${file} → ${target} (the kit imports no game and nothing above it)`);
      else if (to === 'entries' && from.startsWith('games/')) out.push(`${file} → ${target} (a game imports no entry: the entries join the games)`);
      else if (to === 'entries') {
        if (imported.has(srcPath(file))) out.push(`${file} → ${target} (only the entries and the package's entry points import the entries)`);
      } else if (from.startsWith('games/') && to.startsWith('games/')) out.push(`${file} → ${target} (a game imports no other game)`);
      else if (from === 'package' && to.startsWith('games/') && to !== 'games/quetzal') out.push(`${file} → ${target} (the package's entry points are Quetzal's)`);
    }
  }
  return out;
}

describe('layers: the kit, then one folder per game', () => {
  const files = (findFiles(SRC, '.ts') as string[]).filter((f) => !f.endsWith('.d.ts'));

  it('finds the kit and the games it checks', () => {
    assert.ok(files.some((f) => layerOf(relative(SRC, f)) === 'kit'), 'src/kit/ has files');
    assert.ok(files.some((f) => layerOf(relative(SRC, f).split(sep).join('/')) === 'games/aztec'), 'src/games/aztec/ has files');
    assert.ok(files.some((f) => layerOf(relative(SRC, f).split(sep).join('/')) === 'entries'), 'src/entries/ has files');
  });

  it('no import crosses a layer it may not cross', () => {
    assert.deepEqual(crossings(files), []);
  });

  it('the check sees static, dynamic and type imports, and each forbidden direction', () => {
    const fake: Record<string, string> = {
      'src/kit/a.ts': "import { x } from '../games/aztec/engine.js';\nconst m = import('../games/quetzal/engine/index.js');\nimport { w } from '../entries/w.js';\nimport { i } from '../index.js';",
      'src/games/aztec/b.ts': "import type { GameState } from '../quetzal/engine/types.js';\nimport { seedRng } from '../../kit/random.js';",
      'src/games/quetzal/statechart/c.ts': "export * from '../../aztec/index.js';\nimport { k } from '../../../kit/k.js';",
      'src/games/aztec/d.ts': "import { y } from './types.js';\nconst bots = () => import('../../entries/computers.js');",
      // The entries join the games; the package's entry point that nobody imports (bundle.ts) may import
      // them, a module another imports (g.ts) may not; a URL is no import (h.ts). The package's entry
      // points are Quetzal's (index.ts), never another game's (engine.ts).
      'src/entries/e.ts': "import * as q from '../games/quetzal/bots/index.js';\nconst a = () => import('../games/aztec/bots/index.js');\nimport { k } from '../kit/k.js';\nimport { f } from './f.js';",
      'src/entries/f.ts': "import type { AztecState } from '../games/aztec/types.js';",
      'src/bundle.ts': "export * from './index.js';\nimport { e } from './entries/e.js';",
      'src/index.ts': "export * from './games/quetzal/statechart/c.js';",
      'src/engine.ts': "export * from './games/aztec/index.js';",
      'src/games/quetzal/statechart/g.ts': "import type { E } from '../../../entries/e.js';",
      'src/games/quetzal/statechart/h.ts': "import { g } from './g.js';\nconst w = new URL('../../../entries/e.js', import.meta.url);",
    };
    assert.deepEqual(crossings(Object.keys(fake), (f) => fake[f]!), [
      'src/kit/a.ts → games/aztec/engine.js (the kit imports no game and nothing above it)',
      'src/kit/a.ts → games/quetzal/engine/index.js (the kit imports no game and nothing above it)',
      'src/kit/a.ts → entries/w.js (the kit imports no game and nothing above it)',
      'src/kit/a.ts → index.js (the kit imports no game and nothing above it)',
      'src/games/aztec/b.ts → games/quetzal/engine/types.js (a game imports no other game)',
      'src/games/quetzal/statechart/c.ts → games/aztec/index.js (a game imports no other game)',
      'src/games/aztec/d.ts → entries/computers.js (a game imports no entry: the entries join the games)',
      "src/engine.ts → games/aztec/index.js (the package's entry points are Quetzal's)",
      'src/games/quetzal/statechart/g.ts → entries/e.js (a game imports no entry: the entries join the games)',
    ]);
  });

  it('every file of src/ has a layer', () => {
    assert.throws(() => layerOf('machine/quetzal-machine.ts'), /machine\/quetzal-machine\.ts: every file of src\/ belongs to the kit, a game, the entries or the package's entry points/);
    assert.equal(layerOf('games/quetzal/board/quetzal-board.ts'), 'games/quetzal');
    assert.equal(layerOf('bundle.ts'), 'package');
  });

  it('every module started by URL (the bots\' worker) is a module of src/', () => {
    const started = files.flatMap((f) => urlModulesOf(f, readFileSync(f, 'utf8')).map((m) => [f, m] as const));
    assert.ok(started.some(([f, m]) => f === join(SRC, 'games', 'quetzal', 'bots', 'bot-client.ts') && m === 'entries/bot-worker.js'), 'Quetzal\'s BotClient starts the entries\' worker');
    for (const [file, module] of started) assert.ok(existsSync(join(SRC, asTs(module))), `${file} starts ${module}, which src/ does not have`);
  });

  it('the kit\'s statechart brings in none of the regions a game may name (a game that names none carries none of their code)', () => {
    const regions = files.map(srcPath).filter((f) => /^kit\/board\/[a-z-]+-region\.ts$/.test(f) && f !== 'kit/board/board-region.ts');
    assert.deepEqual(regions.sort(), ['kit/board/decisions-region.ts', 'kit/board/later-region.ts', 'kit/board/parts-region.ts', 'kit/board/taps-region.ts']);
    // Every module the statechart's file reaches through its imports (its types' included).
    const reached = new Set<string>();
    const visit = (module: string) => {
      if (reached.has(module)) return;
      reached.add(module);
      for (const next of importsOf(join(SRC, module))) visit(asTs(next));
    };
    visit('kit/board/board-machine.ts');
    assert.ok(reached.has('kit/board/board-steps.ts') && reached.has('kit/board/board-region.ts'), 'the walk follows the imports');
    assert.deepEqual(regions.filter((r) => reached.has(r)), []);
  });
});
