/** What every part needs to render: the language, and names of seats, cards and Upgrades. */
import { HIDDEN, AUTOMATON, type GameState, type UpgradeKind } from '../../engine/index.js';
import { shown } from './shown-rules.js';
import { t, type Lang, type Params, type StringKey } from '../../strings/index.js';
import type { LaterKey } from '../../strings/features/game-parts.js';

export type Tr = (key: StringKey, params?: Params) => string;
/** The translator of the later parts: their own table (i18n/features/game-parts.ts), then the main one. */
export type LaterTr = (key: LaterKey | StringKey, params?: Params) => string;

export interface PartContext<T extends Tr = Tr> {
  lang: Lang;
  tr: T;
  /** The game as the viewer may see it (engine `viewFor`): other seats' hands are HIDDEN. */
  view: GameState;
  /** The seat whose private information is shown, or null. */
  viewer: number | null;
}

/**
 * A class attribute from a map of class name → on: what Lit's classMap renders, as a plain string
 * (the parts own their elements' class attributes whole).
 */
export function classes(map: Record<string, unknown>): string {
  return Object.keys(map).filter((k) => map[k]).join(' ');
}

export function translator(lang: Lang): Tr {
  return (key, params) => t(lang, key, params);
}

/** CSS colour of a seat (the Automaton has its own). */
export function seatColor(seat: number): string {
  return seat === AUTOMATON ? 'var(--quetzal-automaton)' : `var(--quetzal-seat-${seat + 1})`;
}

export function seatName(ctx: PartContext, seat: number): string {
  return seat === AUTOMATON ? ctx.tr('automaton') : ctx.view.seats[seat]?.name ?? '?';
}

/** "statuette (bonus 1 Discovery)" — or "a hidden card". */
export function cardName(tr: Tr, id: number): string {
  const c = shown().cards[id];
  if (id === HIDDEN || !c) return tr('hiddenCard');
  return tr('cardShort', { type: tr(`art_${c.type}`), bonus: c.bonus === 'none' ? '' : tr(`cardBonus_${c.bonus}`) });
}

export function upgradeVp(tile: number): number {
  const r = shown();
  return r.upgrades[r.tiles[tile]!.kind].vp;
}

/** An Upgrade kind's effect in words, with the numbers of the game being drawn (`upg_U03`: "+2 coins per tablet…"). */
export function upgradeEffect(tr: Tr, kind: UpgradeKind): string {
  return tr(`upg_${kind}`, (shown().effects as Record<string, Params | undefined>)[kind]);
}

/** Kind, colour and activation of each location, in the game being drawn. */
export const locationData = () => shown().locations;

/** What the later parts render with: the part context, worded with their own table. */
export type LaterContext = PartContext<LaterTr>;
