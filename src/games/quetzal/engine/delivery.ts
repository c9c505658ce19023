/** What a delivery is worth: collection values, card bonuses and delivery Upgrades. [rulebook] */
import { ARTIFACT_TYPES, FULL_SET, type ArtifactType, type UpgradeKind } from './data.js';
import { SHIPPED, type Rules } from './ruleset.js';

export interface DeliveryValue {
  vp: number;
  coins: number;
  discovery: number;
  /** VP from collection values alone, per type delivered. */
  sets: Partial<Record<ArtifactType, number>>;
  /** Upgrades that added something. */
  upgrades: UpgradeKind[];
}

/** VP for n cards of one type under rule-set `r` (default: the shipped one): full sets of 3, then the partial set. [rulebook: 5 cards = 3 + 2] */
export function collectionValue(type: ArtifactType, n: number, r: Rules = SHIPPED): number {
  const v = r.artifacts[type].values;
  return Math.floor(n / FULL_SET) * v[FULL_SET] + v[n % FULL_SET]!;
}

/** The value of delivering `cards` together, for a seat holding the permanent `tiles`, under rule-set `r` (`rulesOf(state)`; default: the shipped one). */
export function deliveryValue(cards: readonly number[], tiles: readonly number[], r: Rules = SHIPPED): DeliveryValue {
  // Counts by type index (ARTIFACT_TYPES order): an array, not an object keyed by name, for speed.
  const counts = [0, 0, 0, 0, 0];
  const out: DeliveryValue = { vp: 0, coins: 0, discovery: 0, sets: {}, upgrades: [] };
  for (let i = 0; i < cards.length; i++) {
    const c = r.cards[cards[i]!]!;
    counts[ARTIFACT_TYPES.indexOf(c.type)]++;
    if (c.bonus === 'coin') out.coins++;
    else if (c.bonus === 'discovery') out.discovery++;
    else if (c.bonus === 'vp') out.vp++;
  }
  // Loops and reads by index, not forEach and a destructuring (no closure, no iterator: this runs on every delivery).
  for (let t = 0; t < ARTIFACT_TYPES.length; t++) {
    const type = ARTIFACT_TYPES[t]!;
    if (counts[t]) out.vp += out.sets[type] = collectionValue(type, counts[t]!, r);
  }
  const pottery = counts[0]!, weapon = counts[1]!, tablet = counts[2]!;
  const e = r.effects;
  for (let i = 0; i < tiles.length; i++) {
    const kind = r.tiles[tiles[i]!]!.kind;
    let used = true;
    if (kind === 'U03' && tablet > 0) out.coins += e.U03.coinsPerTablet * tablet;
    else if (kind === 'U05' && pottery > 0 && weapon > 0 && tablet > 0) out.vp += e.U05.vp;
    else if (kind === 'U08' && pottery >= e.U08.pottery) { out.coins += e.U08.coins; out.vp += e.U08.vp; }
    else if (kind === 'U11' && weapon >= e.U11.weapons) { out.coins += e.U11.coins; out.vp += e.U11.vp; }
    else used = false;
    if (used) out.upgrades.push(kind);
  }
  return out;
}
