/**
 * The statechart and the "at any time" exchanges: the last-exchanges step is a phase state it models
 * (asking the engine), behind the hand-over cover in pass-and-play; an exchange out of turn is an event
 * it accepts when the engine does, and who acts stays the same.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { quetzalMachine, type QuetzalEmitted, type QuetzalInput } from '../../src/games/quetzal/statechart/quetzal-machine.js';
import { bestMove } from '../../src/games/quetzal/bots/heuristic.js';
import type { GameState, Move } from '../../src/games/quetzal/engine/index.js';
import { lastRound } from './last-round.js';

type Snap = SnapshotFrom<typeof quetzalMachine>;
const turnIs = (snap: Snap, turn: string) => snap.matches({ live: { playing: { turn } } } as never);
const flowIs = (snap: Snap, phase: string, decision: string) => snap.matches({ live: { playing: { flow: { [phase]: decision } } } } as never);

function run(input: QuetzalInput, machine = quetzalMachine) {
  const actor = createActor(machine, { input });
  const emitted: QuetzalEmitted[] = [];
  actor.on('*', (e) => emitted.push(e as QuetzalEmitted));
  actor.start();
  return { actor, emitted, snap: () => actor.getSnapshot() };
}

const flush = () => new Promise((r) => setImmediate(r));

describe('quetzalMachine: the last-exchanges step and exchanges out of turn', () => {
  it('pass-and-play: each holder\'s last decision behind the cover, an exchange out of turn accepted in place, then the final scores', () => {
    const { actor, emitted, snap } = run({ game: lastRound(), timing: { inputGuardMs: 0 } });
    assert.ok(turnIs(snap(), 'table'));
    actor.send({ type: 'MOVE', move: { type: 'prepare' } });
    assert.ok(flowIs(snap(), 'lastExchanges', 'lastExchanges'), JSON.stringify(snap().value));
    assert.deepEqual(emitted.at(-1), { type: 'phase', phase: 'lastExchanges', round: 5 });
    assert.ok(turnIs(snap(), 'handOver'), 'Cy decides first (seat order from Bob, the marker): the device is passed');
    actor.send({ type: 'CONTINUE' });
    assert.equal(snap().context.viewer, 2);
    // Ann exchanges before her turn (the host's move): accepted, Cy still decides, no cover.
    actor.send({ type: 'MOVE', move: { type: 'exchange', seat: 0, tile: 'U07' } });
    assert.deepEqual(snap().context.game!.decision, { kind: 'lastExchanges', seat: 2 });
    assert.ok(turnIs(snap(), 'person'));
    assert.deepEqual([snap().context.game!.seats[0]!.coins, snap().context.game!.seats[0]!.score], [3, 11]);
    // A move the engine refuses is refused with its code, nothing changed.
    const logLength = snap().context.log.length;
    actor.send({ type: 'PLAY', move: { type: 'exchange', seat: 1, tile: 'U07' }, at: snap().context.version });
    assert.equal(snap().context.error?.code, 'NO_UPGRADE');
    assert.equal(snap().context.log.length, logLength);
    // Cy is done; Ann's turn comes behind the cover.
    actor.send({ type: 'PLAY', move: { type: 'endExchanges', seat: 2 }, at: snap().context.version });
    assert.deepEqual(snap().context.game!.decision, { kind: 'lastExchanges', seat: 0 });
    assert.ok(turnIs(snap(), 'handOver'));
    actor.send({ type: 'CONTINUE' });
    actor.send({ type: 'PLAY', move: { type: 'exchange', seat: 0, tile: 'U07' }, at: snap().context.version });
    assert.ok(snap().matches({ live: 'gameOver' }), '1 coin left: nothing more to exchange, the game is over');
    const over = emitted.find((e) => e.type === 'gameOver') as Extract<QuetzalEmitted, { type: 'gameOver' }>;
    assert.deepEqual([over.scores[0]!.track, over.scores[0]!.coins], [12, 1], 'the final scores count both exchanges');
  });

  it('an exchange out of turn during a computer\'s decision: accepted, and the computer decides again on the new position', async () => {
    let asked = 0;
    const decide = fromPromise<Move, { view: GameState }>(async ({ input }) => {
      asked++;
      return bestMove(input.view);
    });
    const { actor, snap } = run({
      game: lastRound(), humans: [true, true, false], bots: [null, null, { strength: 'medium' }], timing: { botDelayMs: 0, inputGuardMs: 0 },
    }, quetzalMachine.provide({ actors: { decide: decide as never, decideHere: decide as never } }));
    actor.send({ type: 'MOVE', move: { type: 'prepare' } });
    assert.ok(turnIs(snap(), 'computer'), 'Cy (a computer) decides first');
    actor.send({ type: 'MOVE', move: { type: 'exchange', seat: 0, tile: 'U07' } });
    assert.equal(snap().context.game!.seats[0]!.coins, 3);
    for (let i = 0; i < 20 && snap().context.game!.decision.seat === 2; i++) await flush();
    assert.ok(asked >= 1);
    // The medium computer exchanged its 3 coins for 1 Discovery: space 2 pays 1 VP, as the 3 coins would, and the track breaks ties.
    assert.deepEqual(snap().context.log.map((e) => e.move).slice(-2), [{ type: 'exchange', seat: 0, tile: 'U07' }, { type: 'exchange', seat: 2, tile: 'U10' }]);
    assert.deepEqual(snap().context.game!.decision, { kind: 'lastExchanges', seat: 0 });
  });
});
