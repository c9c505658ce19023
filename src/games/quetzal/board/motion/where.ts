/**
 * Where a change's pieces are drawn in a board's shadow root: a seat's pool token, the stack on a spot,
 * a card on a display or in a hand, a seat's counter, its discs on the score column and the Discovery
 * track. Read from the board's existing marks (`data-seat`, `data-meeple`, `data-spot` / `data-target`,
 * `data-card`, `data-stat`) and from the position shown, so the board's parts need no hook of their own.
 */
import type { CardId, GameState } from '../../engine/index.js';
import type { SpotKey, Stat } from './changes.js';

type Root = ShadowRoot | HTMLElement;

const seatSel = (seat: number) => `.seat[data-seat="${seat}"]`;

export const poolToken = (root: Root, seat: number, meeple: number): Element | null =>
  root.querySelector(`${seatSel(seat)} .pool [data-meeple="${meeple}"]`);

/** Every token of a seat's pool, by meeple id. */
export function poolTokens(root: Root, seat: number): Map<number, Element> {
  const tokens = new Map<number, Element>();
  for (const el of root.querySelectorAll(`${seatSel(seat)} .pool [data-meeple]`)) tokens.set(Number(el.getAttribute('data-meeple')), el);
  return tokens;
}

/**
 * The stack of `holder`'s meeples on a spot. The Camp and the Harbor hold one stack per seat, in the
 * order the seats first came (as the board map draws them).
 */
export function stackAt(root: Root, state: GameState, spot: SpotKey, holder: number): Element | null {
  const el = root.querySelector(`[data-spot="${spot}"], [data-target="${spot}"]`);
  if (!el) return null;
  if (spot !== 'camp' && spot !== 'harbor') return el.querySelector('.stack');
  const seats = [...new Set(state.board[spot].map((s) => s.seat))];
  const i = seats.indexOf(holder);
  return i < 0 ? null : el.querySelectorAll('.stack')[i] ?? null;
}

/** The Automaton's card in the top strip, where its meeples come from. */
export const automatonCard = (root: Root): Element | null => root.querySelector('.auto-card');

/** A face-up card on the board's displays. */
export const boardCard = (root: Root, card: CardId): Element | null => root.querySelector(`.board [data-card="${card}"]`);

/** A card in a seat's panel: its own hand, or what the table saw it take. */
export const handCard = (root: Root, seat: number, card: CardId): Element | null =>
  root.querySelector(`${seatSel(seat)} [data-card="${card}"], ${seatSel(seat)} [data-known-card="${card}"]`);

export const statOf = (root: Root, seat: number, stat: Stat): HTMLElement | null =>
  root.querySelector<HTMLElement>(`${seatSel(seat)} [data-stat="${stat}"]`);

/** A seat's disc on the score column (drawn in seat order). */
export const scoreDisc = (root: Root, seat: number): Element | null => root.querySelectorAll('.score-col .score-disc')[seat] ?? null;

/** A seat's disc on the Discovery track: among the discs of its space, in seat order. */
export function discoveryDisc(root: Root, state: GameState, seat: number): Element | null {
  const space = state.seats[seat]?.discovery;
  if (space === undefined) return null;
  const i = state.seats.filter((s, j) => j < seat && s.discovery === space).length;
  return root.querySelectorAll('.discovery .dspace')[space]?.querySelectorAll('.disc')[i] ?? null;
}
