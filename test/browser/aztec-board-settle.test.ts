/**
 * <aztec-board>'s chunks come when needed: its updateComplete covers a render that waits for the ending's
 * chunk (the replay, the game-over screen) — a page that awaits it sees the replay drawn, not the blank
 * frame drawn while the chunk is on its way —, and the computers' clients come with the first computer's
 * turn only. Its own file: each chunk is fetched once per page, and this page must not have them yet.
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import '../../src/games/aztec/board/index.js';
import type { AztecBoard } from '../../src/games/aztec/board/aztec-board.js';

const $ = (el: AztecBoard, sel: string) => el.shadowRoot!.querySelector<HTMLElement>(sel);
performance.setResourceTimingBufferSize(100_000);
const fetched = (file: string) => () => performance.getEntriesByType('resource').some((e) => e.name.includes(`/board/${file}.`));
const endingFetched = fetched('ending-views');
const computersFetched = fetched('computer-clients');

describe('<aztec-board> updateComplete', () => {
  it('waits for the ending chunk a replay needs: awaited, the replay is drawn', async () => {
    const el = await fixture<AztecBoard>(html`<aztec-board players="3" names="Ann,Bob,Cy" seed="settle" no-save no-handover .timing=${{ tableStepMs: 600_000 }}></aztec-board>`);
    await waitUntil(() => el.state !== null, 'the board did not start', { timeout: 15_000 });
    expect(endingFetched(), 'the ending chunk is not on a first round’s path').to.equal(false);
    await el.replay();
    await el.updateComplete;
    expect(endingFetched()).to.equal(true);
    expect($(el, '[part="replay"]'), 'the replay, drawn once updateComplete resolves').to.not.equal(null);
    expect($(el, '.frame.pending')).to.equal(null);
  });

  it('a table of people never fetches the computers’ clients; the first computer’s turn does, and the computers decide', async () => {
    expect(computersFetched(), 'the board above, of people only').to.equal(false);
    const el = await fixture<AztecBoard>(html`<aztec-board seats="human:Ann, bot-easy, bot-easy" seed="settle" no-save .timing=${{ botDelayMs: 0, botThinkMs: 20 }}></aztec-board>`);
    await waitUntil(() => el.state !== null && el.state.decision.seats.length === 1, 'the two computers picked', { timeout: 15_000 });
    expect(computersFetched()).to.equal(true);
    expect(el.state!.decision.seats).to.deep.equal([0], 'Ann still to pick');
  });
});
