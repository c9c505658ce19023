/**
 * The computer players' chunk of <quetzal-board>, imported only when a seat is a computer: the bots'
 * client (which thinks in a Web Worker) and the bots themselves (for deciding on the page when the
 * worker is too slow or cannot start). A board of people never downloads any of it.
 */
export { BotClient } from '../bots/bot-client.js';
export { chooseMove } from '../bots/index.js';
import { registerPhase3Rules } from '../engine/phase3-rules.js';

// The bots play games out to their end: the engine's Phase 3 and 4 moves (left out of the board's bundle).
registerPhase3Rules();
export { scoredMoves } from '../bots/heuristic.js';
import { chooseMove } from '../bots/index.js';
import { scoredMoves } from '../bots/heuristic.js';
import { hintFor } from './parts/hint-text.js';
import type { GameState } from '../engine/index.js';
import type { HintAnswer } from '../statechart/quetzal-machine.js';

/** The Hint (the statechart's `hint` actor): the medium computer's move for the seat whose view this is. */
export const hint = (view: GameState): HintAnswer => hintFor({ chooseMove, scoredMoves }, view);
