/**
 * Computer players. Pure TypeScript, no DOM: runs in Node, in a page or in a Web Worker
 * (see bot-client.ts). A bot decides from a seat's view only — `viewFor(state, seat)` — never from
 * the full state, and given the same view and seed it always chooses the same move.
 *
 * ```ts
 * import { chooseMove } from 'quetzal-board/bots';
 * const seat = currentDecision(game).seat!;
 * const move = chooseMove(viewFor(game, seat), { strength: 'hard', seed: 'table-1' });
 * game = applyMove(game, move);
 * ```
 *
 * Strengths:
 *  - easy: a random legal move, minus the absurd ones (easy.ts lists the rules);
 *  - medium: the one-ply heuristic (heuristic.ts, values.ts): deliveries, sets, bids, costs,
 *    the Discovery track and coins valued in end-of-game VP;
 *  - hard: determinized Monte Carlo search over the heuristic's best moves with playouts to the end
 *    of the round (hard.ts): until a deadline (`timeMs`, default 250 ms: it always answers by then),
 *    or `iterations` playouts when given (then the choice is reproducible).
 */
import { HIDDEN, type GameState, type Move } from '../engine/index.js';
import { botWith, decisionRandom, unknownStrength, type BotWith, type CommonBotOptions } from '../../../kit/bot-options.js';
import { clock } from '../../../kit/search-budget.js';
import { easyMove } from './easy.js';
import { bestMove } from './heuristic.js';
import { hardSearch, type SearchStats } from './hard.js';
import { DEFAULT_HARD_TIME_MS } from './defaults.js';

export { STRENGTHS, type Strength } from '../../../kit/bot-options.js';

/** Quetzal's computer players' options: the common ones (strength, seed, timeMs, iterations, now) and hard's tuning. */
export interface BotOptions extends CommonBotOptions {
  /** hard: remember what the table saw — others' face-up cards, the Automaton cards played (default true). */
  memory?: boolean;
  /** hard: how playouts are shared among the candidates, for comparisons (default: the better one, HARD_SEARCH). */
  search?: 'ucb' | 'halving';
  /** hard, for comparisons: root candidates kept from the heuristic's ranking (default HARD_CANDIDATES). */
  candidates?: number;
  /** hard, for comparisons: rounds a playout plays before its leaf evaluation (default HARD_PLAYOUT_ROUNDS). */
  rounds?: number;
  /** hard, for comparisons: the opponent's replies searched under each placement candidate (default HARD_REPLIES). */
  replies?: number;
  /** hard, for comparisons: the playout policy's softmax temperature in VP (default HARD_TEMPERATURE). */
  temperature?: number;
}

/** A computer player: `choose` takes the deciding seat's view and returns its move. */
export type Bot = BotWith<GameState, Move, BotOptions>;

export { DEFAULT_HARD_TIME_MS };

/** Checks that `view` is a seat view of the deciding seat; returns that seat (null: nobody decides). */
function deciderOf(view: GameState): number | null {
  if (typeof view !== 'object' || view === null || !Array.isArray(view.seats)) throw new TypeError('chooseMove takes a game view');
  if (view.hidden !== true) {
    throw new TypeError('chooseMove takes the deciding seat\'s view, viewFor(state, seat), not the full game state');
  }
  const d = view.decision;
  if (d.kind === 'gameOver') throw new Error('the game is over: there is no move to choose');
  if (d.seat === null) return null;
  if (view.seats[d.seat]!.hand.includes(HIDDEN) || (d.kind === 'keepDrawn' && d.cards.includes(HIDDEN))) {
    throw new TypeError(`this is not seat ${d.seat}'s view: pass viewFor(state, ${d.seat})`);
  }
  return d.seat;
}

export interface Choice {
  move: Move;
  /** hard only: the search's figures. */
  stats?: SearchStats;
}

/** Like chooseMove, also returning the hard bot's search statistics. */
export function chooseMoveWithStats(view: GameState, options: BotOptions): Choice {
  // The deadline counts from here: checking the view and hashing it are part of the decision's time.
  const start = (options.now ?? clock)();
  const seat = deciderOf(view);
  if (seat === null) return { move: { type: view.decision.kind as 'roll' | 'prepare' } }; // the table continues
  const random = decisionRandom(view, options, 'quetzal');
  switch (options.strength) {
    case 'easy':
      return { move: easyMove(view, random) };
    case 'medium':
      return { move: bestMove(view) };
    case 'hard': {
      const { iterations, timeMs, memory, search, now, candidates, temperature, rounds, replies } = options;
      const { move, stats } = hardSearch(view, seat, random, { iterations, timeMs, memory, search, start, now, candidates, temperature, rounds, replies });
      return { move, stats };
    }
    default:
      throw unknownStrength(options);
  }
}

/**
 * The move of the seat whose decision it is, decided from that seat's `view` (viewFor(state, seat)).
 * Throws a TypeError for a full state (hidden: false) or another seat's view.
 */
export function chooseMove(view: GameState, options: BotOptions): Move {
  return chooseMoveWithStats(view, options).move;
}

export function createBot(options: BotOptions): Bot {
  return botWith(options, chooseMove);
}

export { determinize } from './determinize.js';
export { absurdity, EASY_SELL_WORTH } from './easy.js';
export type { SearchStats } from './hard.js';
