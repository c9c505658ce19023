/**
 * UI strings of <quetzal-tutorial>, English and French. Not spread into en.ts and fr.ts: the tutorial
 * is its own entry (and bundle), so they come with it (`featureTranslator`).
 */
import { featureStrings } from '../../../../kit/i18n/template.js';

export const tutorialStrings = featureStrings({
  tut_lessonLabel: 'Lesson: {title}',
  tut_step: 'Step {n} of {total}',
  tut_progress: 'Lesson progress',
  tut_next: 'Next',
  tut_back: 'Back',
  tut_finish: 'Finish',
  tut_restart: 'Start again',
  tut_yourMove: 'Your move: do it on the board.',
  tut_pressNext: 'Read this step, then press Next.',
  tut_notThisMove: 'That is not the move this step asks for: read the step again.',
  tut_hintLabel: 'Hint:',
  tut_completeTitle: 'Lesson complete',
  tut_completeText: 'Well done: you have finished “{title}”.',
  tut_lessonDone: 'The lesson is over: start it again or pick another one.',
  tut_errorTitle: 'This lesson cannot be loaded',
  tut_fetchFailed: 'Could not load the lesson "{url}": {reason}.',
  tut_badJson: 'The lesson "{url}" is not valid JSON: {reason}.',
  tut_badLesson: 'Invalid lesson: {message}',
  tut_noLesson: 'No lesson: set the src attribute or the lesson property.',
  tut_loading: 'Loading the lesson…',
}, {
  tut_lessonLabel: 'Leçon\u00a0: {title}',
  tut_step: 'Étape {n} sur {total}',
  tut_progress: 'Progression de la leçon',
  tut_next: 'Suivant',
  tut_back: 'Retour',
  tut_finish: 'Terminer',
  tut_restart: 'Recommencer',
  tut_yourMove: 'À vous\u00a0: jouez le coup sur le plateau.',
  tut_pressNext: 'Lisez cette étape, puis appuyez sur Suivant.',
  tut_notThisMove: 'Ce n’est pas le coup demandé à cette étape\u00a0: relisez-la.',
  tut_hintLabel: 'Indice\u00a0:',
  tut_completeTitle: 'Leçon terminée',
  tut_completeText: 'Bravo\u00a0: vous avez terminé «\u00a0{title}\u00a0».',
  tut_lessonDone: 'La leçon est finie\u00a0: recommencez-la ou choisissez-en une autre.',
  tut_errorTitle: 'Impossible de charger cette leçon',
  tut_fetchFailed: 'Impossible de charger la leçon «\u00a0{url}\u00a0»\u00a0: {reason}.',
  tut_badJson: 'La leçon «\u00a0{url}\u00a0» n’est pas du JSON valide\u00a0: {reason}.',
  tut_badLesson: 'Leçon invalide\u00a0: {message}',
  tut_noLesson: 'Aucune leçon\u00a0: renseignez l’attribut src ou la propriété lesson.',
  tut_loading: 'Chargement de la leçon…',
});

/** A key of the tutorial's own table. */
export type TutorialKey = keyof typeof tutorialStrings.en;
