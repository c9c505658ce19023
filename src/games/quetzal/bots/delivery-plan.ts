/**
 * The best delivery from a hand (the heuristic's delivery choices, and what a placement that adds
 * delivery capacity is worth). It runs inside every playout of the hard bot, several times per
 * decision, so its work is kept: a few planners each hold one hand's sorted cards and its programme's
 * table, and a call with the same inputs (hand, Upgrades, values) reuses them — a placement asks for the
 * same hand at 2–4 limits, a delivery for one card fewer, and a seat's next placement often for the same
 * hand again. A reused table gives exactly the answer a fresh one would (see planDeliveries).
 */
import type { Rules } from '../engine/index.js';
import { CARD_TYPE, POTTERY, R, SET_VALUE, TABLET, TYPES, U03, U05, U08, U11, WEAPON, bonusValue, upgradeBonus } from './values.js';

export interface DeliveryChoice {
  cards: number[];
  /** VP-equivalent gained now by the delivery. */
  now: number;
  /** Objective: `now` + keepShare × value of the cards kept. */
  score: number;
}

const ROW = 26; // more than the cards of one type (21 pottery)

/** One hand's delivery tables, for the inputs it was prepared with. */
class Planner {
  // The inputs (`rules`: the value tables they were read from; length -1: none yet).
  hand = new Int16Array(TYPES * ROW);
  length = -1;
  mask = 0;
  cv = 0;
  dv = 0;
  keep = 0;
  keepCost = 0;
  rules: Rules | null = null;
  /** The hand by type, best bonus first: typeCards[t * ROW + i], typeCount[t] cards. */
  typeCards = new Int16Array(TYPES * ROW);
  typeCount = new Int32Array(TYPES);
  /** prefix[t * ROW + k]: the bonuses of the first k cards of type t. */
  prefix = new Float64Array(TYPES * ROW);
  /** Delivering k cards of type t: the objective and the value now (index t * ROW + k). */
  typeScore = new Float64Array(TYPES * ROW);
  typeNow = new Float64Array(TYPES * ROW);
  /** table[t * (tableCap + 1) + c]: the best objective of types t… with at most c cards, c ≤ tableCap. */
  table = new Float64Array((TYPES + 1) * 32);
  /** -1: no table yet (and typeScore not filled either). */
  tableCap = -1;
  /** With U05: the (clipped) limit whose walk's answer `walked` holds (-1: none). */
  walkedLimit = -1;
  walked = { take: new Int32Array(TYPES), now: 0, score: 0 };

  matches(hand: readonly number[], mask: number, cv: number, dv: number, keep: number, keepCost: number): boolean {
    if (hand.length !== this.length || mask !== this.mask || cv !== this.cv || dv !== this.dv || keep !== this.keep || keepCost !== this.keepCost || R.rules !== this.rules) return false;
    for (let i = 0; i < hand.length; i++) if (hand[i] !== this.hand[i]) return false;
    return true;
  }

  /** Takes new inputs: sorts the hand by type, best bonus first, with its bonus prefix sums. */
  prepare(hand: readonly number[], mask: number, cv: number, dv: number, keep: number, keepCost: number): void {
    this.length = hand.length;
    for (let i = 0; i < hand.length; i++) this.hand[i] = hand[i]!;
    this.mask = mask;
    this.cv = cv;
    this.dv = dv;
    this.keep = keep;
    this.keepCost = keepCost;
    this.rules = R.rules;
    this.tableCap = -1;
    this.walkedLimit = -1;
    const { typeCards, typeCount, prefix } = this;
    typeCount.fill(0);
    for (const c of hand) {
      // Insert by bonus value, best first (stable: the lists hold a few cards).
      const t = CARD_TYPE[c]!;
      const v = bonusValue(c, cv, dv);
      let i = typeCount[t]!++;
      while (i > 0 && bonusValue(typeCards[t * ROW + i - 1]!, cv, dv) < v) {
        typeCards[t * ROW + i] = typeCards[t * ROW + i - 1]!;
        i--;
      }
      typeCards[t * ROW + i] = c;
    }
    for (let t = 0; t < TYPES; t++) {
      prefix[t * ROW] = 0;
      for (let i = 0; i < typeCount[t]!; i++) prefix[t * ROW + i + 1] = prefix[t * ROW + i]! + bonusValue(typeCards[t * ROW + i]!, cv, dv);
    }
  }
}

const PLANNERS = 8;
const planners: Planner[] = Array.from({ length: PLANNERS }, () => new Planner());
/** The planner the next new inputs go to (round robin). */
let victim = 0;

/** The answer of the last call: the cards taken per type, the value now and the objective. */
const plan = { take: new Int32Array(TYPES), now: 0, score: 0 };

/**
 * The best delivery of at most `limit` cards from `hand`: maximizes value now + `keep` × value of the
 * rest (kept for later, per card minus `keepCost`). Over how many cards of each type, the best bonuses
 * first within a type. The value of a type's cards depends on that type alone — collection values,
 * bonuses and every delivery Upgrade but U05 (pottery, weapon and tablet together) — so a small
 * dynamic programme over types and cards left finds the best (ties: more cards of earlier types); with
 * U05 it is an exhaustive walk.
 */
export function bestDelivery(hand: readonly number[], limit: number, mask: number, cv: number, dv: number, keep: number, keepCost: number): DeliveryChoice {
  const p = solve(hand, limit, mask, cv, dv, keep, keepCost);
  const cards: number[] = [];
  for (let t = 0; t < TYPES; t++) for (let i = 0; i < plan.take[t]!; i++) cards.push(p.typeCards[t * ROW + i]!);
  return { cards, now: plan.now, score: plan.score };
}

/** bestDelivery's objective and number of cards only, in a shared object valid until the next call (no allocation). */
export function bestDeliveryScore(hand: readonly number[], limit: number, mask: number, cv: number, dv: number, keep: number, keepCost: number): { score: number; count: number } {
  solve(hand, limit, mask, cv, dv, keep, keepCost);
  let count = 0;
  for (let t = 0; t < TYPES; t++) count += plan.take[t]!;
  scoreOnly.score = plan.score;
  scoreOnly.count = count;
  return scoreOnly;
}

const scoreOnly = { score: 0, count: 0 };

/** Finds (or prepares) the planner of these inputs and leaves the best delivery in `plan`. */
function solve(hand: readonly number[], limit: number, mask: number, cv: number, dv: number, keep: number, keepCost: number): Planner {
  let p: Planner | undefined;
  for (let i = 0; i < PLANNERS; i++) {
    if (planners[i]!.matches(hand, mask, cv, dv, keep, keepCost)) {
      p = planners[i]!;
      break;
    }
  }
  if (!p) {
    p = planners[victim]!;
    victim = (victim + 1) % PLANNERS;
    p.prepare(hand, mask, cv, dv, keep, keepCost);
  }
  if (mask & U05) walkDeliveries(p, limit);
  else planDeliveries(p, Math.min(limit, hand.length));
  return p;
}

/** What the delivery Upgrades but U05 add to `count` cards of type `t` delivered together. */
function typeBonus(t: number, count: number, mask: number, cv: number): number {
  const e = R.e;
  if (t === TABLET && mask & U03) return e.U03.coinsPerTablet * count * cv;
  if (t === POTTERY && mask & U08) return count >= e.U08.pottery ? e.U08.vp + e.U08.coins * cv : 0;
  if (t === WEAPON && mask & U11) return count >= e.U11.weapons ? e.U11.vp + e.U11.coins * cv : 0;
  return 0;
}

/**
 * The dynamic programme over types (see bestDelivery), for at most `cap` cards; the answer in `plan`.
 * A table entry for c cards does not depend on the table's width, so a table filled for a larger cap
 * answers a smaller one exactly as a table of its own would.
 */
function planDeliveries(p: Planner, cap: number): void {
  if (cap > p.tableCap) fillTable(p, cap);
  const { table, typeScore, typeNow, typeCount } = p;
  const width = p.tableCap + 1;
  plan.score = table[cap]!;
  plan.now = 0;
  for (let t = 0, c = cap; t < TYPES; t++) {
    for (let k = Math.min(typeCount[t]!, c); k >= 0; k--) {
      if (typeScore[t * ROW + k]! + table[(t + 1) * width + c - k]! >= table[t * width + c]! - 1e-9) {
        plan.take[t] = k;
        plan.now += typeNow[t * ROW + k]!;
        c -= k;
        break;
      }
    }
  }
}

/** Fills the planner's table for every c ≤ cap (and, the first time, its per-type objectives). */
function fillTable(p: Planner, cap: number): void {
  const { mask, cv, keep, keepCost, typeCount, prefix, typeScore, typeNow } = p;
  if (p.tableCap < 0) {
    for (let t = 0; t < TYPES; t++) {
      const n = typeCount[t]!;
      for (let k = 0; k <= n; k++) {
        const now = SET_VALUE[t]![k]! + prefix[t * ROW + k]! + typeBonus(t, k, mask, cv);
        const later = SET_VALUE[t]![n - k]! + prefix[t * ROW + n]! - prefix[t * ROW + k]! + typeBonus(t, n - k, mask, cv);
        typeScore[t * ROW + k] = now + keep * later - keepCost * (n - k);
        typeNow[t * ROW + k] = now;
      }
    }
  }
  p.tableCap = cap;
  const width = cap + 1;
  if (p.table.length < (TYPES + 1) * width) p.table = new Float64Array((TYPES + 1) * width);
  const table = p.table;
  for (let c = 0; c <= cap; c++) table[TYPES * width + c] = 0;
  for (let t = TYPES - 1; t >= 0; t--) {
    const n = typeCount[t]!;
    for (let c = 0; c <= cap; c++) {
      let v = -Infinity;
      for (let k = Math.min(n, c); k >= 0; k--) v = Math.max(v, typeScore[t * ROW + k]! + table[(t + 1) * width + c - k]!);
      table[t * width + c] = v;
    }
  }
}

// The walk's scratch: the split being tried, the cards it keeps, and each type's share of the sums.
const take = new Int32Array(TYPES);
const rest = new Int32Array(TYPES);
/** nowPart[t * ROW + k] / laterPart: type t's term of the value now / later when k of its cards go now. */
const nowPart = new Float64Array(TYPES * ROW);
const laterPart = new Float64Array(TYPES * ROW);

/**
 * Every way to split the hand by type (the first best found, more cards of earlier types first); the
 * answer in `plan`. A limit beyond the hand's size walks the same splits as the hand's size, so the
 * planner keeps the answer for its last (clipped) limit.
 */
function walkDeliveries(p: Planner, limit: number): void {
  const clipped = Math.min(limit, p.length);
  const w = p.walked;
  if (clipped !== p.walkedLimit) {
    const { typeCount, prefix } = p;
    for (let t = 0; t < TYPES; t++) {
      const n = typeCount[t]!;
      for (let k = 0; k <= n; k++) {
        nowPart[t * ROW + k] = SET_VALUE[t]![k]! + prefix[t * ROW + k]!;
        laterPart[t * ROW + k] = SET_VALUE[t]![n - k]! + prefix[t * ROW + n]! - prefix[t * ROW + k]!;
      }
    }
    w.score = -Infinity;
    take.fill(0);
    walk(p, 0, clipped, 0, 0, 0);
    p.walkedLimit = clipped;
  }
  plan.take.set(w.take);
  plan.now = w.now;
  plan.score = w.score;
}

/**
 * Types t… of the split; `now`, `later` and `kept` are the sums over types before t, added type by type
 * in order, so each split's total is the very double a sum over all types at its leaf would give.
 */
function walk(p: Planner, t: number, left: number, now: number, later: number, kept: number): void {
  if (t === TYPES) {
    now += upgradeBonus(take, p.mask, p.cv);
    later += upgradeBonus(rest, p.mask, p.cv);
    const score = now + p.keep * later - p.keepCost * kept;
    const w = p.walked;
    if (score > w.score + 1e-9) {
      w.score = score;
      w.now = now;
      w.take.set(take);
    }
    return;
  }
  const n = p.typeCount[t]!;
  for (let k = Math.min(n, left); k >= 0; k--) {
    take[t] = k;
    rest[t] = n - k;
    walk(p, t + 1, left - k, now + nowPart[t * ROW + k]!, later + laterPart[t * ROW + k]!, kept + n - k);
  }
  take[t] = 0;
}
