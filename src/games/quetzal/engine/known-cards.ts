import type { CardId, GameState } from './types.js';

/**
 * The cards of each seat's hand that the whole table saw it take face up (from the Temple display or a
 * Surrounding) and that are still there: what a player at a real table would remember of the others'
 * hands. Works on a full state and on any seat's view alike (the list is public); a seat's own hand is
 * included too. For the seat panels.
 */
export function knownCards(state: GameState): CardId[][] {
  const known = state.known ?? [];
  return state.seats.map((st) => st.hand.filter((c) => known.includes(c)));
}
