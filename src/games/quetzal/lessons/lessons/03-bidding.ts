/** Bidding locations, the rulebook's example: Lucy's 3 adventurers kick Jon's 2 off the Quarry. */
import type { LessonJson } from '../lesson-format.js';
import { JON_LUCY_MARIA, faces } from './common.js';

export const bidding: LessonJson = {
  format: 'quetzal-lesson',
  version: 1,
  id: 'bidding',
  title: { en: 'Bidding and being bumped', fr: 'Les enchères et se faire chasser' },
  summary: {
    en: 'Jon places 2 adventurers on the Quarry; Lucy takes it with 3, and Jon places his 2 again later in the round.',
    fr: 'Jean place 2 Aventuriers dans la Carrière\u202f; Lucie la lui prend avec 3, et Jean replace ses 2 meeples plus tard dans le tour.',
  },
  seats: JON_LUCY_MARIA,
  seed: 4,
  // Jon rolls 2 black sides, Lucy 3; everything else is white.
  scenario: {
    firstPlayer: 0,
    rolls: [...faces(2, 'black'), ...faces(5, 'white'), ...faces(3, 'black'), ...faces(4, 'white'), ...faces(7, 'white')],
  },
  steps: [
    {
      text: {
        en: 'The Temple Surroundings (Quarry, Small Temple, Ruins), the Black Market and the Ships are bidding locations. They cost nothing: place as many meeples of the required colour as you like. Whoever has more meeples there takes the place.',
        fr: 'Les Annexes du Temple (Carrière, Petit Temple, Ruines), le Marché noir et les Navires sont des emplacements à enchère. Ils ne coûtent rien\u00a0: placez-y autant de meeples de la couleur demandée que vous voulez. Celui qui y pose le plus de meeples prend la place.',
      },
      highlight: ['quarry', 'small_temple', 'ruins', 'black_market', 'ship'],
      auto: [{ type: 'roll' }],
    },
    {
      text: {
        en: 'Jon (red) places 2 adventurers on the Quarry: select his 2 black meeples, then the Quarry.',
        fr: 'Jean (rouge) place 2 Aventuriers dans la Carrière\u00a0: sélectionnez ses 2 meeples noirs, puis la Carrière.',
      },
      expect: { type: 'place', seat: 0, location: 'quarry', count: 2, color: 'adventurer' },
      hint: {
        en: 'Select Jon’s 2 black meeples (adventurers), then the Quarry.',
        fr: 'Sélectionnez les 2 meeples noirs de Jean (Aventuriers), puis la Carrière.',
      },
    },
    {
      text: {
        en: 'To take the Quarry, Lucy must place more meeples than Jon, and of the same colour as his: at least 3 adventurers. Archaeologists would not do, and 2 adventurers would not be enough.',
        fr: 'Pour prendre la Carrière, Lucie doit poser plus de meeples que Jean, et de la même couleur que les siens\u00a0: au moins 3 Aventuriers. Des Archéologues ne conviendraient pas, et 2 Aventuriers ne suffiraient pas.',
      },
      highlight: ['quarry', 'meeple:1:0', 'meeple:1:1', 'meeple:1:2'],
    },
    {
      text: {
        en: 'Select Lucy’s 3 black meeples, then the Quarry.',
        fr: 'Sélectionnez les 3 meeples noirs de Lucie, puis la Carrière.',
      },
      expect: { type: 'place', seat: 1, location: 'quarry', count: 3, color: 'adventurer' },
      hint: {
        en: 'Lucy needs exactly 3 adventurers (her black meeples) on the Quarry.',
        fr: 'Il faut à Lucie exactement 3 Aventuriers (ses meeples noirs) dans la Carrière.',
      },
    },
    {
      text: {
        en: 'Jon is kicked out: he takes his 2 adventurers back without switching their sides. He will be able to use them later, in the same round.',
        fr: 'Jean est chassé\u00a0: il reprend ses 2 Aventuriers sans les changer de face. Il pourra les rejouer plus tard, dans le même tour.',
      },
      highlight: ['meeple:0:0', 'meeple:0:1', 'quarry'],
    },
    {
      text: {
        en: 'Maria sent a meeple to the Camp. Jon’s turn again: put his 2 returned adventurers on the Black Market.',
        fr: 'Marie a envoyé un meeple au Campement. C’est de nouveau à Jean\u00a0: placez ses 2 Aventuriers récupérés au Marché noir.',
      },
      auto: [{ type: 'place', seat: 2, location: 'camp', count: 1 }, { type: 'campReroll', seat: 2, meeple: null }],
      highlight: ['black_market'],
      expect: { type: 'place', seat: 0, location: 'black_market', meeples: [0, 1] },
      hint: {
        en: 'Select the 2 black meeples Jon got back, then the Black Market.',
        fr: 'Sélectionnez les 2 meeples noirs que Jean a récupérés, puis le Marché noir.',
      },
    },
    {
      text: {
        en: 'Being bumped costs a turn, not the meeples. (If a player bids with their Character meeple alone, the next bidder may use either colour, and that sets the colour for the others.)',
        fr: 'Se faire chasser coûte un tour, pas les meeples. (Si un joueur pose son meeple Personnage seul sur une enchère, le suivant peut poser la couleur de son choix, qui s’impose ensuite aux autres.)',
      },
      highlight: ['quarry', 'black_market'],
    },
  ],
};
