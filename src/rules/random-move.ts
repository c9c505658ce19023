/**
 * A random legal move without listing every legal move: the fast path for simulations and bot
 * rollouts. Placements pick a target (location, space, colour) uniformly, then a group for it;
 * deliveries pick a size, then cards. Small decisions draw from legalMoves. Every move it returns is one
 * that applyMove accepts (checked by the property tests).
 */
import { HARBOR_COST_PER_MEEPLE, LOCATIONS, VILLAGE_COSTS, type MeepleColor } from './data.js';
import { exchangeMoves, legalMoves, poolGroups, type PoolGroups } from './legal.js';
import { templeCost } from './placement.js';
import type { Bid, GameState, Move, PlaceLocation, SeatIndex } from './types.js';

type Random = () => number;
type PlaceMove = Extract<Move, { type: 'place' }>;

function pickIndex(random: Random, n: number): number {
  return Math.floor(random() * n);
}

/** `k` distinct items of `list`, at random. */
function sample<T>(random: Random, list: readonly T[], k: number): T[] {
  const copy = list.slice();
  for (let i = 0; i < k; i++) {
    const j = i + pickIndex(random, copy.length - i);
    const t = copy[i]!;
    copy[i] = copy[j]!;
    copy[j] = t;
  }
  return copy.slice(0, k);
}

/** A random group of one colour with at least `min` meeples (exact, wild team, Character). */
function randomColorGroup(random: Random, g: PoolGroups, color: MeepleColor, min: number): number[] | null {
  const exact = color === 'adventurer' ? g.black : g.white;
  const all = [...exact, ...g.wild, ...g.character];
  if (all.length < min) return null;
  const size = min + pickIndex(random, all.length - min + 1);
  return sample(random, all, size);
}

interface Target {
  location: PlaceLocation;
  space?: number;
  color?: MeepleColor;
  /** Meeples needed at least. */
  min: number;
  kind: 'single' | 'group' | 'mixed';
  max: number;
}

const BID_LOCATIONS = ['quarry', 'small_temple', 'ruins', 'black_market'] as const;
const BOTH: readonly MeepleColor[] = ['adventurer', 'archaeologist'];
const ADVENTURERS: readonly MeepleColor[] = ['adventurer'];

/** Pushes the bidding targets of one location (hot path: no closures, no spreads). */
function pushBidTargets(targets: Target[], g: PoolGroups, pool: number, seat: SeatIndex, location: PlaceLocation, bid: Bid | null, space: number | undefined): void {
  if (bid !== null && bid.holder === seat) return;
  const min = bid ? bid.meeples.length + 1 : 1;
  const colors = LOCATIONS[location].color === 'ADV' ? ADVENTURERS : bid !== null && bid.color !== null ? (bid.color === 'adventurer' ? ADVENTURERS : ['archaeologist' as const]) : BOTH;
  const wild = g.wild.length + g.character.length;
  for (let i = 0; i < colors.length; i++) {
    const color = colors[i]!;
    const exact = color === 'adventurer' ? g.black.length : g.white.length;
    if (exact + wild >= min) targets.push({ location, space, color, min, max: pool, kind: 'group' });
  }
}

function placeTargets(s: GameState, seat: SeatIndex, g: PoolGroups): Target[] {
  const st = s.seats[seat]!;
  const b = s.board;
  const targets: Target[] = [];
  const wild = g.wild.length + g.character.length;
  const pool = g.black.length + g.white.length + wild;
  const canArch = g.white.length + wild > 0;
  const canAdv = g.black.length + wild > 0;
  if (canArch) {
    if (b.stela === null && s.firstPlayer !== seat) targets.push({ location: 'stela', color: 'archaeologist', min: 1, max: 1, kind: 'single' });
    const spaces = b.templeSpaces;
    for (let space = 0; space < spaces.length; space++) {
      if (spaces[space] === null && templeCost(s, seat, space) <= st.coins) targets.push({ location: 'temple', space, color: 'archaeologist', min: 1, max: 1, kind: 'single' });
    }
  }
  if (canAdv) {
    const spaces = b.villageSpaces;
    for (let space = 0; space < spaces.length; space++) {
      if (spaces[space] === null && VILLAGE_COSTS[space]! <= st.coins) targets.push({ location: 'village', space, color: 'adventurer', min: 1, max: 1, kind: 'single' });
    }
  }
  for (const location of BID_LOCATIONS) pushBidTargets(targets, g, pool, seat, location, b.bids[location], undefined);
  for (let space = 0; space < b.ships.length; space++) pushBidTargets(targets, g, pool, seat, 'ship', b.ships[space] ?? null, space);
  targets.push({ location: 'camp', min: 1, max: pool, kind: 'mixed' });
  const harborMax = Math.min(pool, Math.floor(st.coins / HARBOR_COST_PER_MEEPLE));
  if (harborMax > 0) targets.push({ location: 'harbor', min: 1, max: harborMax, kind: 'mixed' });
  return targets;
}

function randomPlace(s: GameState, seat: SeatIndex, random: Random): PlaceMove {
  const g = poolGroups(s.seats[seat]!.meeples);
  const targets = placeTargets(s, seat, g);
  const t = targets[pickIndex(random, targets.length)]!;
  let meeples: number[];
  if (t.kind === 'single') {
    const exact = t.color === 'adventurer' ? g.black : g.white;
    meeples = sample(random, [...exact, ...g.wild, ...g.character], 1);
  } else if (t.kind === 'group') {
    meeples = randomColorGroup(random, g, t.color!, t.min)!;
  } else {
    const all = [...g.black, ...g.white, ...g.wild, ...g.character];
    meeples = sample(random, all, 1 + pickIndex(random, t.max));
  }
  const move: PlaceMove = { type: 'place', seat, location: t.location, meeples };
  if (t.space !== undefined) move.space = t.space;
  // A lone Character on a bidding location leaves the colour open; otherwise name the group's colour.
  if (t.kind === 'group' && LOCATIONS[t.location].color === 'EITHER_NOMIX') move.color = t.color!;
  return move;
}

export function randomMove(state: GameState, random: Random = Math.random): Move | null {
  const d = state.decision;
  if (d.seat !== null) {
    const exchanges = exchangeMoves(state, d.seat);
    // Exchanges are rare extras: offered with a small chance so random games do not loop on them.
    if (exchanges.length && random() < 0.05) return exchanges[pickIndex(random, exchanges.length)]!;
  }
  switch (d.kind) {
    case 'place':
      return randomPlace(state, d.seat, random);
    case 'deliver': {
      const hand = state.seats[d.seat]!.hand;
      const size = pickIndex(random, Math.min(d.limit, hand.length) + 1);
      return { type: 'deliver', seat: d.seat, cards: sample(random, hand, size) };
    }
    case 'templeCards': {
      const display = state.board.temple.filter((c): c is number => c !== null);
      return { type: 'chooseCards', seat: d.seat, cards: sample(random, display, d.choose) };
    }
    default: {
      const moves = legalMoves(state).filter((m) => m.type !== 'exchange');
      return moves.length ? moves[pickIndex(random, moves.length)]! : null;
    }
  }
}
