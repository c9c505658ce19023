/**
 * viewFor: the game as one seat may see it. Other seats' hands, the deck order, the Upgrade pile, the
 * Automaton deck, cards drawn by others and the generator (future rolls) become HIDDEN; counts stay.
 * What the whole table saw stays visible, as a player at a real table would remember it: the cards
 * others took face up (the Temple display, a Surrounding) while they are in a hand (`known`), and the
 * Automaton cards of earlier rounds (`automaton.played`).
 */
import { cloneState } from './state.js';
import { HIDDEN, type CardId, type GameEvent, type GameState, type SeatIndex } from './types.js';
import { fail } from './errors.js';
import { rulesOf } from './ruleset.js';

export function viewFor(state: GameState, seat: SeatIndex | null): GameState {
  if (seat !== null && (!Number.isInteger(seat) || seat < 0 || seat >= state.seats.length)) {
    fail('BAD_OPTIONS', `no seat ${JSON.stringify(seat)} in a ${state.seats.length}-seat game`);
  }
  const v = cloneState(state);
  const hide = (list: number[]) => list.fill(HIDDEN);
  v.seats.forEach((st, i) => {
    if (i !== seat) st.hand = st.hand.map((c) => (v.known.includes(c) ? c : HIDDEN));
  });
  hide(v.deck);
  hide(v.upgradePile);
  const a = v.automaton;
  if (a) {
    a.played = rulesOf(state).automaton.cards.map((_, k) => k).filter((k) => k !== a.card && !a.deck.includes(k));
    hide(a.deck);
  }
  if (v.decision.kind === 'keepDrawn' && v.decision.seat !== seat) {
    hide(v.decision.cards);
  }
  if (v.flow.drawn.length && v.decision.seat !== seat) hide(v.flow.drawn);
  v.rollQueue = [];
  v.rng = { s: [0, 0, 0, 0] };
  v.hidden = true;
  return v;
}

/**
 * An event as one seat may see it: the cards another seat drew from the deck (or put back under it
 * with U09) become HIDDEN. Everything else in the log happens face up on the table.
 */
export function eventFor(event: GameEvent, seat: SeatIndex | null): GameEvent {
  if ('seat' in event && event.seat === seat) return event;
  if ((event.type === 'cardsTaken' && event.from === 'deck') || (event.type === 'cardsDiscarded' && event.reason === 'underDeck')) {
    return { ...event, cards: event.cards.map(() => HIDDEN) };
  }
  return event;
}
