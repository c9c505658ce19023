/**
 * <aztec-board>'s narration (the log's sentences, a step explained) is a chunk of its own, off a first
 * screen's path: a new game's first screen has nothing to narrate and draws without it; a resumed game
 * has, and a page that awaits updateComplete sees its log in sentences, not the empty log drawn while the
 * chunk is on its way. Its own file: the chunk is fetched once per page, and this page must not have it yet.
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import '../../src/games/aztec/board/index.js';
import type { AztecBoard } from '../../src/games/aztec/board/aztec-board.js';
import { aztecModule } from '../../src/games/aztec/board/aztec-module.js';
import { saveGame } from '../../src/games/aztec/board/records-feature.js';
import { createGameHistory, playGameMove } from '../../src/kit/records/game-history.js';
import { legalMoves } from '../../src/games/aztec/index.js';

const $$ = (el: AztecBoard, sel: string) => [...el.shadowRoot!.querySelectorAll<HTMLElement>(sel)];
performance.setResourceTimingBufferSize(100_000);
const narrationFetched = () => performance.getEntriesByType('resource').some((e) => e.name.includes('/board/narration.'));

describe('<aztec-board> narration chunk', () => {
  it('a resumed game’s first render waits for it: awaited, the log is in sentences', async () => {
    // A game of three whose picks are all made (they show at once: the log's first lines), kept under a key.
    let h = createGameHistory(aztecModule, { seats: ['Ann', 'Bob', 'Cy'], seed: 'narration' });
    for (const seat of [0, 1, 2]) h = playGameMove(aztecModule, h, legalMoves(h.state, seat)[0]!).history;
    const key = `narration-${Math.random()}`;
    const owner = document.createElement('div');
    expect(saveGame(key, h, owner)).to.equal(null);
    const { releaseSlot } = await import('../../src/games/aztec/board/records-feature.js');
    releaseSlot(key, owner);
    expect(narrationFetched(), 'not fetched before a board needs it').to.equal(false);

    const el = await fixture<AztecBoard>(html`<aztec-board players="3" names="Ann,Bob,Cy" save-key=${key} no-handover .timing=${{ tableStepMs: 600_000 }}></aztec-board>`);
    await waitUntil(() => el.state !== null && el.state.decision.kind === 'token', 'the saved game resumed', { timeout: 15_000 });
    await el.updateComplete;
    expect(narrationFetched()).to.equal(true);
    const lines = $$(el, '[part="log"] li').map((li) => li.textContent!.trim());
    expect(lines.length, 'the log in sentences').to.be.greaterThan(0);
    expect(lines.join(' ')).to.contain('Ann');
    expect(lines, 'not the empty log drawn meanwhile').not.to.include('The game begins.');
  });
});
