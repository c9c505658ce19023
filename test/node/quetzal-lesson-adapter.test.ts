/**
 * Quetzal's lesson adapter (src/games/quetzal/lessons/adapter.ts) driving the kit's lesson player, as
 * <quetzal-tutorial> runs it: shipped lessons played step by step to the validator's very games, the
 * moves a step keeps rebuilding its exact game, wrong moves refused with the step's hint, the board's
 * game after the learner's move checked (the seats' names aside), the rule-set the lesson is played
 * under, what each step points at, and lessons that cannot be played.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createActor } from 'xstate';
import { createLessonMachine, refusalFor, type LessonEmitted } from '../../src/kit/tutorial/index.js';
import { quetzalLessonAdapter as adapter, type LessonSource } from '../../src/games/quetzal/lessons/adapter.js';
import { LESSONS, replayLesson, resolvePattern, validateLesson, type LessonJson } from '../../src/games/quetzal/lessons/index.js';
import { applyMove, SHIPPED_RULES, type Move, type RuleSet } from '../../src/games/quetzal/engine/index.js';

const copy = (id: string): LessonJson & Record<string, any> => JSON.parse(JSON.stringify(LESSONS.find((l) => l.id === id)!));

function run(source: LessonSource) {
  const actor = createActor(createLessonMachine(adapter), { input: { lesson: source } });
  const news: LessonEmitted<Move>[] = [];
  actor.on('*', (e) => news.push(e as LessonEmitted<Move>));
  actor.start();
  const ctx = () => actor.getSnapshot().context;
  return { actor, news, ctx, is: (v: unknown) => actor.getSnapshot().matches(v as never) };
}

/** The learner's move at the current step: the legal move its pattern stands for. */
type Run = ReturnType<typeof run>;
const expected = (r: Run): Move => resolvePattern(r.ctx().lesson!.lesson.steps[r.ctx().index]!.expect!, r.ctx().game!)!;

/** Plays the current step as the tutorial does: PLAYED, then Next or the expected move. */
function step(r: Run): void {
  r.actor.send({ type: 'PLAYED' });
  if (r.is({ step: 'showing' })) r.actor.send({ type: 'NEXT' });
  else r.actor.send({ type: 'LEARNER_MOVE', move: expected(r) });
}

describe('Quetzal lesson adapter', () => {
  it('plays "bidding" to its end, each step on the validator’s very game', () => {
    const lesson = validateLesson(copy('bidding'));
    const { states, end } = replayLesson(lesson);
    const r = run({ lesson: copy('bidding') });
    r.actor.send({ type: 'START' });
    for (let i = 0; i < lesson.steps.length; i++) {
      assert.equal(r.ctx().index, i);
      assert.deepEqual(r.ctx().game, states[i], `step ${i}`);
      step(r);
    }
    assert.ok(r.is('completed'));
    assert.deepEqual(r.ctx().game, end);
    assert.deepEqual(r.news.at(-1), { type: 'lessonCompleted', lesson: 'bidding', steps: 7 });
    assert.deepEqual(r.ctx().game!.board.bids.quarry, { holder: 1, meeples: [0, 1, 2], color: 'adventurer' });
    assert.deepEqual(r.ctx().game!.board.bids.black_market, { holder: 0, meeples: [0, 1], color: 'adventurer' });
  });

  it('the moves a step keeps rebuild its exact game: Back to step 4 of "delivering"', () => {
    const lesson = validateLesson(copy('delivering'));
    const { states, moves } = replayLesson(lesson);
    const r = run({ lesson });
    r.actor.send({ type: 'START' });
    for (let i = 0; i < 4; i++) step(r);
    assert.equal(r.ctx().index, 4);
    r.actor.send({ type: 'BACK' });
    assert.equal(r.ctx().index, 3);
    // What the board replays from a new game: the roll, Maria on the first ship, everyone at the camp.
    const told = r.news.at(-1) as Extract<LessonEmitted<Move>, { type: 'stepChanged' }>;
    assert.deepEqual(told, { type: 'stepChanged', index: 3, total: 5, moves: moves.slice(0, 5), fromStart: true });
    assert.deepEqual(told.moves.map((m) => m.type), ['roll', 'place', 'place', 'place', 'place']);
    assert.deepEqual(r.ctx().game, states[3]);
    const setup = r.ctx().lesson!;
    assert.deepEqual(adapter.rebuild(setup, r.ctx().moves.flat()), states[3]);
    // The step waits for Maria's delivery of exactly these 5 cards, and points at them.
    assert.deepEqual(r.ctx().pointers, ['card:62', 'card:63', 'card:54', 'card:66', 'card:67', 'action:deliver']);
    r.actor.send({ type: 'PLAYED' });
    assert.deepEqual(expected(r), { type: 'deliver', seat: 2, cards: [62, 63, 54, 66, 67] });
  });

  it('refuses a wrong move with the step’s hint and changes nothing; the expected one goes on', () => {
    const lesson = copy('unique-locations');
    const r = run({ lesson });
    r.actor.send({ type: 'START' });
    step(r);
    r.actor.send({ type: 'PLAYED' });
    assert.ok(r.is({ step: 'waiting' }));
    assert.deepEqual(r.ctx().pointers, ['meeple:1:0', 'temple:1']);
    const before = r.ctx().game;
    // A legal move, but not this step's: Lucy on the 1st Temple space.
    const wrong: Move = { type: 'place', seat: 1, location: 'temple', meeples: [0], space: 0 };
    const refusal = { index: 1, reason: 'other', hint: lesson.steps[1]!.hint };
    assert.deepEqual(refusalFor(adapter, r.actor.getSnapshot(), wrong), refusal, 'the guard’s answer');
    r.actor.send({ type: 'LEARNER_MOVE', move: wrong });
    assert.deepEqual(r.ctx().refusal, refusal);
    assert.equal(r.ctx().game, before, 'nothing changes');
    const right: Move = { type: 'place', seat: 1, location: 'temple', meeples: [0], space: 1 };
    assert.equal(refusalFor(adapter, r.actor.getSnapshot(), right), null);
    r.actor.send({ type: 'LEARNER_MOVE', move: right });
    assert.equal(r.ctx().index, 2);
    assert.equal(r.ctx().refusal, null);
    assert.equal(r.ctx().game!.seats[1]!.coins, 3, '7 − 4 for the 2nd Temple space');
  });

  it('a step read with Next refuses any move; the finished lesson refuses with "done"', () => {
    const r = run({ lesson: copy('unique-locations') });
    r.actor.send({ type: 'START' });
    r.actor.send({ type: 'PLAYED' });
    assert.deepEqual(refusalFor(adapter, r.actor.getSnapshot(), { type: 'roll' }), { index: 0, reason: 'next', hint: null });
    for (let guard = 0; guard < 10 && !r.is('completed'); guard++) step(r);
    assert.equal(refusalFor(adapter, r.actor.getSnapshot(), { type: 'roll' })?.reason, 'done');
  });

  it('checks the board’s game after the learner’s move: the same in French, put back when elsewhere', () => {
    const r = run({ lesson: copy('unique-locations') });
    r.actor.send({ type: 'START' });
    step(r);
    r.actor.send({ type: 'PLAYED' });
    const move = expected(r);
    const played = applyMove(r.ctx().game!, move);
    // The board is elsewhere (a coin more than the move leaves): the step is played again from the start.
    const astray = { ...played, seats: played.seats.map((s, i) => (i === 1 ? { ...s, coins: s.coins + 1 } : s)) };
    r.actor.send({ type: 'LEARNER_MOVE', move, played: true, game: astray });
    assert.equal(r.ctx().index, 1);
    assert.ok(r.is({ step: 'playing' }));
    assert.equal((r.news.filter((n) => n.type === 'stepChanged').at(-1) as { fromStart: boolean }).fromStart, true);
    r.actor.send({ type: 'PLAYED' });
    // The board names the seats in French: the same game.
    const french = { ...played, seats: played.seats.map((s, i) => ({ ...s, name: ['Jean', 'Lucie', 'Marie'][i]! })) };
    r.actor.send({ type: 'LEARNER_MOVE', move, played: true, game: french });
    assert.equal(r.ctx().index, 2);
    assert.deepEqual(r.ctx().game, played, 'the player keeps its own game');
  });

  it('builds the game under the rule-set it is given, and the shipped values without one', () => {
    const rules = JSON.parse(JSON.stringify(SHIPPED_RULES)) as RuleSet;
    rules.harbor.coinsPerMeeple = 3;
    const custom = run({ lesson: copy('free-locations'), rules });
    assert.ok(custom.is('ready'));
    assert.equal(custom.ctx().game!.rules!.harbor.coinsPerMeeple, 3);
    custom.actor.send({ type: 'START' });
    assert.equal(custom.ctx().game!.rules!.harbor.coinsPerMeeple, 3, 'a step rebuilt from the start too');
    const shipped = run({ lesson: copy('free-locations') });
    assert.equal(shipped.ctx().game!.rules ?? null, null);
  });

  it('a lesson that cannot be played fails, naming the field; one that cannot be read says so', () => {
    const bad = copy('free-locations');
    bad.steps[1]!.highlight = ['harbor', 'tempel:1'];
    const r = run({ lesson: bad });
    assert.ok(r.is('failed'));
    assert.equal(r.ctx().error, 'steps[1].highlight[1]: unknown highlight "tempel:1" (e.g. "temple:1", "quarry", "card:mummy", "seat:0", "stat:1:coins")');
    assert.deepEqual(r.news.map((n) => n.type), ['lessonFailed']);
    const trap = run({ lesson: new Proxy({}, { get() { throw new Error('trap'); } }) });
    assert.equal(trap.ctx().error, 'the lesson cannot be read (trap)');
    const none = run({ lesson: 'not a lesson' });
    assert.equal(none.ctx().error, 'a lesson must be a JSON object');
  });

  it('an auto move the rule-set makes impossible fails the lesson at its step', () => {
    // Maria goes to the Harbor by herself (2 coins of her 4): under 9 coins a meeple, she cannot.
    const lesson = copy('free-locations');
    lesson.steps = [{ text: 'Maria at the Harbor.', auto: [{ type: 'roll' }, { type: 'place', seat: 2, location: 'harbor', count: 1 }] }];
    const shipped = run({ lesson });
    shipped.actor.send({ type: 'START' });
    assert.equal(shipped.ctx().game!.seats[2]!.coins, 2);
    const rules = JSON.parse(JSON.stringify(SHIPPED_RULES)) as RuleSet;
    rules.harbor.coinsPerMeeple = 9;
    const r = run({ lesson, rules });
    assert.ok(r.is('ready'), 'the lesson reads');
    r.actor.send({ type: 'START' });
    assert.ok(r.is('failed'));
    assert.equal(r.ctx().error, 'steps[0].auto[1]: no legal move matches {"type":"place","seat":2,"location":"harbor","count":1}: the game waits for place by seat 2');
    assert.equal(r.news.at(-1)?.type, 'lessonFailed');
  });
});
