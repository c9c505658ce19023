/**
 * The statechart's computer-player actors for one board: `decide` asks the bots' Web Worker, and
 * `decideHere` lets the same bot decide on the page itself (the statechart's fallback when the worker is
 * past its deadline or fails). Both take the deciding seat's view only. The bots' code is a chunk of its
 * own (computer-players.ts), loaded by the first computer's turn.
 */
import { fromPromise } from 'xstate';
import type { Move } from '../engine/index.js';
import type { DecideInput, HintAnswer, HintInput } from '../statechart/quetzal-machine.js';
import type { BotOptions } from '../bots/index.js';
import { loadPart } from '../../../kit/ui/lazy-parts.js';

type BotPart = typeof import('./computer-players.js');
const botPart = () => loadPart<BotPart>('bots', () => import('./computer-players.js'));

function botOptions(input: DecideInput): BotOptions {
  const t = input.timing;
  const options: BotOptions = { strength: input.bot.strength, seed: input.seed };
  if (t.botIterations !== null) options.iterations = t.botIterations;
  else options.timeMs = t.botThinkMs;
  return options;
}

/**
 * One board's computers: its worker client. How often the worker let them down, and when it is given
 * up, is the statechart's (`workerMisses`): it then invokes `decideHere` straight away.
 */
export class BoardBots {
  private client: InstanceType<BotPart['BotClient']> | null = null;

  /** Whether the computers think in a Web Worker (false: on the page). For tests and hosts. */
  get usesWorker(): boolean {
    return this.client?.usesWorker ?? false;
  }

  /** Ends the worker (the board left the page); the next decision starts a new one. */
  terminate(): void {
    this.client?.terminate();
    this.client = null;
  }

  actors() {
    return {
      decide: fromPromise<Move, DecideInput>(async ({ input, signal }) => {
        const part = await botPart();
        this.client ??= new part.BotClient();
        const client = this.client;
        return new Promise<Move>((resolve, reject) => {
          // The statechart stopped waiting (its deadline, or the game moved on): the answer is not wanted.
          signal.addEventListener('abort', () => reject(new Error('aborted')));
          client.choose(input.view, botOptions(input)).then(resolve, reject);
        });
      }),
      /** The Hint: the medium computer's move from the seat's view, on the page (quick: no search). */
      hint: fromPromise<HintAnswer, HintInput>(async ({ input }) => (await botPart()).hint(input.view)),
      decideHere: fromPromise<Move, DecideInput>(async ({ input }) => {
        // The statechart comes here when the worker was too slow or failed (or was given up): that worker
        // is ended (the next decision in a worker starts a new one). The same view and seed as the worker
        // had: with a fixed playout count (bot-iterations) the very same move; with a time budget the
        // search goes as far as the page gets in that time, so the move may differ.
        this.terminate();
        const part = await botPart();
        // One task later, so the page paints what it has first.
        await new Promise((r) => setTimeout(r, 0));
        return part.chooseMove(input.view, botOptions(input));
      }),
    };
  }
}
