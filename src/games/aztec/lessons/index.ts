/**
 * Aztec's lessons (`<aztec-tutorial lesson="…">`): the format, its validator, the adapter for the kit's
 * lesson player, and the four shipped lessons in the order a newcomer takes them.
 */
import type { AztecLessonJson } from './lesson-format.js';
import { takingLesson } from './lesson-taking.js';
import { tokensLesson } from './lesson-tokens.js';
import { cursesLesson } from './lesson-curses.js';
import { scoringLesson } from './lesson-scoring.js';

/** The shipped lessons, in order: taking and bluffing, believing and accusing, curses, scoring. */
export const AZTEC_LESSONS: readonly AztecLessonJson[] = [takingLesson, tokensLesson, cursesLesson, scoringLesson];

/** A shipped lesson by its id, or null. */
export function aztecLesson(id: string): AztecLessonJson | null {
  return AZTEC_LESSONS.find((l) => l.id === id) ?? null;
}

export * from './lesson-format.js';
export { validateAztecLesson, LessonError, LESSON_LIMITS } from './validate.js';
export { aztecLessonAdapter } from './adapter.js';
export { lessonText, lessonSeats } from './lesson-text.js';
export { patternMatches, resolvePattern } from './patterns.js';
