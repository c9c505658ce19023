/**
 * The computer players' chunk of <quetzal-board>, imported only when a seat is a computer: the bots'
 * client (which thinks in a Web Worker) and the bots themselves (for deciding on the page when the
 * worker is too slow or cannot start). A board of people never downloads any of it.
 */
export { BotClient } from '../../bots/bot-client.js';
export { chooseMove } from '../../bots/index.js';
import { registerPhase3Rules } from '../../rules/phase3-rules.js';

// The bots play games out to their end: the engine's Phase 3 and 4 moves (left out of the board's bundle).
registerPhase3Rules();
export { scoredMoves } from '../../bots/heuristic.js';
