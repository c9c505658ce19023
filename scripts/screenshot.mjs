// Screenshot of a page in Debian's Chromium, driven by playwright-core (no browser download).
//
//   node scripts/screenshot.mjs [--url /demo/] [--width 1280] [--height 800]
//        [--out screenshots/tmp/shot.png] [--wait-for 'quetzal-board'] [--eval 'js'] [--full-page]
//
// --url: a full URL (used as is) or a path; for a path (default /demo/) the dev server is started
//        in-process from web-dev-server.config.mjs on a free port and stopped afterwards.
// --wait-for: CSS selector to wait for (Playwright's CSS pierces open shadow roots).
// --eval: JS expression evaluated in the page before the shot (a returned promise is awaited).
// Page errors and console errors are echoed to stderr.
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs';

const { values: opt } = parseArgs({
  options: {
    url: { type: 'string', default: '/demo/' },
    width: { type: 'string', default: '1280' },
    height: { type: 'string', default: '800' },
    out: { type: 'string', default: 'screenshots/tmp/shot.png' },
    'wait-for': { type: 'string' },
    eval: { type: 'string' },
    'full-page': { type: 'boolean', default: false },
    timeout: { type: 'string', default: '30000' },
  },
});
const timeout = Number(opt.timeout);

let server;
let url = opt.url;
if (!/^[a-z]+:\/\//i.test(url)) {
  // Dev server from the project's config, minus anything interactive.
  const { startDevServer } = await import('@web/dev-server');
  const { default: config } = await import('../web-dev-server.config.mjs');
  server = await startDevServer({
    config: { ...config, open: false, watch: false, port: undefined, plugins: config.plugins.filter((p) => p.name !== 'print-demo-url') },
    readCliArgs: false,
    readFileConfig: false,
    logStartMessage: false,
    autoExitProcess: false,
  });
  url = new URL(url, `http://${server.config.hostname}:${server.config.port}`).href;
}

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
let exitCode = 0;
try {
  const page = await browser.newPage({ viewport: { width: Number(opt.width), height: Number(opt.height) } });
  page.on('pageerror', (e) => console.error(`[page error] ${e.message}`));
  page.on('console', (m) => m.type() === 'error' && console.error(`[console.error] ${m.text()}`));
  await page.goto(url, { waitUntil: 'networkidle', timeout });
  if (opt['wait-for']) await page.waitForSelector(opt['wait-for'], { timeout });
  if (opt.eval) {
    const result = await page.evaluate(opt.eval);
    if (result !== undefined) console.log(`eval: ${JSON.stringify(result)}`);
  }
  // Let fonts and a final frame settle.
  await page.evaluate(() => document.fonts.ready.then(() => new Promise((r) => requestAnimationFrame(() => r()))));
  mkdirSync(dirname(opt.out) || '.', { recursive: true });
  await page.screenshot({ path: opt.out, fullPage: opt['full-page'] });
  console.log(`screenshot: ${opt.out} (${opt.width}x${opt.height}) of ${url}`);
} catch (e) {
  console.error(`screenshot failed: ${e.message}`);
  exitCode = 1;
} finally {
  await browser.close();
  await server?.stop();
}
process.exit(exitCode);
