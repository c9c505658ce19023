/**
 * `npm run bench`: speed figures as medians (and distributions) of several runs, printed as tables and
 * written to bench/results.json. The code measured is bundled first, as the published build is. It
 * launches Chromium: run it through the browser lock (`flock /tmp/quetzal-browser.lock npm run bench`).
 *  - engine (bench/engine.ts): random complete games per second, 2–5 seats, side by side — the fast path
 *    (randomMove + applyMoveInPlace, goal ≥ 10,000 at 4 seats), the public path (legalMoves + applyMove,
 *    goal ≥ 2,000 at 4 seats) and the statechart actor;
 *  - Aztec's engine beside it (bench/aztec-engine.ts): random complete games per second, 3–6 seats — the fast
 *    path (applyRandomMoveInPlace, goal ≥ 20,000 at 4 seats), randomMove + applyMoveInPlace and the public
 *    path (randomMove + applyMove, goal ≥ 5,000 at 4 seats);
 *  - render (bench/phone.ts): first render and per-move render of <quetzal-board> in Chromium, plain and
 *    with the CPU slowed 4× (DevTools protocol); aztecRender: the same of <aztec-board> (4 seats, people,
 *    random legal moves through play()), with each run's figures; printed side by side;
 *  - computers (bench/bots.ts): the hard computer at its 250 ms deadline on 520 decisions from real games,
 *    p50 / p90 / p99 / max per decision kind and seat count (goal: max ≤ 250 ms); easy and medium;
 *  - computers on a phone (bench/phone.ts): the hard computer in Chromium, CPU slowed 4× (goal: ≤ 1 s);
 *  - embed cost on a phone (bench/embed.ts): navigation → a board that accepts a tap, CPU 4× and a slow
 *    network, gzipped files, a plain page and an article with five lazy diagrams (goal: ≤ 800 ms);
 *    aztecEmbed: the same for <aztec-board>'s own bundle on a plain page (a person and three computers),
 *    against the same goal; printed side by side;
 *  - records and quick answers (bench/records-speed.ts);
 *  - strength, aztecStrength: the last tournaments' results, read from bench/strength/*.json (bench/strength.ts);
 *  - the main bundle's size (min + gzip) against its 60 KB budget and the Lit + XState floor, and each
 *    lazily loaded chunk's (bench/size.ts); over budget, the bench fails.
 * The machine's load average is recorded with the figures: on a shared machine, read them with it.
 *
 * BENCH_ONLY=part,part… runs only those parts, of: engine, aztecEngine, render (both boards), phoneBots,
 * embed (both boards), bots, records, size (strength is read from files, always). Its figures replace the
 * same keys of the bench/results.json already there (the other keys are kept, from their own run), under
 * `partial` (date, parts, load average); a full run rewrites the file and drops `partial`. E.g.
 * `BENCH_ONLY=render,embed flock /tmp/quetzal-browser.lock npm run bench`.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { formatSize, measureSize } from './size.js';
import { benchBots, formatBots } from './bots.js';
import { benchRecordsSpeed } from './records-speed.js';
import { benchEngine, formatEngine, RUN_MS, RUNS } from './engine.js';
import { benchAztecEngine, formatAztecEngine } from './aztec-engine.js';
import {
  AZTEC_RENDER, benchPhoneBots, benchRender, formatPhoneBots, formatRender, formatRenderBeside, launch, QUETZAL_RENDER, renderMedians,
  type RenderResult,
} from './phone.js';
import { AZTEC_EMBED, benchEmbed, formatEmbed, formatEmbedBeside, QUETZAL_EMBED } from './embed.js';
import { aztecStrengthResults, strengthResults } from './strength.js';

const PARTS = ['engine', 'aztecEngine', 'render', 'phoneBots', 'embed', 'bots', 'records', 'size'] as const;
type Part = (typeof PARTS)[number];
const only = process.env.BENCH_ONLY?.split(',').map((p) => p.trim()).filter(Boolean);
for (const p of only ?? []) if (!(PARTS as readonly string[]).includes(p)) throw new Error(`BENCH_ONLY: no part ${p} (parts: ${PARTS.join(', ')})`);
const runs = (part: Part) => !only || only.includes(part);

const load = () => loadavg().map((x) => +x.toFixed(2));
const loadAverage: Record<string, number[]> = { start: load() };

// Engine first, while nothing else of the bench has warmed the machine up.
let engine, aztecEngine;
if (runs('engine')) {
  engine = await benchEngine();
  console.log(`\n${formatEngine(engine)}`);
  loadAverage.afterEngine = load();
}
if (runs('aztecEngine')) {
  aztecEngine = await benchAztecEngine();
  console.log(`\n${formatAztecEngine(aztecEngine)}`);
  loadAverage.afterAztecEngine = load();
}

/** A browser figure, or its error (the rest of the bench still runs). */
async function attempt<T>(what: string, fn: () => Promise<T>): Promise<T | { error: string }> {
  try {
    return await fn();
  } catch (e) {
    const error = (e as Error).message.split('\n')[0]!;
    console.log(`\n${what} FAILED: ${error}`);
    return { error };
  }
}

let render: RenderResult | { error: string } | undefined, aztecRender: RenderResult | { error: string } | undefined;
let phoneBots, embed, aztecEmbed;
if (runs('render') || runs('phoneBots') || runs('embed')) {
  const browser = await launch();
  try {
    if (runs('render')) {
      render = await attempt('render benchmark', () => benchRender(browser, QUETZAL_RENDER));
      if (!('error' in render)) console.log(`\n${formatRender(render)}`);
      aztecRender = await attempt('<aztec-board> render benchmark', () => benchRender(browser, AZTEC_RENDER));
      if (!('error' in aztecRender)) console.log(formatRender(aztecRender, AZTEC_RENDER.tag));
      console.log(`\n${formatRenderBeside([[QUETZAL_RENDER.tag, render], [AZTEC_RENDER.tag, aztecRender]])}`);
      loadAverage.afterRender = load();
    }
    if (runs('phoneBots')) {
      phoneBots = await attempt('phone computers benchmark', () => benchPhoneBots(browser));
      if (!('error' in phoneBots)) console.log(`\n${formatPhoneBots(phoneBots)}`);
    }
    if (runs('embed')) {
      embed = await attempt('embed benchmark', () => benchEmbed(browser, QUETZAL_EMBED));
      if (!('error' in embed)) console.log(`\n${formatEmbed(embed)}`);
      aztecEmbed = await attempt('<aztec-board> embed benchmark', () => benchEmbed(browser, AZTEC_EMBED));
      if (!('error' in aztecEmbed)) console.log(`\n${formatEmbed(aztecEmbed, AZTEC_EMBED)}`);
      console.log(`\n${formatEmbedBeside([[QUETZAL_EMBED, embed], [AZTEC_EMBED, aztecEmbed]])}`);
    }
  } finally {
    await browser.close();
  }
  loadAverage.afterBrowser = load();
}

let bots;
if (runs('bots')) {
  bots = await benchBots();
  console.log(`\n${formatBots(bots)}`);
  loadAverage.afterBots = load();
}

let recordsSpeed;
if (runs('records')) {
  recordsSpeed = benchRecordsSpeed();
  console.log(`\nRecords and quick answers (medians): ${JSON.stringify(recordsSpeed)}`);
}

let size;
if (runs('size')) {
  size = await measureSize();
  console.log(`\n${formatSize(size)}`);
}
loadAverage.end = load();

// Quetzal's `render` keeps its keys (medians); the runs' figures are printed above, and kept for Aztec's.
const renderJson = render && !('error' in render) ? renderMedians(render) : render;
const measured = {
  date: new Date().toISOString(),
  node: process.version,
  cores: cpus().length,
  loadAverage,
  runs: RUNS,
  runMs: RUN_MS,
  games: engine?.rows,
  goals: engine || aztecEngine ? { ...engine?.goals, ...aztecEngine?.goals } : undefined,
  aztecGames: aztecEngine?.rows,
  render: renderJson,
  aztecRender,
  bots,
  phoneBots,
  embed,
  aztecEmbed,
  recordsSpeed,
  size,
  // From the tournaments' reports in bench/strength/ (bench/strength.ts), not measured by this run.
  strength: strengthResults(),
  aztecStrength: aztecStrengthResults(),
};
let results: Record<string, unknown> = measured;
if (only) {
  // A partial run: the figures measured replace theirs in the file; the rest stay from their run.
  const before = existsSync('bench/results.json') ? JSON.parse(readFileSync('bench/results.json', 'utf8')) as Record<string, unknown> : {};
  const run = ['date', 'node', 'cores', 'loadAverage', ...(engine || aztecEngine ? [] : ['runs', 'runMs'])];
  const fresh = Object.fromEntries(Object.entries(measured).filter(([k, v]) => v !== undefined && !run.includes(k)));
  if (fresh.goals) fresh.goals = { ...(before.goals as object | undefined), ...measured.goals };
  results = { ...before, ...fresh, partial: { date: measured.date, node: measured.node, cores: measured.cores, parts: only, loadAverage } };
}
writeFileSync('bench/results.json', `${JSON.stringify(results, null, 2)}\n`);
console.log(`\nload average (1 min) along the run: ${JSON.stringify(loadAverage)} on ${cpus().length} cores`);
console.log('written: bench/results.json');
// Over the size budget, the bench fails (after writing the figures).
if (size && !size.withinBudget) {
  console.log(`\n!!! SIZE BUDGET EXCEEDED (see above): npm run bench fails !!!`);
  process.exitCode = 1;
}
