/**
 * The strings of Aztec's game log (narrate.ts) and reveal panel (explain-reveal.ts), English and French.
 * Sentences name players rather than use pronouns ("Ann … Ann"), so no string has to guess a gender.
 * Parts are filled in by the code: `{jewels}` is already "2 blue, 1 red" (the `azn_count_*` words),
 * `{stones}` already "1 cursed stone", `{curse}` already "the red Curse card", and so on.
 * French: a non-breaking space before « : ; ! ? » and inside guillemets; "de"/"que" elide before a vowel.
 */
import type { Params, Template } from '../../../kit/i18n/template.js';

export const count = (p: Params, key = 'n') => Number(p[key]);
/** English plural: 1 is singular, everything else plural ("0 cards"). */
const plural = (n: number, one: string, other: string) => (n === 1 ? one : other);


/** A French list for an Artifact set: "paire bleu–jaune" / "trio bleu–jaune–rouge". */
const SETS_EN: Record<number, string> = { 2: 'pair', 3: 'trio' };

const YOU_LIE_EN = '“You lie!”';
const BELIEVE_EN = '“I believe you!”';

/** English, in the board's first file; French is a chunk of its own (narrate-strings-fr.ts). */
export const narrateStringsEn = {
  // ---- words and small parts
  azn_count_blue: (p) => `${p.n} blue`,
  azn_count_yellow: (p) => `${p.n} yellow`,
  azn_count_red: (p) => `${p.n} red`,
  azn_color_blue: 'blue',
  azn_color_yellow: 'yellow',
  azn_color_red: 'red',
  azn_jewel_blue: 'blue jewel',
  azn_jewel_yellow: 'yellow jewel',
  azn_jewel_red: 'red jewel',
  azn_most_blue: 'the most blue',
  azn_most_yellow: 'the most yellow',
  azn_most_red: 'the most red',
  azn_curse_blue: 'the blue Curse card',
  azn_curse_yellow: 'the yellow Curse card',
  azn_curse_red: 'the red Curse card',
  azn_noJewels: 'no jewels',
  /** Jewels the viewer may not see (a HIDDEN count). */
  azn_someJewels: 'some jewels',
  azn_and: '{a} and {b}',
  azn_listSep: ', ',
  azn_itemSep: '; ',
  azn_nobody: 'nobody',
  /** A seat the viewer may not see, or one without a name. */
  azn_player: 'Player {n}',
  azn_hiddenPlayer: 'a player',
  azn_stones: (p) => `${p.n} cursed ${plural(count(p), 'stone', 'stones')}`,
  azn_theStones: (p) => (count(p) === 0 ? 'no cursed stone' : count(p) === 1 ? 'the cursed stone' : `the ${p.n} cursed stones`),
  azn_cards: (p) => `${p.n} ${plural(count(p), 'card', 'cards')}`,
  azn_theSupply: 'the supply',

  // ---- the round's steps
  azn_roundStart: 'Round {round} begins: {first} reveals first.',
  azn_picked: '{name} has chosen which jewels to take.',
  azn_collected: 'Everyone has chosen: {list}.',
  azn_took: '{name} took {jewels}',
  azn_tokenPlaced: '{name} has placed a token.',
  azn_tokensShown: 'Tokens: {list}.',
  azn_believes: '{name} believes {target}',
  azn_accuses: '{name} says {target} lies',
  azn_tokenSomewhere: '{name} placed a token',

  // ---- reveals (the rulebook's three cases)
  azn_reveal1: '{name}’s card shows {shows}: {name} told the truth.',
  azn_reveal2: '{name}’s card shows {shows}, but {name} took {taken}: a lie nobody accused, so {name} keeps the jewels.',
  azn_reveal3: '{name}’s card shows {shows}, but {name} took {taken}: a lie caught by {accusers}, so the jewels go back to the temple and {name} takes what the card shows.',
  azn_toStash: '{name} adds {jewels} to the stash.',
  azn_toTemple: '{name} puts {jewels} back in the temple.',
  azn_fromTemple: '{name} takes {jewels} from the temple.',

  // ---- cursed stones
  azn_give: '{giver} gives {stones} to {to} ({why}).',
  azn_giveFromSupply: '{giver} has no cursed stone to give: {to} takes {stones} from the supply instead ({why}).',
  /** The same when the event alone does not say who had to give. */
  azn_giveFromSupplyAnon: '{to} takes {stones} from the supply, as {giver} has none to give ({why}).',
  azn_why_accused: '{to} accused wrongly',
  azn_why_lied: '{to} lied and was caught',
  azn_why_artifact: 'Artifact',
  azn_anon_accused: 'the player who told the truth',
  azn_anon_lied: 'an accuser',
  azn_anon_artifact: 'the Artifact’s player',
  azn_discardBelieved: '{name} discards {stones} ({name} believed the truth).',
  azn_takeBelieved: '{name} takes {stones} from the supply ({name} believed a liar).',
  azn_discardArtifact: '{name} discards {stones} to the supply (Artifact).',
  azn_toCurseRound: 'End of round: {stones} from the supply onto {curse}.',
  azn_toCurseArtifact: 'Artifact: {stones} from the supply onto {curse}.',
  azn_stonesMoved: '{stones}: from {from} to {to}.',

  // ---- Artifacts
  azn_gain_accusedTruth: `{name} gains an Artifact (told the truth, yet at least 2 players said ${YOU_LIE_EN}).`,
  azn_gain_unaccusedLie: `{name} gains an Artifact (lied, and nobody said ${YOU_LIE_EN}).`,
  azn_gain_caughtLiar: '{name} gains an Artifact (at least 2 players rightly accused {liar}, {name} among them).',
  azn_theLiar: 'the liar',
  azn_artifactNone: 'The Artifact deck is empty: {name} gains no Artifact.',
  azn_kept: (p) => `${p.name} keeps an Artifact${p.effect ? ` (${p.effect})` : ''}${p.cards ? ` and tucks ${p.cards} under the deck` : ''}.`,
  azn_fx_set: '{vp} VP for {set}',
  azn_fx_vp: '{vp} VP',
  azn_setOf: 'each set of {jewels}',
  azn_setMixed: (p) => `each ${p.colors} ${SETS_EN[count(p, 'size')] ?? 'set'}`,
  azn_played: '{name} plays an Artifact.',
  azn_play_discardStones: '{name} plays an Artifact to discard up to {stones}.',
  azn_play_giveStone: '{name} plays an Artifact to give 1 cursed stone to {target}.',
  azn_play_takeJewel: '{name} plays an Artifact to take 1 {jewel} from the temple.',
  azn_play_takeNothing: '{name} plays an Artifact to take 1 jewel from the temple, but the temple is empty.',
  azn_play_curseStone: '{name} plays an Artifact to put 1 cursed stone from the supply on {curse}.',

  // ---- curses, the end
  azn_curseTaken: '{name} has {most}: {name} takes {theStones} on {curse}.',
  azn_curseEmpty: '{name} has {most}, but {curse} holds no cursed stone.',
  azn_curseTied: 'Tied for {most} ({names}): {curse} keeps {theStones}.',
  azn_roundEnd: 'Round {round} is over: the Jewel cards used are discarded.',
  azn_gameOver: 'Game over: count the victory points.',

  // ---- the reveal panel
  azn_titleTruth: '{name} reveals: the card shows {shows}, just what {name} took.',
  azn_titleLie: '{name} reveals: the card shows {shows}, but {name} took {taken}.',
  azn_case1: 'Case 1: You told the truth.',
  azn_case2: 'Case 2: You lied, but no one accused you of lying.',
  azn_case3: 'Case 3: You lied, and at least 1 player accused you of lying.',
  azn_rule1: 'You add the jewels to your stash. You give one of your cursed stones to each player who accused you of lying. If at least 2 players accused you of lying, you gain an Artifact. Each player who believed you discards 1 cursed stone to the supply.',
  azn_rule2: 'You add the jewels to your stash. You gain an Artifact. Each player who believed you takes a cursed stone from the supply.',
  azn_rule3: 'You discard the jewels to the temple, and instead take the ones indicated on your card. Each player who accused you of lying gives you one of their cursed stones. If at least 2 players accused you of lying, each of these players gains an Artifact. Each player who believed you takes a cursed stone from the supply.',
  azn_tokensAt: `${YOU_LIE_EN}: {accusers}; ${BELIEVE_EN}: {believers}.`,
} satisfies Record<string, Template>;

export type NarrateKey = keyof typeof narrateStringsEn;
