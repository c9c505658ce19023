/**
 * The computer players' defaults: our decisions, not printed facts (the game's own values are in
 * src/games/quetzal/engine/data.ts). Each is measured by `npm run bench` or a tournament (README, Performance).
 */

/**
 * hard: the time it may think per decision, in ms (250): every game's hard computer shares it, with the
 * share kept aside for answering, from the search's budget (src/kit/search-budget.ts).
 */
export { DEFAULT_SEARCH_TIME_MS as DEFAULT_HARD_TIME_MS } from '../../../kit/search-budget.js';

/** hard: root candidates kept from the medium heuristic's ranking. */
export const HARD_CANDIDATES = 8;

/** hard: softmax temperature of the playout policy, in VP. */
export const HARD_TEMPERATURE = 0.5;

/**
 * hard: rounds a playout plays before the leaf evaluation (1: to the end of the current round; 2: to the
 * end of the next one, at about twice the cost of a playout).
 */
export const HARD_PLAYOUT_ROUNDS = 1;

/**
 * hard: the opponent's replies searched under each placement candidate at a table of two (0: the playout
 * policy replies; larger tables, not measured, leave them to it).
 * At the same playouts, 4 won 61.8 % [56.2, 67.1] of 300 two-seat games against 0 (tuned policy, 1,000
 * playouts each; a playout costs ~10 % more).
 */
export const HARD_REPLIES = 4;

/** hard: how playouts are shared among the candidates: 'halving' (sequential halving, paired samples) or 'ucb' (UCB1). */
export const HARD_SEARCH: 'ucb' | 'halving' = 'ucb';

/** hard: UCB1 exploration constant (rewards are in [0, 1]). */
export const HARD_EXPLORATION = 0.35;
