/**
 * <aztec-board>'s updateComplete covers a render that waits for the ending's chunk (the replay, the
 * game-over screen): a page that awaits it sees the replay drawn, not the blank frame drawn while the
 * chunk is on its way. Its own file: the chunk is fetched once per page, and this page must not have it yet.
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import '../../src/games/aztec/board/index.js';
import type { AztecBoard } from '../../src/games/aztec/board/aztec-board.js';

const $ = (el: AztecBoard, sel: string) => el.shadowRoot!.querySelector<HTMLElement>(sel);
performance.setResourceTimingBufferSize(100_000);
const endingFetched = () => performance.getEntriesByType('resource').some((e) => e.name.includes('/board/ending-views.'));

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
});
