/**
 * Speed work on the hard computer must not change what it decides. This script records, and later
 * compares, the choice and the search statistics of `chooseMoveWithStats` at a fixed playout budget
 * (no clock: the result depends only on the code, the view and the seed), and times the search A/B.
 *
 *   node --import tsx bench/hard-identical.ts record [file]   the current tree's answers → file
 *   node --import tsx bench/hard-identical.ts check [file]    the current tree against file (exit 1 on a difference)
 *   node --import tsx bench/hard-identical.ts speed <dir> [rounds]
 *       playouts per CPU second, this tree against the tree in <dir> (e.g. main's, extracted with
 *       `git archive main src | tar -x -C <dir>`), interleaved A B B A… on the same positions; medians.
 *
 * Positions: bench/bots.ts's (seat views with a real choice from seeded medium-vs-medium games),
 * PER_SEATS for each of 2–5 seats; each searched with hard at PLAYOUTS playouts for every seed in SEEDS
 * (UCB1, the default), and once with sequential halving. Compared: the move, why the search stopped,
 * the playouts run and every candidate's move, prior, visits and mean utility — exactly (the same
 * arithmetic in the same order gives the same doubles). The default file is bench/.cache/hard-identical.json.
 */
import { build } from 'esbuild';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { positions, type BotsLib, type Position } from './bots.js';

const PER_SEATS = 50;
const PLAYOUTS = 300;
const SEEDS = [0, 1, 2];
const DEFAULT_FILE = 'bench/.cache/hard-identical.json';

/** The bots of the source tree under `root`, bundled by esbuild as bench/bots.ts does. */
async function bundle(root: string, name: string): Promise<BotsLib> {
  mkdirSync('bench/.cache', { recursive: true });
  const outfile = `bench/.cache/${name}.mjs`;
  await build({
    stdin: {
      contents: "export { applyMoveInPlace, legalMoves, newGame, viewFor } from './src/games/quetzal/engine/index.ts';\n" +
        "export { chooseMove, chooseMoveWithStats, DEFAULT_HARD_TIME_MS } from './src/games/quetzal/bots/index.ts';\n",
      resolveDir: resolve(root), loader: 'ts',
    },
    bundle: true, format: 'esm', platform: 'node', target: 'node20', outfile, logLevel: 'error',
  });
  return (await import(`${pathToFileURL(outfile).href}?t=${Date.now()}`)) as BotsLib;
}

/** A short hash of a view (which position is which, in the report). */
function hash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return (h >>> 0).toString(36);
}

interface Answer {
  position: number;
  view: string;
  seed: number;
  search: 'ucb' | 'halving';
  move: string;
  stopped: string;
  iterations: number;
  candidates: [move: string, prior: number, visits: number, mean: number][];
}

function answers(lib: BotsLib, all: Position[]): Answer[] {
  const out: Answer[] = [];
  all.forEach((p, i) => {
    const runs: [number, 'ucb' | 'halving'][] = [...SEEDS.map((seed) => [seed, 'ucb'] as [number, 'ucb']), [SEEDS[0]!, 'halving']];
    for (const [seed, search] of runs) {
      const { move, stats } = lib.chooseMoveWithStats(p.view, { strength: 'hard', seed, iterations: PLAYOUTS, search });
      out.push({
        position: i, view: hash(JSON.stringify(p.view)), seed, search, move: JSON.stringify(move),
        stopped: stats!.stopped, iterations: stats!.iterations,
        candidates: stats!.candidates.map((c) => [JSON.stringify(c.move), c.prior, c.visits, c.mean]),
      });
    }
  });
  return out;
}

const [mode = 'check', arg] = process.argv.slice(2);
if (mode === 'record' || mode === 'check') {
  const file = arg ?? DEFAULT_FILE;
  const lib = await bundle('.', 'identical-current');
  const all = positions(lib, PER_SEATS);
  const t0 = performance.now();
  const now = answers(lib, all);
  const seconds = ((performance.now() - t0) / 1000).toFixed(1);
  if (mode === 'record') {
    writeFileSync(file, JSON.stringify({ playouts: PLAYOUTS, seeds: SEEDS, answers: now }));
    console.log(`recorded ${now.length} searches on ${all.length} positions to ${file} (${seconds} s)`);
  } else {
    const ref = JSON.parse(readFileSync(file, 'utf8')) as { answers: Answer[] };
    let differ = 0;
    if (ref.answers.length !== now.length) {
      console.log(`different number of searches: ${ref.answers.length} recorded, ${now.length} now`);
      differ++;
    }
    for (let i = 0; i < Math.min(ref.answers.length, now.length); i++) {
      const a = JSON.stringify(ref.answers[i]);
      const b = JSON.stringify(now[i]);
      if (a === b) continue;
      if (differ++ < 5) console.log(`search ${i} differs:\n  recorded ${a}\n  now      ${b}`);
    }
    const decisions = now.filter((a, i) => a.move !== ref.answers[i]?.move).length;
    console.log(`${now.length} searches on ${all.length} positions (${seconds} s): ${differ ? `${differ} DIFFER (${decisions} with another move)` : 'all identical'}`);
    process.exitCode = differ ? 1 : 0;
  }
} else if (mode === 'speed') {
  if (!arg) throw new Error('speed <dir>: the source tree to compare against');
  const rounds = Number(process.argv[4] ?? 7);
  const libs = { base: await bundle(arg, 'identical-base'), current: await bundle('.', 'identical-current') };
  // A subset of positions, every seat count; the same for both.
  const all = positions(libs.base, 15);
  /**
   * Playouts per second of one pass over the positions (the search's whole decision time counts), per
   * second of this process's CPU time: the machine is shared, and waiting for a core is not our cost.
   */
  const pass = (lib: BotsLib, round: number): number => {
    let playouts = 0;
    const c0 = process.cpuUsage();
    all.forEach((p, i) => {
      playouts += lib.chooseMoveWithStats(p.view, { strength: 'hard', seed: round * 1000 + i, iterations: PLAYOUTS })!.stats?.iterations ?? 0;
    });
    const cpu = process.cpuUsage(c0);
    return playouts / ((cpu.user + cpu.system) / 1e6);
  };
  pass(libs.base, -1);
  pass(libs.current, -1); // JIT warm-up
  const rates = { base: [] as number[], current: [] as number[] };
  const ratios: number[] = [];
  for (let r = 0; r < rounds; r++) {
    const order = r % 2 ? (['current', 'base'] as const) : (['base', 'current'] as const);
    const got: Record<string, number> = {};
    for (const k of order) got[k] = pass(libs[k], r);
    rates.base.push(got.base!);
    rates.current.push(got.current!);
    ratios.push(got.current! / got.base!);
    console.log(`round ${r + 1}: base ${Math.round(got.base!)} playouts/CPU s, current ${Math.round(got.current!)}, ratio ${(got.current! / got.base!).toFixed(3)}`);
  }
  const median = (xs: number[]) => {
    const s = xs.slice().sort((a, b) => a - b);
    return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
  };
  console.log(`medians over ${rounds} rounds (${all.length} positions, ${PLAYOUTS} playouts each): base ${Math.round(median(rates.base))} playouts/CPU s, current ${Math.round(median(rates.current))}, ratio ${median(ratios).toFixed(3)}`);
} else {
  throw new Error(`unknown mode ${mode}: record, check or speed`);
}
