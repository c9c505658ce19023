/**
 * Step 4, curses: for each colour, the seat with the most jewels of it in its stash takes every stone on
 * that colour's Curse card; when the most is tied (every seat at 0 included), the stones stay [rulebook].
 */
import type { Events } from './state.js';
import type { AztecState, Color, SeatIndex } from './types.js';

/** The table's `curses`, then step 5 (`endRound`). */
export function applyCurses(s: AztecState, ev: Events): void {
  const seats = s.seats;
  for (let k = 0; k < 3; k++) {
    const c = k as Color;
    let most = -1, holder = -1, holders = 0;
    for (let i = 0; i < seats.length; i++) {
      const n = seats[i]!.stash[c];
      if (n > most) {
        most = n;
        holder = i;
        holders = 1;
      } else if (n === most) holders++;
    }
    const stones = s.curses[c];
    if (holders === 1) {
      seats[holder]!.stones += stones;
      s.curses[c] = 0;
      if (ev) {
        ev.push({ type: 'curse', color: c, seat: holder, stones, tied: [] });
        if (stones > 0) ev.push({ type: 'stones', from: { curse: c }, to: { seat: holder }, count: stones, why: 'curse' });
      }
    } else if (ev) {
      const tied: SeatIndex[] = [];
      for (let i = 0; i < seats.length; i++) if (seats[i]!.stash[c] === most) tied.push(i);
      ev.push({ type: 'curse', color: c, seat: null, stones, tied });
    }
  }
  s.step = 'endRound';
  s.decision = { kind: 'endRound', seats: [], secret: false };
}
