/**
 * BotClient: asks Quetzal's computer players for moves off the main thread.
 *
 * ```ts
 * import { BotClient } from 'quetzal-board/bots/bot-client';
 * const bots = new BotClient();                       // the worker starts on the first request
 * const seat = game.decision.seat!;
 * const move = await bots.choose(viewFor(game, seat), { strength: 'hard', seed: 'table-1' });
 * game = applyMove(game, move);                       // check the game has not moved on meanwhile
 * bots.terminate();                                   // when the board goes away
 * ```
 *
 * The kit's client (src/kit/bots/bot-client.ts) with Quetzal's computers:
 * - One worker, requests answered in order; `choose` rejects with the bot's error message.
 * - Without `Worker` (Node, old browsers, a CSP that forbids workers) or when the worker fails to
 *   start, the move is computed on the main thread in a `setTimeout` task, so the caller can paint a
 *   "thinking" indicator first. The hard bot's default budget takes about 0.1–0.25 s there.
 * - Bundlers: the worker is `new URL('../../../entries/bot-worker.js', import.meta.url)`, the bots' one worker
 *   for every game (the bundles name their own, dist/chunks/bot-worker.js: rollup.config.mjs); a build
 *   that does not emit it can pass `createWorker` instead.
 * - Pages that enforce Trusted Types: the URL comes from the policy `quetzal-board` (kit/bots/worker-url.ts),
 *   which the page's CSP must allow for the worker to start; otherwise the main-thread fallback.
 * - A minimum visible delay ("thinking…") belongs to the caller (e.g. Promise.all with a timer).
 * - Quetzal only: another game's moves come from GamesBotClient (src/entries/bot-client.ts), which
 *   has every game's computers, so a Quetzal page carries no other game's.
 */
import type { GameState, Move } from '../engine/types.js';
import { ComputersClient } from '../../../kit/bots/bot-client.js';
import { ComputersRegistry } from '../../../kit/bots/computers-registry.js';
import { chooseMove, type BotOptions } from './index.js';

export interface BotClientOptions {
  /** Makes the worker; default: the bots' module worker (src/entries/bot-worker.ts). */
  createWorker?: () => Worker;
  /** false: always compute on the main thread. */
  useWorker?: boolean;
}

/**
 * Quetzal's computers for the page (the main-thread fallback), at once: a board's first computer turn
 * loads no other chunk. `chooseMove` alone, not the whole bots module: 160 B (gzip) less in the board's chunk.
 */
const QUETZAL_COMPUTERS = new ComputersRegistry({ quetzal: { chooseMove } }, 'quetzal');

export class BotClient {
  private readonly client: ComputersClient;

  constructor(settings: BotClientOptions = {}) {
    // Started by URL, not imported: the worker joins the games, which Quetzal's code may not (test/node/layers.test.ts).
    this.client = new ComputersClient({ computers: QUETZAL_COMPUTERS, workerUrl: new URL('../../../entries/bot-worker.js', import.meta.url), ...settings });
  }

  /** The move for the deciding seat of `view` (= viewFor(state, seat)). */
  choose(view: GameState, options: BotOptions): Promise<Move> {
    return this.client.choose<Move>('quetzal', view, options);
  }

  /** Stops the worker; pending requests reject. The client can be used again afterwards. */
  terminate(): void {
    this.client.terminate();
  }

  /** Whether requests go to a worker (false: main-thread fallback). */
  get usesWorker(): boolean {
    return this.client.usesWorker;
  }
}
