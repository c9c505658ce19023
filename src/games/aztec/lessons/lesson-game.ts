/**
 * A lesson's game as the engine builds it: its seats (English names), seed and scenario. <aztec-board>
 * builds the very same game from the same seed and scenario (only the names follow the tutorial's
 * language), so the lesson player's game and the board's stay move for move alike.
 */
import { newGame } from '../setup.js';
import type { AztecState } from '../types.js';
import type { AztecLessonJson } from './lesson-format.js';
import { lessonSeats } from './lesson-text.js';

/** The seed of a lesson that gives none (a validated lesson always has one). */
const LESSON_SEED = 1;

export function lessonGame(lesson: Pick<AztecLessonJson, 'seats' | 'seed' | 'scenario'>): AztecState {
  // Always a scenario (an empty one at least), as the tutorial always gives its board one.
  return newGame({ seats: lessonSeats(lesson, 'en'), seed: lesson.seed ?? LESSON_SEED, scenario: lesson.scenario ?? {} });
}
