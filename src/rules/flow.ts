/**
 * The phase flow: after every move, `advance` settles everything that needs no decision (automatic
 * activations, Upgrade gains with no choice, turn passing) and stores the next decision in the state.
 */
import {
  HARBOR_DELIVERY_LIMIT, SHIP_DELIVERY_LIMIT, STELA_DISCOVERY, SURROUNDINGS,
  SURROUNDING_BONUS, TEMPLE_SPACES, UPGRADES, UPGRADE_EXTRA_DELIVERY_CARDS, UPGRADE_IMMEDIATE_COINS, UPGRADE_IMMEDIATE_DISCOVERY, UPGRADE_PERMANENT_SLOTS, type SurroundingId, type UpgradeKind,
} from './data.js';
import { upgradeKind } from './catalog.js';
import { automatonTemple } from './automaton.js';
import { canExchange } from './exchange-moves.js';
import {
  drawCard, gainCoins, gainDiscovery, gainVp, hasPool, holds, seatOrder, takeFaceUp, type Events,
} from './state.js';
import { AUTOMATON, type ActivationStep, type GameState, type SeatIndex } from './types.js';


/** Phase 3 in activation order. [derived: rulebook order Stela, Temple, Surroundings, Black Market, Village, Harbor, Ships] */
export const STEPS: readonly ActivationStep[] = [
  { at: 'stela' },
  ...TEMPLE_SPACES.map((_, space) => ({ at: 'temple' as const, space })),
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
  const base = where === 'harbor' ? HARBOR_DELIVERY_LIMIT : SHIP_DELIVERY_LIMIT;
  return base + (holds(s.seats[seat]!, 'U06') ? UPGRADE_EXTRA_DELIVERY_CARDS : 0);
}

/** Reroll Upgrades the seat holds and has not used this round. */
export function rerollTiles(s: GameState, seat: SeatIndex): UpgradeKind[] {
  const st = s.seats[seat]!;
  const tiles: UpgradeKind[] = [];
  for (const kind of ['U01', 'U02'] as const) {
    if (holds(st, kind) && !st.rerollsUsed.includes(kind)) tiles.push(kind);
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
  const draw = TEMPLE_SPACES[space]!.draw;
  const extra = draw > 0 && holds(s.seats[seat]!, 'U09') ? 1 : 0;
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
        gainDiscovery(s, b.stela.holder, STELA_DISCOVERY, ev);
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
      const choose = Math.min(TEMPLE_SPACES[step.space]!.choose, displayCount(s));
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
  const bonus = SURROUNDING_BONUS[loc];
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
  const kind = upgradeKind(g.tile);
  if (!UPGRADES[kind].permanent) {
    s.gains.shift();
    st.upgradeDiscard.push(g.tile);
    ev?.push({ type: 'upgradeGained', seat: g.seat, tile: g.tile, kind, to: 'immediate' });
    if (kind === 'U12') gainCoins(s, g.seat, UPGRADE_IMMEDIATE_COINS, kind, ev);
    else if (kind === 'U13') gainDiscovery(s, g.seat, UPGRADE_IMMEDIATE_DISCOVERY, ev);
    return false;
  }
  if (holds(st, kind)) {
    s.gains.shift();
    st.upgradeDiscard.push(g.tile);
    ev?.push({ type: 'upgradeGained', seat: g.seat, tile: g.tile, kind, to: 'discard' });
    return false;
  }
  if (st.upgrades.length < UPGRADE_PERMANENT_SLOTS) {
    s.gains.shift();
    st.upgrades.push(g.tile);
    ev?.push({ type: 'upgradeGained', seat: g.seat, tile: g.tile, kind, to: 'slot' });
    return false;
  }
  s.decision = { kind: 'discardUpgrade', seat: g.seat, tiles: [...st.upgrades, g.tile] };
  return true;
}

/**
 * The last-exchanges step (after round 5's end, before the final scores): the first holder in the queue
 * who can still exchange decides (true). A holder who no longer can — coins spent, or never enough — is
 * passed over, so a holder's exchange that spends its last coins ends its turn in the step by itself.
 * Where the rules are silent [DEFAULT]: one turn per holder, in seat order from the First Player marker
 * holder at the end (applyPrepare fills the queue), like every other "in turn" step of the game.
 */
function lastExchange(s: GameState): boolean {
  const queue = s.flow.rerollSeats;
  while (queue.length) {
    const seat = queue[0]!;
    if (canExchange(s.seats[seat]!)) {
      s.decision = { kind: 'lastExchanges', seat };
      return true;
    }
    queue.shift();
  }
  return false;
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
      case 'lastExchanges':
        if (lastExchange(s)) return;
        s.phase = 'gameOver';
        ev?.push({ type: 'gameOver' });
        continue;
    }
  }
}
