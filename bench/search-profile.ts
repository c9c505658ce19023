/**
 * Where the hard computer's deadline goes, on 2-seat decisions from real games:
 * `node --import tsx bench/search-profile.ts [ucb|halving] [positions]`.
 *  - per decision kind and round: playouts run at the default deadline (p10 / p50 / p90), the time
 *    taken, and why each search stopped (d: deadline, s: settled — the leader could no longer be
 *    overtaken, b: budget);
 *  - the cost of one playout's parts (determinization, the move and the playout to the end of the round,
 *    the leaf's utility) and of the preparation (candidates, the determinizer), measured unbundled
 *    through tsx, so read them as shares rather than as the published build's speed.
 * The positions are bench/bots.ts's (seeded medium-vs-medium games); the playouts depend on the machine.
 */
import { loadBots, percentile, positions } from './bots.js';
import { determinizer } from '../src/games/quetzal/bots/determinize.js';
import { playout, utility } from '../src/games/quetzal/bots/hard.js';
import { scoredMoves } from '../src/games/quetzal/bots/heuristic.js';
import { HARD_TEMPERATURE } from '../src/games/quetzal/bots/defaults.js';
import { applyMoveInPlace, nextFloat, seedRng } from '../src/games/quetzal/engine/index.js';

const search = (process.argv[2] ?? 'ucb') as 'ucb' | 'halving';
const count = Number(process.argv[3] ?? 130);
const lib = await loadBots();
const all = positions(lib, count, [2]);
for (let i = 0; i < 8; i++) lib.chooseMove(all[i]!.view, { strength: 'hard', seed: i, timeMs: 100, search }); // JIT warm-up

interface Row { kind: string; round: number; ms: number; playouts: number; stopped: string }
const rows: Row[] = all.map((p, i) => {
  const t0 = performance.now();
  const { stats } = lib.chooseMoveWithStats(p.view, { strength: 'hard', seed: i, search });
  return { kind: p.kind, round: p.view.round, ms: performance.now() - t0, playouts: stats!.iterations, stopped: stats!.stopped };
});
const spread = (xs: number[]) => `p10 ${Math.round(percentile(xs, 0.1))} p50 ${Math.round(percentile(xs, 0.5))} p90 ${Math.round(percentile(xs, 0.9))}`;
const searched = rows.filter((r) => r.stopped !== 'single');
const stops: Record<string, number> = {};
for (const r of rows) stops[r.stopped] = (stops[r.stopped] ?? 0) + 1;
console.log(`${search}, ${searched.length} searched decisions: playouts ${spread(searched.map((r) => r.playouts))}; ms ${spread(searched.map((r) => r.ms))}; stopped ${JSON.stringify(stops)}`);
const groups: Record<string, Row[]> = {};
for (const r of searched) (groups[`${r.kind} r${r.round}`] ??= []).push(r);
for (const [k, v] of Object.entries(groups).sort()) {
  console.log(`${k.padEnd(20)} n ${String(v.length).padStart(2)} | playouts ${spread(v.map((r) => r.playouts)).padEnd(30)} | ms p50 ${Math.round(percentile(v.map((r) => r.ms), 0.5))} | ${v.map((r) => r.stopped[0]).join('')}`);
}

// The parts of a playout, on every third position: 200 playouts each over the heuristic's best 8.
let prep = 0, det = 0, play = 0, util = 0, n = 0, decisions = 0;
const rng = seedRng('profile');
const random = () => nextFloat(rng);
for (const p of all.filter((_, i) => i % 3 === 0)) {
  const seat = p.view.decision.seat!;
  let t = performance.now();
  const ranked = scoredMoves(p.view, true);
  const sample = determinizer(p.view, seat, true);
  prep += performance.now() - t;
  decisions++;
  for (let k = 0; k < 200; k++) {
    t = performance.now();
    const s = sample(random);
    det += performance.now() - t;
    t = performance.now();
    applyMoveInPlace(s, ranked[k % Math.min(ranked.length, 8)]!.move);
    playout(s, random, HARD_TEMPERATURE);
    play += performance.now() - t;
    t = performance.now();
    utility(s, seat);
    util += performance.now() - t;
    n++;
  }
}
const us = (ms: number) => `${((ms / n) * 1000).toFixed(1)} µs`;
console.log(`one playout (tsx, unbundled): determinization ${us(det)}, move + playout ${us(play)}, utility ${us(util)}; preparation ${(prep / decisions).toFixed(2)} ms a decision`);
