/**
 * State changes only a move after the roll makes (the Discovery track and its rewards, cards into and
 * out of hands, points, cards drawn, a meeple's colour, the Automaton's Temple pick): a module of their
 * own, so that the board's first file, which plays the roll, leaves them out with the rest of Phases 2
 * to 4 (phase3.ts).
 */
import { rulesOf, SHIPPED, type Rules } from './ruleset.js';
import type { MeepleColor } from './data.js';
import { shuffle } from '../../../kit/random.js';
import { gainCoins, isWild, ownDeck, ownDiscard, type Events } from './state.js';
import type { GameState, Meeple, SeatIndex, SeatState } from './types.js';

/** Whether a meeple may count as the colour: its face matches, or it is wild (side, standing, Character). */
export function canBe(m: Meeple, color: MeepleColor): boolean {
  if (isWild(m)) return true;
  return color === 'adventurer' ? m.face === 'black' : m.face === 'white';
}

export function gainVp(s: GameState, seat: SeatIndex, amount: number, reason: string, ev: Events): void {
  if (amount === 0) return;
  s.seats[seat]!.score += amount;
  ev?.push({ type: 'vp', seat, amount, reason });
}

/**
 * Draws the top artifact card. An empty deck is rebuilt from the shuffled common discard
 * [DEFAULT: deck exhaustion]; returns null when both are empty.
 */
export function drawCard(s: GameState, ev: Events): number | null {
  if (s.deck.length === 0) {
    if (s.discard.length === 0) return null;
    s.deck = shuffle(s.rng, ownDiscard(s));
    s.discard = [];
    ev?.push({ type: 'deckReshuffled', cards: s.deck.length });
  }
  return ownDeck(s).pop()!;
}

/**
 * Moves the disc `steps` spaces, paying the reward of every space moved through. Upgrade rewards
 * draw the pile's top tile into the seat's pending gains (resolved by the flow before anything else).
 */
export function gainDiscovery(s: GameState, seat: SeatIndex, steps: number, ev: Events): void {
  const st = s.seats[seat]!;
  const from = st.discovery;
  const r = rulesOf(s);
  for (let i = 0; i < steps && st.discovery < r.trackEnd; i++) {
    st.discovery++;
    const reward = r.discoveryTrack[st.discovery];
    if (!reward) continue;
    if ('vp' in reward) gainVp(s, seat, reward.vp, 'discovery', ev);
    else if ('coins' in reward) gainCoins(s, seat, reward.coins, 'discovery', ev);
    else {
      // [DEFAULT] an empty pile gives nothing
      const tile = s.upgradePile.pop();
      if (tile !== undefined) s.gains.push({ seat, tile });
    }
  }
  if (st.discovery !== from) ev?.push({ type: 'discovery', seat, from, to: st.discovery });
}

/** Takes cards out of a hand; they are no longer cards the table knows to be in a hand. */
export function removeFromHand(s: GameState, seat: SeatState, cards: readonly number[]): void {
  for (let i = 0; i < cards.length; i++) {
    const c = cards[i]!;
    removeAt(seat.hand, seat.hand.indexOf(c));
    if (s.known) removeAt(s.known, s.known.indexOf(c));
  }
}

/**
 * Removes `list[at]` (nothing when `at` < 0), keeping the order: what splice(at, 1) does, without building
 * the array of removed items (and with pop(), not a write to `length`, which V8 runs out of line).
 */
function removeAt(list: number[], at: number): void {
  if (at < 0) return;
  const n = list.length - 1;
  for (let i = at; i < n; i++) list[i] = list[i + 1]!;
  list.pop();
}

/** Cards taken face up into a hand: every seat saw them. */
export function takeFaceUp(s: GameState, seat: SeatIndex, cards: readonly number[]): void {
  pushAll(s.seats[seat]!.hand, cards);
  pushAll((s.known ??= []), cards); // a state saved before `known` existed starts knowing none
}

/** Empties a row of card slots (a Temple Surrounding), returning its cards in slot order. */
export function emptySlots(slots: (number | null)[]): number[] {
  const cards: number[] = [];
  for (let i = 0; i < slots.length; i++) {
    const c = slots[i]!;
    if (c !== null) cards.push(c);
    slots[i] = null;
  }
  return cards;
}

/** Appends `cards` to `list`: what list.push(...cards) does, one push per card (a spread call is slower for a card or two). */
export function pushAll(list: number[], cards: readonly number[]): void {
  for (let i = 0; i < cards.length; i++) list.push(cards[i]!);
}

/** The Temple display slot the Automaton picks under rule-set `r` (its Market tile: type first, then bonus), or -1 when the display is empty. */
export function automatonPick(temple: readonly (number | null)[], r: Rules = SHIPPED): number {
  const rank = (card: number) => r.marketRank[r.cards[card]!.kind]!;
  let best = -1;
  for (let i = 0; i < temple.length; i++) {
    const c = temple[i];
    if (c === null || c === undefined) continue;
    if (best < 0 || rank(c) < rank(temple[best]!)) best = i;
  }
  return best;
}
