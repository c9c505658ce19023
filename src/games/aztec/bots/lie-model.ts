/**
 * The model of how players pick, and what it says about a pick: the probability that a seat lied,
 * from public information and the observer's own card. It is the medium computer's own way of picking
 * (medium.ts draws its jewels from it, at the fixed α below); medium accuses by it; the hard computer
 * draws the other seats' hidden cards (determinize.ts) and their picks in its playouts from it.
 *
 * A seat holding a card that shows c takes:
 *  - the truth, c, with weight 1;
 *  - a bluff B ≠ c with weight α · e^(β·(v(B) − v(c))) · n(B) / N: α the seat's propensity to bluff, β the
 *    appeal of VP (BLUFF_APPEAL), v what B and c add to that seat's stash (stash-value.ts: its Character's
 *    duo, the trios, its Artifacts, the curses), and n(B) / N the share of the Jewel cards the table has
 *    not seen that show B — a bluff no unseen card shows would be caught, so it is never made.
 * So a seat bluffs more the poorer its card, toward what its Character wants, with sets a card could
 * plausibly show. An observer who sees the pick B weighs each card c the seat may hold by how many of the
 * cards *it* has not seen show c (the 42-card composition less the cards used in earlier rounds, those
 * revealed this round and its own) times the chance the seat takes B holding c (Bayes):
 * P(lie | B) = 1 − n(B)·P(B | B) / Σ_c n(c)·P(B | c). A pick no card the observer has not seen shows is a
 * lie with probability 1.
 *
 * Each seat's α follows its past reveals, the public record every view holds (`reveals`: truths and lies
 * so far, as they stood when this round's picks were made): its lie rate is estimated as
 * (lies + w·r0) / (reveals + w) — r0 the rate the shared α = BLUFF_PROPENSITY implies (PRIOR_LIE_RATE),
 * w its weight in reveals (REVEAL_PRIOR_WEIGHT) — and its α is BLUFF_PROPENSITY times the estimate's odds
 * over r0's (`seatPropensity`): a bluff's weight against the truth's is α·(…), so α scales the odds of a
 * lie. A seat with no reveal yet has the shared α; one that lied in every reveal, a larger one, and its
 * picks are more likely lies; one that always told the truth, a smaller one.
 *
 * The medium computer's own picks keep the shared α whatever its record (`RoundValues.ownPickModel`): α
 * is its way of bluffing, chosen by tournaments; its record only tells the others how it bluffs.
 *
 * Everything is by bluff shape (rules.bluffs: every set a pick may name), so it costs O(shapes) a seat.
 */
import { MAX_JEWELS, rulesOf, jewelKey } from '../rules.js';
import { sameJewels } from '../state.js';
import { HIDDEN, type AztecState, type Jewels, type SeatIndex } from '../types.js';
import {
  ACCUSE_MAX, ACCUSE_MID, ACCUSE_SPREAD, BLUFF_APPEAL, BLUFF_PROPENSITY, PRIOR_LIE_RATE, REVEAL_PRIOR_WEIGHT,
} from './defaults.js';

/**
 * The model's constants: the propensity to bluff (α) of a seat with no record, the appeal of VP (β, per
 * VP), and the weight in reveals of the prior lie rate against a seat's record (> 0; Infinity: every
 * seat keeps α, whatever its record).
 */
export interface PickModel {
  propensity: number;
  appeal: number;
  priorWeight: number;
}

export const DEFAULT_PICK_MODEL: PickModel = { propensity: BLUFF_PROPENSITY, appeal: BLUFF_APPEAL, priorWeight: REVEAL_PRIOR_WEIGHT };

/** The odds of a rate. */
const odds = (p: number) => p / (1 - p);

/**
 * The propensity to bluff of a seat that told `truths` truths and `lies` lies: `model.propensity` times
 * the odds of its estimated lie rate, (lies + w·r0) / (reveals + w), over r0's (r0 = PRIOR_LIE_RATE,
 * w = model.priorWeight). No reveal: `model.propensity` itself.
 */
export function recordPropensity(model: PickModel, truths: number, lies: number): number {
  const w = model.priorWeight;
  if (truths + lies === 0 || w === Infinity) return model.propensity;
  const rate = (lies + w * PRIOR_LIE_RATE) / (truths + lies + w);
  return (model.propensity * odds(rate)) / odds(PRIOR_LIE_RATE);
}

/**
 * `seat`'s propensity to bluff from its public record as it stood when this round's picks were made (a
 * card revealed since is taken back out: it does not change why the seat picked what it did). Reads only
 * public values, so it is the same on a view and on a full state.
 */
export function seatPropensity(s: AztecState, seat: SeatIndex, model: PickModel = DEFAULT_PICK_MODEL): number {
  const st = s.seats[seat]!;
  let { truths, lies } = st.reveals;
  if (st.revealed && st.card !== null && st.card !== HIDDEN && st.pick !== null) {
    if (sameJewels(st.pick, rulesOf(s).jewelCards[st.card]!)) truths--;
    else lies--;
  }
  return recordPropensity(model, truths, lies);
}

/** The Jewel cards an observer has not seen, counted by bluff shape. */
export interface Unseen {
  /** By index into rules.bluffs. */
  counts: Float64Array;
  /** All unseen cards (shapes no pick may name included: their holder can only tell the truth). */
  total: number;
}

/** The bluff shape index of a set of jewels (-1: no pick may name it). */
export function shapeOf(s: AztecState, j: Readonly<Jewels>): number {
  const r = rulesOf(s);
  return j[0] <= MAX_JEWELS && j[1] <= MAX_JEWELS && j[2] <= MAX_JEWELS ? r.bluffIndex[jewelKey(j[0], j[1], j[2])]! : -1;
}

/**
 * The Jewel cards `viewer` has not seen (null: the table, seeing only what is public): all of them less
 * the cards used in earlier rounds, the cards revealed this round (unless `atPicks`: as the table saw
 * them when the picks were made, before any reveal), and the viewer's own card. Reads no other hidden
 * value, so it gives the same counts on a view and on a full state.
 */
export function unseenCards(s: AztecState, viewer: SeatIndex | null, atPicks = false): Unseen {
  const rules = rulesOf(s);
  const seen = new Uint8Array(rules.jewelCards.length);
  s.seats.forEach((st, i) => {
    for (const c of st.used) if (c !== HIDDEN) seen[c] = 1;
    if (st.card !== null && st.card !== HIDDEN && ((st.revealed && !atPicks) || i === viewer)) seen[st.card] = 1;
  });
  const counts = new Float64Array(rules.bluffs.length);
  let total = 0;
  rules.jewelCards.forEach((j, id) => {
    if (seen[id]) return;
    total++;
    const k = shapeOf(s, j);
    if (k >= 0) counts[k]++;
  });
  return { counts, total };
}

/**
 * The pick model for one seat, given what each shape is worth to it (`values`, by bluff shape) and the
 * cards the table has not seen (`table`: the plausibility of a bluff): `pickProbability(B, c)` is the
 * chance it takes B holding a card of shape c; `lieProbability(B, unseen)` the chance that it lied when
 * seen taking B, for an observer who has not seen `unseen`; `cardWeights(B, unseen)` each card shape's
 * posterior weight then (for drawing the seat's hidden card).
 */
export class SeatPickModel {
  /** e^(β·(v(B) − top)) · n(B): a bluff's weight without α / (N · e^(β·(v(c) − top))). */
  private readonly appeal: Float64Array;
  /** The normalizer Z(c) = 1 + Σ_{B≠c} bluff weights, by card shape. */
  private readonly z: Float64Array;
  private readonly exp: Float64Array;
  private readonly scale: number;

  constructor(values: Float64Array, table: Unseen, propensity: number, appealPerVp: number) {
    const n = values.length;
    // Shift by the largest value: the weights are ratios, and e^(β·v) must not overflow.
    let top = -Infinity;
    for (let i = 0; i < n; i++) top = Math.max(top, values[i]!);
    this.exp = new Float64Array(n);
    this.appeal = new Float64Array(n);
    let sum = 0;
    for (let i = 0; i < n; i++) {
      this.exp[i] = Math.exp(appealPerVp * (values[i]! - top));
      this.appeal[i] = this.exp[i]! * table.counts[i]!;
      sum += this.appeal[i]!;
    }
    this.scale = table.total > 0 ? propensity / table.total : 0;
    this.z = new Float64Array(n);
    for (let c = 0; c < n; c++) this.z[c] = 1 + (this.scale * (sum - this.appeal[c]!)) / this.exp[c]!;
  }

  /** P(the seat takes `pick` | its card shows shape `card`). */
  pickProbability(pick: number, card: number): number {
    if (pick === card) return 1 / this.z[card]!;
    return (this.scale * this.appeal[pick]!) / this.exp[card]! / this.z[card]!;
  }

  /** Draws the shape the seat takes holding a card of shape `card` (`u` uniform in [0, 1)). */
  drawPick(card: number, u: number): number {
    let r = u;
    const last = this.exp.length - 1;
    for (let b = 0; b < last; b++) {
      r -= this.pickProbability(b, card);
      if (r < 0) return b;
    }
    return last;
  }

  /** Posterior weight of each card shape once the seat is seen taking `pick` (unnormalized: n(c) · P(pick | c)). */
  cardWeights(pick: number, unseen: Unseen): Float64Array {
    const out = new Float64Array(this.exp.length);
    for (let c = 0; c < out.length; c++) out[c] = unseen.counts[c]! * this.pickProbability(pick, c);
    return out;
  }

  /** P(lie | the seat took `pick`), for an observer who has not seen `unseen`; a set no pick may name (only a card's own): 0. */
  lieProbability(pick: number, unseen: Unseen): number {
    if (pick < 0) return 0;
    const w = this.cardWeights(pick, unseen);
    let all = 0;
    for (let c = 0; c < w.length; c++) all += w[c]!;
    return all > 0 ? 1 - w[pick]! / all : 1;
  }
}

/** How likely one opponent is to accuse a seat that lies with probability `p` (the model of tokens). */
export function accuseChance(p: number): number {
  return ACCUSE_MAX / (1 + Math.exp(-(p - ACCUSE_MID) / ACCUSE_SPREAD));
}

/** P(k of `others` opponents accuse), k = 0..others, each independently with probability `a`. */
export function accusers(a: number, others: number): Float64Array {
  const out = new Float64Array(others + 1);
  let c = 1;
  for (let k = 0; k <= others; k++) {
    out[k] = c * a ** k * (1 - a) ** (others - k);
    c = (c * (others - k)) / (k + 1);
  }
  return out;
}
