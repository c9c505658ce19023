/**
 * `npm run bench`: speed figures as medians of several runs, printed as a table and written to
 * bench/results.json. The code measured is bundled by esbuild first, as the published build is.
 *  - random complete games per second through the pure engine, 2–5 seats (goal: ≥ 5,000 at 4 seats)
 *  - the same through the statechart actor, and the ratio
 *  - first render and per-move render of <quetzal-board> in Chromium (bench/render.mjs), when present
 *  - computer players' decision times (bench/bots.ts: hard median ≤ 250 ms with ≥ 1,000 iterations)
 *  - records and quick answers (bench/records-speed.ts): saving a full 5-player game (≤ 10 ms), refusing
 *    huge inputs (≤ 2,000 ms), the hard computer facing a single legal move (≤ 50 ms, no playout)
 *  - the main bundle's size (min + gzip) against its 60 KB budget and the Lit + XState floor, and each
 *    lazily loaded chunk's (bench/size.ts); over budget, the bench fails
 */
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { formatSize, measureSize } from './size.js';
import { benchBots } from './bots.js';
import { benchRecordsSpeed } from './records-speed.js';

const RUNS = 7;
const RUN_MS = 400;
const ENGINE_GOAL_4P = 5000;

mkdirSync('bench/.cache', { recursive: true });
await build({
  entryPoints: ['bench/entry.ts'], bundle: true, format: 'esm', platform: 'node', target: 'node20',
  outfile: 'bench/.cache/bench.mjs', logLevel: 'error', conditions: ['production'],
});
const lib = await import(pathToFileURL('bench/.cache/bench.mjs').href);

function median(values: number[]): number {
  const s = values.slice().sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

/** Games completed in RUN_MS, as games per second; one seeded generator per run. */
function engineRun(players: number, run: number): number {
  const rng = lib.seedRng(`bench-${players}-${run}`);
  const random = () => lib.nextFloat(rng);
  let games = 0;
  const start = performance.now();
  while (performance.now() - start < RUN_MS) {
    const s = lib.newGame({ players, seed: `${run}-${games}` });
    while (lib.currentDecision(s).kind !== 'gameOver') lib.applyMoveInPlace(s, lib.randomMove(s, random));
    games++;
  }
  return (games * 1000) / (performance.now() - start);
}

function actorRun(players: number, run: number): number {
  const rng = lib.seedRng(`bench-actor-${players}-${run}`);
  const random = () => lib.nextFloat(rng);
  let games = 0;
  const start = performance.now();
  while (performance.now() - start < RUN_MS) {
    const actor = lib.createActor(lib.quetzalMachine, { input: { options: { players, seed: `${run}-${games}` }, handOver: false } }).start();
    for (;;) {
      const game = actor.getSnapshot().context.game;
      if (game.phase === 'gameOver') break;
      actor.send({ type: 'MOVE', move: lib.randomMove(game, random) });
    }
    actor.stop();
    games++;
  }
  return (games * 1000) / (performance.now() - start);
}

function measure(fn: (players: number, run: number) => number, players: number): number {
  fn(players, -1); // warm-up
  return median(Array.from({ length: RUNS }, (_, run) => fn(players, run)));
}

const rows: { seats: number; engineGamesPerSec: number; actorGamesPerSec: number; ratio: number }[] = [];
for (const seats of [2, 3, 4, 5]) {
  const engine = measure(engineRun, seats);
  const actor = measure(actorRun, seats);
  rows.push({ seats, engineGamesPerSec: Math.round(engine), actorGamesPerSec: Math.round(actor), ratio: +(engine / actor).toFixed(1) });
}

console.log(`\nRandom complete games per second (median of ${RUNS} runs of ${RUN_MS} ms, bundled code)`);
console.log('seats | engine games/s | statechart games/s | engine ÷ statechart');
for (const r of rows) {
  console.log(`${String(r.seats).padStart(5)} | ${String(r.engineGamesPerSec).padStart(14)} | ${String(r.actorGamesPerSec).padStart(18)} | ${String(r.ratio).padStart(6)}×`);
}
const four = rows.find((r) => r.seats === 4)!;
const engineVerdict = four.engineGamesPerSec >= ENGINE_GOAL_4P ? 'MET' : 'NOT MET';
console.log(`goal ≥ ${ENGINE_GOAL_4P} four-seat engine games/s: ${engineVerdict} (${four.engineGamesPerSec})`);

let render: unknown = null;
if (existsSync('bench/render.mjs')) {
  try {
    const out = execFileSync(process.execPath, ['bench/render.mjs'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
    render = JSON.parse(out.trim().split('\n').at(-1)!);
    const r = render as { firstRenderMs: number; perMoveRenderMs: number; runs: number };
    console.log(`\n<quetzal-board> in Chromium (median of ${r.runs} runs): first render ${r.firstRenderMs.toFixed(1)} ms, per move ${r.perMoveRenderMs.toFixed(2)} ms`);
  } catch (e) {
    console.log(`\nrender benchmark FAILED: ${(e as Error).message.split('\n')[0]}`);
    render = { error: (e as Error).message.split('\n')[0] };
  }
}

const bots = await benchBots();
console.log(`\nBots (median decision time over varied positions): ${JSON.stringify(bots)}`);

const recordsSpeed = benchRecordsSpeed();
console.log(`\nRecords and quick answers (medians): ${JSON.stringify(recordsSpeed)}`);

const size = await measureSize();
console.log(`\n${formatSize(size)}`);

const results = {
  date: new Date().toISOString(),
  node: process.version,
  runs: RUNS,
  runMs: RUN_MS,
  games: rows,
  goals: { engineFourSeatGamesPerSec: { goal: ENGINE_GOAL_4P, measured: four.engineGamesPerSec, met: engineVerdict === 'MET' } },
  render,
  bots,
  recordsSpeed,
  size,
};
writeFileSync('bench/results.json', `${JSON.stringify(results, null, 2)}\n`);
console.log('\nwritten: bench/results.json');
// Over the size budget, the bench fails (after writing the figures).
if (!size.withinBudget) {
  console.log(`\n!!! SIZE BUDGET EXCEEDED (see above): npm run bench fails !!!`);
  process.exitCode = 1;
}
