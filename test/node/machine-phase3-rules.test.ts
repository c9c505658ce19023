/**
 * The engine's Phase 3 and 4 moves as a part of their own (rules/phase3.ts): the board's bundle leaves
 * them out of its first file and fetches them with its later parts. Without them the engine still plays
 * everything up to Phase 3 (its automatic steps too) and refuses a Phase 3 or 4 move, changing nothing;
 * the statechart waits (turn `waiting`) until its `loadLater` actor has brought them.
 */
import { afterEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createActor, fromPromise, waitFor } from 'xstate';
import { quetzalMachine } from '../../src/machine/quetzal-machine.js';
import {
  applyMove, hasPhase3Rules, legalMoves, newGame, registerPhase3Rules, RuleError, usePhase3Rules, type GameState, type Move,
} from '../../src/rules/index.js';

/** A 3-seat game played by its first legal moves until `stop` says so (the move that got there, too). */
function playUntil(stop: (next: GameState) => boolean): { before: GameState; move: Move; after: GameState } {
  let game = newGame({ seats: ['Ann', 'Bob', 'Cy'], seed: 11 });
  for (let i = 0; i < 500; i++) {
    const move = legalMoves(game)[0]!;
    const next = applyMove(game, move);
    if (stop(next)) return { before: game, move, after: next };
    game = next;
  }
  throw new Error('never got there');
}

const intoPhase3 = playUntil((g) => g.phase === 'activate' && g.decision.seat !== null);

afterEach(() => registerPhase3Rules());

describe('the engine without its Phase 3 and 4 moves', () => {
  it('plays the move into Phase 3 (its automatic steps), and refuses a Phase 3 move with the state unchanged', () => {
    usePhase3Rules(null);
    assert.equal(hasPhase3Rules(), false);
    const { before, move, after } = intoPhase3;
    assert.deepEqual(applyMove(before, move), after);
    const frozen = structuredClone(after);
    const answer = legalMoves(after)[0]!;
    assert.throws(() => applyMove(after, answer), (e: unknown) => e instanceof RuleError && e.code === 'MALFORMED_MOVE' && /Phase 3 and 4/.test(e.message));
    assert.deepEqual(after, frozen);
    registerPhase3Rules();
    assert.notDeepEqual(applyMove(after, answer), after);
  });
});

describe('quetzalMachine: a Phase 3 decision before the engine has its moves', () => {
  it('waits (turn `waiting`, a move refused, nothing changed) until loadLater has brought them, then the person plays', async () => {
    usePhase3Rules(null);
    const game = intoPhase3.after;
    const answer = legalMoves(game)[0]!;
    let arrive!: () => void;
    const later = new Promise<void>((resolve) => (arrive = resolve));
    const machine = quetzalMachine.provide({ actors: { loadLater: fromPromise(async () => later.then(registerPhase3Rules)) } });
    const actor = createActor(machine, { input: { game, handOver: false } }).start();
    const errors: string[] = [];
    actor.on('error', (e) => errors.push(e.code));
    assert.ok(actor.getSnapshot().matches({ live: { playing: { turn: 'waiting' } } }));

    actor.send({ type: 'MOVE', move: answer });
    assert.deepEqual(errors, ['MALFORMED_MOVE']);
    assert.equal(actor.getSnapshot().context.game, game);
    assert.equal(actor.getSnapshot().context.log.length, 0);

    arrive();
    const snap = await waitFor(actor, (s) => s.matches({ live: { playing: { turn: 'person' } } }));
    assert.equal(snap.context.later, 'ready');
    actor.send({ type: 'PLAY', move: answer, at: snap.context.version });
    assert.equal(actor.getSnapshot().context.log.length, 1);
    assert.deepEqual(actor.getSnapshot().context.log[0]!.move, answer);
    actor.stop();
  });

  it('by default its loadLater gives the engine the moves itself (the statechart without a board)', async () => {
    usePhase3Rules(null);
    const actor = createActor(quetzalMachine, { input: { game: intoPhase3.after, handOver: false } }).start();
    await waitFor(actor, (s) => s.matches({ live: { playing: { turn: 'person' } } }));
    assert.equal(hasPhase3Rules(), true);
    actor.stop();
  });
});
