/**
 * The board statechart's region for what a game's first file leaves out (Quetzal's Phase 3 and 4 moves,
 * its later parts): fetched once the first game shows, by the host's `loadLater` actor (spawned as
 * `later`), within `loadTimeoutMs`; its status is the context's `later` (`idle`, `loading`, `ready`,
 * `failed`; RETRY_LATER asks for it again, and the failure is told as `error`). Until it has come, a
 * position that needs it holds the turn in `turn.waiting`: nobody acts, no computer is asked (a move the
 * engine takes all the same still counts: the engine is the judge).
 */
import { assign, cancel, enqueueActions, fromPromise, type EventObject } from 'xstate';
import type { BoardRegion } from './board-region.js';
import { failureOf } from './board-steps.js';

type LaterStatus = 'idle' | 'loading' | 'ready' | 'failed';
type Ctx = { history: { state: unknown } | null; later: LaterStatus; timing: { loadTimeoutMs: number } };

/** `needed(state)`: whether that position needs what was left out (while it has not come). */
export function laterRegion<State>(needed: (state: State) => boolean): BoardRegion {
  const waits = (ctx: Ctx) => ctx.later !== 'ready' && ctx.history !== null && needed(ctx.history.state as State);
  const fetch = enqueueActions(({ enqueue }) => {
    enqueue.assign({ later: 'loading' });
    enqueue.spawnChild('loadLater', { id: 'later' });
    // (`loadDeadline`, the statechart's own delay.)
    enqueue.raise({ type: 'LATER_DEADLINE' }, { id: 'later-deadline', delay: 'loadDeadline' as never });
  });
  return {
    context: { later: 'idle' },
    // By default nothing to fetch (a board in Node): it has come at once.
    actors: { loadLater: fromPromise<void, void>(async () => {}) },
    guards: {
      waitsForLater: ({ context }: { context: Ctx }) => waits(context),
      laterIs: ({ context }: { context: Ctx }, params: { status: LaterStatus }) => context.later === params.status,
    },
    actions: {
      loadLater: fetch,
      // The first game shown (not the next ones: it is fetched once).
      loadLaterOnce: enqueueActions(({ context, enqueue }) => {
        if ((context as Ctx).later === 'idle') enqueue('loadLater' as never);
      }),
      laterFailed: enqueueActions(({ context, event, enqueue }) => {
        enqueue.cancel('later-deadline');
        enqueue.stopChild('later');
        enqueue.assign({ later: 'failed' });
        enqueue.emit({ type: 'error', ...failureOf(context as Ctx, event as EventObject, 'the later parts of the board', 'LOAD_FAILED') });
      }),
    },
    on: {
      // Come: the turn is asked again (`reroute`, the statechart's own).
      'xstate.done.actor.later': { actions: [cancel('later-deadline'), assign({ later: 'ready' }), 'reroute'] },
      'xstate.error.actor.later': { actions: 'laterFailed' },
      LATER_DEADLINE: { guard: { type: 'laterIs', params: { status: 'loading' } }, actions: 'laterFailed' },
      RETRY_LATER: { guard: { type: 'laterIs', params: { status: 'failed' } }, actions: 'loadLater' },
    },
    liveEntry: ['loadLaterOnce'],
    turnRoutes: [{ guard: 'waitsForLater', target: 'waiting' }],
    turnStates: { waiting: {} },
    holds: (ctx) => waits(ctx as unknown as Ctx),
  };
}
