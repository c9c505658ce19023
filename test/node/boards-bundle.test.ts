/**
 * dist/boards.bundle.js: a page holding a <quetzal-board> and an <aztec-board> loads one file before
 * their first render, with one Lit (the two elements share their base classes), XState and kit inside,
 * and both boards play. (Each board's own bundle carries its own copy of them.)
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, buildBundle, chromiumMissing, serveBuilt } from './real-bundle.js';

const PAGE = `<!doctype html><meta charset="utf-8"><title>Both boards</title>
<quetzal-board players="2" seed="7" no-handover no-save></quetzal-board>
<aztec-board players="3" seed="7" no-save></aztec-board>
<script type="module" src="/dist/boards.bundle.js"></script>`;

// The timeout is a hang guard: building the bundle (rollup, terser) takes 15–60 s on a busy 2-core machine.
test('one file for both boards: one Lit under both elements, and both play', { skip: chromiumMissing(), timeout: 180_000 }, async () => {
  const dir = mkdtempSync(join(tmpdir(), 'quetzal-boards-'));
  let server: Server | undefined;
  const { chromium } = await import('playwright-core');
  let browser: Awaited<ReturnType<typeof chromium.launch>> | undefined;
  try {
    const files = await buildBundle(dir, 'boards.bundle.js');
    const main = readFileSync(join(dir, 'boards.bundle.js'), 'utf8');
    // Lit registers its version once per copy it runs.
    assert.equal(main.match(/litHtmlVersions/g)?.length, 1, 'one copy of lit-html in the file');
    const asked: string[] = [];
    let origin: string;
    ({ server, origin } = await serveBuilt(PAGE, dir, files, (file) => asked.push(file)));

    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
    const page = await browser.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (e) => pageErrors.push(e.message));
    await page.goto(origin, { waitUntil: 'load' });
    await page.waitForFunction(() => ['quetzal-board', 'aztec-board']
      .every((tag) => !!(document.querySelector(tag) as unknown as { state: unknown } | null)?.state));
    // Both first screens came from the one file (what loads later, a chunk, is not in the way).
    assert.deepEqual(asked.filter((f) => !f.startsWith('chunks/')), ['boards.bundle.js']);

    // The two elements' classes meet at a base class of their own (LitElement), not at HTMLElement.
    // (A string: tsx would wrap a named function of the callback in a helper the page does not have.)
    const shared = await page.evaluate(`(() => {
      const chain = (c) => { const out = []; for (let p = c; p && p !== HTMLElement; p = Object.getPrototypeOf(p)) out.push(p); return out; };
      const q = chain(customElements.get('quetzal-board'));
      return chain(customElements.get('aztec-board')).filter((c) => q.includes(c)).length;
    })()`) as number;
    assert.ok(shared >= 2, `LitElement and ReactiveElement shared: ${shared} common base classes`);

    // Quetzal rolls; Aztec's first decision is the collect, told by its phase.
    assert.equal(await page.evaluate(() => (document.querySelector('quetzal-board') as unknown as { play(m: unknown): boolean }).play({ type: 'roll' })), true);
    assert.equal(await page.evaluate(() => (document.querySelector('quetzal-board') as unknown as { state: { phase: string } }).state.phase), 'place');
    assert.equal(await page.evaluate(() => (document.querySelector('aztec-board') as unknown as { state: { step: string } }).state.step), 'collect');
    assert.deepEqual(pageErrors, []);
  } finally {
    await browser?.close();
    server?.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
