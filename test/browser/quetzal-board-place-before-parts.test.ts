/**
 * The placement prompt comes with the later parts (parts/place-prompt.ts), and placing's moves with the
 * engine's Phase 3 chunk, fetched with them: neither is in the main chunk, whose first screen is the roll.
 * A person who rolls before they have come sees the wait in the prompt — or, if they could not be
 * fetched, why and Retry — and the board takes no placement meanwhile; Retry fetches them and the prompt
 * offers the meeples. Its own file: no other test of the page may have loaded those chunks first.
 */
import { expect, waitUntil } from '@open-wc/testing';
import '../../src/index.js';
import type { QuetzalBoard } from '../../src/index.js';
import { $, $$, click, fault, mountBoard } from './helpers.js';

describe('<quetzal-board> placing before the later parts have come', () => {
  afterEach(() => {
    fault(null);
    document.querySelectorAll('body > quetzal-board').forEach((e) => e.remove());
  });

  it('shows why and Retry in the placement prompt while they cannot be fetched, then the meeples once Retry brings them', async () => {
    fault('chunk:game-parts+chunk:phase3-rules');
    const el: QuetzalBoard = mountBoard({ players: '2', names: 'Ann,Bob', seed: 'place-later', 'no-save': '', 'no-handover': '' });
    await el.updateComplete;
    await waitUntil(() => $(el, '[data-loading="failed"]') === null && $(el, '[data-action="roll"]') !== null, 'the roll');
    await click(el, $(el, '[data-action="roll"]'), 'roll');
    await el.updateComplete;
    expect(el.state!.decision.kind).to.equal('place');
    // The placement prompt: why it cannot show, and Retry (not "waiting for" Ann, who holds the device); no meeple to pick.
    await waitUntil(() => $(el, '.prompt[data-decision="place"] [data-loading="failed"]') !== null, 'the failure in the prompt');
    expect($(el, '.prompt [data-action="retry"]'), 'Retry').to.not.equal(null);
    expect($(el, '.prompt')!.textContent).to.not.match(/Waiting for/);
    expect($$(el, '.prompt .pool-picker button.meeple')).to.have.length(0);
    // A tap on a place of the board changes nothing.
    const before = el.state;
    const camp = $(el, 'button[data-target="camp"]');
    if (camp) await click(el, camp, 'camp');
    expect(el.state).to.equal(before);

    // Back on line: Retry fetches them, and the prompt offers the meeples; a placement is taken.
    fault(null);
    await click(el, $(el, '.prompt [data-action="retry"]'), 'retry');
    await el.updateComplete;
    await waitUntil(() => $$(el, '.prompt .pool-picker button.meeple').length > 0, 'the meeples to pick');
    expect($(el, '.prompt [data-loading]')).to.equal(null);
    await click(el, $$(el, '.prompt .pool-picker button.meeple')[0]!, 'meeple');
    await click(el, $(el, 'button.spot.target.legal[data-target="camp"]'), 'camp');
    await el.updateComplete;
    expect(el.state!.board.camp.length, 'a meeple at the Camp').to.be.greaterThan(0);
  });
});
