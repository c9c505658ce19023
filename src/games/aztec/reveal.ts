/**
 * Step 3, reveal: from the first player clockwise, the table reveals each card and applies the rulebook's
 * case (1: truth; 2: a lie nobody accused; 3: a lie accused by at least one), in the rulebook's order —
 * jewels, the accusers' stones, the Artifacts gained (each a decision of its gainer), then the believers'
 * stones. After the last card, step 4 (curses).
 */
import { commitArtifact, drawForGain } from './artifacts.js';
import { rulesOf } from './rules.js';
import { discardStones, giveStone, sameJewels, takeFromSupply, type Events } from './state.js';
import type { AztecState, Jewels, SeatIndex } from './types.js';

/** Scratch: the accusers and believers of the card being revealed, from the revealer's left (no array per reveal). */
const accusers = new Int8Array(8);
const believers = new Int8Array(8);
const found = { accusers: 0, believers: 0 };

/** Fills the scratch with the tokens in front of `seat`, in seat order from its left. */
function readTokens(s: AztecState, seat: SeatIndex): void {
  const n = s.seats.length;
  let a = 0, b = 0;
  for (let k = 1; k < n; k++) {
    const t = (seat + k) % n;
    const token = s.seats[t]!.token;
    if (token !== null && token.target === seat) {
      if (token.believe) believers[b++] = t;
      else accusers[a++] = t;
    }
  }
  found.accusers = a;
  found.believers = b;
}

/** The rulebook's case for `seat`'s card (readTokens first): 1 truth, 2 a lie nobody accused, 3 an accused lie. */
function caseOf(s: AztecState, seat: SeatIndex): 1 | 2 | 3 {
  const st = s.seats[seat]!;
  // Truth is judged on the pick against the card (DEFAULT): a short temple does not make a liar.
  if (sameJewels(st.pick!, rulesOf(s).jewelCards[st.card!]!)) return 1;
  return found.accusers === 0 ? 2 : 3;
}

const list = (from: Int8Array, n: number): SeatIndex[] => Array.from(from.subarray(0, n));

/** The table's `reveal`: the next card, its jewels, the accusers' stones and the Artifacts it gives. */
export function reveal(s: AztecState, ev: Events): void {
  const seat = (s.decision as Extract<AztecState['decision'], { kind: 'reveal' }>).seat;
  const st = s.seats[seat]!;
  readTokens(s, seat);
  const c = caseOf(s, seat);
  const taken = st.taken!;
  const shows = rulesOf(s).jewelCards[st.card!]!;
  st.revealed = true;
  // The seat's public record: every seat now sees its card beside its pick.
  if (c === 1) st.reveals.truths++;
  else st.reveals.lies++;
  if (ev) {
    ev.push({
      type: 'revealed', seat, card: st.card!, shows: [shows[0], shows[1], shows[2]], taken: [taken[0], taken[1], taken[2]], case: c,
      accusers: list(accusers, found.accusers), believers: list(believers, found.believers),
    });
  }
  const stash = st.stash;
  if (c === 3) {
    // "You discard the jewels to the temple, and instead take the ones indicated on your card" (what it can give).
    const t = s.temple;
    t[0] += taken[0];
    t[1] += taken[1];
    t[2] += taken[2];
    const got: Jewels = [Math.min(shows[0], t[0]), Math.min(shows[1], t[1]), Math.min(shows[2], t[2])];
    t[0] -= got[0];
    t[1] -= got[1];
    t[2] -= got[2];
    stash[0] += got[0];
    stash[1] += got[1];
    stash[2] += got[2];
    if (ev) {
      ev.push({ type: 'jewels', seat, jewels: [taken[0], taken[1], taken[2]], to: 'temple', from: 'card' });
      ev.push({ type: 'jewels', seat, jewels: got, to: 'stash', from: 'temple' });
    }
    // "Each player who accused you of lying gives you one of their cursed stones."
    for (let i = 0; i < found.accusers; i++) giveStone(s, accusers[i]!, seat, 'lied', ev);
    // "If at least 2 players accused you of lying, each of these players gains an Artifact" (from your left, DEFAULT).
    if (found.accusers >= 2) {
      for (let i = 0; i < found.accusers; i++) {
        s.gains.push(accusers[i]!);
        ev?.push({ type: 'artifactGain', seat: accusers[i]!, why: 'caughtLiar' });
      }
    }
  } else {
    stash[0] += taken[0];
    stash[1] += taken[1];
    stash[2] += taken[2];
    ev?.push({ type: 'jewels', seat, jewels: [taken[0], taken[1], taken[2]], to: 'stash', from: 'card' });
    if (c === 1) {
      // "You give one of your cursed stones to each player who accused you of lying."
      for (let i = 0; i < found.accusers; i++) giveStone(s, seat, accusers[i]!, 'accused', ev);
    }
    // Case 1 with at least 2 accusers, or case 2: "you gain an Artifact".
    if (c === 2 || found.accusers >= 2) {
      s.gains.push(seat);
      ev?.push({ type: 'artifactGain', seat, why: c === 1 ? 'accusedTruth' : 'unaccusedLie' });
    }
  }
  // The jewels have left the card.
  st.taken = null;
  continueReveal(s, ev);
}

/** An Artifact decision (checked, or drawn legal): the seat keeps or plays `keep`, tucks `tuck`; the reveal goes on. */
export function keepArtifact(s: AztecState, seat: SeatIndex, keep: number, tuck: readonly number[], choice: number, ev: Events): void {
  commitArtifact(s, seat, keep, tuck, choice, ev);
  continueReveal(s, ev);
}

/**
 * After a reveal, and after each Artifact decision: the next gainer draws; once every gain is done, the
 * believers' stones, then the next card (or step 4).
 */
function continueReveal(s: AztecState, ev: Events): void {
  if (drawForGain(s, ev)) return;
  const n = s.seats.length;
  // The revealer: the last revealed card from the first player clockwise (the reveals go in that order).
  let seat = s.firstPlayer, next = -1;
  for (let i = 0; i < n; i++) {
    const t = (s.firstPlayer + i) % n;
    if (!s.seats[t]!.revealed) {
      next = t;
      break;
    }
    seat = t;
  }
  readTokens(s, seat);
  const c = caseOf(s, seat);
  for (let i = 0; i < found.believers; i++) {
    // Truth: "each player who believed you discards 1 cursed stone to the supply" (none held: nothing, derived);
    // a lie: "each player who believed you takes a cursed stone from the supply".
    if (c === 1) discardStones(s, believers[i]!, 1, 'believed', ev);
    else takeFromSupply(s, believers[i]!, 'believed', ev);
  }
  if (next >= 0) {
    s.step = 'reveal';
    s.decision = { kind: 'reveal', seats: [], secret: false, seat: next };
  } else {
    s.step = 'curses';
    s.decision = { kind: 'curses', seats: [], secret: false };
  }
}
