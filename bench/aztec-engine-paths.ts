/**
 * Aztec's ways of playing random games for bench/aztec-engine.ts, each in a worker thread of its own
 * (bench/engine-paths.ts says why), bundled by esbuild as the published build is (`quetzal-board/aztec`).
 */
import {
  applyMove, applyMoveInPlace, applyRandomMoveInPlace, currentDecision, newGame, nextFloat, randomMove, seedRng,
} from '../src/games/aztec/index.js';
import { servePaths, type Play } from './path-worker.js';

const PATHS: Record<string, Play> = {
  /** applyRandomMoveInPlace: draws and plays in one call, no move object, no check. */
  fast: (players, seed, random) => {
    const s = newGame({ players, seed });
    while (currentDecision(s).kind !== 'gameOver') applyRandomMoveInPlace(s, random);
  },
  /** randomMove + applyMoveInPlace: the move built, then checked in full. */
  pair: (players, seed, random) => {
    const s = newGame({ players, seed });
    while (currentDecision(s).kind !== 'gameOver') applyMoveInPlace(s, randomMove(s, random)!);
  },
  /** randomMove + applyMove: the public path, the input state never changed. */
  public: (players, seed, random) => {
    let s = newGame({ players, seed });
    while (currentDecision(s).kind !== 'gameOver') s = applyMove(s, randomMove(s, random)!);
  },
};

servePaths(PATHS, (seed) => {
  const rng = seedRng(seed);
  return () => nextFloat(rng);
});
