/**
 * Aztec's LessonAdapter for the kit's lesson player (kit/tutorial/): lessons read by validateAztecLesson,
 * expected moves matched as patterns (patterns.ts), auto moves resolved to the first legal move each
 * pattern matches, and the game rebuilt from the lesson's scenario by the engine.
 */
import type { LessonAdapter } from '../../../kit/tutorial/lesson-adapter.js';
import { applyMove } from '../engine.js';
import type { AztecMove, AztecState } from '../types.js';
import type { AztecLesson, AztecMovePattern } from './lesson-format.js';
import { lessonGame } from './lesson-game.js';
import { patternMatches, resolvePattern, waitingFor } from './patterns.js';
import { LessonError, validateAztecLesson } from './validate.js';

export const aztecLessonAdapter: LessonAdapter<AztecLesson, AztecState, AztecMove, AztecMovePattern> = {
  check: validateAztecLesson,
  id: (lesson) => lesson.id,
  stepCount: (lesson) => lesson.steps.length,
  expectOf: (lesson, index) => lesson.steps[index]?.expect ?? null,
  hintOf: (lesson, index) => lesson.steps[index]?.hint ?? null,
  matches: patternMatches,
  autoMoves: (lesson, index, game) => {
    const moves: AztecMove[] = [];
    let at = game;
    (lesson.steps[index]?.auto ?? []).forEach((p, k) => {
      const move = resolvePattern(p, at);
      if (!move) throw new LessonError(`steps[${index}].auto[${k}]`, `no legal move matches ${JSON.stringify(p)} here (the game waits for ${waitingFor(at)})`);
      moves.push(move);
      at = applyMove(at, move);
    });
    return moves;
  },
  apply: applyMove,
  rebuild: (lesson, moves) => moves.reduce(applyMove, lessonGame(lesson)),
};
