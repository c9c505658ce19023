/**
 * A lesson's steps against a game: what a step points at, and whether the tutorial's board holds the
 * lesson's game. Pure: the lesson adapter (adapter.ts) asks these for the kit's lesson player.
 */
import { sameJson } from '../../../kit/tutorial/index.js';
import type { GameState } from '../engine/index.js';
import type { LessonStep } from './lesson-format.js';
import { moveHighlights, resolvePattern } from './moves.js';

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

const unnamed = (state: GameState) => ({ ...state, seats: state.seats.map((seat) => ({ ...seat, name: '' })) });

/**
 * Whether two games are the same but for the seats' names: a lesson plays one game in every language
 * (validate.ts checks it), while the tutorial's board names the seats in the page's language.
 */
export function sameGameInAnyLanguage(a: GameState, b: GameState): boolean {
  return sameJson(unnamed(a), unnamed(b));
}
