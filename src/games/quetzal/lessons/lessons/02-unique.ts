/** Unique locations, the rulebook's example: Lucy pays 4 coins for the 2nd space of the Temple. */
import type { LessonJson } from '../lesson-format.js';
import { JON_LUCY_MARIA, faces } from './common.js';

export const unique: LessonJson = {
  format: 'quetzal-lesson',
  version: 1,
  id: 'unique-locations',
  title: { en: 'Unique locations', fr: 'Les emplacements uniques' },
  summary: {
    en: 'Lucy pays 4 coins for the 2nd space of the Temple, and nobody else can take it.',
    fr: 'Lucie paie 4 Pièces d’or pour la 2e case du Temple, et plus personne ne peut la prendre.',
  },
  seats: JON_LUCY_MARIA,
  seed: 3,
  scenario: { firstPlayer: 1, rolls: faces(21, 'white'), seats: [{}, { coins: 7 }, {}] },
  steps: [
    {
      text: {
        en: 'Phase 2: starting with the first player, everyone in turn places one or more meeples on one location. The Temple, the Stela of Knowledge and the Village are unique locations: one meeple per space, of the required colour, and its cost is paid at once.',
        fr: 'Phase 2\u00a0: en commençant par le premier joueur, chacun à son tour place un ou plusieurs meeples sur un lieu. Le Temple, la Stèle du Savoir et le Village sont des emplacements uniques\u00a0: un meeple par case, de la couleur demandée, et son coût se paie immédiatement.',
      },
      highlight: ['temple', 'stela', 'village'],
      auto: [{ type: 'roll' }],
    },
    {
      text: {
        en: 'Lucy (yellow) plays first and wants the 2nd space of the Temple. Select one of her archaeologists, then that space: it costs 4 coins.',
        fr: 'Lucie (jaune) joue la première et veut la 2e case du Temple. Sélectionnez un de ses Archéologues, puis cette case\u00a0: elle coûte 4 Pièces d’or.',
      },
      expect: { type: 'place', seat: 1, location: 'temple', space: 1 },
      hint: {
        en: 'Select one of Lucy’s meeples, then the 2nd space of the Temple (the one that costs 4).',
        fr: 'Sélectionnez un meeple de Lucie, puis la 2e case du Temple (celle qui coûte 4).',
      },
    },
    {
      text: {
        en: 'Lucy paid 4 coins: she had 7, she has 3 left. The space is hers for the round.',
        fr: 'Lucie a payé 4 Pièces d’or\u00a0: elle en avait 7, il lui en reste 3. La case est à elle pour ce tour.',
      },
      highlight: ['temple:1', 'stat:1:coins'],
    },
    {
      text: {
        en: 'Maria’s turn. Select one of her meeples: the 2nd space is no longer offered, the other players cannot choose it any more. Put Maria on the 5th space, which costs 1 coin.',
        fr: 'Au tour de Marie. Sélectionnez un de ses meeples\u00a0: la 2e case n’est plus proposée, les autres joueurs ne peuvent plus la choisir. Placez Marie sur la 5e case, qui coûte 1 Pièce d’or.',
      },
      expect: { type: 'place', seat: 2, location: 'temple', space: 4 },
      hint: {
        en: 'Select one of Maria’s meeples, then the 5th (lowest) space of the Temple.',
        fr: 'Sélectionnez un meeple de Marie, puis la 5e case (la plus basse) du Temple.',
      },
    },
    {
      text: {
        en: 'The higher a Temple space, the more it costs, but the earlier its owner chooses Artifact cards when the Temple activates.',
        fr: 'Plus une case du Temple est haute, plus elle est chère, mais plus son occupant choisit tôt ses cartes Objet quand le Temple s’active.',
      },
      highlight: ['temple:1', 'temple:4'],
    },
  ],
};
