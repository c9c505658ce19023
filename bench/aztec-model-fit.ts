/**
 * Checks Aztec's model of how players pick (src/games/aztec/bots/lie-model.ts) on the medium computer's
 * own play, and fits its model of tokens to it.
 *
 * Plays GAMES seeded games of medium against itself at 3–6 seats and records, from each deciding seat's
 * view, every jewel pick (what each shape is worth to the seat, the unseen cards as the table sees them,
 * the card's shape and the pick's) and every token (for each other seat: the lie probability the model
 * gives it from the token-placer's cards, and whether the placer accused it). Then:
 *  - the calibration of the lie probability, by decile (a model that says 30 % should see 30 % of lies:
 *    medium draws its picks from the model, so it should), and the propensity α and appeal β that make
 *    medium's picks most likely (they should be its own: a check of the drawing);
 *  - by grid search, the token model's ACCUSE_MAX / ACCUSE_MID / ACCUSE_SPREAD that make medium's tokens
 *    most likely (Bernoulli log-likelihood): set them in src/games/aztec/bots/defaults.ts.
 *
 *   node --import tsx bench/aztec-model-fit.ts [games]
 */
import { applyMoveInPlace, newGame, nextFloat, rulesOf, seedRng, tableMove, viewFor, type AztecState } from '../src/games/aztec/index.js';
import { mediumMove } from '../src/games/aztec/bots/medium.js';
import { RoundValues } from '../src/games/aztec/bots/round-values.js';
import { SeatPickModel, shapeOf, type Unseen } from '../src/games/aztec/bots/lie-model.js';
import { ACCUSE_MAX, ACCUSE_MID, ACCUSE_SPREAD, BLUFF_APPEAL, BLUFF_PROPENSITY } from '../src/games/aztec/bots/defaults.js';

const GAMES = Number(process.argv[2] ?? 400);
const SEAT_COUNTS = [3, 4, 5, 6];

interface PickSample { values: Float64Array; unseen: Unseen; card: number; pick: number }
interface TokenSample { p: number; accused: boolean }

const picks: PickSample[] = [];
const tokens: TokenSample[] = [];

const rng = seedRng('aztec-model-fit');
const random = () => nextFloat(rng);

function record(s: AztecState, seat: number): void {
  const view = viewFor(s, seat);
  const rv = new RoundValues(view);
  const move = mediumMove(view, seat, random, rv);
  if (move.type === 'collect') {
    const shows = rulesOf(s).jewelCards[s.seats[seat]!.card!]!;
    picks.push({ values: rv.of(seat).picks, unseen: rv.unseenBy(null), card: shapeOf(s, shows), pick: shapeOf(s, move.jewels) });
  } else if (move.type === 'token') {
    for (let x = 0; x < s.seats.length; x++) {
      if (x === seat) continue;
      const p = rv.lieOf(x, seat);
      tokens.push({ p, accused: move.target === x && !move.believe });
    }
  }
  applyMoveInPlace(s, move);
}

for (let g = 0; g < GAMES; g++) {
  const s = newGame({ players: SEAT_COUNTS[g % SEAT_COUNTS.length]!, seed: `fit-${g}` });
  while (s.decision.kind !== 'gameOver') {
    const d = s.decision;
    if (d.seats.length === 0) applyMoveInPlace(s, tableMove(s)!);
    else record(s, d.seats[0]!);
  }
}

// ---- the pick model: α and β by log-likelihood
const logLik = (alpha: number, beta: number): number => {
  let ll = 0;
  for (const x of picks) {
    if (x.card < 0 || x.pick < 0) continue;
    const m = new SeatPickModel(x.values, x.unseen, alpha, beta);
    ll += Math.log(Math.max(1e-12, m.pickProbability(x.pick, x.card)));
  }
  return ll;
};
let fit = { alpha: BLUFF_PROPENSITY, beta: BLUFF_APPEAL, ll: logLik(BLUFF_PROPENSITY, BLUFF_APPEAL) };
const now = fit.ll;
for (let a = -3; a <= 3.01; a += 0.2) {
  for (let beta = 0; beta <= 3.01; beta += 0.2) {
    const alpha = Math.exp(a);
    const ll = logLik(alpha, beta);
    if (ll > fit.ll) fit = { alpha, beta, ll };
  }
}
const lies = picks.filter((x) => x.card !== x.pick).length;
console.log(`${picks.length} picks, medium lied in ${(100 * lies / picks.length).toFixed(1)} %`);
console.log(`pick model: log-likelihood ${now.toFixed(0)} at α ${BLUFF_PROPENSITY}, β ${BLUFF_APPEAL}; best ${fit.ll.toFixed(0)} at α ${fit.alpha.toFixed(3)}, β ${fit.beta.toFixed(2)}`);

// Calibration of P(lie | pick) at the fitted constants, by decile of the prediction.
const bins = Array.from({ length: 10 }, () => ({ n: 0, lies: 0, p: 0 }));
for (const x of picks) {
  if (x.pick < 0) continue;
  const p = new SeatPickModel(x.values, x.unseen, BLUFF_PROPENSITY, BLUFF_APPEAL).lieProbability(x.pick, x.unseen);
  const b = bins[Math.min(9, Math.floor(p * 10))]!;
  b.n++;
  b.p += p;
  if (x.card !== x.pick) b.lies++;
}
console.log('calibration: predicted (by the table) → observed lie rate');
for (const b of bins) if (b.n) console.log(`  ${(b.p / b.n).toFixed(2)} → ${(b.lies / b.n).toFixed(2)}  (${b.n})`);

// ---- the token model: P(accuse) = max · σ((p − mid) / spread)
const tokenLik = (max: number, mid: number, spread: number): number => {
  let ll = 0;
  for (const t of tokens) {
    const a = Math.min(1 - 1e-9, Math.max(1e-9, max / (1 + Math.exp(-(t.p - mid) / spread))));
    ll += Math.log(t.accused ? a : 1 - a);
  }
  return ll;
};
let tfit = { max: ACCUSE_MAX, mid: ACCUSE_MID, spread: ACCUSE_SPREAD, ll: tokenLik(ACCUSE_MAX, ACCUSE_MID, ACCUSE_SPREAD) };
for (let max = 0.1; max <= 1.001; max += 0.05) {
  for (let mid = 0; mid <= 1.001; mid += 0.025) {
    for (const spread of [0.02, 0.04, 0.06, 0.08, 0.1, 0.15, 0.2, 0.3]) {
      const ll = tokenLik(max, mid, spread);
      if (ll > tfit.ll) tfit = { max, mid, spread, ll };
    }
  }
}
const accusedShare = tokens.filter((t) => t.accused).length / tokens.length;
console.log(`${tokens.length} seat-pairs at tokens, ${(100 * accusedShare).toFixed(1)} % accused`);
console.log(`token model: ACCUSE_MAX ${tfit.max.toFixed(2)}, ACCUSE_MID ${tfit.mid.toFixed(3)}, ACCUSE_SPREAD ${tfit.spread} (log-likelihood ${tfit.ll.toFixed(0)})`);
