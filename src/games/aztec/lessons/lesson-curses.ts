/**
 * Lesson 3, curses: a round 2 set up so that each colour's curse ends differently — the learner has the
 * most red and takes its stones, Elisa the most yellow, and blue is a tie, so its stones stay — then the
 * end of the round adds a stone to each Curse card.
 */
import type { AztecLessonJson } from './lesson-format.js';

const anyToken = { en: 'Press one of the token buttons.', fr: 'Appuyez sur l’un des boutons du jeton.' };

export const cursesLesson: AztecLessonJson = {
  format: 'aztec-lesson',
  version: 1,
  id: 'curses',
  title: { en: 'Curses', fr: 'Les malédictions' },
  summary: {
    en: 'The most jewels of a colour bring that colour’s cursed stones.',
    fr: 'Qui a le plus de joyaux d’une couleur reçoit les pierres maudites de cette couleur.',
  },
  seats: ['Charly', 'Daryl', 'Elisa'],
  seed: 3,
  scenario: {
    round: 2,
    curses: [2, 2, 2],
    seats: [
      { character: 'Charly', stash: [3, 1, 3], deck: [[0, 0, 2]] },
      { character: 'Daryl', stash: [3, 2, 0], deck: [[1, 1, 0]] },
      { character: 'Elisa', stash: [4, 3, 1], deck: [[0, 2, 0]] },
    ],
  },
  steps: [
    {
      text: {
        en: 'Around the temple lie three Curse cards, one per colour, each holding cursed stones. Cursed stones cost points at the end of the game: you want few of them.\n\nIt is round 2, and each Curse card holds 2 stones.',
        fr: 'Autour du Temple se trouvent trois cartes Malédiction, une par couleur, chacune chargée de pierres maudites. Les pierres maudites coûtent des points en fin de partie\u00a0: mieux vaut en avoir peu.\n\nC’est la manche 2, et chaque carte Malédiction porte 2 pierres.',
      },
      highlight: ['curses'],
    },
    {
      text: {
        en: 'Look at the stashes: you already hold 3 red jewels, more than anyone. Your card shows 2 red: take them (the truth).',
        fr: 'Regardez les trésors\u00a0: vous avez déjà 3 joyaux rouges, plus que quiconque. Votre carte montre 2 rouges\u00a0: prenez-les (la vérité).',
      },
      highlight: ['seat:0', 'prompt'],
      auto: [{ type: 'collect', seat: 1, truth: true }, { type: 'collect', seat: 2, truth: true }],
      expect: { type: 'collect', truth: true },
      hint: { en: 'Keep your card’s 2 red jewels and press Take.', fr: 'Gardez les 2 joyaux rouges de votre carte et appuyez sur Prendre.' },
    },
    {
      text: {
        en: 'Place your token anywhere, either side: this round, everyone tells the truth.',
        fr: 'Posez votre jeton où vous voulez, sur la face de votre choix\u00a0: à cette manche, tout le monde dit la vérité.',
      },
      highlight: ['prompt'],
      auto: [{ type: 'token', seat: 1, target: 2, believe: true }, { type: 'token', seat: 2, target: 0, believe: true }],
      expect: { type: 'token' },
      hint: anyToken,
    },
    {
      text: {
        en: 'The cards are revealed: all true, so all the jewels went to the stashes.\n\nNow the curses. For each colour, the player with the most jewels of that colour in their stash takes all the stones on its Curse card. Press the board’s “Next” to apply them.',
        fr: 'Les cartes sont révélées\u00a0: toutes vraies, tous les joyaux sont donc allés dans les trésors.\n\nPlace aux malédictions. Pour chaque couleur, le joueur qui a le plus de joyaux de cette couleur dans son trésor prend toutes les pierres de sa carte Malédiction. Appuyez sur «\u00a0Suivant\u00a0» sur le plateau pour les appliquer.',
      },
      highlight: ['curses', 'prompt'],
      auto: [{ type: 'reveal' }, { type: 'reveal' }, { type: 'reveal' }],
      expect: { type: 'curses' },
      hint: { en: 'Press the board’s “Next”.', fr: 'Appuyez sur «\u00a0Suivant\u00a0» sur le plateau.' },
    },
    {
      text: {
        en: 'Red: you have the most (5), so you take the 2 red stones. Yellow: Elisa has the most (5) and takes those. Blue: Daryl and Elisa tie with 4, so nobody takes them — a tie leaves the stones on the card.\n\nPress the board’s “Next” to end the round.',
        fr: 'Rouge\u00a0: vous en avez le plus (5), vous prenez donc les 2 pierres rouges. Jaune\u00a0: Elisa en a le plus (5) et les prend. Bleu\u00a0: Daryl et Elisa sont à égalité avec 4, personne ne les prend — une égalité laisse les pierres sur la carte.\n\nAppuyez sur «\u00a0Suivant\u00a0» sur le plateau pour finir la manche.',
      },
      highlight: ['curses', 'seat:0', 'prompt'],
      expect: { type: 'endRound' },
      hint: { en: 'Press the board’s “Next”.', fr: 'Appuyez sur «\u00a0Suivant\u00a0» sur le plateau.' },
    },
    {
      text: {
        en: 'At the end of each round, one stone from the supply is added to each Curse card: the blue card, untouched, now holds 3.\n\nThe track shows what your stones will cost at the end: 4 stones, for instance, cost 5 points.',
        fr: 'À la fin de chaque manche, une pierre de la réserve s’ajoute sur chaque carte Malédiction\u00a0: la carte bleue, restée intacte, en porte maintenant 3.\n\nLa piste montre ce que vos pierres coûteront à la fin\u00a0: 4 pierres, par exemple, coûtent 5 points.',
      },
      highlight: ['curses', 'stone-track'],
    },
  ],
};
