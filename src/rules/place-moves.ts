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

/** The first `a` of `x`, then the first `b` of `y`, then `z` if given: one group of meeple ids. */
function group(x: readonly number[], a: number, y: readonly number[], b: number, z?: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < a; i++) out.push(x[i]!);
  for (let i = 0; i < b; i++) out.push(y[i]!);
  if (z !== undefined) out.push(z);
  return out;
}

const BIDS = ['quarry', 'small_temple', 'ruins', 'black_market'] as const;

export function placeMoves(s: GameState, seat: SeatIndex): Move[] {
  const st = s.seats[seat]!;
  const g = poolGroups(st.meeples);
  const { black, white, wild } = g;
  const character = g.character[0];
  const b = s.board;
  const moves: PlaceMove[] = [];
  // Each move is built whole (adding fields afterwards would give the objects other hidden classes).
  const push = (location: PlaceLocation, space: number | undefined, meeples: number[], color?: MeepleColor) => {
    moves.push(space === undefined
      ? color ? { type: 'place', seat, location, meeples, color } : { type: 'place', seat, location, meeples }
      : color ? { type: 'place', seat, location, space, meeples, color } : { type: 'place', seat, location, space, meeples });
  };
  // One meeple of a colour: an exact one, else a wild team one and the Character.
  const single = (location: PlaceLocation, exact: number[], space?: number) => {
    if (exact.length) push(location, space, [exact[0]!]);
    else {
      if (wild.length) push(location, space, [wild[0]!]);
      if (character !== undefined) push(location, space, [character]);
    }
  };
  if (!b.stela && s.firstPlayer !== seat) single('stela', white);
  const discount = holds(st, 'U04') ? UPGRADE_TEMPLE_DISCOUNT : 0;
  b.templeSpaces.forEach((occ, space) => {
    if (!occ && Math.max(0, TEMPLE_SPACES[space]!.cost - discount) <= st.coins) single('temple', white, space);
  });
  b.villageSpaces.forEach((occ, space) => {
    if (!occ && VILLAGE_COSTS[space]! <= st.coins) single('village', black, space);
  });
  const bidding = (location: PlaceLocation, bid: Bid | null, space?: number) => {
    if (bid && bid.holder === seat) return;
    if (!bid && character !== undefined) push(location, space, [character]);
    const colors: MeepleColor[] = location === 'black_market' ? ['adventurer'] : bid?.color ? [bid.color] : ['adventurer', 'archaeologist'];
    for (const color of colors) {
      const exact = color === 'adventurer' ? black : white;
      const named = location === 'black_market' ? undefined : color;
      for (let n = bid ? bid.meeples.length + 1 : 1; n <= exact.length + wild.length + (character === undefined ? 0 : 1); n++) {
        const rest = n - exact.length;
        if (rest <= 0) push(location, space, group(exact, n, wild, 0), named);
        else {
          if (rest <= wild.length) push(location, space, group(exact, exact.length, wild, rest), named);
          // The Character with wild meeples, never alone here (the lone Character is listed above).
          if (character !== undefined && rest - 1 <= wild.length && n > 1) push(location, space, group(exact, exact.length, wild, rest - 1, character), named);
        }
      }
    }
  };
  for (const location of BIDS) bidding(location, b.bids[location]);
  b.ships.forEach((bid, space) => bidding('ship', bid, space));
  const mixed = (location: PlaceLocation, max: number) => {
    for (let k = 0; k <= black.length; k++) {
      for (let w = 0; w <= white.length; w++) if (k + w > 0 && k + w <= max) push(location, undefined, group(black, k, white, w));
    }
    const exact = group(black, black.length, white, white.length);
    for (let x = 0; x <= wild.length; x++) {
      if (x > 0 && exact.length + x <= max) push(location, undefined, group(exact, exact.length, wild, x));
      if (character !== undefined && exact.length + x + 1 <= max) push(location, undefined, group(exact, exact.length, wild, x, character));
    }
  };
  mixed('camp', Infinity);
  mixed('harbor', Math.floor(st.coins / HARBOR_COST_PER_MEEPLE));
  return moves;
}
