/**
 * Speed work on the engine must not change what it does. This script plays random games by the three
 * ways bench/engine.ts measures (applyRandomMoveInPlace; randomMove + applyMoveInPlace, with events;
 * legalMoves + applyMove) from fixed seeds, for 2–5 seats, and hashes every state along the way
 * (JSON.stringify), every move drawn and every event; on the public path it also checks that applyMove
 * left its input as it was. Run it on two source trees and compare the hashes:
 *   node --import tsx bench/engine-identical.ts [dir] [games per seat count]
 * <dir> (default: this tree) holds a tree's src/ (e.g. main's: `git archive main src | tar -x -C <dir>`);
 * the engine is bundled by esbuild as bench/engine-ab.ts does. Prints one hash per path and seat count.
 */
import { build } from 'esbuild';
import { createHash, type Hash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { GameEvent, GameState, Move } from '../src/games/quetzal/engine/index.js';

interface Lib {
  newGame(o: { players: number; seed: string }): GameState;
  legalMoves(s: GameState): Move[];
  applyMove(s: GameState, m: Move): GameState;
  applyMoveInPlace(s: GameState, m: Move, events?: GameEvent[] | null): GameState;
  applyRandomMoveInPlace(s: GameState, random: () => number): GameState;
  randomMove(s: GameState, random: () => number): Move;
  seedRng(seed: string): { s: number[] };
  nextFloat(rng: { s: number[] }): number;
}

const [dirArg, gamesArg] = process.argv.slice(2);
const root = resolve(dirArg ?? '.');
const games = Number(gamesArg ?? 750);

mkdirSync('bench/.cache', { recursive: true });
const outfile = resolve(`bench/.cache/engine-identical-${process.pid}.mjs`);
await build({
  stdin: {
    contents: "export { applyMove, applyMoveInPlace, applyRandomMoveInPlace, legalMoves, newGame, nextFloat, randomMove, seedRng } from './src/games/quetzal/engine/index.ts';\n",
    resolveDir: root, loader: 'ts',
  },
  bundle: true, format: 'esm', platform: 'node', target: 'node20', outfile, logLevel: 'error', conditions: ['production'],
});
const lib = (await import(pathToFileURL(outfile).href)) as Lib;

type Path = 'fast' | 'pair' | 'public';

function play(path: Path, players: number, seed: string, random: () => number, h: Hash): number {
  let s = lib.newGame({ players, seed });
  let json = JSON.stringify(s);
  h.update(json);
  let states = 1;
  while (s.decision.kind !== 'gameOver') {
    if (path === 'fast') lib.applyRandomMoveInPlace(s, random);
    else if (path === 'pair') {
      const move = lib.randomMove(s, random);
      h.update(JSON.stringify(move));
      const events: GameEvent[] = [];
      lib.applyMoveInPlace(s, move, events);
      h.update(JSON.stringify(events));
    } else {
      const moves = lib.legalMoves(s);
      h.update(JSON.stringify(moves));
      const before = s;
      s = lib.applyMove(s, moves[Math.floor(random() * moves.length)]!);
      if (JSON.stringify(before) !== json) throw new Error(`applyMove changed its input (seed ${seed}, ${players} seats)`);
    }
    json = JSON.stringify(s);
    h.update(json);
    states++;
  }
  return states;
}

for (const path of ['fast', 'pair', 'public'] as const) {
  for (let players = 2; players <= 5; players++) {
    const h = createHash('sha256');
    const rng = lib.seedRng(`identical-${path}-${players}`);
    const random = () => lib.nextFloat(rng);
    let states = 0;
    for (let g = 0; g < games; g++) states += play(path, players, `id-${players}-${g}`, random, h);
    console.log(`${path.padEnd(6)} ${players} seats: ${games} games, ${states} states, ${h.digest('hex').slice(0, 16)}`);
  }
}
