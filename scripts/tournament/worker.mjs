// A tournament worker process: imports the bundled game player (scripts/tournament/play.ts, built by
// scripts/tournament.ts) and plays the games the tournament hands it, one at a time. A process rather
// than a thread, so that its CPU time (process.cpuUsage) is its games' alone: `@Ncpu` seats think on it.
import { pathToFileURL } from 'node:url';

const [bundle, cfgJson] = process.argv.slice(2);
const cfg = JSON.parse(cfgJson);
const { playGame } = await import(pathToFileURL(bundle).href);
process.on('message', async (game) => {
  try {
    const result = await playGame(cfg, game);
    if (process.connected) process.send({ result });
  } catch (e) {
    if (process.connected) process.send({ error: e instanceof Error ? e.stack ?? e.message : String(e) });
  }
});
// The tournament stopped (or died): nothing is left to report to.
process.on('disconnect', () => process.exit(0));
process.send({ ready: true });
