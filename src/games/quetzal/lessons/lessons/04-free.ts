/** Free locations, the rulebook's example: Maria places a second meeple at the Harbor Master's Office. */
import type { LessonJson } from '../lesson-format.js';
import { JON_LUCY_MARIA, faces } from './common.js';

export const free: LessonJson = {
  format: 'quetzal-lesson',
  version: 1,
  id: 'free-locations',
  title: { en: 'Free locations', fr: 'Les emplacements libres' },
  summary: {
    en: 'Maria places two meeples at the Harbor Master’s Office, 2 coins each; the others can still go there too.',
    fr: 'Marie place deux meeples à la Capitainerie, 2 Pièces d’or chacun\u202f; les autres peuvent toujours s’y rendre aussi.',
  },
  seats: JON_LUCY_MARIA,
  seed: 3,
  scenario: { firstPlayer: 2, rolls: faces(21, 'white') },
  steps: [
    {
      text: {
        en: 'The Camp and the Harbor Master’s Office are free locations: open to everyone during the round, and the same player may visit them several times.',
        fr: 'Le Campement et la Capitainerie sont des emplacements libres\u00a0: ouverts à tous pendant le tour, et un même joueur peut s’y rendre plusieurs fois.',
      },
      highlight: ['camp', 'harbor'],
      auto: [{ type: 'roll' }],
    },
    {
      text: {
        en: 'Maria (green) plays first. Every meeple placed at the Harbor Master’s Office costs 2 coins: select one of her meeples, then the Office.',
        fr: 'Marie (verte) joue la première. Chaque meeple placé à la Capitainerie coûte 2 Pièces d’or\u00a0: sélectionnez un de ses meeples, puis la Capitainerie.',
      },
      expect: { type: 'place', seat: 2, location: 'harbor', count: 1 },
      hint: {
        en: 'Select one meeple of Maria’s, then the Harbor Master’s Office.',
        fr: 'Sélectionnez un meeple de Marie, puis la Capitainerie.',
      },
    },
    {
      text: {
        en: 'Jon and Lucy went to the Harbor Master’s Office too: a free location never fills up.',
        fr: 'Jean et Lucie sont allés eux aussi à la Capitainerie\u00a0: un emplacement libre n’est jamais plein.',
      },
      auto: [{ type: 'place', seat: 0, location: 'harbor', count: 1 }, { type: 'place', seat: 1, location: 'harbor', count: 1 }],
      highlight: ['harbor'],
    },
    {
      text: {
        en: 'Maria places a second meeple on the Harbor Master’s Office and pays 2 more coins.',
        fr: 'Marie place un second meeple à la Capitainerie et paie à nouveau 2 Pièces d’or.',
      },
      expect: { type: 'place', seat: 2, location: 'harbor', count: 1 },
      hint: {
        en: 'Select one meeple of Maria’s, then the Harbor Master’s Office again.',
        fr: 'Sélectionnez un meeple de Marie, puis de nouveau la Capitainerie.',
      },
    },
    {
      text: {
        en: 'Maria paid 2 + 2 coins: she has 0 left. When the Office activates, each of her meeples there lets her deliver up to 3 Artifact cards.',
        fr: 'Marie a payé 2 + 2 Pièces d’or\u00a0: il ne lui en reste aucune. Quand la Capitainerie s’activera, chacun de ses meeples lui permettra de livrer jusqu’à 3 cartes Objet.',
      },
      highlight: ['harbor', 'stat:2:coins'],
    },
  ],
};
