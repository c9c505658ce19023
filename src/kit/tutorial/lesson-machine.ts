/**
 * The kit's lesson player (XState v5), for any game through its LessonAdapter (lesson-adapter.ts):
 *
 *   loading → ready → step (playing → showing | waiting ⇄ checking → advancing) → completed
 *   loading → failed (a lesson the adapter refuses; LOAD another)
 *
 *   loading    the lesson (the input's, or LOAD's) is checked by the adapter;
 *   ready      checked, its game built at the start; START (the host's board is up) shows step 1;
 *   step       playing    the host plays the step's moves on its board (`stepChanged`), then PLAYED;
 *              showing    a step without an expected move: NEXT goes on;
 *              waiting    the learner must make the step's move (LEARNER_MOVE);
 *              checking   is it the expected one? If not, it is refused with the step's hint (`refused`);
 *              advancing  the next step, or the end;
 *   completed  the lesson is done (`lessonCompleted`); BACK and RESTART still work.
 *
 * BACK and RESTART rebuild the game from the lesson's start with the moves of the steps before
 * (`adapter.rebuild`): nothing is undone, so the host starts its board again and replays them. A refused
 * move the host's board had already played (`played: true`: a table step it took on its own) re-enters the
 * step from the start the same way, so the board is never left ahead of the lesson.
 *
 * The context is plain JSON (lesson-types.ts); the rules are pure functions (lesson-steps.ts).
 */
import { assign, enqueueActions, setup } from 'xstate';
import type { LessonAdapter } from './lesson-adapter.js';
import type { LessonContext, LessonEmitted, LessonEvent, LessonInput, RefusalReason } from './lesson-types.js';
import { enterStep, expectedOutcome, refusalAt } from './lesson-steps.js';

/** Where `enter` goes: the step of that name, from the lesson's start or on from the game as it is. */
type Target = 'first' | 'same' | 'next' | 'back' | 'last';

export function createLessonMachine<Lesson, Game, Move, Expect = unknown>(adapter: LessonAdapter<Lesson, Game, Move, Expect>) {
  type Ctx = LessonContext<Lesson, Game, Move>;
  type Ev = LessonEvent<Move>;

  const indexFor = (ctx: Ctx, to: Target): number =>
    to === 'first' ? 0 : to === 'next' ? ctx.index + 1 : to === 'back' ? ctx.index - 1 : to === 'last' ? ctx.total - 1 : ctx.index;

  return setup({
    types: {
      context: {} as Ctx,
      events: {} as Ev,
      input: {} as LessonInput | undefined,
      emitted: {} as LessonEmitted<Move>,
    },
    guards: {
      lessonRead: ({ context }) => context.lesson !== null,
      failed: ({ context }) => context.error !== null,
      hasExpect: ({ context }) => context.lesson !== null && adapter.expectOf(context.lesson, context.index) !== null,
      pendingExpected: ({ context }) => context.pending !== null && expectedOutcome(adapter, context, context.pending) !== null,
      pendingPlayed: ({ context }) => context.pendingPlayed,
      played: ({ event }) => event.type === 'LEARNER_MOVE' && event.played === true,
      notLast: ({ context }) => context.index + 1 < context.total,
      notFirst: ({ context }) => context.index > 0,
    },
    actions: {
      /** Checks the source with the adapter: the lesson, its step count and its start, or the error. */
      readLesson: enqueueActions(({ context, enqueue }) => {
        try {
          const lesson = adapter.check(context.source);
          enqueue.assign({
            lesson, error: null, total: adapter.stepCount(lesson), index: 0, moves: [], game: adapter.rebuild(lesson, []),
            pending: null, pendingPlayed: false, refusal: null,
          });
        } catch (e) {
          const message = e instanceof Error ? e.message : String(e);
          enqueue.assign({ lesson: null, error: message, game: null, moves: [], total: 0 });
          enqueue.emit({ type: 'lessonFailed', message });
        }
      }),
      takeSource: assign(({ event }) => (event.type === 'LOAD' ? { source: event.lesson } : {})),
      /** Shows a step: its game and moves, and what the host must play (`stepChanged`). */
      enter: enqueueActions(({ context, enqueue }, params: { to: Target; fromStart: boolean }) => {
        const index = indexFor(context, params.to);
        try {
          const { patch, play } = enterStep(adapter, context, index, params.fromStart);
          enqueue.assign(patch);
          enqueue.emit({ type: 'stepChanged', index, total: context.total, moves: play, fromStart: params.fromStart });
        } catch (e) {
          const message = e instanceof Error ? e.message : String(e);
          enqueue.assign({ error: message });
          enqueue.emit({ type: 'lessonFailed', message });
        }
      }),
      takePending: assign(({ event }) => (event.type === 'LEARNER_MOVE' ? { pending: event.move, pendingPlayed: event.played === true } : {})),
      /** The expected move: it joins the step's moves, and the game moves on. */
      takeMove: assign(({ context }) => {
        const move = context.pending!;
        const moves = context.moves.map((m, i) => (i === context.index ? [...m, move] : m));
        return { game: expectedOutcome(adapter, context, move)!, moves, pending: null, pendingPlayed: false };
      }),
      refuse: enqueueActions(({ context, enqueue }, params: { reason: RefusalReason }) => {
        const refusal = refusalAt(adapter, context, params.reason);
        enqueue.assign({ refusal, pending: null, pendingPlayed: false });
        enqueue.emit({ type: 'refused', refusal });
      }),
      tellCompleted: enqueueActions(({ context, enqueue }) => {
        enqueue.assign({ refusal: null });
        enqueue.emit({ type: 'lessonCompleted', lesson: adapter.id(context.lesson!), steps: context.total });
      }),
    },
  }).createMachine({
    id: 'lesson',
    initial: 'loading',
    context: ({ input }) => ({
      source: input?.lesson ?? null, lesson: null, error: null, index: 0, total: 0, game: null, moves: [],
      pending: null, pendingPlayed: false, refusal: null,
    }),
    on: {
      LOAD: { target: '.loading', reenter: true, actions: 'takeSource' },
    },
    states: {
      loading: {
        entry: 'readLesson',
        always: [
          { guard: 'lessonRead', target: 'ready' },
          { guard: 'failed', target: 'failed' },
        ],
      },
      failed: {},
      ready: {
        on: {
          START: { target: 'step', actions: { type: 'enter', params: { to: 'first', fromStart: true } } },
          RESTART: { target: 'step', actions: { type: 'enter', params: { to: 'first', fromStart: true } } },
        },
      },
      step: {
        initial: 'playing',
        always: { guard: 'failed', target: 'failed' },
        on: {
          BACK: { guard: 'notFirst', target: 'step', reenter: true, actions: { type: 'enter', params: { to: 'back', fromStart: true } } },
          RESTART: { target: 'step', reenter: true, actions: { type: 'enter', params: { to: 'first', fromStart: true } } },
        },
        states: {
          playing: {
            on: {
              PLAYED: [{ guard: 'hasExpect', target: 'waiting' }, { target: 'showing' }],
              LEARNER_MOVE: [
                { guard: 'played', target: '#lesson.step', reenter: true, actions: [{ type: 'enter', params: { to: 'same', fromStart: true } }, { type: 'refuse', params: { reason: 'busy' } }] },
                { actions: { type: 'refuse', params: { reason: 'busy' } } },
              ],
            },
          },
          showing: {
            on: {
              NEXT: 'advancing',
              LEARNER_MOVE: [
                { guard: 'played', target: '#lesson.step', reenter: true, actions: [{ type: 'enter', params: { to: 'same', fromStart: true } }, { type: 'refuse', params: { reason: 'next' } }] },
                { actions: { type: 'refuse', params: { reason: 'next' } } },
              ],
            },
          },
          waiting: {
            on: { LEARNER_MOVE: { target: 'checking', actions: 'takePending' } },
          },
          checking: {
            always: [
              { guard: 'pendingExpected', target: 'advancing', actions: 'takeMove' },
              { guard: 'pendingPlayed', target: '#lesson.step', reenter: true, actions: [{ type: 'enter', params: { to: 'same', fromStart: true } }, { type: 'refuse', params: { reason: 'other' } }] },
              { target: 'waiting', actions: { type: 'refuse', params: { reason: 'other' } } },
            ],
          },
          advancing: {
            always: [
              { guard: 'notLast', target: '#lesson.step', reenter: true, actions: { type: 'enter', params: { to: 'next', fromStart: false } } },
              { target: '#lesson.completed' },
            ],
          },
        },
      },
      completed: {
        entry: 'tellCompleted',
        on: {
          BACK: { target: 'step', actions: { type: 'enter', params: { to: 'last', fromStart: true } } },
          RESTART: { target: 'step', actions: { type: 'enter', params: { to: 'first', fromStart: true } } },
          LEARNER_MOVE: [
            { guard: 'played', target: 'step', actions: [{ type: 'enter', params: { to: 'last', fromStart: true } }, { type: 'refuse', params: { reason: 'done' } }] },
            { actions: { type: 'refuse', params: { reason: 'done' } } },
          ],
        },
      },
    },
  });
}

export type LessonMachine<Lesson, Game, Move, Expect = unknown> = ReturnType<typeof createLessonMachine<Lesson, Game, Move, Expect>>;
