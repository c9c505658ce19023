/**
 * Web Worker entry of the computer players: receives `{ id, view, options }` (Quetzal) or
 * `{ id, game: 'aztec', view, options }` (another game), answers `{ id, move }` or `{ id, error }` (see
 * protocol.ts). Start it with `new Worker(new URL('./bot-worker.js', import.meta.url), { type: 'module' })`,
 * or use BotClient.
 */
import { chooseMove } from './index.js';
import type { AnyBotRequest, BotRequest, BotResponse, GameBotRequest, GameBotResponse } from './protocol.js';

/** An error as the response's message: its name and message. */
function errorText(e: unknown): string {
  return e instanceof Error ? `${e.name}: ${e.message}` : String(e);
}

/** What the worker asks of another game's bots module. */
interface GameBots {
  chooseMove(view: never, options: never): unknown;
}

/**
 * The other games' bots, each loaded at its game's first request: a chunk of their own, so Quetzal's
 * worker does not grow. The one place where the package's games meet (test/node/layers.test.ts allows it).
 */
const LOADERS: Record<string, () => Promise<GameBots>> = {
  aztec: () => import('../games/aztec/bots/index.js'),
};
const loaded = new Map<string, Promise<GameBots>>();

function botsOf(game: string): Promise<GameBots> {
  let bots = loaded.get(game);
  if (!bots) {
    const load = LOADERS[game];
    if (!load) return Promise.reject(new TypeError(`no computer players for the game ${JSON.stringify(game)}: quetzal or ${Object.keys(LOADERS).join(', ')}`));
    // A chunk that failed to load is fetched again at the next request.
    bots = load().catch((e: unknown) => {
      loaded.delete(game);
      throw e;
    });
    loaded.set(game, bots);
  }
  return bots;
}

async function handleGame(req: GameBotRequest): Promise<GameBotResponse> {
  const id = req.id;
  try {
    const bots = await botsOf(req.game);
    return { id, move: bots.chooseMove(req.view as never, req.options as never) };
  } catch (e) {
    return { id, error: errorText(e) };
  }
}

/**
 * Answers one request (exported for tests and for hosts that run bots some other way): a Quetzal request
 * at once, another game's as a promise (its bots may have to load first).
 */
export function handleRequest(req: BotRequest): BotResponse;
export function handleRequest<M = unknown>(req: GameBotRequest): Promise<GameBotResponse<M>>;
export function handleRequest(req: AnyBotRequest): BotResponse | Promise<GameBotResponse>;
export function handleRequest(req: AnyBotRequest): BotResponse | Promise<GameBotResponse> {
  if (req?.game !== undefined && req.game !== 'quetzal') return handleGame(req as GameBotRequest);
  const id = req?.id;
  try {
    return { id, move: chooseMove((req as BotRequest).view, (req as BotRequest).options) };
  } catch (e) {
    return { id, error: errorText(e) };
  }
}

// The worker global, typed minimally (the project's tsconfig has the DOM lib, not the webworker one).
interface WorkerScope {
  onmessage: ((event: { data: AnyBotRequest }) => void) | null;
  postMessage(message: BotResponse | GameBotResponse): void;
}

const scope = (typeof self !== 'undefined' ? self : undefined) as unknown as WorkerScope | undefined;
if (scope && typeof (globalThis as { document?: unknown }).document === 'undefined') {
  scope.onmessage = (event) => {
    const answer = handleRequest(event.data);
    if (answer instanceof Promise) void answer.then((response) => scope.postMessage(response));
    else scope.postMessage(answer);
  };
}
