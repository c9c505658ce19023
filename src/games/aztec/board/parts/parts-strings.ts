/**
 * Every word the Aztec board's parts show (jewels, cards, the table, a seat's panel), in English and
 * French. Keys start with `ap_` so this table can sit beside the board's own in one translator without
 * clashing. Counts that take a plural are functions of `n`; French follows its own rules (0 and 1 are
 * singular) and typography (a no-break space before « : », a narrow one before « ! » and inside « »).
 */
import { featureStrings, type Params } from '../../../../kit/i18n/template.js';

const num = (p: Params, name = 'n') => Number(p[name]);
/** English plural: "1 stone", "0 stones". */
const en = (word: string, plural = `${word}s`) => (p: Params) => `${p.n} ${num(p) === 1 ? word : plural}`;
/** French plural: "0 pierre", "1 pierre", "2 pierres". */
const fr = (word: string, plural = `${word}s`) => (p: Params) => `${p.n} ${num(p) >= 2 ? plural : word}`;
const NB = '\u00a0';
const NNB = '\u202f';

export const partStrings = featureStrings({
  // Jewels, by colour (index order of COLORS: blue, yellow, red).
  ap_blue: 'blue',
  ap_yellow: 'yellow',
  ap_red: 'red',
  ap_nBlue: (p: Params) => `${p.n} blue`,
  ap_nYellow: (p: Params) => `${p.n} yellow`,
  ap_nRed: (p: Params) => `${p.n} red`,
  ap_noJewels: 'no jewels',
  // Cards.
  ap_jewelCard: 'Jewel card: {jewels}',
  ap_hiddenCard: 'Hidden card',
  ap_noCard: 'No card',
  ap_artifact: 'Artifact',
  ap_setEffect: '{set}: {vp} VP for each set',
  ap_vpEffect: '{vp} VP',
  ap_vp: 'VP',
  ap_discardEffect: (p: Params) => `Play at once: discard up to ${en('cursed stone')(p)}`,
  ap_giveEffect: 'Play at once: give 1 cursed stone to a player of your choice',
  ap_takeEffect: 'Play at once: take 1 jewel of your choice from the Temple',
  ap_curseEffect: 'Play at once: put 1 stone from the supply on a Curse card',
  ap_character: 'Character',
  ap_duoOf: '{a}–{b} duo',
  ap_duoVp: '{vp} VP per duo',
  ap_curseBlue: 'Blue Curse',
  ap_curseYellow: 'Yellow Curse',
  ap_curseRed: 'Red Curse',
  ap_curseRuleBlue: 'Most blue takes the stones',
  ap_curseRuleYellow: 'Most yellow takes the stones',
  ap_curseRuleRed: 'Most red takes the stones',
  ap_stones: en('cursed stone'),
  // The table.
  ap_temple: 'Temple',
  ap_templeLeft: 'Jewels left: {jewels}',
  ap_curses: 'Curse cards',
  ap_track: 'Cursed-stone track',
  ap_trackCell: (p: Params) => `${en('stone')(p)}: ${p.vp} VP`,
  ap_trackBeyond: '{vp} each beyond',
  ap_trackBeyondCell: (p: Params) => `More than ${p.n} stones: ${p.vp} VP for each stone beyond`,
  ap_trackSeat: (p: Params) => `${p.name}, ${en('stone')(p)}`,
  ap_deck: 'Artifact deck',
  ap_cards: en('card'),
  // A seat's panel.
  ap_seatLabel: '{name}, seat {n}',
  ap_you: 'you',
  ap_firstPlayer: 'First player',
  ap_stash: 'Stash',
  ap_stonesLabel: 'Cursed stones',
  ap_penalty: '{vp} VP',
  ap_artifacts: 'Artifacts',
  ap_noArtifacts: 'None yet',
  ap_round: 'This round',
  ap_onlyYou: 'Only you see it',
  ap_onCard: 'On the card',
  ap_yourPick: 'You took',
  ap_took: 'Took',
  ap_truth: 'Told the truth',
  ap_lie: 'Lied',
  ap_believe: 'I believe you!',
  ap_accuse: 'You lie!',
  ap_tokenTo: '“{says}” to {name}',
  ap_tokenFrom: '{name}: “{says}”',
  ap_token: 'Token',
  ap_tokensIn: 'Tokens in front',
  ap_noTokens: 'None',
  ap_hasChosen: 'Has chosen',
  ap_deciding: 'Choosing…',
  ap_reveals: (p: Params) => `${en('truth')({ n: p.truths! })}, ${en('lie')({ n: p.lies! })}`,
  ap_revealsLabel: 'Past reveals',
}, {
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
});

export type PartKey = keyof typeof partStrings.en;

/** The keys that differ by jewel colour, in COLORS order, so a part never spells a colour twice. */
export const COLOR_KEYS = {
  name: ['ap_blue', 'ap_yellow', 'ap_red'],
  count: ['ap_nBlue', 'ap_nYellow', 'ap_nRed'],
  curse: ['ap_curseBlue', 'ap_curseYellow', 'ap_curseRed'],
  curseRule: ['ap_curseRuleBlue', 'ap_curseRuleYellow', 'ap_curseRuleRed'],
} as const satisfies Record<string, readonly [PartKey, PartKey, PartKey]>;

/** A VP value as printed: a true minus sign for a loss ("−5"), "0" for none. */
export const vpText = (vp: number): string => (vp < 0 ? `\u2212${-vp}` : String(vp));
