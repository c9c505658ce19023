/** The 2-player Automaton, the rulebook's example: on the 3rd Temple space it takes the Discovery tablet. */
import type { LessonJson } from '../lesson-format.js';
import { faces } from './common.js';

export const automaton: LessonJson = {
  format: 'quetzal-lesson',
  version: 1,
  id: 'automaton',
  title: { en: 'The 2-player Automaton', fr: 'L’automate à 2 joueurs' },
  summary: {
    en: 'An Automaton card places a third colour; bumped Automaton meeples are discarded; at the Temple it takes the artifact it prefers and discards it.',
    fr: 'Une carte Automate place une troisième couleur\u202f; les meeples de l’automate chassés sont défaussés\u202f; au Temple, il prend l’objet qu’il préfère et le défausse.',
  },
  seats: { en: ['Jon', 'Lucy'], fr: ['Jean', 'Lucie'] },
  seed: 6,
  scenario: {
    firstPlayer: 0,
    automatonCards: ['A3'],
    rolls: faces(14, 'white'),
    temple: ['tablet', 'tablet:discovery', 'weapon', 'pottery', 'weapon:coin', 'pottery:vp', 'tablet:coin', 'pottery'],
    deck: ['mummy:vp'],
  },
  steps: [
    {
      text: {
        en: 'With 2 players, Automaton cards simulate a third player. At the start of each round an Automaton card shows where its 6 meeples go: card A3 puts 1 on the 3rd Temple space, 4 archaeologists on the Ruins and 1 adventurer on the Black Market.',
        fr: 'À 2 joueurs, les cartes Automate simulent un troisième joueur. Au début de chaque tour, une carte Automate indique où placer ses 6 meeples\u00a0: la carte A3 en met 1 sur la 3e case du Temple, 4 Archéologues sur les Ruines et 1 Aventurier au Marché noir.',
      },
      highlight: ['automaton-card', 'temple:2', 'ruins', 'black_market'],
    },
    {
      text: {
        en: 'Rolling does not change: press “Roll the meeples”.',
        fr: 'Le lancer ne change pas\u00a0: appuyez sur «\u00a0Lancer les meeples\u00a0».',
      },
      expect: { type: 'roll' },
      hint: { en: 'Press “Roll the meeples”.', fr: 'Appuyez sur «\u00a0Lancer les meeples\u00a0».' },
    },
    {
      text: {
        en: 'Jon (red) wants the Ruins. Bidding against the Automaton works as usual: to beat its 4 archaeologists he needs 5. Select 5 of his meeples and place them on the Ruins.',
        fr: 'Jean (rouge) veut les Ruines. Les enchères contre l’automate se font comme d’habitude\u00a0: pour battre ses 4 Archéologues, il en faut 5. Sélectionnez 5 de ses meeples et placez-les sur les Ruines.',
      },
      expect: { type: 'place', seat: 0, location: 'ruins', count: 5, color: 'archaeologist' },
      hint: {
        en: 'Select exactly 5 of Jon’s meeples, then the Ruins.',
        fr: 'Sélectionnez exactement 5 meeples de Jean, puis les Ruines.',
      },
    },
    {
      text: {
        en: 'When a player kicks the Automaton’s meeples off a bidding location, they are discarded: they will not be used again this round.',
        fr: 'Lorsqu’un joueur chasse les meeples de l’automate d’un emplacement à enchère, ceux-ci sont défaussés du plateau\u00a0: ils ne serviront plus pour ce tour.',
      },
      highlight: ['ruins', 'log'],
    },
    {
      text: {
        en: 'Lucy and Jon sent their other meeples to the Camp, and the Temple activated. The Automaton, on the 3rd space, retrieved the tablet with the Discovery bonus (its Market automaton tile prefers tablets here, then the Discovery bonus), drew the first card of the deck, and discarded both: 7 cards are left on the Temple.',
        fr: 'Lucie et Jean ont envoyé leurs autres meeples au Campement, et le Temple s’est activé. L’automate, sur la 3e case, a récupéré la tablette avec le bonus de Découverte (sa tuile Marché automate préfère ici les tablettes, puis le bonus de Découverte), a pioché la première carte de la pile, et a défaussé les deux\u00a0: il reste 7 cartes au Temple.',
      },
      auto: [
        { type: 'place', seat: 1, location: 'camp', count: 'all' },
        { type: 'place', seat: 0, location: 'camp', count: 'all' },
      ],
      highlight: ['temple', 'log'],
    },
    {
      text: {
        en: 'Had the Automaton still been on a Temple Surrounding at the end of the round, the 2 cards there would have been discarded. In Phase 4 its meeples leave the board and a new Automaton card places them again.',
        fr: 'Si l’automate était encore sur une Annexe du Temple en fin de tour, les 2 cartes Objet de ce lieu seraient défaussées. En phase 4, ses meeples quittent le plateau et une nouvelle carte Automate les replace.',
      },
      highlight: ['automaton-card'],
    },
  ],
};
