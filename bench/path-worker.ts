/**
 * The worker side of bench/engine.ts's measurements, for any game: a paths module (bench/engine-paths.ts,
 * bench/aztec-engine-paths.ts) names its ways of playing a random game and calls `servePaths`; the worker
 * then answers each `{ players, run }` with the games per second of one run of `runMs` (run -1: the
 * warm-up), playing the path its workerData names.
 */
import { parentPort, workerData } from 'node:worker_threads';

/** Plays one whole random game at `players` seats from `seed`, drawing its moves from `random`. */
export type Play = (players: number, seed: string, random: () => number) => void;

/** Serves the runs of the path workerData names; `randomOf(seed)` makes a seeded source of floats in [0, 1). */
export function servePaths(paths: Record<string, Play>, randomOf: (seed: string) => () => number): void {
  const { path, runMs } = workerData as { path: string; runMs: number };
  const play = paths[path];
  if (!play) throw new Error(`bench: no path "${path}" (${Object.keys(paths).join(', ')})`);
  const timed = (players: number, run: number): number => {
    const random = randomOf(`bench-${path}-${players}-${run}`);
    let games = 0;
    const start = performance.now();
    while (performance.now() - start < runMs) play(players, `${run}-${games++}`, random);
    return (games * 1000) / (performance.now() - start);
  };
  parentPort!.on('message', ({ players, run }: { players: number; run: number }) => {
    parentPort!.postMessage(timed(players, run));
  });
}
