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
 *    with the CPU slowed 4× (DevTools protocol);
 *  - computers (bench/bots.ts): the hard computer at its 250 ms deadline on 520 decisions from real games,
 *    p50 / p90 / p99 / max per decision kind and seat count (goal: max ≤ 250 ms); easy and medium;
 *  - computers on a phone (bench/phone.ts): the hard computer in Chromium, CPU slowed 4× (goal: ≤ 1 s);
 *  - embed cost on a phone (bench/embed.ts): navigation → a board that accepts a tap, CPU 4× and a slow
 *    network, gzipped files, a plain page and an article with five lazy diagrams (goal: ≤ 800 ms);
 *  - records and quick answers (bench/records-speed.ts);
 *  - strength, aztecStrength: the last tournaments' results, read from bench/strength/*.json (bench/strength.ts);
 *  - the main bundle's size (min + gzip) against its 60 KB budget and the Lit + XState floor, and each
 *    lazily loaded chunk's (bench/size.ts); over budget, the bench fails.
 * The machine's load average is recorded with the figures: on a shared machine, read them with it.
 */
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { formatSize, measureSize } from './size.js';
import { benchBots, formatBots } from './bots.js';
import { benchRecordsSpeed } from './records-speed.js';
import { benchEngine, formatEngine, RUN_MS, RUNS } from './engine.js';
import { benchAztecEngine, formatAztecEngine } from './aztec-engine.js';
import { benchPhoneBots, benchRender, formatPhoneBots, formatRender, launch } from './phone.js';
import { benchEmbed, formatEmbed } from './embed.js';
import { aztecStrengthResults, strengthResults } from './strength.js';

const load = () => loadavg().map((x) => +x.toFixed(2));
const loadAverage: Record<string, number[]> = { start: load() };

// Engine first, while nothing else of the bench has warmed the machine up.
const engine = await benchEngine();
console.log(`\n${formatEngine(engine)}`);
loadAverage.afterEngine = load();
const aztecEngine = await benchAztecEngine();
console.log(`\n${formatAztecEngine(aztecEngine)}`);
loadAverage.afterAztecEngine = load();

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

const browser = await launch();
let render, phoneBots, embed;
try {
  render = await attempt('render benchmark', () => benchRender(browser));
  if (!('error' in render)) console.log(`\n${formatRender(render)}`);
  phoneBots = await attempt('phone computers benchmark', () => benchPhoneBots(browser));
  if (!('error' in phoneBots)) console.log(`\n${formatPhoneBots(phoneBots)}`);
  embed = await attempt('embed benchmark', () => benchEmbed(browser));
  if (!('error' in embed)) console.log(`\n${formatEmbed(embed)}`);
} finally {
  await browser.close();
}
loadAverage.afterBrowser = load();

const bots = await benchBots();
console.log(`\n${formatBots(bots)}`);
loadAverage.afterBots = load();

const recordsSpeed = benchRecordsSpeed();
console.log(`\nRecords and quick answers (medians): ${JSON.stringify(recordsSpeed)}`);

const size = await measureSize();
console.log(`\n${formatSize(size)}`);
loadAverage.end = load();

const results = {
  date: new Date().toISOString(),
  node: process.version,
  cores: cpus().length,
  loadAverage,
  runs: RUNS,
  runMs: RUN_MS,
  games: engine.rows,
  goals: { ...engine.goals, ...aztecEngine.goals },
  aztecGames: aztecEngine.rows,
  render,
  bots,
  phoneBots,
  embed,
  recordsSpeed,
  size,
  // From the tournaments' reports in bench/strength/ (bench/strength.ts), not measured by this run.
  strength: strengthResults(),
  aztecStrength: aztecStrengthResults(),
};
writeFileSync('bench/results.json', `${JSON.stringify(results, null, 2)}\n`);
console.log(`\nload average (1 min) along the run: ${JSON.stringify(loadAverage)} on ${cpus().length} cores`);
console.log('written: bench/results.json');
// Over the size budget, the bench fails (after writing the figures).
if (!size.withinBudget) {
  console.log(`\n!!! SIZE BUDGET EXCEEDED (see above): npm run bench fails !!!`);
  process.exitCode = 1;
}
