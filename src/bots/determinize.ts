/**
 * Determinization: one full game state consistent with what a seat sees. Everything the view hides
 * is re-dealt at random from what the seat cannot have seen:
 *  - Artifact cards: the 75 cards minus every visible one (own hand, Temple display, Surroundings,
 *    common discard, drawn cards shown to the seat) fill the hidden slots — other hands, the deck and
 *    cards another seat is choosing from — keeping every count the view shows;
 *  - Upgrade tiles: the 24 tiles minus the display, every seat's slots and discards and pending gains
 *    fill the pile;
 *  - Automaton cards (2 players): its deck is drawn from the 9 cards other than the current one (the
 *    view does not tell which ones earlier rounds used);
 *  - the generator (future rolls, reshuffles) gets a fresh state from `random`.
 * The result is an ordinary full state (`hidden: false`) the engine can play on.
 */
import { cloneState, HIDDEN, UPGRADE_TILES, type GameState, type SeatIndex } from '../rules/index.js';
import { AUTOMATON_CARDS, DECK_SIZE } from '../rules/data.js';

export type Random = () => number;

function shuffleInPlace<T>(items: T[], random: Random): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    const t = items[i]!;
    items[i] = items[j]!;
    items[j] = t;
  }
  return items;
}

const TILE_COUNT = UPGRADE_TILES.length;

/** Reusable scratch for the hot path (one determinization per search iteration). */
const seenCard = new Uint8Array(DECK_SIZE);
const seenTile = new Uint8Array(TILE_COUNT);

function markAll(seen: Uint8Array, list: readonly (number | null)[]): void {
  for (const c of list) if (c !== null && c !== HIDDEN) seen[c] = 1;
}

function countHidden(list: readonly (number | null)[]): number {
  let n = 0;
  for (const c of list) if (c === HIDDEN) n++;
  return n;
}

/** Fills HIDDEN entries of `list` from `pool` (taken from its end). */
function fill(list: (number | null)[], pool: number[]): void {
  for (let i = 0; i < list.length; i++) if (list[i] === HIDDEN) list[i] = pool.pop()!;
}

/**
 * A full state that `view` (seat `seat`'s view) could have come from, sampled with `random`.
 * Throws when the view is inconsistent (more hidden slots than unseen cards).
 */
export function determinize(view: GameState, seat: SeatIndex, random: Random): GameState {
  if (!view.hidden) throw new TypeError('determinize takes a seat view (viewFor(state, seat)), not a full state');
  const s = cloneState(view);
  if (s.seats[seat]!.hand.includes(HIDDEN)) throw new TypeError(`this view does not show seat ${seat}'s hand: it is another seat's view`);

  // ---- Artifact cards
  seenCard.fill(0);
  const b = s.board;
  markAll(seenCard, b.temple);
  markAll(seenCard, b.surroundings.quarry);
  markAll(seenCard, b.surroundings.small_temple);
  markAll(seenCard, b.surroundings.ruins);
  markAll(seenCard, s.discard);
  markAll(seenCard, s.flow.drawn);
  markAll(seenCard, s.deck); // a future engine may show some deck cards (none today)
  for (const st of s.seats) markAll(seenCard, st.hand);
  const unseen: number[] = [];
  for (let c = 0; c < DECK_SIZE; c++) if (!seenCard[c]) unseen.push(c);
  let slots = countHidden(s.deck) + countHidden(s.flow.drawn);
  for (const st of s.seats) slots += countHidden(st.hand);
  if (slots !== unseen.length) {
    throw new Error(`inconsistent view: ${slots} hidden card slots but ${unseen.length} unseen cards`);
  }
  shuffleInPlace(unseen, random);
  fill(s.deck, unseen);
  for (const st of s.seats) fill(st.hand, unseen);
  const hiddenDrawn = s.flow.drawn.includes(HIDDEN);
  fill(s.flow.drawn, unseen);
  if (hiddenDrawn && s.decision.kind === 'keepDrawn') s.decision.cards = s.flow.drawn.slice();

  // ---- Upgrade tiles
  seenTile.fill(0);
  markAll(seenTile, b.upgradeDisplay);
  for (const st of s.seats) {
    markAll(seenTile, st.upgrades);
    markAll(seenTile, st.upgradeDiscard);
  }
  for (const g of s.gains) seenTile[g.tile] = 1;
  markAll(seenTile, s.upgradePile);
  const tiles: number[] = [];
  for (let t = 0; t < TILE_COUNT; t++) if (!seenTile[t]) tiles.push(t);
  const tileSlots = countHidden(s.upgradePile);
  if (tileSlots !== tiles.length) {
    throw new Error(`inconsistent view: ${tileSlots} hidden Upgrade slots but ${tiles.length} unseen tiles`);
  }
  fill(s.upgradePile, shuffleInPlace(tiles, random));

  // ---- Automaton deck
  if (s.automaton && s.automaton.deck.includes(HIDDEN)) {
    const current = s.automaton.card;
    const known = new Set(s.automaton.deck.filter((c) => c !== HIDDEN));
    const pool = shuffleInPlace(AUTOMATON_CARDS.map((_, k) => k).filter((k) => k !== current && !known.has(k)), random);
    if (pool.length < countHidden(s.automaton.deck)) throw new Error('inconsistent view: too many hidden Automaton cards');
    fill(s.automaton.deck, pool);
  }

  // ---- Future rolls and reshuffles: a fresh generator.
  const word = () => Math.floor(random() * 4294967296) >>> 0;
  s.rng = { s: [word(), word(), word(), word() | 1] };
  s.rollQueue = [];
  s.hidden = false;
  return s;
}
