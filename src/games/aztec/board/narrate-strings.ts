/**
 * The strings of Aztec's game log (narrate.ts) and reveal panel (explain-reveal.ts), English and French.
 * Sentences name players rather than use pronouns ("Ann … Ann"), so no string has to guess a gender.
 * Parts are filled in by the code: `{jewels}` is already "2 blue, 1 red" (the `azn_count_*` words),
 * `{stones}` already "1 cursed stone", `{curse}` already "the red Curse card", and so on.
 * French: a non-breaking space before « : ; ! ? » and inside guillemets; "de"/"que" elide before a vowel.
 */
import { featureStrings, type Params } from '../../../kit/i18n/template.js';

const count = (p: Params, key = 'n') => Number(p[key]);
/** English plural: 1 is singular, everything else plural ("0 cards"). */
const plural = (n: number, one: string, other: string) => (n === 1 ? one : other);
/** French plural: 0 and 1 are singular ("0 carte", "1 carte", "2 cartes"). */
const pluriel = (n: number, one: string, other: string) => (n <= 1 ? one : other);

/** French elision before a vowel sound: "d’Ann", "qu’Ann" (an h is left alone: it may be aspirated). */
const VOWEL = /^[aeiouyàâäéèêëîïôöùûü]/i;
const de = (name: unknown) => (VOWEL.test(String(name)) ? `d’${name}` : `de ${name}`);
const que = (name: unknown) => (VOWEL.test(String(name)) ? `qu’${name}` : `que ${name}`);

/** A French list for an Artifact set: "paire bleu–jaune" / "trio bleu–jaune–rouge". */
const SETS_FR: Record<number, string> = { 2: 'chaque paire', 3: 'chaque trio' };
const SETS_EN: Record<number, string> = { 2: 'pair', 3: 'trio' };

const YOU_LIE_EN = '“You lie!”';
const BELIEVE_EN = '“I believe you!”';
const YOU_LIE_FR = '«\u00a0Tu mens\u00a0!\u00a0»';
const BELIEVE_FR = '«\u00a0Je te crois\u00a0!\u00a0»';

export const narrateStrings = featureStrings({
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
}, {
  azn_count_blue: (p) => `${p.n} ${pluriel(count(p), 'bleu', 'bleus')}`,
  azn_count_yellow: (p) => `${p.n} ${pluriel(count(p), 'jaune', 'jaunes')}`,
  azn_count_red: (p) => `${p.n} ${pluriel(count(p), 'rouge', 'rouges')}`,
  azn_color_blue: 'bleu',
  azn_color_yellow: 'jaune',
  azn_color_red: 'rouge',
  azn_jewel_blue: 'joyau bleu',
  azn_jewel_yellow: 'joyau jaune',
  azn_jewel_red: 'joyau rouge',
  azn_most_blue: 'le plus de joyaux bleus',
  azn_most_yellow: 'le plus de joyaux jaunes',
  azn_most_red: 'le plus de joyaux rouges',
  azn_curse_blue: 'la carte Malédiction bleue',
  azn_curse_yellow: 'la carte Malédiction jaune',
  azn_curse_red: 'la carte Malédiction rouge',
  azn_noJewels: 'aucun joyau',
  azn_someJewels: 'des joyaux',
  azn_and: '{a} et {b}',
  azn_listSep: ', ',
  azn_itemSep: '\u00a0; ',
  azn_nobody: 'personne',
  azn_player: 'Joueur {n}',
  azn_hiddenPlayer: 'un joueur',
  azn_stones: (p) => `${p.n} ${pluriel(count(p), 'pierre maudite', 'pierres maudites')}`,
  azn_theStones: (p) => (count(p) === 0 ? 'aucune pierre maudite' : count(p) === 1 ? 'la pierre maudite' : `les ${p.n} pierres maudites`),
  azn_cards: (p) => `${p.n} ${pluriel(count(p), 'carte', 'cartes')}`,
  azn_theSupply: 'la réserve',

  azn_roundStart: 'Le tour {round} commence\u00a0: {first} révèle en premier.',
  azn_picked: '{name} a choisi ses joyaux.',
  azn_collected: 'Tout le monde a choisi\u00a0: {list}.',
  azn_took: '{name} a pris {jewels}',
  azn_tokenPlaced: '{name} a posé son jeton.',
  azn_tokensShown: 'Jetons\u00a0: {list}.',
  azn_believes: '{name} croit {target}',
  azn_accuses: (p) => `${p.name} dit ${que(p.target)} ment`,
  azn_tokenSomewhere: '{name} a posé son jeton',

  azn_reveal1: (p) => `La carte ${de(p.name)} montre ${p.shows}\u00a0: ${p.name} a dit la vérité.`,
  azn_reveal2: (p) => `La carte ${de(p.name)} montre ${p.shows}, mais ${p.name} a pris ${p.taken}\u00a0: un mensonge que personne n’a dénoncé, ${p.name} garde donc les joyaux.`,
  azn_reveal3: (p) => `La carte ${de(p.name)} montre ${p.shows}, mais ${p.name} a pris ${p.taken}\u00a0: un mensonge démasqué par ${p.accusers}, les joyaux retournent donc au Temple et ${p.name} prend ceux de la carte.`,
  azn_toStash: '{name} ajoute {jewels} à son trésor.',
  azn_toTemple: '{name} remet {jewels} dans le Temple.',
  azn_fromTemple: '{name} prend {jewels} dans le Temple.',

  azn_give: '{giver} donne {stones} à {to} ({why}).',
  azn_giveFromSupply: '{giver} n’a pas de pierre maudite à donner\u00a0: {to} prend {stones} dans la réserve à la place ({why}).',
  azn_giveFromSupplyAnon: '{to} prend {stones} dans la réserve, car {giver} n’en a pas à donner ({why}).',
  azn_why_accused: '{to} a accusé à tort',
  azn_why_lied: '{to} a menti et s’est fait prendre',
  azn_why_artifact: 'Artefact',
  azn_anon_accused: 'le joueur qui a dit la vérité',
  azn_anon_lied: 'un accusateur',
  azn_anon_artifact: 'le joueur de l’Artefact',
  azn_discardBelieved: '{name} défausse {stones} ({name} a cru la vérité).',
  azn_takeBelieved: '{name} prend {stones} dans la réserve ({name} a cru un menteur).',
  azn_discardArtifact: '{name} défausse {stones} dans la réserve (Artefact).',
  azn_toCurseRound: 'Fin du tour\u00a0: {stones} de la réserve sur {curse}.',
  azn_toCurseArtifact: 'Artefact\u00a0: {stones} de la réserve sur {curse}.',
  azn_stonesMoved: '{stones}\u00a0: de {from} à {to}.',

  azn_gain_accusedTruth: `{name} gagne un Artefact (a dit la vérité, et pourtant au moins 2 joueurs ont dit ${YOU_LIE_FR}).`,
  azn_gain_unaccusedLie: `{name} gagne un Artefact (a menti, et personne n’a dit ${YOU_LIE_FR}).`,
  azn_gain_caughtLiar: '{name} gagne un Artefact (au moins 2 joueurs ont accusé {liar} à raison, dont {name}).',
  azn_theLiar: 'le menteur',
  azn_artifactNone: 'La pioche des Artefacts est vide\u00a0: {name} ne gagne pas d’Artefact.',
  azn_kept: (p) => `${p.name} garde un Artefact${p.effect ? ` (${p.effect})` : ''}${p.cards ? ` et glisse ${p.cards} sous la pioche` : ''}.`,
  azn_fx_set: '{vp} PV pour {set}',
  azn_fx_vp: '{vp} PV',
  azn_setOf: 'chaque lot de {jewels}',
  azn_setMixed: (p) => `${SETS_FR[count(p, 'size')] ?? 'chaque lot'} ${p.colors}`,
  azn_played: '{name} joue un Artefact.',
  azn_play_discardStones: '{name} joue un Artefact pour défausser jusqu’à {stones}.',
  azn_play_giveStone: '{name} joue un Artefact pour donner 1 pierre maudite à {target}.',
  azn_play_takeJewel: '{name} joue un Artefact pour prendre 1 {jewel} dans le Temple.',
  azn_play_takeNothing: '{name} joue un Artefact pour prendre 1 joyau dans le Temple, mais le Temple est vide.',
  azn_play_curseStone: '{name} joue un Artefact pour placer 1 pierre maudite de la réserve sur {curse}.',

  azn_curseTaken: '{name} a {most}\u00a0: {name} prend {theStones} de {curse}.',
  azn_curseEmpty: '{name} a {most}, mais {curse} ne porte aucune pierre maudite.',
  azn_curseTied: 'Égalité pour {most} ({names})\u00a0: {curse} garde {theStones}.',
  azn_roundEnd: 'Fin du tour {round}\u00a0: les cartes Joyau utilisées sont défaussées.',
  azn_gameOver: 'Fin de la partie\u00a0: comptez les points de victoire.',

  azn_titleTruth: (p) => `${p.name} révèle\u00a0: la carte montre ${p.shows}, exactement ce ${que(p.name)} a pris.`,
  azn_titleLie: '{name} révèle\u00a0: la carte montre {shows}, mais {name} a pris {taken}.',
  azn_case1: 'Cas 1\u00a0: vous avez dit la vérité.',
  azn_case2: 'Cas 2\u00a0: vous avez menti, mais personne ne vous a accusé de mentir.',
  azn_case3: 'Cas 3\u00a0: vous avez menti, et au moins 1 joueur vous a accusé de mentir.',
  azn_rule1: 'Vous ajoutez les joyaux à votre trésor. Vous donnez une de vos pierres maudites à chaque joueur qui vous a accusé de mentir. Si au moins 2 joueurs vous ont accusé de mentir, vous gagnez un Artefact. Chaque joueur qui vous a cru défausse 1 pierre maudite dans la réserve.',
  azn_rule2: 'Vous ajoutez les joyaux à votre trésor. Vous gagnez un Artefact. Chaque joueur qui vous a cru prend une pierre maudite dans la réserve.',
  azn_rule3: 'Vous remettez les joyaux dans le Temple et prenez à la place ceux indiqués sur votre carte. Chaque joueur qui vous a accusé de mentir vous donne une de ses pierres maudites. Si au moins 2 joueurs vous ont accusé de mentir, chacun d’eux gagne un Artefact. Chaque joueur qui vous a cru prend une pierre maudite dans la réserve.',
  azn_tokensAt: `${YOU_LIE_FR}\u00a0: {accusers}\u00a0; ${BELIEVE_FR}\u00a0: {believers}.`,
});

export type NarrateKey = keyof typeof narrateStrings.en;
