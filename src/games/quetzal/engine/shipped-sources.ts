/**
 * Where each shipped value comes from (shared/rules/quetzal-data.md's provenance): a source tag by JSON
 * path of SHIPPED_RULES. A path names a value or a whole group (the most specific one applies).
 * Commentary for people — the Printed values page, a downloaded rule-set's `sources`, the README — never
 * read by the engine, so the board's bundle does not carry it.
 */

const INTERPOLATED = 'DEFAULT: interpolated around the printed example';
const DEFAULT_VALUES = 'DEFAULT: rarer types worth more, a set of 3 worth more than 3 singles';

export const SHIPPED_SOURCES: Readonly<Record<string, string>> = {
  'artifacts': 'rulebook: 75 cards, 21 pottery, 18 weapons, 15 tablets, 12 statuettes, 9 mummies',
  'artifacts.pottery.values': DEFAULT_VALUES,
  'artifacts.weapon.values': DEFAULT_VALUES,
  'artifacts.tablet.values': DEFAULT_VALUES,
  'artifacts.statuette.values': INTERPOLATED,
  'artifacts.statuette.values[3]': "rulebook: Maria's example, 3 statuettes = 8",
  'artifacts.mummy.values': INTERPOLATED,
  'artifacts.mummy.values[2]': "rulebook: Maria's example, 2 mummies = 6",
  'artifacts.pottery.bonuses': 'DEFAULT: bonuses split evenly, within the publisher\'s card images',
  'artifacts.weapon.bonuses': 'DEFAULT: bonuses split evenly, within the publisher\'s card images',
  'artifacts.tablet.bonuses': 'DEFAULT: bonuses split evenly, within the publisher\'s card images',
  'artifacts.statuette.bonuses': 'DEFAULT: bonuses split evenly (the rulebook shows 2 with Discovery)',
  'artifacts.mummy.bonuses': 'DEFAULT: bonuses split evenly, within the publisher\'s card images',
  'temple': 'derived: spaces cost 1 to 5, higher costs more',
  'temple[1]': "rulebook: space 2 costs 4 and chooses 2 (Lucy's example)",
  'temple[0].choose': 'DEFAULT: the top space is not worse than space 2',
  'temple[2]': 'rulebook: U09 names spaces 3 and 4 as the draw spaces; cost derived',
  'temple[3]': "rulebook: Jon's example (choose 1, draw 1); cost derived",
  'temple[4]': "rulebook: Maria's example (choose 1); cost derived",
  'colors.temple': 'derived: every example puts an archaeologist there',
  'colors.village': 'DEFAULT: adventurers, to balance the two colours',
  'surroundingBonus': 'derived, low confidence: the rulebook lists VP, Discovery, coin in the order Quarry, Small Temple, Ruins',
  'village.costs': 'rulebook: "between 1 and 2"; DEFAULT: only the top pick costs extra',
  'village.spaces2p': 'DEFAULT: the Village cover hides the bottom space',
  'upgradeDisplay.size': 'rulebook',
  'upgradeDisplay.size2p': 'DEFAULT: the Upgrade cover hides one slot',
  'harbor': 'rulebook',
  'shipCards': 'rulebook',
  'blackMarketCoins': 'rulebook',
  'camp': 'rulebook',
  'stelaDiscovery': 'rulebook',
  'startingCoins': 'rulebook (2 players use the first two: derived)',
  'teamMeeples': 'rulebook',
  'roll.weights': 'DEFAULT: set by the engine issue, 40/40/14/6',
  'roll.standingCoins': 'rulebook',
  'roll.rerollStandingPays': 'DEFAULT: every landing on the feet pays (ambiguity 2)',
  'discoveryTrack': 'DEFAULT: 16 spaces, rewards growing toward the end (quetzal-data.md §4)',
  'upgrades': 'DEFAULT: 2 of each permanent tile and the 2 immediate tiles the publisher names = 24; VP 1–2',
  'effects': 'rulebook (U12, U13: the publisher\'s file names)',
  'permanentSlots': 'rulebook',
  'endScoring': "rulebook: Jon's example, 34 + 2 + floor(8/3) + 5 = 43",
  'automaton.meeples': 'rulebook',
  'automaton.cards': 'DEFAULT: each Temple space 3 times, Black Market and Ship 5 each, colours 5/5',
  'automaton.cards[0]': 'rulebook: the Automaton example (A1)',
  'automaton.marketTypes': 'DEFAULT: highest value first',
  'automaton.marketBonuses': 'DEFAULT: Discovery first fits the rulebook example',
};

/** The source tag of the value at `path` (the most specific listed path that contains it), or ''. */
export function sourceOf(path: string, sources: Readonly<Record<string, string>> = SHIPPED_SOURCES): string {
  for (let p = path; p; p = p.replace(/(\.[^.[\]]+|\[\d+\])$/, '')) {
    if (sources[p] !== undefined) return sources[p]!;
    if (!/[.[]/.test(p)) break;
  }
  return '';
}

