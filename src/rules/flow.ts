/**
 * The phase flow: after every move, `advance` settles everything that needs no decision (automatic
 * activations, Upgrade gains with no choice, turn passing) and stores the next decision in the state.
 */
import { IMMEDIATE_UPGRADES, SURROUNDINGS, TEMPLE_SPACE_COUNT, type SurroundingId, type UpgradeKind } from './data.js';
import { rulesOf } from './ruleset.js';
import { automatonTemple } from './automaton.js';
import {
  drawCard, gainCoins, gainDiscovery, gainVp, hasPool, holds, seatOrder, takeFaceUp, type Events,
} from './state.js';
import { AUTOMATON, type ActivationStep, type GameState, type SeatIndex } from './types.js';


/** Phase 3 in activation order. [derived: rulebook order Stela, Temple, Surroundings, Black Market, Village, Harbor, Ships] */
export const STEPS: readonly ActivationStep[] = [
  { at: 'stela' },
  ...Array.from({ length: TEMPLE_SPACE_COUNT }, (_, space) => ({ at: 'temple' as const, space })),
  ...SURROUNDINGS.map((at) => ({ at })),
  { at: 'black_market' },
  { at: 'village', space: 0 },
  { at: 'village', space: 1 },
  { at: 'village', space: 2 },
  { at: 'harbor' },
  { at: 'ship', space: 0 },
  { at: 'ship', space: 1 },
];

export function deliveryLimit(s: GameState, seat: SeatIndex, where: 'harbor' | 'ship'): number {
  const r = rulesOf(s);
  const base = where === 'harbor' ? r.harbor.cards : r.shipCards;
  return base + (holds(r, s.seats[seat]!, 'U06') ? r.effects.U06.extraCards : 0);
}

/** Reroll Upgrades the seat holds and has not used this round. */
export function rerollTiles(s: GameState, seat: SeatIndex): UpgradeKind[] {
  const st = s.seats[seat]!;
  const r = rulesOf(s);
  const tiles: UpgradeKind[] = [];
  for (const kind of ['U01', 'U02'] as const) {
    if (holds(r, st, kind) && !st.rerollsUsed.includes(kind)) tiles.push(kind);
  }
  return tiles;
}

export function startPlacement(s: GameState): void {
  s.phase = 'place';
  s.flow.campRerolls = 0;
  s.flow.turn = s.firstPlayer;
  if (!hasPool(s.seats[s.firstPlayer]!)) passTurn(s);
}

/** Gives the turn to the next seat clockwise with meeples left; when none has any, activation starts. */
export function passTurn(s: GameState): void {
  const n = s.seats.length;
  for (let i = 1; i <= n; i++) {
    const seat = (s.flow.turn + i) % n;
    if (hasPool(s.seats[seat]!)) {
      s.flow.turn = seat;
      return;
    }
  }
  s.phase = 'activate';
  s.flow.step = -1;
  nextStep(s);
}

export function nextStep(s: GameState): void {
  s.flow.step++;
  const step = STEPS[s.flow.step];
  if (step?.at === 'harbor') {
    // [DEFAULT] seat order from the marker holder at this moment, all of a seat's deliveries together
    s.flow.harborQueue = [];
    for (const seat of seatOrder(s)) {
      for (const spot of s.board.harbor) if (spot.seat === seat) s.flow.harborQueue.push(seat);
    }
  }
}

/** The Temple draw after the choice: with U09, draw one more and keep one (a decision). */
export function finishTemple(s: GameState, seat: SeatIndex, space: number, ev: Events): void {
  const r = rulesOf(s);
  const draw = r.temple[space]!.draw;
  const extra = draw > 0 && holds(r, s.seats[seat]!, 'U09') ? 1 : 0;
  const drawn: number[] = [];
  for (let i = 0; i < draw + extra; i++) {
    const c = drawCard(s, ev);
    if (c !== null) drawn.push(c);
  }
  if (drawn.length > draw) {
    s.flow.drawn = drawn;
    return; // keepDrawn decision
  }
  s.seats[seat]!.hand.push(...drawn);
  if (drawn.length) ev?.push({ type: 'cardsTaken', seat, cards: drawn, from: 'deck' });
  nextStep(s);
}

function displayCount(s: GameState): number {
  let n = 0;
  for (const c of s.board.temple) if (c !== null) n++;
  return n;
}

/**
 * Resolves the current activation step. Returns true when it stopped on a decision, false when it
 * resolved on its own (and moved on).
 */
function runStep(s: GameState, ev: Events): boolean {
  const step = STEPS[s.flow.step];
  const b = s.board;
  if (!step) {
    s.phase = 'prepare';
    return false;
  }
  switch (step.at) {
    case 'stela': {
      if (b.stela) {
        s.firstPlayer = b.stela.holder;
        ev?.push({ type: 'firstPlayer', seat: b.stela.holder });
        gainDiscovery(s, b.stela.holder, rulesOf(s).stelaDiscovery, ev);
      }
      nextStep(s);
      return false;
    }
    case 'temple': {
      const occ = b.templeSpaces[step.space];
      if (!occ) break;
      if (occ.holder === AUTOMATON) {
        automatonTemple(s, step.space, ev);
        break;
      }
      if (s.flow.drawn.length) {
        s.decision = { kind: 'keepDrawn', seat: occ.holder, cards: s.flow.drawn.slice() };
        return true;
      }
      const choose = Math.min(rulesOf(s).temple[step.space]!.choose, displayCount(s));
      if (choose === 0) {
        finishTemple(s, occ.holder, step.space, ev);
        return false;
      }
      s.decision = { kind: 'templeCards', seat: occ.holder, space: step.space, choose };
      return true;
    }
    case 'quarry':
    case 'small_temple':
    case 'ruins': {
      const bid = b.bids[step.at];
      // An Automaton holder discards these cards at the end of the round (prepare.ts).
      if (bid && bid.holder !== AUTOMATON) takeSurrounding(s, step.at, bid.holder, ev);
      break;
    }
    case 'black_market': {
      const bid = b.bids.black_market;
      if (bid && bid.holder !== AUTOMATON && s.seats[bid.holder]!.hand.length > 0) {
        s.decision = { kind: 'blackMarket', seat: bid.holder };
        return true;
      }
      break;
    }
    case 'village': {
      const occ = b.villageSpaces[step.space];
      if (occ && b.upgradeDisplay.some((t) => t !== null)) {
        s.decision = { kind: 'chooseUpgrade', seat: occ.holder, space: step.space };
        return true;
      }
      break;
    }
    case 'harbor': {
      while (s.flow.harborQueue.length) {
        const seat = s.flow.harborQueue[0]!;
        if (s.seats[seat]!.hand.length > 0) {
          s.decision = { kind: 'deliver', seat, limit: deliveryLimit(s, seat, 'harbor'), where: 'harbor' };
          return true;
        }
        s.flow.harborQueue.shift();
        ev?.push({ type: 'passed', seat, what: 'deliver' });
      }
      break;
    }
    case 'ship': {
      const bid = b.ships[step.space];
      if (bid && bid.holder !== AUTOMATON && s.seats[bid.holder]!.hand.length > 0) {
        s.decision = { kind: 'deliver', seat: bid.holder, limit: deliveryLimit(s, bid.holder, 'ship'), where: 'ship' };
        return true;
      }
      break;
    }
  }
  nextStep(s);
  return false;
}

function takeSurrounding(s: GameState, loc: SurroundingId, seat: SeatIndex, ev: Events): void {
  const slots = s.board.surroundings[loc];
  const cards = slots.filter((c): c is number => c !== null);
  slots.fill(null);
  takeFaceUp(s, seat, cards);
  if (cards.length) ev?.push({ type: 'cardsTaken', seat, cards, from: loc });
  const bonus = rulesOf(s).surroundingBonus[loc];
  if (bonus === 'vp') gainVp(s, seat, 1, loc, ev);
  else if (bonus === 'coin') gainCoins(s, seat, 1, loc, ev);
  else gainDiscovery(s, seat, 1, ev);
}

/**
 * Resolves the oldest pending Upgrade gain. Immediate tiles pay and go to the personal discard,
 * a duplicate permanent goes straight to the discard [rulebook], a free slot takes it; with both slots
 * full the seat must choose which of the three to discard (returns true: a decision).
 */
function resolveGain(s: GameState, ev: Events): boolean {
  const g = s.gains[0]!;
  const st = s.seats[g.seat]!;
  const r = rulesOf(s);
  const kind = r.tiles[g.tile]!.kind;
  if (IMMEDIATE_UPGRADES.includes(kind)) {
    s.gains.shift();
    st.upgradeDiscard.push(g.tile);
    ev?.push({ type: 'upgradeGained', seat: g.seat, tile: g.tile, kind, to: 'immediate' });
    if (kind === 'U12') gainCoins(s, g.seat, r.effects.U12.coins, kind, ev);
    else if (kind === 'U13') gainDiscovery(s, g.seat, r.effects.U13.discovery, ev);
    return false;
  }
  if (holds(r, st, kind)) {
    s.gains.shift();
    st.upgradeDiscard.push(g.tile);
    ev?.push({ type: 'upgradeGained', seat: g.seat, tile: g.tile, kind, to: 'discard' });
    return false;
  }
  if (st.upgrades.length < r.permanentSlots) {
    s.gains.shift();
    st.upgrades.push(g.tile);
    ev?.push({ type: 'upgradeGained', seat: g.seat, tile: g.tile, kind, to: 'slot' });
    return false;
  }
  s.decision = { kind: 'discardUpgrade', seat: g.seat, tiles: [...st.upgrades, g.tile] };
  return true;
}

/** Settles everything automatic and stores the next decision in `s.decision`. */
export function advance(s: GameState, ev: Events): void {
  for (;;) {
    if (s.phase === 'gameOver') {
      s.decision = { kind: 'gameOver', seat: null };
      return;
    }
    if (s.gains.length) {
      if (resolveGain(s, ev)) return;
      continue;
    }
    switch (s.phase) {
      case 'roll': {
        if (!s.flow.rolled) {
          s.decision = { kind: 'roll', seat: null };
          return;
        }
        while (s.flow.rerollSeats.length) {
          const seat = s.flow.rerollSeats[0]!;
          const tiles = rerollTiles(s, seat);
          if (tiles.length) {
            s.decision = { kind: 'reroll', seat, tiles };
            return;
          }
          s.flow.rerollSeats.shift();
        }
        startPlacement(s);
        continue;
      }
      case 'place': {
        const seat = s.flow.turn;
        s.decision = s.flow.campRerolls > 0
          ? { kind: 'campReroll', seat, remaining: s.flow.campRerolls }
          : { kind: 'place', seat };
        return;
      }
      case 'activate':
        if (runStep(s, ev)) return;
        continue;
      case 'prepare':
        s.decision = { kind: 'prepare', seat: null };
        return;
    }
  }
}
