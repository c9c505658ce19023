/**
 * The physical components as numbered objects, built once from data.ts: card ids 0..74 and
 * Upgrade tile ids 0..23. Ids are stable: card id order is type by type, bonus by bonus, as in data.ts.
 */
import {
  ARTIFACTS, ARTIFACT_TYPES, CARD_BONUSES, UPGRADES, UPGRADE_KINDS,
  type ArtifactType, type CardBonus, type UpgradeKind,
} from './data.js';

export interface Card {
  id: number;
  type: ArtifactType;
  bonus: CardBonus;
  /** 0..19: cards of one kind (same type and bonus) are interchangeable in play. */
  kind: number;
}

export interface UpgradeTile {
  id: number;
  kind: UpgradeKind;
}

function buildCards(): Card[] {
  const cards: Card[] = [];
  ARTIFACT_TYPES.forEach((type, t) => {
    CARD_BONUSES.forEach((bonus, b) => {
      for (let i = 0; i < ARTIFACTS[type].bonuses[bonus]; i++) {
        cards.push({ id: cards.length, type, bonus, kind: t * CARD_BONUSES.length + b });
      }
    });
  });
  return cards;
}

function buildUpgrades(): UpgradeTile[] {
  const tiles: UpgradeTile[] = [];
  for (const kind of UPGRADE_KINDS) {
    for (let i = 0; i < UPGRADES[kind].copies; i++) tiles.push({ id: tiles.length, kind });
  }
  return tiles;
}

export const CARDS: readonly Card[] = buildCards();
export const UPGRADE_TILES: readonly UpgradeTile[] = buildUpgrades();
export const CARD_KIND_COUNT = ARTIFACT_TYPES.length * CARD_BONUSES.length;

export function cardType(id: number): ArtifactType {
  return CARDS[id]!.type;
}
export function cardKind(id: number): number {
  return CARDS[id]!.kind;
}
export function upgradeKind(tile: number): UpgradeKind {
  return UPGRADE_TILES[tile]!.kind;
}
/** "statuette" or "statuette:discovery": a readable name for a card kind. */
export function cardLabel(id: number): string {
  const c = CARDS[id]!;
  return c.bonus === 'none' ? c.type : `${c.type}:${c.bonus}`;
}
