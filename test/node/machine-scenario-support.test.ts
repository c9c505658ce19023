/**
 * The statechart alone (no board) given options with a scenario before the engine's scenario support
 * is loaded: its default `loadParts` fetches rules/scenario.ts first, then starts the very game
 * `newGame` makes. (A file of its own: once loaded, the support stays loaded in the process.)
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createActor, waitFor } from 'xstate';
import { quetzalMachine } from '../../src/games/quetzal/statechart/quetzal-machine.js';
import { hasScenarioSupport, newGame, setUpGame, type NewGameOptions } from '../../src/games/quetzal/engine/index.js';

describe('quetzalMachine: a scenario before the engine\'s scenario support is loaded', () => {
  it('setUpGame alone refuses a scenario (a programming error, not a rule), and takes none', () => {
    assert.equal(hasScenarioSupport(), false);
    assert.throws(() => setUpGame({ seed: 1, scenario: { round: 2 } }), (e: Error) => e.constructor === Error && /scenario/.test(e.message));
    assert.deepEqual(setUpGame({ seats: ['Ann', 'Bob'], seed: 4 }), newGame({ seats: ['Ann', 'Bob'], seed: 4 }));
  });

  it('fetches the support first (busy), then starts the game newGame makes; a bad scenario fails as before', async () => {
    const options: NewGameOptions = { players: 3, seed: 2, scenario: { firstPlayer: 1, round: 3, seats: [{ coins: 9, hand: ['mummy'] }], deck: ['tablet:vp'] } };
    const actor = createActor(quetzalMachine, { input: { options, handOver: false } }).start();
    assert.ok(actor.getSnapshot().matches({ starting: 'loadingParts' }));
    assert.ok(actor.getSnapshot().hasTag('busy'));
    const snap = await waitFor(actor, (s) => s.matches('live'));
    assert.equal(hasScenarioSupport(), true);
    assert.deepEqual(snap.context.game, newGame(options));
    actor.stop();

    // Loaded now: the next start is synchronous, and an impossible scenario is refused with the engine's words.
    const bad = createActor(quetzalMachine, { input: { options: { players: 3, seed: 2, scenario: { round: 9 } }, handOver: false } }).start();
    assert.ok(bad.getSnapshot().matches('failed'));
    assert.equal(bad.getSnapshot().context.failure?.code, 'BAD_OPTIONS');
    assert.match(bad.getSnapshot().context.failure?.message ?? '', /^scenario\.round: must be a whole number from 1 to 5/);
    bad.stop();
  });
});
