/**
 * Lesson 4, scoring: the last round, set up so that Charly ends as in the rulebook's scoring example —
 * 6 blue, 5 red, 3 yellow, the "3 blue" and "yellow–red" Artifacts and 4 cursed stones: 5 + 6 + 6 + 3 − 5
 * = 15. Daryl has the most blue and Elisa the most yellow and red, so Charly takes no curse; believing
 * Daryl, who tells the truth, costs him his 5th stone.
 */
import type { AztecLessonJson } from './lesson-format.js';

export const scoringLesson: AztecLessonJson = {
  format: 'aztec-lesson',
  version: 1,
  id: 'scoring',
  title: { en: 'Counting the points', fr: 'Compter les points' },
  summary: {
    en: 'The end of round 5, and the rulebook’s example: Charly’s 15 points.',
    fr: 'La fin de la manche 5, et l’exemple de la règle\u00a0: les 15 points de Charly.',
  },
  seats: ['Charly', 'Daryl', 'Elisa'],
  seed: 4,
  scenario: {
    round: 5,
    curses: [2, 1, 3],
    seats: [
      // Artifact 0: "3 blue: 3 VP"; Artifact 15: "yellow–red: 1 VP".
      { character: 'Charly', stash: [4, 3, 4], stones: 5, artifacts: [0, 15], deck: [[2, 0, 1]] },
      { character: 'Daryl', stash: [6, 1, 2], deck: [[2, 0, 0]] },
      { character: 'Elisa', stash: [1, 5, 5], deck: [[0, 1, 1]] },
    ],
  },
  steps: [
    {
      text: {
        en: 'Round 5, the last one: points are only counted when the game ends.\n\nYou are Charly, with 4 blue, 3 yellow and 4 red jewels in your stash, 5 cursed stones, and 2 Artifacts: “3 blue” and “yellow–red”.',
        fr: 'Manche 5, la dernière\u00a0: les points ne se comptent qu’à la fin de la partie.\n\nVous êtes Charly, avec 4 joyaux bleus, 3 jaunes et 4 rouges dans votre trésor, 5 pierres maudites, et 2 Artefacts\u00a0: «\u00a03 bleus\u00a0» et «\u00a0jaune–rouge\u00a0».',
      },
      highlight: ['seat:0'],
    },
    {
      text: { en: 'Your card shows 2 blue and 1 red: take them.', fr: 'Votre carte montre 2 bleus et 1 rouge\u00a0: prenez-les.' },
      highlight: ['prompt'],
      auto: [{ type: 'collect', seat: 1, truth: true }, { type: 'collect', seat: 2, truth: true }],
      expect: { type: 'collect', truth: true },
      hint: { en: 'Keep your card’s jewels and press Take.', fr: 'Gardez les joyaux de votre carte et appuyez sur Prendre.' },
    },
    {
      text: {
        en: 'Believe Daryl: he tells the truth, and a player who believed the truth discards a cursed stone. Press “I believe Daryl”.',
        fr: 'Croyez Daryl\u00a0: il dit la vérité, et qui a cru la vérité défausse une pierre maudite. Appuyez sur «\u00a0Je crois Daryl\u00a0».',
      },
      highlight: ['prompt'],
      auto: [{ type: 'token', seat: 1, target: 2, believe: true }, { type: 'token', seat: 2, target: 1, believe: true }],
      expect: { type: 'token', target: 1, believe: true },
      hint: { en: 'Press “I believe Daryl”.', fr: 'Appuyez sur «\u00a0Je crois Daryl\u00a0».' },
    },
    {
      text: {
        en: 'The game is over. You end with 6 blue, 3 yellow and 5 red jewels, your 2 Artifacts and 4 cursed stones — the rulebook’s example.\n\nThe table shows everyone’s points. Let’s count yours.',
        fr: 'La partie est finie. Vous terminez avec 6 joyaux bleus, 3 jaunes et 5 rouges, vos 2 Artefacts et 4 pierres maudites — l’exemple de la règle.\n\nLe tableau montre les points de chacun. Comptons les vôtres.',
      },
      highlight: ['prompt'],
      auto: [{ type: 'reveal' }, { type: 'reveal' }, { type: 'reveal' }, { type: 'curses' }, { type: 'endRound' }],
    },
    {
      text: {
        en: 'Duos: Charly scores 1 point per red–blue pair. 5 red with 6 blue make 5 pairs: 5 points.\n\nTrios: 2 points per set of blue, yellow and red. Your 3 yellow make 3 trios: 6 points. The same jewels count for both.',
        fr: 'Duos\u00a0: Charly marque 1 point par paire rouge–bleu. 5 rouges avec 6 bleus font 5 paires\u00a0: 5 points.\n\nTrios\u00a0: 2 points par série bleu, jaune, rouge. Vos 3 jaunes font 3 trios\u00a0: 6 points. Les mêmes joyaux comptent pour les deux.',
      },
      highlight: ['prompt', 'seat:0'],
    },
    {
      text: {
        en: 'Artifacts: “3 blue” scores 3 points per 3 blue jewels — 6 blue, 6 points. “Yellow–red” scores 1 point per yellow–red pair — 3 pairs, 3 points.',
        fr: 'Artefacts\u00a0: «\u00a03 bleus\u00a0» rapporte 3 points par groupe de 3 joyaux bleus — 6 bleus, 6 points. «\u00a0Jaune–rouge\u00a0» rapporte 1 point par paire jaune–rouge — 3 paires, 3 points.',
      },
      highlight: ['prompt', 'seat:0'],
    },
    {
      text: {
        en: 'Cursed stones: 4 stones reach the −5 space of the track.\n\nTotal: 5 + 6 + 6 + 3 − 5 = 15 points. The most points wins; on a tie, the fewest cursed stones.',
        fr: 'Pierres maudites\u00a0: 4 pierres atteignent la case −5 de la piste.\n\nTotal\u00a0: 5 + 6 + 6 + 3 − 5 = 15 points. Le plus de points gagne\u00a0; en cas d’égalité, le moins de pierres maudites.',
      },
      highlight: ['stone-track', 'prompt'],
    },
  ],
};
