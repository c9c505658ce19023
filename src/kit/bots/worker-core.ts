/**
 * The bots' Web Worker, for any games: it answers each request (protocol.ts) with the move of the
 * computers its registry has for the request's game. A worker entry is one line over it —
 * `serveRequests(registry)` — with the registry of the games it joins (src/entries/bot-worker.ts).
 */
import type { ComputersRegistry } from './computers-registry.js';
import type { BotRequest, BotResponse } from './protocol.js';

/** An error as a response's text: its name and message. */
function errorText(e: unknown): string {
  return e instanceof Error ? `${e.name}: ${e.message}` : String(e);
}

/**
 * The answer to one request: `{ id, move }`, or `{ id, error }` when the game is unknown, its computers
 * failed to load (loaded again at its next request) or refused the view. At once for a game registered
 * as a module; as a promise for one whose computers are loaded (their chunk may have to come first).
 */
export function answer(request: BotRequest, registry: ComputersRegistry): BotResponse | Promise<BotResponse> {
  const id = request?.id;
  const failed = (e: unknown): BotResponse => ({ id, error: errorText(e) });
  try {
    const computers = registry.get(request.game);
    if (computers instanceof Promise) {
      return computers.then((loaded) => ({ id, move: loaded.chooseMove(request.view as never, request.options) })).catch(failed);
    }
    return { id, move: computers.chooseMove(request.view as never, request.options) };
  } catch (e) {
    return failed(e);
  }
}

// The worker global, typed minimally (the project's tsconfig has the DOM lib, not the webworker one).
interface WorkerScope {
  onmessage: ((event: { data: BotRequest }) => void) | null;
  postMessage(message: BotResponse): void;
}

/**
 * Makes this global answer requests with `registry`'s computers, when it is a worker's (not a page's,
 * not Node's, where importing the entry only gives its exports). Returns whether it does.
 */
export function serveRequests(registry: ComputersRegistry): boolean {
  const scope = (typeof self !== 'undefined' ? self : undefined) as unknown as WorkerScope | undefined;
  if (!scope || typeof (globalThis as { document?: unknown }).document !== 'undefined') return false;
  scope.onmessage = (event) => {
    const response = answer(event.data, registry);
    if (response instanceof Promise) void response.then((r) => scope.postMessage(r));
    else scope.postMessage(response);
  };
  return true;
}
