/**
 * Step 1, collect jewels: each seat chooses, in secret, the jewels its card shows or a bluff. Nothing
 * leaves the temple until every seat has chosen (so no choice shows through the temple); then the picks
 * are served from the first player clockwise, and a short temple gives what remains (`taken`, DEFAULT).
 */
import { fail } from './errors.js';
import { MAX_JEWELS, jewelKey, rulesOf } from './rules.js';
import { allSeats, type Events } from './state.js';
import type { AztecState, Jewels, SeatIndex } from './types.js';

/**
 * Whether a seat may take these jewels: its card's own (the truth), or any set of the rule-set's bluff
 * shape (DEFAULT: what a Jewel card could show, 2–4 jewels of at most 2 colours).
 */
function canPick(s: AztecState, seat: SeatIndex, b: number, y: number, r: number): boolean {
  const card = s.seats[seat]!.card;
  if (card !== null) {
    const shows = rulesOf(s).jewelCards[card]!;
    if (shows[0] === b && shows[1] === y && shows[2] === r) return true;
  }
  return b <= MAX_JEWELS && y <= MAX_JEWELS && r <= MAX_JEWELS && rulesOf(s).bluffIndex[jewelKey(b, y, r)]! >= 0;
}

const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;

/** The jewels of a collect move, read once and checked: BAD_JEWELS when no card could show them. */
export function checkPick(s: AztecState, seat: SeatIndex, jewels: unknown): Jewels {
  if (!Array.isArray(jewels) || jewels.length !== 3) fail('MALFORMED_MOVE', 'jewels must be [blue, yellow, red]: an array of 3 counts');
  const b: unknown = jewels[0], y: unknown = jewels[1], r: unknown = jewels[2];
  if (!isCount(b) || !isCount(y) || !isCount(r)) fail('BAD_JEWELS', `jewels must be 3 whole counts ≥ 0, not ${JSON.stringify([b, y, r])}`);
  if (!canPick(s, seat, b, y, r)) {
    const { minJewels, maxJewels, maxColors } = rulesOf(s).bluff;
    fail('BAD_JEWELS', `no Jewel card shows ${JSON.stringify([b, y, r])}: take your card's jewels, or ${minJewels}–${maxJewels} jewels of at most ${maxColors} colours`, { jewels: `${b},${y},${r}` });
  }
  return [b, y, r];
}

/** A seat's choice, kept secret until every seat has chosen; then the temple serves them all. */
export function commitPick(s: AztecState, seat: SeatIndex, b: number, y: number, r: number, ev: Events): void {
  s.seats[seat]!.pick = [b, y, r];
  const waiting = s.decision.seats as SeatIndex[];
  waiting.splice(waiting.indexOf(seat), 1);
  ev?.push({ type: 'picked', seat });
  if (waiting.length === 0) serve(s, ev);
}

/** Serves every pick from the temple, from the first player clockwise (a short temple gives what remains); then step 2. */
function serve(s: AztecState, ev: Events): void {
  const n = s.seats.length;
  const t = s.temple;
  for (let i = 0; i < n; i++) {
    const st = s.seats[(s.firstPlayer + i) % n]!;
    const p = st.pick!;
    const b = p[0] < t[0] ? p[0] : t[0], y = p[1] < t[1] ? p[1] : t[1], r = p[2] < t[2] ? p[2] : t[2];
    t[0] -= b;
    t[1] -= y;
    t[2] -= r;
    st.taken = [b, y, r];
  }
  if (ev) ev.push({ type: 'collected', taken: s.seats.map((st) => [st.taken![0], st.taken![1], st.taken![2]]) });
  s.step = 'token';
  s.decision = { kind: 'token', seats: allSeats(s), secret: true };
}
