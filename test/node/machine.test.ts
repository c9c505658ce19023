/**
 * The board's statechart on its own (no DOM): the phase flow read from the engine, who acts now (people,
 * the hand-over cover, computers with a deadline), a person's input during a commit, starting (parts,
 * resume, failure and Retry), undo / redo as states, the replay view, what it emits, persistence, and
 * paths generated from the machine.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createActor, fromPromise, SimulatedClock, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import {
  quetzalMachine, type QuetzalEmitted, type QuetzalEvent, type QuetzalInput, type Resumed, type UndoInput, type UndoOutput,
} from '../../src/games/quetzal/statechart/quetzal-machine.js';
import {
  applyMove, applyMoveWithEvents, legalMoves, newGame, nextFloat, planScenario, randomMove, seedRng, useScenarioSupport, type GameState,
  type Move,
} from '../../src/games/quetzal/engine/index.js';
import { faces, withDrawnRandoms } from './helpers.js';
import { colorMoveOf, targetsOf } from '../../src/games/quetzal/statechart/targets.js';

// The statechart alone starts a game with a scenario at once when the engine's scenario support is
// loaded (else its default `loadParts` fetches it first, asynchronously): loaded up front here.
useScenarioSupport(planScenario);

type Snap = SnapshotFrom<typeof quetzalMachine>;
type Machine = typeof quetzalMachine;

/** The phase and decision the `flow` region is in. */
function flowOf(snap: Snap): { phase: string; decision: string | null } {
  if (snap.matches({ live: 'gameOver' })) return { phase: 'gameOver', decision: null };
  const value = snap.value as { live?: { playing?: { flow: string | Record<string, string> } } };
  const flow = value.live?.playing?.flow;
  if (!flow) return { phase: JSON.stringify(snap.value), decision: null };
  if (typeof flow === 'string') return { phase: flow, decision: null };
  const [phase, decision] = Object.entries(flow)[0]!;
  return { phase, decision };
}

const turnIs = (snap: Snap, turn: string) => snap.matches({ live: { playing: { turn } } } as never);
const game = (snap: Snap) => snap.context.game!;

/** An actor that records what it emits. */
function run(machine: Machine, input: QuetzalInput, clock?: SimulatedClock) {
  const actor = createActor(machine, { input, ...(clock ? { clock } : {}) });
  const emitted: QuetzalEmitted[] = [];
  actor.on('*', (e) => emitted.push(e as QuetzalEmitted));
  actor.start();
  return { actor, emitted, snap: () => actor.getSnapshot() };
}

/** A computer that plays the first legal move of its view. */
const firstMove = fromPromise<Move, { view: GameState }>(async ({ input }) => legalMoves(input.view)[0]!);
const never = fromPromise<Move, unknown>(() => new Promise<Move>(() => {}));
const flush = () => new Promise((r) => setImmediate(r));

describe('quetzalMachine: the game', () => {
  it('plays a whole 4-seat game; the flow region mirrors the engine; one `move` emitted per move', () => {
    const { actor, emitted, snap } = run(quetzalMachine, { options: { players: 4, seed: 21 } });
    const rng = seedRng('machine');
    const phases: string[] = [];
    for (let guard = 0; guard < 3000; guard++) {
      const s = snap();
      const { phase, decision } = flowOf(s);
      assert.equal(phase, game(s).phase);
      if (phase === 'gameOver') break;
      assert.equal(decision, game(s).decision.kind, 'the nested state is the current decision');
      if (phases.at(-1) !== phase) phases.push(phase);
      if (turnIs(s, 'handOver')) {
        actor.send({ type: 'CONTINUE' });
        assert.equal(snap().context.viewer, game(s).decision.seat);
        continue;
      }
      actor.send({ type: 'MOVE', move: randomMove(game(s), () => nextFloat(rng))! });
    }
    const end = snap();
    assert.ok(end.matches({ live: 'gameOver' }));
    assert.deepEqual(phases.slice(0, 5), ['roll', 'place', 'activate', 'prepare', 'roll']);
    assert.equal(phases.filter((p) => p === 'activate').length, 5);
    assert.equal(emitted.filter((e) => e.type === 'move').length, end.context.log.length);
    assert.ok(emitted.filter((e) => e.type === 'move').every((e) => e.type === 'move' && e.by === 'host'));
    assert.equal(emitted.filter((e) => e.type === 'gameOver').length, 1);
    // The log replays through the bare engine to the very same state.
    let replay = newGame({ players: 4, seed: 21 });
    for (const entry of end.context.log) replay = applyMove(replay, entry.move);
    assert.deepEqual(replay, game(end));
  });

  it('refuses an illegal move with the engine\'s error code, emits it, and changes nothing', () => {
    const { actor, emitted, snap } = run(quetzalMachine, { options: { players: 3, seed: 1 }, handOver: false });
    actor.send({ type: 'MOVE', move: { type: 'roll' } });
    const before = snap();
    actor.send({ type: 'MOVE', move: { type: 'prepare' } });
    const after = snap();
    assert.equal(after.context.error?.code, 'WRONG_MOVE_TYPE');
    assert.match(after.context.error!.message, /waits for a place decision/);
    assert.deepEqual(after.context.game, before.context.game);
    assert.deepEqual(after.value, before.value);
    assert.deepEqual(emitted.at(-1), { type: 'error', code: 'WRONG_MOVE_TYPE', message: after.context.error!.message });
  });

  it('pass-and-play: a cover before each new person\'s decision; moves refused until CONTINUE', () => {
    const { actor, snap } = run(quetzalMachine, { options: { players: 3, seed: 2, scenario: { firstPlayer: 1, rolls: faces(21, 'white') } } });
    assert.ok(turnIs(snap(), 'table'), 'the roll is the table\'s: no cover');
    actor.send({ type: 'MOVE', move: { type: 'roll' } });
    assert.ok(turnIs(snap(), 'handOver'));
    const camp: Move = { type: 'place', seat: 1, location: 'camp', meeples: [0, 1, 2, 3, 4, 5, 6] };
    actor.send({ type: 'MOVE', move: camp });
    assert.equal(snap().context.log.length, 1, 'refused while the screen is covered');
    actor.send({ type: 'CONTINUE' });
    assert.equal(snap().context.viewer, 1);
    assert.ok(turnIs(snap(), 'person'));
    actor.send({ type: 'MOVE', move: camp });
    assert.equal(game(snap()).decision.seat, 2);
    assert.ok(turnIs(snap(), 'handOver'), 'pass to the next person');
  });

  it('a persisted snapshot (mid-activation) survives JSON and resumes identically', () => {
    const rng = seedRng('persist');
    const { actor, snap } = run(quetzalMachine, { options: { players: 3, seed: 4 }, handOver: false });
    while (game(snap()).phase !== 'activate') actor.send({ type: 'MOVE', move: randomMove(game(snap()), () => nextFloat(rng))! });
    const persisted = JSON.parse(JSON.stringify(actor.getPersistedSnapshot()));
    const restored = createActor(quetzalMachine, { snapshot: persisted, input: undefined }).start();
    assert.deepEqual(restored.getSnapshot().value, snap().value);
    assert.deepEqual(restored.getSnapshot().context, snap().context);
    for (let i = 0; i < 40 && game(snap()).phase !== 'gameOver'; i++) {
      const move = randomMove(game(snap()), () => nextFloat(rng))!;
      actor.send({ type: 'MOVE', move });
      restored.send({ type: 'MOVE', move });
      assert.deepEqual(restored.getSnapshot().context.game, game(snap()));
      assert.deepEqual(restored.getSnapshot().value, snap().value);
    }
  });

  it('RESTART starts a new game with the same seats and a new seed; the old one is reported as replaced', () => {
    const { actor, emitted, snap } = run(quetzalMachine, { options: { seats: ['Ann', 'Bob'], seed: 5 }, handOver: false });
    actor.send({ type: 'MOVE', move: { type: 'roll' } });
    const old = game(snap());
    actor.send({ type: 'RESTART', options: { seats: ['Ann', 'Bob'], seed: 6 } });
    assert.deepEqual(snap().context.log, []);
    assert.deepEqual(game(snap()), newGame({ seats: ['Ann', 'Bob'], seed: 6 }));
    assert.ok(snap().matches({ live: { playing: { flow: { roll: 'roll' } } } } as never));
    const replaced = emitted.find((e) => e.type === 'replaced');
    assert.ok(replaced?.type === 'replaced');
    assert.deepEqual(replaced.game, old);
    assert.deepEqual(replaced.log.map((e) => e.move), [{ type: 'roll' }]);
    assert.deepEqual(replaced.options, { seats: ['Ann', 'Bob'], seed: 5 });
  });

  it('generated shortest paths reach every phase from round 5, and each replays to its state', () => {
    const input: QuetzalInput = { options: { players: 2, seed: 7, scenario: { round: 5, firstPlayer: 0 } }, handOver: false };
    const progress = (g: GameState) => `${g.round}:${g.seats.map((p) => p.meeples.filter((m) => m.placed).length).join('/')}:${g.flow.step}`;
    const paths = getShortestPaths(quetzalMachine, {
      input,
      events: (snap) => (snap.context.game ? legalMoves(snap.context.game).slice(0, 2).map((move): QuetzalEvent => ({ type: 'MOVE', move })) : []),
      serializeState: (snap) => `${JSON.stringify(snap.value)}|${snap.context.game ? progress(snap.context.game) : ''}`,
      limit: 20_000,
    });
    const reached = new Set(paths.map((p) => flowOf(p.state).phase));
    for (const phase of ['roll', 'place', 'activate', 'prepare', 'gameOver']) assert.ok(reached.has(phase), `reaches ${phase}`);
    const toEnd = paths.find((p) => flowOf(p.state).phase === 'gameOver')!;
    const { actor, snap } = run(quetzalMachine, input);
    for (const step of toEnd.steps) actor.send(step.event);
    assert.ok(snap().matches({ live: 'gameOver' }));
    assert.deepEqual(game(snap()), toEnd.state.context.game);
  });
});

describe('quetzalMachine: a person\'s input', () => {
  it('one tap makes one move: input on an older version or during the commit is dropped', () => {
    const clock = new SimulatedClock();
    const { actor, snap } = run(quetzalMachine, { options: { seats: ['Ann', 'Bob', 'Cy'], seed: 9 }, handOver: false }, clock);
    const v0 = snap().context.version;
    actor.send({ type: 'PLAY', move: { type: 'roll' }, at: v0 });
    assert.equal(snap().context.log.length, 1);
    assert.ok(snap().matches({ live: { playing: { input: 'committing' } } }));
    // The second tap of a double tap, aimed at the new prompt: dropped while committing.
    const seat = game(snap()).decision.seat!;
    const place = legalMoves(game(snap())).find((m) => m.type === 'place')!;
    actor.send({ type: 'PLAY', move: place, at: snap().context.version });
    assert.equal(snap().context.log.length, 1, 'dropped during the commit');
    clock.increment(250);
    assert.ok(snap().matches({ live: { playing: { input: 'ready' } } }));
    // A tap made on the older version (a stale button) is dropped too.
    actor.send({ type: 'PLAY', move: place, at: v0 });
    assert.equal(snap().context.log.length, 1, 'stale input dropped');
    actor.send({ type: 'PLAY', move: place, at: snap().context.version });
    assert.equal(snap().context.log.length, 2);
    assert.notEqual(game(snap()).decision.seat, seat);
  });

  it('with inputGuardMs 0 there is no commit pause, but stale input is still dropped', () => {
    const { actor, snap } = run(quetzalMachine, { options: { players: 2, seed: 9 }, handOver: false, timing: { inputGuardMs: 0 } });
    const v0 = snap().context.version;
    actor.send({ type: 'PLAY', move: { type: 'roll' }, at: v0 });
    assert.ok(snap().matches({ live: { playing: { input: 'ready' } } }));
    actor.send({ type: 'PLAY', move: { type: 'roll' }, at: v0 });
    assert.equal(snap().context.log.length, 1);
  });

  it('a placement target: a single colour plays at once; a wild group asks for a colour first', () => {
    const { actor, snap } = run(quetzalMachine, {
      options: { players: 2, seed: 3, scenario: { firstPlayer: 0, rolls: faces(14, 'side') } }, handOver: false, timing: { inputGuardMs: 0 },
    });
    actor.send({ type: 'MOVE', move: { type: 'roll' } });
    const at = () => snap().context.version;
    actor.send({ type: 'TOGGLE', id: 0, at: at() });
    actor.send({ type: 'TOGGLE', id: 1, at: at() });
    assert.deepEqual(snap().context.selection, [0, 1]);
    actor.send({ type: 'TARGET', key: 'quarry', at: at() });
    assert.deepEqual(snap().context.colorChoice, { key: 'quarry', colors: ['adventurer', 'archaeologist'] });
    // The move a colour makes is one function's, which the board's colour buttons ask too (to offer it to the host's guard).
    const asked = colorMoveOf(snap().context, 'archaeologist');
    assert.deepEqual(asked, { type: 'place', seat: 0, meeples: [0, 1], location: 'quarry', color: 'archaeologist' });
    assert.equal(colorMoveOf({ ...snap().context, colorChoice: null }, 'archaeologist'), null, 'no colour asked: no move');
    actor.send({ type: 'COLOR', color: 'archaeologist', at: at() });
    assert.deepEqual(snap().context.log.at(-1)!.move, asked, 'the statechart played that very move');
    const bid = game(snap()).board.bids.quarry;
    assert.deepEqual(bid, { holder: 0, meeples: [0, 1], color: 'archaeologist' });
    assert.deepEqual(snap().context.selection, [], 'a new decision clears the selection');
  });
});

describe('quetzalMachine: placement targets, worked out once per position and selection', () => {
  it('the render, the tap and the statechart read one map; a new selection or position makes a new one', () => {
    const { actor, snap } = run(quetzalMachine, {
      options: { players: 2, seed: 3, scenario: { firstPlayer: 0, rolls: faces(14, 'side') } }, handOver: false, timing: { inputGuardMs: 0 },
    });
    assert.equal(targetsOf(snap().context), null, 'no target at the roll');
    actor.send({ type: 'MOVE', move: { type: 'roll' } });
    actor.send({ type: 'TOGGLE', id: 0, at: snap().context.version });
    const seen = targetsOf(snap().context)!;
    assert.equal(targetsOf(snap().context), seen, 'asked again (the tap after the render): the same map');
    assert.equal(targetsOf({ game: snap().context.game, selection: [0] }), seen, 'an equal selection of the same position: the same map');
    const legal = [...seen].find(([, info]) => info.move?.type === 'place')!;
    actor.send({ type: 'TOGGLE', id: 1, at: snap().context.version });
    assert.notEqual(targetsOf(snap().context), seen, 'another selection: worked out again');
    actor.send({ type: 'TOGGLE', id: 1, at: snap().context.version });
    // The statechart's TARGET plays the very move the map holds.
    actor.send({ type: 'TARGET', key: legal[0], at: snap().context.version });
    assert.deepEqual(snap().context.log.at(-1)?.move, legal[1].move);
    assert.notEqual(targetsOf({ game: snap().context.game, selection: [] }), seen);
  });
});

describe('quetzalMachine: computers', () => {
  const bots: QuetzalInput = {
    options: { players: 2, seed: 11, scenario: { firstPlayer: 0 } }, humans: [true, false], bots: [null, { strength: 'easy' }],
    timing: { botDelayMs: 0, inputGuardMs: 0 },
  };

  it('a computer decides through its actor; no cover for it; its move is emitted `by: computer`', async () => {
    const { actor, emitted, snap } = run(quetzalMachine.provide({ actors: { decide: firstMove as never } }), bots);
    actor.send({ type: 'MOVE', move: { type: 'roll' } });
    actor.send({ type: 'MOVE', move: legalMoves(game(snap())).find((m) => m.type === 'place')! });
    assert.ok(turnIs(snap(), 'computer'));
    assert.equal(snap().context.thinking?.seat, 1);
    for (let i = 0; i < 10 && game(snap()).decision.seat === 1; i++) await flush();
    assert.equal(game(snap()).decision.seat, 0, 'the computer placed');
    assert.equal(snap().context.thinking, null);
    assert.equal(emitted.filter((e) => e.type === 'move').at(-1)?.type === 'move' && (emitted.filter((e) => e.type === 'move').at(-1) as { by: string }).by, 'computer');
  });

  it('a computer\'s move shows no sooner than its least showing time, counted on the actors\' clock', async () => {
    const clock = new SimulatedClock();
    const { actor, snap } = run(quetzalMachine.provide({ actors: { decide: firstMove as never } }), { ...bots, timing: { botDelayMs: 600, inputGuardMs: 0 } }, clock);
    actor.send({ type: 'MOVE', move: { type: 'roll' } });
    // Real time does not count, only the actors' clock does: once the computer's turn has begun, the wall
    // clock jumps 10 s ahead, and the move is still held until the actors' clock reaches 600 ms.
    const wall = Date.now;
    try {
      actor.send({ type: 'MOVE', move: legalMoves(game(snap())).find((m) => m.type === 'place')! });
      Date.now = () => wall() + 10_000;
      for (let i = 0; i < 10 && !snap().matches({ live: { playing: { turn: { computer: 'showing' } } } } as never); i++) await flush();
      assert.ok(snap().matches({ live: { playing: { turn: { computer: 'showing' } } } } as never), 'the move is chosen at once');
      assert.deepEqual(snap().context.thinking, { seat: 1, shown: false, move: snap().context.thinking!.move }, 'held: its least time has not passed');
      clock.increment(599);
      assert.equal(game(snap()).decision.seat, 1, 'still held at 599 ms');
      clock.increment(1);
      assert.equal(game(snap()).decision.seat, 0, 'played at 600 ms');
    } finally {
      Date.now = wall;
    }
    assert.equal(snap().context.thinking, null);
  });

  it('a computer slower than its least showing time plays as soon as it has chosen', async () => {
    const clock = new SimulatedClock();
    let answer: (m: Move) => void = () => {};
    const slow = fromPromise<Move, { view: GameState }>(({ input }) => new Promise<Move>((r) => { answer = () => r(legalMoves(input.view)[0]!); }));
    const { actor, snap } = run(quetzalMachine.provide({ actors: { decide: slow as never } }), { ...bots, timing: { botDelayMs: 600, inputGuardMs: 0 } }, clock);
    actor.send({ type: 'MOVE', move: { type: 'roll' } });
    actor.send({ type: 'MOVE', move: legalMoves(game(snap())).find((m) => m.type === 'place')! });
    clock.increment(700);
    assert.equal(snap().context.thinking?.shown, true, 'its least time passed while it thought');
    answer(null as never);
    for (let i = 0; i < 10 && game(snap()).decision.seat === 1; i++) await flush();
    assert.equal(game(snap()).decision.seat, 0, 'played on its answer, with no further wait');
  });

  it('past its deadline (≥ 3 s) the same bot decides on the page, and a notice says so; never thinking forever', async () => {
    const clock = new SimulatedClock();
    const machine = quetzalMachine.provide({ actors: { decide: never as never, decideHere: firstMove as never } });
    const { actor, snap } = run(machine, bots, clock);
    actor.send({ type: 'MOVE', move: { type: 'roll' } });
    actor.send({ type: 'MOVE', move: legalMoves(game(snap())).find((m) => m.type === 'place')! });
    assert.ok(snap().matches({ live: { playing: { turn: { computer: 'thinking' } } } }));
    clock.increment(2999);
    assert.ok(snap().matches({ live: { playing: { turn: { computer: 'thinking' } } } }), 'still thinking before 3 s');
    clock.increment(1);
    assert.ok(snap().matches({ live: { playing: { turn: { computer: 'decidingHere' } } } }));
    assert.equal(snap().context.notice?.id, 'bot-fallback');
    for (let i = 0; i < 10 && game(snap()).decision.seat === 1; i++) {
      await flush();
      clock.increment(0);
    }
    assert.equal(game(snap()).decision.seat, 0, 'the computer placed after all');
  });

  it('a bot that fails on the page too: `failed` with a Retry notice and BOT_FAILED', async () => {
    const broken = fromPromise<Move, unknown>(async () => {
      throw new Error('no bots');
    });
    const { actor, emitted, snap } = run(quetzalMachine.provide({ actors: { decide: broken as never, decideHere: broken as never } }), bots);
    actor.send({ type: 'MOVE', move: { type: 'roll' } });
    actor.send({ type: 'MOVE', move: legalMoves(game(snap())).find((m) => m.type === 'place')! });
    for (let i = 0; i < 5; i++) await flush();
    assert.ok(snap().matches({ live: { playing: { turn: { computer: 'failed' } } } }));
    assert.deepEqual(snap().context.notice?.actions, [{ id: 'retry', key: 'retry' }]);
    assert.ok(emitted.some((e) => e.type === 'error' && e.code === 'BOT_FAILED'));
  });
});

describe('quetzalMachine: starting, undo, replay', () => {
  it('sets a new game up once: the seed drawn while its options are checked is the game\'s, and one is drawn', () => {
    withDrawnRandoms([0.25, 0.75], (draws) => {
      const actor = createActor(quetzalMachine, { input: { options: { players: 2 } } }).start();
      assert.ok(actor.getSnapshot().matches('live'));
      assert.equal(draws(), 1, 'one seed drawn');
      assert.equal(actor.getSnapshot().context.options?.seed, Math.floor(0.25 * 2 ** 32));
      assert.deepEqual(actor.getSnapshot().context.game, newGame({ players: 2, seed: Math.floor(0.25 * 2 ** 32) }));
      actor.stop();
    });
  });

  it('a restart with options the rules refuse: `failed` (no Retry), one error emitted, and the game on screen stays', () => {
    const { actor, emitted, snap } = run(quetzalMachine, { options: { players: 2, seed: 5 } });
    const before = snap().context.game;
    emitted.length = 0;
    actor.send({ type: 'RESTART', options: { players: 7 } as never });
    assert.ok(snap().matches('failed'));
    assert.equal(snap().context.failure?.code, 'BAD_OPTIONS');
    assert.equal(snap().context.failure?.retryable, false);
    assert.deepEqual(emitted.filter((e) => e.type === 'error').map((e) => (e as { code: string }).code), ['BAD_OPTIONS']);
    assert.equal(snap().context.game, before);
    // A start with good options after it plays.
    actor.send({ type: 'START', input: { options: { players: 3, seed: 2 } } });
    assert.ok(snap().matches('live'));
    assert.equal(snap().context.failure, null);
    assert.equal(game(snap()).seats.length, 3);
  });

  it('a part that cannot load: `failed` with Retry; Retry loads it and starts', async () => {
    let fail = true;
    const loadParts = fromPromise<QuetzalInput, QuetzalInput>(async ({ input }) => {
      if (fail) throw Object.assign(new Error('chunk unavailable'), { code: 'LOAD_FAILED' });
      return { options: { players: 2, seed: 1 }, timing: input.timing };
    });
    const { actor, snap } = run(quetzalMachine.provide({ actors: { loadParts: loadParts as never } }), { config: { any: 1 } });
    assert.ok(snap().matches({ starting: 'loadingParts' }));
    assert.ok(snap().hasTag('busy'));
    await flush();
    assert.ok(snap().matches('failed'));
    assert.deepEqual(snap().context.failure, { code: 'LOAD_FAILED', message: 'chunk unavailable', retryable: true });
    fail = false;
    actor.send({ type: 'RETRY' });
    await flush();
    assert.ok(snap().matches('live'));
    assert.equal(snap().context.failure, null, 'the failure before the Retry is over');
    assert.equal(game(snap()).seats.length, 2);
  });

  it('a save that cannot be read: a fresh game with a Retry notice and the save locked; RETRY_RESUME brings it', async () => {
    const saved = applyMove(newGame({ players: 2, seed: 3 }), { type: 'roll' });
    let fail = true;
    const resume = fromPromise<Resumed | null, QuetzalInput>(async () => {
      if (fail) throw new Error('records chunk unavailable');
      return { game: saved, log: [{ index: 0, round: 1, move: { type: 'roll' }, events: applyMoveWithEvents(newGame({ players: 2, seed: 3 }), { type: 'roll' }).events }], options: { players: 2, seed: 3 } };
    });
    const { actor, snap } = run(quetzalMachine.provide({ actors: { resume: resume as never } }), { options: { players: 2 }, resume: true });
    await flush();
    assert.ok(snap().matches('live'));
    assert.equal(snap().context.saveLocked, true);
    assert.equal(snap().context.notice?.id, 'resume-failed');
    assert.equal(snap().context.log.length, 0, 'a fresh game');
    fail = false;
    actor.send({ type: 'RETRY_RESUME' });
    await flush();
    assert.deepEqual(game(snap()), saved);
    assert.equal(snap().context.saveLocked, false);
    assert.equal(snap().context.notice, null);
  });

  it('undo and redo are states; an undo emits `undo` and no `move`; a redo emits one `move`', async () => {
    const undo = fromPromise<UndoOutput, UndoInput>(async ({ input }) => {
      const log = input.log.slice(0, -1);
      let state = newGame(input.options!);
      for (const e of log) state = applyMove(state, e.move);
      return { game: state, log, redo: [input.log.at(-1)!.move, ...input.redo], moves: [input.log.at(-1)!.move], seat: 0 };
    });
    const redo = fromPromise<Move, UndoInput>(async ({ input }) => input.redo[0]!);
    const { actor, emitted, snap } = run(quetzalMachine.provide({ actors: { undo: undo as never, redo: redo as never } }), { options: { players: 2, seed: 8, scenario: { firstPlayer: 0 } }, handOver: false });
    actor.send({ type: 'MOVE', move: { type: 'roll' } });
    const place = legalMoves(game(snap())).find((m) => m.type === 'place')!;
    actor.send({ type: 'MOVE', move: place });
    const after = game(snap());
    const moves = emitted.filter((e) => e.type === 'move').length;
    actor.send({ type: 'UNDO' });
    assert.ok(snap().matches({ live: 'undoing' }));
    await flush();
    assert.ok(snap().matches({ live: 'playing' }));
    assert.equal(emitted.filter((e) => e.type === 'move').length, moves, 'no move re-fired');
    assert.deepEqual(emitted.filter((e) => e.type === 'undo'), [{ type: 'undo', moves: [place], seat: 0 }]);
    assert.deepEqual(snap().context.redo, [place]);
    actor.send({ type: 'REDO' });
    await flush();
    assert.deepEqual(game(snap()), after);
    assert.equal(emitted.filter((e) => e.type === 'move').length, moves + 1);
    assert.deepEqual(snap().context.redo, []);
  });

  it('the replay view: opening, paused, autoplay stepping on its clock, back to the game', async () => {
    const clock = new SimulatedClock();
    const openReview = fromPromise<{ record: unknown; length: number }, { record: unknown }>(async ({ input }) => ({ record: input.record, length: 3 }));
    const { actor, snap } = run(quetzalMachine.provide({ actors: { openReview: openReview as never } }), { options: { players: 2, seed: 2 }, timing: { reviewStepMs: 900 } }, clock);
    actor.send({ type: 'REVIEW', record: { moves: [1, 2, 3] }, source: 'live' });
    assert.ok(snap().matches({ reviewing: 'opening' }));
    await flush();
    assert.ok(snap().matches({ reviewing: 'paused' }));
    assert.equal(snap().context.review?.length, 3);
    actor.send({ type: 'REVIEW_PLAY' });
    clock.increment(900);
    clock.increment(900);
    assert.equal(snap().context.review?.index, 2);
    clock.increment(900);
    clock.increment(900);
    assert.ok(snap().matches({ reviewing: 'paused' }), 'stops at the end');
    assert.equal(snap().context.review?.index, 3);
    actor.send({ type: 'BACK_TO_GAME' });
    assert.ok(snap().matches({ live: 'playing' }));
    assert.equal(snap().context.review, null);
  });
});

describe('quetzalMachine: deadlines on everything that loads', () => {
  /** An actor that never answers (a chunk or a file whose request hangs). */
  const hang = fromPromise<never, unknown>(() => new Promise<never>(() => {}));
  const short = { loadTimeoutMs: 500, inputGuardMs: 0 };
  const errorsOf = (emitted: QuetzalEmitted[]) => emitted.filter((e) => e.type === 'error').map((e) => (e as { code: string }).code);

  it('a part that never arrives: past loadTimeoutMs `failed` with Retry (LOAD_TIMEOUT); Retry loads it and starts', async () => {
    const clock = new SimulatedClock();
    let calls = 0;
    const loadParts = fromPromise<QuetzalInput, QuetzalInput>(({ input }) => (calls++ === 0
      ? new Promise<QuetzalInput>(() => {})
      : Promise.resolve({ options: { players: 2, seed: 1 }, timing: input.timing })));
    const { actor, emitted, snap } = run(quetzalMachine.provide({ actors: { loadParts: loadParts as never } }), { config: { any: 1 }, timing: short }, clock);
    clock.increment(499);
    assert.ok(snap().matches({ starting: 'loadingParts' }), 'still loading before the deadline');
    clock.increment(1);
    assert.ok(snap().matches('failed'));
    assert.equal(snap().context.failure?.code, 'LOAD_TIMEOUT');
    assert.equal(snap().context.failure?.retryable, true);
    assert.equal(snap().context.failure?.key, 'partFailed', 'worded by the board for people');
    assert.deepEqual(errorsOf(emitted), ['LOAD_TIMEOUT']);
    actor.send({ type: 'RETRY' });
    await flush();
    assert.ok(snap().matches('live'));
    assert.equal(game(snap()).seats.length, 2);
    assert.equal(calls, 2);
  });

  it('a save whose part never arrives: past the deadline a fresh game, the save locked, a notice with Retry; RETRY_RESUME brings it', async () => {
    const clock = new SimulatedClock();
    const saved = applyMove(newGame({ players: 2, seed: 3 }), { type: 'roll' });
    let answer = false;
    const resume = fromPromise<Resumed | null, QuetzalInput>(() => (answer
      ? Promise.resolve({ game: saved, log: [{ index: 0, round: 1, move: { type: 'roll' }, events: applyMoveWithEvents(newGame({ players: 2, seed: 3 }), { type: 'roll' }).events }], options: { players: 2, seed: 3 } })
      : new Promise<Resumed | null>(() => {})));
    const { actor, emitted, snap } = run(quetzalMachine.provide({ actors: { resume: resume as never } }), { options: { players: 2 }, resume: true, timing: short }, clock);
    assert.ok(snap().matches({ starting: 'resuming' }));
    assert.equal(snap().context.game, null, 'nothing shown before the deadline but the busy frame');
    clock.increment(500);
    assert.ok(snap().matches('live'), 'a game shows');
    assert.equal(snap().context.log.length, 0, 'a fresh one');
    assert.equal(snap().context.saveLocked, true, 'the save is not overwritten');
    assert.equal(snap().context.notice?.id, 'resume-failed');
    assert.deepEqual(snap().context.notice?.actions, [{ id: 'retry-resume', key: 'retry' }]);
    assert.deepEqual(errorsOf(emitted), ['LOAD_TIMEOUT']);
    answer = true;
    actor.send({ type: 'RETRY_RESUME' });
    await flush();
    assert.deepEqual(game(snap()), saved);
    assert.equal(snap().context.saveLocked, false);
  });

  it('an undo or a redo that never answers: past the deadline back to the game, unchanged, with a notice to try again', async () => {
    const clock = new SimulatedClock();
    let undoAnswers = false;
    const undo = fromPromise<UndoOutput, UndoInput>(({ input }) => {
      if (!undoAnswers) return new Promise<UndoOutput>(() => {});
      const log = input.log.slice(0, -1);
      let state = newGame(input.options!);
      for (const e of log) state = applyMove(state, e.move);
      return Promise.resolve({ game: state, log, redo: [input.log.at(-1)!.move], moves: [input.log.at(-1)!.move], seat: 0 });
    });
    const machine = quetzalMachine.provide({ actors: { undo: undo as never, redo: hang as never } });
    const { actor, emitted, snap } = run(machine, { options: { players: 2, seed: 8, scenario: { firstPlayer: 0 } }, handOver: false, timing: short }, clock);
    await flush(); // (the later parts arrive)
    actor.send({ type: 'MOVE', move: { type: 'roll' } });
    actor.send({ type: 'MOVE', move: legalMoves(game(snap())).find((m) => m.type === 'place')! });
    const before = game(snap());
    actor.send({ type: 'UNDO' });
    assert.ok(snap().matches({ live: 'undoing' }));
    clock.increment(500);
    assert.ok(snap().matches({ live: 'playing' }));
    assert.equal(game(snap()), before, 'the game is as it was');
    assert.equal(snap().context.notice?.id, 'undo-timeout');
    assert.deepEqual(snap().context.notice?.actions, [{ id: 'retry-undo', key: 'retry' }]);
    assert.deepEqual(errorsOf(emitted), ['LOAD_TIMEOUT']);
    // Trying again, with the part there now: the undo happens.
    undoAnswers = true;
    actor.send({ type: 'UNDO' });
    await flush();
    assert.equal(snap().context.log.length, 1);
    assert.equal(snap().context.redo.length, 1);
    actor.send({ type: 'REDO' });
    assert.ok(snap().matches({ live: 'redoing' }));
    clock.increment(500);
    assert.ok(snap().matches({ live: 'playing' }));
    assert.equal(snap().context.log.length, 1, 'nothing played again');
    assert.equal(snap().context.notice?.id, 'redo-timeout');
    assert.deepEqual(snap().context.notice?.actions, [{ id: 'retry-redo', key: 'retry' }]);
  });

  it('the replay view whose part never arrives: back to the live game with a notice, or `failed` with Retry for a record alone', async () => {
    const clock = new SimulatedClock();
    let opens = false;
    const openReview = fromPromise<{ record: unknown; length: number }, { record: unknown }>(({ input }) => (opens
      ? Promise.resolve({ record: input.record, length: 2 }) : new Promise(() => {})));
    const machine = quetzalMachine.provide({ actors: { openReview: openReview as never } });
    const live = run(machine, { options: { players: 2, seed: 2 }, timing: short }, clock);
    live.actor.send({ type: 'REVIEW', record: { moves: [] }, source: 'live' });
    assert.ok(live.snap().matches({ reviewing: 'opening' }));
    clock.increment(500);
    assert.ok(live.snap().matches({ live: 'playing' }));
    assert.equal(live.snap().context.notice?.id, 'review-failed');
    assert.equal(live.snap().context.review, null);

    const alone = run(machine, { review: { moves: [1, 2] }, interactive: false, timing: short }, clock);
    assert.ok(alone.snap().matches({ reviewing: 'opening' }));
    clock.increment(500);
    assert.ok(alone.snap().matches('failed'));
    assert.deepEqual({ ...alone.snap().context.failure, message: '' }, { code: 'LOAD_TIMEOUT', message: '', retryable: true, key: 'partFailed' });
    opens = true;
    alone.actor.send({ type: 'RETRY' });
    await flush();
    assert.ok(alone.snap().matches({ reviewing: 'paused' }));
    assert.equal(alone.snap().context.review?.length, 2);
  });

  it('the later parts: fetched once a game shows, with a deadline; failed or late, RETRY_LATER fetches them again', async () => {
    const clock = new SimulatedClock();
    let calls = 0;
    let mode: 'hang' | 'fail' | 'ok' = 'hang';
    const loadLater = fromPromise<void, void>(() => {
      calls++;
      return mode === 'hang' ? new Promise<void>(() => {}) : mode === 'fail' ? Promise.reject(new Error('503')) : Promise.resolve();
    });
    const { actor, emitted, snap } = run(quetzalMachine.provide({ actors: { loadLater: loadLater as never } }), { options: { players: 2, seed: 4 }, timing: short }, clock);
    assert.equal(snap().context.later, 'loading');
    assert.equal(calls, 1);
    clock.increment(500);
    assert.equal(snap().context.later, 'failed', 'never loading forever');
    assert.deepEqual(errorsOf(emitted), ['LOAD_TIMEOUT']);
    mode = 'fail';
    actor.send({ type: 'RETRY_LATER' });
    assert.equal(snap().context.later, 'loading');
    await flush();
    assert.equal(snap().context.later, 'failed');
    assert.deepEqual(errorsOf(emitted), ['LOAD_TIMEOUT', 'LOAD_FAILED']);
    mode = 'ok';
    actor.send({ type: 'RETRY_LATER' });
    await flush();
    assert.equal(snap().context.later, 'ready');
    // The old deadline is cancelled: nothing fails later on.
    clock.increment(1000);
    assert.equal(snap().context.later, 'ready');
    assert.equal(calls, 3);
    // Ready, they are not fetched again: not by a new game, not by RETRY_LATER.
    actor.send({ type: 'RESTART' });
    actor.send({ type: 'RETRY_LATER' });
    assert.equal(calls, 3);
    assert.equal(snap().context.later, 'ready');
  });
});

describe('quetzalMachine: the computers\' worker given up', () => {
  it('after two missed decisions in a row the page decides at once (no worker asked); a worker answer counts the misses from 0', async () => {
    const clock = new SimulatedClock();
    let asked = 0;
    let answers = false;
    const decide = fromPromise<Move, { view: GameState }>(({ input }) => {
      asked++;
      return answers ? Promise.resolve(legalMoves(input.view)[0]!) : new Promise<Move>(() => {});
    });
    const machine = quetzalMachine.provide({ actors: { decide: decide as never, decideHere: firstMove as never } });
    const input: QuetzalInput = {
      options: { players: 2, seed: 11, scenario: { firstPlayer: 0 } }, humans: [true, false], bots: [null, { strength: 'easy' }],
      timing: { botDelayMs: 0, inputGuardMs: 0 },
    };
    const { actor, snap } = run(machine, input, clock);
    const computerIn = (s: Snap, state: string) => s.matches({ live: { playing: { turn: { computer: state } } } } as never);
    const settle = async () => {
      for (let i = 0; i < 5; i++) {
        await flush();
        clock.increment(0);
      }
    };
    /** The person places a meeple; the computer's placement follows: `waited` whether it waited on its worker. */
    const round = async (): Promise<{ waited: boolean }> => {
      actor.send({ type: 'MOVE', move: legalMoves(game(snap())).find((m) => m.type === 'place')! });
      assert.equal(game(snap()).decision.seat, 1);
      const waited = computerIn(snap(), 'thinking');
      if (waited) clock.increment(3000);
      await settle();
      assert.equal(game(snap()).decision.seat, 0, 'the computer placed');
      return { waited };
    };
    await flush();
    actor.send({ type: 'MOVE', move: { type: 'roll' } });
    assert.deepEqual(await round(), { waited: true });
    assert.equal(snap().context.workerMisses, 1);
    assert.deepEqual(await round(), { waited: true });
    assert.equal(snap().context.workerMisses, 2);
    assert.equal(asked, 2);
    // Given up: the page decides at once, the worker is not asked again.
    assert.deepEqual(await round(), { waited: false });
    assert.equal(asked, 2);

    // Another board whose worker answers after one miss: the misses count from 0 again.
    const other = run(machine, input, clock);
    await flush();
    other.actor.send({ type: 'MOVE', move: { type: 'roll' } });
    other.actor.send({ type: 'MOVE', move: legalMoves(game(other.snap())).find((m) => m.type === 'place')! });
    clock.increment(3000);
    await settle();
    assert.equal(other.snap().context.workerMisses, 1);
    answers = true;
    other.actor.send({ type: 'MOVE', move: legalMoves(game(other.snap())).find((m) => m.type === 'place')! });
    await settle();
    assert.equal(game(other.snap()).decision.seat, 0, 'the worker answered');
    assert.equal(other.snap().context.workerMisses, 0);
  });
});
