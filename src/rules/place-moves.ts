/**
 * The placements legalMoves lists, in a canonical form: one move per distinct choice that can matter.
 *
 * Meeples of one category — black, white, wild team (landed on a side or standing), the Character —
 * are interchangeable: a group is listed once, with the lowest ids. Beyond that, a group is not listed
 * when another one does the same with less flexible meeples, because a wild team meeple left in the
 * pool can do everything an exact one can (it counts as either colour, and its reroll lands the same
 * way). Canonical groups:
 *  - a single-meeple space (Stela, Temple, Village): an exact meeple of the colour when the seat has
 *    one; otherwise a wild team meeple and the Character, as two moves;
 *  - a bid of n meeples of one colour: exact meeples first; only once they are all in the group, wild
 *    team meeples, with or without the Character (two moves when both fit); plus the lone Character
 *    (colour left open) on an empty bidding location;
 *  - the Camp and the Harbor: any numbers of black and white meeples; wild team meeples and the
 *    Character join only groups holding every black and white meeple of the pool.
 * Every other group is still legal: applyMove accepts it, legalMoves just does not list it.
 */
import { HARBOR_COST_PER_MEEPLE, TEMPLE_SPACES, UPGRADE_TEMPLE_DISCOUNT, VILLAGE_COSTS, type MeepleColor } from './data.js';
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

type PlaceMove = Extract<Move, { type: 'place' }>;

/**
 * The first `a` of `x`, then the first `b` of `y`, then `z` if given: one group of meeple ids. Built at
 * its exact length (an array grown by push from [] reserves 17 slots: most of the garbage of legalMoves).
 */
function group(x: readonly number[], a: number, y: readonly number[], b: number, z?: number): number[] {
  const out = new Array<number>(a + b + (z === undefined ? 0 : 1));
  for (let i = 0; i < a; i++) out[i] = x[i]!;
  for (let i = 0; i < b; i++) out[a + i] = y[i]!;
  if (z !== undefined) out[a + b] = z;
  return out;
}

const BIDS = ['quarry', 'small_temple', 'ruins', 'black_market'] as const;
const ADVENTURER: readonly MeepleColor[] = ['adventurer'];
const ARCHAEOLOGIST: readonly MeepleColor[] = ['archaeologist'];
const BOTH: readonly MeepleColor[] = ['adventurer', 'archaeologist'];

// Each move is built whole (adding fields afterwards would give the objects other hidden classes).
function push(moves: PlaceMove[], seat: SeatIndex, location: PlaceLocation, space: number | undefined, meeples: number[], color?: MeepleColor): void {
  moves.push(space === undefined
    ? color ? { type: 'place', seat, location, meeples, color } : { type: 'place', seat, location, meeples }
    : color ? { type: 'place', seat, location, space, meeples, color } : { type: 'place', seat, location, space, meeples });
}

/** One meeple of a colour: an exact one, else a wild team one and the Character. */
function single(moves: PlaceMove[], seat: SeatIndex, g: PoolGroups, location: PlaceLocation, exact: number[], space?: number): void {
  if (exact.length) push(moves, seat, location, space, [exact[0]!]);
  else {
    if (g.wild.length) push(moves, seat, location, space, [g.wild[0]!]);
    if (g.character.length) push(moves, seat, location, space, [g.character[0]!]);
  }
}

function bidding(moves: PlaceMove[], seat: SeatIndex, g: PoolGroups, location: PlaceLocation, bid: Bid | null, space?: number): void {
  if (bid && bid.holder === seat) return;
  const { black, white, wild } = g;
  const character = g.character.length ? g.character[0] : undefined;
  if (!bid && character !== undefined) push(moves, seat, location, space, [character]);
  const colors = location === 'black_market' ? ADVENTURER : bid?.color ? (bid.color === 'adventurer' ? ADVENTURER : ARCHAEOLOGIST) : BOTH;
  const all = wild.length + (character === undefined ? 0 : 1);
  for (let c = 0; c < colors.length; c++) {
    const color = colors[c]!;
    const exact = color === 'adventurer' ? black : white;
    const named = location === 'black_market' ? undefined : color;
    for (let n = bid ? bid.meeples.length + 1 : 1; n <= exact.length + all; n++) {
      const rest = n - exact.length;
      if (rest <= 0) push(moves, seat, location, space, group(exact, n, wild, 0), named);
      else {
        if (rest <= wild.length) push(moves, seat, location, space, group(exact, exact.length, wild, rest), named);
        // The Character with wild meeples, never alone here (the lone Character is listed above).
        if (character !== undefined && rest - 1 <= wild.length && n > 1) push(moves, seat, location, space, group(exact, exact.length, wild, rest - 1, character), named);
      }
    }
  }
}

function mixed(moves: PlaceMove[], seat: SeatIndex, g: PoolGroups, location: PlaceLocation, max: number): void {
  const { black, white, wild } = g;
  const character = g.character.length ? g.character[0] : undefined;
  for (let k = 0; k <= black.length; k++) {
    for (let w = 0; w <= white.length; w++) if (k + w > 0 && k + w <= max) push(moves, seat, location, undefined, group(black, k, white, w));
  }
  const exact = black.length + white.length;
  for (let x = 0; x <= wild.length; x++) {
    if (x > 0 && exact + x <= max) push(moves, seat, location, undefined, group3(black, white, wild, x));
    if (character !== undefined && exact + x + 1 <= max) push(moves, seat, location, undefined, group3(black, white, wild, x, character));
  }
}

/** Every black and white meeple, then the first `x` wild ones, then `z` if given. */
function group3(black: readonly number[], white: readonly number[], wild: readonly number[], x: number, z?: number): number[] {
  const k = black.length, w = white.length;
  const out = new Array<number>(k + w + x + (z === undefined ? 0 : 1));
  for (let i = 0; i < k; i++) out[i] = black[i]!;
  for (let i = 0; i < w; i++) out[k + i] = white[i]!;
  for (let i = 0; i < x; i++) out[k + w + i] = wild[i]!;
  if (z !== undefined) out[k + w + x] = z;
  return out;
}

export function placeMoves(s: GameState, seat: SeatIndex): Move[] {
  const st = s.seats[seat]!;
  const g = poolGroups(st.meeples);
  const b = s.board;
  const moves: PlaceMove[] = [];
  if (!b.stela && s.firstPlayer !== seat) single(moves, seat, g, 'stela', g.white);
  const discount = st.upgrades.length && holds(st, 'U04') ? UPGRADE_TEMPLE_DISCOUNT : 0;
  const temple = b.templeSpaces;
  for (let space = 0; space < temple.length; space++) {
    if (!temple[space] && Math.max(0, TEMPLE_SPACES[space]!.cost - discount) <= st.coins) single(moves, seat, g, 'temple', g.white, space);
  }
  const village = b.villageSpaces;
  for (let space = 0; space < village.length; space++) {
    if (!village[space] && VILLAGE_COSTS[space]! <= st.coins) single(moves, seat, g, 'village', g.black, space);
  }
  for (let i = 0; i < BIDS.length; i++) bidding(moves, seat, g, BIDS[i]!, b.bids[BIDS[i]!]);
  const ships = b.ships;
  for (let space = 0; space < ships.length; space++) bidding(moves, seat, g, 'ship', ships[space]!, space);
  mixed(moves, seat, g, 'camp', Infinity);
  mixed(moves, seat, g, 'harbor', Math.floor(st.coins / HARBOR_COST_PER_MEEPLE));
  return moves;
}
