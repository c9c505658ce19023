/**
 * The board statechart's region for the parts a start loads first (`starting.loadingParts`, tagged
 * `busy`): a host's raw configuration (`BoardStart.config`: attributes, a file to fetch, a language) or
 * a start the game's first file cannot make alone (`needs(start)`: Quetzal's scenario planning) goes to
 * the host's `loadParts` actor, which answers the start to play; within `loadTimeoutMs`. A failure goes
 * to `failed`, told once: retryable unless the error says `retryable: false` (a wrong attribute is wrong
 * again), with the host's `property` at fault; a deadline, with Retry.
 */
import { assign, fromPromise } from 'xstate';
import type { BoardRegion } from './board-region.js';
import { failureOf } from './board-steps.js';
import type { BoardStart, BoardTiming } from './board-types.js';

export function partsRegion<Options>(needs: (start: BoardStart<Options>) => boolean = () => false): BoardRegion {
  type Ctx = { request: BoardStart<Options> | null; timing: BoardTiming };
  return {
    // By default, the start as it is.
    actors: { loadParts: fromStart<Options>() },
    guards: { needsParts: ({ context }: { context: Ctx }) => context.request?.config !== undefined || needs(context.request!) },
    actions: {
      /** The start the parts made (its `config` resolved): the one played from here. */
      partsLoaded: assign(({ context, event }) => {
        const start = (event as unknown as { output: BoardStart<Options> }).output;
        return { request: start, timing: { ...(context as Ctx).timing, ...start.timing } };
      }),
      partsFailed: assign(({ context, event }) => ({
        failure: { ...failureOf(context as Ctx, event, 'a part of the board', 'LOAD_FAILED'), retryable: (event as { error?: { retryable?: boolean } }).error?.retryable !== false },
      })),
    },
    startRoutes: [{ guard: 'needsParts', target: 'loadingParts' }],
    startStates: {
      loadingParts: {
        tags: ['busy'],
        invoke: {
          src: 'loadParts',
          input: ({ context }: { context: Ctx }) => context.request!,
          onDone: { target: 'routing', actions: 'partsLoaded' },
          onError: { target: '#board.failed', actions: 'partsFailed' },
        },
        after: { loadDeadline: { target: '#board.failed', actions: 'partsFailed' } },
      },
    },
  };
}

/** A `loadParts` with nothing to load: the start as it is. */
function fromStart<Options>() {
  return fromPromise<BoardStart<Options>, BoardStart<Options>>(async ({ input }) => input);
}
