/**
 * Quetzal's LessonAdapter for the kit's lesson player (kit/tutorial/), on the lesson code of this
 * folder: lessons read by validateLesson, expected moves matched as move patterns (moves.ts), auto moves
 * resolved to the legal move each pattern stands for (playAuto), the game rebuilt from the lesson's
 * scenario by the engine, under the rule-set the tutorial's board plays with, and what a step points at
 * (steps.ts).
 */
import type { LessonAdapter } from '../../../kit/tutorial/lesson-adapter.js';
import { applyMove, type GameState, type Move, type RuleSet } from '../engine/index.js';
import type { Lesson, MovePattern } from './lesson-format.js';
import { matchesPattern } from './moves.js';
import { sameGameInAnyLanguage, stepPointers } from './steps.js';
import { LessonError, lessonStart, playAuto, validateLesson } from './validate.js';

/**
 * What the player plays: a checked lesson and the rule-set to play it under (null: the shipped values).
 * The rule-set is the lesson player's too, not only the board's: auto moves, legal moves and pointers are
 * worked out on a game that must be the board's.
 */
export interface LessonSetup {
  lesson: Lesson;
  rules: RuleSet | null;
}

/** What LOAD is given: a lesson (parsed JSON, or one already checked) and the rule-set, already checked. */
export interface LessonSource {
  lesson: unknown;
  rules?: RuleSet | null;
}

/**
 * validateLesson, and a lesson that cannot even be read (a getter or a Proxy that throws) is a bad lesson
 * too, said in words: the player shows it, it never reaches the host page as an exception.
 */
function readLesson(json: unknown): Lesson {
  try {
    return validateLesson(json);
  } catch (e) {
    if (e instanceof LessonError) throw e;
    throw new LessonError('', `the lesson cannot be read (${e instanceof Error ? e.message.slice(0, 120) : 'it throws'})`);
  }
}

export const quetzalLessonAdapter: LessonAdapter<LessonSetup, GameState, Move, MovePattern> = {
  check: (source) => {
    const { lesson, rules } = (source ?? {}) as LessonSource;
    return { lesson: readLesson(lesson), rules: rules ?? null };
  },
  id: ({ lesson }) => lesson.id,
  stepCount: ({ lesson }) => lesson.steps.length,
  expectOf: ({ lesson }, index) => lesson.steps[index]?.expect ?? null,
  hintOf: ({ lesson }, index) => lesson.steps[index]?.hint ?? null,
  matches: matchesPattern,
  autoMoves: ({ lesson }, index, game) => {
    const moves: Move[] = [];
    playAuto(lesson, index, game, (move) => moves.push(move));
    return moves;
  },
  apply: applyMove,
  // In English: the board names the seats in its own language, and sameGame looks past the names.
  rebuild: ({ lesson, rules }, moves) => moves.reduce(applyMove, lessonStart(lesson, 'en', rules ?? undefined)),
  sameGame: sameGameInAnyLanguage,
  pointersOf: ({ lesson }, index, game) => stepPointers(lesson.steps[index], game),
};
