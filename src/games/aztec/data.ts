/**
 * What Aztec's rules fix, as code: the contents the rulebook lists (which a rule-set must match: the
 * checker holds a document to them), the round count, and the rule choices that are not numbers — each
 * DEFAULT (../shared/rules/aztec-data.md) beside its value with its reason. The numbers an owner of the
 * game may correct are in the rule-set (rules.ts).
 */

/** Jewel colours [rulebook: 40 blue, 40 yellow, 40 red], in the order of a Jewels tuple. */
export const COLORS = ['blue', 'yellow', 'red'] as const;
export type ColorName = (typeof COLORS)[number];
/** A colour as an index into COLORS (0 blue, 1 yellow, 2 red). */
export type Color = 0 | 1 | 2;

/** Jewels by colour: [blue, yellow, red]. */
export type Jewels = [number, number, number];

/** "Everyone has 5 rounds" [rulebook]; each seat is dealt one Jewel card per round. */
export const ROUNDS = 5;
/** Contents [rulebook]: 42 Jewel cards, 42 Artifact cards, 6 Character sheets, 3 Curse cards. */
export const JEWEL_CARD_COUNT = 42;
export const ARTIFACT_COUNT = 42;
export const CHARACTER_COUNT = 6;
/** 120 jewels: 40 blue, 40 yellow, 40 red [rulebook]. */
export const JEWELS_PER_COLOR = 40;
/** 40 cursed stones [rulebook]. */
export const STONE_COUNT = 40;
/** 3–6 players [source: the publisher and reviews]; 6 Character sheets [rulebook]. */
export const MIN_PLAYERS = 3;
export const MAX_PLAYERS = 6;
/** "The Jewel cards all depict 2–4 jewels, and of no more than 2 colors" [rulebook]. */
export const CARD_MIN_JEWELS = 2;
export const CARD_MAX_JEWELS = 4;
export const CARD_MAX_COLORS = 2;

/** First player when the options do not name one. DEFAULT: seat 0 (the rulebook's "youngest player" is not known to software). */
export const DEFAULT_FIRST_PLAYER = 0;

/**
 * The rule choices the texts leave open that are not numbers (DEFAULT, aztec-data.md), read by the
 * engine where it applies them; the README's DEFAULT table lists them with the rule-set's values.
 */
export const RULE_CHOICES = {
  /** A Character token goes in front of another player, never its owner's (DEFAULT: believing oneself means nothing). */
  tokenOnSelf: false,
  /** The first player passes to the left (the next seat) each round (DEFAULT: each seat reveals first equally often). */
  firstPlayerPasses: 'left',
  /** Several seats gaining Artifacts from one reveal draw in seat order from the revealer's left (DEFAULT). */
  gainOrder: 'fromRevealersLeft',
  /** Kept Artifacts lie face up in front of their owner (DEFAULT: the rulebook hides only the Jewel cards). */
  keptArtifactsFaceUp: true,
  /** The stone supply is a bank that never runs out (DEFAULT, like Quetzal's coins): `supply` may go below 0. */
  unlimitedSupply: true,
  /**
   * Picks are secret until every seat chose, then served from the temple from the first player
   * clockwise; a short temple gives what remains (`taken`) and truth is judged on the pick (DEFAULT).
   */
  shortTemple: 'serveInOrder',
  /** A believer who must discard a stone and has none: nothing happens [derived]. */
  believerWithoutStone: 'nothing',
  /** "Discard up to 2 cursed stones": as many as it may (up to 2) — stones only ever cost VP (DEFAULT). */
  discardStonesChoice: 'most',
} as const;
