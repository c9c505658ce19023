/**
 * The self-contained bundle under a strict Content Security Policy with Trusted Types enforced.
 *
 * Builds dist/quetzal-board.bundle.js exactly as `npm run build` does (rollup.config.mjs's bundle
 * entry and its lazy chunks, written to a temp dir), serves demo/csp.html, the bundle and its chunks
 * from a tiny node:http server that sends the policy below as a header, opens the page in Chromium
 * (playwright-core, Debian's Chromium), plays a roll and two placements with real clicks inside the
 * shadow DOM (the first move loads the records chunk, with its styles), opens the Game menu, and
 * asserts that not one `securitypolicyviolation` event fired and nothing reached console.error. Also
 * that the bundle's bots chunk names their worker where rollup.config.mjs writes it (chunks/bot-worker.js).
 *
 * The policy, part by part:
 * - default-src 'self': every fetch (images, fonts, connections, workers…) from this origin only.
 * - script-src 'self': the bundle is an external module file; no 'unsafe-inline', no 'unsafe-eval'
 *   (neither Lit nor XState evaluates strings).
 * - style-src 'self': no 'unsafe-inline'. Lit puts the element's styles in a constructed
 *   CSSStyleSheet (adoptedStyleSheets), which style-src does not govern; per-node styles are set
 *   through the CSSOM (style.setProperty), which is not an inline style either. Lit's own styleMap
 *   writes its first render as a style="…" string, which this policy blocks (style-src-attr,
 *   lit/lit#4719): the board uses kit/ui/style-map.ts instead, and `seatColours` below checks it.
 * - object-src 'none', base-uri 'none': no plugins, no <base> hijacking.
 * - require-trusted-types-for 'script': every HTML/script sink needs a Trusted Type…
 * - trusted-types lit-html: …and the only policy allowed is the one Lit creates for its templates
 *   (it only ever turns the element's own static template strings into HTML).
 * Nothing had to be relaxed.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, posix } from 'node:path';
import { pathToFileURL } from 'node:url';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, buildBundle, chromiumMissing } from './real-bundle.js';

export const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "require-trusted-types-for 'script'",
  'trusted-types lit-html',
].join('; ');


function serve(files: Record<string, { path: string; type: string }>, misses: string[]): Promise<Server> {
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const file = files[path];
    if (path === '/favicon.ico') {
      res.writeHead(204).end(); // the browser asks by itself; not the board
      return;
    }
    if (!file) {
      misses.push(path);
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    res.writeHead(200, { 'content-type': file.type, 'content-security-policy': CSP, 'cache-control': 'no-store' });
    res.end(readFileSync(file.path));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const missing = chromiumMissing();

// Fast, no browser: what the strict policy would block, anywhere in src/ (the browser test below only
// sees what a few moves render). Static style="…" attributes, interpolated ones and Lit's own styleMap
// all end up as style attribute strings; use kit/ui/style-map.ts (CSSOM) or a class instead.
test('src/ writes no inline style attribute strings', () => {
  const offenders: string[] = [];
  for (const entry of readdirSync('src', { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.ts$/.test(entry.name)) continue;
    const file = join(entry.parentPath ?? entry.path, entry.name);
    readFileSync(file, 'utf8').split('\n').forEach((line, i) => {
      if (/^\s*(\/\/|\*)/.test(line)) return; // comments
      if (/lit\/directives\/style-map/.test(line) || /\bstyle="/.test(line) || /setAttribute\(\s*['"]style['"]/.test(line)
        || /\.innerHTML\s*=|insertAdjacentHTML|document\.write|new Function\(|\beval\(/.test(line)) {
        offenders.push(`${file}:${i + 1}: ${line.trim()}`);
      }
    });
  }
  assert.deepEqual(offenders, [], 'blocked by style-src / Trusted Types under a strict CSP');
});

// The timeout is a hang guard: building the bundle (rollup, terser) takes 15–60 s on a busy 2-core machine.
test('the bundle plays under a strict CSP with Trusted Types enforced', { skip: missing, timeout: 180_000 }, async () => {
  const dir = mkdtempSync(join(tmpdir(), 'quetzal-csp-'));
  const misses: string[] = [];
  let server: Server | undefined;
  const { chromium } = await import('playwright-core');
  let browser: Awaited<ReturnType<typeof chromium.launch>> | undefined;
  try {
    const files = await buildBundle(dir);
    assert.ok(files.includes('quetzal-board.bundle.js') && files.some((f) => f.startsWith('chunks/')), `the bundle and its chunks: ${files.join(', ')}`);
    // The bots' chunk starts their worker beside it, where rollup.config.mjs's worker build writes it
    // (chunks/bot-worker.js: a host keeps dist/chunks/ together), not at the modules' entries/bot-worker.js.
    const workerUrls = files.flatMap((f) => [...readFileSync(join(dir, f), 'utf8').matchAll(/new URL\("([^"]*bot-worker\.js)",\s*import\.meta\.url\)/g)]
      .map((m) => posix.join(posix.dirname(f), m[1]!)));
    assert.ok(workerUrls.length > 0 && workerUrls.every((u) => u === 'chunks/bot-worker.js'), `the worker's URLs: ${workerUrls.join(', ')}`);
    const configs = (await import(pathToFileURL('rollup.config.mjs').href)).default as { output?: { dir?: string; entryFileNames?: string } }[];
    const workerBuild = configs.find((c) => c.output?.entryFileNames === 'bot-worker.js')?.output;
    assert.equal(workerBuild && posix.join(workerBuild.dir!, workerBuild.entryFileNames!), 'dist/chunks/bot-worker.js', 'the worker build writes it there');
    server = await serve({
      '/demo/csp.html': { path: 'demo/csp.html', type: 'text/html; charset=utf-8' },
      ...Object.fromEntries(files.map((f) => [`/dist/${f}`, { path: join(dir, f), type: 'text/javascript; charset=utf-8' }])),
    }, misses);
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
    const page = await browser.newPage({ viewport: { width: 1024, height: 768 } });
    const consoleErrors: string[] = [];
    page.on('console', (m) => { if (m.type() === 'error') consoleErrors.push(m.text()); });
    page.on('pageerror', (e) => consoleErrors.push(`page error: ${e.message}`));
    // Installed before any page script runs (DevTools protocol: not subject to the page's CSP).
    await page.addInitScript(() => {
      const w = window as unknown as { __violations: string[] };
      w.__violations = [];
      document.addEventListener('securitypolicyviolation', (e) => {
        const where = e.composedPath()[0];
        const what = where instanceof Element ? `<${where.localName} class="${where.getAttribute('class') ?? ''}">` : '';
        w.__violations.push(`${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} ${what} ${e.sample}`.trim());
      }, true);
    });

    const response = await page.goto(`${origin}/demo/csp.html`, { waitUntil: 'load' });
    assert.equal(response?.headers()['content-security-policy'], CSP, 'the page is served with the policy');
    await page.waitForFunction(() => !!document.querySelector('quetzal-board')?.shadowRoot?.querySelector('[data-action="roll"]'), null, { timeout: 10_000 });

    const board = page.locator('quetzal-board');
    const read = () => page.evaluate(() => {
      const el = document.querySelector('quetzal-board') as HTMLElement & { state: { seats: { coins: number; meeples: { placed: unknown }[] }[] } };
      const root = el.shadowRoot!;
      return {
        decision: root.querySelector('.handover') ? 'handover' : (root.querySelector<HTMLElement>('.prompt')?.dataset.decision ?? 'none'),
        logLines: root.querySelectorAll('.log-entry').length,
        coins: el.state.seats.map((s) => s.coins),
        shownCoins: [...root.querySelectorAll('.seat [data-stat="coins"]')].map((n) => Number(n.textContent)),
        placed: el.state.seats.map((s) => s.meeples.filter((m) => m.placed).length),
        hasAdoptedSheet: root.adoptedStyleSheets.length > 0,
        // Set through styleMap: blocked (empty) if it went through a style="…" attribute string.
        seatColours: [...root.querySelectorAll<HTMLElement>('.seat')].map((n) => n.style.getPropertyValue('--seat')),
      };
    });

    const start = await read();
    assert.equal(start.decision, 'roll');
    assert.equal(start.logLines, 0);
    assert.ok(start.hasAdoptedSheet, 'Lit styles arrive as adoptedStyleSheets');
    assert.deepEqual(start.seatColours, ['var(--quetzal-seat-1)', 'var(--quetzal-seat-2)', 'var(--quetzal-seat-3)'], 'per-node styles applied');

    // Roll (real mouse clicks: Playwright's CSS selectors pierce open shadow roots). A person's clicks
    // that make a move are followed by a short pause in which more input is dropped (a double tap
    // makes one move): this player waits a moment after each, as a person would.
    const tap = async (locator: { click(): Promise<void> }) => {
      await locator.click();
      await page.waitForTimeout(600);
    };
    await tap(board.locator('[data-action="roll"]'));
    const rolled = await read();
    assert.equal(rolled.logLines, 1, 'the roll is in the log');

    // Two placements, each after the pass-and-play cover: one meeple on the first legal target.
    let placements = 0;
    for (let step = 0; step < 20 && placements < 2; step++) {
      const { decision } = await read();
      if (decision === 'handover') {
        await tap(board.locator('.handover [data-action="continue"]'));
      } else if (decision === 'reroll') {
        await tap(board.locator('[data-action="keep-roll"]'));
      } else if (decision === 'campReroll') {
        await tap(board.locator('[data-action="no-reroll"]'));
      } else if (decision === 'place') {
        await board.locator('.prompt .pool-picker button.meeple').first().click();
        const targets = board.locator('button.spot.target.legal:not([disabled])');
        const notCamp = targets.locator(':scope:not([data-target="camp"])');
        await tap(((await notCamp.count()) ? notCamp : targets).first());
        const colour = board.locator('.color-choice button[data-action^="color-"]');
        if (await colour.count()) await tap(colour.first());
        placements++;
      } else {
        assert.fail(`unexpected decision ${decision}`);
      }
    }
    const end = await read();
    assert.equal(placements, 2);
    assert.ok(end.logLines >= 3, `roll + 2 placements in the log (got ${end.logLines})`);
    assert.equal(end.placed.reduce((a, b) => a + b, 0), 2, 'two meeples are on the board');
    // The seat panels show the engine's coins (a placement can cost coins, a roll can earn some).
    assert.deepEqual(end.shownCoins, end.coins);

    // The records chunk (loaded by the first move): its menu opens, styled by its own adopted sheet.
    if ((await read()).decision === 'handover') await board.locator('.handover [data-action="continue"]').click();
    await board.locator('[data-action="menu"]').click();
    await page.waitForFunction(() => !!document.querySelector('quetzal-board')?.shadowRoot?.querySelector('.rec-menu'), null, { timeout: 10_000 });
    const menu = await page.evaluate(() => {
      const root = document.querySelector('quetzal-board')!.shadowRoot!;
      return { sheets: root.adoptedStyleSheets.length, position: getComputedStyle(root.querySelector('.rec-menu')!).position };
    });
    assert.equal(menu.position, 'absolute', 'the records styles apply');
    assert.ok(menu.sheets >= 2, 'the records chunk adds its stylesheet');

    const violations = await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);
    assert.deepEqual(violations, [], 'no CSP or Trusted Types violation');
    assert.deepEqual(consoleErrors, [], 'no console errors');
    assert.deepEqual(misses, [], 'no request outside the page, the bundle and its chunks');

    // The policy really is enforced (so zero above means something): an inline <style> and a raw
    // innerHTML string are both refused, and the listener sees it.
    const probe = await page.evaluate(async () => {
      const w = window as unknown as { __violations: string[] };
      const style = document.createElement('style');
      style.textContent = 'body { background: red }';
      document.head.append(style);
      let trustedTypesThrew = false;
      try {
        document.createElement('div').innerHTML = '<b>x</b>';
      } catch {
        trustedTypesThrew = true;
      }
      await new Promise((r) => setTimeout(r, 50));
      return { trustedTypesThrew, violations: w.__violations };
    });
    assert.ok(probe.trustedTypesThrew, 'a raw innerHTML string is refused (Trusted Types enforced)');
    assert.ok(probe.violations.some((v) => v.startsWith('style-src')), `an inline <style> is reported: ${probe.violations.join(' | ')}`);
  } finally {
    await browser?.close();
    server?.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
