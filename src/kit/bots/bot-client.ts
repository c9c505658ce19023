/**
 * ComputersClient: asks the computer players of any game for moves off the main thread. Whoever makes
 * one gives it the games it answers (a ComputersRegistry: their computers, for the page) and the worker
 * (its module URL, or a factory): Quetzal's BotClient (src/games/quetzal/bots/bot-client.ts) with Quetzal's computers,
 * GamesBotClient (src/entries/bot-client.ts) with every game's.
 *
 * - One worker, requests answered in order; `choose` rejects with the bot's error message.
 * - It answers the games of its registry, and only those, in the worker or on the page alike: a request
 *   for another game rejects at once, naming the games it has (the worker must have them all too).
 * - Without `Worker` (Node, old browsers, a CSP that forbids workers), or when the worker fails to
 *   start or crashes, the move is computed on the main thread in a `setTimeout` task, so the caller can
 *   paint a "thinking" indicator first; a game registered by a loader has its computers loaded first.
 *   Requests pending in a worker that crashed are answered there too.
 * - Pages that enforce Trusted Types: the worker's URL comes from the policy `quetzal-board`
 *   (worker-url.ts), which the page's CSP must allow for the worker to start; otherwise the main thread.
 * - A minimum visible delay ("thinking…") belongs to the caller (e.g. Promise.all with a timer).
 */
import type { CommonBotOptions } from '../bot-options.js';
import type { ComputersRegistry } from './computers-registry.js';
import type { BotRequest, BotResponse } from './protocol.js';
import { workerScriptURL } from './worker-url.js';

export interface ComputersClientSettings {
  /** The games it answers, with their computers for the main thread. */
  computers: ComputersRegistry;
  /** The bots' worker module (its registry covers `computers`' games), started as a module worker. */
  workerUrl?: URL;
  /** Makes the worker instead of `workerUrl` (a build that does not emit the worker there; tests). */
  createWorker?: () => Worker;
  /** false: always compute on the main thread. */
  useWorker?: boolean;
}

/** A request without its id: what the main thread needs to answer it. */
type Ask = Omit<BotRequest, 'id'> & { game: string };

interface Pending {
  resolve: (move: unknown) => void;
  reject: (error: Error) => void;
  ask: Ask;
}

export class ComputersClient {
  private worker: Worker | null = null;
  private workerBroken = false;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  private readonly settings: ComputersClientSettings;

  constructor(settings: ComputersClientSettings) {
    this.settings = settings;
  }

  /** The move of `game` for the deciding seat of `view` (that game's viewFor(state, seat)). */
  choose<M = unknown>(game: string, view: unknown, options: CommonBotOptions): Promise<M> {
    if (!this.settings.computers.has(game)) return Promise.reject(this.settings.computers.unknownGame(game));
    const ask: Ask = { game, view, options };
    const worker = this.ensureWorker();
    if (!worker) return this.runOnMainThread(ask) as Promise<M>;
    const id = this.nextId++;
    return new Promise<M>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (move: unknown) => void, reject, ask });
      const request: BotRequest = { id, ...ask };
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
    const { createWorker, workerUrl, useWorker } = this.settings;
    if (this.workerBroken || useWorker === false) return null;
    if (!createWorker && (!workerUrl || typeof Worker === 'undefined')) return null;
    try {
      const worker = createWorker ? createWorker() : new Worker(workerScriptURL(workerUrl!), { type: 'module' });
      worker.onmessage = (event: MessageEvent<BotResponse>) => this.settle(event.data);
      worker.onerror = (event: ErrorEvent) => {
        // The worker could not load or crashed: finish the pending requests here, stop using it.
        event.preventDefault?.();
        this.workerBroken = true;
        this.worker?.terminate();
        this.worker = null;
        const pending = [...this.pending.values()];
        this.pending.clear();
        for (const p of pending) this.runOnMainThread(p.ask).then(p.resolve, p.reject);
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

  /** The fallback: the game's computers (loaded first if need be), then one setTimeout task, so the page can repaint first. */
  private runOnMainThread(ask: Ask): Promise<unknown> {
    let computers;
    try {
      computers = this.settings.computers.get(ask.game);
    } catch (e) {
      return Promise.reject(e);
    }
    return Promise.resolve(computers).then((loaded) => new Promise((resolve, reject) => {
      setTimeout(() => {
        try {
          resolve(loaded.chooseMove(ask.view as never, ask.options));
        } catch (e) {
          reject(e instanceof Error ? e : new Error(String(e)));
        }
      }, 0);
    }));
  }
}
