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
import type { MeepleColor } from './data.js';
import { rulesOf } from './ruleset.js';
import { holds } from './state.js';
import type { Bid, GameState, Move, PlaceLocation, SeatIndex } from './types.js';

// Its own module so that the roll's moves (legal.ts) need none of the placement listing (phase3.ts).
export { poolGroups, type PoolGroups } from './pool-groups.js';
import { poolGroups, type PoolGroups } from './pool-groups.js';

type PlaceMove = Extract<Move, { type: 'place' }>;

/**
 * The meeple groups of one listing. Every canonical group is the first `nb` black, the first `nw` white
 * and the first `nx` wild team meeples, then the Character or not, in that order; a group is built once
 * per listing and shared by every move that places it (a Temple space and the Stela, the Camp and the
 * Harbor, the same bid on several locations), at its exact length (an array grown by push from []
 * reserves 17 slots). Moves of one list may so share their `meeples` array: the engine never changes
 * a move, and callers treat moves as values.
 */
class Groups {
  readonly black: number[];
  readonly white: number[];
  readonly wild: number[];
  readonly character: number;
  /**
   * The groups built by this listing, by key. One small array per listing: module-level slots would keep
   * old groups alive across scavenges (promoting them is dearer than this array).
   */
  private readonly memo: (number[] | undefined)[];

  constructor(g: PoolGroups) {
    this.black = g.black;
    this.white = g.white;
    this.wild = g.wild;
    this.character = g.character.length ? g.character[0]! : -1;
    this.memo = new Array<number[] | undefined>((g.black.length + 1) * (g.white.length + 1) * (g.wild.length + 1) * 2);
  }

  take(nb: number, nw: number, nx: number, c: 0 | 1): number[] {
    const key = ((nb * (this.white.length + 1) + nw) * (this.wild.length + 1) + nx) * 2 + c;
    let out = this.memo[key];
    if (out !== undefined) return out;
    out = new Array<number>(nb + nw + nx + c);
    let n = 0;
    for (let i = 0; i < nb; i++) out[n++] = this.black[i]!;
    for (let i = 0; i < nw; i++) out[n++] = this.white[i]!;
    for (let i = 0; i < nx; i++) out[n++] = this.wild[i]!;
    if (c) out[n] = this.character;
    this.memo[key] = out;
    return out;
  }

  /** `nx` wild meeples after `n` exact meeples of the colour (0 adventurer: black, 1 archaeologist: white). */
  exact(color: 0 | 1, n: number, nx: number, c: 0 | 1): number[] {
    return color === 0 ? this.take(n, 0, nx, c) : this.take(0, n, nx, c);
  }
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
function single(moves: PlaceMove[], seat: SeatIndex, g: Groups, location: PlaceLocation, color: 0 | 1, space?: number): void {
  if ((color === 0 ? g.black : g.white).length) push(moves, seat, location, space, g.exact(color, 1, 0, 0));
  else {
    if (g.wild.length) push(moves, seat, location, space, g.take(0, 0, 1, 0));
    if (g.character >= 0) push(moves, seat, location, space, g.take(0, 0, 0, 1));
  }
}

function bidding(moves: PlaceMove[], seat: SeatIndex, g: Groups, location: PlaceLocation, bid: Bid | null, space?: number): void {
  if (bid && bid.holder === seat) return;
  const wild = g.wild.length;
  const hasCharacter = g.character >= 0;
  if (!bid && hasCharacter) push(moves, seat, location, space, g.take(0, 0, 0, 1));
  const colors = location === 'black_market' ? ADVENTURER : bid?.color ? (bid.color === 'adventurer' ? ADVENTURER : ARCHAEOLOGIST) : BOTH;
  const all = wild + (hasCharacter ? 1 : 0);
  for (let c = 0; c < colors.length; c++) {
    const color = colors[c]!;
    const ci = color === 'adventurer' ? 0 : 1;
    const exact = (ci === 0 ? g.black : g.white).length;
    const named = location === 'black_market' ? undefined : color;
    for (let n = bid ? bid.meeples.length + 1 : 1; n <= exact + all; n++) {
      const rest = n - exact;
      if (rest <= 0) push(moves, seat, location, space, g.exact(ci, n, 0, 0), named);
      else {
        if (rest <= wild) push(moves, seat, location, space, g.exact(ci, exact, rest, 0), named);
        // The Character with wild meeples, never alone here (the lone Character is listed above).
        if (hasCharacter && rest - 1 <= wild && n > 1) push(moves, seat, location, space, g.exact(ci, exact, rest - 1, 1), named);
      }
    }
  }
}

function mixed(moves: PlaceMove[], seat: SeatIndex, g: Groups, location: PlaceLocation, max: number): void {
  const black = g.black.length, white = g.white.length, wild = g.wild.length;
  for (let k = 0; k <= black; k++) {
    for (let w = 0; w <= white; w++) if (k + w > 0 && k + w <= max) push(moves, seat, location, undefined, g.take(k, w, 0, 0));
  }
  const exact = black + white;
  for (let x = 0; x <= wild; x++) {
    if (x > 0 && exact + x <= max) push(moves, seat, location, undefined, g.take(black, white, x, 0));
    if (g.character >= 0 && exact + x + 1 <= max) push(moves, seat, location, undefined, g.take(black, white, x, 1));
  }
}

export function placeMoves(s: GameState, seat: SeatIndex): Move[] {
  const st = s.seats[seat]!;
  const g = new Groups(poolGroups(st.meeples));
  const b = s.board;
  const moves: PlaceMove[] = [];
  if (!b.stela && s.firstPlayer !== seat) single(moves, seat, g, 'stela', 1);
  const r = rulesOf(s);
  const discount = st.upgrades.length && holds(r, st, 'U04') ? r.effects.U04.discount : 0;
  const temple = b.templeSpaces;
  const templeColor = r.colors.temple === 'ARCH' ? 1 : 0;
  for (let space = 0; space < temple.length; space++) {
    if (!temple[space] && Math.max(0, r.temple[space]!.cost - discount) <= st.coins) single(moves, seat, g, 'temple', templeColor, space);
  }
  const village = b.villageSpaces;
  const villageColor = r.colors.village === 'ARCH' ? 1 : 0;
  for (let space = 0; space < village.length; space++) {
    if (!village[space] && r.village.costs[space]! <= st.coins) single(moves, seat, g, 'village', villageColor, space);
  }
  for (let i = 0; i < BIDS.length; i++) bidding(moves, seat, g, BIDS[i]!, b.bids[BIDS[i]!]);
  const ships = b.ships;
  for (let space = 0; space < ships.length; space++) bidding(moves, seat, g, 'ship', ships[space]!, space);
  mixed(moves, seat, g, 'camp', Infinity);
  mixed(moves, seat, g, 'harbor', Math.floor(st.coins / r.harbor.coinsPerMeeple));
  return moves;
}
