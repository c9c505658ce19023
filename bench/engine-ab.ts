/**
 * The engine's three ways of playing random games (bench/engine.ts: fast path, randomMove +
 * applyMoveInPlace, legalMoves + applyMove), this tree against another source tree, side by side:
 *   node --import tsx bench/engine-ab.ts <dir> [rounds] [seats]
 * <dir> holds the other tree's src/ (e.g. main's: `git archive main src | tar -x -C <dir>`). Each round
 * runs every path on both trees, alternating which goes first, for RUN_MS each; the rate is games per
 * second of this process's CPU time (the machine is shared: waiting for a core is not the engine's cost).
 * Prints each round and the medians.
 */
import { build } from 'esbuild';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { GameState, Move } from '../src/rules/index.js';
import { median } from './engine.js';

interface Lib {
  newGame(o: { players: number; seed: string }): GameState;
  legalMoves(s: GameState): Move[];
  applyMove(s: GameState, m: Move): GameState;
  applyMoveInPlace(s: GameState, m: Move): GameState;
  applyRandomMoveInPlace(s: GameState, random: () => number): GameState;
  randomMove(s: GameState, random: () => number): Move;
  seedRng(seed: string): { s: number[] };
  nextFloat(rng: { s: number[] }): number;
}

const RUN_MS = 500;

async function bundle(root: string, name: string): Promise<Lib> {
  mkdirSync('bench/.cache', { recursive: true });
  const outfile = `bench/.cache/${name}.mjs`;
  await build({
    stdin: {
      contents: "export { applyMove, applyMoveInPlace, applyRandomMoveInPlace, legalMoves, newGame, nextFloat, randomMove, seedRng } from './src/rules/index.ts';\n",
      resolveDir: resolve(root), loader: 'ts',
    },
    bundle: true, format: 'esm', platform: 'node', target: 'node20', outfile, logLevel: 'error', conditions: ['production'],
  });
  return (await import(`${pathToFileURL(outfile).href}?t=${Date.now()}`)) as Lib;
}

type Path = 'fast' | 'pair' | 'public';

function play(lib: Lib, path: Path, players: number, seed: string, random: () => number): void {
  let s = lib.newGame({ players, seed });
  if (path === 'fast') while (s.decision.kind !== 'gameOver') lib.applyRandomMoveInPlace(s, random);
  else if (path === 'pair') while (s.decision.kind !== 'gameOver') lib.applyMoveInPlace(s, lib.randomMove(s, random));
  else {
    while (s.decision.kind !== 'gameOver') {
      const moves = lib.legalMoves(s);
      s = lib.applyMove(s, moves[Math.floor(random() * moves.length)]!);
    }
  }
}

/** Games per CPU second over RUN_MS of wall time. */
function rate(lib: Lib, path: Path, players: number, run: number): number {
  const rng = lib.seedRng(`ab-${path}-${players}-${run}`);
  const random = () => lib.nextFloat(rng);
  let games = 0;
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  while (performance.now() - t0 < RUN_MS) play(lib, path, players, `${run}-${games++}`, random);
  const cpu = process.cpuUsage(c0);
  return games / ((cpu.user + cpu.system) / 1e6);
}

const [dir, roundsArg, seatsArg] = process.argv.slice(2);
if (!dir) throw new Error('usage: engine-ab.ts <dir> [rounds] [seats]');
const rounds = Number(roundsArg ?? 7);
const seats = Number(seatsArg ?? 4);
const libs = { base: await bundle(dir, 'engine-ab-base'), current: await bundle('.', 'engine-ab-current') };
const paths: Path[] = ['fast', 'pair', 'public'];
for (const k of ['base', 'current'] as const) for (const p of paths) rate(libs[k], p, seats, -1); // JIT warm-up
const got: Record<string, number[]> = {};
for (let r = 0; r < rounds; r++) {
  const order = r % 2 ? (['current', 'base'] as const) : (['base', 'current'] as const);
  const line: string[] = [];
  for (const p of paths) {
    for (const k of order) (got[`${p} ${k}`] ??= []).push(rate(libs[k], p, seats, r));
    line.push(`${p} ${Math.round(got[`${p} base`]!.at(-1)!)} → ${Math.round(got[`${p} current`]!.at(-1)!)}`);
  }
  console.log(`round ${r + 1}: ${line.join(', ')}`);
}
console.log(`medians over ${rounds} rounds, ${seats} seats, games per CPU second (base → current):`);
for (const p of paths) {
  const b = median(got[`${p} base`]!), c = median(got[`${p} current`]!);
  console.log(`  ${p.padEnd(6)} ${Math.round(b)} → ${Math.round(c)} (×${(c / b).toFixed(2)})`);
}
