/**
 * Bot decision times over the whole distribution. `benchBots()` (called by bench/run.ts; also
 * `node --import tsx bench/bots.ts` alone):
 *  - positions: seat views drawn from real games — seeded medium-vs-medium games of 2, 3, 4 and 5 seats,
 *    every decision with a real choice (more than one legal move, exchanges aside) sampled at a fixed
 *    stride so that every round and phase is represented; POSITIONS_PER_SEATS per seat count
 *    (4 × 130 = 520 decisions);
 *  - hard at its default deadline (DEFAULT_HARD_TIME_MS, 250 ms, as a page gets it): the time of each
 *    `chooseMoveWithStats` call, from the call to the answer (the deadline counts from there), reported
 *    as p50 / p90 / p99 / max over all decisions, per decision kind and per seat count, with the playouts
 *    run and why the search stopped. Goal: max ≤ 250 ms;
 *  - easy and medium on the same positions: p50 / p99 / max.
 * The bots are bundled by esbuild first, as the published build is. The positions and seeds are fixed;
 * the playouts run depend on the machine's speed (that is the point of a deadline). About 2 minutes.
 */
import { build } from 'esbuild';
import { mkdirSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import type { GameState, Move } from '../src/games/quetzal/engine/index.js';
import type { BotOptions, Choice } from '../src/games/quetzal/bots/index.js';

/** The code measured, bundled by esbuild as the published build would be (tsx's module getters cost ~20 %). */
export interface BotsLib {
  applyMoveInPlace(s: GameState, m: Move): GameState;
  legalMoves(s: GameState): Move[];
  newGame(o: { players: number; seed: string }): GameState;
  viewFor(s: GameState, seat: number): GameState;
  chooseMove(view: GameState, o: BotOptions): Move;
  chooseMoveWithStats(view: GameState, o: BotOptions): Choice;
  DEFAULT_HARD_TIME_MS: number;
}

/** `contents` (TypeScript re-exports, from the project's root) bundled by esbuild as the published build would be, and loaded. */
export async function bundled<T>(contents: string, name: string): Promise<T> {
  mkdirSync('bench/.cache', { recursive: true });
  const outfile = `bench/.cache/${name}.mjs`;
  await build({
    stdin: { contents, resolveDir: process.cwd(), loader: 'ts' },
    bundle: true, format: 'esm', platform: 'node', target: 'node20', outfile, logLevel: 'error',
  });
  return (await import(`${pathToFileURL(outfile).href}?t=${Date.now()}`)) as T;
}

export async function loadBots(): Promise<BotsLib> {
  return bundled<BotsLib>(
    "export { applyMoveInPlace, legalMoves, newGame, viewFor } from './src/games/quetzal/engine/index.ts';\n" +
      "export { chooseMove, chooseMoveWithStats, DEFAULT_HARD_TIME_MS } from './src/games/quetzal/bots/index.ts';\n",
    'bots',
  );
}

export const SEAT_COUNTS = [2, 3, 4, 5] as const;
export const POSITIONS_PER_SEATS = Number(process.env.BENCH_BOT_POSITIONS ?? 130);
const HARD_GOAL_MAX_MS = 250;
/** Every STRIDE-th decision with a real choice is kept: spread over rounds, phases and seats. */
const STRIDE = 7;

export interface Position {
  seats: number;
  kind: string;
  view: GameState;
}

/** Seat views with more than one legal move, sampled along seeded medium-vs-medium games. */
export function positions(lib: BotsLib, perSeats = POSITIONS_PER_SEATS, seatCounts: readonly number[] = SEAT_COUNTS): Position[] {
  const { applyMoveInPlace, chooseMove, legalMoves, newGame, viewFor } = lib;
  const out: Position[] = [];
  for (const players of seatCounts) {
    let taken = 0;
    let k = 0;
    for (let g = 0; taken < perSeats; g++) {
      const s = newGame({ players, seed: `bench-bots-${players}-${g}` });
      while (s.decision.kind !== 'gameOver' && taken < perSeats) {
        const seat = s.decision.seat;
        if (seat === null) {
          applyMoveInPlace(s, legalMoves(s)[0]!);
          continue;
        }
        const view = viewFor(s, seat);
        if (legalMoves(view).filter((m) => m.type !== 'exchange').length > 1 && k++ % STRIDE === 3) {
          out.push({ seats: players, kind: view.decision.kind, view });
          taken++;
        }
        applyMoveInPlace(s, chooseMove(view, { strength: 'medium' }));
      }
    }
  }
  return out;
}

export function percentile(values: number[], p: number): number {
  const s = values.slice().sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil(p * s.length) - 1))]!;
}

const round = (x: number, digits = 1): number => Math.round(x * 10 ** digits) / 10 ** digits;

export interface Distribution { n: number; p50Ms: number; p90Ms: number; p99Ms: number; maxMs: number }

export function distribution(ms: number[]): Distribution {
  return {
    n: ms.length,
    p50Ms: round(percentile(ms, 0.5)),
    p90Ms: round(percentile(ms, 0.9)),
    p99Ms: round(percentile(ms, 0.99)),
    maxMs: round(Math.max(...ms)),
  };
}

/** Groups `ms[i]` by `keyOf(i)` and gives each group's distribution, largest groups first. */
export function grouped(ms: number[], keyOf: (i: number) => string): Record<string, Distribution> {
  const groups: Record<string, number[]> = {};
  ms.forEach((t, i) => (groups[keyOf(i)] ??= []).push(t));
  return Object.fromEntries(Object.entries(groups).sort((a, b) => b[1].length - a[1].length).map(([k, v]) => [k, distribution(v)]));
}

/**
 * Times a hard computer at its deadline on each position (`decide` runs one decision): wall time (the
 * goal: max ≤ HARD_GOAL_MAX_MS), the process's CPU time (did it get a core?), playouts per searched
 * decision and why each search stopped. Shared by every game's bench (bench/aztec-bots.ts).
 */
export function timeHard<P>(all: readonly P[], decide: (p: P, i: number) => { stats?: { iterations: number; stopped: string } }, deadlineMs: number) {
  const ms: number[] = [];
  const cpuMs: number[] = [];
  const playouts: number[] = [];
  const loadBefore = loadavg()[0]!;
  const stopped: Record<string, number> = {};
  for (let i = 0; i < all.length; i++) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    const { stats } = decide(all[i]!, i);
    ms.push(performance.now() - t0);
    const cpu = process.cpuUsage(c0);
    cpuMs.push((cpu.user + cpu.system) / 1000);
    playouts.push(stats?.iterations ?? 0);
    stopped[stats?.stopped ?? 'none'] = (stopped[stats?.stopped ?? 'none'] ?? 0) + 1;
  }
  const hard = distribution(ms);
  const searched = playouts.filter((n) => n > 0);
  return {
    ms,
    playoutsByDecision: playouts,
    hard,
    playouts: { p10: percentile(searched, 0.1), p50: percentile(searched, 0.5), p90: percentile(searched, 0.9) },
    stopped,
    goal: { maxMsAtMost: HARD_GOAL_MAX_MS, measured: hard.maxMs, met: hard.maxMs <= HARD_GOAL_MAX_MS },
    // A decision over the deadline on a shared machine: did the process get the CPU? (CPU time ≪ wall time: it waited for a core.)
    overDeadline: ms.map((t, i) => ({ ms: round(t), cpuMs: round(cpuMs[i]!) })).filter((d) => d.ms > deadlineMs),
    cpuMs: distribution(cpuMs),
    loadAverage: { before: +loadBefore.toFixed(2), after: +loadavg()[0]!.toFixed(2), cores: cpus().length },
  };
}

export async function benchBots(): Promise<object> {
  const lib = await loadBots();
  const { chooseMove, chooseMoveWithStats, DEFAULT_HARD_TIME_MS } = lib;
  const all = positions(lib);
  const timed = (strength: 'easy' | 'medium') => all.map((p, i) => {
    const t0 = performance.now();
    chooseMove(p.view, { strength, seed: i });
    return performance.now() - t0;
  });
  // Warm-up (JIT).
  for (let i = 0; i < 8; i++) chooseMove(all[i * 37 % all.length]!.view, { strength: 'hard', seed: i, timeMs: 100 });
  timed('easy');
  timed('medium');
  const easy = timed('easy');
  const medium = timed('medium');

  const t = timeHard(all, (p, i) => chooseMoveWithStats(p.view, { strength: 'hard', seed: i }), DEFAULT_HARD_TIME_MS);
  return {
    decisions: all.length,
    source: `seat views with a real choice from seeded medium-vs-medium games, ${POSITIONS_PER_SEATS} per seat count (2–5)`,
    hard: {
      deadlineMs: DEFAULT_HARD_TIME_MS,
      ...t.hard,
      playouts: t.playouts,
      stopped: t.stopped,
      byKind: grouped(t.ms, (i) => all[i]!.kind),
      bySeats: grouped(t.ms, (i) => `${all[i]!.seats} seats`),
      goal: t.goal,
      overDeadline: t.overDeadline,
      cpuMs: t.cpuMs,
      loadAverage: t.loadAverage,
    },
    medium: { p50Ms: round(percentile(medium, 0.5), 3), p99Ms: round(percentile(medium, 0.99), 2), maxMs: round(Math.max(...medium), 2) },
    easy: { p50Ms: round(percentile(easy, 0.5), 3), p99Ms: round(percentile(easy, 0.99), 2), maxMs: round(Math.max(...easy), 2) },
  };
}

export function formatBots(r: any): string {
  const row = (name: string, d: Distribution) =>
    `${name.padEnd(16)} | ${String(d.n).padStart(4)} | ${String(d.p50Ms).padStart(6)} | ${String(d.p90Ms).padStart(6)} | ${String(d.p99Ms).padStart(6)} | ${String(d.maxMs).padStart(6)}`;
  return [
    `Hard computer at its ${r.hard.deadlineMs} ms deadline, ${r.decisions} decisions (${r.source}); ms`,
    'decisions        |    n |    p50 |    p90 |    p99 |    max',
    row('all', r.hard),
    ...Object.entries(r.hard.byKind as Record<string, Distribution>).map(([k, d]) => row(k, d)),
    ...Object.entries(r.hard.bySeats as Record<string, Distribution>).map(([k, d]) => row(k, d)),
    `playouts per searched decision: p10 ${r.hard.playouts.p10}, p50 ${r.hard.playouts.p50}, p90 ${r.hard.playouts.p90}; stopped: ${JSON.stringify(r.hard.stopped)}`,
    `goal max ≤ ${r.hard.goal.maxMsAtMost} ms: ${r.hard.goal.met ? 'MET' : 'NOT MET'} (${r.hard.maxMs} ms); process CPU time per decision: p50 ${r.hard.cpuMs.p50Ms}, max ${r.hard.cpuMs.maxMs} ms`,
    `over the deadline: ${r.hard.overDeadline.length} (wall ms / CPU ms: ${r.hard.overDeadline.map((d: { ms: number; cpuMs: number }) => `${d.ms}/${d.cpuMs}`).join(', ') || '—'}); load average ${r.hard.loadAverage.before} → ${r.hard.loadAverage.after} on ${r.hard.loadAverage.cores} cores`,
    `medium: p50 ${r.medium.p50Ms} ms, p99 ${r.medium.p99Ms} ms, max ${r.medium.maxMs} ms; easy: p50 ${r.easy.p50Ms} ms, p99 ${r.easy.p99Ms} ms, max ${r.easy.maxMs} ms`,
  ].join('\n');
}

// Run directly (not when bench/run.ts imports it).
if (process.argv[1] && pathToFileURL(process.argv[1]).href === import.meta.url) {
  const started = performance.now();
  const result = await benchBots();
  console.log(formatBots(result));
  console.log(`(${round((performance.now() - started) / 1000)} s)`);
}
