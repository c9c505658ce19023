/**
 * Every number printed on the Quetzal components, in one place.
 *
 * Each value carries the provenance tag of `shared/rules/quetzal-data.md`:
 *   [rulebook]     stated in the rule texts (EN, FR or the publisher's page)
 *   [rulebook FR]  only the French rulebook says it
 *   [derived: …]   follows from stated facts
 *   [DEFAULT: …]   nothing was found: our decision, a placeholder to check against a physical copy
 *
 * To correct the printed game, edit this file only: the engine reads nothing else.
 */

export const ARTIFACT_TYPES = ['pottery', 'weapon', 'tablet', 'statuette', 'mummy'] as const;
export type ArtifactType = (typeof ARTIFACT_TYPES)[number];

export const CARD_BONUSES = ['none', 'coin', 'discovery', 'vp'] as const;
export type CardBonus = (typeof CARD_BONUSES)[number];

export interface ArtifactTypeData {
  /** How many cards of this type are in the deck. [rulebook] */
  count: number;
  /** VP for delivering 1, 2 or 3 cards of the type together (index 0 is 0 cards). */
  values: readonly [0, number, number, number];
  /** How many cards of the type carry each bonus. [DEFAULT: even split, see quetzal-data.md §3.2] */
  bonuses: Readonly<Record<CardBonus, number>>;
}

export const ARTIFACTS: Readonly<Record<ArtifactType, ArtifactTypeData>> = {
  // count [rulebook]; values [DEFAULT: rarer types worth more, sets superlinear]
  pottery: { count: 21, values: [0, 1, 2, 4], bonuses: { none: 12, coin: 3, discovery: 3, vp: 3 } },
  // count [rulebook]; values [DEFAULT]
  weapon: { count: 18, values: [0, 1, 3, 5], bonuses: { none: 9, coin: 3, discovery: 3, vp: 3 } },
  // count [rulebook]; values [DEFAULT]
  tablet: { count: 15, values: [0, 2, 4, 6], bonuses: { none: 6, coin: 3, discovery: 3, vp: 3 } },
  // count [rulebook]; 3 cards = 8 [rulebook: Maria's example]; 1 and 2 [DEFAULT: interpolated]
  statuette: { count: 12, values: [0, 2, 5, 8], bonuses: { none: 6, coin: 2, discovery: 2, vp: 2 } },
  // count [rulebook]; 2 cards = 6 [rulebook: Maria's example]; 1 and 3 [DEFAULT: interpolated]
  mummy: { count: 9, values: [0, 3, 6, 10], bonuses: { none: 3, coin: 2, discovery: 2, vp: 2 } },
};

/** A complete collection is 3 cards of one type. [rulebook] */
export const FULL_SET = 3;

/** Total artifact cards. [rulebook] */
export const DECK_SIZE = 75;

/** Face-up cards on the Temple display. [rulebook: "the 8 face-up cards"] */
export const TEMPLE_DISPLAY_SIZE = 8;
/** Cards lying on each Temple Surrounding. [rulebook] (8 + 3 × 2 = 14 board cards [derived]) */
export const SURROUNDING_CARDS = 2;

export type MeepleColor = 'adventurer' | 'archaeologist';
/** What a location accepts: ARCH, ADV, EITHER_NOMIX (one colour per group) or EITHER_MIX. [rulebook] */
export type ColorRule = 'ARCH' | 'ADV' | 'EITHER_NOMIX' | 'EITHER_MIX';

export interface TempleSpace {
  /** Coins to place here. Space 2 = 4 [rulebook]; 5,_,3,2,1 [derived: costs run 1–5, higher costs more] */
  cost: number;
  /** Cards chosen from the display. */
  choose: number;
  /** Cards drawn from the deck afterwards. */
  draw: number;
}

/** Temple spaces, top to bottom. Rewards: spaces 2, 4, 5 [rulebook examples]; space 1 [DEFAULT: choose 2, ambiguity 3]; space 3 [rulebook: U09 names spaces 3 and 4 as draw spaces]. */
export const TEMPLE_SPACES: readonly TempleSpace[] = [
  { cost: 5, choose: 2, draw: 0 },
  { cost: 4, choose: 2, draw: 0 },
  { cost: 3, choose: 1, draw: 1 },
  { cost: 2, choose: 1, draw: 1 },
  { cost: 1, choose: 1, draw: 0 },
];

export const SURROUNDINGS = ['quarry', 'small_temple', 'ruins'] as const;
export type SurroundingId = (typeof SURROUNDINGS)[number];

/** Bonus for winning each Surrounding. [derived, low confidence: the rulebook lists VP, Discovery, coin in the order Quarry, Small Temple, Ruins] */
export const SURROUNDING_BONUS: Readonly<Record<SurroundingId, 'vp' | 'discovery' | 'coin'>> = {
  quarry: 'vp',
  small_temple: 'discovery',
  ruins: 'coin',
};

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

export const LOCATIONS: Readonly<Record<LocationId, LocationData>> = {
  camp: { kind: 'free', color: 'EITHER_MIX', activation: 0 }, // [rulebook]; cost 0 [derived]
  stela: { kind: 'unique', color: 'ARCH', activation: 1 }, // [rulebook]; cost 0 [derived]
  temple: { kind: 'unique', color: 'ARCH', activation: 2 }, // colour [derived: every example uses archaeologists]
  quarry: { kind: 'bidding', color: 'EITHER_NOMIX', activation: 3 }, // [rulebook]
  small_temple: { kind: 'bidding', color: 'EITHER_NOMIX', activation: 3 }, // [rulebook]
  ruins: { kind: 'bidding', color: 'EITHER_NOMIX', activation: 3 }, // [rulebook]
  black_market: { kind: 'bidding', color: 'ADV', activation: 4 }, // [rulebook]
  village: { kind: 'unique', color: 'ADV', activation: 5 }, // colour [DEFAULT: ADV balances the colours, ambiguity 4]
  harbor: { kind: 'free', color: 'EITHER_MIX', activation: 6 }, // [rulebook]
  ship: { kind: 'bidding', color: 'EITHER_NOMIX', activation: 7 }, // [rulebook]
};

/** Coins per Village space, top to bottom. [rulebook: "between 1 and 2"; split DEFAULT: only the top pick costs extra] */
export const VILLAGE_COSTS: readonly number[] = [2, 1, 1];
/** Village spaces open at 2 players. [DEFAULT: the Village cover hides the bottom space] */
export const VILLAGE_SPACES_2P = 2;
/** Upgrades on display at 3–5 players [rulebook] and at 2 players [DEFAULT: the Upgrade cover hides one slot]. */
export const UPGRADE_DISPLAY_SIZE = 3;
export const UPGRADE_DISPLAY_SIZE_2P = 2;

/** Coins per meeple placed at the Harbor Master's Office. [rulebook] */
export const HARBOR_COST_PER_MEEPLE = 2;
/** Cards per Harbor delivery (one delivery per meeple [DEFAULT: ambiguity 1]) and per Ship. [rulebook] */
export const HARBOR_DELIVERY_LIMIT = 3;
export const SHIP_DELIVERY_LIMIT = 6;
/** Coins for the card discarded at the Black Market. [rulebook] */
export const BLACK_MARKET_COINS = 7;
/** Coins per meeple placed at the Camp, and the extra coin if its reroll lands standing. [rulebook] */
export const CAMP_COINS = 1;
export const CAMP_STANDING_COINS = 1;
/** Discovery gained at the Stela. [rulebook] */
export const STELA_DISCOVERY = 1;

/** Ships in play: 1 at 2–3 players (the Ship cover), 2 at 4–5. [rulebook] */
export function shipCount(seats: number): number {
  return seats <= 3 ? 1 : 2;
}

/** Starting coins by seat order from the first player. [rulebook]; 2 players use the first two. [derived] */
export const STARTING_COINS: readonly number[] = [4, 5, 5, 6, 6];

/** Team meeples per player by player count (2p: 6, as at 3p). [rulebook] Plus one Character meeple each. */
export const TEAM_MEEPLES: Readonly<Record<number, number>> = { 2: 6, 3: 6, 4: 5, 5: 4 };

export const MIN_SEATS = 2;
export const MAX_SEATS = 5;
/** Rounds in a game. [rulebook] */
export const ROUNDS = 5;

/** How a rolled meeple lands. */
export type Face = 'black' | 'white' | 'side' | 'standing';
export const FACES: readonly Face[] = ['black', 'white', 'side', 'standing'];
/**
 * Probability of each face, in the order of FACES. [DEFAULT: set by the engine issue: 40/40/14/6]
 * The Character meeple lands the same way but is always wild. [rulebook]
 */
export const FACE_WEIGHTS: readonly number[] = [0.4, 0.4, 0.14, 0.06];
/** Coins for each meeple landing standing, Character included. [rulebook] */
export const STANDING_COINS = 1;
/** A Phase-1 upgrade reroll that lands standing pays again. [DEFAULT: ambiguity 2, "every landing on the feet pays"] */
export const REROLL_STANDING_PAYS = true;

/** Discovery track rewards, spaces 1..16 (index 0 is the start). [DEFAULT: §4 of quetzal-data.md] */
export type TrackReward = { vp: number } | { coins: number } | { upgrade: 1 } | null;
export const DISCOVERY_TRACK: readonly TrackReward[] = [
  null, // start
  null,
  { vp: 1 },
  null,
  { coins: 2 },
  { upgrade: 1 },
  null,
  { vp: 2 },
  { coins: 3 },
  null,
  { upgrade: 1 },
  { vp: 3 },
  null,
  { coins: 4 },
  { vp: 4 },
  { upgrade: 1 },
  { vp: 6 },
];
/** Last space: a disc there stays and earns nothing more. [DEFAULT] */
export const DISCOVERY_TRACK_END = DISCOVERY_TRACK.length - 1;

export const UPGRADE_KINDS = [
  'U01', 'U02', 'U03', 'U04', 'U05', 'U06', 'U07', 'U08', 'U09', 'U10', 'U11', 'U12', 'U13',
] as const;
export type UpgradeKind = (typeof UPGRADE_KINDS)[number];

export interface UpgradeData {
  /** Permanent tiles take a slot; immediate (red cross) ones resolve and go to the personal discard. [rulebook] */
  permanent: boolean;
  /** Copies in the pile. [DEFAULT: 2 of each permanent + the 2 immediate tiles named by the publisher = 24] */
  copies: number;
  /** VP printed at the bottom, scored at the end. [DEFAULT: 1–2] */
  vp: number;
}
// Each tile's effect is written beside it [rulebook unless noted]; the engine implements it by kind and
// the UI words it in src/i18n (kept out of this table so the bundle does not carry a third wording).

export const UPGRADES: Readonly<Record<UpgradeKind, UpgradeData>> = {
  U01: { permanent: true, copies: 2, vp: 2 }, // Phase 1: reroll up to 2 meeples of your choice, once
  U02: { permanent: true, copies: 2, vp: 1 }, // Phase 1: reroll all your meeples, once
  U03: { permanent: true, copies: 2, vp: 1 }, // +2 coins for each tablet you deliver
  U04: { permanent: true, copies: 2, vp: 1 }, // Temple spaces cost you 1 coin less
  U05: { permanent: true, copies: 2, vp: 1 }, // A delivery with a pottery, a weapon and a tablet: +4 VP
  U06: { permanent: true, copies: 2, vp: 1 }, // +1 artifact per delivery at the Harbor or a Ship
  U07: { permanent: true, copies: 2, vp: 2 }, // At any time: pay 2 coins for 1 VP
  U08: { permanent: true, copies: 2, vp: 2 }, // A delivery with 3+ pottery: +1 coin and +3 VP
  U09: { permanent: true, copies: 2, vp: 1 }, // Temple spaces 3 and 4: draw 1 extra card, keep one, the other goes under the deck
  U10: { permanent: true, copies: 2, vp: 2 }, // At any time: pay 3 coins for 1 Discovery
  U11: { permanent: true, copies: 2, vp: 2 }, // A delivery with 3+ weapons: +2 coins and +2 VP
  // Immediate tiles [source: publisher's file names "gagne 5 Or", "avancer de 1 sur la piste découverte"]
  U12: { permanent: false, copies: 1, vp: 1 }, // Immediately gain 5 coins
  U13: { permanent: false, copies: 1, vp: 2 }, // Immediately advance 1 on the Discovery track
};

/** Numbers inside upgrade effects [rulebook], as plain constants so a bundler can inline them. */
export const UPGRADE_REROLL_UP_TO = 2; // U01
export const UPGRADE_TABLET_COINS = 2; // U03
export const UPGRADE_TEMPLE_DISCOUNT = 1; // U04
export const UPGRADE_TRIO_VP = 4; // U05
export const UPGRADE_EXTRA_DELIVERY_CARDS = 1; // U06
export const UPGRADE_VP_EXCHANGE_COINS = 2; // U07
export const UPGRADE_POTTERY_COINS = 1; // U08
export const UPGRADE_POTTERY_VP = 3; // U08
export const UPGRADE_POTTERY_NEEDED = 3; // U08
export const UPGRADE_DISCOVERY_EXCHANGE_COINS = 3; // U10
export const UPGRADE_WEAPON_COINS = 2; // U11
export const UPGRADE_WEAPON_VP = 2; // U11
export const UPGRADE_WEAPONS_NEEDED = 3; // U11
export const UPGRADE_IMMEDIATE_COINS = 5; // U12
export const UPGRADE_IMMEDIATE_DISCOVERY = 1; // U13
export const UPGRADE_PERMANENT_SLOTS = 2; // [rulebook]

/** End scoring. [rulebook: Jon 34 + 2 + floor(8/3) + 5 = 43] */
export const FIRST_PLAYER_END_VP = 2;
export const COINS_PER_END_VP = 3;

// ---------------------------------------------------------------- two-player Automaton

/** Automaton team meeples. [rulebook] */
export const AUTOMATON_MEEPLES = 6;

export interface AutomatonCard {
  id: string;
  /** Temple spaces (1-based as printed) taken with archaeologists. */
  temple: readonly number[];
  surrounding: { loc: SurroundingId; n: number; color: MeepleColor };
  third: { loc: 'black_market' | 'ship'; n: number; color: MeepleColor };
}

/** The 10 Automaton cards. A1 [rulebook example]; A2–A10 [DEFAULT: each Temple space 3×, Black Market/Ship 5/5, colours 5/5]. */
export const AUTOMATON_CARDS: readonly AutomatonCard[] = [
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
];

/** Market automaton tile: which Temple card the Automaton takes. [DEFAULT: highest value first; Discovery first fits the rulebook example] */
export const MARKET_TYPE_ORDER: readonly ArtifactType[] = ['mummy', 'statuette', 'tablet', 'weapon', 'pottery'];
export const MARKET_BONUS_ORDER: readonly CardBonus[] = ['discovery', 'vp', 'coin', 'none'];

// ---------------------------------------------------------------- decisions where the rules are silent

/**
 * Choices the rules leave open, each written where it is used.
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
