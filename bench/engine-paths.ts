/**
 * One of bench/engine.ts's ways of playing random games, run inside a worker thread of its own. Bundled by
 * esbuild with the engine and the statechart (bench/entry.ts), as the published build is; bench/engine.ts
 * starts one worker per path and sends it `{ players, run }`, one run at a time; the worker answers with
 * the games per second of that run.
 *
 * Why a worker per path: V8 learns from what runs. After the statechart path (whose games live across many
 * scavenges: the actor keeps the state, the log and the events) V8 allocates the engine's objects straight
 * into the old generation (allocation-site pretenuring: 175 sites), and a later `randomMove` +
 * `applyMoveInPlace` run in the same isolate spends 4× as long collecting garbage (−35 % games/s). The bots'
 * playouts run in a worker of their own in the board too, so one isolate per path is what each caller sees.
 */
import { parentPort, workerData } from 'node:worker_threads';
import * as lib from './entry.js';

/** The path this worker plays, and how long one run plays games, in ms. */
const { path, runMs } = workerData as { path: string; runMs: number };

type Play = (players: number, seed: string, random: () => number) => void;

const PATHS: Record<string, Play> = {
  /** applyRandomMoveInPlace: draws and plays in one call, no move object, no check. */
  fast: (players, seed, random) => {
    const s = lib.newGame({ players, seed });
    while (lib.currentDecision(s).kind !== 'gameOver') lib.applyRandomMoveInPlace(s, random);
  },
  /** randomMove + applyMoveInPlace: the move built, then checked in full. */
  pair: (players, seed, random) => {
    const s = lib.newGame({ players, seed });
    while (lib.currentDecision(s).kind !== 'gameOver') lib.applyMoveInPlace(s, lib.randomMove(s, random)!);
  },
  /** legalMoves + a uniformly random listed move + applyMove: the input state never changed. */
  public: (players, seed, random) => {
    let s = lib.newGame({ players, seed });
    while (lib.currentDecision(s).kind !== 'gameOver') {
      const moves = lib.legalMoves(s);
      s = lib.applyMove(s, moves[Math.floor(random() * moves.length)]!);
    }
  },
  /** The same random moves sent as MOVE events to the XState actor. */
  actor: (players, seed, random) => {
    const actor = lib.createActor(lib.quetzalMachine, { input: { options: { players, seed }, handOver: false } }).start();
    for (;;) {
      const game = actor.getSnapshot().context.game!;
      if (game.phase === 'gameOver') break;
      actor.send({ type: 'MOVE', move: lib.randomMove(game, random)! });
    }
    actor.stop();
  },
};

const play = PATHS[path];
if (!play) throw new Error(`bench/engine-paths.ts: no path "${path}"`);

/** Games completed in runMs, as games per second (run -1: the warm-up). */
function timed(players: number, run: number): number {
  const rng = lib.seedRng(`bench-${path}-${players}-${run}`);
  const random = () => lib.nextFloat(rng);
  let games = 0;
  const start = performance.now();
  while (performance.now() - start < runMs) play!(players, `${run}-${games++}`, random);
  return (games * 1000) / (performance.now() - start);
}

parentPort!.on('message', ({ players, run }: { players: number; run: number }) => {
  parentPort!.postMessage(timed(players, run));
});
