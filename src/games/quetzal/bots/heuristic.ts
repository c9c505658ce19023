/**
 * The one-ply heuristic: scores candidate moves for the seat deciding now, in VP-equivalents relative
 * to "doing nothing" (for a placement: relative to sending the same meeples to the Camp).
 *
 * Used three ways:
 *  - the medium bot plays the best-scored move;
 *  - the hard bot keeps the best few as the candidates of its search;
 *  - the hard bot's playouts pick among them with softmax noise (`policyMove`), for every seat.
 *
 * It only reads what the seat's view shows (its own hand, the board, counts of others' hands), so it
 * works the same on a view and on a determinized full state.
 */
import { ACTIVATION_STEPS, automatonPick, deliveryLimit, rulesOf, templeCost } from '../engine/index.js';
import { ROUNDS, SURROUNDINGS, type MeepleColor, type SurroundingId } from '../engine/data.js';
import { AUTOMATON, type Bid, type GameState, type Move, type SeatState } from '../engine/types.js';
import {
  CARD_TYPE, SET_VALUE, TYPES, U07, U09, U10, W, bonusValue, coinEndVp, coinValue, countTypes, discoveryValue, upgradeBonus,
  genericCardValue, handValue, marginalValue, roundsOfUse, upgradeGainValue, upgradeMask, upgradeUse, upgradeVp, useRulesOf,
} from './values.js';
import { bestDelivery, bestDeliveryScore } from './delivery-plan.js';

export interface Scored {
  move: Move;
  score: number;
}

type Random = () => number;
type PlaceMove = Extract<Move, { type: 'place' }>;

// Activation step indices of the Harbor and the first Ship (ACTIVATION_STEPS).
const STEP_HARBOR = ACTIVATION_STEPS.findIndex((step) => step.at === 'harbor');
const STEP_SHIP0 = ACTIVATION_STEPS.findIndex((step) => step.at === 'ship');

// ---------------------------------------------------------------- meeple pools

interface Pool {
  black: number[];
  white: number[];
  wild: number[];
  character: number[];
  size: number;
}

function poolOf(st: SeatState): Pool {
  const p: Pool = { black: [], white: [], wild: [], character: [], size: 0 };
  for (const m of st.meeples) {
    if (m.placed) continue;
    p.size++;
    if (m.character) p.character.push(m.id);
    else if (m.face === 'black') p.black.push(m.id);
    else if (m.face === 'white') p.white.push(m.id);
    else p.wild.push(m.id);
  }
  return p;
}

/** How many unplaced meeples of each kind another seat has (what outbidding it takes, without ids). */
interface PoolSize {
  black: number;
  white: number;
  flex: number;
}

function poolSizeOf(st: SeatState): PoolSize {
  const p: PoolSize = { black: 0, white: 0, flex: 0 };
  for (const m of st.meeples) {
    if (m.placed) continue;
    if (m.character) p.flex++;
    else if (m.face === 'black') p.black++;
    else if (m.face === 'white') p.white++;
    else p.flex++;
  }
  return p;
}

function capacity(p: PoolSize, color: MeepleColor | null): number {
  if (color === null) return Math.max(p.black, p.white) + p.flex;
  return (color === 'adventurer' ? p.black : p.white) + p.flex;
}

/** n meeples able to count as `color`: exact ones first, then wild team meeples, the Character last. */
function pickColor(p: Pool, color: MeepleColor, n: number): { ids: number[]; wild: number } | null {
  const exact = color === 'adventurer' ? p.black : p.white;
  if (exact.length + p.wild.length + p.character.length < n) return null;
  const ids: number[] = [];
  for (let i = 0; i < exact.length && ids.length < n; i++) ids.push(exact[i]!);
  let wild = 0;
  for (let i = 0; i < p.wild.length && ids.length < n; i++, wild++) ids.push(p.wild[i]!);
  if (ids.length < n) {
    ids.push(p.character[0]!);
    wild++;
  }
  return { ids, wild };
}

/** n meeples for a mixed location: the surplus exact colour first, flexible ones last. */
function pickAny(p: Pool, n: number): number[] {
  const a = p.black.length >= p.white.length ? p.black : p.white;
  const b = a === p.black ? p.white : p.black;
  const out: number[] = [];
  for (const group of [a, b, p.wild, p.character]) {
    for (let i = 0; i < group.length && out.length < n; i++) out.push(group[i]!);
  }
  return out;
}

// ---------------------------------------------------------------- the deciding seat's outlook

/** What the seat can expect this round, computed once per decision. */
interface Outlook {
  s: GameState;
  seat: number;
  st: SeatState;
  mask: number;
  cv: number;
  dv: number;
  /** Cards the seat holds or will receive from its claims (known ids). */
  cards: number[];
  counts: Int32Array;
  /** Unseen cards it will draw from the deck (Temple draws). */
  unknown: number;
  /** Cards its claimed deliveries this round can still take (Harbor meeples, Ships held). */
  capacity: number;
  harborMeeples: number;
  /** Placement only: the Temple display as it will stand before each space activates. */
  templeBefore: (readonly (number | null)[])[];
  /** Share of a card's delivery value a card gained now is worth. */
  share: number;
  /** Delivery cost charged per card kept beyond this round. */
  keepCost: number;
  keep: number;
  /**
   * deliveryScore by capacity, computed once per outlook: the capacities asked (a few) and their scores,
   * side by side (an array indexed by capacity would be a holey one).
   */
  scoreCaps: number[];
  scores: number[];
}

function keepShare(s: GameState): number {
  return W.keepShare[Math.min(s.round, ROUNDS)] ?? 0;
}

/**
 * Greedy Temple picks for the spaces already occupied, in activation order: the Automaton by its
 * Market tile, others by generic card value, the seat by marginal value (its picks join `mine` and
 * `counts`). Returns the display as it stands before each space: free spaces with no taken one
 * between them share one copy (the same picks there: placementCandidates reuses them).
 */
const NOT_READ: readonly (number | null)[] = Object.freeze([]);

function simulateTemple(s: GameState, seat: number, mine: number[], counts: Int32Array, mask: number, cv: number, dv: number): (readonly (number | null)[])[] {
  const display = s.board.temple.slice();
  const before: (readonly (number | null)[])[] = [];
  const r = rulesOf(s);
  let copy: (number | null)[] | null = null;
  for (let sp = 0; sp < r.temple.length; sp++) {
    const occ = s.board.templeSpaces[sp];
    // Only a free space's display is read (placementCandidates): an occupied one gets a placeholder.
    if (!occ) {
      before.push((copy ??= display.slice()));
      continue;
    }
    before.push(NOT_READ);
    copy = null; // its picks change the display
    const choose = r.temple[sp]!.choose;
    for (let k = 0; k < choose; k++) {
      let best = -1;
      if (occ.holder === AUTOMATON) best = automatonPick(display, r);
      else {
        let bestV = -Infinity;
        for (let i = 0; i < display.length; i++) {
          const c = display[i];
          if (c === null || c === undefined) continue;
          const v = occ.holder === seat ? marginalValue(counts, c, mask, cv, dv) : genericCardValue(c);
          if (v > bestV) { bestV = v; best = i; }
        }
      }
      if (best < 0) break;
      const card = display[best]!;
      display[best] = null;
      if (occ.holder === seat) {
        mine.push(card);
        counts[CARD_TYPE[card]!]!++;
      }
    }
  }
  return before;
}

function outlook(s: GameState, seat: number): Outlook {
  const st = s.seats[seat]!;
  const mask = upgradeMask(st);
  const cv = coinValue(s);
  const dv = discoveryValue(st.discovery, 1, cv);
  const cards = st.hand.slice();
  const counts = countTypes(cards, new Int32Array(TYPES));
  let unknown = 0;
  let capacity = 0;
  let harborMeeples = 0;
  let templeBefore: (readonly (number | null)[])[] = [];
  const b = s.board;
  const step = s.phase === 'activate' ? s.flow.step : -1;
  if (s.phase === 'place') {
    // Cards coming from claims: the Temple spaces held (in order), the Surroundings held.
    templeBefore = simulateTemple(s, seat, cards, counts, mask, cv, dv);
    b.templeSpaces.forEach((occ, sp) => {
      if (occ?.holder === seat) unknown += rulesOf(s).temple[sp]!.draw;
    });
    for (const loc of SURROUNDINGS) {
      if (b.bids[loc]?.holder !== seat) continue;
      for (const c of b.surroundings[loc]) if (c !== null) { cards.push(c); counts[CARD_TYPE[c]!]!++; }
    }
  }
  if (s.phase === 'place' || (step >= 0 && step < STEP_HARBOR)) {
    for (const f of b.harbor) if (f.seat === seat) harborMeeples++;
  } else if (step === STEP_HARBOR) {
    for (const q of s.flow.harborQueue) if (q === seat) harborMeeples++;
  }
  capacity += harborMeeples * deliveryLimit(s, seat, 'harbor');
  b.ships.forEach((bid, sp) => {
    if (bid?.holder === seat && (s.phase === 'place' || step <= STEP_SHIP0 + sp)) capacity += deliveryLimit(s, seat, 'ship');
  });
  const keep = keepShare(s);
  let share: number;
  const total = cards.length + unknown;
  if (s.round < ROUNDS) share = Math.max(keep, capacity > total ? W.gainShare : keep);
  else if (capacity > total) share = 1;
  else if (s.phase === 'place' && poolOf(st).size > 1) share = 0.75;
  else share = total > 0 ? Math.min(1, capacity / (total + 1)) : capacity > 0 ? 1 : 0;
  const keepCost = s.round < ROUNDS ? W.deliveryCostPerCard : 0;
  return { s, seat, st, mask, cv, dv, cards, counts, unknown, capacity, harborMeeples, templeBefore, share, keepCost, keep, scoreCaps: [], scores: [] };
}

/** Net value of gaining `cards` (known) plus `unknown` deck draws for the seat. */
function gainCards(o: Outlook, cards: readonly number[], unknown: number): number {
  let v = 0;
  const counts = o.counts;
  for (const c of cards) {
    v += marginalValue(counts, c, o.mask, o.cv, o.dv);
    counts[CARD_TYPE[c]!]!++;
  }
  for (const c of cards) counts[CARD_TYPE[c]!]!--;
  v += unknown * W.unknownCard;
  return o.share * v - o.keepCost * (cards.length + unknown);
}

/** Value of delivering up to `extra` more cards this round than the current claims allow. */
function deliveryGain(o: Outlook, extra: number): number {
  const base = deliveryScore(o, o.capacity);
  const more = deliveryScore(o, o.capacity + extra);
  return more - base;
}

function deliveryScore(o: Outlook, cap: number): number {
  const i = o.scoreCaps.indexOf(cap);
  if (i >= 0) return o.scores[i]!;
  const score = computeDeliveryScore(o, cap);
  o.scoreCaps.push(cap);
  o.scores.push(score);
  return score;
}

function computeDeliveryScore(o: Outlook, cap: number): number {
  const keep = o.keep;
  const d = bestDeliveryScore(o.cards, cap, o.mask, o.cv, o.dv, keep, o.keepCost);
  const spare = Math.max(0, cap - d.count);
  return d.score + Math.min(spare, o.unknown) * W.unknownCard * (1 - keep);
}

// ---------------------------------------------------------------- placement

interface Others {
  /** Other seats still holding meeples, with their pools' sizes. */
  pools: { seat: number; pool: PoolSize }[];
}

function holdChance(o: Outlook, others: Others, n: number, color: MeepleColor | null, bumped: Bid | null): number {
  let p = 1;
  for (const { seat, pool } of others.pools) {
    let cap = capacity(pool, color);
    if (bumped && bumped.holder === seat) cap += bumped.meeples.length;
    if (cap >= n + 1) p *= 1 - (W.outbidChance[o.s.seats.length] ?? 0.2);
  }
  return p;
}

/** A Surrounding's cards and bonus: what it is worth to anyone (`generic`); `mine` works out its worth to the seat. */
function surroundingReward(o: Outlook, loc: SurroundingId): { mine: () => number; generic: number } {
  const cards: number[] = [];
  for (const c of o.s.board.surroundings[loc]) if (c !== null) cards.push(c);
  const bonus = rulesOf(o.s).surroundingBonus[loc];
  const bonusV = bonus === 'vp' ? 1 : bonus === 'coin' ? o.cv : o.dv;
  let generic = bonusV;
  for (const c of cards) generic += genericCardValue(c);
  return { mine: () => gainCards(o, cards, 0) + bonusV, generic };
}

const marketCounts = new Int32Array(TYPES);

function blackMarketValue(o: Outlook): number {
  const coins = rulesOf(o.s).blackMarketCoins * o.cv;
  if (o.cards.length === 0) return o.unknown > 0 ? coins - o.share * W.unknownCard : 0;
  // The card whose loss costs least: what it adds to its type's set, its bonus, and the Upgrades it feeds.
  let least = Infinity;
  const counts = countTypes(o.cards, marketCounts);
  const before = upgradeBonus(counts, o.mask, o.cv);
  for (const c of o.cards) {
    const t = CARD_TYPE[c]!;
    const n = counts[t]!;
    counts[t] = n - 1;
    const loss = SET_VALUE[t]![n]! - SET_VALUE[t]![n - 1]! + bonusValue(c, o.cv, o.dv) + before - upgradeBonus(counts, o.mask, o.cv);
    counts[t] = n;
    least = Math.min(least, loss);
  }
  return Math.max(0, coins - o.share * least);
}

function villageValue(o: Outlook, space: number): number {
  const s = o.s;
  const display = s.board.upgradeDisplay.slice();
  const left = roundsOfUse(s);
  for (let sp = 0; sp < space; sp++) {
    const occ = s.board.villageSpaces[sp];
    if (!occ) continue;
    // Earlier holders take the tile best for them (others: by printed VP + use).
    let best = -1;
    let bestV = -Infinity;
    for (let i = 0; i < display.length; i++) {
      const t = display[i];
      if (t === null || t === undefined) continue;
      const v = occ.holder === o.seat ? upgradeGainValue(o.st, t, left, o.cv) : upgradeVp(t) + upgradeUse(t) * left;
      if (v > bestV) { bestV = v; best = i; }
    }
    if (best >= 0) display[best] = null;
  }
  let best = 0;
  for (const t of display) if (t !== null && t !== undefined) best = Math.max(best, upgradeGainValue(o.st, t, left, o.cv));
  return best;
}

function firstPlayerValue(s: GameState): number {
  return s.round >= ROUNDS ? rulesOf(s).endScoring.firstPlayerVp : W.firstPlayerMid;
}

// The colours a bid may be made in (shared lists: bidding runs for every location at every placement).
const ADVENTURERS: readonly MeepleColor[] = ['adventurer'];
const ARCHAEOLOGISTS: readonly MeepleColor[] = ['archaeologist'];
const EITHER: readonly MeepleColor[] = ['adventurer', 'archaeologist'];

/** templePicks' scratch: the type counts after its picks so far. */
const spaceCounts = new Int32Array(TYPES);

/** The seat's greedy picks of `choose` cards from a Temple display, on top of everything it will already hold. */
function templePicks(o: Outlook, before: readonly (number | null)[], choose: number): number[] {
  const mine: number[] = [];
  const display = before.slice();
  const c2 = spaceCounts;
  c2.set(o.counts);
  for (let k = 0; k < choose; k++) {
    let best = -1;
    let bestV = -Infinity;
    for (let i = 0; i < display.length; i++) {
      const c = display[i];
      if (c === null || c === undefined) continue;
      const v = marginalValue(c2, c, o.mask, o.cv, o.dv);
      if (v > bestV) { bestV = v; best = i; }
    }
    if (best < 0) break;
    mine.push(display[best]!);
    c2[CARD_TYPE[display[best]!]!]!++;
    display[best] = null;
  }
  return mine;
}

function placementCandidates(o: Outlook): Scored[] {
  const s = o.s;
  const seat = o.seat;
  const st = o.st;
  const b = s.board;
  const pool = poolOf(st);
  const out: Scored[] = [];
  const meeple = o.cv; // a meeple sent elsewhere than the Camp forgoes the Camp's coin
  const others: Others = { pools: [] };
  for (let i = 0; i < s.seats.length; i++) {
    if (i === seat) continue;
    const p = poolSizeOf(s.seats[i]!);
    if (p.black + p.white + p.flex > 0) others.pools.push({ seat: i, pool: p });
  }
  const add = (move: PlaceMove, value: number, n: number, wild: number) => {
    out.push({ move, score: value - n * meeple - wild * W.wildUse });
  };

  // Unique locations: Stela (archaeologists), Temple and Village (the rule-set's colours).
  const rs = rulesOf(s);
  const arch = pickColor(pool, 'archaeologist', 1);
  if (arch && !b.stela && s.firstPlayer !== seat) {
    add({ type: 'place', seat, location: 'stela', meeples: arch.ids }, firstPlayerValue(s) + o.dv, 1, arch.wild);
  }
  const priest = pickColor(pool, rs.colors.temple === 'ARCH' ? 'archaeologist' : 'adventurer', 1);
  if (priest) {
    // The picks of the last space worked out, kept for the next one with the same display and count.
    let mine: number[] = [];
    let pickedFrom: readonly (number | null)[] | null = null;
    let pickedCount = -1;
    for (let sp = 0; sp < b.templeSpaces.length; sp++) {
      if (b.templeSpaces[sp]) continue;
      const cost = templeCost(s, seat, sp);
      if (cost > st.coins) continue;
      const space = rs.temple[sp]!;
      if (o.templeBefore[sp] !== pickedFrom || space.choose !== pickedCount) {
        pickedFrom = o.templeBefore[sp]!;
        pickedCount = space.choose;
        mine = templePicks(o, pickedFrom, space.choose);
      }
      const draws = space.draw * (o.mask & U09 ? 1.25 : 1);
      add({ type: 'place', seat, location: 'temple', space: sp, meeples: priest.ids }, gainCards(o, mine, draws) - cost * o.cv, 1, priest.wild);
    }
  }
  const adv = pickColor(pool, rs.colors.village === 'ARCH' ? 'archaeologist' : 'adventurer', 1);
  if (adv && b.upgradeDisplay.some((t) => t !== null)) {
    const costs = rs.village.costs;
    for (let sp = 0; sp < b.villageSpaces.length; sp++) {
      if (b.villageSpaces[sp] || costs[sp]! > st.coins) continue;
      add({ type: 'place', seat, location: 'village', space: sp, meeples: adv.ids }, villageValue(o, sp) - costs[sp]! * o.cv, 1, adv.wild);
    }
  }

  // Bidding locations.
  // A bid's reward is worked out at its first candidate (often none: the seat holds the place, or lacks the meeples).
  const bidding = (location: 'quarry' | 'small_temple' | 'ruins' | 'black_market' | 'ship', bid: Bid | null, space: number | undefined, rewardOf: () => number, generic: number) => {
    if (bid && bid.holder === seat) return;
    let reward: number | undefined;
    const min = bid ? bid.meeples.length + 1 : 1;
    const denial = bid && bid.holder !== AUTOMATON ? W.denial * generic : 0;
    const colors = rs.locations[location].color === 'ADV' ? ADVENTURERS : bid?.color ? (bid.color === 'adventurer' ? ADVENTURERS : ARCHAEOLOGISTS) : EITHER;
    for (const color of colors) {
      for (let n = min; n <= min + 1; n++) {
        const g = pickColor(pool, color, n);
        if (!g) break;
        const move: PlaceMove = { type: 'place', seat, location, meeples: g.ids };
        if (space !== undefined) move.space = space;
        if (rs.locations[location].color === 'EITHER_NOMIX') move.color = color;
        add(move, holdChance(o, others, n, color, bid) * (reward ??= rewardOf()) + denial, n, g.wild);
      }
    }
    if (!bid && pool.character.length && location !== 'black_market') {
      const move: PlaceMove = { type: 'place', seat, location, meeples: [pool.character[0]!] };
      if (space !== undefined) move.space = space;
      add(move, holdChance(o, others, 1, null, null) * (reward ??= rewardOf()), 1, 0.5);
    }
  };
  for (const loc of SURROUNDINGS) {
    const r = surroundingReward(o, loc);
    bidding(loc, b.bids[loc], undefined, r.mine, r.generic);
  }
  if (o.cards.length + o.unknown > 0) {
    bidding('black_market', b.bids.black_market, undefined, () => blackMarketValue(o), 2);
    let shipGain: number | undefined; // the same for every Ship
    const shipReward = () => (shipGain ??= deliveryGain(o, deliveryLimit(s, seat, 'ship')));
    b.ships.forEach((bid, sp) => bidding('ship', bid, sp, shipReward, 4));
    // Harbor: one or two more deliveries.
    const limit = deliveryLimit(s, seat, 'harbor');
    const perMeeple = rs.harbor.coinsPerMeeple;
    for (let n = 1; n <= 2 && n <= pool.size && n * perMeeple <= st.coins; n++) {
      if ((o.harborMeeples + n - 1) * limit >= o.cards.length + o.unknown) break;
      add({ type: 'place', seat, location: 'harbor', meeples: pickAny(pool, n) }, deliveryGain(o, n * limit) - n * perMeeple * o.cv, n, 0);
    }
  }

  // The Camp: one meeple (the least useful) or all of them. Each rerolls a pool meeple: a small option.
  const campScore = (n: number) => n * o.cv + Math.min(n, pool.size - n) * W.campReroll - n * meeple;
  add({ type: 'place', seat, location: 'camp', meeples: pickAny(pool, 1) }, campScore(1) + W.campOne, 0, 0);
  if (pool.size > 1) add({ type: 'place', seat, location: 'camp', meeples: pickAny(pool, pool.size) }, campScore(pool.size), 0, 0);
  return out;
}

// ---------------------------------------------------------------- rerolls

function poolScore(p: Pool): number {
  return p.wild.length * W.faceWild - Math.abs(p.black.length - p.white.length) * W.imbalance;
}

/**
 * For m freshly rolled team meeples (black .4, white .4, wild .2): the expected wild faces and the expected
 * black–white difference, so that the expected poolScore is WILD_EXPECT × faceWild − GAP_EXPECT × imbalance
 * whatever the weights (the tuner changes them).
 */
const WILD_EXPECT: number[] = [];
const GAP_EXPECT: number[] = [];
{
  const fact = (k: number): number => (k <= 1 ? 1 : k * fact(k - 1));
  for (let m = 0; m <= 8; m++) {
    let wild = 0, gap = 0;
    for (let bl = 0; bl <= m; bl++) {
      for (let wh = 0; bl + wh <= m; wh++) {
        const x = m - bl - wh;
        const p = (fact(m) / (fact(bl) * fact(wh) * fact(x))) * 0.4 ** bl * 0.4 ** wh * 0.2 ** x;
        wild += p * x;
        gap += p * Math.abs(bl - wh);
      }
    }
    WILD_EXPECT.push(wild);
    GAP_EXPECT.push(gap);
  }
}

function rerollCandidates(s: GameState, seat: number, tiles: readonly string[]): Scored[] {
  const st = s.seats[seat]!;
  const p = poolOf(st);
  const cv = coinValue(s);
  const out: Scored[] = [{ move: { type: 'endRoll', seat }, score: 0 }];
  const now = poolScore(p);
  const team = p.black.length + p.white.length + p.wild.length;
  if (tiles.includes('U02')) {
    out.push({ move: { type: 'reroll', seat, tile: 'U02', meeples: [] }, score: WILD_EXPECT[Math.min(team, 8)]! * W.faceWild - GAP_EXPECT[Math.min(team, 8)]! * W.imbalance - now + (team + 1) * 0.06 * cv - 0.05 });
  }
  if (tiles.includes('U01')) {
    const major = p.black.length >= p.white.length ? p.black : p.white;
    const diff = Math.abs(p.black.length - p.white.length);
    if (major.length) {
      out.push({ move: { type: 'reroll', seat, tile: 'U01', meeples: [major[0]!] }, score: diff >= 2 ? 0.2 : -0.05 });
      if (major.length > 1) out.push({ move: { type: 'reroll', seat, tile: 'U01', meeples: [major[0]!, major[1]!] }, score: diff >= 4 ? 0.4 : diff >= 2 ? 0.15 : -0.1 });
    }
  }
  return out;
}

function campRerollCandidates(s: GameState, seat: number): Scored[] {
  const p = poolOf(s.seats[seat]!);
  const out: Scored[] = [{ move: { type: 'campReroll', seat, meeple: null }, score: 0 }];
  const diff = Math.abs(p.black.length - p.white.length);
  const major = p.black.length >= p.white.length ? p.black : p.white;
  if (major.length) out.push({ move: { type: 'campReroll', seat, meeple: major[0]! }, score: diff >= 2 ? 0.2 : -0.05 });
  return out;
}

// ---------------------------------------------------------------- activation decisions

function templeCardCandidates(o: Outlook, choose: number, all: boolean): Scored[] {
  const display = o.s.board.temple.filter((c): c is number => c !== null);
  const seat = o.seat;
  if (!all || choose === 1) {
    const out: Scored[] = [];
    if (choose === 1) {
      let seen = 0; // card kinds (0–19) met, as bits
      const cards = rulesOf(o.s).cards;
      for (const c of display) {
        const bit = 1 << cards[c]!.kind;
        if (seen & bit) continue;
        seen |= bit;
        out.push({ move: { type: 'chooseCards', seat, cards: [c] }, score: gainCards(o, [c], 0) });
      }
      return out;
    }
    // Greedy picks.
    const counts = new Int32Array(o.counts);
    const picks: number[] = [];
    const left = display.slice();
    for (let k = 0; k < choose; k++) {
      let best = -1;
      let bestV = -Infinity;
      for (let i = 0; i < left.length; i++) {
        const v = marginalValue(counts, left[i]!, o.mask, o.cv, o.dv);
        if (v > bestV) { bestV = v; best = i; }
      }
      if (best < 0) break;
      picks.push(left[best]!);
      counts[CARD_TYPE[left[best]!]!]!++;
      left.splice(best, 1);
    }
    return [{ move: { type: 'chooseCards', seat, cards: picks }, score: gainCards(o, picks, 0) }];
  }
  const out: Scored[] = [];
  for (let i = 0; i < display.length; i++) {
    for (let j = i + 1; j < display.length; j++) {
      const cards = [display[i]!, display[j]!];
      out.push({ move: { type: 'chooseCards', seat, cards }, score: gainCards(o, cards, 0) });
    }
  }
  return out;
}

function deliverCandidates(o: Outlook, limit: number, all: boolean): Scored[] {
  const hand = o.st.hand;
  const seat = o.seat;
  // Cards kept now may still go in a later delivery of this round (another Harbor meeple, a Ship).
  const laterCap = Math.max(0, o.capacity - limit);
  const keep = laterCap >= hand.length - 1 ? Math.max(o.keep, 0.97) : o.keep;
  const keepCost = laterCap > 0 ? 0 : o.keepCost;
  const base = keep * handValue(hand, o.mask, o.cv, o.dv) - keepCost * hand.length;
  const best = bestDelivery(hand, limit, o.mask, o.cv, o.dv, keep, keepCost);
  const out: Scored[] = [{ move: { type: 'deliver', seat, cards: best.cards }, score: best.score - base }];
  if (all) {
    out.push({ move: { type: 'deliver', seat, cards: [] }, score: 0 });
    // A few alternatives: the best delivery with one card fewer, and the best with a smaller limit.
    for (let l = Math.min(limit, hand.length) - 1; l >= 1 && l >= Math.min(limit, hand.length) - 2; l--) {
      const d = bestDelivery(hand, l, o.mask, o.cv, o.dv, keep, keepCost);
      out.push({ move: { type: 'deliver', seat, cards: d.cards }, score: d.score - base });
    }
  }
  return out;
}

function blackMarketCandidates(o: Outlook, all: boolean): Scored[] {
  const hand = o.st.hand;
  const seat = o.seat;
  const coins = rulesOf(o.s).blackMarketCoins * o.cv;
  const whole = handValue(hand, o.mask, o.cv, o.dv);
  const out: Scored[] = [{ move: { type: 'blackMarket', seat, card: null }, score: 0 }];
  let best: Scored | null = null;
  let seen = 0; // card kinds (0–19) met, as bits
  const cards = rulesOf(o.s).cards;
  for (let i = 0; i < hand.length; i++) {
    const c = hand[i]!;
    const bit = 1 << cards[c]!.kind;
    if (seen & bit) continue;
    seen |= bit;
    const loss = o.share * (whole - handValue(hand, o.mask, o.cv, o.dv, i)) - o.keepCost;
    const sc: Scored = { move: { type: 'blackMarket', seat, card: c }, score: coins - loss };
    if (all) out.push(sc);
    else if (!best || sc.score > best.score) best = sc;
  }
  if (best) out.push(best);
  return out;
}

function upgradeCandidates(s: GameState, seat: number): Scored[] {
  const st = s.seats[seat]!;
  const cv = coinValue(s);
  const left = roundsOfUse(s);
  const out: Scored[] = [];
  for (const t of s.board.upgradeDisplay) {
    if (t === null) continue;
    out.push({ move: { type: 'chooseUpgrade', seat, tile: t }, score: upgradeGainValue(st, t, left, cv) });
  }
  return out;
}

function discardCandidates(s: GameState, seat: number, tiles: readonly number[]): Scored[] {
  const left = roundsOfUse(s);
  return tiles.map((t) => ({ move: { type: 'discardUpgrade', seat, tile: t } as Move, score: -upgradeUse(t) * left }));
}

/** "At any time" exchanges worth making now (U07: 2 coins → 1 VP; U10: 3 coins → 1 Discovery). */
function exchangeCandidates(s: GameState, seat: number): Scored[] {
  const st = s.seats[seat]!;
  const mask = upgradeMask(st);
  if (!(mask & (U07 | U10))) return [];
  // Only once coins have nothing left to buy this game (round 5, placement over or the last meeple going;
  // not during round 5's rolls: the placements are still to pay).
  const late = s.round >= ROUNDS && s.phase !== 'roll' && (s.phase !== 'place' || poolOf(st).size <= 1);
  if (!late) return [];
  const out: Scored[] = [];
  // Coins still to pay in this decision (the last placement) are kept aside.
  const reserve = s.phase === 'place' ? Math.min(st.coins, 5) : 0;
  const coins = st.coins - reserve;
  const e = rulesOf(s).effects;
  if (mask & U07 && coins >= e.U07.coins) {
    // Against keeping the coins (1 VP per 3 at the end): exchanging every pair from now on gives 1 VP per
    // 2. One exchange at a time may gain nothing by itself (4 coins: 1 VP + 2 coins = 1 VP, as 4 coins
    // are), so the whole plan is weighed: 4 coins make 2 VP in two exchanges.
    const gain = Math.floor(st.coins / e.U07.coins) - coinEndVp(st.coins);
    if (gain > 0) out.push({ move: { type: 'exchange', seat, tile: 'U07' }, score: gain + 0.01 });
  }
  if (mask & U10 && coins >= e.U10.coins) {
    const gain = discoveryValue(st.discovery, 1, 1 / 3) - W.discoveryStep + 0.2 + coinEndVp(st.coins - e.U10.coins) - coinEndVp(st.coins);
    if (gain > 0) out.push({ move: { type: 'exchange', seat, tile: 'U10' }, score: gain });
  }
  return out;
}

// ---------------------------------------------------------------- entry points

/**
 * Scored candidate moves for the seat deciding now. `all`: list alternatives too (for the hard bot's
 * root and for medium); otherwise the cheap short list used in playouts. Never empty for a seat decision.
 */
export function scoredMoves(s: GameState, all = true): Scored[] {
  useRulesOf(s);
  const d = s.decision;
  switch (d.kind) {
    case 'roll':
      return [{ move: { type: 'roll' }, score: 0 }];
    case 'prepare':
      return [{ move: { type: 'prepare' }, score: 0 }];
    case 'gameOver':
      return [];
    default:
      break;
  }
  const seat = d.seat;
  let out: Scored[];
  switch (d.kind) {
    case 'reroll':
      out = rerollCandidates(s, seat, d.tiles);
      break;
    case 'campReroll':
      out = campRerollCandidates(s, seat);
      break;
    case 'place':
      out = placementCandidates(outlook(s, seat));
      break;
    case 'templeCards':
      out = templeCardCandidates(outlook(s, seat), d.choose, all);
      break;
    case 'keepDrawn': {
      const o = outlook(s, seat);
      out = d.cards.map((c) => ({ move: { type: 'keepDrawn', seat, card: c } as Move, score: gainCards(o, [c], 0) }));
      break;
    }
    case 'blackMarket':
      out = blackMarketCandidates(outlook(s, seat), all);
      break;
    case 'chooseUpgrade':
      out = upgradeCandidates(s, seat);
      break;
    case 'discardUpgrade':
      out = discardCandidates(s, seat, d.tiles);
      break;
    case 'deliver':
      out = deliverCandidates(outlook(s, seat), d.limit, all);
      break;
    case 'lastExchanges':
      // The exchanges worth making come first (exchangeFirst); then the seat is done.
      out = [{ move: { type: 'endExchanges', seat }, score: 0 }];
      break;
  }
  return out;
}

/**
 * An exchange worth making before answering the decision, or null. Exchanges leave the decision
 * open, so a bot makes them first, one per call, and then answers.
 */
export function exchangeFirst(s: GameState): Move | null {
  useRulesOf(s);
  const seat = s.decision.seat;
  if (seat === null) return null;
  let best: Scored | null = null;
  for (const e of exchangeCandidates(s, seat)) if (!best || e.score > best.score) best = e;
  return best ? best.move : null;
}

/** The best-scored move (ties: the first listed). */
export function bestMove(s: GameState): Move {
  useRulesOf(s);
  const ex = exchangeFirst(s);
  if (ex) return ex;
  const list = scoredMoves(s, true);
  let best = list[0]!;
  for (const m of list) if (m.score > best.score + 1e-9) best = m;
  return best.move;
}

/** policyMove's softmax weights (it runs at every step of every playout: no allocation). */
let weights = new Float64Array(64);

/**
 * The playout policy: a softmax over the short list's scores (temperature `temp` VP), so play is
 * mostly sensible but varied. Exchanges are taken when offered (they are only offered when good).
 */
export function policyMove(s: GameState, random: Random, temp: number): Move {
  const ex = exchangeFirst(s);
  if (ex) return ex;
  const list = scoredMoves(s, false);
  if (list.length === 1) return list[0]!.move;
  let max = -Infinity;
  for (const m of list) if (m.score > max) max = m.score;
  if (temp <= 0) {
    for (const m of list) if (m.score === max) return m.move;
  }
  let total = 0;
  if (weights.length < list.length) weights = new Float64Array(list.length * 2);
  const w = weights;
  for (let i = 0; i < list.length; i++) {
    const x = Math.exp((list[i]!.score - max) / temp);
    w[i] = x;
    total += x;
  }
  let r = random() * total;
  for (let i = 0; i < list.length; i++) {
    r -= w[i]!;
    if (r <= 0) return list[i]!.move;
  }
  return list[list.length - 1]!.move;
}
