/**
 * What changed between two positions an <aztec-board> showed, for its motion chunk to animate: the
 * picks served onto the cards, cards revealed, jewels gained and given back, cursed stones moving on the
 * track, tokens coming into view, Artifacts kept, the temple's and the Curse cards' counts.
 *
 * Read from the two views the board rendered (the viewer's: every other seat's card, pick and token is
 * HIDDEN or null there until it is public), and from nothing else — never the whole state, never the
 * rules' events — so a change can only tell what the board already shows: what the view of a seat holds
 * and others' do not (its own card, its pick) is never diffed, only what every view holds once public.
 */
import { sameJewels } from '../../state.js';
import type { AztecSeat, AztecState, Color, Jewels, SeatIndex } from '../../types.js';

export type AztecChange =
  /** Every seat chose: the jewels served onto `seat`'s card, from the temple. */
  | { kind: 'serve'; seat: SeatIndex; jewels: Jewels }
  /** `seat`'s card was revealed: it turns face up, with its verdict. */
  | { kind: 'reveal'; seat: SeatIndex }
  /**
   * Jewels `seat`'s stash gained: from its card (its reveal), or from the temple (an accused lie, an
   * Artifact); `was`: its stash before (its counts count from there).
   */
  | { kind: 'gain'; seat: SeatIndex; jewels: Jewels; from: 'card' | 'temple'; was: Jewels }
  /** The jewels on `seat`'s card back to the temple (an accused lie: it takes what its card shows instead). */
  | { kind: 'back'; seat: SeatIndex; jewels: Jewels }
  /** `seat`'s cursed stones, from `from` to `to`: its marker moves along the track, its count and penalty count. */
  | { kind: 'stones'; seat: SeatIndex; from: number; to: number }
  /** A token came into view (its placer's own at once, every seat's when all are shown): `seat`'s, in front of `target`. */
  | { kind: 'token'; seat: SeatIndex; target: SeatIndex }
  /** An Artifact `seat` kept, from the deck. */
  | { kind: 'artifact'; seat: SeatIndex; card: number }
  /** The temple's jewels of a colour. */
  | { kind: 'temple'; color: Color; from: number; to: number }
  /** The stones on a colour's Curse card; `seat`: the seat that took them (the curses step), else null. */
  | { kind: 'curse'; color: Color; from: number; to: number; seat: SeatIndex | null };

/** The three colours, by index (blue, yellow, red). */
export const COLOR_INDEXES = [0, 1, 2] as const;

/** More than this many things at once is a jump (a new game, a link opened), not a step to follow. */
const MOST_CHANGES = 60;

/** Whether `next` can follow `prev` in the same game by a step or two (else nothing is animated). */
function sameGame(prev: AztecState, next: AztecState): boolean {
  return prev.seats.length === next.seats.length
    && prev.seats.every((s, i) => s.name === next.seats[i]!.name && s.character === next.seats[i]!.character)
    && next.round >= prev.round && next.round <= prev.round + 1;
}

/** What `a` has more of than `b`, colour by colour (0 where it has less). */
const more = (a: Readonly<Jewels>, b: Readonly<Jewels>): Jewels => [Math.max(0, a[0] - b[0]), Math.max(0, a[1] - b[1]), Math.max(0, a[2] - b[2])];
const some = (j: Readonly<Jewels>) => j[0] + j[1] + j[2] > 0;

/** A seat's jewels: the card's, gained, given back, as the two views show them. */
function jewelChanges(p: AztecSeat, n: AztecSeat, seat: SeatIndex, out: AztecChange[]): void {
  if (!p.taken && n.taken) out.push({ kind: 'serve', seat, jewels: [...n.taken] });
  const gained = more(n.stash, p.stash);
  // The jewels left the card at its reveal: to the stash, or (an accused lie) back to the temple.
  const left = p.taken && !n.taken && n.revealed ? p.taken : null;
  const fromCard = !!left && sameJewels(gained, left);
  if (left && !fromCard && some(left)) out.push({ kind: 'back', seat, jewels: [...left] });
  if (some(gained)) out.push({ kind: 'gain', seat, jewels: gained, from: fromCard ? 'card' : 'temple', was: [...p.stash] });
}

/** Every change from `prev` to `next` (two views of the same viewer's board), in the order they are best shown. Empty for a jump. */
export function aztecChanges(prev: AztecState, next: AztecState): AztecChange[] {
  if (prev === next || !sameGame(prev, next)) return [];
  const out: AztecChange[] = [];
  next.seats.forEach((n, seat) => {
    const p = prev.seats[seat]!;
    if (!p.revealed && n.revealed && n.card !== null && n.card >= 0) out.push({ kind: 'reveal', seat });
    jewelChanges(p, n, seat, out);
    if (!p.token && n.token) out.push({ kind: 'token', seat, target: n.token.target });
    for (const card of n.artifacts) if (!p.artifacts.includes(card)) out.push({ kind: 'artifact', seat, card });
  });
  next.seats.forEach((n, seat) => {
    const from = prev.seats[seat]!.stones;
    if (from !== n.stones) out.push({ kind: 'stones', seat, from, to: n.stones });
  });
  for (const color of COLOR_INDEXES) {
    if (prev.temple[color] !== next.temple[color]) out.push({ kind: 'temple', color, from: prev.temple[color], to: next.temple[color] });
    const from = prev.curses[color];
    const to = next.curses[color];
    if (from !== to) out.push({ kind: 'curse', color, from, to, seat: to === 0 ? takerOf(prev, next, color, from) : null });
  }
  return out.length > MOST_CHANGES ? [] : out;
}

/**
 * The seat that took a Curse card's `stones` at the curses step: the one with the most jewels of its
 * colour, alone, whose stones grew by at least as many. Null when none did (an Artifact's discard, say).
 */
function takerOf(prev: AztecState, next: AztecState, color: Color, stones: number): SeatIndex | null {
  if (prev.step !== 'curses') return null;
  const most = Math.max(...next.seats.map((s) => s.stash[color]));
  const at = next.seats.flatMap((s, i) => (s.stash[color] === most ? [i] : []));
  const seat = at.length === 1 ? at[0]! : -1;
  return seat >= 0 && next.seats[seat]!.stones - prev.seats[seat]!.stones >= stones ? seat : null;
}
