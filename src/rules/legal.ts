/**
 * legalMoves: every legal move for whoever must decide now. Meeples, cards and tiles that are
 * interchangeable (same face category, same card kind, same Upgrade kind) are listed once, with the
 * lowest id, so a UI can highlight targets and a bot can search without duplicates. Any other id of an
 * interchangeable piece is accepted by applyMove too.
 */
import { LOCATIONS, UPGRADE_DISCOVERY_EXCHANGE_COINS, UPGRADE_REROLL_UP_TO, UPGRADE_VP_EXCHANGE_COINS, type MeepleColor } from './data.js';
import { CARD_KIND_COUNT, cardKind, upgradeKind } from './catalog.js';
import { templeCost } from './placement.js';
import { HARBOR_COST_PER_MEEPLE, VILLAGE_COSTS } from './data.js';
import { holds } from './state.js';
import type { Bid, GameState, Meeple, Move, PlaceLocation, SeatIndex } from './types.js';

/** A seat's pool split by what matters for placement: black, white, wild team meeples, the Character. */
export interface PoolGroups {
  black: number[];
  white: number[];
  wild: number[];
  character: number[];
}

export function poolGroups(meeples: readonly Meeple[]): PoolGroups {
  const g: PoolGroups = { black: [], white: [], wild: [], character: [] };
  for (const m of meeples) {
    if (m.placed) continue;
    if (m.character) g.character.push(m.id);
    else if (m.face === 'black') g.black.push(m.id);
    else if (m.face === 'white') g.white.push(m.id);
    else g.wild.push(m.id);
  }
  return g;
}

function exact(g: PoolGroups, color: MeepleColor): number[] {
  return color === 'adventurer' ? g.black : g.white;
}

/** One meeple of a colour: an exact one, a wild team one, or the Character (each kind once). */
function singles(g: PoolGroups, color: MeepleColor): number[] {
  const out: number[] = [];
  const e = exact(g, color);
  if (e.length) out.push(e[0]!);
  if (g.wild.length) out.push(g.wild[0]!);
  if (g.character.length) out.push(g.character[0]!);
  return out;
}

/** Every composition of a group of one colour with at least `min` meeples. */
function colorGroups(g: PoolGroups, color: MeepleColor, min: number): number[][] {
  const e = exact(g, color);
  const out: number[][] = [];
  for (let a = 0; a <= e.length; a++) {
    for (let x = 0; x <= g.wild.length; x++) {
      for (let c = 0; c <= g.character.length; c++) {
        if (a + x + c < min || (a + x === 0 && c === 1)) continue; // the lone Character is listed apart
        out.push([...e.slice(0, a), ...g.wild.slice(0, x), ...g.character.slice(0, c)]);
      }
    }
  }
  return out;
}

/** Every composition of a mixed group (Camp, Harbor) of at least 1 and at most `max` meeples. */
function mixedGroups(g: PoolGroups, max: number): number[][] {
  const out: number[][] = [];
  for (let b = 0; b <= g.black.length; b++) {
    for (let w = 0; w <= g.white.length; w++) {
      for (let x = 0; x <= g.wild.length; x++) {
        for (let c = 0; c <= g.character.length; c++) {
          const n = b + w + x + c;
          if (n === 0 || n > max) continue;
          out.push([...g.black.slice(0, b), ...g.white.slice(0, w), ...g.wild.slice(0, x), ...g.character.slice(0, c)]);
        }
      }
    }
  }
  return out;
}

export function placeMoves(s: GameState, seat: SeatIndex): Move[] {
  const st = s.seats[seat]!;
  const g = poolGroups(st.meeples);
  const b = s.board;
  const moves: Move[] = [];
  const unique = (location: PlaceLocation, color: MeepleColor, space?: number) => {
    for (const id of singles(g, color)) {
      moves.push(space === undefined ? { type: 'place', seat, location, meeples: [id] } : { type: 'place', seat, location, space, meeples: [id] });
    }
  };
  if (!b.stela && s.firstPlayer !== seat) unique('stela', 'archaeologist');
  b.templeSpaces.forEach((occ, space) => {
    if (!occ && templeCost(s, seat, space) <= st.coins) unique('temple', 'archaeologist', space);
  });
  b.villageSpaces.forEach((occ, space) => {
    if (!occ && VILLAGE_COSTS[space]! <= st.coins) unique('village', 'adventurer', space);
  });
  const bidding = (location: PlaceLocation, bid: Bid | null, space?: number) => {
    if (bid && bid.holder === seat) return;
    const min = bid ? bid.meeples.length + 1 : 1;
    const withSpace = (m: Extract<Move, { type: 'place' }>) => (space === undefined ? m : { ...m, space });
    const adventurersOnly = LOCATIONS[location].color === 'ADV';
    if (!bid && g.character.length) moves.push(withSpace({ type: 'place', seat, location, meeples: [g.character[0]!] }));
    const colors: MeepleColor[] = adventurersOnly ? ['adventurer'] : bid?.color ? [bid.color] : ['adventurer', 'archaeologist'];
    for (const color of colors) {
      for (const meeples of colorGroups(g, color, min)) {
        moves.push(withSpace(adventurersOnly ? { type: 'place', seat, location, meeples } : { type: 'place', seat, location, meeples, color }));
      }
    }
  };
  bidding('quarry', b.bids.quarry);
  bidding('small_temple', b.bids.small_temple);
  bidding('ruins', b.bids.ruins);
  bidding('black_market', b.bids.black_market);
  b.ships.forEach((bid, space) => bidding('ship', bid, space));
  for (const meeples of mixedGroups(g, Infinity)) moves.push({ type: 'place', seat, location: 'camp', meeples });
  for (const meeples of mixedGroups(g, Math.floor(st.coins / HARBOR_COST_PER_MEEPLE))) {
    moves.push({ type: 'place', seat, location: 'harbor', meeples });
  }
  return moves;
}

/** One representative card per kind among `cards`, with how many of that kind there are. */
function byKind(cards: readonly (number | null)[]): { ids: number[][] } {
  const ids: number[][] = [];
  const index = new Array<number>(CARD_KIND_COUNT).fill(-1);
  for (const c of cards) {
    if (c === null) continue;
    const k = cardKind(c);
    if (index[k]! < 0) {
      index[k] = ids.length;
      ids.push([]);
    }
    ids[index[k]!]!.push(c);
  }
  return { ids };
}

/** Every sub-multiset of the cards (by kind) with between `min` and `max` cards. */
export function cardCombos(cards: readonly (number | null)[], min: number, max: number): number[][] {
  const { ids } = byKind(cards);
  const out: number[][] = [];
  const pick: number[] = [];
  const walk = (k: number) => {
    if (k === ids.length) {
      if (pick.length >= min) out.push(pick.slice());
      return;
    }
    const group = ids[k]!;
    const before = pick.length;
    for (let n = 0; n <= group.length && before + n <= max; n++) {
      if (n > 0) pick.push(group[n - 1]!);
      walk(k + 1);
    }
    pick.length = before;
  };
  walk(0);
  return out;
}

function distinctBy<T>(items: readonly T[], key: (t: T) => unknown): T[] {
  const seen = new Set<unknown>();
  return items.filter((t) => (seen.has(key(t)) ? false : (seen.add(key(t)), true)));
}

/** Every legal move for the current decision, "at any time" exchanges included. */
export function legalMoves(s: GameState): Move[] {
  const d = s.decision;
  const moves: Move[] = [];
  switch (d.kind) {
    case 'roll':
      return [{ type: 'roll' }];
    case 'prepare':
      return [{ type: 'prepare' }];
    case 'gameOver':
      return [];
    case 'reroll': {
      const g = poolGroups(s.seats[d.seat]!.meeples);
      if (d.tiles.includes('U01')) {
        const reps = [g.black, g.white, g.wild, g.character].filter((l) => l.length > 0);
        reps.forEach((a, i) => {
          moves.push({ type: 'reroll', seat: d.seat, tile: 'U01', meeples: [a[0]!] });
          if (a.length > 1 && UPGRADE_REROLL_UP_TO > 1) moves.push({ type: 'reroll', seat: d.seat, tile: 'U01', meeples: [a[0]!, a[1]!] });
          for (const other of reps.slice(i + 1)) moves.push({ type: 'reroll', seat: d.seat, tile: 'U01', meeples: [a[0]!, other[0]!] });
        });
      }
      if (d.tiles.includes('U02')) moves.push({ type: 'reroll', seat: d.seat, tile: 'U02', meeples: [] });
      moves.push({ type: 'endRoll', seat: d.seat });
      break;
    }
    case 'place':
      moves.push(...placeMoves(s, d.seat));
      break;
    case 'campReroll': {
      const g = poolGroups(s.seats[d.seat]!.meeples);
      for (const list of [g.black, g.white, g.wild, g.character]) {
        if (list.length) moves.push({ type: 'campReroll', seat: d.seat, meeple: list[0]! });
      }
      moves.push({ type: 'campReroll', seat: d.seat, meeple: null });
      break;
    }
    case 'templeCards':
      for (const cards of cardCombos(s.board.temple, d.choose, d.choose)) moves.push({ type: 'chooseCards', seat: d.seat, cards });
      break;
    case 'keepDrawn':
      for (const card of distinctBy(d.cards, cardKind)) moves.push({ type: 'keepDrawn', seat: d.seat, card });
      break;
    case 'blackMarket':
      for (const card of distinctBy(s.seats[d.seat]!.hand, cardKind)) moves.push({ type: 'blackMarket', seat: d.seat, card });
      moves.push({ type: 'blackMarket', seat: d.seat, card: null });
      break;
    case 'chooseUpgrade': {
      const tiles = s.board.upgradeDisplay.filter((t): t is number => t !== null);
      for (const tile of distinctBy(tiles, upgradeKind)) moves.push({ type: 'chooseUpgrade', seat: d.seat, tile });
      break;
    }
    case 'discardUpgrade':
      for (const tile of d.tiles) moves.push({ type: 'discardUpgrade', seat: d.seat, tile });
      break;
    case 'deliver':
      for (const cards of cardCombos(s.seats[d.seat]!.hand, 0, d.limit)) moves.push({ type: 'deliver', seat: d.seat, cards });
      break;
  }
  moves.push(...exchangeMoves(s, d.seat));
  return moves;
}

export function exchangeMoves(s: GameState, seat: SeatIndex | null): Move[] {
  if (seat === null) return [];
  const st = s.seats[seat]!;
  const out: Move[] = [];
  if (holds(st, 'U07') && st.coins >= UPGRADE_VP_EXCHANGE_COINS) out.push({ type: 'exchange', seat, tile: 'U07' });
  if (holds(st, 'U10') && st.coins >= UPGRADE_DISCOVERY_EXCHANGE_COINS) out.push({ type: 'exchange', seat, tile: 'U10' });
  return out;
}
