/**
 * Engine speed: random complete games per second, 2–5 seats, four ways side by side, each the median
 * of RUNS runs of RUN_MS (one seeded generator per run, a warm-up run first; the four ways' runs
 * interleaved, so a busy moment of a shared machine does not fall on one of them alone):
 *  - fast path: `applyRandomMoveInPlace` on a state the loop owns (simulations): draws a random move and
 *    plays it in one call, with no check (the move is legal by construction) and no move object;
 *  - move + in place: `randomMove` + `applyMoveInPlace`, the same games with the move built and checked
 *    (bot playouts, which choose their own moves, go this way);
 *  - public path: `legalMoves` + a uniformly random listed move + `applyMove` (what an analysis script
 *    or a third-party tool calls; the input state is never changed);
 *  - statechart: the same random moves sent as MOVE events to the XState actor.
 * Each way runs in a worker thread of its own (bench/engine-paths.ts says why: what V8 learns from the
 * statechart's games slows the others in a shared isolate), one run at a time. The code measured is
 * bundled by esbuild first, as the published build is (bench/entry.ts).
 * `node --import tsx bench/engine.ts` prints the table alone.
 */
import { build } from 'esbuild';
import { mkdirSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

export const RUNS = 7;
export const RUN_MS = 400;
/** Goals of issue #14, four seats. */
export const FAST_GOAL_4P = 10_000;
export const PUBLIC_GOAL_4P = 2_000;

export function median(values: number[]): number {
  const s = values.slice().sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

/** The ways measured, in the order of the table's columns (bench/engine-paths.ts's names). */
const PATHS = ['fast', 'pair', 'public', 'actor'] as const;

/** A worker playing one way: `run` resolves with the games per second of one run. */
interface PathWorker {
  run(players: number, run: number): Promise<number>;
  stop(): Promise<number>;
}

/** Starts the worker `file` (a bundled paths module) playing `path`. */
function startPath(file: string, path: string): PathWorker {
  const worker = new Worker(pathToFileURL(file), { workerData: { path, runMs: RUN_MS } });
  // One run at a time: its answer, or the worker's failure, settles the run waiting.
  let waiting: { resolve: (rate: number) => void; reject: (e: unknown) => void } | null = null;
  worker.on('message', (rate: number) => waiting?.resolve(rate));
  worker.on('error', (e) => waiting?.reject(e));
  return {
    run: (players, run) => new Promise((resolve, reject) => {
      waiting = { resolve, reject };
      worker.postMessage({ players, run });
    }),
    stop: () => worker.terminate(),
  };
}

/** A paths module (bench/engine-paths.ts: the engine and the statechart) bundled as the published build is; returns the file. */
export async function bundlePaths(entry = 'bench/engine-paths.ts'): Promise<string> {
  mkdirSync('bench/.cache', { recursive: true });
  const outfile = `bench/.cache/${entry.replace(/^bench\/|\.ts$/g, '')}.mjs`;
  await build({
    entryPoints: [entry], bundle: true, format: 'esm', platform: 'node', target: 'node20',
    outfile, logLevel: 'error', conditions: ['production'],
  });
  return outfile;
}

/**
 * The median games per second of each worker, their RUNS runs interleaved (a, b, c, a, b, c…) and never
 * two at once: on a shared machine a busy moment then slows one run of each rather than every run of one
 * of them, so the columns stay comparable side by side.
 */
async function measure(workers: PathWorker[], players: number): Promise<number[]> {
  for (const w of workers) await w.run(players, -1); // warm-up
  const rates = workers.map(() => [] as number[]);
  for (let run = 0; run < RUNS; run++) {
    for (let i = 0; i < workers.length; i++) rates[i]!.push(await workers[i]!.run(players, run));
  }
  return rates.map(median);
}

export interface EngineRow {
  seats: number;
  /** applyRandomMoveInPlace */
  fastGamesPerSec: number;
  /** randomMove + applyMoveInPlace */
  pairGamesPerSec: number;
  publicGamesPerSec: number;
  actorGamesPerSec: number;
  /** fast path ÷ statechart */
  ratio: number;
}

/**
 * For each seat count of `seatList` (a comma-separated list), the median games per second of each path of
 * `file` (a bundled paths module), in the order of `paths`: a worker per path, stopped at the end.
 */
export async function ratesBySeats(file: string, paths: readonly string[], seatList: string): Promise<{ seats: number; rates: number[] }[]> {
  const workers = paths.map((path) => startPath(file, path));
  const out: { seats: number; rates: number[] }[] = [];
  try {
    for (const seats of seatList.split(',').map(Number)) out.push({ seats, rates: await measure(workers, seats) });
  } finally {
    await Promise.all(workers.map((w) => w.stop()));
  }
  return out;
}

export async function benchEngine(): Promise<{ rows: EngineRow[]; goals: object }> {
  const rows: EngineRow[] = (await ratesBySeats(await bundlePaths(), PATHS, process.env.BENCH_SEATS ?? '2,3,4,5')).map(({ seats, rates }) => {
    const [fast, pair, pub, actor] = rates as [number, number, number, number];
    return { seats, fastGamesPerSec: Math.round(fast), pairGamesPerSec: Math.round(pair), publicGamesPerSec: Math.round(pub), actorGamesPerSec: Math.round(actor), ratio: +(fast / actor).toFixed(1) };
  });
  const four = rows.find((r) => r.seats === 4);
  return {
    rows,
    // The goals are set at four seats: without that row (BENCH_SEATS=2,3), none is reported.
    goals: !four ? {} : {
      fastFourSeatGamesPerSec: { goal: FAST_GOAL_4P, measured: four.fastGamesPerSec, met: four.fastGamesPerSec >= FAST_GOAL_4P },
      moveInPlaceFourSeatGamesPerSec: { goal: FAST_GOAL_4P, measured: four.pairGamesPerSec, met: four.pairGamesPerSec >= FAST_GOAL_4P },
      publicFourSeatGamesPerSec: { goal: PUBLIC_GOAL_4P, measured: four.publicGamesPerSec, met: four.publicGamesPerSec >= PUBLIC_GOAL_4P },
    },
  };
}

export function formatEngine(result: Awaited<ReturnType<typeof benchEngine>>): string {
  const lines = [
    `Random complete games per second (median of ${RUNS} runs of ${RUN_MS} ms, bundled code)`,
    'seats | fast path (applyRandomMoveInPlace) | randomMove + applyMoveInPlace | public path (legalMoves + applyMove) | statechart | fast ÷ statechart',
  ];
  for (const r of result.rows) {
    lines.push(`${String(r.seats).padStart(5)} | ${String(r.fastGamesPerSec).padStart(34)} | ${String(r.pairGamesPerSec).padStart(29)} | ${String(r.publicGamesPerSec).padStart(36)} | ${String(r.actorGamesPerSec).padStart(10)} | ${String(r.ratio).padStart(6)}×`);
  }
  return [...lines, ...goalLines(result.goals)].join('\n');
}

/** A line per goal: its name, the goal, met or not, the figure measured. */
export function goalLines(goals: object): string[] {
  return (Object.entries(goals) as [string, { goal: number; measured: number; met: boolean }][])
    .map(([name, g]) => `goal ${name} ≥ ${g.goal}: ${g.met ? 'MET' : 'NOT MET'} (${g.measured})`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(formatEngine(await benchEngine()));
}
