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
 * - Another game (Aztec): `choose` takes its view too — the view's `game` names it — with its bots'
 *   options, and answers that game's move; the worker (or, without one, the page) loads that game's bots
 *   at its first request.
 */
import type { GameState, Move } from '../rules/types.js';
import type { CommonBotOptions } from '../kit/bot-options.js';
import { chooseMove, type BotOptions } from './index.js';
import type { AnyBotRequest, BotResponse, GameBotRequest, GameBotResponse } from './protocol.js';
import { workerScriptURL } from './worker-url.js';

export interface BotClientOptions {
  /** Makes the worker; default: the module worker next to this file. */
  createWorker?: () => Worker;
  /** false: always compute on the main thread. */
  useWorker?: boolean;
}

/** A request without its id: what the main-thread fallback needs to answer it. */
type Ask = { game?: 'quetzal'; view: GameState; options: BotOptions } | Omit<GameBotRequest, 'id'>;

interface Pending {
  resolve: (move: unknown) => void;
  reject: (error: Error) => void;
  ask: Ask;
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
  choose(view: GameState, options: BotOptions): Promise<Move>;
  /** Another game's: its seat's view (its `game` field names the game: Aztec's `viewFor`), its bots' options, its move. */
  choose<M = unknown>(view: { game: string }, options: CommonBotOptions): Promise<M>;
  choose(view: GameState | { game: string }, options: CommonBotOptions): Promise<unknown> {
    // Quetzal's requests stay as they were (no `game`); another game's name it.
    const game = (view as { game?: unknown }).game;
    const ask = (typeof game === 'string' && game !== 'quetzal' ? { game, view, options } : { view, options }) as Ask;
    const worker = this.ensureWorker();
    if (!worker) return runOnMainThread(ask);
    const id = this.nextId++;
    return new Promise<unknown>((resolve, reject) => {
      this.pending.set(id, { resolve, reject, ask });
      const request: AnyBotRequest = { id, ...ask };
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
      worker.onmessage = (event: MessageEvent<BotResponse | GameBotResponse>) => this.settle(event.data);
      worker.onerror = (event: ErrorEvent) => {
        // The worker could not load or crashed: finish the pending requests here, stop using it.
        event.preventDefault?.();
        this.workerBroken = true;
        this.worker?.terminate();
        this.worker = null;
        const pending = [...this.pending.values()];
        this.pending.clear();
        for (const p of pending) runOnMainThread(p.ask).then(p.resolve, p.reject);
      };
      this.worker = worker;
      return worker;
    } catch {
      this.workerBroken = true;
      return null;
    }
  }

  private settle(response: BotResponse | GameBotResponse): void {
    const p = this.pending.get(response.id);
    if (!p) return;
    this.pending.delete(response.id);
    if ('move' in response) p.resolve(response.move);
    else p.reject(new Error(response.error));
  }
}

/**
 * The fallback: one setTimeout task, so the page can repaint before the bot thinks. Another game's bots
 * load first, through the worker's own handler (the one place that knows the games).
 */
function runOnMainThread(ask: Ask): Promise<unknown> {
  const run: Promise<() => unknown> = ask.game !== undefined && ask.game !== 'quetzal'
    ? import('./bot-worker.js').then((worker) => async () => {
      const answer = await worker.handleRequest({ id: 0, ...(ask as Omit<GameBotRequest, 'id'>) });
      if ('error' in answer) throw new Error(answer.error);
      return answer.move;
    })
    : Promise.resolve(() => chooseMove(ask.view as GameState, ask.options as BotOptions));
  return run.then((choose) => new Promise((resolve, reject) => {
    setTimeout(() => {
      try {
        resolve(choose());
      } catch (e) {
        reject(e instanceof Error ? e : new Error(String(e)));
      }
    }, 0);
  }));
}
