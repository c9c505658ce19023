/**
 * Fits the hard computer's leaf evaluation (src/games/quetzal/bots/leaf-weights.ts) to what actually happens.
 *
 * A hard playout stops at the end of a round and projects every seat's final score from the state there
 * (src/games/quetzal/bots/hard.ts, `projectedScores`). This script plays GAMES seeded games per seat count (2–5) with
 * the playout policy itself (every seat: the medium heuristic's softmax at HARD_TEMPERATURE), records at
 * the end of each round 1–4 each seat's terms — coins, its hand's delivery value, hand size, the per-round
 * use of its permanent Upgrades, Discovery position, First Player marker — and fits, per seat count and
 * round, the final score less what is already certain (score so far plus printed Upgrade VP) on those
 * terms by least squares *within each game* (each term and the outcome less the game's mean: only the
 * differences between seats decide who wins). The last quarter of the games is held out: the report
 * compares the fitted projection with the hand-set one on them (error of the score difference of every
 * pair of seats, and how often its sign is right).
 *
 * The spread left (the held-out error) sets the utility's scale per seat count and round: a logistic of
 * the same variance (scale = √3/π × rmse) turns a projected lead into a chance of finishing ahead.
 *
 *   node --import tsx bench/leaf-fit.ts            fit and print the report
 *   node --import tsx bench/leaf-fit.ts --write    … and write src/games/quetzal/bots/leaf-weights.ts
 */
import { writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { applyMoveInPlace, newGame, nextFloat, scoreBreakdown, seedRng } from '../src/games/quetzal/engine/index.js';
import { policyMove } from '../src/games/quetzal/bots/heuristic.js';
import { HARD_TEMPERATURE } from '../src/games/quetzal/bots/defaults.js';
import { LEAF_TERMS, leafTerms } from '../src/games/quetzal/bots/hard.js';
import { W, handValue, upgradeMask, upgradeUse, upgradeVp, useRulesOf } from '../src/games/quetzal/bots/values.js';
import { ROUNDS } from '../src/games/quetzal/engine/data.js';
import type { GameState } from '../src/games/quetzal/engine/index.js';

const GAMES = Number(process.env.LEAF_FIT_GAMES ?? 4000);
const SEAT_COUNTS = [2, 3, 4, 5];
const FITTED_ROUNDS = 4;
const HELD_OUT = 0.25;
const K = LEAF_TERMS.length;

/** The hand-set projection the fit replaced (hard.ts before it), for comparison: rounds 1–4 only. */
function handSetScores(s: GameState): number[] {
  const roundsLeft = ROUNDS - s.round;
  const nextKeep = W.keepShare[Math.min(ROUNDS, s.round + 1)] ?? 0;
  const cv = s.round + 1 >= ROUNDS ? W.coinLate : W.coinEarly;
  return s.seats.map((st, i) => {
    let v = st.score;
    for (const t of st.upgrades) v += upgradeVp(t);
    for (const t of st.upgradeDiscard) v += upgradeVp(t);
    v += st.coins * cv;
    if (s.firstPlayer === i) v += W.firstPlayerMid;
    if (st.hand.length) v += (s.round + 1 >= ROUNDS ? 0.8 : nextKeep) * handValue(st.hand, upgradeMask(st), cv, 1) - W.deliveryCostPerCard * st.hand.length;
    for (const t of st.upgrades) v += upgradeUse(t) * roundsLeft;
    return v + st.discovery * W.discoveryStep * 0.5;
  });
}

interface Sample { game: number; seat: number; certain: number; terms: number[]; handSet: number }
interface Game { finals: number[]; byRound: Sample[][] }

function play(players: number, g: number): Game {
  const s = newGame({ players, seed: `leaf-fit-${players}-${g}` });
  useRulesOf(s);
  const rng = seedRng(`leaf-fit-policy-${players}-${g}`);
  const random = () => nextFloat(rng);
  const byRound: Sample[][] = [];
  while (s.decision.kind !== 'gameOver') {
    const kind = s.decision.kind;
    if (kind === 'prepare') {
      const handSet = handSetScores(s);
      byRound[s.round] = s.seats.map((_, seat) => {
        const { certain, terms } = leafTerms(s, seat);
        return { game: g, seat, certain, terms: Array.from(terms), handSet: handSet[seat]! };
      });
    }
    applyMoveInPlace(s, kind === 'roll' || kind === 'prepare' ? { type: kind } : policyMove(s, random, HARD_TEMPERATURE));
  }
  return { finals: scoreBreakdown(s).map((line) => line.total), byRound };
}

/** Solves A w = b (Gaussian elimination with partial pivoting; A is K×K). */
function solve(A: number[][], b: number[]): number[] {
  const n = b.length;
  const M = A.map((row, i) => [...row, b[i]!]);
  for (let c = 0; c < n; c++) {
    let p = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(M[r]![c]!) > Math.abs(M[p]![c]!)) p = r;
    [M[c], M[p]] = [M[p]!, M[c]!];
    for (let r = 0; r < n; r++) {
      if (r === c) continue;
      const f = M[r]![c]! / M[c]![c]!;
      for (let k = c; k <= n; k++) M[r]![k]! -= f * M[c]![k]!;
    }
  }
  return M.map((row, i) => row[n]! / row[i]!);
}

export interface RoundFit { weights: number[]; scale: number; rmse: number; handSetRmse: number; signRight: number; handSetSignRight: number; pairs: number }

function fitRound(games: Game[], round: number): RoundFit {
  const train = games.slice(0, Math.floor(games.length * (1 - HELD_OUT)));
  const test = games.slice(train.length);
  const A = Array.from({ length: K }, () => new Array<number>(K).fill(0));
  const b = new Array<number>(K).fill(0);
  for (const game of train) {
    const samples = game.byRound[round]!;
    const n = samples.length;
    const meanX = new Array<number>(K).fill(0);
    let meanY = 0;
    for (const x of samples) {
      for (let i = 0; i < K; i++) meanX[i]! += x.terms[i]! / n;
      meanY += (game.finals[x.seat]! - x.certain) / n;
    }
    for (const x of samples) {
      const y = game.finals[x.seat]! - x.certain - meanY;
      const d = x.terms.map((v, i) => v - meanX[i]!);
      for (let i = 0; i < K; i++) {
        b[i]! += d[i]! * y;
        for (let j = 0; j < K; j++) A[i]![j]! += d[i]! * d[j]!;
      }
    }
  }
  for (let i = 0; i < K; i++) A[i]![i]! += 1e-6; // a term that never varies gets weight 0, not NaN
  const weights = solve(A, b);
  const fitted = (x: Sample) => x.certain + x.terms.reduce((sum, v, i) => sum + v * weights[i]!, 0);
  let err = 0, handSetErr = 0, right = 0, handSetRight = 0, pairs = 0;
  for (const game of test) {
    const samples = game.byRound[round]!;
    for (let i = 0; i < samples.length; i++) {
      for (let j = i + 1; j < samples.length; j++) {
        const a = samples[i]!, z = samples[j]!;
        const actual = game.finals[a.seat]! - game.finals[z.seat]!;
        const fit = fitted(a) - fitted(z), handSet = a.handSet - z.handSet;
        err += (fit - actual) ** 2;
        handSetErr += (handSet - actual) ** 2;
        if (Math.sign(fit) === Math.sign(actual)) right++;
        if (Math.sign(handSet) === Math.sign(actual)) handSetRight++;
        pairs++;
      }
    }
  }
  const rmse = Math.sqrt(err / pairs);
  return {
    weights, scale: (Math.sqrt(3) / Math.PI) * rmse, rmse, handSetRmse: Math.sqrt(handSetErr / pairs),
    signRight: right / pairs, handSetSignRight: handSetRight / pairs, pairs,
  };
}

export function fitLeaf(games = GAMES): Record<number, RoundFit[]> {
  const out: Record<number, RoundFit[]> = {};
  for (const players of SEAT_COUNTS) {
    const played = Array.from({ length: games }, (_, g) => play(players, g));
    out[players] = Array.from({ length: FITTED_ROUNDS }, (_, r) => fitRound(played, r + 1));
  }
  return out;
}

const r3 = (x: number) => Math.round(x * 1000) / 1000;

function source(fits: Record<number, RoundFit[]>): string {
  const rows = SEAT_COUNTS.map((p) => `  ${p}: [\n${fits[p]!.map((f, r) =>
    `    // round ${r + 1}: held-out error ${f.rmse.toFixed(2)} VP (hand-set ${f.handSetRmse.toFixed(2)}), sign right ${(f.signRight * 100).toFixed(1)} % (${(f.handSetSignRight * 100).toFixed(1)} %)\n` +
    `    { weights: [${f.weights.map(r3).join(', ')}], scale: ${r3(f.scale)} },`).join('\n')}\n  ],`).join('\n');
  return `/**
 * The hard computer's leaf evaluation, fitted: written by \`node --import tsx bench/leaf-fit.ts --write\`
 * (${GAMES} policy games per seat count, ${new Date().toISOString().slice(0, 10)}); read that script for how. Do not edit by hand.
 *
 * LEAF_WEIGHTS[seats][round - 1]: the VP each term of LEAF_TERMS (hard.ts) adds to a seat's projected final
 * score at the end of that round, and the utility's scale there (how many VP of projected lead make
 * finishing ahead about e ≈ 2.7 times likelier than not). Rounds 1–4; the last round is scored exactly.
 */
export interface LeafFit { readonly weights: readonly number[]; readonly scale: number }

export const LEAF_WEIGHTS: Readonly<Record<number, readonly LeafFit[]>> = {
${rows}
};
`;
}

if (process.argv[1] && pathToFileURL(process.argv[1]).href === import.meta.url) {
  const fits = fitLeaf();
  for (const players of SEAT_COUNTS) {
    fits[players]!.forEach((f, r) => console.log(`${players} seats, round ${r + 1}: ${LEAF_TERMS.map((t, i) => `${t} ${f.weights[i]!.toFixed(2)}`).join(', ')}; scale ${f.scale.toFixed(2)} · held out (${f.pairs} pairs): error ${f.rmse.toFixed(2)} VP against ${f.handSetRmse.toFixed(2)} hand-set, sign right ${(f.signRight * 100).toFixed(1)} % against ${(f.handSetSignRight * 100).toFixed(1)} %`));
  }
  if (process.argv.includes('--write')) {
    writeFileSync('src/games/quetzal/bots/leaf-weights.ts', source(fits));
    console.log('written: src/games/quetzal/bots/leaf-weights.ts');
  }
}
