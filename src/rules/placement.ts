/** Phase 2: validating and applying a placement, and the Camp's immediate activation. [rulebook] */
import {
  CAMP_COINS, CAMP_STANDING_COINS, HARBOR_COST_PER_MEEPLE, LOCATIONS, TEMPLE_SPACES, UPGRADE_TEMPLE_DISCOUNT,
  VILLAGE_COSTS, type MeepleColor,
} from './data.js';
import { fail } from './errors.js';
import { nextFace } from './roll.js';
import { passTurn } from './flow.js';
import { canBe, gainCoins, holds, poolSize, type Events } from './state.js';
import { AUTOMATON, type Bid, type GameState, type Meeple, type Move, type PlaceLocation, type SeatIndex } from './types.js';

type PlaceMove = Extract<Move, { type: 'place' }>;

/** Coins the seat pays for a Temple space (U04: 1 less, never below 0). */
export function templeCost(s: GameState, seat: SeatIndex, space: number): number {
  const discount = holds(s.seats[seat]!, 'U04') ? UPGRADE_TEMPLE_DISCOUNT : 0;
  return Math.max(0, TEMPLE_SPACES[space]!.cost - discount);
}

/** The bid on a bidding location (a Ship: its `space`), or null. */
function currentBid(b: GameState['board'], location: PlaceLocation, space: number | null): Bid | null {
  return location === 'ship' ? b.ships[space!] ?? null : b.bids[location as keyof typeof b.bids];
}

function spaceIndex(m: PlaceMove, size: number, what: string): number {
  const space = m.space;
  if (space === undefined && size === 1) return 0;
  if (typeof space !== 'number' || !Number.isInteger(space) || space < 0 || space >= size) {
    fail('NO_SUCH_SPACE', `${what} has spaces 0–${size - 1}; got ${JSON.stringify(space)}`);
  }
  return space;
}

/**
 * Checks a placement against every rule; returns what applying it needs (cost, group colour).
 * Throws RuleError without touching the state.
 */
export function checkPlace(s: GameState, m: PlaceMove): { meeples: Meeple[]; cost: number; color: MeepleColor | null; space: number | null } {
  const seat = s.seats[m.seat]!;
  if (!Object.hasOwn(LOCATIONS, m.location)) fail('MALFORMED_MOVE', `unknown location ${JSON.stringify(m.location)}`);
  if (!Array.isArray(m.meeples) || m.meeples.length === 0) fail('MEEPLE_COUNT', 'place at least one meeple');
  const meeples: Meeple[] = [];
  for (const id of m.meeples) {
    const meeple = typeof id === 'number' ? seat.meeples[id] : undefined;
    if (!meeple || meeple.placed) fail('UNKNOWN_MEEPLE', `meeple ${JSON.stringify(id)} is not in ${seat.name}'s pool`);
    if (meeples.includes(meeple)) fail('UNKNOWN_MEEPLE', `meeple ${id} is listed twice`);
    meeples.push(meeple);
  }
  if (m.color !== undefined && m.color !== 'adventurer' && m.color !== 'archaeologist') {
    fail('MALFORMED_MOVE', `color must be "adventurer" or "archaeologist", got ${JSON.stringify(m.color)}`);
  }
  const data = LOCATIONS[m.location];
  const b = s.board;

  if (data.kind === 'unique') {
    if (meeples.length !== 1) fail('MEEPLE_COUNT', `the ${m.location} takes exactly one meeple`, { location: m.location, count: 1 });
    const color: MeepleColor = data.color === 'ARCH' ? 'archaeologist' : 'adventurer';
    if ((m.color !== undefined && m.color !== color) || !canBe(meeples[0]!, color)) {
      fail('WRONG_COLOR', `the ${m.location} takes only ${color}s`, { location: m.location, color });
    }
    if (m.location === 'stela') {
      spaceIndex(m, 1, 'the Stela');
      if (b.stela) fail('SPACE_TAKEN', 'the Stela of Knowledge is already taken', { location: 'stela' });
      if (s.firstPlayer === m.seat) fail('STELA_MARKER', 'the First Player marker holder may not go to the Stela', { location: 'stela' });
      return { meeples, cost: 0, color, space: null };
    }
    const spaces = m.location === 'temple' ? b.templeSpaces : b.villageSpaces;
    const space = spaceIndex(m, spaces.length, `the ${m.location}`);
    if (spaces[space]) fail('SPACE_TAKEN', `${m.location} space ${space + 1} is already taken`, { location: m.location, space });
    const cost = m.location === 'temple' ? templeCost(s, m.seat, space) : VILLAGE_COSTS[space]!;
    if (seat.coins < cost) fail('NOT_ENOUGH_COINS', `${m.location} space ${space + 1} costs ${cost} coins; ${seat.name} has ${seat.coins}`, { location: m.location, space, cost, coins: seat.coins });
    return { meeples, cost, color, space };
  }

  if (data.kind === 'free') {
    const cost = m.location === 'harbor' ? HARBOR_COST_PER_MEEPLE * meeples.length : 0;
    if (seat.coins < cost) fail('NOT_ENOUGH_COINS', `${meeples.length} meeple(s) at the Harbor cost ${cost} coins; ${seat.name} has ${seat.coins}`, { location: m.location, count: meeples.length, cost, coins: seat.coins });
    return { meeples, cost, color: null, space: null };
  }

  // Bidding location.
  const space = m.location === 'ship' ? spaceIndex(m, b.ships.length, 'the Ships') : null;
  const current = currentBid(b, m.location, space);
  const loneCharacter = meeples.length === 1 && meeples[0]!.character;
  let color: MeepleColor | null;
  if (data.color === 'ADV') {
    if (m.color !== undefined && m.color !== 'adventurer') fail('WRONG_COLOR', `the ${m.location} takes only adventurers`, { location: m.location, color: 'adventurer' });
    color = 'adventurer';
  } else if (current && current.color !== null) {
    // Overbids must match the colour already there [rulebook]; a Character takes that colour.
    if (m.color !== undefined && m.color !== current.color) fail('WRONG_COLOR', `the bid there is of ${current.color}s: yours must be too`, { location: m.location, color: current.color, bid: 1 });
    color = current.color;
  } else if (loneCharacter) {
    color = null; // [rulebook clarification] a lone Character leaves the colour open to the next bidder
  } else {
    if (m.color === undefined) fail('MALFORMED_MOVE', `choose a colour for the ${m.location}: adventurer or archaeologist`);
    color = m.color;
  }
  if (color !== null) {
    for (const meeple of meeples) {
      if (!canBe(meeple, color)) fail('WRONG_COLOR', `meeple ${meeple.id} cannot count as an ${color}`, { location: m.location, color, ...(current?.color ? { bid: 1 } : {}) });
    }
  }
  if (current) {
    if (current.holder === m.seat) fail('OWN_BID', 'you already hold this location', { location: m.location }); // [DEFAULT: no self-outbid]
    if (meeples.length <= current.meeples.length) {
      fail('BID_TOO_LOW', `${current.meeples.length} meeple(s) hold the ${m.location}: place at least ${current.meeples.length + 1}`,
        { location: m.location, holding: current.meeples.length, count: current.meeples.length + 1 });
    }
  }
  return { meeples, cost: 0, color, space };
}

export function applyPlace(s: GameState, m: PlaceMove, ev: Events): void {
  const { meeples, cost, color, space } = checkPlace(s, m);
  const b = s.board;
  for (const meeple of meeples) meeple.placed = true;
  if (cost) gainCoins(s, m.seat, -cost, m.location, ev);
  ev?.push({ type: 'placed', seat: m.seat, location: m.location, space, count: meeples.length, color, cost });
  const ids = m.meeples.slice();
  switch (m.location) {
    case 'stela':
      b.stela = { holder: m.seat, meeple: ids[0]! };
      break;
    case 'temple':
      b.templeSpaces[space!] = { holder: m.seat, meeple: ids[0]! };
      break;
    case 'village':
      b.villageSpaces[space!] = { holder: m.seat, meeple: ids[0]! };
      break;
    case 'harbor':
      for (const id of ids) b.harbor.push({ seat: m.seat, meeple: id });
      break;
    case 'camp':
      // The Camp activates at once: +1 coin per meeple, and one optional reroll each. [rulebook]
      for (const id of ids) b.camp.push({ seat: m.seat, meeple: id });
      gainCoins(s, m.seat, CAMP_COINS * ids.length, 'camp', ev);
      if (poolSize(s.seats[m.seat]!) > 0) {
        s.flow.campRerolls = ids.length;
        return; // the turn passes once the rerolls are done
      }
      break;
    default: {
      const bumped = currentBid(b, m.location, space);
      if (bumped) {
        // Bumped meeples go back unflipped [rulebook]; the Automaton's leave the board for the round.
        if (bumped.holder !== AUTOMATON) {
          for (const id of bumped.meeples) s.seats[bumped.holder]!.meeples[id]!.placed = false;
        }
        ev?.push({ type: 'bumped', seat: bumped.holder, location: m.location, space, count: bumped.meeples.length });
      }
      const bid: Bid = { holder: m.seat, meeples: ids, color };
      if (m.location === 'ship') b.ships[space!] = bid;
      else b.bids[m.location as keyof typeof b.bids] = bid;
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
    const coins = meeple.face === 'standing' ? CAMP_STANDING_COINS : 0;
    ev?.push({ type: 'rerolled', seat, tile: 'camp', meeples: [meeple.id], faces: [meeple.face], coins });
    gainCoins(s, seat, coins, 'camp', ev);
    s.flow.campRerolls--;
  } else {
    ev?.push({ type: 'passed', seat, what: 'campReroll' });
    s.flow.campRerolls = 0;
  }
  if (s.flow.campRerolls === 0) passTurn(s);
}
