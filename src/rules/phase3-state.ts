/**
 * State changes only a move after the roll makes (the Discovery track and its rewards, cards into and
 * out of hands): a module of their own, so that the board's first file, which plays the roll, leaves
 * them out with the rest of Phases 2 to 4 (phase3.ts).
 */
import { rulesOf } from './ruleset.js';
import { gainCoins, gainVp, type Events } from './state.js';
import type { GameState, SeatIndex, SeatState } from './types.js';

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
  for (const c of cards) {
    seat.hand.splice(seat.hand.indexOf(c), 1);
    const k = s.known ? s.known.indexOf(c) : -1;
    if (k >= 0) s.known.splice(k, 1);
  }
}

/** Cards taken face up into a hand: every seat saw them. */
export function takeFaceUp(s: GameState, seat: SeatIndex, cards: readonly number[]): void {
  s.seats[seat]!.hand.push(...cards);
  (s.known ??= []).push(...cards); // a state saved before `known` existed starts knowing none
}
