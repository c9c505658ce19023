// A tournament worker thread: imports the bundled game player (scripts/tournament/play.ts, built by
// scripts/tournament.ts) and plays the games the main thread hands it, one at a time.
import { parentPort, workerData } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';

const { playGame } = await import(pathToFileURL(workerData.bundle).href);
parentPort.on('message', async (game) => {
  try {
    parentPort.postMessage({ result: await playGame(workerData.cfg, game) });
  } catch (e) {
    parentPort.postMessage({ error: e instanceof Error ? e.stack ?? e.message : String(e) });
  }
});
parentPort.postMessage({ ready: true });
