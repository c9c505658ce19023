/**
 * Lessons for <quetzal-tutorial>: the JSON format, its validator and the shipped lessons (the rulebook's
 * worked examples, in English and French).
 */
export * from './lesson-format.js';
export { LessonError, LIMITS as LESSON_LIMITS, validateLesson, replayLesson, lessonGame, lessonNames, lessonText, playAuto } from './validate.js';
export { matchesPattern, resolvePattern, moveHighlights } from './moves.js';
export { LESSONS } from './lessons/index.js';
