/**
 * Aztec's hard computer at its deadline: `node --import tsx bench/aztec-bots.ts [positions per seat count] [--cpu]`.
 *  - positions: seat views from seeded medium-vs-medium games of 3, 4, 5 and 6 seats, every STRIDE-th
 *    decision (jewels, tokens, Artifacts, every round), PER_SEATS per seat count (4 × 130 = 520 decisions);
 *  - hard at its default deadline (DEFAULT_HARD_TIME_MS, 250 ms): each decision's time from the call to
 *    the answer, p50 / p90 / p99 / max, by decision kind and seat count, with the playouts run (the
 *    tournaments' fixed `iterations` are calibrated on their median) — bench/bots.ts's timing, shared;
 *  - `--cpu`: the deadline on the process's CPU time (as a tournament's `hard@250cpu` seat), so that a
 *    busy machine does not shorten the search: the playouts 250 ms of this machine's CPU reach.
 * Bundled by esbuild first, as the published build is. Goal: max ≤ 250 ms.
 */
import { bundled, distribution, grouped, percentile, timeHard } from './bots.js';
import type { AztecMove, AztecState } from '../src/games/aztec/index.js';
import type { AztecBotOptions, AztecChoice } from '../src/games/aztec/bots/index.js';

interface AztecLib {
  applyMoveInPlace(s: AztecState, m: AztecMove): AztecState;
  newGame(o: { players: number; seed: string }): AztecState;
  tableMove(s: AztecState): AztecMove | null;
  viewFor(s: AztecState, seat: number): AztecState;
  chooseMoveWithStats(view: AztecState, o: AztecBotOptions): AztecChoice;
  DEFAULT_HARD_TIME_MS: number;
}

const PER_SEATS = Number(process.argv.find((a) => /^\d+$/.test(a)) ?? 130);
const SEAT_COUNTS = [3, 4, 5, 6];
/** Every STRIDE-th decision is kept: spread over rounds, steps and seats. */
const STRIDE = 3;
const cpu = process.argv.includes('--cpu');

const lib = await bundled<AztecLib>(
  "export { applyMoveInPlace, newGame, tableMove, viewFor } from './src/games/aztec/index.ts';\n" +
    "export { chooseMoveWithStats, DEFAULT_HARD_TIME_MS } from './src/games/aztec/bots/index.ts';\n",
  'aztec-bots',
);

interface Position { seats: number; kind: string; round: number; view: AztecState }

const all: Position[] = [];
for (const players of SEAT_COUNTS) {
  let taken = 0, k = 0;
  for (let g = 0; taken < PER_SEATS; g++) {
    const s = lib.newGame({ players, seed: `bench-aztec-${players}-${g}` });
    while (s.decision.kind !== 'gameOver' && taken < PER_SEATS) {
      const d = s.decision;
      if (d.seats.length === 0) {
        lib.applyMoveInPlace(s, lib.tableMove(s)!);
        continue;
      }
      const view = lib.viewFor(s, d.seats[0]!);
      if (k++ % STRIDE === 1) {
        all.push({ seats: players, kind: d.kind, round: s.round, view });
        taken++;
      }
      lib.applyMoveInPlace(s, lib.chooseMoveWithStats(view, { strength: 'medium', seed: k }).move);
    }
  }
}

const cpuClock = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const options = (i: number): AztecBotOptions => ({ strength: 'hard', seed: i, ...(cpu ? { now: cpuClock } : {}) });
// Warm-up (JIT).
for (let i = 0; i < 8; i++) lib.chooseMoveWithStats(all[(i * 37) % all.length]!.view, { ...options(i), timeMs: 100 });
const t = timeHard(all, (p, i) => lib.chooseMoveWithStats(p.view, options(i)), lib.DEFAULT_HARD_TIME_MS);

const row = (name: string, d: ReturnType<typeof distribution>) =>
  `${name.padEnd(12)} | ${String(d.n).padStart(4)} | ${String(d.p50Ms).padStart(6)} | ${String(d.p90Ms).padStart(6)} | ${String(d.p99Ms).padStart(6)} | ${String(d.maxMs).padStart(6)}`;
const playoutsBy = (key: (p: Position) => string) => {
  const groups: Record<string, number[]> = {};
  all.forEach((p, i) => {
    if (t.playoutsByDecision[i]! > 0) (groups[key(p)] ??= []).push(t.playoutsByDecision[i]!);
  });
  return Object.entries(groups).map(([k, v]) => `${k} ${percentile(v, 0.5)}`).join(', ');
};
console.log([
  `Aztec's hard computer at its ${lib.DEFAULT_HARD_TIME_MS} ms deadline${cpu ? ' (on the process\'s CPU time)' : ''}, ${all.length} decisions (medium-vs-medium games, ${PER_SEATS} per seat count 3–6); ms`,
  'decisions    |    n |    p50 |    p90 |    p99 |    max',
  row('all', t.hard),
  ...Object.entries(grouped(t.ms, (i) => all[i]!.kind)).map(([k, d]) => row(k, d)),
  ...Object.entries(grouped(t.ms, (i) => `${all[i]!.seats} seats`)).map(([k, d]) => row(k, d)),
  `playouts per searched decision: p10 ${t.playouts.p10}, p50 ${t.playouts.p50}, p90 ${t.playouts.p90}; stopped: ${JSON.stringify(t.stopped)}`,
  `playouts p50 by round: ${playoutsBy((p) => `r${p.round}`)}; by seats: ${playoutsBy((p) => `${p.seats}s`)}; by kind: ${playoutsBy((p) => p.kind)}`,
  `goal max ≤ ${t.goal.maxMsAtMost} ms: ${t.goal.met ? 'MET' : 'NOT MET'} (${t.hard.maxMs} ms); process CPU time per decision: p50 ${t.cpuMs.p50Ms}, max ${t.cpuMs.maxMs} ms`,
  `over the deadline: ${t.overDeadline.length} (wall ms / CPU ms: ${t.overDeadline.map((d) => `${d.ms}/${d.cpuMs}`).join(', ') || '—'}); load average ${t.loadAverage.before} → ${t.loadAverage.after} on ${t.loadAverage.cores} cores`,
].join('\n'));
