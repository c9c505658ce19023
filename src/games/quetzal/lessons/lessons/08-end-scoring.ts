/** End of the game, the rulebook's example: Jon scores 34 + 2 + 2 + 5 = 43. */
import type { LessonJson } from '../lesson-format.js';
import { JON_LUCY_MARIA, faces } from './common.js';

export const endScoring: LessonJson = {
  format: 'quetzal-lesson',
  version: 1,
  id: 'end-scoring',
  title: { en: 'End of the game', fr: 'Fin de la partie' },
  summary: {
    en: 'Jon ends with 34 VP, 8 coins, the First Player marker and 5 VP of Upgrades: 43.',
    fr: 'Jean finit avec 34 points, 8 Pièces d’or, le jeton Premier Joueur et 5 points d’Améliorations\u00a0: 43.',
  },
  seats: JON_LUCY_MARIA,
  seed: 5,
  scenario: {
    round: 5,
    firstPlayer: 0,
    rolls: faces(21, 'black'),
    seats: [{ score: 34, coins: 8, upgrades: ['U01', 'U03'], upgradeDiscard: ['U07'] }, {}, {}],
  },
  steps: [
    {
      text: {
        en: 'This is the 5th and last round. Jon (red) has 34 victory points on the Scoring track, 8 coins and the First Player marker. His Upgrades show 5 victory points: U01 (2) and U03 (1) in his slots, U07 (2) in his personal discard.',
        fr: 'C’est le 5e et dernier tour. Jean (rouge) a 34 points de Victoire sur la piste de Score, 8 Pièces d’or et le jeton Premier Joueur. Ses Améliorations valent 5 points de Victoire\u00a0: U01 (2) et U03 (1) sur ses emplacements, U07 (2) dans sa défausse personnelle.',
      },
      highlight: ['stat:0:score', 'stat:0:coins', 'first-player', 'stat:0:discard'],
    },
    {
      text: {
        en: 'The last round has been played (Jon sent his whole team to the Ship, with nothing to deliver). Press “Final scoring”.',
        fr: 'Le dernier tour a été joué (Jean a envoyé toute son équipe sur le Navire, sans rien à livrer). Appuyez sur «\u00a0Décompte final\u00a0».',
      },
      auto: [
        { type: 'roll' },
        { type: 'endRoll', seat: 0 },
        { type: 'place', seat: 0, location: 'ship', count: 'all', color: 'adventurer' },
        { type: 'place', seat: 1, location: 'black_market', count: 'all' },
        { type: 'place', seat: 2, location: 'quarry', count: 'all', color: 'adventurer' },
      ],
      expect: { type: 'prepare' },
      hint: { en: 'Press “Final scoring”.', fr: 'Appuyez sur «\u00a0Décompte final\u00a0».' },
    },
    {
      text: {
        en: 'At the end of the 5th round: the owner of the First Player marker gains 2 victory points, each player gains 1 victory point for every 3 coins, and players add the victory points of every Upgrade they gained, discarded ones included. Jon scores 34 + 2 + 2 + 5 = 43 victory points.',
        fr: 'À la fin du 5e tour\u00a0: le joueur qui a le jeton Premier Joueur gagne 2 points de Victoire, chaque joueur gagne 1 point de Victoire par lot de 3 Pièces d’or, et chacun ajoute les points de Victoire de ses Améliorations, y compris celles de sa défausse personnelle. Jean marque 34 + 2 + 2 + 5 = 43 points de Victoire.',
      },
      highlight: ['seat:0'],
    },
    {
      text: {
        en: 'The player with the most victory points wins. In case of a tie, the most advanced player on the Discovery track wins; if there is still a tie, the victory is shared.',
        fr: 'Le joueur ayant le plus de points de Victoire l’emporte. En cas d’égalité, le plus avancé sur la piste de Découverte gagne\u202f; en cas de nouvelle égalité, la victoire est partagée.',
      },
      highlight: ['seat:0'],
    },
  ],
};
