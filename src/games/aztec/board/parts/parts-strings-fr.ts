/**
 * The French of parts-strings.ts: a chunk of its own, fetched before a French board shows (every English
 * key must be here: the type checks it). `partStrings` is both languages, for code that is not a page.
 */
import { featureStrings, type Params, type Template } from '../../../../kit/i18n/template.js';
import { num, partStringsEn, type PartKey } from './parts-strings.js';

/** French plural: "0 pierre", "1 pierre", "2 pierres". */
const NB = '\u00a0';
const NNB = '\u202f';
const fr = (word: string, plural = `${word}s`) => (p: Params) => `${p.n} ${num(p) >= 2 ? plural : word}`;
export const partStringsFr: Record<PartKey, Template> = {
  ap_blue: 'bleu',
  ap_yellow: 'jaune',
  ap_red: 'rouge',
  ap_nBlue: fr('bleu'),
  ap_nYellow: fr('jaune'),
  ap_nRed: fr('rouge'),
  ap_noJewels: 'aucun joyau',
  ap_jewelCard: `Carte Joyau${NB}: {jewels}`,
  ap_hiddenCard: 'Carte cachée',
  ap_noCard: 'Pas de carte',
  ap_artifact: 'Artefact',
  ap_setEffect: `{set}${NB}: {vp}${NB}PV par série`,
  ap_vpEffect: `{vp}${NB}PV`,
  ap_vp: 'PV',
  ap_discardEffect: (p: Params) => `À jouer aussitôt${NB}: défaussez jusqu’à ${fr('pierre maudite', 'pierres maudites')(p)}`,
  ap_giveEffect: `À jouer aussitôt${NB}: donnez 1 pierre maudite au joueur de votre choix`,
  ap_takeEffect: `À jouer aussitôt${NB}: prenez 1 joyau de votre choix dans le Temple`,
  ap_curseEffect: `À jouer aussitôt${NB}: posez 1 pierre de la réserve sur une carte Malédiction`,
  ap_character: 'Personnage',
  ap_duoOf: 'duo {a}–{b}',
  ap_duoVp: `{vp}${NB}PV par duo`,
  ap_curseBlue: 'Malédiction bleue',
  ap_curseYellow: 'Malédiction jaune',
  ap_curseRed: 'Malédiction rouge',
  ap_curseRuleBlue: 'Qui a le plus de joyaux bleus prend les pierres',
  ap_curseRuleYellow: 'Qui a le plus de joyaux jaunes prend les pierres',
  ap_curseRuleRed: 'Qui a le plus de joyaux rouges prend les pierres',
  ap_stones: fr('pierre maudite', 'pierres maudites'),
  ap_temple: 'Temple',
  ap_templeLeft: `Joyaux restants${NB}: {jewels}`,
  ap_curses: 'Cartes Malédiction',
  ap_track: 'Piste des pierres maudites',
  ap_trackCell: (p: Params) => `${fr('pierre')(p)}${NB}: ${p.vp}${NB}PV`,
  ap_trackBeyond: `{vp} par pierre en plus`,
  ap_trackBeyondCell: (p: Params) => `Plus de ${p.n} pierres${NB}: ${p.vp}${NB}PV par pierre en plus`,
  ap_trackSeat: (p: Params) => `${p.name}, ${fr('pierre')(p)}`,
  ap_deck: 'Pioche Artefacts',
  ap_cards: fr('carte'),
  ap_seatLabel: '{name}, joueur {n}',
  ap_you: 'vous',
  ap_firstPlayer: 'Premier joueur',
  ap_stash: 'Trésor',
  ap_stonesLabel: 'Pierres maudites',
  ap_penalty: `{vp}${NB}PV`,
  ap_artifacts: 'Artefacts',
  ap_noArtifacts: 'Aucun pour l’instant',
  ap_round: 'Ce tour',
  ap_onlyYou: 'Vous seul la voyez',
  ap_onCard: 'Sur la carte',
  ap_yourPick: 'Vous avez pris',
  ap_took: 'A pris',
  ap_truth: 'A dit la vérité',
  ap_lie: 'A menti',
  ap_believe: `Je te crois${NNB}!`,
  ap_accuse: `Tu mens${NNB}!`,
  ap_tokenTo: `«${NNB}{says}${NNB}» à {name}`,
  ap_tokenFrom: `{name}${NB}: «${NNB}{says}${NNB}»`,
  ap_token: 'Jeton',
  ap_tokensIn: 'Jetons reçus',
  ap_noTokens: 'Aucun',
  ap_hasChosen: 'A choisi',
  ap_deciding: 'Choisit…',
  ap_reveals: (p: Params) => `${fr('vérité')({ n: p.truths! })}, ${fr('mensonge')({ n: p.lies! })}`,
  ap_revealsLabel: 'Révélations passées',
};

export const partStrings = featureStrings(partStringsEn, partStringsFr);
