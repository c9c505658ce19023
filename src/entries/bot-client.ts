/**
 * GamesBotClient: the bots' client for every game of the package, on the one worker that has them all
 * (bot-worker.ts beside this file). A host playing Aztec (or both games) uses it; Quetzal's board uses
 * Quetzal's own BotClient (src/games/quetzal/bots/bot-client.ts), which answers Quetzal alone and so carries no other
 * game. The behaviour is the kit's client's (src/kit/bots/bot-client.ts): one worker, in order, the main
 * thread when there is no worker (another game's computers loaded first), the `quetzal-board` Trusted
 * Types policy.
 *
 * ```ts
 * const bots = new GamesBotClient();
 * const move = await bots.choose(viewFor(game, seat), { strength: 'hard', seed: 'table-1' }); // an Aztec view: an Aztec move
 * ```
 */
import type { GameState, Move } from '../games/quetzal/engine/types.js';
import type { BotOptions } from '../games/quetzal/bots/index.js';
import type { AztecMove, AztecState } from '../games/aztec/types.js';
import type { AztecBotOptions } from '../games/aztec/bots/index.js';
import type { CommonBotOptions } from '../kit/bot-options.js';
import { ComputersClient } from '../kit/bots/bot-client.js';
import { GAME_COMPUTERS } from './computers.js';

export interface GamesBotClientOptions {
  /** Makes the worker; default: the module worker beside this file. */
  createWorker?: () => Worker;
  /** false: always compute on the main thread. */
  useWorker?: boolean;
}

export class GamesBotClient {
  private readonly client: ComputersClient;

  constructor(settings: GamesBotClientOptions = {}) {
    this.client = new ComputersClient({ computers: GAME_COMPUTERS, workerUrl: new URL('./bot-worker.js', import.meta.url), ...settings });
  }

  /** The move for the deciding seat of `view` (viewFor(state, seat)); the view's `game` names its game (none: Quetzal). */
  choose(view: GameState, options: BotOptions): Promise<Move>;
  choose(view: AztecState, options: AztecBotOptions): Promise<AztecMove>;
  choose<M = unknown>(view: { game: string }, options: CommonBotOptions): Promise<M>;
  choose(view: GameState | { game: string }, options: CommonBotOptions): Promise<unknown> {
    const game = (view as { game?: unknown }).game;
    return this.client.choose(typeof game === 'string' ? game : 'quetzal', view, options);
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
