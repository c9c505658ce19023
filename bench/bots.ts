/**
 * Bot decision times. `benchBots()` (called by bench/run.ts; also `node --import tsx bench/bots.ts`)
 * collects ~50 varied positions from seeded games between medium bots (2–5 seats, every phase,
 * only decisions with a real choice), then times each strength on each position:
 *  - hard at its default budget (1,000 iterations): median decision time and iterations
 *    (goal: median ≤ 250 ms with ≥ 1,000 iterations on the project's 2-core machine);
 *  - easy and medium: median decision time.
 * The bots are bundled by esbuild first, as the published build is. Deterministic positions and
 * seeds; about 10 s.
 */
import { build } from 'esbuild';
import { mkdirSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { GameState, Move } from '../src/rules/index.js';
import type { BotOptions, Choice } from '../src/bots/index.js';

/** The code measured, bundled by esbuild as the published build would be (tsx's module getters cost ~20 %). */
interface Lib {
  applyMoveInPlace(s: GameState, m: Move): GameState;
  legalMoves(s: GameState): Move[];
  newGame(o: { players: number; seed: string }): GameState;
  viewFor(s: GameState, seat: number): GameState;
  chooseMove(view: GameState, o: BotOptions): Move;
  chooseMoveWithStats(view: GameState, o: BotOptions): Choice;
  DEFAULT_HARD_ITERATIONS: number;
}

async function loadBundle(): Promise<Lib> {
  mkdirSync('bench/.cache', { recursive: true });
  await build({
    stdin: {
      contents: "export { applyMoveInPlace, legalMoves, newGame, viewFor } from './src/rules/index.ts';\n" +
        "export { chooseMove, chooseMoveWithStats, DEFAULT_HARD_ITERATIONS } from './src/bots/index.ts';\n",
      resolveDir: process.cwd(), loader: 'ts',
    },
    bundle: true, format: 'esm', platform: 'node', target: 'node20', outfile: 'bench/.cache/bots.mjs', logLevel: 'error',
  });
  return (await import(`${pathToFileURL('bench/.cache/bots.mjs').href}?t=${Date.now()}`)) as Lib;
}

const POSITIONS = 50;
const HARD_GOAL_MS = 250;

function median(values: number[]): number {
  const s = values.slice().sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

function percentile(values: number[], p: number): number {
  const s = values.slice().sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(p * s.length))]!;
}

/** Seat views with more than one legal move, sampled along seeded medium-vs-medium games. */
function positions(lib: Lib): GameState[] {
  const { applyMoveInPlace, chooseMove, legalMoves, newGame, viewFor } = lib;
  const out: GameState[] = [];
  for (let g = 0; out.length < POSITIONS; g++) {
    const players = 2 + (g % 4);
    const s = newGame({ players, seed: `bench-bots-${g}` });
    let k = 0;
    while (s.decision.kind !== 'gameOver' && out.length < POSITIONS) {
      const seat = s.decision.seat;
      if (seat === null) {
        applyMoveInPlace(s, legalMoves(s)[0]!);
        continue;
      }
      const view = viewFor(s, seat);
      // Every 9th seat decision with a real choice: spread over rounds, phases and seat counts.
      if (legalMoves(view).filter((m) => m.type !== 'exchange').length > 1 && k++ % 9 === 4) out.push(view);
      applyMoveInPlace(s, chooseMove(view, { strength: 'medium' }));
    }
  }
  return out;
}

function round(x: number, digits = 2): number {
  const f = 10 ** digits;
  return Math.round(x * f) / f;
}

export async function benchBots(): Promise<object> {
  const lib = await loadBundle();
  const { chooseMove, chooseMoveWithStats, DEFAULT_HARD_ITERATIONS } = lib;
  const views = positions(lib);
  const timed = (strength: 'easy' | 'medium') => {
    const ms: number[] = [];
    for (let i = 0; i < views.length; i++) {
      const t0 = performance.now();
      chooseMove(views[i]!, { strength, seed: i });
      ms.push(performance.now() - t0);
    }
    return ms;
  };
  // Warm-up (JIT) on a few positions.
  for (let i = 0; i < 5; i++) chooseMove(views[i]!, { strength: 'hard', seed: i, iterations: 200 });
  timed('easy');
  timed('medium');

  const easy = timed('easy');
  const medium = timed('medium');
  const hardMs: number[] = [];
  const hardIterations: number[] = [];
  const byKind: Record<string, number[]> = {};
  for (let i = 0; i < views.length; i++) {
    const t0 = performance.now();
    const { stats } = chooseMoveWithStats(views[i]!, { strength: 'hard', seed: i });
    const ms = performance.now() - t0;
    hardMs.push(ms);
    hardIterations.push(stats?.iterations ?? 0);
    (byKind[views[i]!.decision.kind] ??= []).push(ms);
  }
  const hardMedian = median(hardMs);
  const itMedian = median(hardIterations);
  return {
    positions: views.length,
    hard: {
      budgetIterations: DEFAULT_HARD_ITERATIONS,
      medianMs: round(hardMedian, 1),
      p90Ms: round(percentile(hardMs, 0.9), 1),
      maxMs: round(Math.max(...hardMs), 1),
      medianIterations: itMedian,
      medianMsByDecision: Object.fromEntries(Object.entries(byKind).map(([k, v]) => [k, { n: v.length, medianMs: round(median(v), 1) }])),
      goal: { medianMsAtMost: HARD_GOAL_MS, iterationsAtLeast: 1000, met: hardMedian <= HARD_GOAL_MS && itMedian >= 1000 },
    },
    medium: { medianMs: round(median(medium), 3), maxMs: round(Math.max(...medium), 2) },
    easy: { medianMs: round(median(easy), 3), maxMs: round(Math.max(...easy), 2) },
  };
}

// Run directly (not when bench/run.ts imports it).
if (process.argv[1] && pathToFileURL(process.argv[1]).href === import.meta.url) {
  const started = performance.now();
  const result = await benchBots();
  console.log(JSON.stringify({ ...result, seconds: round((performance.now() - started) / 1000, 1) }, null, 2));
}
