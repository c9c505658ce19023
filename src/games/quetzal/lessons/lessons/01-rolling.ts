/** Phase 1, the rulebook's example: Jon rolls 3 black, 1 white, 1 standing and his Character on its side. */
import type { LessonJson } from '../lesson-format.js';
import { faces } from './common.js';

export const rolling: LessonJson = {
  format: 'quetzal-lesson',
  version: 1,
  id: 'rolling',
  title: { en: 'Rolling the meeples', fr: 'Lancer les meeples' },
  summary: {
    en: 'Phase 1: Jon rolls his meeples like dice. Which side they land on decides what they can do this round.',
    fr: 'Phase 1\u00a0: Jean lance ses meeples comme des dés. La face sur laquelle ils atterrissent décide de ce qu’ils pourront faire ce tour-ci.',
  },
  // 4 players: 5 Team meeples each, plus the Character, as in the example.
  seats: { en: ['Jon', 'Lucy', 'Maria', 'Ann'], fr: ['Jean', 'Lucie', 'Marie', 'Anne'] },
  seed: 1,
  scenario: { firstPlayer: 0, rolls: ['black', 'black', 'black', 'white', 'standing', 'side', ...faces(18, 'white')] },
  steps: [
    {
      text: {
        en: 'Every round starts with Phase 1: each player rolls their meeples in front of them, as if they were dice. Jon (red) has 5 Team meeples and his Character meeple.',
        fr: 'Chaque tour commence par la phase 1\u00a0: chaque joueur lance ses meeples devant lui, comme des dés. Jean (rouge) a 5 meeples Équipe et son meeple Personnage.',
      },
      highlight: ['seat:0'],
    },
    {
      text: {
        en: 'Press “Roll the meeples”: everyone rolls at once.',
        fr: 'Appuyez sur «\u00a0Lancer les meeples\u00a0»\u00a0: tout le monde lance en même temps.',
      },
      expect: { type: 'roll' },
      hint: { en: 'Press the “Roll the meeples” button.', fr: 'Appuyez sur le bouton «\u00a0Lancer les meeples\u00a0».' },
    },
    {
      text: {
        en: 'Jon got 3 black sides and 1 white side. A Team meeple on its black side counts as an adventurer; on its white side, as an archaeologist.',
        fr: 'Jean obtient 3 faces noires et 1 face blanche. Un meeple Équipe sur sa face noire compte pour un Aventurier\u202f; sur sa face blanche, pour un Archéologue.',
      },
      highlight: ['meeple:0:0', 'meeple:0:1', 'meeple:0:2', 'meeple:0:3'],
    },
    {
      text: {
        en: 'One meeple landed standing: for each standing meeple, its owner immediately receives 1 coin. Jon goes from 4 to 5 coins.',
        fr: 'Un meeple a atterri debout\u00a0: chaque meeple debout rapporte immédiatement 1 Pièce d’or à son propriétaire. Jean passe de 4 à 5 Pièces d’or.',
      },
      highlight: ['meeple:0:4', 'stat:0:coins'],
    },
    {
      text: {
        en: 'A Team meeple on its side or standing counts as an adventurer or an archaeologist, and so does the Character meeple, whatever its side: Jon will choose when he places them.',
        fr: 'Un meeple Équipe sur la tranche ou debout compte pour un Aventurier ou un Archéologue, tout comme le meeple Personnage, quelle que soit sa position\u00a0: Jean choisira au moment du placement.',
      },
      highlight: ['meeple:0:4', 'meeple:0:5'],
    },
    {
      text: {
        en: 'Try it: the Temple only takes archaeologists. Select Jon’s standing meeple, then the 4th space of the Temple (2 coins). A black meeple would not be allowed there.',
        fr: 'Essayez\u00a0: le Temple n’accepte que des Archéologues. Sélectionnez le meeple debout de Jean, puis la 4e case du Temple (2 Pièces d’or). Un meeple noir n’y serait pas accepté.',
      },
      highlight: ['meeple:0:4'],
      expect: { type: 'place', location: 'temple', space: 3, meeples: [4] },
      hint: {
        en: 'Select the standing meeple (the “Wild” one that is not the Character), then the 4th space of the Temple.',
        fr: 'Sélectionnez le meeple debout (le «\u00a0Joker\u00a0» qui n’est pas le Personnage), puis la 4e case du Temple.',
      },
    },
    {
      text: {
        en: 'The standing meeple counted as an archaeologist. Jon paid 2 coins for the space: he has 3 left, and 5 meeples still to place this round.',
        fr: 'Le meeple debout a compté comme un Archéologue. Jean a payé 2 Pièces d’or pour la case\u00a0: il lui en reste 3, et 5 meeples à placer ce tour-ci.',
      },
      highlight: ['temple:3', 'stat:0:coins'],
    },
  ],
};
