/**
 * The kit's lesson player (XState v5), for any game through its LessonAdapter (lesson-adapter.ts):
 *
 *   loading → ready → step (playing → showing | waiting ⇄ checking → advancing) → completed
 *   loading → failed (a lesson the adapter refuses; LOAD another)
 *   loading → empty (no lesson given; LOAD one)
 *
 *   loading    the lesson (the input's, or LOAD's) is checked by the adapter;
 *   ready      checked, its game built at the start; START (the host's board is up) shows step 1;
 *   step       playing    the host plays the step's moves on its board (`stepChanged`), then PLAYED;
 *              showing    a step without an expected move: NEXT goes on;
 *              waiting    the learner must make the step's move (LEARNER_MOVE);
 *              checking   is it the expected one (and, when the host told its game after playing it, does
 *                         it lead there)? If not, it is refused with the step's hint (`refused`);
 *              advancing  the next step, or the end;
 *   completed  the lesson is done (`lessonCompleted`); BACK and RESTART still work.
 *
 * BACK and RESTART rebuild the game from the lesson's start with the moves of the steps before
 * (`adapter.rebuild`): nothing is undone, so the host starts its board again and replays them. A refused
 * move the host's board had already played (`played: true`: a table step it took on its own) re-enters the
 * step from the start the same way, so the board is never left ahead of the lesson; so does RESYNC, the
 * host's word that its board left the lesson by itself (once completed: the whole lesson is played again).
 * BACK from the end of a lesson whose last step expects no move shows that step as it is: nothing was
 * played since.
 *
 * The context is plain JSON (lesson-types.ts); the rules are pure functions (lesson-steps.ts).
 */
import { assign, emit, enqueueActions, setup } from 'xstate';
import type { LessonAdapter } from './lesson-adapter.js';
import type { LessonContext, LessonEmitted, LessonEvent, LessonInput, RefusalReason } from './lesson-types.js';
import { enterStep, expectedOutcome, pendingIsExpected, refusalAt, type EntryFrom } from './lesson-steps.js';

/** Where `enter` goes: the step of that name (`from`: which game it starts from, lesson-steps.ts). */
type Target = 'first' | 'same' | 'next' | 'back' | 'last';

export function createLessonMachine<Lesson, Game, Move, Expect = unknown>(adapter: LessonAdapter<Lesson, Game, Move, Expect>) {
  type Ctx = LessonContext<Lesson, Game, Move>;
  type Ev = LessonEvent<Move, Game>;

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
      noSource: ({ context }) => context.source === null || context.source === undefined,
      lessonRead: ({ context }) => context.lesson !== null,
      failed: ({ context }) => context.error !== null,
      hasExpect: ({ context }) => context.lesson !== null && adapter.expectOf(context.lesson, context.index) !== null,
      pendingExpected: ({ context }) => pendingIsExpected(adapter, context),
      pendingPlayed: ({ context }) => context.pendingPlayed,
      played: ({ event }) => event.type === 'LEARNER_MOVE' && event.played === true,
      notLast: ({ context }) => context.index + 1 < context.total,
      notFirst: ({ context }) => context.index > 0,
    },
    actions: {
      /** Checks the source with the adapter: the lesson, its step count and its start, or the error (none without a source). */
      readLesson: enqueueActions(({ context, enqueue }) => {
        const cleared = { index: 0, moves: [], pending: null, pendingPlayed: false, pendingGame: null, pointers: [], refusal: null };
        if (context.source === null || context.source === undefined) {
          enqueue.assign({ ...cleared, lesson: null, error: null, game: null, total: 0 });
          return;
        }
        try {
          const lesson = adapter.check(context.source);
          enqueue.assign({ ...cleared, lesson, error: null, total: adapter.stepCount(lesson), game: adapter.rebuild(lesson, []) });
        } catch (e) {
          const message = e instanceof Error ? e.message : String(e);
          enqueue.assign({ ...cleared, lesson: null, error: message, game: null, total: 0 });
          enqueue.emit({ type: 'lessonFailed', message });
        }
      }),
      takeSource: assign(({ event }) => (event.type === 'LOAD' ? { source: event.lesson } : {})),
      /** Shows a step: its game and moves, and what the host must play (`stepChanged`). */
      enter: enqueueActions(({ context, enqueue }, params: { to: Target; from: EntryFrom }) => {
        const index = indexFor(context, params.to);
        try {
          const { patch, play } = enterStep(adapter, context, index, params.from);
          enqueue.assign(patch);
          enqueue.emit({ type: 'stepChanged', index, total: context.total, moves: play, fromStart: params.from === 'start' });
        } catch (e) {
          const message = e instanceof Error ? e.message : String(e);
          enqueue.assign({ error: message });
          enqueue.emit({ type: 'lessonFailed', message });
        }
      }),
      /** Once completed, the host's board starts again and plays the whole lesson (RESYNC): the context stays. */
      replayEnd: emit(({ context }) => ({ type: 'stepChanged' as const, index: context.index, total: context.total, moves: context.moves.flat(), fromStart: true })),
      takePending: assign(({ event }) => (event.type === 'LEARNER_MOVE'
        ? { pending: event.move, pendingPlayed: event.played === true, pendingGame: event.played === true ? event.game ?? null : null } : {})),
      /** The expected move: it joins the step's moves, and the game moves on. */
      takeMove: assign(({ context }) => {
        const move = context.pending!;
        const moves = context.moves.map((m, i) => (i === context.index ? [...m, move] : m));
        return { game: expectedOutcome(adapter, context, move)!, moves, pending: null, pendingPlayed: false, pendingGame: null };
      }),
      refuse: enqueueActions(({ context, enqueue }, params: { reason: RefusalReason }) => {
        const refusal = refusalAt(adapter, context, params.reason);
        enqueue.assign({ refusal, pending: null, pendingPlayed: false, pendingGame: null });
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
      pending: null, pendingPlayed: false, pendingGame: null, pointers: [], refusal: null,
    }),
    on: {
      LOAD: { target: '.loading', reenter: true, actions: 'takeSource' },
    },
    states: {
      loading: {
        entry: 'readLesson',
        always: [
          { guard: 'noSource', target: 'empty' },
          { guard: 'lessonRead', target: 'ready' },
          { guard: 'failed', target: 'failed' },
        ],
      },
      empty: {},
      failed: {},
      ready: {
        on: {
          START: { target: 'step', actions: { type: 'enter', params: { to: 'first', from: 'start' } } },
          RESTART: { target: 'step', actions: { type: 'enter', params: { to: 'first', from: 'start' } } },
        },
      },
      step: {
        initial: 'playing',
        always: { guard: 'failed', target: 'failed' },
        on: {
          BACK: { guard: 'notFirst', target: 'step', reenter: true, actions: { type: 'enter', params: { to: 'back', from: 'start' } } },
          RESTART: { target: 'step', reenter: true, actions: { type: 'enter', params: { to: 'first', from: 'start' } } },
          RESYNC: { target: 'step', reenter: true, actions: { type: 'enter', params: { to: 'same', from: 'start' } } },
        },
        states: {
          playing: {
            on: {
              PLAYED: [{ guard: 'hasExpect', target: 'waiting' }, { target: 'showing' }],
              LEARNER_MOVE: [
                { guard: 'played', target: '#lesson.step', reenter: true, actions: [{ type: 'enter', params: { to: 'same', from: 'start' } }, { type: 'refuse', params: { reason: 'busy' } }] },
                { actions: { type: 'refuse', params: { reason: 'busy' } } },
              ],
            },
          },
          showing: {
            on: {
              NEXT: 'advancing',
              LEARNER_MOVE: [
                { guard: 'played', target: '#lesson.step', reenter: true, actions: [{ type: 'enter', params: { to: 'same', from: 'start' } }, { type: 'refuse', params: { reason: 'next' } }] },
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
              { guard: 'pendingPlayed', target: '#lesson.step', reenter: true, actions: [{ type: 'enter', params: { to: 'same', from: 'start' } }, { type: 'refuse', params: { reason: 'other' } }] },
              { target: 'waiting', actions: { type: 'refuse', params: { reason: 'other' } } },
            ],
          },
          advancing: {
            always: [
              { guard: 'notLast', target: '#lesson.step', reenter: true, actions: { type: 'enter', params: { to: 'next', from: 'now' } } },
              { target: '#lesson.completed' },
            ],
          },
        },
      },
      completed: {
        entry: 'tellCompleted',
        on: {
          BACK: [
            { guard: 'hasExpect', target: 'step', actions: { type: 'enter', params: { to: 'last', from: 'start' } } },
            { target: 'step', actions: { type: 'enter', params: { to: 'last', from: 'shown' } } },
          ],
          RESTART: { target: 'step', actions: { type: 'enter', params: { to: 'first', from: 'start' } } },
          RESYNC: { actions: 'replayEnd' },
          LEARNER_MOVE: [
            { guard: 'played', target: 'step', actions: [{ type: 'enter', params: { to: 'last', from: 'start' } }, { type: 'refuse', params: { reason: 'done' } }] },
            { actions: { type: 'refuse', params: { reason: 'done' } } },
          ],
        },
      },
    },
  });
}

export type LessonMachine<Lesson, Game, Move, Expect = unknown> = ReturnType<typeof createLessonMachine<Lesson, Game, Move, Expect>>;
