/** <aztec-tutorial>'s own words, English and French (a lesson's texts are the lesson's). */
import { featureStrings } from '../../../kit/i18n/template.js';

const en = {
  tut_step: 'Step {n} of {total}',
  tut_back: 'Back',
  tut_next: 'Next',
  tut_finish: 'Finish',
  tut_restart: 'Restart',
  tut_yourMove: 'Your move, on the board below.',
  tut_hintLabel: 'Hint:',
  tut_other: 'That is not this step’s move.',
  tut_next_first: 'Read the step, then press Next to go on.',
  tut_done: 'The lesson is complete: press Restart to play it again.',
  tut_busy: 'One moment: the board is still moving.',
  tut_boardButton: 'In this lesson, the tutorial’s buttons lead the way.',
  tut_completeTitle: 'Lesson complete!',
  tut_completeText: 'Well done: you finished “{title}”.',
  tut_noLesson: 'No lesson “{id}”. The lessons are: {ids}.',
  tut_badLesson: 'This lesson cannot be played: {message}',
};

export const tutorialStrings = featureStrings(en, {
  tut_step: 'Étape {n} sur {total}',
  tut_back: 'Retour',
  tut_next: 'Suivant',
  tut_finish: 'Terminer',
  tut_restart: 'Recommencer',
  tut_yourMove: 'À vous de jouer, sur le plateau ci-dessous.',
  tut_hintLabel: 'Indice\u00a0:',
  tut_other: 'Ce n’est pas le coup de cette étape.',
  tut_next_first: 'Lisez l’étape, puis appuyez sur Suivant pour continuer.',
  tut_done: 'La leçon est terminée\u00a0: appuyez sur Recommencer pour la rejouer.',
  tut_busy: 'Un instant\u00a0: le plateau bouge encore.',
  tut_boardButton: 'Dans cette leçon, ce sont les boutons du tutoriel qui guident.',
  tut_completeTitle: 'Leçon terminée\u00a0!',
  tut_completeText: 'Bravo\u00a0: vous avez terminé «\u00a0{title}\u00a0».',
  tut_noLesson: 'Pas de leçon «\u00a0{id}\u00a0». Les leçons sont\u00a0: {ids}.',
  tut_badLesson: 'Cette leçon ne peut pas être jouée\u00a0: {message}',
});

export type TutorialKey = keyof typeof en;
