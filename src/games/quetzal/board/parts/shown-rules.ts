/**
 * The rule-set of the game a part is drawing: which card id is which artifact, the values printed on
 * cards, tiles and board. A board's render draws one game, synchronously: it names that game's rule-set
 * here first (`showRulesOf`, gameView and the replay view), and every part reads it while drawing
 * (`shown()`), instead of each of the many part functions taking it as an argument.
 */
import { rulesOf, SHIPPED, type GameState, type Rules } from '../../engine/index.js';

let current: Rules = SHIPPED;

/** Names the game about to be drawn. */
export function showRulesOf(game: GameState): void {
  current = rulesOf(game);
}

/** The rule-set of the game being drawn. */
export function shown(): Rules {
  return current;
}
