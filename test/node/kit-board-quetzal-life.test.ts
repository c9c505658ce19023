/**
 * What Quetzal's own statechart promises of a board's life (test/node/machine*.test.ts), asked of the
 * kit's statechart built from Quetzal's module (src/games/quetzal/quetzal-module.ts), the one
 * <quetzal-board> is to run on: a new game set up once (one seed drawn); a restart the rules refuse
 * failing once without losing the game on screen; a persisted snapshot going on identically after JSON;
 * shortest paths generated from the statechart (`@xstate/graph`, as Quetzal's) reaching every phase and
 * replaying to their state; and a position whose moves the first file leaves out (Phases 2 to 4) waiting
 * for them, nobody acting, then played.
 *
 * (Its own process: the engine's scenario support is handed over up front here, as the board's parts do.)
 */
import { afterEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createActor, fromPromise, waitFor, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { createBoardMachine } from '../../src/kit/board/board-machine.js';
import type { BoardEmitted, BoardEvent, BoardStart } from '../../src/kit/board/board-types.js';
import { turnStateOf } from '../../src/kit/board/turn-state.js';
import { quetzalModule } from '../../src/games/quetzal/quetzal-module.js';
import {
  applyMove, legalMoves, newGame, nextFloat, planScenario, randomMove, registerPhase3Rules, seedRng, usePhase3Rules, useScenarioSupport,
  type GameEvent, type GameState, type Move, type NewGameOptions,
} from '../../src/games/quetzal/engine/index.js';
import { withDrawnRandoms } from './helpers.js';

useScenarioSupport(planScenario);

const machine = createBoardMachine(quetzalModule);
type Snap = SnapshotFrom<typeof machine>;
/** (No pauses: these moves are exact, as a script's.) */
const TIMING = { tableStepMs: 0, botDelayMs: 0, inputGuardMs: 0, loadTimeoutMs: 500 };

const gameOf = (snap: Snap) => snap.context.history!.state as GameState;
/** The phase region's phase (its `flow`), or `gameOver` once the game has ended. */
function phaseOf(snap: Snap): string | null {
  const live = (snap.value as { live?: 'gameOver' | { playing?: { flow: string | Record<string, string> } } }).live;
  if (live === 'gameOver') return 'gameOver';
  const flow = live?.playing?.flow;
  return flow === undefined ? null : typeof flow === 'string' ? flow : Object.keys(flow)[0]!;
}

/** A started board of people without the cover (every move a host's), recording what it tells. */
function started(start: Omit<BoardStart<NewGameOptions>, 'timing'>, provided = machine) {
  const actor = createActor(provided, { input: {} });
  const told: BoardEmitted<Move, GameEvent>[] = [];
  actor.on('*', (e) => told.push(e as never));
  actor.start();
  actor.send({ type: 'START', input: { handOver: false, timing: TIMING, ...start } });
  return { actor, told, snap: () => actor.getSnapshot() };
}

afterEach(() => registerPhase3Rules());

describe('the kit statechart with Quetzal’s module: a board’s life', () => {
  it('a persisted snapshot (mid-activation) survives JSON and goes on identically', () => {
    const rng = seedRng('kit-persist');
    const { actor, snap } = started({ options: { seats: ['Ann', 'Bob', 'Cy'], seed: 4 }, seats: ['person', 'person', 'person'] });
    while (gameOf(snap()).phase !== 'activate') actor.send({ type: 'MOVE', move: randomMove(gameOf(snap()), () => nextFloat(rng))!, host: true });
    assert.ok(snap().context.history!.moves.length > 5);
    const persisted = JSON.parse(JSON.stringify(actor.getPersistedSnapshot()));
    const restored = createActor(machine, { snapshot: persisted, input: {} }).start();
    assert.deepEqual(restored.getSnapshot().value, snap().value);
    assert.deepEqual(restored.getSnapshot().context, snap().context);
    for (let i = 0; i < 40 && gameOf(snap()).phase !== 'gameOver'; i++) {
      const move = randomMove(gameOf(snap()), () => nextFloat(rng))!;
      actor.send({ type: 'MOVE', move, host: true });
      restored.send({ type: 'MOVE', move, host: true });
      assert.deepEqual(gameOf(restored.getSnapshot()), gameOf(snap()));
      assert.deepEqual(restored.getSnapshot().value, snap().value);
    }
    assert.deepEqual(restored.getSnapshot().context.log, snap().context.log, 'the same log line for every move');
    restored.stop();
    actor.stop();
  });

  it('sets a new game up once: one seed drawn, and the game is the engine’s for that seed', () => {
    withDrawnRandoms([0.25, 0.75], (draws) => {
      const { actor, snap } = started({ options: { seats: ['Ann', 'Bob'] }, seats: ['person', 'person'] });
      assert.ok(snap().matches('live'));
      assert.equal(draws(), 1, 'one seed drawn');
      const seed = Math.floor(0.25 * 2 ** 32);
      assert.equal(snap().context.history!.options.seed, seed);
      assert.deepEqual(gameOf(snap()), newGame({ seats: ['Ann', 'Bob'], seed }));
      actor.stop();
    });
  });

  it('a restart with options the rules refuse: `failed` (no Retry), one error told, the game kept; a good start then plays', () => {
    const { actor, told, snap } = started({ options: { seats: ['Ann', 'Bob'], seed: 5 }, seats: ['person', 'person'] });
    const before = snap().context.history;
    told.length = 0;
    actor.send({ type: 'RESTART', options: { seats: ['A', 'B', 'C', 'D', 'E', 'F', 'G'], seed: 5 } });
    assert.ok(snap().matches('failed'));
    assert.equal(snap().context.failure?.retryable, false);
    assert.equal(snap().context.failure?.code, 'BAD_OPTIONS');
    assert.deepEqual(told.filter((e) => e.type === 'error'), [{ type: 'error', code: 'BAD_OPTIONS', message: 'players must be 2–5, got 7' }], 'the engine’s words, told once');
    assert.equal(snap().context.history, before, 'the game on screen is not dropped');
    actor.send({ type: 'START', input: { options: { seats: ['Ann', 'Bob', 'Cy'], seed: 2 }, seats: ['person', 'person', 'person'], handOver: false, timing: TIMING } });
    assert.ok(snap().matches('live'));
    assert.equal(snap().context.failure, null);
    assert.equal(gameOf(snap()).seats.length, 3);
  });

  it('generated shortest paths from round 5 reach every phase, and each replays to its state', () => {
    const input: BoardStart<NewGameOptions> = {
      options: { seats: ['Ann', 'Bob'], seed: 7, scenario: { round: 5, firstPlayer: 0 } }, seats: ['person', 'person'], handOver: false, timing: TIMING,
    };
    const progress = (g: GameState) => `${g.round}:${g.seats.map((p) => p.meeples.filter((m) => m.placed).length).join('/')}:${g.flow.step}`;
    const paths = getShortestPaths(machine, {
      input: {},
      events: (snap) => (snap.matches('idle') ? [{ type: 'START', input } as BoardEvent<Move, NewGameOptions>]
        : snap.context.history ? legalMoves(gameOf(snap)).slice(0, 2).map((move): BoardEvent<Move, NewGameOptions> => ({ type: 'MOVE', move, host: true })) : []),
      serializeState: (snap) => `${JSON.stringify(snap.value)}|${snap.context.history ? progress(gameOf(snap)) : ''}`,
      limit: 20_000,
    });
    const reached = new Set(paths.map((p) => phaseOf(p.state)));
    for (const phase of ['roll', 'place', 'activate', 'prepare', 'gameOver']) assert.ok(reached.has(phase), `reaches ${phase}`);
    const toEnd = paths.find((p) => phaseOf(p.state) === 'gameOver')!;
    assert.equal(turnStateOf(toEnd.state.value), 'gameOver');
    const actor = createActor(machine, { input: {} }).start();
    for (const step of toEnd.steps) actor.send(step.event);
    assert.ok(actor.getSnapshot().matches({ live: 'gameOver' }));
    assert.deepEqual(gameOf(actor.getSnapshot()), gameOf(toEnd.state));
    // The path's moves are the engine's: replayed from the scenario's options, the same final position.
    const moves = toEnd.steps.flatMap((s) => (s.event.type === 'MOVE' ? [s.event.move] : []));
    assert.deepEqual(moves.reduce((g, m) => applyMove(g, m), newGame(input.options)), gameOf(toEnd.state));
    actor.stop();
  });
});

/** A 3-seat game played by its first legal moves until `stop` says so. */
function playUntil(stop: (next: GameState) => boolean): GameState {
  let game = newGame({ seats: ['Ann', 'Bob', 'Cy'], seed: 11 });
  for (let i = 0; i < 500; i++) {
    const next = applyMove(game, legalMoves(game)[0]!);
    if (stop(next)) return next;
    game = next;
  }
  throw new Error('never got there');
}

describe('the kit statechart with Quetzal’s module: the moves of Phases 2 to 4 come later', () => {
  const positions = [
    ['a placement', playUntil((g) => g.phase === 'place' && g.decision.seat !== null)],
    ['a Phase 3 decision', playUntil((g) => g.phase === 'activate' && g.decision.seat !== null)],
  ] as const;
  for (const [name, position] of positions) {
    it(`${name}: the turn waits (a person’s move refused, nothing changed) until loadLater has brought them, then the person plays`, async () => {
      const answer = legalMoves(position)[0]!;
      usePhase3Rules(null);
      let arrive!: () => void;
      const later = new Promise<void>((resolve) => (arrive = resolve));
      const provided = machine.provide({ actors: { loadLater: fromPromise(async () => later.then(registerPhase3Rules)) } as never });
      const { actor, told, snap } = started({ options: { seats: ['Ann', 'Bob', 'Cy'], seed: 11 }, seats: ['person', 'person', 'person'], position }, provided);
      assert.equal(turnStateOf(snap().value), 'waiting' as never, 'nobody acts while the moves are on their way');
      assert.equal(snap().context.viewer, null);

      actor.send({ type: 'MOVE', move: answer, at: snap().context.version });
      assert.deepEqual(told.filter((e) => e.type === 'error').map((e) => (e as { code: string }).code), ['MALFORMED_MOVE'], 'the engine’s refusal, told');
      assert.equal(snap().context.history!.state, position, 'nothing changed');
      assert.equal(snap().context.log.length, 0);

      arrive();
      await waitFor(actor, (s) => turnStateOf(s.value) === 'person');
      assert.equal((snap().context as { later?: string }).later, 'ready');
      assert.equal(snap().context.viewer, position.decision.seat, 'the decider’s view');
      actor.send({ type: 'MOVE', move: answer, at: snap().context.version });
      assert.deepEqual(snap().context.history!.moves, [answer]);
      assert.deepEqual(snap().context.history!.state, applyMove(position, answer));
      actor.stop();
    });
  }
});
