/**
 * The bots' value model: everything is expressed in end-of-game victory points (VP), so a coin, a
 * card in hand, a Discovery step and an Upgrade can be compared with each other. The numbers are the
 * knobs of the medium heuristic, of the hard bot's playout policy and of its leaf evaluation.
 *
 * Hot path (called inside playouts): no allocation in the per-card helpers, typed tables built once per
 * rule-set. The tables are the game's rule-set's: `useRulesOf(view)` (every bot entry point calls it)
 * refills them in place when the game's rule-set is not the one they hold, so a changed card value
 * changes what the bots want.
 */
import { collectionValue, rulesOf, type GameState, type Rules, type SeatState } from '../rules/index.js';
import { ARTIFACT_TYPES, CARD_BONUSES, DECK_SIZE, ROUNDS, UPGRADE_KINDS, UPGRADE_TILE_COUNT, type UpgradeKind } from '../rules/data.js';

// ---------------------------------------------------------------- tables

export const TYPES = ARTIFACT_TYPES.length; // 5: pottery, weapon, tablet, statuette, mummy
export const POTTERY = 0, WEAPON = 1, TABLET = 2;
/** Card id → artifact type index (0–4). */
export const CARD_TYPE: Int8Array = new Int8Array(DECK_SIZE);
/** Card id → bonus: 0 none, 1 coin, 2 discovery, 3 VP. */
export const BONUS_NONE = 0, BONUS_COIN = 1, BONUS_DISC = 2, BONUS_VP = 3;
export const CARD_BONUS: Int8Array = new Int8Array(DECK_SIZE);
/** SET_VALUE[type][n]: collection VP of n cards of one type delivered together (n ≤ 25). */
export const SET_VALUE: readonly Int32Array[] = ARTIFACT_TYPES.map(() => new Int32Array(26));
/** Upgrade tile id → kind index 0–12 (U01 = 0). */
export const TILE_KIND: Int8Array = new Int8Array(UPGRADE_TILE_COUNT);
/** The rule-set's other numbers the value model reads (an object: module-level `let`s are slower in hot code). */
export const R = { rules: null as Rules | null, coinsPerVp: 3, firstPlayerVp: 2, permanentSlots: 2, e: null as unknown as Rules['effects'], track: [] as Rules['discoveryTrack'], trackEnd: 0 };
export const bit = (kind: UpgradeKind): number => 1 << UPGRADE_KINDS.indexOf(kind);
export const U01 = bit('U01'), U02 = bit('U02'), U03 = bit('U03'), U04 = bit('U04'), U05 = bit('U05'), U06 = bit('U06');
export const U07 = bit('U07'), U08 = bit('U08'), U09 = bit('U09'), U10 = bit('U10'), U11 = bit('U11');

/** Bit mask of the permanent Upgrade kinds in the seat's slots. */
export function upgradeMask(st: SeatState): number {
  let m = 0;
  for (const t of st.upgrades) m |= 1 << TILE_KIND[t]!;
  return m;
}

// ---------------------------------------------------------------- knobs

/**
 * The weights. Units: VP. They were set from the rules (7 coins at the Black Market, 1 VP per 3 coins
 * at the end…) and then adjusted by bot-vs-bot tournaments (scripts/tournament.ts).
 */
export const W = {
  /** A coin while coins still buy Temple spaces, Harbor trips and Village tiles (rounds 1–4). */
  coinEarly: 0.65,
  /** A coin during round 5's placement. */
  coinLate: 0.42,
  /** A card kept in hand for a later round is worth this share of its delivery value (by the round it is kept in). */
  keepShare: [0, 0.95, 0.95, 0.9, 0.8, 0] as readonly number[],
  /** What each card still in hand will cost to deliver later (a Harbor trip: 2 coins for 3 cards). */
  deliveryCostPerCard: 0.15,
  /** A card gained this round, with a delivery still possible this round, realizes this share. */
  gainShare: 0.92,
  /** Average value of an unseen card drawn from the deck (types weighted by count, bonuses included). */
  unknownCard: 2.2,
  /** Value of one step on the Discovery track beyond the reward of the space reached (tie-break, proximity). */
  discoveryStep: 0.35,
  /** An Upgrade drawn from the pile by the Discovery track, sight unseen. */
  unknownUpgrade: 2.4,
  /** Holding the First Player marker at the end of a round before the last (2 VP if kept, plays first). */
  firstPlayerMid: 1.6,
  /** Chance that one opponent able to outbid actually does, by number of seats. */
  outbidChance: [0, 0, 0.05, 0.12, 0.2, 0.2] as readonly number[],
  /** Share of an opponent's reward counted when outbidding them. */
  denial: 0.25,
  /** Flexibility lost when a wild meeple (side, standing, Character) is used where an exact one would do. */
  wildUse: 0.3,
};

/**
 * Use value per remaining round of each permanent Upgrade, on top of its printed VP (which the seat
 * scores in any case, even once discarded).
 */
export const UPGRADE_USE: Readonly<Record<UpgradeKind, number>> = {
  U01: 0.35, U02: 0.3, U03: 0.8, U04: 0.6, U05: 0.7, U06: 0.6, U07: 0.35, U08: 0.45, U09: 0.3, U10: 0.35, U11: 0.5,
  U12: 0, U13: 0,
};
const USE_BY_INDEX = Float64Array.from(UPGRADE_KINDS, (k) => UPGRADE_USE[k]);
const VP_BY_INDEX = new Int32Array(UPGRADE_KINDS.length);

/** Fills the tables from the game's rule-set (`state.rules`), unless they hold it already (a pointer test). */
export function useRulesOf(s: GameState): void {
  const r = rulesOf(s);
  if (r === R.rules) return;
  R.rules = r;
  r.cards.forEach((c, id) => {
    CARD_TYPE[id] = ARTIFACT_TYPES.indexOf(c.type);
    CARD_BONUS[id] = CARD_BONUSES.indexOf(c.bonus);
  });
  ARTIFACT_TYPES.forEach((t, i) => SET_VALUE[i]!.forEach((_, n) => (SET_VALUE[i]![n] = collectionValue(t, n, r))));
  r.tiles.forEach((t) => (TILE_KIND[t.id] = UPGRADE_KINDS.indexOf(t.kind)));
  UPGRADE_KINDS.forEach((k, i) => (VP_BY_INDEX[i] = r.upgrades[k].vp));
  R.coinsPerVp = r.endScoring.coinsPerVp;
  R.firstPlayerVp = r.endScoring.firstPlayerVp;
  R.permanentSlots = r.permanentSlots;
  R.e = r.effects;
  R.track = r.discoveryTrack;
  R.trackEnd = r.trackEnd;
}
useRulesOf({ rules: null } as GameState);

// ---------------------------------------------------------------- coins, Discovery, Upgrades

/** VP per coin for a seat deciding now. */
export function coinValue(s: GameState): number {
  if (s.round < ROUNDS) return W.coinEarly;
  return s.phase === 'activate' || s.phase === 'prepare' || s.phase === 'lastExchanges' || s.phase === 'gameOver' ? 1 / R.coinsPerVp : W.coinLate;
}

/** VP of moving `steps` spaces on the Discovery track from `from` (rewards met plus proximity). */
export function discoveryValue(from: number, steps: number, cv: number): number {
  let v = 0;
  let p = from;
  for (let i = 0; i < steps && p < R.trackEnd; i++) {
    p++;
    v += W.discoveryStep;
    const r = R.track[p];
    if (!r) continue;
    if ('vp' in r) v += r.vp;
    else if ('coins' in r) v += r.coins * cv;
    else v += W.unknownUpgrade;
  }
  return v;
}

/** Rounds in which an Upgrade gained now can still be used (the current one counts a little). */
export function roundsOfUse(s: GameState): number {
  const partial = s.phase === 'activate' ? 0.3 : s.phase === 'prepare' || s.phase === 'lastExchanges' ? 0 : 0.7;
  return Math.max(0, ROUNDS - s.round) + partial;
}

/** VP-equivalent of gaining tile `tile` for seat `st` (slots full: the worst one makes room). */
export function upgradeGainValue(st: SeatState, tile: number, roundsLeft: number, cv: number): number {
  const k = TILE_KIND[tile]!;
  const kind = UPGRADE_KINDS[k]!;
  const vp = VP_BY_INDEX[k]!;
  if (kind === 'U12') return vp + R.e.U12.coins * cv;
  if (kind === 'U13') return vp + discoveryValue(st.discovery, R.e.U13.discovery, cv);
  let worst = Infinity;
  for (const t of st.upgrades) {
    if (TILE_KIND[t] === k) return vp; // a duplicate goes straight to the discard: VP only
    worst = Math.min(worst, USE_BY_INDEX[TILE_KIND[t]!]!);
  }
  const use = USE_BY_INDEX[k]! * roundsLeft;
  if (st.upgrades.length < R.permanentSlots) return vp + use;
  return vp + Math.max(0, use - worst * roundsLeft);
}

/** Use value (not printed VP) of a permanent tile per round. */
export function upgradeUse(tile: number): number {
  return USE_BY_INDEX[TILE_KIND[tile]!]!;
}

export function upgradeVp(tile: number): number {
  return VP_BY_INDEX[TILE_KIND[tile]!]!;
}

// ---------------------------------------------------------------- cards

/** Value of a card's printed bonus. */
export function bonusValue(card: number, cv: number, dv: number): number {
  const b = CARD_BONUS[card]!;
  return b === BONUS_VP ? 1 : b === BONUS_DISC ? dv : b === BONUS_COIN ? cv : 0;
}

/** Counts per type of `cards` into `out` (length ≥ 5, zeroed here). */
export function countTypes(cards: readonly number[], out: Int32Array): Int32Array {
  out.fill(0);
  for (const c of cards) out[CARD_TYPE[c]!]!++;
  return out;
}

/**
 * What `counts` (cards per type, delivered together) are worth through the delivery Upgrades in `mask`,
 * beyond collection values and card bonuses.
 */
export function upgradeBonus(counts: Int32Array, mask: number, cv: number): number {
  let v = 0;
  const e = R.e;
  if (mask & U03) v += e.U03.coinsPerTablet * counts[TABLET]! * cv;
  if (mask & U05 && counts[POTTERY]! > 0 && counts[WEAPON]! > 0 && counts[TABLET]! > 0) v += e.U05.vp;
  if (mask & U08 && counts[POTTERY]! >= e.U08.pottery) v += e.U08.vp + e.U08.coins * cv;
  if (mask & U11 && counts[WEAPON]! >= e.U11.weapons) v += e.U11.vp + e.U11.coins * cv;
  return v;
}

const tmpCounts = new Int32Array(TYPES);

/** Delivery value (VP-equivalent) of `cards` delivered together by a seat with Upgrade mask `mask`. */
export function handValue(cards: readonly number[], mask: number, cv: number, dv: number): number {
  const counts = countTypes(cards, tmpCounts);
  let v = 0;
  for (let t = 0; t < TYPES; t++) v += SET_VALUE[t]![counts[t]!]!;
  for (const c of cards) v += bonusValue(c, cv, dv);
  return v + upgradeBonus(counts, mask, cv);
}

/** Value `card` adds to a hand whose type counts are `counts` (counts unchanged on return). */
export function marginalValue(counts: Int32Array, card: number, mask: number, cv: number, dv: number): number {
  const t = CARD_TYPE[card]!;
  const n = counts[t]!;
  let v = SET_VALUE[t]![n + 1]! - SET_VALUE[t]![n]! + bonusValue(card, cv, dv);
  if (mask === 0) return v;
  const before = upgradeBonus(counts, mask, cv);
  counts[t] = n + 1;
  v += upgradeBonus(counts, mask, cv) - before;
  counts[t] = n;
  return v;
}

/** A card's worth to nobody in particular: its single-card collection value plus its bonus. */
export function genericCardValue(card: number): number {
  const t = CARD_TYPE[card]!;
  return SET_VALUE[t]![1]! + bonusValue(card, 0.5, 1);
}

// ---------------------------------------------------------------- deliveries

export interface DeliveryChoice {
  cards: number[];
  /** VP-equivalent gained now by the delivery. */
  now: number;
  /** Objective: `now` + keepShare × value of the cards kept. */
  score: number;
}

// Scratch of bestDelivery, which runs inside every playout of the hard bot: no allocation but its answer.
const ROW = 26; // more than the cards of one type (21 pottery)
/** The hand by type, best bonus first: typeCards[t * ROW + i], typeCount[t] cards. */
const typeCards = new Int16Array(TYPES * ROW);
const typeCount = new Int32Array(TYPES);
/** prefix[t * ROW + k]: the bonuses of the first k cards of type t. */
const prefix = new Float64Array(TYPES * ROW);
/** Delivering k cards of type t: the objective and the value now (index t * ROW + k). */
const typeScore = new Float64Array(TYPES * ROW);
const typeNow = new Float64Array(TYPES * ROW);
/** best[t * width + c]: the best objective of types t… with at most c cards. */
let table = new Float64Array((TYPES + 1) * 32);
const take = new Int32Array(TYPES);
const rest = new Int32Array(TYPES);
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
  // A decision asks for the same hand at several limits (a placement weighs each extra delivery; a
  // delivery offers one card fewer): the sorted hand and the programme's table are kept for the next call.
  if (!sameInputs(hand, mask, cv, dv, keep, keepCost)) prepare(hand, mask, cv, dv, keep, keepCost);
  if (mask & U05) walkDeliveries(limit, mask, cv, keep, keepCost);
  else planDeliveries(Math.min(limit, hand.length), mask, cv, keep, keepCost);
  const cards: number[] = [];
  for (let t = 0; t < TYPES; t++) for (let i = 0; i < plan.take[t]!; i++) cards.push(typeCards[t * ROW + i]!);
  return { cards, now: plan.now, score: plan.score };
}

/** The inputs the scratch tables were last prepared for (`rules`: the value tables they were read from). */
const last = { hand: new Int16Array(TYPES * ROW), length: -1, mask: 0, cv: 0, dv: 0, keep: 0, keepCost: 0, rules: null as Rules | null };
/** The cap the programme's table is filled up to for those inputs (-1: not yet; typeScore not filled either). */
let tableCap = -1;
/** With U05: the (clipped) limit whose walk's answer `plan` holds for those inputs (-1: none). */
let walkedLimit = -1;

function sameInputs(hand: readonly number[], mask: number, cv: number, dv: number, keep: number, keepCost: number): boolean {
  if (hand.length !== last.length || mask !== last.mask || cv !== last.cv || dv !== last.dv || keep !== last.keep || keepCost !== last.keepCost || R.rules !== last.rules) return false;
  for (let i = 0; i < hand.length; i++) if (hand[i] !== last.hand[i]) return false;
  return true;
}

/** Sorts the hand by type, best bonus first, with its bonus prefix sums; forgets the programme's table. */
function prepare(hand: readonly number[], mask: number, cv: number, dv: number, keep: number, keepCost: number): void {
  last.length = hand.length;
  for (let i = 0; i < hand.length; i++) last.hand[i] = hand[i]!;
  last.mask = mask;
  last.cv = cv;
  last.dv = dv;
  last.keep = keep;
  last.keepCost = keepCost;
  last.rules = R.rules;
  tableCap = -1;
  walkedLimit = -1;
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
 * Its table's entry for c cards does not depend on the table's width, so a table filled for a larger
 * cap answers a smaller one as it would have been answered alone.
 */
function planDeliveries(cap: number, mask: number, cv: number, keep: number, keepCost: number): void {
  if (cap > tableCap) fillTable(cap, mask, cv, keep, keepCost);
  const width = tableCap + 1;
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

/** table[t * width + c]: the best objective of types t… with at most c cards, for every c ≤ cap. */
function fillTable(cap: number, mask: number, cv: number, keep: number, keepCost: number): void {
  if (tableCap < 0) {
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
  tableCap = cap;
  const width = cap + 1;
  if (table.length < (TYPES + 1) * width) table = new Float64Array((TYPES + 1) * width);
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

/**
 * Every way to split the hand by type (the first best found, more cards of earlier types first); the
 * answer in `plan`. A limit beyond the hand's size walks the same splits as the hand's size, so the
 * answer for the last limit is kept for the same inputs (walkedLimit).
 */
function walkDeliveries(limit: number, mask: number, cv: number, keep: number, keepCost: number): void {
  const clipped = Math.min(limit, last.length);
  if (clipped === walkedLimit) return;
  plan.score = -Infinity;
  take.fill(0);
  walk(0, clipped, mask, cv, keep, keepCost);
  walkedLimit = clipped;
}

function walk(t: number, left: number, mask: number, cv: number, keep: number, keepCost: number): void {
  if (t === TYPES) {
    let now = 0;
    let later = 0;
    let kept = 0;
    for (let i = 0; i < TYPES; i++) {
      const n = typeCount[i]!;
      const k = take[i]!;
      rest[i] = n - k;
      kept += n - k;
      now += SET_VALUE[i]![k]! + prefix[i * ROW + k]!;
      later += SET_VALUE[i]![n - k]! + prefix[i * ROW + n]! - prefix[i * ROW + k]!;
    }
    now += upgradeBonus(take, mask, cv);
    later += upgradeBonus(rest, mask, cv);
    const score = now + keep * later - keepCost * kept;
    if (score > plan.score + 1e-9) {
      plan.score = score;
      plan.now = now;
      plan.take.set(take);
    }
    return;
  }
  const n = typeCount[t]!;
  for (let k = Math.min(n, left); k >= 0; k--) {
    take[t] = k;
    walk(t + 1, left - k, mask, cv, keep, keepCost);
  }
  take[t] = 0;
}

/** End-of-game VP of coins, exactly. */
export function coinEndVp(coins: number): number {
  return Math.floor(coins / R.coinsPerVp);
}
