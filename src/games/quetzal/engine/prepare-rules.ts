/**
 * Phase 4: the Plane moves on (or the game ends after round 5), the board is refilled. [rulebook] Reached
 * through phase3.ts (phase3-calls.ts), like the Phase 3 moves.
 */
import { ROUNDS, SURROUNDINGS } from './data.js';
import { placeAutomaton } from './automaton.js';
import { canExchange } from './exchange-moves.js';
import { rulesOf } from './ruleset.js';
import { ownDiscard, seatOrder, type Events } from './state.js';
import { drawCard, emptySlots, pushAll } from './phase3-state.js';
import { AUTOMATON, type GameState } from './types.js';

export function applyPrepare(s: GameState, ev: Events): void {
  if (s.round >= ROUNDS) {
    // The Plane is already on the last space: the game ends at once, with no refill [rulebook]. Before the
    // final scores, the holders of U07/U10 get their last chance to exchange ("at any time" [rulebook]), in
    // seat order from the First Player marker holder [DEFAULT] (lastExchange below: a seat who cannot
    // exchange is passed over; with nobody left, flow.ts ends the game, `gameOver` event).
    s.phase = 'lastExchanges';
    s.flow.rerollSeats = seatOrder(s);
    return;
  }
  const b = s.board;
  // An Automaton still on a Surrounding at the end of the round discards its 2 cards. [rulebook]
  for (const loc of SURROUNDINGS) {
    const bid = b.bids[loc];
    if (bid?.holder !== AUTOMATON) continue;
    const cards = emptySlots(b.surroundings[loc]);
    pushAll(ownDiscard(s), cards);
    if (cards.length) ev?.push({ type: 'cardsDiscarded', seat: AUTOMATON, cards, reason: 'surrounding' });
  }
  for (const seat of s.seats) {
    for (const m of seat.meeples) m.placed = false;
    seat.rerollsUsed = [];
  }
  b.stela = null;
  b.templeSpaces.fill(null);
  b.villageSpaces.fill(null);
  b.bids = { quarry: null, small_temple: null, ruins: null, black_market: null };
  b.ships.fill(null);
  b.camp = [];
  b.harbor = [];
  s.round++;
  ev?.push({ type: 'roundStart', round: s.round });
  // Refill the Temple, then the Surroundings, then the Village display (empty pile: slots stay empty [DEFAULT]).
  const refill = (slots: (number | null)[]) => {
    for (let i = 0; i < slots.length; i++) if (slots[i] === null) slots[i] = drawCard(s, ev);
  };
  refill(b.temple);
  for (const loc of SURROUNDINGS) refill(b.surroundings[loc]);
  for (let i = 0; i < b.upgradeDisplay.length; i++) {
    if (b.upgradeDisplay[i] === null) b.upgradeDisplay[i] = s.upgradePile.pop() ?? null;
  }
  placeAutomaton(s, ev);
  s.phase = 'roll';
  s.flow = { rolled: false, rerollSeats: [], turn: s.firstPlayer, campRerolls: 0, step: 0, harborQueue: [], drawn: [] };
}

/**
 * The last-exchanges step (after round 5's end, before the final scores), as `advance` (flow.ts) settles
 * it: the first holder in the queue who can still exchange decides (true). A holder who no longer can —
 * coins spent, or never enough — is passed over, so a holder's exchange that spends its last coins ends
 * its turn in the step by itself. Where the rules are silent [DEFAULT]: one turn per holder, in seat order
 * from the First Player marker holder at the end (applyPrepare fills the queue), like every other "in
 * turn" step of the game. False: nobody is left, the game is over.
 */
export function lastExchange(s: GameState): boolean {
  const queue = s.flow.rerollSeats;
  while (queue.length) {
    const seat = queue[0]!;
    if (canExchange(rulesOf(s), s.seats[seat]!)) {
      s.decision = { kind: 'lastExchanges', seat };
      return true;
    }
    queue.shift();
  }
  return false;
}
