/**
 * Step 2, Character tokens: each seat puts its token, in secret, in front of another seat, green side
 * ("I believe you!") or red ("You lie!"). All are shown at once when every seat has placed its own.
 */
import { RULE_CHOICES } from './data.js';
import { fail } from './errors.js';
import type { Events } from './state.js';
import type { AztecState, SeatIndex } from './types.js';

/** A token's target and side, read once and checked: BAD_TARGET for oneself (DEFAULT) or no seat. */
export function checkToken(s: AztecState, seat: SeatIndex, target: unknown, believe: unknown): void {
  if (typeof believe !== 'boolean') fail('MALFORMED_MOVE', 'believe must be true ("I believe you!") or false ("You lie!")');
  if (typeof target !== 'number' || !Number.isInteger(target) || target < 0 || target >= s.seats.length) {
    fail('BAD_TARGET', `a token goes in front of a seat of the game (0–${s.seats.length - 1}), not ${JSON.stringify(target)}`);
  }
  if (target === seat && !RULE_CHOICES.tokenOnSelf) fail('BAD_TARGET', 'a token goes in front of another player, not its owner');
}

export function commitToken(s: AztecState, seat: SeatIndex, target: SeatIndex, believe: boolean, ev: Events): void {
  s.seats[seat]!.token = { target, believe };
  const waiting = s.decision.seats as SeatIndex[];
  waiting.splice(waiting.indexOf(seat), 1);
  ev?.push({ type: 'tokenPlaced', seat });
  if (waiting.length > 0) return;
  if (ev) ev.push({ type: 'tokensShown', tokens: s.seats.map((st) => ({ target: st.token!.target, believe: st.token!.believe })) });
  s.step = 'reveal';
  s.decision = { kind: 'reveal', seats: [], secret: false, seat: s.firstPlayer };
}
