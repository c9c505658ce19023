/**
 * Aztec's computer players (`quetzal-board/aztec/bots`). Pure TypeScript, no DOM: runs in Node, in a page
 * or in the bots' Web Worker (a request naming `game: 'aztec'`, src/kit/bots/protocol.ts). A bot decides
 * from a seat's view only — `viewFor(state, seat)`, the deciding seat being `view.viewer` — never from the
 * full state, and given the same view and seed it always chooses the same move.
 *
 * ```ts
 * import { newGame, currentDecision, tableMove, viewFor, applyMove } from 'quetzal-board/aztec';
 * import { chooseMove } from 'quetzal-board/aztec/bots';
 * const d = currentDecision(game);
 * game = d.seats.length === 0
 *   ? applyMove(game, tableMove(game)!)  // the table reveals, applies the curses, ends the round
 *   : applyMove(game, chooseMove(viewFor(game, d.seats[0]!), { strength: 'hard', seed: 'table-1' }));
 * ```
 *
 * Strengths:
 *  - easy: plausible moves — its card's jewels most of the time, a random vote on a random seat, the
 *    best Artifact (easy.ts);
 *  - medium: picks drawn from the model of how players pick (it bluffs toward its Character's duo and the
 *    trios the poorer its card), tokens by the probability that each seat lied (lie-model.ts, from public
 *    information — each seat's past reveals among it — and its own card), Artifacts by value (medium.ts);
 *  - hard: a search over the hidden cards (hard.ts): determinized samples of the other seats' cards
 *    weighted by the model, playouts to the end of the game, until a deadline (`timeMs`, default 250 ms:
 *    it always answers by then) or `iterations` playouts when given (then the choice is reproducible).
 */
import { tableMove } from '../engine.js';
import type { AztecMove, AztecState, SeatIndex } from '../types.js';
import { botWith, decisionRandom, unknownStrength, type BotWith, type CommonBotOptions } from '../../../kit/bot-options.js';
import { clock, DEFAULT_SEARCH_TIME_MS } from '../../../kit/search-budget.js';
import { HARD_SEARCH_MS } from './defaults.js';
import { easyMove } from './easy.js';
import { mediumMove } from './medium.js';
import { hardSearch, type SearchStats } from './hard.js';
import { hintFor, type Hint } from './hint.js';

export { STRENGTHS, type Strength } from '../../../kit/bot-options.js';
export type { SearchStats } from './hard.js';
export type { Hint, HintReason, BluffAim } from './hint.js';
export { lieProbabilities } from './round-values.js';

/** hard's default thinking time per decision, in ms (the same as Quetzal's). */
export const DEFAULT_HARD_TIME_MS = DEFAULT_SEARCH_TIME_MS;

/** Aztec's computer players' options: the common ones (strength, seed, timeMs, iterations, now) and hard's tuning. */
export interface AztecBotOptions extends CommonBotOptions {
  /** hard, for comparisons: candidates kept from the heuristic's ranking (default HARD_CANDIDATES). */
  candidates?: number;
  /** hard, for comparisons: the playouts' token softmax temperature in VP (default HARD_TOKEN_TEMPERATURE). */
  temperature?: number;
}

/** A computer player: `choose` takes the deciding seat's view and returns its move. */
export type AztecBot = BotWith<AztecState, AztecMove, AztecBotOptions>;

export interface AztecChoice {
  move: AztecMove;
  /** hard only: the search's figures. */
  stats?: SearchStats;
}

/** Checks that `view` is the view of a seat that decides now; returns it (null: the table's step). */
function deciderOf(view: AztecState): SeatIndex | null {
  if (typeof view !== 'object' || view === null || !Array.isArray(view.seats) || view.game !== 'aztec') throw new TypeError('chooseMove takes an Aztec game view');
  if (view.hidden !== true) {
    throw new TypeError('chooseMove takes the deciding seat\'s view, viewFor(state, seat), not the full game state');
  }
  const d = view.decision;
  if (d.kind === 'gameOver') throw new Error('the game is over: there is no move to choose');
  if (d.seats.length === 0) return null;
  const seat = view.viewer;
  if (seat === null || !(d.seats as SeatIndex[]).includes(seat)) {
    throw new TypeError(`this view is ${seat === null ? 'a spectator\'s' : `seat ${seat}'s`}, which does not decide now: pass viewFor(state, seat) for one of seats ${d.seats.join(', ')}`);
  }
  return seat;
}

/** Like chooseMove, also returning the hard bot's search statistics. */
export function chooseMoveWithStats(view: AztecState, options: AztecBotOptions): AztecChoice {
  // The deadline counts from here: checking the view and hashing it are part of the decision's time.
  const start = (options.now ?? clock)();
  const seat = deciderOf(view);
  if (seat === null) return { move: tableMove(view)! };
  const random = decisionRandom(view, options, 'aztec');
  switch (options.strength) {
    case 'easy':
      return { move: easyMove(view, seat, random) };
    case 'medium':
      return { move: mediumMove(view, seat, random) };
    case 'hard': {
      const { iterations, timeMs, now, candidates, temperature } = options;
      return hardSearch(view, seat, random, { iterations, timeMs: timeMs ?? HARD_SEARCH_MS, start, now, candidates, temperature });
    }
    default:
      throw unknownStrength(options);
  }
}

/**
 * The move of the seat whose view this is (`viewFor(state, seat)`, `seat` among the deciding seats);
 * at a table step (reveal, curses, end of the round), the table's move. Throws a TypeError for a full
 * state or the view of a seat that does not decide now.
 */
export function chooseMove(view: AztecState, options: AztecBotOptions): AztecMove {
  return chooseMoveWithStats(view, options).move;
}

export function createBot(options: AztecBotOptions): AztecBot {
  return botWith(options, chooseMove);
}

/**
 * The Hint: the medium computer's move for the deciding seat of `view`, with a short machine-readable
 * reason (`{ kind: 'bluff', toward: 'duo', lie: 0.24 }`, `{ kind: 'accuse', target: 2, lie: 0.81 }`…).
 * `options.seed` seeds it like chooseMove's (default: the same hint for the same view).
 */
export function hint(view: AztecState, options: { seed?: string | number } = {}): Hint {
  const seat = deciderOf(view);
  if (seat === null) return { move: tableMove(view)!, reason: { kind: 'table' } };
  return hintFor(view, seat, decisionRandom(view, { strength: 'medium', seed: options.seed }, 'aztec'));
}
