/**
 * A round's start (step 1 begins: every seat draws the top card of its Jewel deck) and its end (step 5:
 * the used cards are discarded, a stone from the supply goes onto each Curse card, the first player
 * passes to the left; after round 5, the game is over).
 */
import { ROUNDS } from './data.js';
import { rulesOf } from './rules.js';
import { allSeats, stonesToCurse, type Events } from './state.js';
import type { AztecState } from './types.js';

/** "Each player simultaneously draws the first card of their Jewel deck, and secretly looks at it" [rulebook]. */
export function startRound(s: AztecState, ev: Events): void {
  const seats = s.seats;
  for (let i = 0; i < seats.length; i++) {
    const st = seats[i]!;
    st.card = st.deck.length > 0 ? st.deck.shift()! : null;
    st.pick = null;
    st.taken = null;
    st.token = null;
    st.revealed = false;
  }
  s.step = 'collect';
  s.decision = { kind: 'collect', seats: allSeats(s), secret: true };
  ev?.push({ type: 'roundStart', round: s.round, firstPlayer: s.firstPlayer });
}

/**
 * The table's `endRound`: "each player discards their Jewel card that they just used; add 1 cursed stone
 * to each Curse card from the supply" [rulebook] — after round 5 no stone is added: the game is over.
 */
export function endRound(s: AztecState, ev: Events): void {
  const seats = s.seats;
  for (let i = 0; i < seats.length; i++) {
    const st = seats[i]!;
    if (st.card !== null) st.used.push(st.card);
    st.card = null;
    st.pick = null;
    st.taken = null;
    st.token = null;
    st.revealed = false;
  }
  ev?.push({ type: 'roundEnd', round: s.round });
  if (s.round >= ROUNDS) {
    s.step = 'gameOver';
    s.decision = { kind: 'gameOver', seats: [], secret: false };
    ev?.push({ type: 'gameOver' });
    return;
  }
  const add = rulesOf(s).stonesPerRound;
  stonesToCurse(s, 0, add, 'round', ev);
  stonesToCurse(s, 1, add, 'round', ev);
  stonesToCurse(s, 2, add, 'round', ev);
  s.round++;
  // DEFAULT: the first player passes to the left (RULE_CHOICES.firstPlayerPasses).
  s.firstPlayer = (s.firstPlayer + 1) % seats.length;
  startRound(s, ev);
}
