/**
 * A lesson's steps against a game: what a step points at, whether a move is the one it expects, and
 * whether a board that moved is where that move leads. Pure: the tutorial element asks these.
 */
import { applyMove, type GameState, type Move } from '../engine/index.js';
import type { LessonStep } from './lesson-format.js';
import { matchesPattern, moveHighlights, resolvePattern } from './moves.js';

/** The step's own highlights, plus the pieces and buttons of its expected move in `state`. */
export function stepPointers(step: LessonStep | undefined, state: GameState | null): string[] {
  if (!step) return [];
  const keys = [...(step.highlight ?? [])];
  if (step.expect && step.pointAtMove !== false && state) {
    const move = resolvePattern(step.expect, state);
    if (move) keys.push(...moveHighlights(step.expect, move, state));
  }
  return [...new Set(keys)];
}

/** Why a step refuses a move: 'done' (no step), 'next' (press Next), 'other' (not the move asked), or null. */
export function stepRefusal(step: LessonStep | undefined, move: Move, state: GameState | null): 'done' | 'next' | 'other' | null {
  if (!step || !state) return 'done';
  if (!step.expect) return 'next';
  return matchesPattern(step.expect, move, state) ? null : 'other';
}

/** Whether the board, now at `now`, is where the step's expected move leads from `start` (`move` being it). */
export function isExpectedOutcome(step: LessonStep, start: GameState, move: Move, now: GameState): boolean {
  if (!step.expect || !matchesPattern(step.expect, move, start)) return false;
  try {
    return JSON.stringify(applyMove(start, move)) === JSON.stringify(now);
  } catch {
    return false;
  }
}
