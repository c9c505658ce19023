/**
 * Aztec's printed values as data: a rule-set document (`aztec-rules`, plain JSON) and the tables the
 * engine reads from it. Every number printed on the components, and every DEFAULT number the rulebook
 * leaves open (../shared/rules/aztec-data.md), is a field here, with its source in `sources`; what the rules
 * themselves fix (5 rounds, the rule choices) is code in data.ts. The contents the rulebook lists (42 Jewel
 * cards of 2–4 jewels in at most 2 colours, 42 Artifacts, 40 jewels a colour, 40 stones, 6 Characters,
 * 3–6 players) are fields too, so a document describes the whole game, and the checker (rules-check.ts)
 * holds them to the rulebook.
 *
 * A game carries its rule-set in `state.rules` (null: the shipped one), so a state stays plain JSON.
 * `rulesOf(state)` resolves it once per rule-set object (cached), never per call.
 */
import { deepFreeze } from '../../kit/json-shape.js';
import { memoByObject } from '../../kit/memo.js';
import { COLORS, type ColorName, type Jewels } from './data.js';

/** An Artifact kind: what `count` identical cards do. Kept ones score at the end; the others are immediate. */
export type ArtifactKind =
  /** Kept: `vp` for each complete set of these jewels in the stash ("3 blue: 3 VP", "yellow–red: 1 VP"). */
  | { effect: 'set'; count: number; set: ColorName[]; vp: number }
  /** Kept: a flat `vp`. */
  | { effect: 'vp'; count: number; vp: number }
  /** Immediate: discard up to `stones` of one's cursed stones to the supply (as many as one has). */
  | { effect: 'discardStones'; count: number; stones: number }
  /** Immediate: give 1 of one's cursed stones to a player of one's choice (`target`; from the supply when one has none). */
  | { effect: 'giveStone'; count: number }
  /** Immediate: take 1 jewel of one's choice (`color`) from the temple. */
  | { effect: 'takeJewel'; count: number }
  /** Immediate: move 1 cursed stone from the supply onto the Curse card of one's choice (`color`). */
  | { effect: 'curseStone'; count: number };
export type ArtifactEffect = ArtifactKind['effect'];

/** A Character sheet: its name and the duo of jewel colours that scores for its owner. */
export interface CharacterSheet {
  name: string;
  duo: [ColorName, ColorName];
}

/** The rule-set document (format `aztec-rules`, version 1). See the README, "Aztec: rules engine". */
export interface AztecRuleSet {
  format: 'aztec-rules';
  version: 1;
  /** A name for people (not part of the fingerprint). */
  name?: string;
  /** Players at the table: 3–6 (a document may narrow it). */
  players: { min: number; max: number };
  /** The temple at setup, by colour [blue, yellow, red]: 40 each. */
  jewels: Jewels;
  /** Cursed stones in the box: 40. */
  stones: number;
  /** Stones each seat starts with, and on each Curse card at setup. */
  setup: { stonesPerSeat: number; stonesPerCurse: number };
  /** Stones added from the supply onto each Curse card at the end of a round (not of the last). */
  stonesPerRound: number;
  /** Artifact cards drawn when gaining one: keep 1, tuck the others. */
  artifactDraw: number;
  /** What a bluff may take: `minJewels`–`maxJewels` jewels of at most `maxColors` colours (the card's own jewels are always allowed). */
  bluff: { minJewels: number; maxJewels: number; maxColors: number };
  /** The 6 Character sheets. */
  characters: CharacterSheet[];
  /** The 42 Jewel cards, by id: the jewels each shows, [blue, yellow, red]. */
  jewelCards: Jewels[];
  /** The 42 Artifact cards, kind by kind (ids in this order). */
  artifacts: ArtifactKind[];
  /** End scoring: VP per Character duo and per blue–yellow–red trio; the cursed-stone track (VP lost for 0, 1, 2… stones) and the loss per stone beyond it. */
  scoring: { duoVp: number; trioVp: number; stonePenalties: number[]; extraStonePenalty: number };
  /** Where each value comes from, by JSON path. Commentary: not part of the fingerprint. */
  sources?: Record<string, string>;
}

const DEFAULT_JEWEL_CARDS = 'DEFAULT: the same for every colour — per colour 1 card of 2, 3 and 4; per pair 2 cards of 1 + 1 and 1 of 2 + 2; per ordered pair 3 cards of 2 + 1 and 1 of 3 + 1 (42 cards, 129 jewels)';

/**
 * The shipped rule-set: today's best knowledge of the printed values, each with its source. The DEFAULTs
 * are aztec-data.md's proposals; the Artifact counts per kind are this engine's (README, DEFAULT table).
 * Frozen: a host edits a copy (`structuredClone(SHIPPED_RULES)`), so passing this very object is always
 * the shipped set.
 */
export const SHIPPED_RULES: AztecRuleSet = /* @__PURE__ */ deepFreeze({
  format: 'aztec-rules',
  version: 1,
  players: { min: 3, max: 6 },
  jewels: [40, 40, 40],
  stones: 40,
  setup: { stonesPerSeat: 2, stonesPerCurse: 1 },
  stonesPerRound: 1,
  artifactDraw: 3,
  bluff: { minJewels: 2, maxJewels: 4, maxColors: 2 },
  characters: [
    { name: 'Charly', duo: ['red', 'blue'] },
    { name: 'Daryl', duo: ['blue', 'blue'] },
    { name: 'Elisa', duo: ['yellow', 'yellow'] },
    { name: 'Julie', duo: ['red', 'red'] },
    { name: 'Yukio', duo: ['blue', 'yellow'] },
    { name: 'Itzel', duo: ['yellow', 'red'] },
  ],
  jewelCards: [
    // One colour: 2, 3 and 4 of it (ids 0–8).
    [2, 0, 0], [3, 0, 0], [4, 0, 0],
    [0, 2, 0], [0, 3, 0], [0, 4, 0],
    [0, 0, 2], [0, 0, 3], [0, 0, 4],
    // Each pair: 1 + 1 twice, 2 + 2 once (ids 9–17).
    [1, 1, 0], [1, 1, 0], [2, 2, 0],
    [1, 0, 1], [1, 0, 1], [2, 0, 2],
    [0, 1, 1], [0, 1, 1], [0, 2, 2],
    // Each ordered pair: 2 + 1 three times, 3 + 1 once (ids 18–41).
    [2, 1, 0], [2, 1, 0], [2, 1, 0], [3, 1, 0],
    [1, 2, 0], [1, 2, 0], [1, 2, 0], [1, 3, 0],
    [2, 0, 1], [2, 0, 1], [2, 0, 1], [3, 0, 1],
    [1, 0, 2], [1, 0, 2], [1, 0, 2], [1, 0, 3],
    [0, 2, 1], [0, 2, 1], [0, 2, 1], [0, 3, 1],
    [0, 1, 2], [0, 1, 2], [0, 1, 2], [0, 1, 3],
  ],
  artifacts: [
    { effect: 'set', count: 3, set: ['blue', 'blue', 'blue'], vp: 3 },
    { effect: 'set', count: 3, set: ['yellow', 'yellow', 'yellow'], vp: 3 },
    { effect: 'set', count: 3, set: ['red', 'red', 'red'], vp: 3 },
    { effect: 'set', count: 3, set: ['blue', 'yellow'], vp: 1 },
    { effect: 'set', count: 3, set: ['blue', 'red'], vp: 1 },
    { effect: 'set', count: 3, set: ['yellow', 'red'], vp: 1 },
    { effect: 'set', count: 3, set: ['blue', 'yellow', 'red'], vp: 1 },
    { effect: 'vp', count: 3, vp: 4 },
    { effect: 'discardStones', count: 6, stones: 2 },
    { effect: 'giveStone', count: 6 },
    { effect: 'takeJewel', count: 3 },
    { effect: 'curseStone', count: 3 },
  ],
  scoring: { duoVp: 1, trioVp: 2, stonePenalties: [0, 1, 2, 3, 5, 7, 10, 13], extraStonePenalty: 3 },
  sources: {
    'players': 'source: 3–6 players (the publisher, reviews); 6 Character sheets [rulebook]',
    'jewels': 'rulebook: 120 jewels, 40 blue, 40 yellow, 40 red',
    'stones': 'rulebook: 40 cursed stones',
    'setup': 'rulebook: 2 cursed stones per player, 1 on each Curse card',
    'stonesPerRound': 'rulebook: add 1 cursed stone to each Curse card at the end of the round',
    'artifactDraw': 'rulebook: draw the top 3 cards, keep 1, tuck the other 2',
    'bluff': 'DEFAULT: any set a Jewel card could show (2–4 jewels, at most 2 colours), so no bluff is a lie by its shape alone',
    'characters': 'DEFAULT: the six colour pairs (a same-colour duo counts floor(n / 2)); names from the rulebook\'s examples, the sixth ours',
    'characters[0]': 'rulebook: Charly scores red–blue duos',
    'jewelCards': DEFAULT_JEWEL_CARDS,
    'artifacts': 'DEFAULT: a set symmetric in the colours; counts per kind ours (24 kept, 18 immediate)',
    'artifacts[0]': 'rulebook: the "3-blue" Artifact, 6 blue → 6 VP (Charly\'s example); count DEFAULT',
    'artifacts[5]': 'rulebook: the "yellow–red" Artifact, 3 yellow 5 red → 3 VP (Charly\'s example); count DEFAULT',
    'scoring.duoVp': 'rulebook: 1 VP for each duo your Character seeks',
    'scoring.trioVp': 'rulebook: 2 VP for each trio of blue, red, yellow',
    'scoring.stonePenalties': 'rulebook: 4 stones → −5 (Charly\'s example); DEFAULT: the rest of the track 0, −1, −2, −3, −5, −7, −10, −13',
    'scoring.extraStonePenalty': 'DEFAULT: −3 per stone beyond the track',
  },
} satisfies AztecRuleSet as AztecRuleSet);

/** An Artifact card, resolved from its kind. */
export interface ArtifactCard {
  id: number;
  /** Index of its kind in the rule-set's `artifacts`. */
  kind: number;
  effect: ArtifactEffect;
  /** Played at once, then tucked under the deck (never kept). */
  immediate: boolean;
  /** 'set': the jewels of one set, by colour. */
  set: Jewels | null;
  /** 'set' and 'vp': the VP. */
  vp: number;
  /** 'discardStones': up to how many. */
  stones: number;
}

/** A rule-set with the tables built from it once: what the engine reads. */
export interface AztecRules extends AztecRuleSet {
  /** The Artifact cards by id (kind by kind, in the document's order). */
  artifactCards: ArtifactCard[];
  /** Each Character's duo, as jewels by colour (red–blue: [1, 0, 1]; blue–blue: [2, 0, 0]). */
  duos: Jewels[];
  /** Every set of jewels a bluff may take, in a fixed order (legalMoves lists them so). */
  bluffs: Jewels[];
  /** Index into `bluffs` by jewelKey(jewels), -1 where the set is not a bluff's shape. */
  bluffIndex: Int16Array;
}

/** The largest number of jewels of one colour a move or card may name (jewelKey packs 0..MAX_JEWELS). */
export const MAX_JEWELS = 6;

/** A number for a set of jewels (each count 0..MAX_JEWELS): its index in lookup tables. */
export function jewelKey(b: number, y: number, r: number): number {
  return (b * (MAX_JEWELS + 1) + y) * (MAX_JEWELS + 1) + r;
}

/** Jewels by colour from a list of colour names. */
function jewelsOf(names: readonly ColorName[]): Jewels {
  const j: Jewels = [0, 0, 0];
  for (const name of names) j[COLORS.indexOf(name)]++;
  return j;
}

/** How many colours a set of jewels uses. */
export function colorCount(j: Readonly<Jewels>): number {
  return (j[0] > 0 ? 1 : 0) + (j[1] > 0 ? 1 : 0) + (j[2] > 0 ? 1 : 0);
}

/** The tables of a rule-set (no checking: rules-check.ts checks documents from outside). */
export function resolveRules(doc: AztecRuleSet): AztecRules {
  const artifactCards: ArtifactCard[] = [];
  doc.artifacts.forEach((k, kind) => {
    for (let i = 0; i < k.count; i++) {
      artifactCards.push({
        id: artifactCards.length,
        kind,
        effect: k.effect,
        immediate: k.effect !== 'set' && k.effect !== 'vp',
        set: k.effect === 'set' ? jewelsOf(k.set) : null,
        vp: k.effect === 'set' || k.effect === 'vp' ? k.vp : 0,
        stones: k.effect === 'discardStones' ? k.stones : 0,
      });
    }
  });
  const { minJewels, maxJewels, maxColors } = doc.bluff;
  const bluffs: Jewels[] = [];
  const bluffIndex = new Int16Array((MAX_JEWELS + 1) ** 3).fill(-1);
  // Fewest jewels first; within a size, more blue first, then more yellow.
  for (let total = minJewels; total <= maxJewels; total++) {
    for (let b = total; b >= 0; b--) {
      for (let y = total - b; y >= 0; y--) {
        const j: Jewels = [b, y, total - b - y];
        if (colorCount(j) > maxColors) continue;
        bluffIndex[jewelKey(j[0], j[1], j[2])] = bluffs.length;
        bluffs.push(j);
      }
    }
  }
  return { ...doc, artifactCards, duos: doc.characters.map((c) => jewelsOf(c.duo)), bluffs, bluffIndex };
}

/** The shipped rule-set's tables. */
export const SHIPPED: AztecRules = /* @__PURE__ */ resolveRules(SHIPPED_RULES);

const resolved = memoByObject(resolveRules);

/** The tables of a game's rule-set (`state.rules`; null or absent: the shipped one), built once per rule-set object. */
export function rulesOf(s: { rules?: AztecRuleSet | null }): AztecRules {
  const doc = s.rules;
  return doc ? resolved(doc) : SHIPPED;
}
