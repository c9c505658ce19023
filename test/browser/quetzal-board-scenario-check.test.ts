/**
 * A board's scenario comes with a part of its own (scenario-check.ts, the engine's scenario checking),
 * fetched before the game is created. Where it cannot be fetched the board shows the starting error with
 * Retry, never a blank board; Retry fetches it anew and starts the scenario's game. A scenario set later
 * (a property change) starts its game the same way.
 *
 * Faults are made by the test server (scripts/test-faults.mjs), switched on with a cookie: this page
 * must not load the scenario part before the test that makes it unavailable (a module, once loaded,
 * stays loaded in the page), so that test comes first.
 */
import { expect, waitUntil } from '@open-wc/testing';
import '../../src/games/quetzal/board/index.js';
import type { QuetzalBoard } from '../../src/games/quetzal/board/index.js';
import { hasScenarioSupport, newGame, type Scenario } from '../../src/games/quetzal/engine/index.js';
import { $, fault, mountBoard } from './helpers.js';

const SCENARIO: Scenario = { round: 4, firstPlayer: 1, seats: [{ coins: 12, hand: ['mummy', 'tablet:vp'] }], deck: ['pottery:coin'] };

describe('<quetzal-board> scenario part', () => {
  afterEach(() => {
    fault(null);
    document.querySelectorAll('body > quetzal-board').forEach((e) => e.remove());
  });

  it('the scenario part answers 503: the error with Retry, no game; Retry fetches it and starts the scenario\'s game', async () => {
    expect(hasScenarioSupport(), 'not loaded before the board needs it').to.equal(false);
    fault('chunk:scenario-check');
    const errors: string[] = [];
    const el = document.createElement('quetzal-board');
    el.addEventListener('quetzal-error', (e) => errors.push(e.detail.code));
    el.setAttribute('names', 'Ann,Bob,Cy');
    el.setAttribute('seed', '7');
    el.setAttribute('no-save', '');
    el.scenario = SCENARIO;
    document.body.append(el);
    await waitUntil(() => $(el, '[part="error"]') !== null, 'the error', { timeout: 10_000 });
    await el.updateComplete;
    expect(el.state, 'no game').to.equal(null);
    expect($(el, '[part="error"]')!.getAttribute('role')).to.equal('alert');
    expect($(el, '[part="error"] p')!.textContent).to.match(/A part of the board could not be loaded/);
    expect(errors).to.deep.equal(['LOAD_FAILED']);
    const retry = $(el, '[part="error"] [data-action="retry"]');
    expect(retry, 'a Retry button').to.not.equal(null);
    fault(null);
    retry!.click();
    await el.updateComplete;
    expect($(el, '[part="error"]')).to.equal(null);
    expect(hasScenarioSupport()).to.equal(true);
    expect(el.state).to.deep.equal(newGame({ seats: ['Ann', 'Bob', 'Cy'], seed: 7, scenario: SCENARIO }));
    expect($(el, '[data-action="roll"]'), 'the game started').to.not.equal(null);
  });

  it('a scenario set later starts its game; an impossible one is refused with the engine\'s words', async () => {
    const el = mountBoard({ names: 'Ann,Bob', seed: '3', 'no-save': '' });
    await el.updateComplete;
    expect(el.state!.round).to.equal(1);
    el.scenario = { round: 5, firstPlayer: 0, seats: [{ coins: 30 }] };
    await el.updateComplete;
    expect(el.state).to.deep.equal(newGame({ seats: ['Ann', 'Bob'], seed: 3, scenario: { round: 5, firstPlayer: 0, seats: [{ coins: 30 }] } }));
    const errors: { code: string; message: string }[] = [];
    el.addEventListener('quetzal-error', (e) => errors.push({ code: e.detail.code, message: e.detail.message }));
    el.scenario = { seats: [{ hand: ['dragon'] }] };
    await el.updateComplete;
    expect(errors.map((e) => e.code)).to.deep.equal(['BAD_OPTIONS']);
    expect(errors[0]!.message).to.match(/^scenario\.seats\[0\]\.hand\[0\]: unknown card "dragon"/);
  });
});
