/**
 * The bots' Web Worker, one for every game (rollup.config.mjs emits it as dist/entries/bot-worker.js
 * for the modules and dist/chunks/bot-worker.js for the bundles): it receives `{ id, game?, view,
 * options }` and answers `{ id, move }` or `{ id, error }` (src/kit/bots/protocol.ts), with the
 * computers of computers.ts — Quetzal's at once (a request naming no game is Quetzal's), another game's
 * once its chunk has loaded. Started by URL, never imported by a page's code: Quetzal's BotClient
 * (src/games/quetzal/bots/bot-client.ts) and GamesBotClient (bot-client.ts) start it.
 */
import type { GameState, Move } from '../games/quetzal/engine/types.js';
import type { BotOptions } from '../games/quetzal/bots/index.js';
import type { AztecMove, AztecState } from '../games/aztec/types.js';
import type { AztecBotOptions } from '../games/aztec/bots/index.js';
import type { BotRequest, BotResponse } from '../kit/bots/protocol.js';
import { answer, serveRequests } from '../kit/bots/worker-core.js';
import { GAME_COMPUTERS } from './computers.js';

/**
 * Answers one request as the worker does (for tests, and for hosts that run the bots some other way):
 * Quetzal's at once, another game's as a promise (its computers may have to load first).
 */
export function handleRequest(request: BotRequest<GameState, BotOptions> & { game?: 'quetzal' }): BotResponse<Move>;
export function handleRequest(request: BotRequest<AztecState, AztecBotOptions> & { game: 'aztec' }): Promise<BotResponse<AztecMove>>;
export function handleRequest<M = unknown>(request: BotRequest & { game: string }): Promise<BotResponse<M>>;
export function handleRequest(request: BotRequest): BotResponse | Promise<BotResponse>;
export function handleRequest(request: BotRequest): BotResponse | Promise<BotResponse> {
  return answer(request, GAME_COMPUTERS);
}

serveRequests(GAME_COMPUTERS);
