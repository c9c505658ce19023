/**
 * Web Worker entry of the computer players: receives `{ id, view, options }`, answers
 * `{ id, move }` or `{ id, error }` (see protocol.ts). Start it with
 * `new Worker(new URL('./bot-worker.js', import.meta.url), { type: 'module' })`, or use BotClient.
 */
import { chooseMove } from './index.js';
import type { BotRequest, BotResponse } from './protocol.js';

/** Answers one request (exported for tests and for hosts that run bots some other way). */
export function handleRequest(req: BotRequest): BotResponse {
  const id = req?.id;
  try {
    return { id, move: chooseMove(req.view, req.options) };
  } catch (e) {
    return { id, error: e instanceof Error ? `${e.name}: ${e.message}` : String(e) };
  }
}

// The worker global, typed minimally (the project's tsconfig has the DOM lib, not the webworker one).
interface WorkerScope {
  onmessage: ((event: { data: BotRequest }) => void) | null;
  postMessage(message: BotResponse): void;
}

const scope = (typeof self !== 'undefined' ? self : undefined) as unknown as WorkerScope | undefined;
if (scope && typeof (globalThis as { document?: unknown }).document === 'undefined') {
  scope.onmessage = (event) => scope.postMessage(handleRequest(event.data));
}
