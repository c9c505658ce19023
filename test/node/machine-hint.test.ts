/**
 * The Hint as the statechart's own region (`live.playing.hint`): asked by the person deciding, answered by
 * the `hint` actor from that seat's view only, dropped by the next move, failed past its deadline (then
 * asked again); never asked on another's turn, behind the hand-over cover or on an older version.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createActor, fromPromise, SimulatedClock, type SnapshotFrom } from 'xstate';
import { quetzalMachine, type HintAnswer, type HintInput } from '../../src/games/quetzal/statechart/quetzal-machine.js';
import { legalMoves, viewFor } from '../../src/games/quetzal/engine/index.js';

type Snap = SnapshotFrom<typeof quetzalMachine>;
const hintIs = (snap: Snap, state: string) => snap.matches({ live: { playing: { hint: state } } } as never);
const flush = () => new Promise((r) => setImmediate(r));

/** A 3-seat game at its first placement, with a `hint` actor that records what it was given. */
function placing(hint: (input: HintInput) => Promise<HintAnswer>, handOver = false, clock?: SimulatedClock) {
  const given: HintInput[] = [];
  const machine = quetzalMachine.provide({ actors: { hint: fromPromise<HintAnswer, HintInput>(({ input }) => (given.push(input), hint(input))) } });
  const actor = createActor(machine, { input: { options: { players: 3, seed: 'hint' }, handOver }, ...(clock ? { clock } : {}) }).start();
  actor.send({ type: 'PLAY', move: { type: 'roll' }, at: actor.getSnapshot().context.version, trusted: false });
  return { actor, given, snap: () => actor.getSnapshot() };
}

const firstLegal = async (input: HintInput): Promise<HintAnswer> => ({ move: legalMoves(input.view)[0]!, score: 1.5 });

describe('quetzalMachine: the Hint', () => {
  it('thinks, then shows the answer from the deciding seat\'s view; the next move drops it', async () => {
    const { actor, given, snap } = placing(firstLegal);
    const seat = snap().context.game!.decision.seat!;
    assert.ok(hintIs(snap(), 'idle'));
    actor.send({ type: 'HINT', at: snap().context.version, trusted: false });
    assert.ok(hintIs(snap(), 'thinking'));
    await flush();
    assert.ok(hintIs(snap(), 'shown'));
    assert.equal(given.length, 1);
    assert.equal(given[0]!.seat, seat);
    // The seat's view only: hidden cards of the others stay hidden.
    assert.deepEqual(given[0]!.view, viewFor(snap().context.game!, seat));
    assert.deepEqual(snap().context.hint, { move: legalMoves(given[0]!.view)[0], score: 1.5 });
    // Picking a meeple is no move: the hint stays; a move takes it away.
    actor.send({ type: 'TOGGLE', id: 0, at: snap().context.version, trusted: false });
    assert.ok(hintIs(snap(), 'shown'));
    actor.send({ type: 'PLAY', move: snap().context.hint!.move, at: snap().context.version, trusted: false });
    assert.equal(snap().context.log.length, 2);
    assert.ok(hintIs(snap(), 'idle'));
    assert.equal(snap().context.hint, null);
    actor.stop();
  });

  it('a failed hint says so, and may be asked again', async () => {
    let fail = true;
    const { actor, snap } = placing(async (input) => {
      if (fail) throw new Error('no bots');
      return firstLegal(input);
    });
    actor.send({ type: 'HINT', at: snap().context.version, trusted: false });
    await flush();
    assert.ok(hintIs(snap(), 'failed'));
    assert.equal(snap().context.hint, null);
    fail = false;
    actor.send({ type: 'HINT', at: snap().context.version, trusted: false });
    await flush();
    assert.ok(hintIs(snap(), 'shown'));
    actor.stop();
  });

  it('a hint that never comes fails at the load deadline', () => {
    const clock = new SimulatedClock();
    const { actor, snap } = placing(() => new Promise(() => {}), false, clock);
    actor.send({ type: 'HINT', at: snap().context.version, trusted: false });
    assert.ok(hintIs(snap(), 'thinking'));
    clock.increment(snap().context.timing.loadTimeoutMs + 1);
    assert.ok(hintIs(snap(), 'failed'));
    actor.stop();
  });

  it('is not asked behind the hand-over cover, on an older version, or twice at once', async () => {
    // (Input from a script, `trusted: false`: exact, so the commit pause after a move does not hold it.)
    const { actor, given, snap } = placing(firstLegal, true);
    assert.ok(snap().matches({ live: { playing: { turn: 'handOver' } } }));
    actor.send({ type: 'HINT', at: snap().context.version, trusted: false });
    assert.ok(hintIs(snap(), 'idle'));
    actor.send({ type: 'CONTINUE', at: snap().context.version, trusted: false });
    actor.send({ type: 'HINT', at: snap().context.version - 1 });
    assert.ok(hintIs(snap(), 'idle'));
    actor.send({ type: 'HINT', at: snap().context.version, trusted: false });
    actor.send({ type: 'HINT', at: snap().context.version, trusted: false });
    assert.equal(given.length, 1);
    await flush();
    assert.ok(hintIs(snap(), 'shown'));
    actor.stop();
  });
});
