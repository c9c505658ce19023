/**
 * The physical components as numbered objects: card ids 0..74 and Upgrade tile ids 0..23, built from a
 * rule-set (ruleset.ts: which card carries which bonus, how many copies of each Upgrade). Ids are stable
 * for a rule-set: card id order is type by type, bonus by bonus. CARDS and UPGRADE_TILES are the shipped
 * rule-set's; the engine reads a game's own (`rulesOf(state).cards`, `.tiles`).
 */
import { ARTIFACT_TYPES, CARD_BONUSES, type ArtifactType, type UpgradeKind } from './data.js';
import { SHIPPED, type Card, type UpgradeTile } from './ruleset.js';

export type { Card, UpgradeTile } from './ruleset.js';

export const CARDS: readonly Card[] = SHIPPED.cards;
export const UPGRADE_TILES: readonly UpgradeTile[] = SHIPPED.tiles;
export const CARD_KIND_COUNT = ARTIFACT_TYPES.length * CARD_BONUSES.length;

// One argument each (they are passed to map()): the shipped set's. A game's own: rulesOf(state).cards[id].
export function cardType(id: number): ArtifactType {
  return CARDS[id]!.type;
}
export function cardKind(id: number): number {
  return CARDS[id]!.kind;
}
export function upgradeKind(tile: number): UpgradeKind {
  return UPGRADE_TILES[tile]!.kind;
}
/** "statuette" or "statuette:discovery": a readable name for a card kind (`cards`: a game's own, rulesOf(state).cards). */
export function cardLabel(id: number, cards: readonly Card[] | number = CARDS): string {
  const c = (typeof cards === 'number' ? CARDS : cards)[id]!;
  return c.bonus === 'none' ? c.type : `${c.type}:${c.bonus}`;
}
