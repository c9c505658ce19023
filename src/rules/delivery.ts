/** What a delivery is worth: collection values, card bonuses and delivery Upgrades. [rulebook] */
import {
  ARTIFACTS, ARTIFACT_TYPES, FULL_SET, UPGRADE_POTTERY_COINS, UPGRADE_POTTERY_NEEDED, UPGRADE_POTTERY_VP, UPGRADE_TABLET_COINS, UPGRADE_TRIO_VP, UPGRADE_WEAPON_COINS, UPGRADE_WEAPON_VP, UPGRADE_WEAPONS_NEEDED,
  type ArtifactType,
} from './data.js';
import { CARDS, upgradeKind } from './catalog.js';
import type { UpgradeKind } from './data.js';

export interface DeliveryValue {
  vp: number;
  coins: number;
  discovery: number;
  /** VP from collection values alone, per type delivered. */
  sets: Partial<Record<ArtifactType, number>>;
  /** Upgrades that added something. */
  upgrades: UpgradeKind[];
}

/** VP for n cards of one type: full sets of 3, then the partial set. [rulebook: 5 cards = 3 + 2] */
export function collectionValue(type: ArtifactType, n: number): number {
  const v = ARTIFACTS[type].values;
  return Math.floor(n / FULL_SET) * v[FULL_SET] + v[n % FULL_SET]!;
}

/** The value of delivering `cards` together, for a seat holding the permanent `tiles`. */
export function deliveryValue(cards: readonly number[], tiles: readonly number[]): DeliveryValue {
  // Counts by type index (ARTIFACT_TYPES order): an array, not an object keyed by name, for speed.
  const counts = [0, 0, 0, 0, 0];
  const out: DeliveryValue = { vp: 0, coins: 0, discovery: 0, sets: {}, upgrades: [] };
  for (const id of cards) {
    const c = CARDS[id]!;
    counts[ARTIFACT_TYPES.indexOf(c.type)]++;
    if (c.bonus === 'coin') out.coins++;
    else if (c.bonus === 'discovery') out.discovery++;
    else if (c.bonus === 'vp') out.vp++;
  }
  ARTIFACT_TYPES.forEach((type, t) => {
    if (counts[t]) out.vp += out.sets[type] = collectionValue(type, counts[t]!);
  });
  const [pottery, weapon, tablet] = counts as [number, number, number];
  for (const tile of tiles) {
    const kind = upgradeKind(tile);
    let used = true;
    if (kind === 'U03' && tablet > 0) out.coins += UPGRADE_TABLET_COINS * tablet;
    else if (kind === 'U05' && pottery > 0 && weapon > 0 && tablet > 0) out.vp += UPGRADE_TRIO_VP;
    else if (kind === 'U08' && pottery >= UPGRADE_POTTERY_NEEDED) { out.coins += UPGRADE_POTTERY_COINS; out.vp += UPGRADE_POTTERY_VP; }
    else if (kind === 'U11' && weapon >= UPGRADE_WEAPONS_NEEDED) { out.coins += UPGRADE_WEAPON_COINS; out.vp += UPGRADE_WEAPON_VP; }
    else used = false;
    if (used) out.upgrades.push(kind);
  }
  return out;
}
