/**
 * The printed values as data: a rule-set document (`quetzal-rules`, plain JSON) and the tables the
 * engine reads from it. Every number printed on the components, and every [DEFAULT] decision the rule
 * texts leave open, is a field of RuleSet; what the rules themselves fix (5 rounds, 75 cards in five
 * types, 24 Upgrade tiles, 2–5 seats, the board's layout) stays code in data.ts.
 *
 * A game carries its rule-set in `state.rules` (null: the shipped one, SHIPPED_RULES), so a state stays
 * plain JSON and a game is the same wherever it is replayed. `rulesOf(state)` resolves it once per
 * rule-set object (cached), never per call. Checking a document (ruleset-check.ts) and fingerprinting it
 * are in their own module: only games with a custom set need them.
 */
import {
  ARTIFACT_TYPES, CARD_BONUSES, LOCATION_IDS, UPGRADE_KINDS, FACES,
  type ArtifactType, type CardBonus, type ColorRule, type LocationData, type LocationId, type MeepleColor,
  type SurroundingId, type UpgradeKind, BASE_LOCATIONS,
} from './data.js';
import { memoByObject } from '../../../kit/memo.js';

/** A Discovery space's reward: VP, coins, the top Upgrade of the pile, or nothing (null). */
export type TrackReward = { vp: number } | { coins: number } | { upgrade: 1 } | null;

export interface AutomatonCard {
  id: string;
  /** Temple spaces (1-based as printed) taken with archaeologists. */
  temple: number[];
  surrounding: { loc: SurroundingId; n: number; color: MeepleColor };
  third: { loc: 'black_market' | 'ship'; n: number; color: MeepleColor };
}

export interface TempleSpace {
  /** Coins to place here. */
  cost: number;
  /** Cards chosen from the display. */
  choose: number;
  /** Cards drawn from the deck afterwards. */
  draw: number;
}

/** The rule-set document (format `quetzal-rules`, version 1). See the README, "Printed values". */
export interface RuleSet {
  format: 'quetzal-rules';
  version: 1;
  /** A name for people (not part of the fingerprint). */
  name?: string;
  /** Per artifact type: cards in the deck (all types: 75), VP for 0–3 cards delivered together, cards per bonus. */
  artifacts: Record<ArtifactType, { count: number; values: [0, number, number, number]; bonuses: Record<CardBonus, number> }>;
  /** The 5 Temple spaces, top to bottom. */
  temple: TempleSpace[];
  /** Colour rule of the Temple and the Village spaces. */
  colors: { temple: ColorRule; village: ColorRule };
  /** Bonus for winning each Surrounding. */
  surroundingBonus: Record<SurroundingId, 'vp' | 'discovery' | 'coin'>;
  /** Coins per Village space top to bottom (3 spaces), and how many are open at 2 players. */
  village: { costs: number[]; spaces2p: number };
  /** Upgrades on display at 3–5 players and at 2. */
  upgradeDisplay: { size: number; size2p: number };
  harbor: { coinsPerMeeple: number; cards: number };
  /** Cards a Ship delivers. */
  shipCards: number;
  blackMarketCoins: number;
  camp: { coins: number; standingCoins: number };
  stelaDiscovery: number;
  /** Starting coins by seat order from the first player (5 values; 2 players use the first two). */
  startingCoins: number[];
  /** Team meeples per player, by player count ("2"–"5"). */
  teamMeeples: Record<'2' | '3' | '4' | '5', number>;
  /** How a rolled meeple lands (relative weights), coins per standing meeple, whether a Phase-1 reroll landing standing pays. */
  roll: { weights: Record<'black' | 'white' | 'side' | 'standing', number>; standingCoins: number; rerollStandingPays: boolean };
  /** Discovery spaces from the start (index 0, no reward) to the last. */
  discoveryTrack: TrackReward[];
  /** Copies of each Upgrade (24 tiles in all) and the VP printed on it. */
  upgrades: Record<UpgradeKind, { copies: number; vp: number }>;
  /** The numbers inside the Upgrades' effects. */
  effects: {
    U01: { meeples: number }; U03: { coinsPerTablet: number }; U04: { discount: number }; U05: { vp: number };
    U06: { extraCards: number }; U07: { coins: number }; U08: { pottery: number; coins: number; vp: number };
    U10: { coins: number }; U11: { weapons: number; coins: number; vp: number }; U12: { coins: number }; U13: { discovery: number };
  };
  /** Permanent Upgrade slots per player. */
  permanentSlots: number;
  endScoring: { firstPlayerVp: number; coinsPerVp: number };
  /** The 2-player Automaton: meeples, its 10 cards, the Market tile's preferences (most wanted first). */
  automaton: { meeples: number; cards: AutomatonCard[]; marketTypes: ArtifactType[]; marketBonuses: CardBonus[] };
  /** Where each value comes from, by JSON path ("artifacts.mummy.values[2]": "rulebook: Maria's example"). Commentary: not part of the fingerprint. */
  sources?: Record<string, string>;
}

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

/** A rule-set with the tables built from it once: what the engine reads. */
export interface Rules extends RuleSet {
  /** Card ids 0..74: type by type, bonus by bonus, in the document's order. */
  cards: Card[];
  /** Upgrade tile ids 0..23, kind by kind. */
  tiles: UpgradeTile[];
  /** Index of the last Discovery space. */
  trackEnd: number;
  /** Roll weights in the order of FACES. */
  faceWeights: number[];
  /** Kind, colour and activation of each location. */
  locations: Record<LocationId, LocationData>;
  /** Market tile rank by card kind (lower is wanted first). */
  marketRank: number[];
}

/**
 * The shipped rule-set: today's best knowledge of the printed values. Each value's source (rulebook,
 * rulebook FR, derived, DEFAULT and why) is in shipped-sources.ts and the README.
 */
export const SHIPPED_RULES: RuleSet = {
  format: 'quetzal-rules',
  version: 1,
  artifacts: {
    pottery: { count: 21, values: [0, 1, 2, 4], bonuses: { none: 12, coin: 3, discovery: 3, vp: 3 } },
    weapon: { count: 18, values: [0, 1, 3, 5], bonuses: { none: 9, coin: 3, discovery: 3, vp: 3 } },
    tablet: { count: 15, values: [0, 2, 4, 6], bonuses: { none: 6, coin: 3, discovery: 3, vp: 3 } },
    statuette: { count: 12, values: [0, 2, 5, 8], bonuses: { none: 6, coin: 2, discovery: 2, vp: 2 } },
    mummy: { count: 9, values: [0, 3, 6, 10], bonuses: { none: 3, coin: 2, discovery: 2, vp: 2 } },
  },
  temple: [
    { cost: 5, choose: 2, draw: 0 },
    { cost: 4, choose: 2, draw: 0 },
    { cost: 3, choose: 1, draw: 1 },
    { cost: 2, choose: 1, draw: 1 },
    { cost: 1, choose: 1, draw: 0 },
  ],
  colors: { temple: 'ARCH', village: 'ADV' },
  surroundingBonus: { quarry: 'vp', small_temple: 'discovery', ruins: 'coin' },
  village: { costs: [2, 1, 1], spaces2p: 2 },
  upgradeDisplay: { size: 3, size2p: 2 },
  harbor: { coinsPerMeeple: 2, cards: 3 },
  shipCards: 6,
  blackMarketCoins: 7,
  camp: { coins: 1, standingCoins: 1 },
  stelaDiscovery: 1,
  startingCoins: [4, 5, 5, 6, 6],
  teamMeeples: { 2: 6, 3: 6, 4: 5, 5: 4 },
  roll: { weights: { black: 0.4, white: 0.4, side: 0.14, standing: 0.06 }, standingCoins: 1, rerollStandingPays: true },
  discoveryTrack: [
    null, null, { vp: 1 }, null, { coins: 2 }, { upgrade: 1 }, null, { vp: 2 }, { coins: 3 },
    null, { upgrade: 1 }, { vp: 3 }, null, { coins: 4 }, { vp: 4 }, { upgrade: 1 }, { vp: 6 },
  ],
  upgrades: {
    U01: { copies: 2, vp: 2 }, U02: { copies: 2, vp: 1 }, U03: { copies: 2, vp: 1 }, U04: { copies: 2, vp: 1 },
    U05: { copies: 2, vp: 1 }, U06: { copies: 2, vp: 1 }, U07: { copies: 2, vp: 2 }, U08: { copies: 2, vp: 2 },
    U09: { copies: 2, vp: 1 }, U10: { copies: 2, vp: 2 }, U11: { copies: 2, vp: 2 }, U12: { copies: 1, vp: 1 },
    U13: { copies: 1, vp: 2 },
  },
  effects: {
    U01: { meeples: 2 }, U03: { coinsPerTablet: 2 }, U04: { discount: 1 }, U05: { vp: 4 }, U06: { extraCards: 1 },
    U07: { coins: 2 }, U08: { pottery: 3, coins: 1, vp: 3 }, U10: { coins: 3 }, U11: { weapons: 3, coins: 2, vp: 2 },
    U12: { coins: 5 }, U13: { discovery: 1 },
  },
  permanentSlots: 2,
  endScoring: { firstPlayerVp: 2, coinsPerVp: 3 },
  automaton: {
    meeples: 6,
    cards: [
      { id: 'A1', temple: [2, 5], surrounding: { loc: 'quarry', n: 3, color: 'archaeologist' }, third: { loc: 'black_market', n: 1, color: 'adventurer' } },
      { id: 'A2', temple: [1], surrounding: { loc: 'small_temple', n: 3, color: 'adventurer' }, third: { loc: 'ship', n: 2, color: 'archaeologist' } },
      { id: 'A3', temple: [3], surrounding: { loc: 'ruins', n: 4, color: 'archaeologist' }, third: { loc: 'black_market', n: 1, color: 'adventurer' } },
      { id: 'A4', temple: [2, 4], surrounding: { loc: 'ruins', n: 2, color: 'adventurer' }, third: { loc: 'ship', n: 2, color: 'adventurer' } },
      { id: 'A5', temple: [1, 3], surrounding: { loc: 'small_temple', n: 2, color: 'archaeologist' }, third: { loc: 'black_market', n: 2, color: 'adventurer' } },
      { id: 'A6', temple: [4], surrounding: { loc: 'quarry', n: 3, color: 'adventurer' }, third: { loc: 'ship', n: 2, color: 'archaeologist' } },
      { id: 'A7', temple: [5], surrounding: { loc: 'small_temple', n: 4, color: 'adventurer' }, third: { loc: 'black_market', n: 1, color: 'adventurer' } },
      { id: 'A8', temple: [1, 4], surrounding: { loc: 'quarry', n: 2, color: 'archaeologist' }, third: { loc: 'ship', n: 2, color: 'adventurer' } },
      { id: 'A9', temple: [2], surrounding: { loc: 'ruins', n: 3, color: 'adventurer' }, third: { loc: 'black_market', n: 2, color: 'adventurer' } },
      { id: 'A10', temple: [3, 5], surrounding: { loc: 'small_temple', n: 3, color: 'archaeologist' }, third: { loc: 'ship', n: 1, color: 'archaeologist' } },
    ],
    marketTypes: ['mummy', 'statuette', 'tablet', 'weapon', 'pottery'],
    marketBonuses: ['discovery', 'vp', 'coin', 'none'],
  },
};

/** The tables of a rule-set (no checking: ruleset-check.ts checks documents from outside). */
export function resolveRules(doc: RuleSet): Rules {
  const cards: Card[] = [];
  ARTIFACT_TYPES.forEach((type, t) => {
    CARD_BONUSES.forEach((bonus, b) => {
      for (let i = 0; i < doc.artifacts[type].bonuses[bonus]; i++) cards.push({ id: cards.length, type, bonus, kind: t * CARD_BONUSES.length + b });
    });
  });
  const tiles: UpgradeTile[] = [];
  for (const kind of UPGRADE_KINDS) for (let i = 0; i < doc.upgrades[kind].copies; i++) tiles.push({ id: tiles.length, kind });
  const locations = {} as Record<LocationId, LocationData>;
  for (const id of LOCATION_IDS) {
    const base = BASE_LOCATIONS[id];
    locations[id] = { kind: base.kind, color: id === 'temple' || id === 'village' ? doc.colors[id] : base.color, activation: base.activation };
  }
  const { marketTypes, marketBonuses } = doc.automaton;
  const marketRank: number[] = [];
  for (const type of ARTIFACT_TYPES) for (const bonus of CARD_BONUSES) marketRank.push(marketTypes.indexOf(type) * marketBonuses.length + marketBonuses.indexOf(bonus));
  return {
    ...doc, cards, tiles, trackEnd: doc.discoveryTrack.length - 1, faceWeights: FACES.map((f) => doc.roll.weights[f]), locations, marketRank,
  };
}

/** The shipped rule-set's tables. */
export const SHIPPED: Rules = resolveRules(SHIPPED_RULES);

const resolved = memoByObject(resolveRules);

/** The tables of a game's rule-set (`state.rules`; null or absent: the shipped one), built once per rule-set object. */
export function rulesOf(s: { rules?: RuleSet | null }): Rules {
  const doc = s.rules;
  return doc ? resolved(doc) : SHIPPED;
}
