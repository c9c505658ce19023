/**
 * Phase 3's steps as `advance` (flow.ts) settles them — each location in activation order, the Temple
 * draw, the Surroundings, deliveries — and the Upgrade gains, with no decision or up to the next one.
 * Reached through phase3.ts, like the moves after the roll.
 */
import { IMMEDIATE_UPGRADES, type SurroundingId } from './data.js';
import { rulesOf } from './ruleset.js';
import { gainCoins, holds, ownDiscard, type Events } from './state.js';
import { automatonPick, drawCard, emptySlots, gainDiscovery, gainVp, pushAll, takeFaceUp } from './phase3-state.js';
import { nextStep, STEPS } from './flow.js';
import { AUTOMATON, type GameState, type SeatIndex } from './types.js';

export function deliveryLimit(s: GameState, seat: SeatIndex, where: 'harbor' | 'ship'): number {
  const r = rulesOf(s);
  const base = where === 'harbor' ? r.harbor.cards : r.shipCards;
  return base + (holds(r, s.seats[seat]!, 'U06') ? r.effects.U06.extraCards : 0);
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
  pushAll(s.seats[seat]!.hand, drawn);
  if (drawn.length) ev?.push({ type: 'cardsTaken', seat, cards: drawn, from: 'deck' });
  nextStep(s);
}

/** Whether the Upgrade display has a tile left (a loop, not some(): no closure on every Village step). */
function anyTile(display: readonly (number | null)[]): boolean {
  for (let i = 0; i < display.length; i++) if (display[i] !== null) return true;
  return false;
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
export function runStep(s: GameState, ev: Events): boolean {
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
      if (occ && anyTile(b.upgradeDisplay)) {
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
  const cards = emptySlots(s.board.surroundings[loc]);
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
export function resolveGain(s: GameState, ev: Events): boolean {
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

/** The Automaton's Temple space: choose by preference, draw from the deck [rulebook FR], discard all. */
function automatonTemple(s: GameState, space: number, ev: Events): void {
  const r = rulesOf(s);
  const reward = r.temple[space]!;
  const taken: number[] = [];
  for (let i = 0; i < reward.choose; i++) {
    const slot = automatonPick(s.board.temple, r);
    if (slot < 0) break;
    taken.push(s.board.temple[slot]!);
    s.board.temple[slot] = null;
  }
  for (let i = 0; i < reward.draw; i++) {
    const c = drawCard(s, ev);
    if (c !== null) taken.push(c);
  }
  pushAll(ownDiscard(s), taken);
  if (taken.length) ev?.push({ type: 'cardsDiscarded', seat: AUTOMATON, cards: taken, reason: 'automaton' });
}
