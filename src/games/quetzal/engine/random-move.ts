/**
 * A random legal move without listing every legal move: the fast path for simulations and bot
 * rollouts. Placements pick a target (location, space, colour) uniformly, then a group for it;
 * deliveries pick a size, then cards. Every move it returns is one that applyMove accepts (checked by
 * the property tests). The hot path allocates little: the pool lives in scratch arrays reused from
 * call to call, and a target is drawn by rejection rather than from a list.
 */
import type { MeepleColor } from './data.js';
import { rulesOf } from './ruleset.js';
import { runAddressed } from './engine.js';
import { fail } from './errors.js';
import { pickIndex } from '../../../kit/random.js';
import type { Random } from '../../../kit/random-source.js';
import { advance } from './flow.js';
import { exchangeMoves, rerollMoves } from './legal.js';
import { canExchange } from './exchange-moves.js';
import { commitPlace, templeCost } from './placement.js';
import { holds, type Events } from './state.js';
import type { Bid, GameEvent, GameState, Move, PlaceLocation, SeatIndex, SeatState } from './types.js';

type PlaceMove = Extract<Move, { type: 'place' }>;

/** `k` distinct items of `list` at random (a partial Fisher–Yates on `list` itself: pass a copy). */
function sample<T>(random: Random, list: T[], k: number): T[] {
  const out: T[] = [];
  for (let i = 0; i < k; i++) {
    const j = i + pickIndex(random, list.length - i);
    const t = list[j]!;
    list[j] = list[i]!;
    list[i] = t;
    out.push(t);
  }
  return out;
}

// ---------------------------------------------------------------- placement scratch

/** The pool by category: black ids, white ids, wild team ids, and the Character's id (-1: placed). */
const black = new Int8Array(8);
const white = new Int8Array(8);
const wild = new Int8Array(8);
// Counts live in one object (module-level `let`s are slower to read in hot functions).
const pool = { black: 0, white: 0, wild: 0, character: -1, adventurers: 0, archaeologists: 0 };

// A target, packed in one integer: kind (2 bits), location index (4), space + 1 (3), colour + 1 (2), least
// meeples (4). Colour: 0 adventurer, 1 archaeologist, -1 any.
const SINGLE = 0, GROUP = 1, MIXED = 2;
const COLORS: readonly MeepleColor[] = ['adventurer', 'archaeologist'];
const LOCATIONS: readonly PlaceLocation[] = ['stela', 'temple', 'village', 'quarry', 'small_temple', 'ruins', 'black_market', 'ship', 'camp', 'harbor'];

function pack(kind: number, location: number, space: number, color: number, min: number): number {
  return kind | (location << 2) | ((space + 1) << 6) | ((color + 1) << 9) | (min << 11);
}

/** Meeples that can count as colour `color` (0 adventurer, 1 archaeologist). */
function able(color: number): number {
  return color === 0 ? pool.adventurers : pool.archaeologists;
}

/** The bid target (location index, space) for `color`, packed, or -1 when the seat cannot bid there so. */
function bidTarget(seat: SeatIndex, location: number, bid: Bid | null, space: number, color: number): number {
  if (bid !== null && bid.holder === seat) return -1;
  const min = bid === null ? 1 : bid.meeples.length + 1;
  // An overbid takes the colour already there.
  if (bid !== null && bid.color !== null && bid.color !== COLORS[color]) return -1;
  return able(color) >= min ? pack(GROUP, location, space, color, min) : -1;
}

/**
 * A target drawn uniformly among the seat's legal ones, by rejection: a candidate is drawn uniformly from
 * the fixed list (Stela, 5 Temple spaces, the Village spaces, 3 Surroundings × 2 colours, the Black
 * Market, the Ships × 2 colours, Camp, Harbor) until one is legal. The Camp always is. Cheaper than
 * listing the legal targets, with the same distribution.
 */
function randomTarget(s: GameState, seat: SeatIndex, random: Random): number {
  const st = s.seats[seat]!;
  const b = s.board;
  const village = b.villageSpaces.length;
  const ships = b.ships.length;
  const n = 15 + village + 2 * ships;
  const r = rulesOf(s);
  // Colour index (0 adventurer, 1 archaeologist) of the Temple's and the Village's spaces.
  const templeColor = r.colors.temple === 'ARCH' ? 1 : 0;
  const villageColor = r.colors.village === 'ARCH' ? 1 : 0;
  for (;;) {
    let c = pickIndex(random, n);
    if (c < 6) {
      if (c === 0) {
        if (pool.archaeologists > 0 && b.stela === null && s.firstPlayer !== seat) return pack(SINGLE, 0, -1, 1, 1);
      } else if (able(templeColor) > 0) {
        const discount = st.upgrades.length && holds(r, st, 'U04') ? r.effects.U04.discount : 0;
        if (b.templeSpaces[c - 1] === null && r.temple[c - 1]!.cost - discount <= st.coins) return pack(SINGLE, 1, c - 1, templeColor, 1);
      }
      continue;
    }
    c -= 6;
    if (c < village) {
      if (able(villageColor) > 0 && b.villageSpaces[c] === null && r.village.costs[c]! <= st.coins) return pack(SINGLE, 2, c, villageColor, 1);
      continue;
    }
    c -= village;
    let t = -1;
    if (c < 6) {
      // Each bid read by its own name: a read keyed by a variable is a slow, generic lookup.
      const bids = b.bids, at = c >> 1;
      t = bidTarget(seat, 3 + at, at === 0 ? bids.quarry : at === 1 ? bids.small_temple : bids.ruins, -1, c & 1);
    }
    else if (c === 6) t = bidTarget(seat, 6, b.bids.black_market, -1, 0);
    else if (c < 7 + 2 * ships) t = bidTarget(seat, 7, b.ships[(c - 7) >> 1] ?? null, (c - 7) >> 1, (c - 7) & 1);
    else if (c === 7 + 2 * ships) return pack(MIXED, 8, -1, -1, 1);
    else if (st.coins >= r.harbor.coinsPerMeeple) return pack(MIXED, 9, -1, -1, 1);
    if (t >= 0) return t;
  }
}

/** Fills the scratch pool with the seat's meeples not yet placed. */
function readPool(st: SeatState): number {
  let b = 0, w = 0, x = 0, c = -1;
  const meeples = st.meeples;
  for (let i = 0; i < meeples.length; i++) {
    const m = meeples[i]!;
    if (m.placed) continue;
    if (m.character) c = m.id;
    else if (m.face === 'black') black[b++] = m.id;
    else if (m.face === 'white') white[w++] = m.id;
    else wild[x++] = m.id;
  }
  const flexible = x + (c >= 0 ? 1 : 0);
  pool.black = b;
  pool.white = w;
  pool.wild = x;
  pool.character = c;
  pool.adventurers = b + flexible;
  pool.archaeologists = w + flexible;
  return b + w + flexible;
}

/** Scratch for drawMeeples: the candidates, shuffled in place. */
const candidates = new Int8Array(16);

/** `k` meeples drawn at random from those that can count as `color` (-1: any meeple). */
function drawMeeples(random: Random, color: number, k: number): number[] {
  const all = candidates;
  let n = 0;
  if (color !== 1) for (let i = 0; i < pool.black; i++) all[n++] = black[i]!;
  if (color !== 0) for (let i = 0; i < pool.white; i++) all[n++] = white[i]!;
  for (let i = 0; i < pool.wild; i++) all[n++] = wild[i]!;
  if (pool.character >= 0) all[n++] = pool.character;
  // A partial Fisher–Yates, as sample() draws: the same draws and the same meeples, into an array of
  // exactly k (one grown by push reserves 17 slots).
  const out = new Array<number>(k);
  for (let i = 0; i < k; i++) {
    const j = i + pickIndex(random, n - i);
    const t = all[j]!;
    all[j] = all[i]!;
    all[i] = t;
    out[i] = t;
  }
  return out;
}

/** The placement randomPlace last drew: a scratch reused from call to call (no object per draw). */
const drawn = { kind: 0, location: 'camp' as PlaceLocation, space: -1, color: -1, meeples: [] as number[] };

/** Draws a placement into `drawn`: a target, then how many meeples, then which (the draws randomMove makes). */
function drawPlace(s: GameState, seat: SeatIndex, random: Random): void {
  const size = readPool(s.seats[seat]!);
  const t = randomTarget(s, seat, random);
  const kind = t & 3, location = LOCATIONS[(t >> 2) & 15]!, color = ((t >> 9) & 3) - 1, min = t >> 11;
  let k = 1;
  if (kind === GROUP) k = min + pickIndex(random, able(color) - min + 1);
  else if (kind === MIXED) {
    const max = location === 'harbor' ? Math.min(size, Math.floor(s.seats[seat]!.coins / rulesOf(s).harbor.coinsPerMeeple)) : size;
    k = 1 + pickIndex(random, max);
  }
  drawn.kind = kind;
  drawn.location = location;
  drawn.space = ((t >> 6) & 7) - 1;
  drawn.color = color;
  drawn.meeples = drawMeeples(random, color, k);
}

function randomPlace(s: GameState, seat: SeatIndex, random: Random): PlaceMove {
  drawPlace(s, seat, random);
  const { kind, location, space, meeples } = drawn;
  // A lone Character on a bidding location leaves the colour open; otherwise name the group's colour.
  // Each move is built whole, its fields in the order they always had (fields added afterwards would
  // need a second allocation).
  const color = kind === GROUP && location !== 'black_market' ? COLORS[drawn.color]! : null;
  return space >= 0
    ? color ? { type: 'place', seat, location, meeples, space, color } : { type: 'place', seat, location, meeples, space }
    : color ? { type: 'place', seat, location, meeples, color } : { type: 'place', seat, location, meeples };
}

/**
 * Applies the placement drawPlace just drew, with no check: it is legal by construction. What it pays,
 * and the group's colour, are what checkPlace would find for the move randomPlace builds from it.
 */
function commitDrawn(s: GameState, seat: SeatIndex, ev: Events): void {
  const { kind, location, color } = drawn;
  const ids = drawn.meeples;
  const count = ids.length;
  const space = drawn.space >= 0 ? drawn.space : null;
  let cost = 0;
  let group: MeepleColor | null = null;
  if (kind === SINGLE) {
    if (location === 'village') cost = rulesOf(s).village.costs[space!]!;
    else if (location === 'temple') cost = templeCost(s, seat, space!);
    group = COLORS[color]!;
  } else if (kind === MIXED) {
    if (location === 'harbor') cost = rulesOf(s).harbor.coinsPerMeeple * count;
  } else if (location === 'black_market') {
    group = 'adventurer';
  } else {
    const b = s.board;
    const bid = location === 'ship' ? b.ships[space!] ?? null : b.bids[location as 'quarry' | 'small_temple' | 'ruins'];
    if (bid !== null && bid.color !== null) group = bid.color;
    // A lone Character on an empty (or open) bid leaves the colour open.
    else if (!(count === 1 && s.seats[seat]!.meeples[ids[0]!]!.character)) group = COLORS[color]!;
  }
  commitPlace(s, seat, location, space, ids, count, cost, group, true, ev);
}

// ---------------------------------------------------------------- all decisions

/** An exchange, drawn first with a small chance when the seat can make one; null otherwise (most calls). */
function randomExchange(state: GameState, random: Random): Move | null {
  const d = state.decision;
  if (d.seat !== null && d.kind !== 'lastExchanges' && canExchange(rulesOf(state), state.seats[d.seat]!)) {
    // Exchanges are rare extras: offered with a small chance so random games do not loop on them.
    if (random() < 0.05) {
      const exchanges = exchangeMoves(state, d.seat);
      return exchanges[pickIndex(random, exchanges.length)]!;
    }
  }
  return null;
}

export function randomMove(state: GameState, random: Random = Math.random): Move | null {
  return randomExchange(state, random) ?? decisionMove(state, random);
}

/**
 * randomMove and applyMoveInPlace in one call: the fastest way to play random moves on a state the
 * caller owns (simulations, playouts). The same draws from `random`, the same next state and the same
 * events as `applyMoveInPlace(state, randomMove(state, random)!, events)`, but the move is never checked
 * (it is legal by construction) and a placement is applied with no move object built. Returns the state;
 * throws RuleError GAME_OVER when the game is over, MALFORMED_MOVE on a seat's view.
 */
export function applyRandomMoveInPlace(state: GameState, random: Random = Math.random, events: GameEvent[] | null = null): GameState {
  const d = state.decision;
  if (d.kind === 'gameOver') fail('GAME_OVER', 'the game is over');
  if (state.hidden) fail('MALFORMED_MOVE', 'moves apply to the full game state, not to a seat view');
  const exchange = randomExchange(state, random);
  if (exchange === null && d.kind === 'place') {
    drawPlace(state, d.seat, random);
    commitDrawn(state, d.seat, events);
  } else {
    runAddressed(state, exchange ?? decisionMove(state, random)!, events);
    return state;
  }
  advance(state, events);
  return state;
}

/** A tile of the display drawn uniformly (one draw), found without building the list of its tiles. */
function randomTile(display: readonly (number | null)[], random: Random): number {
  let n = 0;
  for (let i = 0; i < display.length; i++) if (display[i] !== null) n++;
  let k = pickIndex(random, n);
  for (let i = 0; i < display.length; i++) if (display[i] !== null && k-- === 0) return display[i]!;
  return undefined!; // an empty display offers no choice (the flow asks only when a tile is left)
}

/** A random move answering the decision itself (no exchange). */
function decisionMove(state: GameState, random: Random): Move | null {
  const d = state.decision;
  switch (d.kind) {
    case 'roll':
    case 'prepare':
      return { type: d.kind };
    case 'gameOver':
      return null;
    case 'place':
      return randomPlace(state, d.seat, random);
    case 'campReroll': {
      // One meeple per category in the pool, or none, as legalMoves lists them.
      readPool(state.seats[d.seat]!);
      const options = [-1];
      if (pool.black) options.push(black[0]!);
      if (pool.white) options.push(white[0]!);
      if (pool.wild) options.push(wild[0]!);
      if (pool.character >= 0) options.push(pool.character);
      const meeple = options[pickIndex(random, options.length)]!;
      return { type: 'campReroll', seat: d.seat, meeple: meeple < 0 ? null : meeple };
    }
    case 'deliver': {
      const hand = state.seats[d.seat]!.hand;
      const size = pickIndex(random, Math.min(d.limit, hand.length) + 1);
      return { type: 'deliver', seat: d.seat, cards: sample(random, hand.slice(), size) };
    }
    case 'templeCards': {
      const temple = state.board.temple;
      const display: number[] = [];
      for (let i = 0; i < temple.length; i++) if (temple[i] !== null) display.push(temple[i]!);
      return { type: 'chooseCards', seat: d.seat, cards: sample(random, display, d.choose) };
    }
    case 'chooseUpgrade':
      return { type: 'chooseUpgrade', seat: d.seat, tile: randomTile(state.board.upgradeDisplay, random) };
    case 'blackMarket': {
      const hand = state.seats[d.seat]!.hand;
      const i = pickIndex(random, hand.length + 1);
      return { type: 'blackMarket', seat: d.seat, card: i < hand.length ? hand[i]! : null };
    }
    case 'discardUpgrade':
      return { type: 'discardUpgrade', seat: d.seat, tile: d.tiles[pickIndex(random, d.tiles.length)]! };
    case 'keepDrawn':
      return { type: 'keepDrawn', seat: d.seat, card: d.cards[pickIndex(random, d.cards.length)]! };
    case 'reroll': {
      const moves = rerollMoves(state, d);
      return moves[pickIndex(random, moves.length)]!;
    }
    case 'lastExchanges': {
      // Uniform among the exchanges and "done" (the step ends once the seat is done or cannot exchange).
      const exchanges = exchangeMoves(state, d.seat);
      const i = pickIndex(random, exchanges.length + 1);
      return i < exchanges.length ? exchanges[i]! : { type: 'endExchanges', seat: d.seat };
    }
  }
}
