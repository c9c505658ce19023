/**
 * Determinization: one full game state consistent with what a seat sees. Everything the view hides
 * is re-dealt at random from what the seat cannot know:
 *  - Artifact cards: the 75 cards minus every visible one (own hand, Temple display, Surroundings,
 *    common discard, drawn cards shown to the seat, and the cards other seats took face up, which the
 *    view keeps in their hands) fill the hidden slots — the rest of other hands, the deck and cards
 *    another seat is choosing from — keeping every count the view shows;
 *  - Upgrade tiles: the 24 tiles minus the display, every seat's slots and discards and pending gains
 *    fill the pile;
 *  - Automaton cards (2 players): its deck is dealt from the cards neither current nor played in
 *    earlier rounds (`automaton.played`, which the view shows);
 *  - the generator (future rolls, reshuffles) gets a fresh state from `random`.
 * With `memory: false` the seat forgets what the table saw (others' face-up cards, the Automaton cards
 * played) and deals from everything it does not see now, as the first computer players did.
 * The result is an ordinary full state (`hidden: false`) the engine can play on.
 */
import { cloneState, HIDDEN, UPGRADE_TILES, type GameState, type SeatIndex } from '../engine/index.js';
import { DECK_SIZE } from '../engine/data.js';
import { rulesOf } from '../engine/ruleset.js';
import { randomWord, shuffleInPlace, type Random } from '../../../kit/random-source.js';

export type { Random };

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
 * The view as a seat that remembers nothing would have it: other hands all HIDDEN, no Automaton cards
 * known to be played. (A view made by viewFor before the table's memory existed looks like this.)
 */
export function forgetful(view: GameState, seat: SeatIndex): GameState {
  const v = cloneState(view);
  v.seats.forEach((st, i) => {
    if (i !== seat) st.hand.fill(HIDDEN);
  });
  v.known = [];
  return v;
}

/**
 * Prepares the determinizations of one view: what is unseen is worked out once, so each sample costs a
 * copy and a few shuffles. Throws when the view is inconsistent (more hidden slots than unseen cards).
 */
export function determinizer(view: GameState, seat: SeatIndex, memory = true): (random: Random) => GameState {
  if (!view.hidden) throw new TypeError('determinize takes a seat view (viewFor(state, seat)), not a full state');
  const base = memory ? cloneState(view) : forgetful(view, seat);
  if (base.seats[seat]!.hand.includes(HIDDEN)) throw new TypeError(`this view does not show seat ${seat}'s hand: it is another seat's view`);

  // ---- Artifact cards
  seenCard.fill(0);
  const b = base.board;
  markAll(seenCard, b.temple);
  markAll(seenCard, b.surroundings.quarry);
  markAll(seenCard, b.surroundings.small_temple);
  markAll(seenCard, b.surroundings.ruins);
  markAll(seenCard, base.discard);
  markAll(seenCard, base.flow.drawn);
  markAll(seenCard, base.deck); // a future engine may show some deck cards (none today)
  for (const st of base.seats) markAll(seenCard, st.hand);
  const unseen: number[] = [];
  for (let c = 0; c < DECK_SIZE; c++) if (!seenCard[c]) unseen.push(c);
  let slots = countHidden(base.deck) + countHidden(base.flow.drawn);
  for (const st of base.seats) slots += countHidden(st.hand);
  if (slots !== unseen.length) {
    throw new Error(`inconsistent view: ${slots} hidden card slots but ${unseen.length} unseen cards`);
  }

  // ---- Upgrade tiles
  seenTile.fill(0);
  markAll(seenTile, b.upgradeDisplay);
  for (const st of base.seats) {
    markAll(seenTile, st.upgrades);
    markAll(seenTile, st.upgradeDiscard);
  }
  for (const g of base.gains) seenTile[g.tile] = 1;
  markAll(seenTile, base.upgradePile);
  const tiles: number[] = [];
  for (let t = 0; t < TILE_COUNT; t++) if (!seenTile[t]) tiles.push(t);
  const tileSlots = countHidden(base.upgradePile);
  if (tileSlots !== tiles.length) {
    throw new Error(`inconsistent view: ${tileSlots} hidden Upgrade slots but ${tiles.length} unseen tiles`);
  }

  // ---- Automaton deck: neither the current card, nor one known in the deck, nor one played before
  let automaton: number[] = [];
  if (base.automaton && base.automaton.deck.includes(HIDDEN)) {
    const a = base.automaton;
    const played = memory ? view.automaton?.played ?? [] : [];
    automaton = rulesOf(view).automaton.cards.map((_, k) => k).filter((k) => k !== a.card && !a.deck.includes(k) && !played.includes(k));
    if (automaton.length < countHidden(a.deck)) throw new Error('inconsistent view: too many hidden Automaton cards');
  }
  const hiddenDrawn = base.flow.drawn.includes(HIDDEN) && base.decision.kind === 'keepDrawn';

  return (random) => {
    const s = cloneState(base);
    const cards = shuffleInPlace(unseen.slice(), random);
    fill(s.deck, cards);
    for (const st of s.seats) fill(st.hand, cards);
    fill(s.flow.drawn, cards);
    if (hiddenDrawn) s.decision = { kind: 'keepDrawn', seat: s.decision.seat!, cards: s.flow.drawn.slice() };
    fill(s.upgradePile, shuffleInPlace(tiles.slice(), random));
    if (s.automaton && automaton.length) fill(s.automaton.deck, shuffleInPlace(automaton.slice(), random));
    // Future rolls and reshuffles: a fresh generator.
    const word = () => randomWord(random);
    s.rng = { s: [word(), word(), word(), word() | 1] };
    s.rollQueue = [];
    s.hidden = false;
    return s;
  };
}

/** One determinization of `view` (see determinizer). */
export function determinize(view: GameState, seat: SeatIndex, random: Random, memory = true): GameState {
  return determinizer(view, seat, memory)(random);
}
