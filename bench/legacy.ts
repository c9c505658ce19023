/**
 * "Today's hard", frozen: the computer players exactly as they were at commit e65908f (issue #14's
 * baseline: 1,000 playouts per decision, no memory of the cards the table saw), for strength
 * comparisons. Nothing is copied into the tree: `loadLegacy()` extracts src/games/quetzal/engine and src/games/quetzal/bots of
 * that commit from git into bench/.cache/legacy-e65908f/ and bundles them with esbuild, so the
 * baseline is that commit's own code — its engine, its views, its search — byte for byte.
 *
 * It plays on today's game states through its own `viewFor`, which copies only the fields it knew
 * (the new `known` list is dropped) and hides every other hand, as it did then. bench/legacy-check.ts
 * checks that this gives it exactly the views it would have had under its own engine.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import type { GameState, Move } from '../src/games/quetzal/engine/index.js';

export const LEGACY_COMMIT = 'e65908f';
/** The baseline's budget: its default. */
export const LEGACY_ITERATIONS = 1000;

export interface LegacyLib {
  viewFor(state: GameState, seat: number): GameState;
  chooseMoveWithStats(view: GameState, options: { strength: string; seed?: string | number; iterations?: number }): { move: Move; stats?: { iterations: number } };
  newGame(options: unknown): GameState;
  applyMoveInPlace(state: GameState, move: Move): GameState;
  legalMoves(state: GameState): Move[];
}

const dir = `bench/.cache/legacy-${LEGACY_COMMIT}`;
const bundle = `${dir}.mjs`;

/** Builds the bundle (once per checkout) and returns its path. */
export async function buildLegacy(): Promise<string> {
  if (existsSync(bundle)) return bundle;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const tar = execFileSync('git', ['archive', LEGACY_COMMIT, 'src/games/quetzal/engine', 'src/games/quetzal/bots'], { maxBuffer: 64 << 20 });
  execFileSync('tar', ['-x', '-C', dir], { input: tar });
  await build({
    stdin: {
      contents: "export { viewFor, newGame, applyMoveInPlace, legalMoves } from './src/games/quetzal/engine/index.ts';\n" +
        "export { chooseMoveWithStats } from './src/games/quetzal/bots/index.ts';\n",
      resolveDir: dir, loader: 'ts',
    },
    bundle: true, format: 'esm', platform: 'node', target: 'node20', outfile: bundle, logLevel: 'error',
  });
  return bundle;
}

export async function loadLegacy(): Promise<LegacyLib> {
  return (await import(pathToFileURL(await buildLegacy()).href)) as LegacyLib;
}
