/**
 * Move patterns of the lesson format: does a move match a step's `expect`, which legal move does an
 * `auto` pattern stand for, and what to point at on the board for the expected move.
 */
import {
  applyMoveWithEvents, cardLabel, checkMove, legalMoves, upgradeKind, rulesOf, UPGRADE_TILES, CARDS, type LocationId,
  type CardRef, type GameState, type Move, type UpgradeRef,
} from '../engine/index.js';
import type { MovePattern } from './lesson-format.js';

/** "statuette", "statuette:discovery": the name of a card reference (ids by their card's name). */
function refLabel(ref: CardRef): string {
  if (typeof ref === 'number') return CARDS[ref] ? cardLabel(ref) : `#${ref}`;
  return ref.endsWith(':none') ? ref.slice(0, -':none'.length) : ref;
}

function tileKindOf(ref: UpgradeRef): string {
  return typeof ref === 'number' ? (UPGRADE_TILES[ref] ? upgradeKind(ref) : `#${ref}`) : ref;
}

const sameMultiset = (a: string[], b: string[]) => a.length === b.length && a.slice().sort().join('|') === b.slice().sort().join('|');
const sameSet = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((x) => b.includes(x));

/** The pool meeples of a seat (not yet placed). */
function pool(state: GameState, seat: number): number[] {
  return state.seats[seat]?.meeples.filter((m) => !m.placed).map((m) => m.id) ?? [];
}

/** The colour a placement counts as (from the engine's own event), or null (free locations, a lone Character). */
function placedColor(state: GameState, move: Move): string | null | undefined {
  try {
    const { events } = applyMoveWithEvents(state, move);
    const e = events.find((x) => x.type === 'placed');
    return e && e.type === 'placed' ? e.color : undefined;
  } catch {
    return undefined;
  }
}

/** Whether `move`, made in `state`, is one the pattern stands for. */
export function matchesPattern(p: MovePattern, move: Move, state: GameState): boolean {
  if (move.type !== p.type) return false;
  const m = move as Move & Record<string, unknown>;
  const seat = typeof m.seat === 'number' ? m.seat : null;
  if (p.seat !== undefined && seat !== p.seat) return false;
  if (p.location !== undefined && m.location !== p.location) return false;
  if (p.space !== undefined && (m.space ?? (m.location === 'stela' ? undefined : 0)) !== p.space) return false;
  if (p.meeples !== undefined && !(Array.isArray(m.meeples) && sameSet(m.meeples as number[], p.meeples))) return false;
  if (p.count !== undefined) {
    const n = Array.isArray(m.meeples) ? m.meeples.length : -1;
    const want = p.count === 'all' ? (seat === null ? -2 : pool(state, seat).length) : p.count;
    if (n !== want) return false;
  }
  if (p.color !== undefined && (move.type !== 'place' || placedColor(state, move) !== p.color)) return false;
  if (p.cards !== undefined) {
    if (!Array.isArray(m.cards)) return false;
    if (!sameMultiset((m.cards as number[]).map(refLabel), p.cards.map(refLabel))) return false;
  }
  if (p.card !== undefined) {
    if (p.card === null ? m.card !== null : typeof m.card !== 'number' || refLabel(m.card) !== refLabel(p.card)) return false;
  }
  if (p.tile !== undefined) {
    const t = m.tile;
    if (typeof t === 'number') {
      if (tileKindOf(t) !== tileKindOf(p.tile)) return false;
    } else if (t !== tileKindOf(p.tile)) return false;
  }
  if (p.meeple !== undefined && m.meeple !== p.meeple) return false;
  return true;
}

/** Card ids for references, taken from `from` (each id once), or null when one is missing. */
function pickCards(refs: readonly CardRef[], from: readonly (number | null)[]): number[] | null {
  const left = from.filter((c): c is number => c !== null && c >= 0);
  const out: number[] = [];
  for (const ref of refs) {
    const i = typeof ref === 'number' ? left.indexOf(ref) : left.findIndex((c) => cardLabel(c) === refLabel(ref));
    if (i < 0) return null;
    out.push(left.splice(i, 1)[0]!);
  }
  return out;
}

/** Meeples for a placement pattern: the ids given, or `count` of them, the colour's own faces first. */
function pickMeeples(p: MovePattern, state: GameState, seat: number): number[] | null {
  if (p.meeples) return p.meeples.slice();
  const st = state.seats[seat];
  if (!st) return null;
  const free = st.meeples.filter((m) => !m.placed);
  if (p.count === 'all') return free.map((m) => m.id);
  const n = p.count ?? 1;
  const rule = p.location ? rulesOf(state).locations[p.location as LocationId]?.color : undefined;
  const color = p.color ?? (rule === 'ARCH' ? 'archaeologist' : rule === 'ADV' ? 'adventurer' : undefined);
  const own = color === 'adventurer' ? 'black' : color === 'archaeologist' ? 'white' : null;
  const rank = (m: (typeof free)[number]) => (m.character ? 3 : m.face === own ? 0 : m.face === 'side' || m.face === 'standing' ? 1 : 2);
  const sorted = free.slice().sort((a, b) => rank(a) - rank(b) || a.id - b.id);
  return sorted.length >= n ? sorted.slice(0, n).map((m) => m.id) : null;
}

/** The move a pattern spells out in `state`, built directly from its fields (may be illegal), or null. */
function direct(p: MovePattern, state: GameState): Move | null {
  const d = state.decision;
  const seat = p.seat ?? d.seat ?? 0;
  const s = state.seats[seat];
  switch (p.type) {
    case 'roll': case 'prepare': return { type: p.type };
    case 'endRoll': return { type: 'endRoll', seat };
    case 'endExchanges': return { type: 'endExchanges', seat };
    case 'reroll': {
      const tile = p.tile === undefined ? null : tileKindOf(p.tile);
      if (tile !== 'U01' && tile !== 'U02') return null;
      return { type: 'reroll', seat, tile, meeples: tile === 'U02' ? [] : p.meeples ?? [] };
    }
    case 'place': {
      if (!p.location) return null;
      const meeples = pickMeeples(p, state, seat);
      if (!meeples) return null;
      return {
        type: 'place', seat, location: p.location, meeples,
        ...(p.space !== undefined ? { space: p.space } : {}), ...(p.color !== undefined ? { color: p.color } : {}),
      };
    }
    case 'campReroll': return p.meeple === undefined ? null : { type: 'campReroll', seat, meeple: p.meeple };
    case 'chooseCards': {
      const cards = p.cards && pickCards(p.cards, state.board.temple);
      return cards ? { type: 'chooseCards', seat, cards } : null;
    }
    case 'deliver': {
      const cards = p.cards && s && pickCards(p.cards, s.hand);
      return cards ? { type: 'deliver', seat, cards } : null;
    }
    case 'keepDrawn': {
      if (p.card === undefined || p.card === null || d.kind !== 'keepDrawn') return null;
      const card = pickCards([p.card], d.cards);
      return card ? { type: 'keepDrawn', seat, card: card[0]! } : null;
    }
    case 'blackMarket': {
      if (p.card === undefined) return null;
      if (p.card === null) return { type: 'blackMarket', seat, card: null };
      const card = s && pickCards([p.card], s.hand);
      return card ? { type: 'blackMarket', seat, card: card[0]! } : null;
    }
    case 'chooseUpgrade': case 'discardUpgrade': {
      if (p.tile === undefined) return null;
      const tiles = p.type === 'chooseUpgrade' ? state.board.upgradeDisplay : d.kind === 'discardUpgrade' ? d.tiles : [];
      const want = p.tile;
      const tile = tiles.find((t) => t !== null && (typeof want === 'number' ? t === want : upgradeKind(t) === want));
      return tile === undefined || tile === null ? null : { type: p.type, seat, tile };
    }
    case 'exchange': {
      const tile = p.tile === undefined ? null : tileKindOf(p.tile);
      return tile === 'U07' || tile === 'U10' ? { type: 'exchange', seat, tile } : null;
    }
  }
  return null;
}

/** A legal move matching the pattern in `state` (the one it spells out if legal, else the first listed), or null. */
export function resolvePattern(p: MovePattern, state: GameState): Move | null {
  const built = direct(p, state);
  if (built && checkMove(state, built) === null && matchesPattern(p, built, state)) return built;
  return legalMoves(state).find((m) => matchesPattern(p, m, state)) ?? null;
}

/** Highlight keys for the pieces and buttons of a (legal) move: what a learner would press to make it. */
export function moveHighlights(p: MovePattern, move: Move, state: GameState): string[] {
  const seat = 'seat' in move ? move.seat : null;
  const meeples = (ids: readonly number[]) => (seat === null ? [] : ids.map((id) => `meeple:${seat}:${id}`));
  const cards = (ids: readonly number[]) => ids.map((id) => `card:${id}`);
  switch (move.type) {
    case 'roll': return ['action:roll'];
    case 'prepare': return ['action:prepare'];
    case 'endRoll': return ['action:keep-roll'];
    case 'reroll': return move.tile === 'U02' ? ['action:reroll-all'] : [...meeples(move.meeples), 'action:reroll-selected'];
    case 'place': {
      const target = move.space !== undefined && ['temple', 'village', 'ship'].includes(move.location)
        ? `${move.location}:${move.space}` : move.location;
      // Meeples when the pattern fixes them; a unique space always takes exactly one: suggest it.
      const fixed = p.meeples !== undefined || p.count !== undefined || ['stela', 'temple', 'village'].includes(move.location);
      return [...(fixed ? meeples(move.meeples) : []), target, ...(p.color ? [`action:color-${p.color}`] : [])];
    }
    case 'campReroll': return move.meeple === null ? ['action:no-reroll'] : meeples([move.meeple]);
    case 'chooseCards': return [...cards(move.cards), 'action:take-cards'];
    case 'deliver': return move.cards.length ? [...cards(move.cards), 'action:deliver'] : ['action:deliver-nothing'];
    case 'keepDrawn': return cards([move.card]);
    case 'blackMarket': return move.card === null ? ['action:keep-cards'] : [...cards([move.card]), 'action:sell'];
    case 'chooseUpgrade': case 'discardUpgrade': return [`upgrade:${move.tile}`];
    case 'exchange': return [`action:exchange-${move.tile}`];
    case 'endExchanges': return ['action:end-exchanges'];
  }
  void state;
  return [];
}
