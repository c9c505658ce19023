/**
 * One of bench/engine.ts's ways of playing random games, run inside a worker thread of its own. Bundled by
 * esbuild with the engine and the statechart (bench/entry.ts), as the published build is; bench/engine.ts
 * starts one worker per path and sends it `{ players, run }`, one run at a time; the worker answers with
 * the games per second of that run (bench/path-worker.ts).
 *
 * Why a worker per path: V8 learns from what runs. After the statechart path (whose games live across many
 * scavenges: the actor keeps the state, the log and the events) V8 allocates the engine's objects straight
 * into the old generation (allocation-site pretenuring: 175 sites), and a later `randomMove` +
 * `applyMoveInPlace` run in the same isolate spends 4× as long collecting garbage (−35 % games/s). The bots'
 * playouts run in a worker of their own in the board too, so one isolate per path is what each caller sees.
 */
import * as lib from './entry.js';
import { servePaths, type Play } from './path-worker.js';

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

servePaths(PATHS, (seed) => {
  const rng = lib.seedRng(seed);
  return () => lib.nextFloat(rng);
});
