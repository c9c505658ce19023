/**
 * Where a change's pieces are drawn in an <aztec-board>'s shadow root: a seat's panel and what is in it
 * (its stash, its round card and the jewels on it, its cursed stones, its tokens, its kept Artifacts),
 * its marker on the cursed-stone track, the temple's colours, the Curse cards, the Artifact deck. Read
 * from the marks the parts already draw (`data-seat`, `data-color`, `data-token`, `data-from`,
 * `data-artifact`), so the parts need no hook of their own.
 */
import type { Color, COLORS } from '../../data.js';
import type { SeatIndex } from '../../types.js';

/**
 * The colours' names as the parts mark them (`data-color`): data.ts's COLORS, checked to be the same list
 * by its type. Not imported: every value this chunk imports from the board's first file is one more
 * export of that file, which has no byte to spare.
 */
const NAMES: typeof COLORS = ['blue', 'yellow', 'red'];

type Root = ShadowRoot | HTMLElement;

/** A seat's panel (its marker beside the name and on the track carry `data-seat` too: the panel is the article). */
const panel = (seat: SeatIndex) => `.az-seat[data-seat="${seat}"]`;

/** A colour's count in a seat's stash: its jewel and its number (jewelOf, numberOf). */
export const stashCount = (root: Root, seat: SeatIndex, color: Color): Element | null =>
  root.querySelector(`${panel(seat)} .az-stash [data-color="${NAMES[color]}"]`);

/** A seat's Jewel card of this round (face up, face down or its empty place). */
export const roundCard = (root: Root, seat: SeatIndex): Element | null => root.querySelector(`${panel(seat)} .az-round .az-card`);

/** A colour's jewel among those on a seat's card (its pick once served), or its card itself when none of it shows. */
export const cardJewel = (root: Root, seat: SeatIndex, color: Color): Element | null =>
  root.querySelector(`${panel(seat)} .az-round [data-color="${NAMES[color]}"] .az-jewel`) ?? roundCard(root, seat);

/** The truth-or-lie mark beside a revealed card. */
export const verdict = (root: Root, seat: SeatIndex): Element | null => root.querySelector(`${panel(seat)} [data-verdict]`);

/** A seat's cursed stones: its count in words, its VP penalty and the stones drawn. */
export const stoneCount = (root: Root, seat: SeatIndex): HTMLElement | null => root.querySelector(`${panel(seat)} .az-stone-n`);
export const stonePenaltyText = (root: Root, seat: SeatIndex): HTMLElement | null => root.querySelector(`${panel(seat)} .az-penalty`);
export const seatStones = (root: Root, seat: SeatIndex): Element[] => [...root.querySelectorAll(`${panel(seat)} .az-stone-line .az-stone`)];

/** A seat's marker on the cursed-stone track. */
export const trackMarker = (root: Root, seat: SeatIndex): Element | null => root.querySelector(`.az-track .az-marker[data-seat="${seat}"]`);

/** A seat's token: in its own panel, and in front of its target's. */
export const placedToken = (root: Root, seat: SeatIndex): Element | null => root.querySelector(`${panel(seat)} .az-placed [data-token]`);
export const receivedToken = (root: Root, seat: SeatIndex, target: SeatIndex): Element | null =>
  root.querySelector(`${panel(target)} .az-received [data-from="${seat}"]`);

/** An Artifact a seat keeps, and the deck it came from. */
export const keptArtifact = (root: Root, seat: SeatIndex, card: number): Element | null =>
  root.querySelector(`${panel(seat)} .az-kept-list [data-artifact="${card}"]`);
export const artifactDeck = (root: Root): Element | null => root.querySelector('.az-deck .az-card');

/** A colour in the temple: its jewel and its number (jewelOf, numberOf). */
export const templeColor = (root: Root, color: Color): Element | null => root.querySelector(`.az-temple-color[data-color="${NAMES[color]}"]`);

/** A colour's Curse card: its count in words and the stones drawn on it. */
export const curseCount = (root: Root, color: Color): HTMLElement | null => root.querySelector(`.az-curse[data-color="${NAMES[color]}"] .az-curse-count`);
export const curseStones = (root: Root, color: Color): Element[] => [...root.querySelectorAll(`.az-curse[data-color="${NAMES[color]}"] .az-stone`)];

/** The jewel and the number inside a count (a stash's, the temple's, a card's). */
export const jewelOf = (count: Element | null): Element | null => count?.querySelector('.az-jewel') ?? null;
export const numberOf = (count: Element | null): HTMLElement | null => count?.querySelector<HTMLElement>('.az-n') ?? null;
