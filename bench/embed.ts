/**
 * Embed cost on a phone: from navigation to a board that accepts a tap (its first prompt shows an
 * enabled button), with Chromium's CPU slowed 4× and a slow network (200,000 bytes/s down ≈ 1.6 Mbit/s,
 * 150 ms latency, cache off), the files served gzipped by a small Node server. Two pages:
 *  - plain: `<script type="module" src="quetzal-board.bundle.js">` and one `<quetzal-board>`;
 *  - article: a text page with the same board and five `<quetzal-board readonly loading="lazy">` diagrams,
 *    the first of them on the first screen.
 * The bundle is rollup.config.mjs's own build of dist/quetzal-board.bundle.js and its chunks, generated in
 * memory (as bench/size.ts). Reports the median over RUNS of each page, and the files requested before
 * the board was ready (the critical path). Goal: ≤ 800 ms each.
 * For reference, the same for the floor (`floor`): a page whose one widget is Lit + XState and a button
 * (bench/floor-entry.ts, built the same way, 17 KB), what any such widget pays on this network and CPU.
 * <aztec-board> the same way (AZTEC_EMBED): dist/aztec-board.bundle.js's build (rollup.config.mjs) and the
 * bots' worker, a plain page with one `<aztec-board seats="human:Ann, bot-easy, bot-easy, bot-easy">`, ready
 * when seat 0's first control (`[data-action="take"]`) is enabled; the same goal. `benchEmbed(browser, target)`.
 * Called by bench/run.ts; `node --import tsx bench/embed.ts` alone. Launches Chromium: use the browser lock.
 */
import { rollup, type OutputChunk, type RollupOptions } from 'rollup';
import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { gzipSync } from 'node:zlib';
import { pathToFileURL } from 'node:url';
import type { Browser } from 'playwright-core';
import { aligned, CPU_THROTTLE, launch } from './phone.js';

const RUNS = Number(process.env.BENCH_EMBED_RUNS ?? 5);
export const NETWORK = { latency: 150, downloadThroughput: 200_000, uploadThroughput: 93_750 };
const EMBED_GOAL_MS = 800;
const BUNDLE = 'quetzal-board.bundle.js';
const AZTEC_BUNDLE = 'aztec-board.bundle.js';

/**
 * rollup.config.mjs's builds of the board bundle (and the bots' worker), in memory: file name → code.
 * `maps`, if given, receives each file's source map (the code stays the same: no sourceMappingURL comment).
 * `bundle`: which of its self-contained bundles (default Quetzal's, with the floor beside it).
 */
export async function buildFiles(maps?: Map<string, object>, bundle = BUNDLE): Promise<Map<string, string>> {
  const configs = (await import(pathToFileURL('rollup.config.mjs').href)).default as (RollupOptions & { output: Record<string, unknown> })[];
  const files = new Map<string, string>();
  if (!configs.some((c) => c.output?.entryFileNames === bundle)) throw new Error(`rollup.config.mjs has no ${bundle} build`);
  for (const config of configs) {
    const isBundle = config.output?.entryFileNames === bundle;
    const isWorker = config.output?.entryFileNames === 'bot-worker.js';
    if (!isBundle && !isWorker) continue;
    const built = await rollup({ ...config, onwarn: () => {} });
    const { output } = await built.generate({ ...config.output, sourcemap: maps ? 'hidden' : false, ...(isWorker ? { dir: undefined, entryFileNames: 'chunks/bot-worker.js', chunkFileNames: 'chunks/bot-worker-[hash].js' } : {}) });
    await built.close();
    for (const o of output) {
      if (o.type !== 'chunk') continue;
      files.set(o.fileName, o.code);
      if (maps && o.map) maps.set(o.fileName, o.map);
    }
    // (A tree of bench/embed-ab.ts may hold src/ alone: no floor there, nor needed.)
    if (isBundle && bundle === BUNDLE && existsSync('bench/floor-entry.ts')) files.set(FLOOR, await buildFloor(config));
  }
  return files;
}

const FLOOR = 'floor.js';

/** bench/floor-entry.ts built as the board's bundle is (its plugins, one file). */
async function buildFloor(config: RollupOptions & { output: Record<string, unknown> }): Promise<string> {
  const bundle = await rollup({ ...config, input: 'bench/floor-entry.ts', onwarn: () => {} });
  const { output } = await bundle.generate({ ...config.output, sourcemap: false, entryFileNames: FLOOR });
  await bundle.close();
  return (output.find((o) => o.type === 'chunk' && o.isEntry) as OutputChunk).code;
}

/** The page's clock: `window.__ready` once #game's shadow root holds `control` (checked every frame). */
const readyWhen = (control: string) => `<script>
  // Ready: a board whose prompt has an enabled button (it accepts a tap).
  (function check() {
    const b = document.getElementById('game');
    const btn = b && b.shadowRoot && b.shadowRoot.querySelector('${control}');
    if (btn) window.__ready = performance.now();
    else requestAnimationFrame(check);
  })();
</script>`;
const READY = readyWhen('.prompt button:not([disabled])');

/** A page's head, up to its one module script (`file`). */
const head = (title: string, file: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title><link rel="icon" href="data:,">
<script type="module" src="./${file}"></script>`;
const HEAD = head('Quetzal', BUNDLE);

const para = (n: number) => `<p>Paragraph ${n}: each round you roll your meeples, place them on the island's locations, activate them in order and prepare the next round; deliveries from the harbour score the most points, and the Discovery track breaks ties.</p>`;

export const PAGES: Record<string, string> = {
  plain: `${HEAD}</head><body>
<quetzal-board id="game" players="2" names="Ann,Bob"></quetzal-board>${READY}</body></html>`,
  article: `${HEAD}<style>body{margin:0 12px;font:17px/1.6 Georgia,serif}quetzal-board{display:block;margin:16px 0}</style></head><body>
<h1>Quetzal: roll your team, then outbid the table</h1>${para(1)}
<quetzal-board readonly loading="lazy" players="4" seed="d1" names="Lucy,Jon,Maria,Ann"></quetzal-board>${para(2)}
<quetzal-board id="game" players="2" names="Ann,Bob"></quetzal-board>
${[2, 3, 4, 5].map((k) => `${para(k + 1)}${para(k + 10)}<quetzal-board readonly loading="lazy" players="${1 + k}" seed="d${k}"></quetzal-board>`).join('\n')}
${READY}</body></html>`,
};

/** Pages measured for reference, with no goal: the floor widget. */
export const REFERENCE_PAGES: Record<string, string> = {
  floor: `${head('Floor', FLOOR)}</head><body>
<floor-element id="game"></floor-element>${READY}</body></html>`,
};

/** <aztec-board>'s page: one board, a person (seat 0) and three computers; ready at its first enabled control. */
export const AZTEC_PAGES: Record<string, string> = {
  plain: `${head('Aztec', AZTEC_BUNDLE)}</head><body>
<aztec-board id="game" seats="human:Ann, bot-easy, bot-easy, bot-easy"></aztec-board>${readyWhen('[data-action="take"]:not([disabled])')}</body></html>`,
};

/** An element's embed measurement: its bundle (a rollup.config.mjs build), its pages (with the goal) and reference pages (without). */
export interface EmbedTarget { tag: string; bundle: string; pages: Record<string, string>; reference: Record<string, string> }
export const QUETZAL_EMBED: EmbedTarget = { tag: 'quetzal-board', bundle: BUNDLE, pages: PAGES, reference: REFERENCE_PAGES };
export const AZTEC_EMBED: EmbedTarget = { tag: 'aztec-board', bundle: AZTEC_BUNDLE, pages: AZTEC_PAGES, reference: {} };

/** Serves `files` and `pages` (`/<name>.html`; default Quetzal's), gzipped, on a free port of 127.0.0.1. */
export function serve(files: Map<string, string>, pages: Record<string, string> = { ...PAGES, ...REFERENCE_PAGES }): Promise<{ server: Server; origin: string }> {
  const gz = new Map<string, { body: Buffer; type: string }>();
  const add = (path: string, text: string, type: string) => gz.set(path, { body: gzipSync(text, { level: 9 }), type });
  for (const [name, code] of files) add(`/${name}`, code, 'text/javascript');
  for (const [name, html] of Object.entries(pages)) add(`/${name}.html`, html, 'text/html; charset=utf-8');
  const server = createServer((req, res) => {
    const file = gz.get((req.url ?? '/').split('?')[0]!);
    if (!file) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': file.type, 'content-encoding': 'gzip', 'content-length': file.body.length, 'cache-control': 'no-store' });
    res.end(file.body);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    resolve({ server, origin: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` });
  }));
}

interface Load { readyMs: number; files: { name: string; startMs: number; endMs: number; bytes: number }[] }

export async function loadOnce(browser: Browser, url: string): Promise<Load> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  page.on('pageerror', (e) => console.error(`[page error] ${e.message}`));
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...NETWORK });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLE });
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(() => (window as any).__ready !== undefined, undefined, { timeout: 60_000, polling: 50 });
    return await page.evaluate(() => {
      const readyMs = (window as any).__ready as number;
      const files = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((e) => e.startTime < readyMs)
        .map((e) => ({ name: e.name.replace(location.origin, ''), startMs: Math.round(e.startTime), endMs: Math.round(e.responseEnd), bytes: e.transferSize }));
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      files.unshift({ name: location.pathname, startMs: 0, endMs: Math.round(nav.responseEnd), bytes: nav.transferSize });
      return { readyMs: Math.round(readyMs), files };
    });
  } finally {
    await context.close();
  }
}

export async function benchEmbed(browser: Browser, target: EmbedTarget = QUETZAL_EMBED): Promise<object> {
  const files = await buildFiles(undefined, target.bundle);
  const { server, origin } = await serve(files, { ...target.pages, ...target.reference });
  try {
    const out: Record<string, unknown> = {
      cpuThrottle: CPU_THROTTLE,
      network: { downBytesPerSec: NETWORK.downloadThroughput, latencyMs: NETWORK.latency, gzip: true },
    };
    for (const name of [...Object.keys(target.pages), ...Object.keys(target.reference)]) {
      await loadOnce(browser, `${origin}/${name}.html`); // warm-up (Chromium's own start-up)
      const loads: Load[] = [];
      for (let i = 0; i < RUNS; i++) loads.push(await loadOnce(browser, `${origin}/${name}.html`));
      const sorted = loads.slice().sort((a, b) => a.readyMs - b.readyMs);
      const mid = sorted[Math.floor(sorted.length / 2)]!;
      out[name] = {
        readyMs: mid.readyMs,
        runsMs: loads.map((l) => l.readyMs),
        criticalPath: mid.files,
        ...(name in target.pages ? { goal: { msAtMost: EMBED_GOAL_MS, met: mid.readyMs <= EMBED_GOAL_MS } } : {}),
      };
    }
    return out;
  } finally {
    server.close();
  }
}

export function formatEmbed(r: any, target: EmbedTarget = QUETZAL_EMBED): string {
  const lines = [`Embed cost on a phone of <${target.tag}> (CPU ${r.cpuThrottle}×, ${r.network.downBytesPerSec / 1000} kB/s, ${r.network.latencyMs} ms latency, gzip): navigation → a board that accepts a tap`];
  for (const name of [...Object.keys(target.pages), ...Object.keys(target.reference)]) {
    const p = r[name];
    if (!p) continue;
    const goal = p.goal ? `goal ≤ ${p.goal.msAtMost} ms: ${p.goal.met ? 'MET' : 'NOT MET'}` : 'for reference: Lit + XState and a button, no goal';
    lines.push(`  ${name}: ${p.readyMs} ms (runs ${p.runsMs.join(', ')}); ${goal}`);
    for (const f of p.criticalPath) lines.push(`    ${String(f.startMs).padStart(5)} → ${String(f.endMs).padStart(5)} ms  ${f.name} (${f.bytes} B)`);
  }
  return lines.join('\n');
}

/** The elements' embed costs side by side: median [runs' range] ms, and the goal met or not, page by page. */
export function formatEmbedBeside(columns: [EmbedTarget, any][]): string {
  const names = [...new Set(columns.flatMap(([t]) => [...Object.keys(t.pages), ...Object.keys(t.reference)]))];
  const first = columns.find(([, r]) => r && !('error' in r))?.[1];
  const conditions = first ? `CPU ${first.cpuThrottle}×, ${first.network.downBytesPerSec / 1000} kB/s, ${first.network.latencyMs} ms, gzip` : '';
  const rows = [[`Embed cost on a phone (${conditions}), median [runs' range]`, ...columns.map(([t]) => `<${t.tag}>`)]];
  for (const name of names) {
    rows.push([`  ${name}`, ...columns.map(([, r]) => {
      if (!r || 'error' in r) return 'FAILED';
      const p = r[name];
      if (!p) return '—';
      const goal = p.goal ? `, goal ≤ ${p.goal.msAtMost}: ${p.goal.met ? 'MET' : 'NOT MET'}` : ' (reference)';
      return `${p.readyMs} [${Math.min(...p.runsMs)}–${Math.max(...p.runsMs)}] ms${goal}`;
    })]);
  }
  const lines = aligned(rows);
  return lines.join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const browser = await launch();
  try {
    console.log(formatEmbed(await benchEmbed(browser)));
    console.log(formatEmbed(await benchEmbed(browser, AZTEC_EMBED), AZTEC_EMBED));
  } finally {
    await browser.close();
  }
}
