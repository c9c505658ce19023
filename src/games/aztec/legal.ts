/**
 * The legal moves of a seat, listed (`legalMoves`) or drawn by index (random-move.ts): both read the same
 * numbering, so a random move is exactly `legalMoves(state, seat)[i]` for a uniform `i`.
 *  - collect: every bluff shape of the rule-set (fewest jewels first), then the card's own jewels when
 *    they are not a bluff shape (never, with the shipped rules);
 *  - token: each other seat in seat order, "I believe you!" then "You lie!";
 *  - artifact: each drawn card kept, in the drawn order; for each, every order of the others (in
 *    lexicographic order of their places among the drawn); for each, every choice the kept card takes.
 */
import { choiceAt, choiceCount } from './artifacts.js';
import { jewelKey, rulesOf } from './rules.js';
import type { AztecMove, AztecState, Jewels, SeatIndex } from './types.js';

/** Number of collect moves of `seat` (its card must be known: a full state or its own view). */
export function collectCount(s: AztecState, seat: SeatIndex): number {
  const r = rulesOf(s);
  const card = s.seats[seat]!.card;
  if (card === null || card < 0) return r.bluffs.length;
  const shows = r.jewelCards[card]!;
  return r.bluffs.length + (r.bluffIndex[jewelKey(shows[0], shows[1], shows[2])]! < 0 ? 1 : 0);
}

/** The `i`-th collect move's jewels (a shared table entry: copy it before keeping it). */
export function collectAt(s: AztecState, seat: SeatIndex, i: number): Readonly<Jewels> {
  const r = rulesOf(s);
  return i < r.bluffs.length ? r.bluffs[i]! : r.jewelCards[s.seats[seat]!.card!]!;
}

/** The target of the `i`-th token move of `seat` (2 moves a target: believe, then accuse). */
export function tokenTarget(seat: SeatIndex, i: number): SeatIndex {
  const k = i >> 1;
  return k < seat ? k : k + 1;
}

const FACTORIALS = [1, 1, 2, 6, 24, 120, 720];

/** The artifact move drawn or listed last: a scratch reused from call to call. */
export const artifactPick = { keep: -1, tuck: [] as number[], choice: -1 };

/** Number of artifact moves (the deciding seat's: the cards it drew are in its decision). */
export function artifactCount(s: AztecState): number {
  const d = s.decision;
  if (d.kind !== 'artifact') return 0;
  const cards = rulesOf(s).artifactCards;
  const orders = FACTORIALS[d.cards.length - 1]!;
  let total = 0;
  for (let i = 0; i < d.cards.length; i++) total += orders * choiceCount(s, cards[d.cards[i]!]!);
  return total;
}

/** Writes the `i`-th artifact move of `seat` into `artifactPick`. */
export function artifactAt(s: AztecState, seat: SeatIndex, i: number): void {
  const drawn = (s.decision as Extract<AztecState['decision'], { kind: 'artifact' }>).cards;
  const cards = rulesOf(s).artifactCards;
  const m = drawn.length;
  const orders = FACTORIALS[m - 1]!;
  let keep = 0;
  for (; keep < m; keep++) {
    const n = orders * choiceCount(s, cards[drawn[keep]!]!);
    if (i < n) break;
    i -= n;
  }
  const card = cards[drawn[keep]!]!;
  const choices = choiceCount(s, card);
  let order = Math.floor(i / choices);
  artifactPick.keep = drawn[keep]!;
  artifactPick.choice = choiceAt(s, seat, card, i % choices);
  // The order-th permutation of the other drawn cards, lexicographic by their places (factorial numbering).
  const tuck = artifactPick.tuck;
  tuck.length = 0;
  for (let j = 0; j < m; j++) if (j !== keep) tuck.push(drawn[j]!);
  for (let j = 0; j < tuck.length - 1; j++) {
    const f = FACTORIALS[tuck.length - 1 - j]!;
    const k = j + Math.floor(order / f);
    order %= f;
    // Move tuck[k] to place j, shifting the ones between (keeps the rest in order).
    const id = tuck[k]!;
    for (let x = k; x > j; x--) tuck[x] = tuck[x - 1]!;
    tuck[j] = id;
  }
}

/** The artifact move in `artifactPick`, as a move object (its own tuck array). */
export function artifactMove(s: AztecState, seat: SeatIndex): AztecMove {
  const card = rulesOf(s).artifactCards[artifactPick.keep]!;
  const { keep, choice } = artifactPick;
  const tuck = artifactPick.tuck.slice();
  if (card.effect === 'giveStone') return { type: 'artifact', seat, keep, tuck, target: choice };
  if (choice >= 0) return { type: 'artifact', seat, keep, tuck, color: choice as 0 | 1 | 2 };
  return { type: 'artifact', seat, keep, tuck };
}

/**
 * Every legal move of `seat` now ([] when it has no decision: the table's steps are `tableMove`'s). Works
 * on a seat's own view too (what it decides on is in its view). Moves are fresh objects.
 */
export function legalMoves(state: AztecState, seat: SeatIndex): AztecMove[] {
  const d = state.decision;
  const moves: AztecMove[] = [];
  if (!(d.seats as readonly SeatIndex[]).includes(seat)) return moves;
  if (d.kind === 'collect') {
    const n = collectCount(state, seat);
    for (let i = 0; i < n; i++) {
      const j = collectAt(state, seat, i);
      moves.push({ type: 'collect', seat, jewels: [j[0], j[1], j[2]] });
    }
  } else if (d.kind === 'token') {
    const n = 2 * (state.seats.length - 1);
    for (let i = 0; i < n; i++) moves.push({ type: 'token', seat, target: tokenTarget(seat, i), believe: (i & 1) === 0 });
  } else if (d.kind === 'artifact') {
    const n = artifactCount(state);
    for (let i = 0; i < n; i++) {
      artifactAt(state, seat, i);
      moves.push(artifactMove(state, seat));
    }
  }
  return moves;
}
