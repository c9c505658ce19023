/**
 * <aztec-board> when its records chunk cannot be fetched at a save: the person is told the game is not
 * kept for now (`aztec-save-error`, WRITE_FAILED, and the notice), the game goes on, and the next move's
 * save fetches the chunk again (under a new URL) and keeps the whole game. A file of its own: the records
 * chunk must not have been fetched on this page before.
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import '../../src/games/aztec/board/index.js';
import type { AztecBoard } from '../../src/games/aztec/board/aztec-board.js';
import { legalMoves, type AztecState } from '../../src/games/aztec/index.js';
import { fault } from './helpers.js';

const $ = (el: AztecBoard, sel: string) => el.shadowRoot!.querySelector<HTMLElement>(sel);
const fullState = (el: AztecBoard) => (el as unknown as { board: { snapshot: { context: { history: { state: AztecState } } } } }).board.snapshot.context.history.state;
const key = `save-fault-${Math.random()}`;

afterEach(() => {
  fault(null);
  for (const suffix of ['', ':earlier', ':damaged']) localStorage.removeItem(`aztec-board:${key}${suffix}`);
});

describe('<aztec-board> a save whose chunk cannot be fetched', () => {
  it('says the game is not kept for now, plays on, and keeps the whole game at the next save once the chunk comes', async () => {
    const errors: { code: string; message: string }[] = [];
    const el = await fixture<AztecBoard>(html`<aztec-board players="3" save-key=${key} no-handover .timing=${{ tableStepMs: 600_000, inputGuardMs: 0 }}
      @aztec-save-error=${(e: CustomEvent<{ code: string; message: string }>) => errors.push(e.detail)}></aztec-board>`);
    await waitUntil(() => el.state !== null, 'a game', { timeout: 15_000 });
    fault('chunk:records-feature');
    expect(el.play(legalMoves(fullState(el), 0)[0]!)).to.equal(null);
    await waitUntil(() => errors.length === 1, 'told', { timeout: 15_000 });
    expect(errors[0]!.code).to.equal('WRITE_FAILED');
    expect(errors[0]!.message).to.contain('the records part could not be fetched');
    await el.updateComplete;
    expect($(el, '[data-notice="save"]')!.textContent).to.contain('The game could not be saved: the latest moves are kept only until the page is closed.');
    expect(localStorage.getItem(`aztec-board:${key}`)).to.equal(null);
    fault(null);
    expect(el.play(legalMoves(fullState(el), 1)[0]!)).to.equal(null);
    await waitUntil(() => localStorage.getItem(`aztec-board:${key}`) !== null, 'saved at the next move', { timeout: 15_000 });
    expect(JSON.parse(localStorage.getItem(`aztec-board:${key}`)!).moves, 'the whole game, both picks').to.have.length(2);
    await el.updateComplete;
    expect($(el, '[data-notice="save"]'), 'kept for good again: the notice is gone').to.equal(null);
  });
});
