// Template minifiers compared (README, "Template minifying"): builds dist/quetzal-board.bundle.js as
// rollup.config.mjs does, once with each way of minifying Lit's css`…` / html`…` / svg`…` templates —
// @lit-labs/rollup-plugin-minify-html-literals with rollup.config.mjs's options, with its defaults and
// with one of the two options only, the project's former scripts/rollup-minify-templates.mjs (from git,
// commit e65908f: whitespace only, so its board is the reference), none — and reports the main bundle
// and all files, min + gzip -9, and the build time; then renders the board from each bundle in
// Chromium at a few moments of a game (new game, rolled, placements made, the Game menu open) and
// checks that every screenshot is the same pixel for pixel as with the former minifier.
// `flock /tmp/quetzal-browser.lock node bench/minifier.mjs`; prints a table and one JSON line.
import { rollup } from 'rollup';
import { gzipSync } from 'node:zlib';
import { execFileSync } from 'node:child_process';
import { createServer } from 'node:http';
import { mkdirSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { extname, join, normalize, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import minifyHTML from '@lit-labs/rollup-plugin-minify-html-literals';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';

const root = resolve('bench/.cache/minifier');
rmSync(root, { recursive: true, force: true });
mkdirSync(root, { recursive: true });
// The former minifier, from git (it was removed when @lit-labs' plugin replaced it).
writeFileSync(join(root, 'former.mjs'), execFileSync('git', ['show', 'e65908f:scripts/rollup-minify-templates.mjs']));
const former = (await import(pathToFileURL(join(root, 'former.mjs')).href)).default;

const configs = (await import(pathToFileURL(resolve('rollup.config.mjs')).href)).default;
const config = configs.find((c) => c.output?.entryFileNames === 'quetzal-board.bundle.js');
const [nodeResolve, esbuild, , terser] = config.plugins;
const ways = {
  '@lit-labs, as rollup.config.mjs sets it': [nodeResolve, esbuild, minifyHTML({ options: { minifyOptions: { keepClosingSlash: true, conservativeCollapse: true } } }), terser],
  '@lit-labs, defaults': [nodeResolve, esbuild, minifyHTML(), terser],
  '@lit-labs, keepClosingSlash only': [nodeResolve, esbuild, minifyHTML({ options: { minifyOptions: { keepClosingSlash: true } } }), terser],
  'former scripts/rollup-minify-templates.mjs': [nodeResolve, esbuild, former(), terser],
  none: [nodeResolve, esbuild, terser],
};

const sizes = {};
for (const [name, plugins] of Object.entries(ways)) {
  const t0 = performance.now();
  const bundle = await rollup({ ...config, plugins, onwarn: () => {} });
  const dir = join(root, name.replace(/\W+/g, '-'));
  const { output } = await bundle.write({ ...config.output, dir, sourcemap: false });
  await bundle.close();
  const chunks = output.filter((o) => o.type === 'chunk');
  const entry = chunks.find((c) => c.isEntry);
  sizes[name] = {
    dir,
    mainGzipBytes: gzipSync(entry.code, { level: 9 }).length,
    mainMinBytes: Buffer.byteLength(entry.code),
    allGzipBytes: chunks.reduce((n, c) => n + gzipSync(c.code, { level: 9 }).length, 0),
    buildMs: Math.round(performance.now() - t0),
  };
}

// Screenshots of the same moments with each bundle.
const server = createServer((req, res) => {
  const url = new URL(req.url, 'http://x');
  if (url.pathname === '/page.html') {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end(`<!doctype html><html lang="en"><head><script type="module" src="${url.searchParams.get('dir')}/quetzal-board.bundle.js"></script></head>
      <body style="margin:0"><quetzal-board players="3" names="Ann,Bob,Cy" seed="minifier" no-save no-handover></quetzal-board></body></html>`);
    return;
  }
  const path = normalize(join(root, decodeURIComponent(url.pathname)));
  if (!path.startsWith(root) || !existsSync(path)) return void res.writeHead(404).end();
  res.writeHead(200, { 'content-type': extname(path) === '.js' ? 'text/javascript' : 'application/octet-stream' });
  res.end(readFileSync(path));
});
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const base = `http://127.0.0.1:${server.address().port}`;
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
const shots = {};
try {
  for (const [name, s] of Object.entries(sizes)) {
    const page = await browser.newPage({ viewport: { width: 1100, height: 1400 }, reducedMotion: 'reduce' });
    await page.goto(`${base}/page.html?dir=/${s.dir.slice(root.length + 1)}`);
    const board = page.locator('quetzal-board');
    await board.locator('[data-action="roll"]').waitFor();
    // The records chunk (its toolbar) and the fonts settle first: the same frame in every build.
    await page.evaluate(async () => { await document.querySelector('quetzal-board').recordsReady; await document.fonts.ready; });
    const take = async () => {
      // No hover or focus ring on what the last click left under the pointer.
      await page.mouse.move(1, 1399);
      await page.evaluate(() => document.activeElement?.blur?.());
      await page.waitForTimeout(200);
      const png = await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
      (shots[name] ??= []).push(png);
      writeFileSync(join(root, `${name.replace(/\W+/g, '-')}-${shots[name].length}.png`), png);
    };
    await take();
    await board.locator('[data-action="roll"]').click();
    await page.waitForTimeout(300);
    await take();
    // Three placements at the Camp, through the board's API (the same moves in every build).
    await page.evaluate(async () => {
      const el = document.querySelector('quetzal-board');
      for (let i = 0; i < 3; i++) {
        const d = el.state.decision;
        if (d.kind === 'campReroll') el.play({ type: 'campReroll', seat: d.seat, meeple: null });
        const seat = el.state.decision.seat;
        const ids = el.state.seats[seat].meeples.filter((m) => !m.placed).map((m) => m.id).slice(0, 2);
        el.play({ type: 'place', seat, location: 'camp', meeples: ids });
        await el.updateComplete;
      }
    });
    await page.waitForTimeout(300);
    await take();
    await board.locator('[data-action="menu"]').click();
    await page.waitForTimeout(500);
    await take();
    await page.close();
  }
} finally {
  await browser.close();
  server.close();
}
const reference = shots['former scripts/rollup-minify-templates.mjs'];
const same = Object.fromEntries(Object.entries(shots).map(([name, list]) => [name, list.map((png, i) => png.equals(reference[i]))]));
for (const [name, s] of Object.entries(sizes)) {
  console.log(`${name.padEnd(46)} main ${s.mainGzipBytes} B gzip (${s.mainMinBytes} min) · all files ${s.allGzipBytes} B gzip · build ${s.buildMs} ms · screenshots as the former's: ${same[name].join(', ')}`);
}
console.log(JSON.stringify(Object.fromEntries(Object.entries(sizes).map(([name, s]) => [name, { ...s, dir: undefined, sameScreenshots: same[name] }]))));
