/**
 * The board and the computers in Chromium, plain and as on a phone: the CPU slowed 4× through the
 * DevTools protocol (`Emulation.setCPUThrottlingRate`, a CDP session of playwright-core). Called by
 * bench/run.ts; `node --import tsx bench/phone.ts` prints it alone. Launches Chromium: run it through
 * the browser lock (`flock /tmp/quetzal-browser.lock …`).
 *  - render: first render (from appending <quetzal-board players="4"> to its updateComplete: actor start,
 *    new game, first render, and — since the first paint lays out only what is on screen — that frame
 *    painted and the whole board laid out after it) and per-move render (from el.play(move) to el.updateComplete,
 *    the median over a whole random 4-player game), medians over runs; plain and 4× throttled;
 *  - the same for <aztec-board players="4" no-handover> (AZTEC_RENDER, bench/aztec-render-page.ts): first
 *    render to a board that accepts a tap, per move from el.play(move) (a random legal move from src's
 *    engine) to el.updateComplete over a whole game; `benchRender(browser, target)` takes either element;
 *    each run's figures are kept beside the medians (`firstRenderRunsMs`, `perMoveRenderRunsMs`);
 *  - hard decisions in the page under 4× throttling: `chooseMoveWithStats` at the default deadline on
 *    BOT_POSITIONS seat views drawn from real games (bench/bots.ts), timed in the page from the call to
 *    the answer: p50 / p90 / p99 / max, per decision kind. Goal: every answer within 1 s.
 * The code is bundled by esbuild (production Lit, as the published bundle).
 */
import { build } from 'esbuild';
import { chromium, type Browser, type Page } from 'playwright-core';
import { pathToFileURL } from 'node:url';
import { distribution, grouped, loadBots, positions } from './bots.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const THROTTLED_RUNS = Number(process.env.BENCH_THROTTLED_RUNS ?? 3);
export const CPU_THROTTLE = 4;
const BOT_POSITIONS_PER_SEATS = Number(process.env.BENCH_PHONE_BOT_POSITIONS ?? 40);
const PHONE_BOT_GOAL_MS = 1000;

const median = (values: number[]): number => {
  const s = values.slice().sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};
const round = (x: number, digits = 2): number => Math.round(x * 10 ** digits) / 10 ** digits;

async function bundle(contents: string): Promise<string> {
  const out = await build({
    stdin: { contents, resolveDir: process.cwd(), sourcefile: 'bench-phone-entry.ts', loader: 'ts' },
    bundle: true, write: false, format: 'esm', target: 'es2022', conditions: ['production'],
    tsconfig: 'tsconfig.json', logLevel: 'error',
  });
  return out.outputFiles[0]!.text;
}

/** Debian's Chromium and its flags (scripts/chromium.mjs, shared with the tests). */
const chromiumMjs = '../scripts/chromium.mjs';
const { CHROMIUM_FLAGS, CHROMIUM_PATH } = (await import(chromiumMjs)) as { CHROMIUM_FLAGS: string[]; CHROMIUM_PATH: string };

export async function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
}

/**
 * A page with `code` loaded as a module, the CPU slowed `rate` times (1: not slowed). The page is
 * about:blank, or, given `url`, that address (its document answered by Playwright, nothing on the network).
 */
async function pageWith(browser: Browser, code: string, ready: string, rate: number, viewport = { width: 1280, height: 900 }, url?: string): Promise<Page> {
  const page = await browser.newPage({ viewport });
  page.on('pageerror', (e) => console.error(`[page error] ${e.message}`));
  const html = '<!doctype html><html lang="en"><body style="margin:0"></body></html>';
  if (url) {
    await page.route(url, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: html }));
    await page.goto(url);
  } else {
    await page.setContent(html);
  }
  await page.addScriptTag({ content: code, type: 'module' });
  await page.waitForFunction(ready);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return page;
}

export interface RenderFigures {
  firstRenderMs: number; perMoveRenderMs: number; runs: number; cpuThrottle: number;
  /** Each run's first render and its median per-move render (the distributions behind the medians). */
  firstRenderRunsMs: number[]; perMoveRenderRunsMs: number[];
}
export interface RenderResult { plain: RenderFigures; throttled: RenderFigures }

/** One run in the page: the first render, and the median per-move render over a whole game. */
type RenderRun = (seed: number) => Promise<{ firstRender: number; moveMedian: number; done: boolean }>;

/** What benchRender measures: an element, the module its page loads (bundled), and one run in the page. */
export interface RenderTarget {
  tag: string;
  /** The page's module: defines the element and puts on `window` what `run` needs. */
  entry: string;
  /** True once the page's module has run. */
  ready: string;
  /** The page's address (default about:blank). */
  url?: string;
  /** Evaluated in the page (page.evaluate): self-contained, it reads only `window`. */
  run: RenderRun;
}

/** <quetzal-board players="4" no-handover>, random moves through el.play() (see the header). */
export const QUETZAL_RENDER: RenderTarget = {
  tag: 'quetzal-board',
  entry: `
    import { randomMove, seedRng, nextFloat } from './src/index.ts';
    window.__quetzalBench = { randomMove, seedRng, nextFloat };
  `,
  ready: '!!window.__quetzalBench && !!customElements.get("quetzal-board")',
  run: async (seed) => {
    const { randomMove, seedRng, nextFloat } = (window as any).__quetzalBench;
    const t0 = performance.now();
    const el = document.createElement('quetzal-board') as any;
    el.setAttribute('players', '4');
    el.setAttribute('names', 'Ann,Bob,Cy,Dee');
    el.setAttribute('seed', String(seed));
    el.setAttribute('no-handover', '');
    document.body.append(el);
    await el.updateComplete;
    const firstRender = performance.now() - t0;
    const rng = seedRng(seed * 7919 + 1);
    const times: number[] = [];
    for (let i = 0; i < 5000 && el.state.decision.kind !== 'gameOver'; i++) {
      const move = randomMove(el.state, () => nextFloat(rng));
      const t = performance.now();
      el.play(move);
      await el.updateComplete;
      times.push(performance.now() - t);
    }
    const done = el.state.decision.kind === 'gameOver';
    el.remove();
    times.sort((a, b) => a - b);
    return { firstRender, moveMedian: times[Math.floor(times.length / 2)]!, done };
  },
};

/**
 * <aztec-board players="4" no-handover> (four people, as Quetzal's), random legal moves from src's engine
 * through el.play(): bench/aztec-render-page.ts, which runs in the page.
 */
export const AZTEC_RENDER: RenderTarget = {
  tag: 'aztec-board',
  entry: `import './bench/aztec-render-page.ts';`,
  ready: '!!window.__aztecBench && !!customElements.get("aztec-board")',
  // An http page, not about:blank: the element resolves its bots' worker against import.meta.url (the
  // page's address for this inline module), which about:blank cannot be a base of. Its saves go to this
  // origin's localStorage (Quetzal's, on about:blank, to memory).
  url: 'http://aztec-bench.invalid/',
  run: (seed) => (window as any).__aztecBench.run(seed),
};

async function renderRuns(browser: Browser, target: RenderTarget, code: string, rate: number, runs: number): Promise<RenderFigures> {
  const page = await pageWith(browser, code, target.ready, rate, undefined, target.url);
  try {
    const first: number[] = [];
    const perMove: number[] = [];
    for (let run = 0; run < runs; run++) {
      const result = await page.evaluate(target.run, run + 1);
      if (!result.done) throw new Error(`<${target.tag}> render run ${run + 1}: the game did not end`);
      first.push(result.firstRender);
      perMove.push(result.moveMedian);
    }
    return {
      firstRenderMs: round(median(first)), perMoveRenderMs: round(median(perMove)), runs, cpuThrottle: rate,
      firstRenderRunsMs: first.map((x) => round(x)), perMoveRenderRunsMs: perMove.map((x) => round(x)),
    };
  } finally {
    await page.close();
  }
}

export async function benchRender(browser: Browser, target: RenderTarget = QUETZAL_RENDER): Promise<RenderResult> {
  const code = await bundle(target.entry);
  return {
    plain: await renderRuns(browser, target, code, 1, RUNS),
    throttled: await renderRuns(browser, target, code, CPU_THROTTLE, THROTTLED_RUNS),
  };
}

/** Quetzal's `render` in bench/results.json: its keys as before the distributions (medians only). */
export function renderMedians(r: RenderResult): object {
  const keep = ({ firstRenderMs, perMoveRenderMs, runs, cpuThrottle }: RenderFigures) => ({ firstRenderMs, perMoveRenderMs, runs, cpuThrottle });
  return { plain: keep(r.plain), throttled: keep(r.throttled) };
}

/** The hard computer in a page slowed 4×, at its default deadline, on positions from real games. */
export async function benchPhoneBots(browser: Browser): Promise<object> {
  const lib = await loadBots();
  const all = positions(lib, BOT_POSITIONS_PER_SEATS);
  const code = await bundle(`
    import { chooseMoveWithStats, DEFAULT_HARD_TIME_MS } from './src/games/quetzal/bots/index.ts';
    window.__quetzalBots = { chooseMoveWithStats, DEFAULT_HARD_TIME_MS };
  `);
  const page = await pageWith(browser, code, '!!window.__quetzalBots', CPU_THROTTLE);
  try {
    const out = await page.evaluate(async (views) => {
      const { chooseMoveWithStats, DEFAULT_HARD_TIME_MS } = (window as any).__quetzalBots;
      // Warm-up (JIT), as a page that has already played a few moves.
      for (let i = 0; i < 4; i++) chooseMoveWithStats(views[i], { strength: 'hard', seed: i, timeMs: 100 });
      const ms: number[] = [];
      const playouts: number[] = [];
      for (let i = 0; i < views.length; i++) {
        const t0 = performance.now();
        const { stats } = chooseMoveWithStats(views[i], { strength: 'hard', seed: i });
        ms.push(performance.now() - t0);
        playouts.push(stats?.iterations ?? 0);
        // Let the page breathe between decisions, as the board does.
        await new Promise((r) => setTimeout(r, 0));
      }
      return { ms, playouts, deadlineMs: DEFAULT_HARD_TIME_MS as number };
    }, all.map((p) => p.view));
    const d = distribution(out.ms);
    const searched = out.playouts.filter((n) => n > 0).sort((a, b) => a - b);
    return {
      cpuThrottle: CPU_THROTTLE,
      deadlineMs: out.deadlineMs,
      decisions: all.length,
      ...d,
      playoutsP50: searched[Math.floor(searched.length / 2)] ?? 0,
      byKind: grouped(out.ms, (i) => all[i]!.kind),
      bySeats: grouped(out.ms, (i) => `${all[i]!.seats} seats`),
      goal: { maxMsAtMost: PHONE_BOT_GOAL_MS, measured: d.maxMs, met: d.maxMs <= PHONE_BOT_GOAL_MS },
    };
  } finally {
    await page.close();
  }
}

/** Rows of cells as lines, each column as wide as its widest cell. */
export function aligned(rows: string[][]): string[] {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length)));
  return rows.map((r) => r.map((c, i) => (i < r.length - 1 ? c.padEnd(widths[i]! + 3) : c)).join('').trimEnd());
}

const range = (xs: number[]) => `${Math.min(...xs)}–${Math.max(...xs)}`;

export function formatRender(r: RenderResult, tag = QUETZAL_RENDER.tag): string {
  const line = (f: RenderFigures) => `first render ${f.firstRenderMs} ms (runs ${range(f.firstRenderRunsMs)}), per move ${f.perMoveRenderMs} ms (runs ${range(f.perMoveRenderRunsMs)}) (median of ${f.runs} runs)`;
  return [`<${tag}> in Chromium, 4 seats: ${line(r.plain)}`, `  CPU slowed ${r.throttled.cpuThrottle}×: ${line(r.throttled)}`].join('\n');
}

/** The elements' render figures side by side: median [min–max of the runs] ms. */
export function formatRenderBeside(columns: [tag: string, r: RenderResult | { error: string }][]): string {
  const cell = (r: RenderResult | { error: string }, cpu: 'plain' | 'throttled', what: 'firstRender' | 'perMoveRender') => {
    if ('error' in r) return 'FAILED';
    const f = r[cpu];
    return `${f[`${what}Ms`]} [${range(f[`${what}RunsMs`])}] ms`;
  };
  const rows: [string, 'plain' | 'throttled', 'firstRender' | 'perMoveRender'][] = [
    ['first render', 'plain', 'firstRender'], ['per move', 'plain', 'perMoveRender'],
    [`first render, CPU ${CPU_THROTTLE}×`, 'throttled', 'firstRender'], [`per move, CPU ${CPU_THROTTLE}×`, 'throttled', 'perMoveRender'],
  ];
  const table = [[`Render in Chromium, 4 seats, median [runs' range]`, ...columns.map(([tag]) => `<${tag}>`)],
    ...rows.map(([label, cpu, what]) => [`  ${label}`, ...columns.map(([, r]) => cell(r, cpu, what))])];
  const lines = aligned(table);
  return lines.join('\n');
}

export function formatPhoneBots(r: any): string {
  return [
    `Hard computer in Chromium, CPU slowed ${r.cpuThrottle}×, ${r.deadlineMs} ms deadline, ${r.decisions} decisions: p50 ${r.p50Ms} ms, p90 ${r.p90Ms}, p99 ${r.p99Ms}, max ${r.maxMs} ms (playouts p50 ${r.playoutsP50})`,
    `  by kind: ${Object.entries(r.byKind).map(([k, d]: [string, any]) => `${k} ${d.p50Ms}/${d.maxMs}`).join(', ')} (p50/max ms)`,
    `  goal every answer ≤ ${r.goal.maxMsAtMost} ms: ${r.goal.met ? 'MET' : 'NOT MET'} (${r.maxMs} ms)`,
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const browser = await launch();
  try {
    console.log(formatRender(await benchRender(browser)));
    console.log(formatRender(await benchRender(browser, AZTEC_RENDER), AZTEC_RENDER.tag));
    console.log(formatPhoneBots(await benchPhoneBots(browser)));
  } finally {
    await browser.close();
  }
}
