/**
 * Lesson 1, taking and bluffing: round 1 told honestly, then round 2's bluff from the rulebook's own
 * example (Charly draws 2 blue and 1 yellow, and takes 2 blue and 1 red, for his red–blue duos).
 */
import type { AztecLessonJson } from './lesson-format.js';

export const takingLesson: AztecLessonJson = {
  format: 'aztec-lesson',
  version: 1,
  id: 'taking',
  title: { en: 'Taking jewels, and bluffing', fr: 'Prendre des joyaux, et bluffer' },
  summary: {
    en: 'Take what your Jewel card shows — or something else, if nobody can tell.',
    fr: 'Prenez ce que montre votre carte Joyau — ou autre chose, si personne ne peut le savoir.',
  },
  seats: ['Charly', 'Daryl', 'Elisa'],
  seed: 1,
  scenario: {
    seats: [
      { character: 'Charly', deck: [[1, 0, 2], [2, 1, 0]] },
      { character: 'Daryl', deck: [[0, 0, 3], [1, 0, 2]] },
      { character: 'Elisa', deck: [[0, 2, 1], [0, 3, 0]] },
    ],
  },
  steps: [
    {
      text: {
        en: 'Welcome to the temple! Aztec lasts 5 rounds. Each round, every player takes jewels from the temple, in the middle — and may lie about it.\n\nYou play Charly. Your panel shows the duo that scores for you: red–blue, 1 point for each red jewel paired with a blue one.',
        fr: 'Bienvenue au Temple\u00a0! Une partie d’Aztec dure 5 manches. À chaque manche, chacun prend des joyaux dans le Temple, au centre — et peut mentir.\n\nVous jouez Charly. Votre panneau montre le duo qui vous rapporte\u00a0: rouge–bleu, 1 point par joyau rouge associé à un bleu.',
      },
      highlight: ['temple', 'seat:0'],
    },
    {
      text: {
        en: 'Round 1. You drew a Jewel card: only you can see it. It shows 1 blue and 2 red jewels.\n\nTell the truth this time: take exactly those. Press Take.',
        fr: 'Manche 1. Vous avez pioché une carte Joyau\u00a0: vous seul la voyez. Elle montre 1 joyau bleu et 2 rouges.\n\nCette fois, dites la vérité\u00a0: prenez exactement ceux-là. Appuyez sur Prendre.',
      },
      highlight: ['prompt'],
      auto: [{ type: 'collect', seat: 1, truth: true }, { type: 'collect', seat: 2, truth: true }],
      expect: { type: 'collect', truth: true },
      hint: {
        en: 'Keep your card’s jewels (1 blue, 2 red) and press Take.',
        fr: 'Gardez les joyaux de votre carte (1 bleu, 2 rouges) et appuyez sur Prendre.',
      },
    },
    {
      text: {
        en: 'Everyone’s jewels show at once: you see what Daryl and Elisa took, never their cards.\n\nNow each player puts a Character token in front of another player. Place yours anywhere, either side: the next lesson shows what tokens do.',
        fr: 'Les joyaux de chacun apparaissent en même temps\u00a0: vous voyez ce que Daryl et Elisa ont pris, jamais leur carte.\n\nChacun pose maintenant son jeton Personnage devant un autre joueur. Posez le vôtre où vous voulez, sur la face de votre choix\u00a0: la leçon suivante montre à quoi servent les jetons.',
      },
      highlight: ['prompt'],
      auto: [{ type: 'token', seat: 1, target: 2, believe: true }, { type: 'token', seat: 2, target: 0, believe: true }],
      expect: { type: 'token' },
      hint: { en: 'Press one of the token buttons.', fr: 'Appuyez sur l’un des boutons du jeton.' },
    },
    {
      text: {
        en: 'The cards were revealed: everyone told the truth, so everyone keeps their jewels.\n\nRound 2. Your new card shows 2 blue and 1 yellow. Yellow does nothing for Charly… so bluff! Take 2 blue and 1 red instead: − on yellow, + on red, then Take.',
        fr: 'Les cartes ont été révélées\u00a0: tout le monde a dit la vérité, chacun garde donc ses joyaux.\n\nManche 2. Votre nouvelle carte montre 2 bleus et 1 jaune. Le jaune ne rapporte rien à Charly… alors bluffez\u00a0! Prenez plutôt 2 bleus et 1 rouge\u00a0: − sur le jaune, + sur le rouge, puis Prendre.',
      },
      highlight: ['prompt'],
      auto: [
        { type: 'reveal' }, { type: 'reveal' }, { type: 'reveal' }, { type: 'curses' }, { type: 'endRound' },
        { type: 'collect', seat: 1, truth: true }, { type: 'collect', seat: 2, truth: true },
      ],
      expect: { type: 'collect', jewels: [2, 0, 1] },
      hint: {
        en: 'Make it 2 blue, 0 yellow, 1 red (− on yellow, + on red), then press Take.',
        fr: 'Faites 2 bleus, 0 jaune, 1 rouge (− sur le jaune, + sur le rouge), puis appuyez sur Prendre.',
      },
    },
    {
      text: {
        en: 'Your bluff is on the table: the others see 2 blue and 1 red, not your card.\n\nA good bluff looks like a real card: every Jewel card shows 2 to 4 jewels of at most 2 colours, so the board only lets you take such a set. Will the others believe you? That is the next lesson.',
        fr: 'Votre bluff est sur la table\u00a0: les autres voient 2 bleus et 1 rouge, pas votre carte.\n\nUn bon bluff ressemble à une vraie carte\u00a0: chaque carte Joyau montre 2 à 4 joyaux d’au plus 2 couleurs, et le plateau ne vous laisse prendre que cela. Les autres vous croiront-ils\u00a0? C’est la leçon suivante.',
      },
      highlight: ['seat:0'],
    },
  ],
};
