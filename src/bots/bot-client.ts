/**
 * BotClient: asks the computer players for moves off the main thread.
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
 * - One worker, requests answered in order; `choose` rejects with the bot's error message.
 * - Without `Worker` (Node, old browsers, a CSP that forbids workers) or when the worker fails to
 *   start, the move is computed on the main thread in a `setTimeout` task, so the caller can paint a
 *   "thinking" indicator first. The hard bot's default budget takes about 0.1–0.25 s there.
 * - Bundlers: the worker is `new URL('./bot-worker.js', import.meta.url)`; a build that does not
 *   emit it can pass `createWorker` instead.
 * - Pages that enforce Trusted Types: the URL comes from the policy `quetzal-board` (worker-url.ts),
 *   which the page's CSP must allow for the worker to start; otherwise the main-thread fallback.
 * - A minimum visible delay ("thinking…") belongs to the caller (e.g. Promise.all with a timer).
 */
import type { GameState, Move } from '../rules/types.js';
import { chooseMove, type BotOptions } from './index.js';
import type { BotRequest, BotResponse } from './protocol.js';
import { workerScriptURL } from './worker-url.js';

export interface BotClientOptions {
  /** Makes the worker; default: the module worker next to this file. */
  createWorker?: () => Worker;
  /** false: always compute on the main thread. */
  useWorker?: boolean;
}

interface Pending {
  resolve: (move: Move) => void;
  reject: (error: Error) => void;
  view: GameState;
  options: BotOptions;
}

export class BotClient {
  private worker: Worker | null = null;
  private workerBroken = false;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  private readonly settings: BotClientOptions;

  constructor(settings: BotClientOptions = {}) {
    this.settings = settings;
  }

  /** The move for the deciding seat of `view` (= viewFor(state, seat)). */
  choose(view: GameState, options: BotOptions): Promise<Move> {
    const worker = this.ensureWorker();
    if (!worker) return runOnMainThread(view, options);
    const id = this.nextId++;
    return new Promise<Move>((resolve, reject) => {
      this.pending.set(id, { resolve, reject, view, options });
      const request: BotRequest = { id, view, options };
      worker.postMessage(request);
    });
  }

  /** Stops the worker; pending requests reject. The client can be used again afterwards. */
  terminate(): void {
    this.worker?.terminate();
    this.worker = null;
    for (const p of this.pending.values()) p.reject(new Error('BotClient terminated'));
    this.pending.clear();
  }

  /** Whether requests go to a worker (false: main-thread fallback). */
  get usesWorker(): boolean {
    return this.ensureWorker() !== null;
  }

  private ensureWorker(): Worker | null {
    if (this.worker) return this.worker;
    if (this.workerBroken || this.settings.useWorker === false) return null;
    if (!this.settings.createWorker && typeof Worker === 'undefined') return null;
    try {
      const worker = this.settings.createWorker
        ? this.settings.createWorker()
        : new Worker(workerScriptURL(new URL('./bot-worker.js', import.meta.url)), { type: 'module' });
      worker.onmessage = (event: MessageEvent<BotResponse>) => this.settle(event.data);
      worker.onerror = (event: ErrorEvent) => {
        // The worker could not load or crashed: finish the pending requests here, stop using it.
        event.preventDefault?.();
        this.workerBroken = true;
        this.worker?.terminate();
        this.worker = null;
        const pending = [...this.pending.values()];
        this.pending.clear();
        for (const p of pending) runOnMainThread(p.view, p.options).then(p.resolve, p.reject);
      };
      this.worker = worker;
      return worker;
    } catch {
      this.workerBroken = true;
      return null;
    }
  }

  private settle(response: BotResponse): void {
    const p = this.pending.get(response.id);
    if (!p) return;
    this.pending.delete(response.id);
    if ('move' in response) p.resolve(response.move);
    else p.reject(new Error(response.error));
  }
}

/** The fallback: one setTimeout task, so the page can repaint before the bot thinks. */
function runOnMainThread(view: GameState, options: BotOptions): Promise<Move> {
  return new Promise((resolve, reject) => {
    setTimeout(() => {
      try {
        resolve(chooseMove(view, options));
      } catch (e) {
        reject(e instanceof Error ? e : new Error(String(e)));
      }
    }, 0);
  });
}
