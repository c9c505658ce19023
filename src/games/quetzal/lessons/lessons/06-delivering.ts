/** Delivering, the rulebook's example: Maria, on a Ship, delivers 3 statuettes and 2 mummies for 14 VP. */
import type { LessonJson } from '../lesson-format.js';
import { JON_LUCY_MARIA, faces } from './common.js';

export const delivering: LessonJson = {
  format: 'quetzal-lesson',
  version: 1,
  id: 'delivering',
  title: { en: 'Delivering artifacts', fr: 'Livrer les objets' },
  summary: {
    en: 'Maria delivers 3 statuettes (8 VP) and 2 mummies (6 VP) from a Ship: 14 VP, plus 1 VP from the Discovery track.',
    fr: 'Marie livre 3 statuettes (8 points) et 2 momies (6 points) depuis un Navire\u00a0: 14 points de Victoire, plus 1 grâce à la piste de Découverte.',
  },
  seats: JON_LUCY_MARIA,
  seed: 3,
  scenario: {
    firstPlayer: 2,
    rolls: faces(21, 'white'),
    seats: [{}, {}, { hand: ['statuette:discovery', 'statuette:discovery', 'statuette', 'statuette', 'mummy', 'mummy'] }],
  },
  steps: [
    {
      text: {
        en: 'Maria (green) holds 4 statuettes and 2 mummies. Artifacts score victory points only when they are delivered, at the Harbor Master’s Office (3 cards per meeple) or from a Ship (6 cards).',
        fr: 'Marie (verte) possède 4 statuettes et 2 momies. Les objets ne rapportent des points de Victoire qu’une fois livrés, à la Capitainerie (3 cartes par meeple) ou depuis un Navire (6 cartes).',
      },
      highlight: ['card:statuette', 'card:mummy'],
      auto: [{ type: 'roll' }],
    },
    {
      text: {
        en: 'The Ship is a bidding location: select 2 of Maria’s archaeologists and place them on the Ship.',
        fr: 'Le Navire est un emplacement à enchère\u00a0: sélectionnez 2 Archéologues de Marie et placez-les sur le Navire.',
      },
      expect: { type: 'place', seat: 2, location: 'ship', space: 0, count: 2 },
      hint: { en: 'Select 2 of Maria’s meeples, then the Ship.', fr: 'Sélectionnez 2 meeples de Marie, puis le Navire.' },
    },
    {
      text: {
        en: 'All the other meeples went to the Camp. At activation Maria holds the Ship: she can deliver up to 6 Artifact cards. Each artifact type has a collection value: the more of one type you deliver together, the more it is worth; 3 cards make a complete collection.',
        fr: 'Tous les autres meeples sont allés au Campement. À l’activation, Marie tient le Navire\u00a0: elle peut livrer jusqu’à 6 cartes Objet. Chaque famille d’objets a une valeur de collection\u00a0: plus on en livre ensemble, plus elle rapporte\u202f; 3 cartes forment une collection complète.',
      },
      auto: [
        { type: 'place', seat: 0, location: 'camp', count: 'all' },
        { type: 'place', seat: 1, location: 'camp', count: 'all' },
        { type: 'place', seat: 2, location: 'camp', count: 'all' },
      ],
      highlight: ['ship:0'],
    },
    {
      text: {
        en: 'Maria exchanges 3 statuettes for 8 victory points and 2 mummies for 6. Select the 2 statuettes with the Discovery bonus, one plain statuette and the 2 mummies, then deliver the 5 cards.',
        fr: 'Marie échange 3 statuettes contre 8 points de Victoire et 2 momies contre 6. Sélectionnez les 2 statuettes au bonus de Découverte, une statuette sans bonus et les 2 momies, puis livrez les 5 cartes.',
      },
      expect: { type: 'deliver', seat: 2, cards: ['statuette:discovery', 'statuette:discovery', 'statuette', 'mummy', 'mummy'] },
      hint: {
        en: 'Deliver exactly: both Discovery statuettes, one plain statuette and both mummies.',
        fr: 'Livrez exactement\u00a0: les deux statuettes à bonus de Découverte, une statuette sans bonus et les deux momies.',
      },
    },
    {
      text: {
        en: 'In total she gains 14 victory points. Thanks to the 2 Discovery points on her statuettes, she advances her disc 2 spaces on the Discovery track and gains 1 additional victory point: 15.',
        fr: 'Au total elle gagne 14 points de Victoire. Grâce aux 2 points de Découverte de ses statuettes, elle avance son disque de 2 cases sur la piste de Découverte et gagne 1 point de Victoire supplémentaire\u00a0: 15.',
      },
      highlight: ['stat:2:score', 'stat:2:discovery', 'discovery:2'],
    },
  ],
};
