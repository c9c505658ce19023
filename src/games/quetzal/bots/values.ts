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
import { collectionValue, rulesOf, type GameState, type Rules, type SeatState } from '../engine/index.js';
import { ARTIFACT_TYPES, CARD_BONUSES, DECK_SIZE, ROUNDS, UPGRADE_KINDS, UPGRADE_TILE_COUNT, type UpgradeKind } from '../engine/data.js';

// ---------------------------------------------------------------- tables

export const TYPES = ARTIFACT_TYPES.length; // 5: pottery, weapon, tablet, statuette, mummy
export const POTTERY = 0, WEAPON = 1, TABLET = 2;
/** Card id → artifact type index (0–4). */
export const CARD_TYPE: Int8Array = new Int8Array(DECK_SIZE);
/** Card id → bonus: 0 none, 1 coin, 2 discovery, 3 VP. */
const BONUS_COIN = 1, BONUS_DISC = 2;
export const BONUS_VP = 3;
export const CARD_BONUS: Int8Array = new Int8Array(DECK_SIZE);
/** SET_VALUE[type][n]: collection VP of n cards of one type delivered together (n ≤ 25). */
export const SET_VALUE: readonly Int32Array[] = ARTIFACT_TYPES.map(() => new Int32Array(26));
/** Upgrade tile id → kind index 0–12 (U01 = 0). */
const TILE_KIND: Int8Array = new Int8Array(UPGRADE_TILE_COUNT);
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
 * at the end…), adjusted by bot-vs-bot tournaments (scripts/tournament.ts), then tuned (2026-11-26) by
 * bench/policy-tune.ts: SPSA on 2-seat self-play of the playout policy, 700,000 games (saved in
 * bench/policy-tune.json). On 20,000 held-out 2-seat games the tuned policy wins 67.9 % [67.3, 68.6]
 * against the hand-set one, the medium bot 66.8 % [66.2, 67.4]; one tuned seat among hand-set ones wins
 * 52.6 % at 3 seats and 33.0 % at 4 (fair shares 33.3 and 25 %), so one table serves every seat count.
 * Only outbidChance[2] was tuned of that array (the other entries are as set by hand).
 */
export const W = {
  /** A coin while coins still buy Temple spaces, Harbor trips and Village tiles (rounds 1–4). */
  coinEarly: 0.687,
  /** A coin during round 5's placement. */
  coinLate: 0.656,
  /** A card kept in hand for a later round is worth this share of its delivery value (by the round it is kept in). */
  keepShare: [0, 0.993, 0.912, 0.831, 0.712, 0] as readonly number[],
  /** What each card still in hand will cost to deliver later (a Harbor trip: 2 coins for 3 cards). */
  deliveryCostPerCard: 0.198,
  /** A card gained this round, with a delivery still possible this round, realizes this share. */
  gainShare: 1,
  /** Average value of an unseen card drawn from the deck (types weighted by count, bonuses included). */
  unknownCard: 3.309,
  /** Value of one step on the Discovery track beyond the reward of the space reached (tie-break, proximity). */
  discoveryStep: 0.631,
  /** An Upgrade drawn from the pile by the Discovery track, sight unseen. */
  unknownUpgrade: 2.213,
  /** Holding the First Player marker at the end of a round before the last (2 VP if kept, plays first). */
  firstPlayerMid: 1.486,
  /** Chance that one opponent able to outbid actually does, by number of seats. */
  outbidChance: [0, 0, 0.002, 0.12, 0.2, 0.2] as readonly number[],
  /** Share of an opponent's reward counted when outbidding them. */
  denial: 0.392,
  /** Flexibility lost when a wild meeple (side, standing, Character) is used where an exact one would do. */
  wildUse: 0.708,
  /** Rerolls: worth of a wild face in the pool (it can be either colour). */
  faceWild: 0.425,
  /** Rerolls: cost per meeple of difference between the black and white faces in the pool. */
  imbalance: 0.198,
  /** The Camp: worth of each reroll it gives a meeple left in the pool (a small option). */
  campReroll: 0.038,
  /** The Camp: bonus for sending just one meeple there (the least useful one). */
  campOne: 0.013,
};

/**
 * Use value per remaining round of each permanent Upgrade, on top of its printed VP (which the seat
 * scores in any case, even once discarded). Tuned with W (above): bench/policy-tune.ts, 2026-11-26.
 */
export const UPGRADE_USE: Readonly<Record<UpgradeKind, number>> = {
  U01: 0.206, U02: 0.228, U03: 0.732, U04: 0.481, U05: 1.096, U06: 0.496, U07: 0.434, U08: 0.438, U09: 0.129, U10: 0.132, U11: 0.451,
  U12: 0, U13: 0,
};
const USE_BY_INDEX = Float64Array.from(UPGRADE_KINDS, (k) => UPGRADE_USE[k]);

/**
 * Changes one Upgrade's use value (bench/policy-tune.ts gives each seat its own weights this way; the
 * table the hot path reads follows).
 */
export function setUpgradeUse(kind: UpgradeKind, value: number): void {
  (UPGRADE_USE as Record<UpgradeKind, number>)[kind] = value;
  USE_BY_INDEX[UPGRADE_KINDS.indexOf(kind)] = value;
}
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

/**
 * Delivery value (VP-equivalent) of `cards` delivered together by a seat with Upgrade mask `mask`;
 * with `skip`, of the cards but the one at that index (what selling it would leave, with no copy).
 */
export function handValue(cards: readonly number[], mask: number, cv: number, dv: number, skip = -1): number {
  const counts = tmpCounts;
  counts.fill(0);
  for (let i = 0; i < cards.length; i++) if (i !== skip) counts[CARD_TYPE[cards[i]!]!]!++;
  let v = 0;
  for (let t = 0; t < TYPES; t++) v += SET_VALUE[t]![counts[t]!]!;
  for (let i = 0; i < cards.length; i++) if (i !== skip) v += bonusValue(cards[i]!, cv, dv);
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

/** End-of-game VP of coins, exactly. */
export function coinEndVp(coins: number): number {
  return Math.floor(coins / R.coinsPerVp);
}
