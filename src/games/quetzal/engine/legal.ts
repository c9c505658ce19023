/**
 * legalMoves: every legal move for whoever must decide now. Meeples, cards and tiles that are
 * interchangeable (same face category, same card kind, same Upgrade kind) are listed once, with the
 * lowest id, so a UI can highlight targets and a bot can search without duplicates. Any other id of an
 * interchangeable piece is accepted by applyMove too. Placements are listed in the canonical form of
 * place-moves.ts (no group that does the same with more flexible meeples).
 */
import { exchangeMoves } from './exchange-moves.js';
import { CARD_KIND_COUNT } from './catalog.js';
import { rulesOf, SHIPPED, type Rules } from './ruleset.js';
import { poolGroups } from './pool-groups.js';
import { placeMoves } from './phase3-calls.js';
import type { Decision, GameState, Move, SeatIndex } from './types.js';

export { placeMoves, poolGroups, type PoolGroups } from './place-moves.js';

/** Every sub-multiset of the cards (by kind) with between `min` and `max` cards. */
export function cardCombos(cards: readonly (number | null)[], min: number, max: number, r: Rules = SHIPPED): number[][] {
  const out: number[][] = [];
  combos(r, cards, min, max, out, LISTS, -1);
  return out;
}

/** What combos lists: the card lists themselves, or the moves that deliver or choose them. */
type Combos = 0 | 1 | 2;
const LISTS = 0, DELIVER = 1, CHOOSE = 2;

/**
 * Pushes onto `out` every sub-multiset of the cards (by kind) with between `min` and `max` cards (each a
 * fresh array, or the move of `seat` taking it): how many of each kind, counted like an odometer whose last kind turns fastest (the
 * order of a depth-first walk over the kinds, taking 0, 1, 2… cards of each).
 */
function combos(r: Rules, cards: readonly (number | null)[], min: number, max: number, out: unknown[], what: Combos, seat: SeatIndex): void {
  // The cards by kind, in order of first appearance: kind k's cards are byKind[k * MAX_SAME ..) (module scratch).
  const slot = kindSlot.fill(-1);
  let kinds = 0;
  for (let i = 0; i < cards.length; i++) {
    const c = cards[i];
    if (c === null || c === undefined) continue;
    const kind = r.cards[c]!.kind;
    let k = slot[kind]!;
    if (k < 0) {
      k = slot[kind] = kinds++;
      kindSize[k] = 0;
    }
    byKind[k * MAX_SAME + kindSize[k]!++] = c;
  }
  // taken[k]: cards of kind k in the pick; the pick is pick[0..top), kind by kind (a stack: the kinds
  // after the one that turns are all at 0, so a turn only appends or drops the pick's last cards).
  const taken = kindTaken.fill(0, 0, kinds);
  const pick = comboPick;
  let top = 0;
  for (;;) {
    if (top >= min) {
      // The pick, copied at its length (a loop beats slice's call for a handful of cards).
      const cards = new Array<number>(top);
      for (let i = 0; i < top; i++) cards[i] = pick[i]!;
      out.push(what === DELIVER ? { type: 'deliver', seat, cards } : what === CHOOSE ? { type: 'chooseCards', seat, cards } : cards);
    }
    let k = kinds - 1;
    for (; k >= 0; k--) {
      if (taken[k]! < kindSize[k]! && top < max) break;
      top -= taken[k]!;
      taken[k] = 0;
    }
    if (k < 0) return;
    pick[top++] = byKind[k * MAX_SAME + taken[k]!++]!;
  }
}

/**
 * Room for this many cards of one kind (the most copies of one kind is 12). The scratch arrays are marked
 * pure: a bundler otherwise counts `new Int8Array` as a side effect and runs this module (with all of
 * legalMoves) wherever rules/index.ts is imported, as in the board's first file.
 */
const MAX_SAME = 16;
const kindSlot = /* @__PURE__ */ new Int8Array(CARD_KIND_COUNT);
const kindSize = /* @__PURE__ */ new Int8Array(CARD_KIND_COUNT);
const kindTaken = /* @__PURE__ */ new Int8Array(CARD_KIND_COUNT);
const byKind = /* @__PURE__ */ new Int16Array(CARD_KIND_COUNT * MAX_SAME);
const comboPick: number[] = [];

function distinctBy<T>(items: readonly T[], key: (t: T) => unknown): T[] {
  const seen = new Set<unknown>();
  return items.filter((t) => (seen.has(key(t)) ? false : (seen.add(key(t)), true)));
}

/** The Phase-1 reroll choices: U01 on one or two meeples (one per category of the pool), U02, or none. */
export function rerollMoves(s: GameState, d: Extract<Decision, { kind: 'reroll' }>): Move[] {
  const moves: Move[] = [];
  const g = poolGroups(s.seats[d.seat]!.meeples);
  if (d.tiles.includes('U01')) {
    const reps = [g.black, g.white, g.wild, g.character].filter((l) => l.length > 0);
    reps.forEach((a, i) => {
      moves.push({ type: 'reroll', seat: d.seat, tile: 'U01', meeples: [a[0]!] });
      if (a.length > 1 && rulesOf(s).effects.U01.meeples > 1) moves.push({ type: 'reroll', seat: d.seat, tile: 'U01', meeples: [a[0]!, a[1]!] });
      for (const other of reps.slice(i + 1)) moves.push({ type: 'reroll', seat: d.seat, tile: 'U01', meeples: [a[0]!, other[0]!] });
    });
  }
  if (d.tiles.includes('U02')) moves.push({ type: 'reroll', seat: d.seat, tile: 'U02', meeples: [] });
  moves.push({ type: 'endRoll', seat: d.seat });
  return moves;
}

/**
 * Every legal move for the current decision, with the deciding seat's "at any time" exchanges. Other
 * seats' exchanges, legal too at any moment, are not listed here: ask exchangeMoves(state, seat).
 */
export function legalMoves(s: GameState): Move[] {
  const d = s.decision;
  let moves: Move[] = [];
  switch (d.kind) {
    case 'roll':
      return [{ type: 'roll' }];
    case 'prepare':
      return [{ type: 'prepare' }];
    case 'gameOver':
      return [];
    case 'reroll':
      moves = rerollMoves(s, d);
      break;
    case 'place':
      moves = placeMoves(s, d.seat);
      break;
    case 'campReroll': {
      const g = poolGroups(s.seats[d.seat]!.meeples);
      for (const list of [g.black, g.white, g.wild, g.character]) {
        if (list.length) moves.push({ type: 'campReroll', seat: d.seat, meeple: list[0]! });
      }
      moves.push({ type: 'campReroll', seat: d.seat, meeple: null });
      break;
    }
    case 'templeCards':
      combos(rulesOf(s), s.board.temple, d.choose, d.choose, moves, CHOOSE, d.seat);
      break;
    case 'keepDrawn':
      for (const card of distinctBy(d.cards, (c) => rulesOf(s).cards[c]!.kind)) moves.push({ type: 'keepDrawn', seat: d.seat, card });
      break;
    case 'blackMarket':
      for (const card of distinctBy(s.seats[d.seat]!.hand, (c) => rulesOf(s).cards[c]!.kind)) moves.push({ type: 'blackMarket', seat: d.seat, card });
      moves.push({ type: 'blackMarket', seat: d.seat, card: null });
      break;
    case 'chooseUpgrade': {
      const tiles = s.board.upgradeDisplay.filter((t): t is number => t !== null);
      for (const tile of distinctBy(tiles, (t) => rulesOf(s).tiles[t]!.kind)) moves.push({ type: 'chooseUpgrade', seat: d.seat, tile });
      break;
    }
    case 'discardUpgrade':
      for (const tile of d.tiles) moves.push({ type: 'discardUpgrade', seat: d.seat, tile });
      break;
    case 'deliver':
      combos(rulesOf(s), s.seats[d.seat]!.hand, 0, d.limit, moves, DELIVER, d.seat);
      break;
    case 'lastExchanges':
      moves.push({ type: 'endExchanges', seat: d.seat });
      break;
  }
  // Exchanges need a permanent Upgrade: most seats have none, and no list is built for them.
  if (d.seat !== null && s.seats[d.seat]!.upgrades.length) {
    const exchanges = exchangeMoves(s, d.seat);
    for (let i = 0; i < exchanges.length; i++) moves.push(exchanges[i]!);
  }
  return moves;
}

export { exchangeMoves };
