/** Phase 2: validating and applying a placement, and the Camp's immediate activation. [rulebook] */
import type { LocationData, MeepleColor } from './data.js';
import { rulesOf, type Rules } from './ruleset.js';
import { fail } from './errors.js';
import { nextFace } from './roll.js';
import { passTurn } from './flow.js';
import { gainCoins, hasPool, type Events } from './state.js';
import { canBe } from './phase3-state.js';
import { AUTOMATON, type Bid, type GameState, type Move, type PlaceLocation, type SeatIndex } from './types.js';
import { templeCost } from './temple-cost.js';

// Its own module so that the board's first file can show Temple costs without the placement rules (phase3.ts).
export { templeCost };

type PlaceMove = Extract<Move, { type: 'place' }>;

/**
 * The bid on a bidding location (a Ship: its `space`), or null. Each bid read by its own name: a read keyed
 * by a variable name is a slow, generic lookup, and this runs twice per bid (check, then commit).
 */
function currentBid(b: GameState['board'], location: PlaceLocation, space: number | null): Bid | null {
  switch (location) {
    case 'ship': return b.ships[space!] ?? null;
    case 'quarry': return b.bids.quarry;
    case 'small_temple': return b.bids.small_temple;
    case 'ruins': return b.bids.ruins;
    case 'black_market': return b.bids.black_market;
    default: return b.bids[location as keyof typeof b.bids];
  }
}

/** Puts `bid` on a bidding location (a Ship: its `space`), each by its own name (as currentBid reads them). */
function setBid(b: GameState['board'], location: PlaceLocation, space: number | null, bid: Bid): void {
  switch (location) {
    case 'ship': b.ships[space!] = bid; break;
    case 'quarry': b.bids.quarry = bid; break;
    case 'small_temple': b.bids.small_temple = bid; break;
    case 'ruins': b.bids.ruins = bid; break;
    case 'black_market': b.bids.black_market = bid; break;
    default: b.bids[location as keyof typeof b.bids] = bid;
  }
}

function spaceIndex(space: unknown, size: number, what: string): number {
  if (space === undefined && size === 1) return 0;
  if (typeof space !== 'number' || !Number.isInteger(space) || space < 0 || space >= size) {
    fail('NO_SUCH_SPACE', `${what} has spaces 0–${size - 1}; got ${JSON.stringify(space)}`);
  }
  return space;
}

/**
 * What a checked placement needs to be applied: one object reused by every check (no allocation per move).
 * It also holds the move's seat, location and ids as checkPlace read them: the move is not read twice.
 */
interface Checked {
  seat: SeatIndex; location: PlaceLocation; ids: number[];
  count: number; cost: number; color: MeepleColor | null; space: number | null;
}
const NO_IDS: number[] = [];
const checked: Checked = { seat: 0, location: 'camp', ids: NO_IDS, count: 0, cost: 0, color: null, space: null };

function done(count: number, cost: number, color: MeepleColor | null, space: number | null): Checked {
  checked.count = count;
  checked.cost = cost;
  checked.color = color;
  checked.space = space;
  return checked;
}

/**
 * The location's data, or undefined for a name that is not a location (a lookup with no prototype in the
 * way). One named read per case: a read by a variable name is a slow, generic lookup, on every placement.
 */
function locationData(r: Rules, location: unknown): LocationData | undefined {
  const l = r.locations;
  switch (location) {
    case 'camp': return l.camp;
    case 'stela': return l.stela;
    case 'temple': return l.temple;
    case 'quarry': return l.quarry;
    case 'small_temple': return l.small_temple;
    case 'ruins': return l.ruins;
    case 'black_market': return l.black_market;
    case 'village': return l.village;
    case 'harbor': return l.harbor;
    case 'ship': return l.ship;
    default: return undefined;
  }
}

/**
 * Checks a placement against every rule; returns what applying it needs (meeple count, cost, group
 * colour, space) in a shared object, valid until the next check. Throws RuleError without touching the state.
 */
function checkPlace(s: GameState, m: PlaceMove): Checked {
  // Each field of the move is read once: moves come in several shapes, so each read is a slower lookup.
  const who = m.seat, location = m.location, wanted = m.color;
  const seat = s.seats[who]!;
  const r = rulesOf(s);
  const data = locationData(r, location);
  if (data === undefined) fail('MALFORMED_MOVE', `unknown location ${JSON.stringify(location)}`);
  const ids = m.meeples;
  if (!Array.isArray(ids) || ids.length === 0) fail('MEEPLE_COUNT', 'place at least one meeple');
  const pool = seat.meeples;
  let seen = 0;
  for (let i = 0; i < ids.length; i++) {
    const id = ids[i];
    const meeple = typeof id === 'number' ? pool[id] : undefined;
    if (!meeple || meeple.placed) fail('UNKNOWN_MEEPLE', `meeple ${JSON.stringify(id)} is not in ${seat.name}'s pool`);
    // A meeple found in the pool has an index 0..pool.length - 1 (under 32).
    const bit = 1 << (id as number);
    if (seen & bit) fail('UNKNOWN_MEEPLE', `meeple ${id} is listed twice`);
    seen |= bit;
  }
  const count = ids.length;
  checked.seat = who;
  checked.location = location;
  checked.ids = ids;
  if (wanted !== undefined && wanted !== 'adventurer' && wanted !== 'archaeologist') {
    fail('MALFORMED_MOVE', `color must be "adventurer" or "archaeologist", got ${JSON.stringify(wanted)}`);
  }
  const b = s.board;

  if (data.kind === 'unique') {
    if (count !== 1) fail('MEEPLE_COUNT', `the ${location} takes exactly one meeple`, { location: location, count: 1 });
    const color: MeepleColor = data.color === 'ARCH' ? 'archaeologist' : 'adventurer';
    if ((wanted !== undefined && wanted !== color) || !canBe(pool[ids[0]!]!, color)) {
      fail('WRONG_COLOR', `the ${location} takes only ${color}s`, { location: location, color });
    }
    if (location === 'stela') {
      spaceIndex(m.space, 1, 'the Stela');
      if (b.stela) fail('SPACE_TAKEN', 'the Stela of Knowledge is already taken', { location: 'stela' });
      if (s.firstPlayer === who) fail('STELA_MARKER', 'the First Player marker holder may not go to the Stela', { location: 'stela' });
      return done(count, 0, color, null);
    }
    const spaces = location === 'temple' ? b.templeSpaces : b.villageSpaces;
    const space = spaceIndex(m.space, spaces.length, `the ${location}`);
    if (spaces[space]) fail('SPACE_TAKEN', `${location} space ${space + 1} is already taken`, { location: location, space });
    const cost = location === 'temple' ? templeCost(s, who, space) : r.village.costs[space]!;
    if (seat.coins < cost) fail('NOT_ENOUGH_COINS', `${location} space ${space + 1} costs ${cost} coins; ${seat.name} has ${seat.coins}`, { location: location, space, cost, coins: seat.coins });
    return done(count, cost, color, space);
  }

  if (data.kind === 'free') {
    const cost = location === 'harbor' ? r.harbor.coinsPerMeeple * count : 0;
    if (seat.coins < cost) fail('NOT_ENOUGH_COINS', `${count} meeple(s) at the Harbor cost ${cost} coins; ${seat.name} has ${seat.coins}`, { location: location, count, cost, coins: seat.coins });
    return done(count, cost, null, null);
  }

  // Bidding location.
  const space = location === 'ship' ? spaceIndex(m.space, b.ships.length, 'the Ships') : null;
  const current = currentBid(b, location, space);
  const loneCharacter = count === 1 && pool[ids[0]!]!.character;
  let color: MeepleColor | null;
  if (data.color === 'ADV') {
    if (wanted !== undefined && wanted !== 'adventurer') fail('WRONG_COLOR', `the ${location} takes only adventurers`, { location: location, color: 'adventurer' });
    color = 'adventurer';
  } else if (current && current.color !== null) {
    // Overbids must match the colour already there [rulebook]; a Character takes that colour.
    if (wanted !== undefined && wanted !== current.color) fail('WRONG_COLOR', `the bid there is of ${current.color}s: yours must be too`, { location: location, color: current.color, bid: 1 });
    color = current.color;
  } else if (loneCharacter) {
    color = null; // [rulebook clarification] a lone Character leaves the colour open to the next bidder
  } else {
    if (wanted === undefined) fail('MALFORMED_MOVE', `choose a colour for the ${location}: adventurer or archaeologist`);
    color = wanted;
  }
  if (color !== null) {
    for (let i = 0; i < count; i++) {
      const meeple = pool[ids[i]!]!;
      if (!canBe(meeple, color)) fail('WRONG_COLOR', `meeple ${meeple.id} cannot count as an ${color}`, { location: location, color, ...(current?.color ? { bid: 1 } : {}) });
    }
  }
  if (current) {
    if (current.holder === who) fail('OWN_BID', 'you already hold this location', { location: location }); // [DEFAULT: no self-outbid]
    if (count <= current.meeples.length) {
      fail('BID_TOO_LOW', `${current.meeples.length} meeple(s) hold the ${location}: place at least ${current.meeples.length + 1}`,
        { location: location, holding: current.meeples.length, count: current.meeples.length + 1 });
    }
  }
  return done(count, 0, color, space);
}

export function applyPlace(s: GameState, m: PlaceMove, ev: Events): void {
  const c = checkPlace(s, m);
  const ids = c.ids;
  c.ids = NO_IDS; // the scratch keeps no caller's array past the move
  commitPlace(s, c.seat, c.location, c.space, ids, c.count, c.cost, c.color, false, ev);
}

/**
 * Applies a placement already known to be legal, with what checkPlace would return for it (space,
 * count, cost, group colour). `own`: the ids array is the engine's own (randomMove's draw, never
 * handed out), so a bid may keep it; otherwise the bid keeps a copy and the move stays the caller's.
 */
export function commitPlace(
  s: GameState, seat: SeatIndex, location: PlaceLocation, space: number | null, ids: number[], count: number, cost: number,
  color: MeepleColor | null, own: boolean, ev: Events,
): void {
  const b = s.board;
  const pool = s.seats[seat]!.meeples;
  for (let i = 0; i < count; i++) pool[ids[i]!]!.placed = true;
  if (cost) gainCoins(s, seat, -cost, location, ev);
  ev?.push({ type: 'placed', seat, location, space, count, color, cost });
  switch (location) {
    case 'stela':
      b.stela = { holder: seat, meeple: ids[0]! };
      break;
    case 'temple':
      b.templeSpaces[space!] = { holder: seat, meeple: ids[0]! };
      break;
    case 'village':
      b.villageSpaces[space!] = { holder: seat, meeple: ids[0]! };
      break;
    case 'harbor':
      for (let i = 0; i < count; i++) b.harbor.push({ seat, meeple: ids[i]! });
      break;
    case 'camp':
      // The Camp activates at once: +1 coin per meeple, and one optional reroll each. [rulebook]
      for (let i = 0; i < count; i++) b.camp.push({ seat, meeple: ids[i]! });
      gainCoins(s, seat, rulesOf(s).camp.coins * count, 'camp', ev);
      if (hasPool(s.seats[seat]!)) {
        s.flow.campRerolls = count;
        return; // the turn passes once the rerolls are done
      }
      break;
    default: {
      const bumped = currentBid(b, location, space);
      if (bumped) {
        // Bumped meeples go back unflipped [rulebook]; the Automaton's leave the board for the round.
        if (bumped.holder !== AUTOMATON) {
          const back = s.seats[bumped.holder]!.meeples;
          for (const id of bumped.meeples) back[id]!.placed = false;
        }
        ev?.push({ type: 'bumped', seat: bumped.holder, location, space, count: bumped.meeples.length });
      }
      // The bid keeps its own copy of the ids (unless they are the engine's own): the move stays the caller's.
      const bid: Bid = { holder: seat, meeples: own ? ids : ids.slice(), color };
      setBid(b, location, space, bid);
    }
  }
  passTurn(s);
}

/** The Camp's reroll of one pool meeple; a standing landing pays 1 more coin. null stops rerolling. */
export function applyCampReroll(s: GameState, seat: SeatIndex, meepleId: number | null, ev: Events): void {
  const st = s.seats[seat]!;
  if (meepleId !== null) {
    const meeple = typeof meepleId === 'number' ? st.meeples[meepleId] : undefined;
    if (!meeple || meeple.placed) fail('UNKNOWN_MEEPLE', `meeple ${JSON.stringify(meepleId)} is not in ${st.name}'s pool`);
    meeple.face = nextFace(s);
    const coins = meeple.face === 'standing' ? rulesOf(s).camp.standingCoins : 0;
    ev?.push({ type: 'rerolled', seat, tile: 'camp', meeples: [meeple.id], faces: [meeple.face], coins });
    gainCoins(s, seat, coins, 'camp', ev);
    s.flow.campRerolls--;
  } else {
    ev?.push({ type: 'passed', seat, what: 'campReroll' });
    s.flow.campRerolls = 0;
  }
  if (s.flow.campRerolls === 0) passTurn(s);
}
