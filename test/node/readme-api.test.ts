/**
 * README.md's element API tables are generated from the committed custom-elements.json
 * (scripts/readme-api.mjs, run by `npm run build`): a stale README fails `npm test`. No build needed.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const SCRIPT = 'scripts/readme-api.mjs';
const api = (await import(pathToFileURL(SCRIPT).href)) as {
  START: string;
  END: string;
  renderApi: (manifest: unknown) => string;
  elementsOf: (manifest: unknown) => { tagName: string; attributes?: { name: string }[]; events?: { name: string }[]; cssParts?: { name: string }[]; cssProperties?: { name: string }[] }[];
};

function run(...args: string[]) {
  const r = spawnSync(process.execPath, [SCRIPT, ...args], { encoding: 'utf8' });
  return { code: r.status, out: r.stdout + r.stderr };
}

function withTemp(fn: (dir: string) => void): void {
  const dir = mkdtempSync(join(tmpdir(), 'quetzal-readme-'));
  try {
    fn(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('README API tables', () => {
  it('README.md matches custom-elements.json (run `npm run build` and commit README.md if not)', () => {
    const { code, out } = run('--check');
    assert.equal(code, 0, out);
  });

  it('lists every attribute, event, CSS part and custom property of every element', () => {
    const manifest = JSON.parse(readFileSync('custom-elements.json', 'utf8'));
    const readme = readFileSync('README.md', 'utf8');
    const section = readme.slice(readme.indexOf(api.START), readme.indexOf(api.END));
    const elements = api.elementsOf(manifest);
    assert.ok(elements.some((e) => e.tagName === 'quetzal-board'));
    for (const el of elements) {
      assert.ok(section.includes(`### \`<${el.tagName}>\``), el.tagName);
      const names = [...(el.attributes ?? []), ...(el.events ?? []), ...(el.cssParts ?? []), ...(el.cssProperties ?? [])].map((x) => x.name);
      for (const name of names) assert.ok(section.includes(`| \`${name}\` |`), `${el.tagName}: ${name} is in the README`);
    }
  });

  it('--check fails with a message on a stale README; without --check it rewrites only the section', () => {
    withTemp((dir) => {
      const readme = join(dir, 'README.md');
      const original = readFileSync('README.md', 'utf8');
      const stale = original.replace(/(\| `players` \| `players` \|)[^\n]*/, '$1 `number` | | an old description |');
      assert.notEqual(stale, original);
      writeFileSync(readme, `${stale}\nA line after everything.\n`);

      const check = run('--check', '--readme', readme);
      assert.equal(check.code, 1);
      assert.match(check.out, /do not match custom-elements\.json/);
      assert.match(check.out, /npm run build/);

      const write = run('--readme', readme);
      assert.equal(write.code, 0, write.out);
      assert.equal(readFileSync(readme, 'utf8'), `${original}\nA line after everything.\n`);
      assert.equal(run('--check', '--readme', readme).code, 0);
      // Idempotent: a second run changes nothing.
      run('--readme', readme);
      assert.equal(readFileSync(readme, 'utf8'), `${original}\nA line after everything.\n`);
    });
  });

  it('fails clearly without the markers, and escapes table cells', () => {
    withTemp((dir) => {
      const readme = join(dir, 'README.md');
      writeFileSync(readme, '# no markers here\n');
      const r = run('--check', '--readme', readme);
      assert.equal(r.code, 1);
      assert.match(r.out, /<!-- api:start -->/);
    });
    const md = api.renderApi({
      modules: [{
        path: 'src/x.ts',
        declarations: [{
          kind: 'class', name: 'X', customElement: true, tagName: 'x-el',
          attributes: [{ name: 'mode', fieldName: 'mode', type: { text: "'a' | 'b'" }, description: 'Two\nlines | pipe' }],
          members: [
            { kind: 'field', name: 'mode', type: { text: "'a' | 'b'" }, attribute: 'mode' },
            { kind: 'field', name: 'secret', privacy: 'private' },
            { kind: 'field', name: 'styles', static: true },
          ],
          slots: [{ name: '', description: 'Content.' }],
        }],
      }],
    });
    assert.match(md, /\| `mode` \| `mode` \| `'a' \\\| 'b'` \|   \| Two lines \\\| pipe \|/);
    assert.doesNotMatch(md, /secret|styles/);
    assert.match(md, /\| \(default\) \| Content\. \|/);
    assert.match(md, /#### Events\n\nNone\./);
  });
});
