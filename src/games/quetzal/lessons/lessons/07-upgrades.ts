/** Upgrades: permanent and immediate tiles, duplicates, and the 2-slot limit. */
import type { LessonJson } from '../lesson-format.js';
import { JON_LUCY_MARIA, faces } from './common.js';

export const upgrades: LessonJson = {
  format: 'quetzal-lesson',
  version: 1,
  id: 'upgrades',
  title: { en: 'Upgrades', fr: 'Les Améliorations' },
  summary: {
    en: 'At the Village: a duplicate goes to the personal discard, an immediate tile gives its bonus at once, a third permanent tile means discarding one.',
    fr: 'Au Village\u00a0: un doublon va dans la défausse personnelle, une tuile à effet immédiat donne son bonus tout de suite, une troisième tuile permanente oblige à en défausser une.',
  },
  seats: JON_LUCY_MARIA,
  seed: 5,
  scenario: {
    firstPlayer: 1,
    rolls: faces(21, 'black'),
    upgradeDisplay: ['U04', 'U12', 'U01'],
    seats: [{ upgrades: ['U03', 'U05'] }, { upgrades: ['U04'] }, {}],
  },
  steps: [
    {
      text: {
        en: 'Upgrade tiles are won at the Village (and on the Discovery track). Tiles without a red cross give a permanent bonus and sit in the 2 slots beside the Character tile; tiles with a red cross give an immediate bonus, then go to the player’s personal discard.',
        fr: 'Les tuiles Amélioration se gagnent au Village (et sur la piste de Découverte). Celles sans croix rouge donnent un bonus permanent et se placent sur les 2 emplacements à droite de la tuile Personnage\u202f; celles avec une croix rouge donnent un bonus immédiat, puis vont dans la défausse personnelle du joueur.',
      },
      highlight: ['village', 'upgrade:U04', 'upgrade:U12', 'upgrade:U01'],
      auto: [{ type: 'roll' }],
    },
    {
      text: {
        en: 'Lucy (yellow) plays first: put one of her adventurers on the top space of the Village (2 coins), to choose first.',
        fr: 'Lucie (jaune) joue la première\u00a0: placez un de ses Aventuriers sur la case du haut du Village (2 Pièces d’or), pour choisir la première.',
      },
      expect: { type: 'place', seat: 1, location: 'village', space: 0 },
      hint: { en: 'Select one of Lucy’s meeples, then the 1st Village space.', fr: 'Sélectionnez un meeple de Lucie, puis la 1re case du Village.' },
    },
    {
      text: {
        en: 'Maria and Jon took the other two Village spaces, and all the other meeples went to the Camp. The Village activates from the top space down.',
        fr: 'Marie et Jean ont pris les deux autres cases du Village, et tous les autres meeples sont allés au Campement. Le Village s’active de la case du haut vers le bas.',
      },
      auto: [
        { type: 'place', seat: 2, location: 'village', space: 1 },
        { type: 'place', seat: 0, location: 'village', space: 2 },
        { type: 'place', seat: 1, location: 'camp', count: 'all' },
        { type: 'place', seat: 2, location: 'camp', count: 'all' },
        { type: 'place', seat: 0, location: 'camp', count: 'all' },
      ],
      highlight: ['village:0', 'village:1', 'village:2'],
    },
    {
      text: {
        en: 'Lucy already owns a U04 (Temple spaces cost 1 coin less). It is forbidden to have 2 identical Upgrades: take the U04 anyway and see where it goes.',
        fr: 'Lucie possède déjà une U04 (les cases du Temple lui coûtent 1 Pièce d’or de moins). Il est interdit d’avoir 2 Améliorations identiques\u00a0: prenez quand même la U04 et voyez où elle va.',
      },
      expect: { type: 'chooseUpgrade', seat: 1, tile: 'U04' },
      hint: { en: 'Choose the U04 tile.', fr: 'Choisissez la tuile U04.' },
    },
    {
      text: {
        en: 'A permanent Upgrade the player already owns goes directly to their personal discard: no effect, but the victory points printed on it still count at the end of the game.',
        fr: 'Une Amélioration permanente que le joueur possède déjà va directement dans sa défausse personnelle\u00a0: aucun effet, mais ses points de Victoire comptent quand même en fin de partie.',
      },
      highlight: ['stat:1:discard'],
    },
    {
      text: {
        en: 'Maria’s turn: take U12. Its red cross means an immediate bonus: 5 coins.',
        fr: 'Au tour de Marie\u00a0: prenez la U12. Sa croix rouge indique un bonus immédiat\u00a0: 5 Pièces d’or.',
      },
      expect: { type: 'chooseUpgrade', seat: 2, tile: 'U12' },
      hint: { en: 'Choose the U12 tile.', fr: 'Choisissez la tuile U12.' },
    },
    {
      text: {
        en: 'Maria gained 5 coins at once, and the tile went to her personal discard.',
        fr: 'Marie a gagné 5 Pièces d’or tout de suite, et la tuile est allée dans sa défausse personnelle.',
      },
      highlight: ['stat:2:coins', 'stat:2:discard'],
    },
    {
      text: {
        en: 'Jon takes the last tile, U01, a permanent Upgrade. But he already has 2 permanent Upgrades, the most a player can hold.',
        fr: 'Jean prend la dernière tuile, la U01, une Amélioration permanente. Mais il a déjà 2 Améliorations permanentes, le maximum.',
      },
      expect: { type: 'chooseUpgrade', seat: 0, tile: 'U01' },
      hint: { en: 'Choose the U01 tile.', fr: 'Choisissez la tuile U01.' },
    },
    {
      text: {
        en: 'When gaining a new Upgrade after reaching the limit, the player chooses one to place on their personal discard. Discard Jon’s U05.',
        fr: 'Quand un joueur en gagne une nouvelle alors qu’il a atteint la limite, il en place une de son choix dans sa défausse personnelle. Défaussez la U05 de Jean.',
      },
      expect: { type: 'discardUpgrade', seat: 0, tile: 'U05' },
      hint: { en: 'Choose U05 to discard.', fr: 'Choisissez la U05 à défausser.' },
    },
    {
      text: {
        en: 'Jon keeps U03 and U01 in his slots. Every tile, in a slot or in the personal discard, scores the victory points printed at its bottom at the end of the game.',
        fr: 'Jean garde la U03 et la U01 sur ses emplacements. Chaque tuile, sur un emplacement ou dans la défausse personnelle, rapporte en fin de partie les points de Victoire indiqués en bas.',
      },
      highlight: ['seat:0', 'stat:0:discard'],
    },
  ],
};
