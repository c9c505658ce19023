/**
 * The French of narrate-strings.ts: a chunk of its own, fetched before a French board shows (every English
 * key must be here: the type checks it). `narrateStrings` is both languages, for code that is not a page.
 */
import { featureStrings, type Params, type Template } from '../../../kit/i18n/template.js';
import { count, narrateStringsEn, type NarrateKey } from './narrate-strings.js';

/** French plural: 0 and 1 are singular ("0 carte", "1 carte", "2 cartes"). */
const pluriel = (n: number, one: string, other: string) => (n <= 1 ? one : other);
/** French elision before a vowel sound: "d’Ann", "qu’Ann" (an h is left alone: it may be aspirated). */
const VOWEL = /^[aeiouyàâäéèêëîïôöùûü]/i;
const de = (name: unknown) => (VOWEL.test(String(name)) ? `d’${name}` : `de ${name}`);
const que = (name: unknown) => (VOWEL.test(String(name)) ? `qu’${name}` : `que ${name}`);
const SETS_FR: Record<number, string> = { 2: 'chaque paire', 3: 'chaque trio' };
const YOU_LIE_FR = '«\u00a0Tu mens\u00a0!\u00a0»';
const BELIEVE_FR = '«\u00a0Je te crois\u00a0!\u00a0»';
export const narrateStringsFr: Record<NarrateKey, Template> = {
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
};

export const narrateStrings = featureStrings(narrateStringsEn, narrateStringsFr);
