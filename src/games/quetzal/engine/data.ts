/**
 * The structural facts of Quetzal, fixed by the rules themselves: the five artifact types and 75 cards,
 * the board's locations and their layout, 2–5 seats, 5 rounds, 24 Upgrade tiles of 13 kinds, 10
 * Automaton cards. Every printed number and every [DEFAULT] decision is data instead: a rule-set
 * (ruleset.ts, SHIPPED_RULES; README "Printed values"), which a game carries and the engine reads.
 *
 * Provenance tags as in `shared/rules/quetzal-data.md`: [rulebook], [rulebook FR], [derived: …], [DEFAULT: …].
 */

export const ARTIFACT_TYPES = ['pottery', 'weapon', 'tablet', 'statuette', 'mummy'] as const;
export type ArtifactType = (typeof ARTIFACT_TYPES)[number];

export const CARD_BONUSES = ['none', 'coin', 'discovery', 'vp'] as const;
export type CardBonus = (typeof CARD_BONUSES)[number];

/** A complete collection is 3 cards of one type. [rulebook] */
export const FULL_SET = 3;

/** Total artifact cards. [rulebook] */
export const DECK_SIZE = 75;

/** Face-up cards on the Temple display. [rulebook: "the 8 face-up cards"] */
export const TEMPLE_DISPLAY_SIZE = 8;
/** Cards lying on each Temple Surrounding. [rulebook] (8 + 3 × 2 = 14 board cards [derived]) */
export const SURROUNDING_CARDS = 2;
/** Temple spaces [rulebook] and Village spaces [rulebook: 3 spaces]. */
export const TEMPLE_SPACE_COUNT = 5;
export const VILLAGE_SPACE_COUNT = 3;

export type MeepleColor = 'adventurer' | 'archaeologist';
/** What a location accepts: ARCH, ADV, EITHER_NOMIX (one colour per group) or EITHER_MIX. [rulebook] */
export type ColorRule = 'ARCH' | 'ADV' | 'EITHER_NOMIX' | 'EITHER_MIX';

export const SURROUNDINGS = ['quarry', 'small_temple', 'ruins'] as const;
export type SurroundingId = (typeof SURROUNDINGS)[number];

export const LOCATION_IDS = [
  'camp',
  'stela',
  'temple',
  'quarry',
  'small_temple',
  'ruins',
  'black_market',
  'village',
  'harbor',
  'ship',
] as const;
export type LocationId = (typeof LOCATION_IDS)[number];

export type LocationKind = 'unique' | 'bidding' | 'free';

export interface LocationData {
  kind: LocationKind;
  color: ColorRule;
  /** Activation order on the banner; 0 = immediately at placement (the Camp's lightning). [derived: rulebook order] */
  activation: number;
}

/** The locations as the rules fix them; the Temple's and the Village's colours are the rule-set's (`colors`). */
export const BASE_LOCATIONS: Readonly<Record<LocationId, LocationData>> = {
  camp: { kind: 'free', color: 'EITHER_MIX', activation: 0 }, // [rulebook]; cost 0 [derived]
  stela: { kind: 'unique', color: 'ARCH', activation: 1 }, // [rulebook]; cost 0 [derived]
  temple: { kind: 'unique', color: 'ARCH', activation: 2 }, // colour: rule-set
  quarry: { kind: 'bidding', color: 'EITHER_NOMIX', activation: 3 }, // [rulebook]
  small_temple: { kind: 'bidding', color: 'EITHER_NOMIX', activation: 3 }, // [rulebook]
  ruins: { kind: 'bidding', color: 'EITHER_NOMIX', activation: 3 }, // [rulebook]
  black_market: { kind: 'bidding', color: 'ADV', activation: 4 }, // [rulebook]
  village: { kind: 'unique', color: 'ADV', activation: 5 }, // colour: rule-set
  harbor: { kind: 'free', color: 'EITHER_MIX', activation: 6 }, // [rulebook]
  ship: { kind: 'bidding', color: 'EITHER_NOMIX', activation: 7 }, // [rulebook]
};

/** Ships in play: 1 at 2–3 players (the Ship cover), 2 at 4–5. [rulebook] */
export function shipCount(seats: number): number {
  return seats <= 3 ? 1 : 2;
}

export const MIN_SEATS = 2;
export const MAX_SEATS = 5;
/** Rounds in a game. [rulebook] */
export const ROUNDS = 5;

/** How a rolled meeple lands. The Character meeple lands the same way but is always wild. [rulebook] */
export type Face = 'black' | 'white' | 'side' | 'standing';
export const FACES: readonly Face[] = ['black', 'white', 'side', 'standing'];

/** The longest Discovery track a rule-set may have (spaces after the start): a bound for checks. */
export const DISCOVERY_TRACK_MAX_END = 40;

export const UPGRADE_KINDS = [
  'U01', 'U02', 'U03', 'U04', 'U05', 'U06', 'U07', 'U08', 'U09', 'U10', 'U11', 'U12', 'U13',
] as const;
export type UpgradeKind = (typeof UPGRADE_KINDS)[number];
/** Upgrade tiles in the game. [rulebook] */
export const UPGRADE_TILE_COUNT = 24;
/**
 * Immediate (red cross) Upgrades resolve and go to the personal discard; the others are permanent and take
 * a slot. [rulebook; U12, U13: the publisher's file names] Each tile's effect is implemented by kind; the
 * numbers in the effects are the rule-set's (`effects`), the UI words them in src/games/quetzal/strings.
 */
export const IMMEDIATE_UPGRADES: readonly UpgradeKind[] = ['U12', 'U13'];

/** Automaton cards. [rulebook] */
export const AUTOMATON_CARD_COUNT = 10;

// ---------------------------------------------------------------- decisions where the rules are silent

/**
 * Choices the rules leave open that are code, not data (each written where it is used):
 * - deckExhaustion: [DEFAULT] shuffle the common discard into a new deck; if that is empty too, leave
 *   spaces empty and skip draws.
 * - upgradePileExhaustion: [DEFAULT] Village slots stay empty; Discovery "Upgrade" rewards give nothing.
 * - selfOutbid: [DEFAULT] a player may not outbid themselves.
 * - bank: [DEFAULT] the coin bank is unlimited.
 * - automatonSurroundingDiscard: [rulebook] at the end of the round, in Phase 4 before the refill.
 * - permanentOverflow: [rulebook FR "celle de son choix"] with 2 permanent tiles, the player discards any
 *   one of the three (the new one included).
 * - harborOrder: [DEFAULT] Harbor deliveries resolve in seat order from the First Player marker holder
 *   at that moment, each seat doing all its deliveries together.
 */
export const RULE_CHOICES = {
  deckExhaustion: 'reshuffle-discard',
  upgradePileExhaustion: 'leave-empty',
  selfOutbid: false,
  unlimitedBank: true,
} as const;
