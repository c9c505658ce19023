/**
 * The engine's moves after the roll (Phases 2 to 4) as a part of their own (rules/phase3.ts): the board's
 * bundle leaves them out of its first file and fetches them with its later parts. Without them the engine
 * still plays the roll (into Phase 2) and the automatic steps, and refuses a placement or a Phase 3 or 4
 * move, changing nothing; the statechart waits (turn `waiting`) until its `loadLater` actor has brought them.
 */
import { afterEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createActor, fromPromise, waitFor } from 'xstate';
import { quetzalMachine } from '../../src/games/quetzal/statechart/quetzal-machine.js';
import {
  applyMove, hasPhase3Rules, legalMoves, newGame, registerPhase3Rules, RuleError, usePhase3Rules, type GameState, type Move,
} from '../../src/games/quetzal/engine/index.js';

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

const intoPhase2 = playUntil((g) => g.phase === 'place' && g.decision.seat !== null);
const intoPhase3 = playUntil((g) => g.phase === 'activate' && g.decision.seat !== null);

afterEach(() => registerPhase3Rules());

describe('the engine without its moves of Phases 2 to 4', () => {
  it('plays the roll into Phase 2', () => {
    const { before, move, after } = intoPhase2;
    assert.equal(move.type, 'roll');
    usePhase3Rules(null);
    assert.equal(hasPhase3Rules(), false);
    assert.deepEqual(applyMove(before, move), after);
  });

  for (const [name, at] of [['a placement (Phase 2)', intoPhase2], ['a Phase 3 move', intoPhase3]] as const) {
    it(`refuses ${name} with the state unchanged, and plays it once they are given`, () => {
      const game = at.after;
      const answer = legalMoves(game)[0]!;
      usePhase3Rules(null);
      const frozen = structuredClone(game);
      assert.throws(() => applyMove(game, answer), (e: unknown) => e instanceof RuleError && e.code === 'MALFORMED_MOVE' && /Phases 2 to 4/.test(e.message));
      assert.deepEqual(game, frozen);
      registerPhase3Rules();
      assert.notDeepEqual(applyMove(game, answer), game);
    });
  }
});

describe('quetzalMachine: a decision of Phases 2 to 4 before the engine has its moves', () => {
  for (const [name, at] of [['a placement', intoPhase2], ['a Phase 3 decision', intoPhase3]] as const) {
    it(`${name}: waits (turn \`waiting\`, a move refused, nothing changed) until loadLater has brought them, then the person plays`, async () => {
      const game = at.after;
      const answer = legalMoves(game)[0]!;
      usePhase3Rules(null);
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
  }

  it('by default its loadLater gives the engine the moves itself (the statechart without a board)', async () => {
    usePhase3Rules(null);
    const actor = createActor(quetzalMachine, { input: { game: intoPhase3.after, handOver: false } }).start();
    await waitFor(actor, (s) => s.matches({ live: { playing: { turn: 'person' } } }));
    assert.equal(hasPhase3Rules(), true);
    actor.stop();
  });
});
