/**
 * What every part needs to render: the language, the game drawn and its rule-set, and names of seats,
 * cards and Upgrades.
 */
import { HIDDEN, AUTOMATON, type GameState, type Rules, type UpgradeKind } from '../../engine/index.js';
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
  /**
   * The rule-set of the game drawn (engine `rulesOf`): which card id is which artifact, the values printed
   * on cards, tiles and board. It comes with the view, never from module state: a replay's frame is drawn
   * with its record's rule-set, the live game with its own.
   */
  rules: Rules;
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
export function cardName(tr: Tr, rules: Rules, id: number): string {
  const c = rules.cards[id];
  if (id === HIDDEN || !c) return tr('hiddenCard');
  return tr('cardShort', { type: tr(`art_${c.type}`), bonus: c.bonus === 'none' ? '' : tr(`cardBonus_${c.bonus}`) });
}

/** An Upgrade kind's effect in words, with the numbers of the game's rule-set (`upg_U03`: "+2 coins per tablet…"). */
export function upgradeEffect(tr: Tr, rules: Rules, kind: UpgradeKind): string {
  return tr(`upg_${kind}`, (rules.effects as Record<string, Params | undefined>)[kind]);
}

/** What the later parts render with: the part context, worded with their own table. */
export type LaterContext = PartContext<LaterTr>;
