/**
 * No dead exports: a value a module of src/ exports (function, const, let, class, enum) is either the
 * package's public API (a package.json entry, or a module such an entry re-exports with `export *`) or
 * named by another file that uses it (src/, scripts/, bench/, demo/, test/). An export nobody else
 * names is dead code or a file-local helper that should not be exported: remove it, or drop `export`.
 * Types are left out (a type costs nothing at run time). Names are matched as whole words, so a lazily
 * loaded module's export read as `chunk.name` counts as used.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { dirname, join, normalize, sep } from 'node:path';
// @ts-expect-error: a plain .mjs helper without types.
import { findFiles } from '../../scripts/find-files.mjs';

const posix = (p: string) => normalize(p).split(sep).join('/');

/** The src/ modules of the package's entries (package.json `exports`, dist/x.js ↔ src/x.ts). */
function entryModules(): string[] {
  const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { exports: Record<string, unknown> };
  const targets = Object.values(pkg.exports).flatMap((t) => (typeof t === 'string' ? [t] : Object.values(t as Record<string, string>)));
  return targets.filter((t) => /^\.\/dist\/.*\.js$/.test(t) && !t.endsWith('.bundle.js'))
    .map((t) => posix(t.replace(/^\.\/dist\//, 'src/').replace(/\.js$/, '.ts')));
}

/**
 * Every exported value of `files` that is neither public (reachable from `entries` through `export *`)
 * nor named in another file of `users`, as "file: name".
 */
export function deadExports(files: readonly string[], entries: readonly string[], users: readonly string[],
  read: (file: string) => string): string[] {
  const text = new Map<string, string>();
  const get = (f: string) => text.get(f) ?? (text.set(f, read(f)), text.get(f)!);
  const pub = new Set(entries);
  for (const queue = [...entries]; queue.length > 0;) {
    const file = queue.pop()!;
    for (const m of get(file).matchAll(/export \* from ['"](\.{1,2}\/[^'"]+)['"]/g)) {
      const target = posix(join(dirname(file), m[1]!.replace(/\.js$/, '.ts')));
      if (!pub.has(target) && files.includes(target)) {
        pub.add(target);
        queue.push(target);
      }
    }
  }
  const dead: string[] = [];
  for (const file of files) {
    if (pub.has(file)) continue;
    for (const m of get(file).matchAll(/^export (?:default )?(?:async )?(?:function\*?|const|let|class|enum)\s+(\w+)/gm)) {
      const word = new RegExp(`\\b${m[1]}\\b`);
      if (!users.some((u) => u !== file && word.test(get(u)))) dead.push(`${file}: ${m[1]}`);
    }
  }
  return dead;
}

describe('dead exports', () => {
  it('finds an export nobody names, and passes one that is used, public or re-exported', () => {
    const tree: Record<string, string> = {
      'src/index.ts': "export * from './api.js';\nexport const VERSION = 1;",
      'src/api.ts': 'export function play() {}',
      'src/icons.ts': 'export const templeIcon = 1;\nexport const shipIcon = 2;\nexport type Icon = number;',
      'src/board.ts': "import { shipIcon } from './icons.js';",
      'src/game-parts.ts': 'export function laterPart() {}',
      'src/loader.ts': "const m = await import('./later.js'); m.laterPart();",
      'demo/page.js': '',
    };
    const files = Object.keys(tree).filter((f) => f.startsWith('src/'));
    const dead = deadExports(files, ['src/index.ts'], Object.keys(tree), (f) => tree[f]!);
    assert.deepEqual(dead, ['src/icons.ts: templeIcon']);
  });

  it('src/ exports nothing that nobody uses', () => {
    // Generated files (bench/.cache's bundles, anything under a dot folder) name everything they bundle: not users.
    const mine = (f: string) => !f.split('/').some((part) => part.startsWith('.'));
    const ts = (dir: string) => (findFiles(dir, '.ts') as string[]).map(posix).filter((f) => !f.endsWith('.d.ts') && mine(f));
    const files = ts('src');
    const users = [...files, ...ts('test'), ...ts('scripts'), ...ts('bench'),
      ...['scripts', 'demo', 'bench'].flatMap((d) => [...findFiles(d, '.mjs'), ...findFiles(d, '.js')] as string[]).map(posix).filter(mine)];
    const entries = entryModules();
    assert.ok(entries.includes('src/index.ts') && entries.includes('src/games/aztec/index.ts'), `entries: ${entries.join(', ')}`);
    assert.deepEqual(deadExports(files, entries, users, (f) => readFileSync(f, 'utf8')), []);
  });
});
