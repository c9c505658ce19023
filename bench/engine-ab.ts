/**
 * The engine's three ways of playing random games (bench/engine.ts: fast path, randomMove +
 * applyMoveInPlace, legalMoves + applyMove), this tree against another source tree, side by side:
 *   node --import tsx bench/engine-ab.ts <dir> [rounds] [seats]
 * <dir> holds the other tree's src/ (e.g. main's: `git archive main src | tar -x -C <dir>`). Each round
 * runs every path on both trees, alternating which goes first, each run in a process of its own (one
 * path per process: the JIT sees only that path, and runs do not share a heap); the rate is games per
 * second of that process's CPU time over a fixed number of games (the machine is shared: waiting for a
 * core is not the engine's cost). Prints each round and the medians.
 */
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { GameState, Move } from '../src/games/quetzal/engine/index.js';
import { median } from './engine.js';

/** The engine paths compared (bench/engine.ts's, without the statechart), as loaded from their bundle. */
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

/** The engine of the tree under `root`, bundled as the published build is; returns the file. */
async function bundle(root: string, name: string): Promise<string> {
  mkdirSync('bench/.cache', { recursive: true });
  const outfile = `bench/.cache/${name}.mjs`;
  await build({
    stdin: {
      contents: "export { applyMove, applyMoveInPlace, applyRandomMoveInPlace, legalMoves, newGame, nextFloat, randomMove, seedRng } from './src/games/quetzal/engine/index.ts';\n",
      resolveDir: resolve(root), loader: 'ts',
    },
    bundle: true, format: 'esm', platform: 'node', target: 'node20', outfile, logLevel: 'error', conditions: ['production'],
  });
  return resolve(outfile);
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

/** Games per CPU second over `games` games, in this process (one path per process: a clean JIT). */
function rate(lib: Lib, path: Path, players: number, games: number): number {
  const rng = lib.seedRng(`ab-${path}-${players}`);
  const random = () => lib.nextFloat(rng);
  for (let g = 0; g < 50; g++) play(lib, path, players, `warm-${g}`, random);
  const c0 = process.cpuUsage();
  for (let g = 0; g < games; g++) play(lib, path, players, `${g}`, random);
  const cpu = process.cpuUsage(c0);
  return games / ((cpu.user + cpu.system) / 1e6);
}

const args = process.argv.slice(2);
if (args[0] === '--child') {
  const [, file, path, players, games] = args;
  const lib = (await import(pathToFileURL(file!).href)) as Lib;
  console.log(rate(lib, path as Path, Number(players), Number(games)));
} else {
  const [dir, roundsArg, seatsArg] = args;
  if (!dir) throw new Error('usage: engine-ab.ts <dir> [rounds] [seats]');
  const rounds = Number(roundsArg ?? 7);
  const seats = Number(seatsArg ?? 4);
  const files = { base: await bundle(dir, 'engine-ab-base'), current: await bundle('.', 'engine-ab-current') };
  const paths: Path[] = ['fast', 'pair', 'public'];
  const games: Record<Path, number> = { fast: 4000, pair: 4000, public: 1000 };
  const child = (file: string, p: Path) =>
    Number(execFileSync(process.execPath, ['--import', 'tsx', 'bench/engine-ab.ts', '--child', file, p, String(seats), String(games[p])], { encoding: 'utf8' }));
  const got: Record<string, number[]> = {};
  for (let r = 0; r < rounds; r++) {
    const order = r % 2 ? (['current', 'base'] as const) : (['base', 'current'] as const);
    const line: string[] = [];
    for (const p of paths) {
      for (const k of order) (got[`${p} ${k}`] ??= []).push(child(files[k], p));
      line.push(`${p} ${Math.round(got[`${p} base`]!.at(-1)!)} → ${Math.round(got[`${p} current`]!.at(-1)!)}`);
    }
    console.log(`round ${r + 1}: ${line.join(', ')}`);
  }
  console.log(`medians over ${rounds} rounds, ${seats} seats, games per CPU second (base → current):`);
  for (const p of paths) {
    const b = median(got[`${p} base`]!), c = median(got[`${p} current`]!);
    console.log(`  ${p.padEnd(6)} ${Math.round(b)} → ${Math.round(c)} (×${(c / b).toFixed(2)})`);
  }
}
