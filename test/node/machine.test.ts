/** The statechart: phase flow from the engine, legality guard, pass-and-play, persistence, generated paths. */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createActor, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { quetzalMachine, type QuetzalEvent } from '../../src/machine/quetzal-machine.js';
import {
  applyMove, legalMoves, newGame, nextFloat, randomMove, seedRng, type GameState,
} from '../../src/rules/index.js';
import { faces } from './helpers.js';

type Snap = SnapshotFrom<typeof quetzalMachine>;

function flowOf(snap: Snap): { phase: string; decision: string | null } {
  const flow = (snap.value as { flow: string | Record<string, string> }).flow;
  if (typeof flow === 'string') return { phase: flow, decision: null };
  const [phase, decision] = Object.entries(flow)[0]!;
  return { phase, decision };
}

describe('quetzalMachine', () => {
  it('plays a whole 4-seat game; its state always mirrors the engine\'s phase and decision', () => {
    const actor = createActor(quetzalMachine, { input: { options: { players: 4, seed: 21 } } }).start();
    const rng = seedRng('machine');
    const phases: string[] = [];
    for (let guard = 0; guard < 3000; guard++) {
      const snap = actor.getSnapshot();
      const game = snap.context.game;
      const { phase, decision } = flowOf(snap);
      assert.equal(phase, game.phase);
      if (phase === 'gameOver') break;
      assert.equal(decision, game.decision.kind, 'the nested state is the current decision');
      if (phases.at(-1) !== phase) phases.push(phase);
      if (snap.matches({ privacy: 'handOver' })) {
        actor.send({ type: 'CONTINUE' });
        assert.equal(actor.getSnapshot().context.viewer, game.decision.seat);
        continue;
      }
      actor.send({ type: 'MOVE', move: randomMove(game, () => nextFloat(rng))! });
    }
    const end = actor.getSnapshot();
    assert.ok(end.matches({ flow: 'gameOver' }));
    assert.deepEqual(phases.slice(0, 5), ['roll', 'place', 'activate', 'prepare', 'roll']);
    assert.equal(phases.filter((p) => p === 'activate').length, 5);
    // The log replays through the bare engine to the very same state.
    let replay = newGame({ players: 4, seed: 21 });
    for (const entry of end.context.log) replay = applyMove(replay, entry.move);
    assert.deepEqual(replay, end.context.game);
  });

  it('refuses an illegal move with the engine\'s error code and changes nothing', () => {
    const actor = createActor(quetzalMachine, { input: { options: { players: 3, seed: 1 }, handOver: false } }).start();
    actor.send({ type: 'MOVE', move: { type: 'roll' } });
    const before = actor.getSnapshot();
    actor.send({ type: 'MOVE', move: { type: 'prepare' } });
    const after = actor.getSnapshot();
    assert.deepEqual(after.context.error?.code, 'WRONG_MOVE_TYPE');
    assert.match(after.context.error!.message, /waits for a place decision/);
    assert.deepEqual(after.context.game, before.context.game);
    assert.deepEqual(after.value, before.value);
    assert.equal(after.context.log.length, 1);
  });

  it('pass-and-play: a hand-over screen before each new person\'s decision, moves refused until CONTINUE', () => {
    const actor = createActor(quetzalMachine, {
      input: { options: { players: 3, seed: 2, scenario: { firstPlayer: 1, rolls: faces(21, 'white') } } },
    }).start();
    assert.ok(actor.getSnapshot().matches({ privacy: 'visible', flow: { roll: 'roll' } }), 'the roll is the table\'s: no hand-over');
    actor.send({ type: 'MOVE', move: { type: 'roll' } });
    assert.ok(actor.getSnapshot().matches({ privacy: 'handOver', flow: { place: 'place' } }));
    const camp = { type: 'place' as const, seat: 1, location: 'camp' as const, meeples: [0, 1, 2, 3, 4, 5, 6] };
    actor.send({ type: 'MOVE', move: camp });
    assert.equal(actor.getSnapshot().context.log.length, 1, 'refused while the screen is covered');
    actor.send({ type: 'CONTINUE' });
    assert.equal(actor.getSnapshot().context.viewer, 1);
    actor.send({ type: 'MOVE', move: camp });
    assert.equal(actor.getSnapshot().context.game.decision.seat, 2);
    assert.ok(actor.getSnapshot().matches({ privacy: 'handOver' }), 'pass to the next person');
    // Computer seats never get a hand-over screen.
    const withBot = createActor(quetzalMachine, { input: { options: { players: 2, seed: 3, scenario: { firstPlayer: 0 } }, humans: [false, true] } }).start();
    withBot.send({ type: 'MOVE', move: { type: 'roll' } });
    assert.ok(withBot.getSnapshot().matches({ privacy: 'visible' }));
  });

  it('a persisted snapshot (mid-activation) survives JSON and resumes identically', () => {
    const rng = seedRng('persist');
    const actor = createActor(quetzalMachine, { input: { options: { players: 3, seed: 4 }, handOver: false } }).start();
    while (actor.getSnapshot().context.game.phase !== 'activate') {
      actor.send({ type: 'MOVE', move: randomMove(actor.getSnapshot().context.game, () => nextFloat(rng))! });
    }
    const persisted = JSON.parse(JSON.stringify(actor.getPersistedSnapshot()));
    const restored = createActor(quetzalMachine, { snapshot: persisted, input: {} }).start();
    assert.deepEqual(restored.getSnapshot().value, actor.getSnapshot().value);
    assert.deepEqual(restored.getSnapshot().context, actor.getSnapshot().context);
    for (let i = 0; i < 40 && actor.getSnapshot().context.game.phase !== 'gameOver'; i++) {
      const move = randomMove(actor.getSnapshot().context.game, () => nextFloat(rng))!;
      actor.send({ type: 'MOVE', move });
      restored.send({ type: 'MOVE', move });
      assert.deepEqual(restored.getSnapshot().context.game, actor.getSnapshot().context.game);
      assert.deepEqual(restored.getSnapshot().value, actor.getSnapshot().value);
    }
  });

  it('RESTART starts a new game with the same seats', () => {
    const actor = createActor(quetzalMachine, { input: { options: { seats: ['Ann', 'Bob'], seed: 5 }, handOver: false } }).start();
    actor.send({ type: 'MOVE', move: { type: 'roll' } });
    actor.send({ type: 'RESTART', options: { seats: ['Ann', 'Bob'], seed: 6 } });
    const snap = actor.getSnapshot();
    assert.deepEqual(snap.context.log, []);
    assert.deepEqual(snap.context.game, newGame({ seats: ['Ann', 'Bob'], seed: 6 }));
    assert.ok(snap.matches({ flow: { roll: 'roll' } }));
  });

  it('generated shortest paths reach every phase from round 5, and each path replays to its state', () => {
    const input = { options: { players: 2, seed: 7, scenario: { round: 5, firstPlayer: 0 } }, handOver: false };
    // Explore by statechart state plus coarse progress, trying the first few legal moves of each position.
    const progress = (g: GameState) => `${g.round}:${g.seats.map((p) => p.meeples.filter((m) => m.placed).length).join('/')}:${g.flow.step}`;
    const paths = getShortestPaths(quetzalMachine, {
      input,
      events: (snap) => legalMoves(snap.context.game).slice(0, 2).map((move): QuetzalEvent => ({ type: 'MOVE', move })),
      serializeState: (snap) => `${JSON.stringify(snap.value)}|${progress(snap.context.game)}`,
      limit: 20_000,
    });
    const reached = new Set(paths.map((p) => flowOf(p.state).phase));
    assert.deepEqual([...reached].sort(), ['activate', 'gameOver', 'place', 'prepare', 'roll']);
    const toEnd = paths.find((p) => flowOf(p.state).phase === 'gameOver')!;
    const actor = createActor(quetzalMachine, { input }).start();
    for (const step of toEnd.steps) actor.send(step.event);
    assert.ok(actor.getSnapshot().matches({ flow: 'gameOver' }));
    assert.deepEqual(actor.getSnapshot().context.game, toEnd.state.context.game);
  });
});

describe('quetzalMachine context for records', () => {
  it('keeps the start options with an explicit seed, and RESTORE replaces the game (refused during a hand-over)', () => {
    const actor = createActor(quetzalMachine, { input: { options: { players: 3 } } }).start();
    const options = actor.getSnapshot().context.options!;
    assert.equal(typeof options.seed, 'number', 'a drawn seed is kept');
    assert.deepEqual(actor.getSnapshot().context.game, newGame(options), 'the seed reproduces the game');
    const start = actor.getSnapshot().context.game;
    actor.send({ type: 'MOVE', move: { type: 'roll' } });
    assert.ok(actor.getSnapshot().matches({ privacy: 'handOver' }));
    actor.send({ type: 'RESTORE', game: start, log: [] });
    assert.equal(actor.getSnapshot().context.log.length, 1, 'refused while the device is passed');
    actor.send({ type: 'CONTINUE' });
    actor.send({ type: 'RESTORE', game: start, log: [] });
    assert.deepEqual(actor.getSnapshot().context.game, start);
    assert.ok(actor.getSnapshot().matches({ flow: { roll: 'roll' } }));
  });
});
