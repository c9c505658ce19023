/** Activating the Temple, the rulebook's example: Lucy (2nd space), Jon (4th), Maria (5th). */
import type { LessonJson } from '../lesson-format.js';
import { JON_LUCY_MARIA, faces } from './common.js';

export const temple: LessonJson = {
  format: 'quetzal-lesson',
  version: 1,
  id: 'temple-activation',
  title: { en: 'Activating the Temple', fr: 'L’activation du Temple' },
  summary: {
    en: 'From the top space down: Lucy chooses 2 of the 8 cards, Jon 1 of the 6 left and draws 1, Maria 1 of the 5 left.',
    fr: 'De la case du haut vers le bas\u00a0: Lucie choisit 2 des 8 cartes, Jean 1 des 6 restantes et pioche 1 carte, Marie 1 des 5 restantes.',
  },
  seats: JON_LUCY_MARIA,
  seed: 3,
  scenario: {
    firstPlayer: 1,
    rolls: faces(21, 'white'),
    temple: ['mummy', 'statuette', 'tablet', 'weapon', 'pottery', 'pottery:coin', 'weapon:vp', 'tablet:coin'],
    deck: ['statuette:vp'],
  },
  steps: [
    {
      text: {
        en: 'Phase 3: once every meeple is on the board, the locations activate in the order shown on their banners. The Temple activates from the top space down, and each space gives its occupant Artifact cards.',
        fr: 'Phase 3\u00a0: une fois tous les meeples placés, les lieux s’activent dans l’ordre indiqué sur leur bannière. Le Temple s’active de la case supérieure vers le bas, et chaque case donne des cartes Objet à son occupant.',
      },
      highlight: ['temple'],
      auto: [{ type: 'roll' }],
    },
    {
      text: {
        en: 'Lucy plays first: put one of her archaeologists on the 2nd space of the Temple.',
        fr: 'Lucie joue la première\u00a0: placez un de ses Archéologues sur la 2e case du Temple.',
      },
      expect: { type: 'place', seat: 1, location: 'temple', space: 1 },
      hint: { en: 'Select one of Lucy’s meeples, then the 2nd Temple space.', fr: 'Sélectionnez un meeple de Lucie, puis la 2e case du Temple.' },
    },
    {
      text: {
        en: 'Maria took the 5th space and Jon the 4th. Everyone then sent their other meeples to the Camp, and placement is over: the Temple activates.',
        fr: 'Marie a pris la 5e case et Jean la 4e. Tout le monde a ensuite envoyé ses autres meeples au Campement, et le placement est terminé\u00a0: le Temple s’active.',
      },
      auto: [
        { type: 'place', seat: 2, location: 'temple', space: 4 },
        { type: 'place', seat: 0, location: 'temple', space: 3 },
        { type: 'place', seat: 1, location: 'camp', count: 'all' },
        { type: 'place', seat: 2, location: 'camp', count: 'all' },
        { type: 'place', seat: 0, location: 'camp', count: 'all' },
      ],
      highlight: ['temple:1', 'temple:3', 'temple:4'],
    },
    {
      text: {
        en: 'Lucy is highest, on the 2nd space: she chooses first, 2 Artifact cards from the 8 face-up cards on the Temple. Take the mummy and the statuette.',
        fr: 'Lucie est la plus haute, sur la 2e case\u00a0: elle choisit la première 2 cartes Objet parmi les 8 faces visibles du Temple. Prenez la momie et la statuette.',
      },
      expect: { type: 'chooseCards', seat: 1, cards: ['mummy', 'statuette'] },
      hint: { en: 'Select the mummy and the statuette, then take the 2 cards.', fr: 'Sélectionnez la momie et la statuette, puis prenez les 2 cartes.' },
    },
    {
      text: {
        en: 'Then Jon, on the 4th space, picks 1 Artifact card from the 6 remaining, and draws the first card of the deck. Take the tablet without bonus.',
        fr: 'Puis Jean, sur la 4e case, choisit 1 carte Objet parmi les 6 restantes et pioche la première carte de la pile. Prenez la tablette sans bonus.',
      },
      expect: { type: 'chooseCards', seat: 0, cards: ['tablet'] },
      hint: { en: 'Select the tablet without bonus, then take it.', fr: 'Sélectionnez la tablette sans bonus, puis prenez-la.' },
    },
    {
      text: {
        en: 'Finally Maria, on the 5th space, picks 1 Artifact card from the 5 remaining. Take the weapon without bonus.',
        fr: 'Enfin Marie, sur la 5e case, choisit 1 carte Objet parmi les 5 restantes. Prenez l’arme sans bonus.',
      },
      expect: { type: 'chooseCards', seat: 2, cards: ['weapon'] },
      hint: { en: 'Select the weapon without bonus, then take it.', fr: 'Sélectionnez l’arme sans bonus, puis prenez-la.' },
    },
    {
      text: {
        en: 'Lucy holds 2 cards, Jon 2 (his tablet and the statuette he drew), Maria 1. Artifact cards are kept in hand, with no limit; the 4 cards left on the Temple stay there for the next round.',
        fr: 'Lucie a 2 cartes, Jean 2 (sa tablette et la statuette piochée), Marie 1. Les cartes Objet se gardent en main, sans limite\u202f; les 4 cartes restées au Temple y restent pour le tour suivant.',
      },
      highlight: ['stat:0:hand', 'stat:1:hand', 'stat:2:hand'],
    },
  ],
};
