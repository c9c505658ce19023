/**
 * Lesson 2, believing and accusing: one round at four where every reveal case of the rulebook comes up
 * in turn, after the learner's own honest one — case 1 (Daryl's 3 red, as in the rulebook's example 1),
 * case 2 (Elisa's bluff nobody accused) and case 3 (Yukio's bluff, which the learner accuses).
 */
import type { AztecLessonJson } from './lesson-format.js';

export const tokensLesson: AztecLessonJson = {
  format: 'aztec-lesson',
  version: 1,
  id: 'tokens',
  title: { en: 'Believe or accuse: the three cases', fr: 'Croire ou accuser\u00a0: les trois cas' },
  summary: {
    en: 'Your Character token says “I believe you!” or “You lie!” — and the cursed stones follow.',
    fr: 'Votre jeton Personnage dit «\u00a0Je te crois\u00a0!\u00a0» ou «\u00a0Tu mens\u00a0!\u00a0» — et les pierres maudites suivent.',
  },
  seats: ['Charly', 'Daryl', 'Elisa', 'Yukio'],
  seed: 2,
  scenario: {
    seats: [
      { character: 'Charly', deck: [[1, 0, 1]] },
      { character: 'Daryl', deck: [[0, 0, 3]] },
      { character: 'Elisa', deck: [[0, 2, 0]] },
      { character: 'Yukio', deck: [[1, 1, 0]] },
    ],
    // Elisa's Artifact: she keeps the 4-point one.
    artifactDeck: [21, 3, 39],
  },
  steps: [
    {
      text: {
        en: 'Once the jewels are taken, each player puts their Character token in front of another player: green side “I believe you!”, red side “You lie!”.\n\nThen the cards are revealed one by one, and one of three cases happens. This round shows all three.',
        fr: 'Une fois les joyaux pris, chacun pose son jeton Personnage devant un autre joueur\u00a0: face verte «\u00a0Je te crois\u00a0!\u00a0», face rouge «\u00a0Tu mens\u00a0!\u00a0».\n\nPuis les cartes sont révélées une à une, et l’un de trois cas se produit. Cette manche les montre tous les trois.',
      },
      highlight: ['seat:1', 'seat:2', 'seat:3'],
    },
    {
      text: {
        en: 'Your card shows 1 blue and 1 red. Take them, honestly.',
        fr: 'Votre carte montre 1 bleu et 1 rouge. Prenez-les, honnêtement.',
      },
      highlight: ['prompt'],
      auto: [
        { type: 'collect', seat: 1, jewels: [0, 0, 3] },
        { type: 'collect', seat: 2, jewels: [0, 2, 2] },
        { type: 'collect', seat: 3, jewels: [2, 2, 0] },
      ],
      expect: { type: 'collect', truth: true },
      hint: { en: 'Keep your card’s jewels and press Take.', fr: 'Gardez les joyaux de votre carte et appuyez sur Prendre.' },
    },
    {
      text: {
        en: 'Look at what the others took. Yukio took 2 blue and 2 yellow: a fine haul… Do you believe him?\n\nAccuse him: press “Yukio lies”.',
        fr: 'Regardez ce que les autres ont pris. Yukio a pris 2 bleus et 2 jaunes\u00a0: belle prise… Le croyez-vous\u00a0?\n\nAccusez-le\u00a0: appuyez sur «\u00a0Yukio ment\u00a0».',
      },
      highlight: ['seat:3', 'prompt'],
      auto: [
        { type: 'token', seat: 1, target: 2, believe: true },
        { type: 'token', seat: 2, target: 1, believe: false },
        { type: 'token', seat: 3, target: 1, believe: true },
      ],
      expect: { type: 'token', target: 3, believe: false },
      hint: { en: 'Press “Yukio lies”.', fr: 'Appuyez sur «\u00a0Yukio ment\u00a0».' },
    },
    {
      text: {
        en: 'All the tokens show at once: Daryl believes Elisa, Elisa accuses Daryl, Yukio believes Daryl, and you accuse Yukio.\n\nNow the cards are revealed, first player first: that is you. Press the board’s “Next reveal”.',
        fr: 'Tous les jetons apparaissent en même temps\u00a0: Daryl croit Elisa, Elisa accuse Daryl, Yukio croit Daryl, et vous accusez Yukio.\n\nLes cartes sont maintenant révélées, en commençant par le premier joueur\u00a0: vous. Appuyez sur «\u00a0Révélation suivante\u00a0» sur le plateau.',
      },
      highlight: ['prompt'],
      expect: { type: 'reveal' },
      hint: { en: 'Press the board’s “Next reveal”.', fr: 'Appuyez sur «\u00a0Révélation suivante\u00a0» sur le plateau.' },
    },
    {
      text: {
        en: 'Your card matches what you took: the truth. With no token in front of you, your jewels simply go to your stash.\n\nNext, Daryl’s card.',
        fr: 'Votre carte correspond à ce que vous avez pris\u00a0: la vérité. Sans jeton devant vous, vos joyaux vont simplement dans votre trésor.\n\nEnsuite, la carte de Daryl.',
      },
      highlight: ['reveal', 'prompt'],
      expect: { type: 'reveal' },
      hint: { en: 'Press the board’s “Next reveal”.', fr: 'Appuyez sur «\u00a0Révélation suivante\u00a0» sur le plateau.' },
    },
    {
      text: {
        en: 'Case 1: Daryl told the truth (3 red). He keeps his jewels and gives one of his cursed stones to Elisa, who accused him. Yukio believed him, so Yukio discards a stone. (Had 2 players accused Daryl, he would also gain an Artifact.)\n\nNext, Elisa’s card.',
        fr: 'Cas 1\u00a0: Daryl a dit la vérité (3 rouges). Il garde ses joyaux et donne une de ses pierres maudites à Elisa, qui l’a accusé. Yukio l’a cru\u00a0: Yukio défausse une pierre. (Si 2 joueurs avaient accusé Daryl, il gagnerait aussi un Artefact.)\n\nEnsuite, la carte d’Elisa.',
      },
      highlight: ['reveal', 'seat:1'],
      expect: { type: 'reveal' },
      hint: { en: 'Press the board’s “Next reveal”.', fr: 'Appuyez sur «\u00a0Révélation suivante\u00a0» sur le plateau.' },
    },
    {
      text: {
        en: 'Case 2: Elisa lied (her card shows 2 yellow) and nobody accused her. She keeps all 4 jewels and gains an Artifact. Daryl believed her, so he takes a cursed stone from the supply.\n\nLast, Yukio’s card.',
        fr: 'Cas 2\u00a0: Elisa a menti (sa carte montre 2 jaunes) et personne ne l’a accusée. Elle garde ses 4 joyaux et gagne un Artefact. Daryl l’a crue\u00a0: il prend une pierre maudite dans la réserve.\n\nEnfin, la carte de Yukio.',
      },
      highlight: ['reveal', 'seat:2'],
      auto: [{ type: 'artifact', seat: 2, keep: 21 }],
      expect: { type: 'reveal' },
      hint: { en: 'Press the board’s “Next reveal”.', fr: 'Appuyez sur «\u00a0Révélation suivante\u00a0» sur le plateau.' },
    },
    {
      text: {
        en: 'Case 3: Yukio lied (his card shows 1 blue and 1 yellow) and you accused him. His 4 jewels go back to the temple and he takes only his card’s. You give him one of your cursed stones.\n\nHad 2 players accused him, each of them would have gained an Artifact.',
        fr: 'Cas 3\u00a0: Yukio a menti (sa carte montre 1 bleu et 1 jaune) et vous l’avez accusé. Ses 4 joyaux retournent au Temple et il ne prend que ceux de sa carte. Vous lui donnez une de vos pierres maudites.\n\nSi 2 joueurs l’avaient accusé, chacun d’eux aurait gagné un Artefact.',
      },
      highlight: ['reveal', 'seat:3', 'seat:0'],
    },
  ],
};
