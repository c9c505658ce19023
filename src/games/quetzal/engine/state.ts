/**
 * Small helpers that read or change a GameState in place. Only the engine's move handlers call the
 * mutating ones, and only on a private copy (see engine.ts), so a caller's state is never touched.
 */
import type { MeepleColor } from './data.js';
import type { CardId, Decision, GameEvent, GameState, Meeple, SeatIndex, SeatState } from './types.js';
import type { UpgradeKind } from './data.js';
import type { Rules } from './ruleset.js';
import { seatsFrom } from '../../../kit/seats.js';

export type Events = GameEvent[] | null;

/** Seats in play order, starting with the First Player marker holder and going clockwise. */
export function seatOrder(s: GameState): SeatIndex[] {
  return seatsFrom(s.firstPlayer, s.seats.length);
}

export function poolOf(seat: SeatState): Meeple[] {
  return seat.meeples.filter((m) => !m.placed);
}

export function poolSize(seat: SeatState): number {
  let n = 0;
  const meeples = seat.meeples;
  for (let i = 0; i < meeples.length; i++) if (!meeples[i]!.placed) n++;
  return n;
}

/** Whether the seat has a meeple in its pool (poolSize > 0, stopping at the first). */
export function hasPool(seat: SeatState): boolean {
  const meeples = seat.meeples;
  for (let i = 0; i < meeples.length; i++) if (!meeples[i]!.placed) return true;
  return false;
}

export function isWild(m: Meeple): boolean {
  return m.character || m.face === 'side' || m.face === 'standing';
}

/** Whether the seat holds a permanent `kind` (`r`: the game's rule-set, which numbers the tiles). */
export function holds(r: Rules, seat: SeatState, kind: UpgradeKind): boolean {
  // By index, not for…of: it runs at almost every move, and an iterator costs ~4 % of a random game.
  const u = seat.upgrades;
  for (let i = 0; i < u.length; i++) if (r.tiles[u[i]!]!.kind === kind) return true;
  return false;
}

export function gainCoins(s: GameState, seat: SeatIndex, amount: number, reason: string, ev: Events): void {
  if (amount === 0) return;
  s.seats[seat]!.coins += amount;
  ev?.push({ type: 'coins', seat, amount, reason });
}

/**
 * The deck and the discard pile of the state applyMove is working on while they are still its input's
 * (draft.ts shares them during Phase 3): the first change copies them (ownDeck, ownDiscard). Both null
 * outside applyMove, so a move in place changes the piles themselves.
 */
export const sharedPiles: { deck: CardId[] | null; discard: CardId[] | null } = { deck: null, discard: null };

/** The deck, safe to change: copied first when it is still shared with applyMove's input. */
export function ownDeck(s: GameState): CardId[] {
  if (s.deck === sharedPiles.deck) {
    sharedPiles.deck = null;
    s.deck = s.deck.slice();
  }
  return s.deck;
}

/** The discard pile, safe to change: copied first when it is still shared with applyMove's input. */
export function ownDiscard(s: GameState): CardId[] {
  if (s.discard === sharedPiles.discard) {
    sharedPiles.discard = null;
    s.discard = s.discard.slice();
  }
  return s.discard;
}

/**
 * [f(list[0]), f(list[1]), …], built by push. The copies of a state's arrays are built so, not by map():
 * once V8 optimizes a copy, its map() returns holey arrays, another hidden class than the packed ones newGame
 * and the moves build, and the optimized functions reading them are thrown away and compiled again.
 */
export function mapped<T, U>(list: readonly T[], f: (t: T) => U): U[] {
  const out: U[] = [];
  for (let i = 0; i < list.length; i++) out.push(f(list[i]!));
  return out;
}

/** A deep copy, written out by hand: several times faster than structuredClone or JSON for this shape. */
export function cloneState(s: GameState): GameState {
  const b = s.board;
  return {
    version: s.version,
    seats: mapped(s.seats, (p) => ({
      name: p.name,
      coins: p.coins,
      score: p.score,
      discovery: p.discovery,
      hand: p.hand.slice(),
      meeples: mapped(p.meeples, (m) => ({ id: m.id, character: m.character, face: m.face, placed: m.placed })),
      upgrades: p.upgrades.slice(),
      upgradeDiscard: p.upgradeDiscard.slice(),
      rerollsUsed: p.rerollsUsed.slice(),
    })),
    firstPlayer: s.firstPlayer,
    round: s.round,
    phase: s.phase,
    decision: cloneDecision(s.decision),
    flow: {
      rolled: s.flow.rolled,
      rerollSeats: s.flow.rerollSeats.slice(),
      turn: s.flow.turn,
      campRerolls: s.flow.campRerolls,
      step: s.flow.step,
      harborQueue: s.flow.harborQueue.slice(),
      drawn: s.flow.drawn.slice(),
    },
    gains: mapped(s.gains, (g) => ({ seat: g.seat, tile: g.tile })),
    board: {
      temple: b.temple.slice(),
      surroundings: {
        quarry: b.surroundings.quarry.slice(),
        small_temple: b.surroundings.small_temple.slice(),
        ruins: b.surroundings.ruins.slice(),
      },
      upgradeDisplay: b.upgradeDisplay.slice(),
      stela: b.stela && { holder: b.stela.holder, meeple: b.stela.meeple },
      templeSpaces: mapped(b.templeSpaces, (o) => o && { holder: o.holder, meeple: o.meeple }),
      villageSpaces: mapped(b.villageSpaces, (o) => o && { holder: o.holder, meeple: o.meeple }),
      bids: {
        quarry: cloneBid(b.bids.quarry),
        small_temple: cloneBid(b.bids.small_temple),
        ruins: cloneBid(b.bids.ruins),
        black_market: cloneBid(b.bids.black_market),
      },
      ships: mapped(b.ships, cloneBid),
      camp: mapped(b.camp, (f) => ({ seat: f.seat, meeple: f.meeple })),
      harbor: mapped(b.harbor, (f) => ({ seat: f.seat, meeple: f.meeple })),
    },
    deck: s.deck.slice(),
    discard: s.discard.slice(),
    known: s.known ? s.known.slice() : [],
    upgradePile: s.upgradePile.slice(),
    automaton: s.automaton && { deck: s.automaton.deck.slice(), card: s.automaton.card },
    rollQueue: s.rollQueue.slice(),
    rng: { s: [s.rng.s[0], s.rng.s[1], s.rng.s[2], s.rng.s[3]] },
    hidden: s.hidden,
    rules: s.rules ?? null, // never changed: shared
  };
}

function cloneDecision(d: Decision): Decision {
  const copy = { ...d };
  if ('tiles' in copy) copy.tiles = copy.tiles.slice() as typeof copy.tiles;
  if ('cards' in copy) copy.cards = copy.cards.slice();
  return copy;
}

function cloneBid<T extends { holder: number; meeples: number[]; color: MeepleColor | null } | null>(b: T): T {
  return (b && { holder: b.holder, meeples: b.meeples.slice(), color: b.color }) as T;
}
