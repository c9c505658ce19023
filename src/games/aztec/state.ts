/**
 * Small pieces that read or change an AztecState in place: copying a state, the seats in reveal order,
 * and moving cursed stones. Only the engine's steps call the mutating ones, on a state the caller gave
 * to be changed (applyMoveInPlace) or on a private copy (applyMove).
 */
import { seatsFrom } from '../../kit/seats.js';
import type { AztecDecision, AztecEvent, AztecSeat, AztecState, Jewels, SeatIndex, StonePlace, Token } from './types.js';

/** Where a step writes what happened: a list, or null when nobody listens (no event is built then). */
export type Events = AztecEvent[] | null;

type Why = Extract<AztecEvent, { type: 'stones' }>['why'];

const copyJewels = (j: Jewels | null): Jewels | null => (j === null ? null : [j[0], j[1], j[2]]);
const copyToken = (t: Token | null): Token | null => (t === null ? null : { target: t.target, believe: t.believe });

function copySeat(st: AztecSeat): AztecSeat {
  return {
    name: st.name,
    character: st.character,
    deck: st.deck.slice(),
    card: st.card,
    pick: copyJewels(st.pick),
    taken: copyJewels(st.taken),
    token: copyToken(st.token),
    revealed: st.revealed,
    reveals: { truths: st.reveals.truths, lies: st.reveals.lies },
    stash: [st.stash[0], st.stash[1], st.stash[2]],
    stones: st.stones,
    artifacts: st.artifacts.slice(),
    used: st.used.slice(),
    knows: st.knows.slice(),
  };
}

/** A decision's copy, written out per kind (a spread is a slow, generic copy, and this runs at every applyMove). */
function copyDecision(d: AztecDecision): AztecDecision {
  switch (d.kind) {
    case 'collect':
    case 'token':
      return { kind: d.kind, seats: d.seats.slice(), secret: true };
    case 'reveal':
      return { kind: 'reveal', seats: [], secret: false, seat: d.seat };
    case 'artifact':
      return { kind: 'artifact', seats: [d.seats[0]], secret: true, cards: d.cards.slice() };
    default:
      return { kind: d.kind, seats: [], secret: false };
  }
}

/** A deep copy of a state (the rule-set is shared: a checked one is frozen). */
export function cloneState(s: AztecState): AztecState {
  const seats: AztecSeat[] = [];
  for (let i = 0; i < s.seats.length; i++) seats.push(copySeat(s.seats[i]!));
  return {
    version: s.version,
    game: s.game,
    seats,
    round: s.round,
    firstPlayer: s.firstPlayer,
    step: s.step,
    decision: copyDecision(s.decision),
    temple: [s.temple[0], s.temple[1], s.temple[2]],
    curses: [s.curses[0], s.curses[1], s.curses[2]],
    supply: s.supply,
    artifactDeck: s.artifactDeck.slice(),
    gains: s.gains.slice(),
    drawn: s.drawn.slice(),
    rng: { s: [s.rng.s[0], s.rng.s[1], s.rng.s[2], s.rng.s[3]] },
    hidden: s.hidden,
    viewer: s.viewer,
    rules: s.rules,
  };
}

/** The seats from the first player clockwise: the order of the reveals and of serving the picks. */
export function seatOrder(s: AztecState): SeatIndex[] {
  return seatsFrom(s.firstPlayer, s.seats.length);
}

/** Every seat, in seat order: who decides at the start of the collect and token steps. */
export function allSeats(s: AztecState): SeatIndex[] {
  return seatsFrom(0, s.seats.length);
}

/** Whether two sets of jewels are the same. */
export function sameJewels(a: Readonly<Jewels>, b: Readonly<Jewels>): boolean {
  return a[0] === b[0] && a[1] === b[1] && a[2] === b[2];
}

const seatPlace = (seat: SeatIndex): StonePlace => ({ seat });

/**
 * `from` gives one of its cursed stones to `to`; "if you are ever supposed to give someone a cursed stone
 * when you have none, give them one from the supply, instead" [rulebook].
 */
export function giveStone(s: AztecState, from: SeatIndex, to: SeatIndex, why: Why, ev: Events): void {
  const giver = s.seats[from]!;
  const own = giver.stones > 0;
  if (own) giver.stones--;
  else s.supply--;
  s.seats[to]!.stones++;
  ev?.push({ type: 'stones', from: own ? seatPlace(from) : { supply: true }, to: seatPlace(to), count: 1, why });
}

/** `seat` takes a cursed stone from the supply (a bank: it never runs out, DEFAULT). */
export function takeFromSupply(s: AztecState, seat: SeatIndex, why: Why, ev: Events): void {
  s.supply--;
  s.seats[seat]!.stones++;
  ev?.push({ type: 'stones', from: { supply: true }, to: seatPlace(seat), count: 1, why });
}

/** `seat` discards up to `count` of its cursed stones to the supply (fewer when it has fewer; none: nothing happens). */
export function discardStones(s: AztecState, seat: SeatIndex, count: number, why: Why, ev: Events): void {
  const st = s.seats[seat]!;
  const k = st.stones < count ? st.stones : count;
  if (k === 0) return;
  st.stones -= k;
  s.supply += k;
  ev?.push({ type: 'stones', from: seatPlace(seat), to: { supply: true }, count: k, why });
}

/** Stones from the supply onto a colour's Curse card. */
export function stonesToCurse(s: AztecState, color: 0 | 1 | 2, count: number, why: Why, ev: Events): void {
  s.supply -= count;
  s.curses[color] += count;
  if (count > 0) ev?.push({ type: 'stones', from: { supply: true }, to: { curse: color }, count, why });
}
