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
 * The code measured is bundled by esbuild first, as the published build is (bench/entry.ts).
 * `node --import tsx bench/engine.ts` prints the table alone.
 */
import { build } from 'esbuild';
import { mkdirSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { GameState, Move } from '../src/rules/index.js';

export const RUNS = 7;
export const RUN_MS = 400;
/** Goals of issue #14, four seats. */
export const FAST_GOAL_4P = 10_000;
export const PUBLIC_GOAL_4P = 2_000;

/** The engine (and statechart) as the bench loads them from their bundle. */
export interface Lib {
  newGame(o: { players: number; seed: string }): GameState;
  currentDecision(s: GameState): { kind: string };
  legalMoves(s: GameState): Move[];
  applyMove(s: GameState, m: Move): GameState;
  applyMoveInPlace(s: GameState, m: Move): GameState;
  applyRandomMoveInPlace(s: GameState, random: () => number): GameState;
  randomMove(s: GameState, random: () => number): Move;
  seedRng(seed: string): { s: number[] };
  nextFloat(rng: { s: number[] }): number;
  createActor(machine: unknown, o: unknown): { start(): Actor };
  quetzalMachine: unknown;
}
interface Actor {
  getSnapshot(): { context: { game: GameState } };
  send(e: unknown): void;
  stop(): void;
}

export async function loadEngine(): Promise<Lib> {
  mkdirSync('bench/.cache', { recursive: true });
  await build({
    entryPoints: ['bench/entry.ts'], bundle: true, format: 'esm', platform: 'node', target: 'node20',
    outfile: 'bench/.cache/bench.mjs', logLevel: 'error', conditions: ['production'],
  });
  return (await import(`${pathToFileURL('bench/.cache/bench.mjs').href}?t=${Date.now()}`)) as Lib;
}

export function median(values: number[]): number {
  const s = values.slice().sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

type Runner = (lib: Lib, players: number, run: number) => number;

/** Games completed in RUN_MS, as games per second. */
function timed(lib: Lib, label: string, players: number, run: number, play: (seed: string, random: () => number) => void): number {
  const rng = lib.seedRng(`bench-${label}-${players}-${run}`);
  const random = () => lib.nextFloat(rng);
  let games = 0;
  const start = performance.now();
  while (performance.now() - start < RUN_MS) play(`${run}-${games++}`, random);
  return (games * 1000) / (performance.now() - start);
}

const fastRun: Runner = (lib, players, run) => timed(lib, 'fast', players, run, (seed, random) => {
  const s = lib.newGame({ players, seed });
  while (lib.currentDecision(s).kind !== 'gameOver') lib.applyRandomMoveInPlace(s, random);
});

const pairRun: Runner = (lib, players, run) => timed(lib, 'pair', players, run, (seed, random) => {
  const s = lib.newGame({ players, seed });
  while (lib.currentDecision(s).kind !== 'gameOver') lib.applyMoveInPlace(s, lib.randomMove(s, random));
});

const publicRun: Runner = (lib, players, run) => timed(lib, 'public', players, run, (seed, random) => {
  let s = lib.newGame({ players, seed });
  while (lib.currentDecision(s).kind !== 'gameOver') {
    const moves = lib.legalMoves(s);
    s = lib.applyMove(s, moves[Math.floor(random() * moves.length)]!);
  }
});

const actorRun: Runner = (lib, players, run) => timed(lib, 'actor', players, run, (seed, random) => {
  const actor = lib.createActor(lib.quetzalMachine, { input: { options: { players, seed }, handOver: false } }).start();
  for (;;) {
    const game = actor.getSnapshot().context.game;
    if (game.phase === 'gameOver') break;
    actor.send({ type: 'MOVE', move: lib.randomMove(game, random) });
  }
  actor.stop();
});

/**
 * The median games per second of each runner, their RUNS runs interleaved (a, b, c, a, b, c…): on a
 * shared machine a busy moment then slows one run of each rather than every run of one of them, so the
 * columns stay comparable side by side.
 */
function measure(lib: Lib, fns: Runner[], players: number): number[] {
  for (const fn of fns) fn(lib, players, -1); // warm-up
  const rates = fns.map(() => [] as number[]);
  for (let run = 0; run < RUNS; run++) fns.forEach((fn, i) => rates[i]!.push(fn(lib, players, run)));
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

export async function benchEngine(): Promise<{ rows: EngineRow[]; goals: object }> {
  const lib = await loadEngine();
  const rows: EngineRow[] = [];
  for (const seats of (process.env.BENCH_SEATS ?? '2,3,4,5').split(',').map(Number)) {
    const [fast, pair, pub, actor] = measure(lib, [fastRun, pairRun, publicRun, actorRun], seats) as [number, number, number, number];
    rows.push({ seats, fastGamesPerSec: Math.round(fast), pairGamesPerSec: Math.round(pair), publicGamesPerSec: Math.round(pub), actorGamesPerSec: Math.round(actor), ratio: +(fast / actor).toFixed(1) });
  }
  const four = rows.find((r) => r.seats === 4)!;
  return {
    rows,
    goals: {
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
  for (const [name, g] of Object.entries(result.goals) as [string, { goal: number; measured: number; met: boolean }][]) {
    lines.push(`goal ${name} ≥ ${g.goal}: ${g.met ? 'MET' : 'NOT MET'} (${g.measured})`);
  }
  return lines.join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(formatEngine(await benchEngine()));
}
