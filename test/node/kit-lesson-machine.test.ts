/**
 * The kit's lesson player (src/kit/tutorial/), first on a tiny fake game — a counter the learner and a
 * bot add to — so that each transition is seen alone, then on Aztec's adapter with a shipped lesson:
 * steps shown with what the host must play, the learner's move refused with the step's hint until it is
 * the expected one, BACK and RESTART rebuilding the game from the start, a move the host's board played
 * on its own re-entering the step, completion, and a context that stays plain JSON; then what a host
 * tells and is told besides: no lesson at all, its game after a played move (checked), RESYNC, BACK
 * from the end onto a step shown as it was, and what each step points at.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createActor } from 'xstate';
import { createLessonMachine, refusalFor, sameJson, type LessonAdapter, type LessonEmitted } from '../../src/kit/tutorial/index.js';
import { aztecLesson, aztecLessonAdapter, resolvePattern } from '../../src/games/aztec/lessons/index.js';
import { applyMove, type AztecMove } from '../../src/games/aztec/index.js';

// ---------------------------------------------------------------- a fake game

/** The fake game: a running total; a move adds to it, by the learner or the bot. */
interface Counter { total: number; log: string[] }
interface Add { by: 'learner' | 'bot'; add: number }
interface FakeStep { auto?: number[]; expect?: number; hint?: string }
interface FakeLesson { id: string; start: number; steps: FakeStep[] }

const fake: LessonAdapter<FakeLesson, Counter, Add, number> = {
  check(lesson) {
    const l = lesson as FakeLesson;
    if (!l || !Array.isArray(l.steps) || l.steps.length === 0) throw new Error('steps: must be a non-empty list');
    return structuredClone(l);
  },
  id: (l) => l.id,
  stepCount: (l) => l.steps.length,
  expectOf: (l, i) => l.steps[i]!.expect ?? null,
  hintOf: (l, i) => l.steps[i]!.hint ?? null,
  matches: (expect, move) => move.by === 'learner' && move.add === expect,
  autoMoves: (l, i) => (l.steps[i]!.auto ?? []).map((add) => ({ by: 'bot' as const, add })),
  apply: (game, move) => {
    if (move.add <= 0) throw new Error('only positive moves');
    return { total: game.total + move.add, log: [...game.log, `${move.by}+${move.add}`] };
  },
  rebuild: (l, moves) => moves.reduce((g, m) => fake.apply(g, m), { total: l.start, log: [] } as Counter),
};

const LESSON: FakeLesson = {
  id: 'counting', start: 10, steps: [
    {}, // a Next step
    { auto: [2], expect: 3, hint: 'add 3' },
    { auto: [1, 1] }, // the last step: Next finishes
  ],
};

function run<L, G, M, E>(adapter: LessonAdapter<L, G, M, E>, lesson: unknown) {
  const actor = createActor(createLessonMachine(adapter), { input: { lesson } });
  const news: LessonEmitted<M>[] = [];
  actor.on('*', (e) => news.push(e as LessonEmitted<M>));
  actor.start();
  return { actor, news, ctx: () => actor.getSnapshot().context, is: (v: unknown) => actor.getSnapshot().matches(v as never) };
}

describe('kit lesson machine: a fake game', () => {
  it('is ready once the lesson is read, and shows step 1 on START with what the host must play', () => {
    const { actor, news, ctx, is } = run(fake, LESSON);
    assert.ok(is('ready'));
    assert.equal(ctx().total, 3);
    assert.deepEqual(ctx().game, { total: 10, log: [] });
    actor.send({ type: 'START' });
    assert.ok(is({ step: 'playing' }), 'the host plays the step first');
    assert.deepEqual(news.at(-1), { type: 'stepChanged', index: 0, total: 3, moves: [], fromStart: true });
    actor.send({ type: 'NEXT' });
    assert.ok(is({ step: 'playing' }), 'NEXT waits until the host has played');
    actor.send({ type: 'PLAYED' });
    assert.ok(is({ step: 'showing' }), 'a step without an expected move shows Next');
  });

  it('plays to the end: auto moves, a wrong move refused with the hint, the expected move, completion', () => {
    const { actor, news, ctx, is } = run(fake, LESSON);
    actor.send({ type: 'START' });
    actor.send({ type: 'PLAYED' });
    actor.send({ type: 'NEXT' });
    assert.deepEqual(news.at(-1), { type: 'stepChanged', index: 1, total: 3, moves: [{ by: 'bot', add: 2 }], fromStart: false });
    assert.deepEqual(ctx().game, { total: 12, log: ['bot+2'] });
    actor.send({ type: 'PLAYED' });
    assert.ok(is({ step: 'waiting' }));

    actor.send({ type: 'NEXT' });
    assert.ok(is({ step: 'waiting' }), 'NEXT does not skip an expected move');
    actor.send({ type: 'LEARNER_MOVE', move: { by: 'learner', add: 5 } });
    assert.ok(is({ step: 'waiting' }));
    assert.deepEqual(ctx().refusal, { index: 1, reason: 'other', hint: 'add 3' });
    assert.deepEqual(news.at(-1), { type: 'refused', refusal: { index: 1, reason: 'other', hint: 'add 3' } });
    assert.deepEqual(ctx().game, { total: 12, log: ['bot+2'] }, 'a refused move changes nothing');

    actor.send({ type: 'LEARNER_MOVE', move: { by: 'learner', add: 3 } });
    assert.equal(ctx().index, 2);
    assert.equal(ctx().refusal, null, 'a new step clears the refusal');
    assert.deepEqual(ctx().game, { total: 17, log: ['bot+2', 'learner+3', 'bot+1', 'bot+1'] });
    assert.deepEqual(ctx().moves, [[], [{ by: 'bot', add: 2 }, { by: 'learner', add: 3 }], [{ by: 'bot', add: 1 }, { by: 'bot', add: 1 }]]);
    actor.send({ type: 'PLAYED' });
    actor.send({ type: 'NEXT' });
    assert.ok(is('completed'));
    assert.deepEqual(news.at(-1), { type: 'lessonCompleted', lesson: 'counting', steps: 3 });
    actor.send({ type: 'LEARNER_MOVE', move: { by: 'learner', add: 1 } });
    assert.equal(ctx().refusal?.reason, 'done');
  });

  it('BACK and RESTART rebuild from the start with the moves of the steps before', () => {
    const { actor, news, ctx, is } = run(fake, LESSON);
    actor.send({ type: 'START' });
    actor.send({ type: 'PLAYED' });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'PLAYED' });
    actor.send({ type: 'LEARNER_MOVE', move: { by: 'learner', add: 3 } });
    actor.send({ type: 'PLAYED' });
    actor.send({ type: 'BACK' });
    assert.equal(ctx().index, 1);
    assert.deepEqual(news.at(-1), { type: 'stepChanged', index: 1, total: 3, moves: [{ by: 'bot', add: 2 }], fromStart: true });
    assert.deepEqual(ctx().game, { total: 12, log: ['bot+2'] }, 'the learner’s move at the step gone back to is dropped');
    actor.send({ type: 'PLAYED' });
    assert.ok(is({ step: 'waiting' }));
    actor.send({ type: 'BACK' });
    actor.send({ type: 'BACK' });
    assert.equal(ctx().index, 0, 'BACK stops at the first step');
    actor.send({ type: 'PLAYED' });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'PLAYED' });
    actor.send({ type: 'RESTART' });
    assert.equal(ctx().index, 0);
    assert.deepEqual(ctx().game, { total: 10, log: [] });
    assert.deepEqual(news.at(-1), { type: 'stepChanged', index: 0, total: 3, moves: [], fromStart: true });
  });

  it('BACK from the completed lesson goes to its last step; the learner makes its move again', () => {
    const one = { id: 'one', start: 0, steps: [{ auto: [4], expect: 1 }] };
    const { actor, ctx, is } = run(fake, one);
    actor.send({ type: 'START' });
    actor.send({ type: 'PLAYED' });
    actor.send({ type: 'LEARNER_MOVE', move: { by: 'learner', add: 1 } });
    assert.ok(is('completed'));
    assert.deepEqual(ctx().game, { total: 5, log: ['bot+4', 'learner+1'] });
    actor.send({ type: 'BACK' });
    assert.ok(is({ step: 'playing' }));
    assert.deepEqual(ctx().game, { total: 4, log: ['bot+4'] });
  });

  it('a refused move the board already played re-enters the step from the start', () => {
    const { actor, news, ctx, is } = run(fake, LESSON);
    actor.send({ type: 'START' });
    actor.send({ type: 'PLAYED' });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'PLAYED' });
    actor.send({ type: 'LEARNER_MOVE', move: { by: 'bot', add: 9 }, played: true });
    assert.ok(is({ step: 'playing' }), 'the host must put its board back');
    const changed = news.filter((n) => n.type === 'stepChanged').at(-1);
    assert.deepEqual(changed, { type: 'stepChanged', index: 1, total: 3, moves: [{ by: 'bot', add: 2 }], fromStart: true });
    assert.equal(ctx().refusal?.reason, 'other');
    assert.equal(ctx().refusal?.hint, 'add 3');
  });

  it('refusalFor answers what LEARNER_MOVE would: the hint, Next first, busy while the host plays', () => {
    const { actor, is } = run(fake, LESSON);
    const ask = (add: number) => refusalFor(fake, actor.getSnapshot(), { by: 'learner', add });
    actor.send({ type: 'START' });
    assert.equal(ask(3)?.reason, 'busy');
    actor.send({ type: 'PLAYED' });
    assert.equal(ask(3)?.reason, 'next');
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'PLAYED' });
    assert.deepEqual(ask(4), { index: 1, reason: 'other', hint: 'add 3' });
    assert.equal(ask(3), null);
    assert.ok(is({ step: 'waiting' }), 'asking changes nothing');
    actor.send({ type: 'LEARNER_MOVE', move: { by: 'learner', add: 3 } });
    assert.equal(actor.getSnapshot().context.index, 2);
  });

  it('an expected move the rules refuse is refused', () => {
    const zero = { id: 'zero', start: 0, steps: [{ expect: 0, hint: 'no' }] };
    const { actor, ctx, is } = run(fake, zero);
    actor.send({ type: 'START' });
    actor.send({ type: 'PLAYED' });
    actor.send({ type: 'LEARNER_MOVE', move: { by: 'learner', add: 0 } });
    assert.ok(is({ step: 'waiting' }));
    assert.equal(ctx().refusal?.reason, 'other');
  });

  it('a lesson the adapter refuses fails with its message; LOAD of a good one recovers', () => {
    const { actor, news, ctx, is } = run(fake, { id: 'bad', steps: [] });
    assert.ok(is('failed'));
    assert.equal(ctx().error, 'steps: must be a non-empty list');
    assert.deepEqual(news.at(-1), { type: 'lessonFailed', message: 'steps: must be a non-empty list' });
    actor.send({ type: 'START' });
    assert.ok(is('failed'));
    actor.send({ type: 'LOAD', lesson: LESSON });
    assert.ok(is('ready'));
    assert.equal(ctx().error, null);
  });

  it('an auto move the rules refuse fails the lesson, naming why', () => {
    const { actor, ctx, is } = run(fake, { id: 'x', start: 0, steps: [{ auto: [-1] }] });
    actor.send({ type: 'START' });
    assert.ok(is('failed'));
    assert.equal(ctx().error, 'only positive moves');
  });

  it('keeps its context plain JSON', () => {
    const { actor, ctx } = run(fake, LESSON);
    actor.send({ type: 'START' });
    actor.send({ type: 'PLAYED' });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'LEARNER_MOVE', move: { by: 'learner', add: 5 } });
    assert.deepEqual(JSON.parse(JSON.stringify(ctx())), ctx());
  });
});

describe('kit lesson machine: a host that checks, resyncs and points', () => {
  /** Plays LESSON up to its step 1, waiting for the learner's +3 (the game then: 12). */
  const atStep1 = <E>(adapter: LessonAdapter<FakeLesson, Counter, Add, E>) => {
    const r = run(adapter, LESSON);
    r.actor.send({ type: 'START' });
    r.actor.send({ type: 'PLAYED' });
    r.actor.send({ type: 'NEXT' });
    r.actor.send({ type: 'PLAYED' });
    assert.ok(r.is({ step: 'waiting' }));
    return r;
  };
  const learner3: Add = { by: 'learner', add: 3 };
  const after3: Counter = { total: 15, log: ['bot+2', 'learner+3'] };

  it('no lesson is no failure: LOAD null waits (empty), a lesson then plays', () => {
    const { actor, news, ctx, is } = run(fake, undefined);
    assert.ok(is('empty'));
    assert.equal(ctx().error, null);
    assert.equal(news.length, 0, 'nothing to tell');
    actor.send({ type: 'LOAD', lesson: LESSON });
    assert.ok(is('ready'));
    actor.send({ type: 'START' });
    actor.send({ type: 'LOAD', lesson: null });
    assert.ok(is('empty'));
    assert.deepEqual([ctx().lesson, ctx().game, ctx().total, ctx().index], [null, null, 0, 0]);
    assert.deepEqual(news.map((n) => n.type), ['stepChanged'], 'putting a lesson away tells nothing');
  });

  it('a played move counts only when the host’s game is where it leads', () => {
    const { actor, news, ctx } = atStep1(fake);
    actor.send({ type: 'LEARNER_MOVE', move: learner3, played: true, game: { total: 16, log: ['bot+2', 'learner+3'] } });
    assert.equal(ctx().index, 1, 'a board gone elsewhere is not followed');
    assert.deepEqual(news.filter((n) => n.type === 'stepChanged').at(-1), { type: 'stepChanged', index: 1, total: 3, moves: [{ by: 'bot', add: 2 }], fromStart: true });
    assert.deepEqual(ctx().refusal, { index: 1, reason: 'other', hint: 'add 3' });
    assert.deepEqual(ctx().game, { total: 12, log: ['bot+2'] });
    actor.send({ type: 'PLAYED' });
    // The same game with its keys in another order is the same game (plain JSON).
    actor.send({ type: 'LEARNER_MOVE', move: learner3, played: true, game: { log: ['bot+2', 'learner+3'], total: 15 } as Counter });
    assert.equal(ctx().index, 2);
    assert.deepEqual(ctx().moves[1], [{ by: 'bot', add: 2 }, learner3]);
  });

  it('the adapter’s sameGame decides what counts as the same game', () => {
    const totalOnly: LessonAdapter<FakeLesson, Counter, Add, number> = { ...fake, sameGame: (a, b) => a.total === b.total };
    const { actor, ctx } = atStep1(totalOnly);
    actor.send({ type: 'LEARNER_MOVE', move: learner3, played: true, game: { total: 15, log: ['another log'] } });
    assert.equal(ctx().index, 2, 'the log is not the game here');
    assert.deepEqual(ctx().game, { total: 17, log: ['bot+2', 'learner+3', 'bot+1', 'bot+1'] }, 'the player goes on with its own game');
  });

  it('RESYNC shows the step again from the start, with no refusal', () => {
    const { actor, news, ctx, is } = atStep1(fake);
    actor.send({ type: 'LEARNER_MOVE', move: { by: 'learner', add: 5 } });
    assert.equal(ctx().refusal?.reason, 'other');
    actor.send({ type: 'RESYNC' });
    assert.ok(is({ step: 'playing' }));
    assert.equal(ctx().refusal, null);
    assert.deepEqual(news.at(-1), { type: 'stepChanged', index: 1, total: 3, moves: [{ by: 'bot', add: 2 }], fromStart: true });
    assert.deepEqual(ctx().game, { total: 12, log: ['bot+2'] });
    actor.send({ type: 'PLAYED' });
    assert.ok(is({ step: 'waiting' }));
  });

  it('RESYNC once completed plays the whole lesson again and stays completed', () => {
    const { actor, news, ctx, is } = atStep1(fake);
    actor.send({ type: 'LEARNER_MOVE', move: learner3, played: true, game: after3 });
    actor.send({ type: 'PLAYED' });
    actor.send({ type: 'NEXT' });
    assert.ok(is('completed'));
    const game = ctx().game;
    actor.send({ type: 'RESYNC' });
    assert.ok(is('completed'));
    assert.deepEqual(news.at(-1), {
      type: 'stepChanged', index: 2, total: 3, fromStart: true,
      moves: [{ by: 'bot', add: 2 }, learner3, { by: 'bot', add: 1 }, { by: 'bot', add: 1 }],
    });
    assert.deepEqual(ctx().game, game);
    assert.equal(news.filter((n) => n.type === 'lessonCompleted').length, 1, 'completed once');
  });

  it('BACK from the end of a lesson whose last step expects no move shows that step as it is', () => {
    const { actor, news, ctx, is } = atStep1(fake);
    actor.send({ type: 'LEARNER_MOVE', move: learner3 });
    actor.send({ type: 'PLAYED' });
    actor.send({ type: 'NEXT' });
    const game = ctx().game;
    actor.send({ type: 'BACK' });
    assert.deepEqual(news.at(-1), { type: 'stepChanged', index: 2, total: 3, moves: [], fromStart: false }, 'nothing to play');
    assert.deepEqual(ctx().game, game);
    assert.deepEqual(ctx().moves[2], [{ by: 'bot', add: 1 }, { by: 'bot', add: 1 }]);
    actor.send({ type: 'PLAYED' });
    assert.ok(is({ step: 'showing' }));
    actor.send({ type: 'NEXT' });
    assert.ok(is('completed'));
    assert.deepEqual(ctx().game, game);
  });

  it('keeps what each step points at (adapter.pointersOf), still once completed; none without it', () => {
    const pointing: LessonAdapter<FakeLesson, Counter, Add, number> = { ...fake, pointersOf: (_l, i, g) => [`step:${i}`, `total:${g.total}`] };
    const { actor, ctx } = atStep1(pointing);
    assert.deepEqual(ctx().pointers, ['step:1', 'total:12'], 'from the game as the step starts');
    actor.send({ type: 'LEARNER_MOVE', move: learner3 });
    assert.deepEqual(ctx().pointers, ['step:2', 'total:17']);
    actor.send({ type: 'PLAYED' });
    actor.send({ type: 'NEXT' });
    assert.deepEqual(ctx().pointers, ['step:2', 'total:17'], 'the last step’s, once completed');
    const plain = atStep1(fake);
    assert.deepEqual(plain.ctx().pointers, []);
  });

  it('sameJson: plain JSON equal, objects in any key order, lists in order', () => {
    assert.equal(sameJson({ a: [1, { b: 'x' }], c: null }, { c: null, a: [1, { b: 'x' }] }), true);
    assert.equal(sameJson([1, 2], [2, 1]), false);
    assert.equal(sameJson({ a: 1 }, { a: 1, b: 2 }), false);
    assert.equal(sameJson({ a: [] }, { a: {} }), false);
    assert.equal(sameJson(null, {}), false);
  });
});

// ---------------------------------------------------------------- Aztec's adapter

describe('kit lesson machine: Aztec’s adapter', () => {
  /** Plays the current step's expected move as the learner would (the first legal move it matches). */
  const expected = (ctx: { lesson: unknown; index: number; game: unknown }) => {
    const lesson = ctx.lesson as NonNullable<ReturnType<typeof aztecLesson>>;
    return resolvePattern(lesson.steps[ctx.index]!.expect!, ctx.game as never)!;
  };

  it('plays "taking" to its end, refusing the truth where a bluff is expected, with its hint', () => {
    const { actor, news, ctx, is } = run(aztecLessonAdapter, aztecLesson('taking'));
    actor.send({ type: 'START' });
    let refusedOnce = false;
    for (let guard = 0; guard < 40 && !is('completed'); guard++) {
      actor.send({ type: 'PLAYED' });
      if (is({ step: 'showing' })) {
        actor.send({ type: 'NEXT' });
        continue;
      }
      const step = (ctx().lesson!).steps[ctx().index]!;
      if (!refusedOnce && step.expect?.type === 'collect' && step.expect.jewels) {
        const truth = resolvePattern({ type: 'collect', truth: true }, ctx().game!)!;
        actor.send({ type: 'LEARNER_MOVE', move: truth });
        assert.equal(ctx().refusal?.reason, 'other');
        assert.deepEqual(ctx().refusal?.hint, step.hint, 'refused with the step’s hint');
        refusedOnce = true;
      }
      actor.send({ type: 'LEARNER_MOVE', move: expected(ctx()) });
    }
    assert.ok(refusedOnce, 'the bluff step was met');
    assert.ok(is('completed'));
    assert.equal(news.at(-1)?.type, 'lessonCompleted');
    assert.deepEqual(ctx().game!.seats[0]!.taken, [2, 0, 1], 'the bluff is on Charly’s card');
  });

  it('BACK rebuilds the Aztec game at the step’s start, equal to playing its moves again', () => {
    const { actor, ctx } = run(aztecLessonAdapter, aztecLesson('tokens'));
    actor.send({ type: 'START' });
    const games: unknown[] = [];
    for (let i = 0; i < 5; i++) {
      actor.send({ type: 'PLAYED' });
      games.push(ctx().game);
      const step = ctx().lesson!.steps[ctx().index]!;
      if (step.expect) actor.send({ type: 'LEARNER_MOVE', move: expected(ctx()) });
      else actor.send({ type: 'NEXT' });
    }
    actor.send({ type: 'PLAYED' });
    actor.send({ type: 'BACK' });
    assert.equal(ctx().index, 4);
    assert.deepEqual(ctx().game, games[4]);
    // The moves it holds replay to the same game with the engine alone.
    const replayed = ctx().moves.flat().reduce((g, m) => applyMove(g, m as AztecMove), aztecLessonAdapter.rebuild(ctx().lesson!, []));
    assert.deepEqual(replayed, ctx().game);
  });
});
