/**
 * Phase 3 decisions: Temple cards, the U09 keep, the Black Market, Upgrades and deliveries, and the exchanges. [rulebook]
 * The engine reaches them through phase3.ts (activation.ts), so that the board's bundle can fetch them after
 * its first render (phase3-rules.ts).
 */
import { rulesOf } from './ruleset.js';
import { deliveryValue } from './delivery.js';
import { fail } from './errors.js';
import { nextStep } from './flow.js';
import { finishTemple } from './activation-steps.js';
import { gainCoins, holds, ownDeck, ownDiscard, type Events } from './state.js';
import { gainDiscovery, gainVp, pushAll, removeFromHand, takeFaceUp } from './phase3-state.js';
import type { Decision, GameState, SeatIndex } from './types.js';

function distinct(values: unknown, what: string): number[] {
  if (!Array.isArray(values)) fail('MALFORMED_MOVE', `${what} must be an array of ids`);
  // Loops rather than some() (no closure per move); a hole is skipped, as some() skips it.
  for (let i = 0; i < values.length; i++) {
    const v: unknown = values[i];
    if (typeof v !== 'number' && (v !== undefined || i in values)) fail('MALFORMED_MOVE', `${what} must be an array of ids`);
  }
  for (let i = 0; i < values.length; i++) {
    if ((values[i] !== undefined || i in values) && values.indexOf(values[i]) !== i) fail('UNKNOWN_CARD', `${what} lists a card twice`);
  }
  return values as number[];
}

export function applyChooseCards(s: GameState, d: Extract<Decision, { kind: 'templeCards' }>, cards: unknown, ev: Events): void {
  const ids = distinct(cards, 'cards');
  if (ids.length !== d.choose) fail('CARD_COUNT', `choose exactly ${d.choose} card(s) from the Temple`);
  for (const c of ids) if (!s.board.temple.includes(c)) fail('UNKNOWN_CARD', `card ${c} is not on the Temple display`);
  for (const c of ids) s.board.temple[s.board.temple.indexOf(c)] = null;
  takeFaceUp(s, d.seat, ids);
  ev?.push({ type: 'cardsTaken', seat: d.seat, cards: ids, from: 'temple' });
  finishTemple(s, d.seat, d.space, ev);
}

/** U09: keep one of the two drawn cards; the other goes under the deck. */
export function applyKeepDrawn(s: GameState, seat: SeatIndex, card: unknown, ev: Events): void {
  const drawn = s.flow.drawn;
  if (typeof card !== 'number' || !drawn.includes(card)) fail('UNKNOWN_CARD', `keep one of the drawn cards ${drawn.join(', ')}`);
  const others = drawn.filter((c) => c !== card);
  s.seats[seat]!.hand.push(card);
  ownDeck(s).unshift(...others);
  s.flow.drawn = [];
  ev?.push({ type: 'cardsTaken', seat, cards: [card], from: 'deck' });
  ev?.push({ type: 'cardsDiscarded', seat, cards: others, reason: 'underDeck' });
  nextStep(s);
}

/** Discard one card for 7 coins; its VP and bonus are lost. [rulebook] null declines. */
export function applyBlackMarket(s: GameState, seat: SeatIndex, card: unknown, ev: Events): void {
  const st = s.seats[seat]!;
  if (card !== null) {
    if (typeof card !== 'number' || !st.hand.includes(card)) fail('UNKNOWN_CARD', `card ${JSON.stringify(card)} is not in ${st.name}'s hand`);
    removeFromHand(s, st, [card]);
    ownDiscard(s).push(card);
    ev?.push({ type: 'cardsDiscarded', seat, cards: [card], reason: 'blackMarket' });
    gainCoins(s, seat, rulesOf(s).blackMarketCoins, 'black_market', ev);
  } else {
    ev?.push({ type: 'passed', seat, what: 'blackMarket' });
  }
  nextStep(s);
}

/** Take a face-up Upgrade at the Village; the flow then places it (slot, discard or a choice). */
export function applyChooseUpgrade(s: GameState, seat: SeatIndex, tile: unknown): void {
  const display = s.board.upgradeDisplay;
  if (typeof tile !== 'number' || !display.includes(tile)) fail('UNKNOWN_UPGRADE', `Upgrade tile ${JSON.stringify(tile)} is not on display`);
  display[display.indexOf(tile)] = null;
  s.gains.push({ seat, tile });
  nextStep(s);
}

/** With 2 permanent Upgrades, a third is gained: discard any one of the three. [rulebook FR] */
export function applyDiscardUpgrade(s: GameState, d: Extract<Decision, { kind: 'discardUpgrade' }>, tile: unknown, ev: Events): void {
  if (typeof tile !== 'number' || !d.tiles.includes(tile)) fail('UNKNOWN_UPGRADE', `discard one of tiles ${d.tiles.join(', ')}`);
  const st = s.seats[d.seat]!;
  const gained = s.gains.shift()!;
  if (tile !== gained.tile) {
    st.upgrades.splice(st.upgrades.indexOf(tile), 1);
    st.upgrades.push(gained.tile);
  }
  st.upgradeDiscard.push(tile);
  ev?.push({ type: 'upgradeGained', seat: d.seat, tile: gained.tile, kind: rulesOf(s).tiles[gained.tile]!.kind, to: tile === gained.tile ? 'discard' : 'slot' });
  ev?.push({ type: 'upgradeDiscarded', seat: d.seat, tile });
}

/** One delivery: optional, up to the location's limit; delivered cards go to the common discard. */
export function applyDeliver(s: GameState, d: Extract<Decision, { kind: 'deliver' }>, cards: unknown, ev: Events): void {
  const ids = distinct(cards, 'cards');
  const st = s.seats[d.seat]!;
  if (ids.length > d.limit) fail('CARD_COUNT', `deliver at most ${d.limit} cards here`);
  for (const c of ids) if (!st.hand.includes(c)) fail('UNKNOWN_CARD', `card ${c} is not in ${st.name}'s hand`);
  if (ids.length) {
    removeFromHand(s, st, ids);
    pushAll(ownDiscard(s), ids);
    const value = deliveryValue(ids, st.upgrades, rulesOf(s));
    ev?.push({ type: 'delivered', seat: d.seat, cards: ids, vp: value.vp, coins: value.coins, discovery: value.discovery });
    gainVp(s, d.seat, value.vp, 'delivery', ev);
    gainCoins(s, d.seat, value.coins, 'delivery', ev);
    gainDiscovery(s, d.seat, value.discovery, ev);
  } else {
    ev?.push({ type: 'passed', seat: d.seat, what: 'deliver' });
  }
  if (d.where === 'harbor') s.flow.harborQueue.shift();
  else nextStep(s);
}

/** The "at any time" Upgrades: U07 pays 2 coins for 1 VP, U10 3 coins for 1 Discovery. */
export function applyExchange(s: GameState, seat: SeatIndex, tile: unknown, ev: Events): void {
  if (tile !== 'U07' && tile !== 'U10') fail('MALFORMED_MOVE', 'exchange uses tile "U07" or "U10"');
  const st = s.seats[seat]!;
  const r = rulesOf(s);
  if (!holds(r, st, tile)) fail('NO_UPGRADE', `${st.name} does not hold ${tile}`);
  const cost = r.effects[tile].coins;
  if (st.coins < cost) fail('NOT_ENOUGH_COINS', `${tile} costs ${cost} coins; ${st.name} has ${st.coins}`);
  ev?.push({ type: 'exchanged', seat, tile });
  gainCoins(s, seat, -cost, tile, ev);
  if (tile === 'U07') gainVp(s, seat, 1, tile, ev);
  else gainDiscovery(s, seat, 1, ev);
}
