/**
 * The statechart's computer-player actors for one board: `decide` asks the bots' Web Worker, and
 * `decideHere` lets the same bot decide on the page itself (the statechart's fallback when the worker is
 * past its deadline or fails). Both take the deciding seat's view only. The bots' code is a chunk of its
 * own (bot-part.ts), loaded by the first computer's turn.
 */
import { fromPromise } from 'xstate';
import type { Move } from '../../rules/index.js';
import type { DecideInput } from '../../machine/quetzal-machine.js';
import type { BotOptions } from '../../bots/index.js';
import { loadPart } from './chunks.js';

type BotPart = typeof import('./bot-part.js');
const botPart = () => loadPart<BotPart>('bots', () => import('./bot-part.js'));

/** A worker that missed its deadline this many times in a row is given up: the page decides from then on. */
const MISSES_BEFORE_GIVING_UP = 2;

function botOptions(input: DecideInput): BotOptions {
  const t = input.timing;
  const options: BotOptions = { strength: input.bot.strength, seed: input.seed };
  if (t.botIterations !== null) options.iterations = t.botIterations;
  else options.timeMs = t.botThinkMs;
  return options;
}

/** One board's computers: its worker client, and how often the worker let it down. */
export class BoardBots {
  private client: InstanceType<BotPart['BotClient']> | null = null;
  private misses = 0;

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
        if (this.misses >= MISSES_BEFORE_GIVING_UP) throw new Error('the computers\' worker stopped answering');
        this.client ??= new part.BotClient();
        const client = this.client;
        return new Promise<Move>((resolve, reject) => {
          // The statechart stopped waiting (its deadline, or the game moved on): the answer is not wanted.
          signal.addEventListener('abort', () => reject(new Error('aborted')));
          client.choose(input.view, botOptions(input)).then((move) => {
            this.misses = 0;
            resolve(move);
          }, reject);
        });
      }),
      decideHere: fromPromise<Move, DecideInput>(async ({ input }) => {
        // The statechart comes here when the worker was too slow or failed: that worker is given up (the
        // next decision starts a new one), and after repeated misses the page decides from then on.
        this.misses++;
        this.terminate();
        const part = await botPart();
        // One task later, so the page paints what it has first.
        await new Promise((r) => setTimeout(r, 0));
        return part.chooseMove(input.view, botOptions(input));
      }),
    };
  }
}
