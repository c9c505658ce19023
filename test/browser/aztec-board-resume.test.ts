/**
 * <aztec-board> when its saved game cannot be read now (the records chunk fails, or hangs past
 * `loadTimeoutMs`): the kit's statechart starts a new game rather than a blank board, says so with Retry,
 * and saves nothing over the saved game; Retry reads it and goes on with it, the game played meanwhile put
 * aside among the earlier games. A file of its own: the records chunk must not have been fetched on this
 * page before.
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import '../../src/games/aztec/board/index.js';
import type { AztecBoard } from '../../src/games/aztec/board/aztec-board.js';
import { aztecHistoryToRecord, legalMoves, type AztecState } from '../../src/games/aztec/index.js';
import { aztecModule } from '../../src/games/aztec/board/aztec-module.js';
import { createGameHistory, playGameMove } from '../../src/kit/records/game-history.js';
import { fault } from './helpers.js';

const $ = (el: AztecBoard, sel: string) => el.shadowRoot!.querySelector<HTMLElement>(sel);
const fullState = (el: AztecBoard) => (el as unknown as { board: { snapshot: { context: { history: { state: AztecState } } } } }).board.snapshot.context.history.state;

let keys: string[] = [];
afterEach(() => {
  fault(null);
  for (const k of keys) for (const suffix of ['', ':earlier', ':damaged']) localStorage.removeItem(`aztec-board:${k}${suffix}`);
  keys = [];
});

/** A saved game under a key of the test's own: the three picks of round 1 made (the save's text is returned). */
function writeSave(): { key: string; text: string } {
  const key = `resume-${Math.random()}`;
  keys.push(key);
  let h = createGameHistory(aztecModule, { seats: ['Player 1', 'Player 2', 'Player 3'], seed: 'resume' });
  for (let i = 0; i < 3; i++) h = playGameMove(aztecModule, h, legalMoves(h.state, h.state.decision.seats[0]!)[0]!).history;
  const text = JSON.stringify(aztecHistoryToRecord(h));
  localStorage.setItem(`aztec-board:${key}`, text);
  return { key, text };
}

async function mount(key: string, loadTimeoutMs = 15_000): Promise<{ el: AztecBoard; errors: string[] }> {
  const errors: string[] = [];
  const el = await fixture<AztecBoard>(html`<aztec-board players="3" save-key=${key}
    .timing=${{ tableStepMs: 600_000, botDelayMs: 0, botThinkMs: 20, inputGuardMs: 0, loadTimeoutMs }}
    @aztec-error=${(e: CustomEvent<{ code: string }>) => errors.push(e.detail.code)}></aztec-board>`);
  return { el, errors };
}

/** The notice's words, its Retry, a pick made meanwhile that is never saved over the save, then Retry with the chunk back. */
async function retryBrings(el: AztecBoard, key: string, saved: string): Promise<void> {
  const notice = $(el, '[data-notice="resume-failed"]')!;
  expect(notice.getAttribute('role')).to.equal('alert');
  expect(notice.textContent).to.contain('The saved game could not be loaded, so a new game began. The saved game is kept, untouched: Retry loads it.');
  expect(el.state!.round, 'a new game to play, not a blank board').to.equal(1);
  expect(el.state!.decision.seats).to.deep.equal([0, 1, 2]);
  expect($(el, '.frame.covered [data-notice="resume-failed"]'), 'over the hand-over cover: the whole table’s to see').to.not.equal(null);
  $(el, '[data-action="continue"]')!.click();
  await el.updateComplete;
  const full = fullState(el);
  expect(el.play(legalMoves(full, 0)[0]!)).to.equal(null);
  await el.updateComplete;
  expect($(el, '[data-notice="resume-failed"]'), 'the notice stays while the save is unread').to.not.equal(null);
  expect(localStorage.getItem(`aztec-board:${key}`), 'nothing saved over the saved game').to.equal(saved);
  fault(null);
  $(el, '[data-notice="resume-failed"] [data-action="retry-resume"]')!.click();
  await waitUntil(() => el.state?.decision.kind === 'token', 'the saved game goes on', { timeout: 15_000 });
  expect((await el.exportRecord())!.moves.length).to.equal(3);
  expect($(el, '[data-notice="resume-failed"]')).to.equal(null);
  $(el, '[data-action="continue"]')!.click();
  await waitUntil(() => $(el, '[data-notice="put-aside"]') !== null, 'the game played meanwhile put aside');
  expect($(el, '[part="earlier"] summary')!.textContent).to.contain('Earlier games (1)');
}

describe('<aztec-board> a saved game that cannot be read now', () => {
  it('the records chunk hangs, then fails: each time past its deadline or at its failure, a new game with Retry and the save untouched; back, Retry goes on with it', async () => {
    const { key, text } = writeSave();
    // (Held 5 s at most: the test waits for its end, so no later page of the run finds the file still held.)
    fault('hang:records-feature:5000');
    const { el, errors } = await mount(key, 1500);
    await waitUntil(() => $(el, '[data-notice="resume-failed"]') !== null, 'said past the deadline', { timeout: 15_000 });
    expect(errors).to.deep.equal(['LOAD_TIMEOUT']);
    // Retry while the chunk fails: asked again (under a new URL, the hung request given up), and the same notice.
    fault('chunk:records-feature');
    $(el, '[data-notice="resume-failed"] [data-action="retry-resume"]')!.click();
    await waitUntil(() => errors.length === 2, 'the second read fails too', { timeout: 15_000 });
    expect(errors).to.deep.equal(['LOAD_TIMEOUT', 'RESUME_FAILED']);
    await waitUntil(() => $(el, '[data-notice="resume-failed"]') !== null, 'said again');
    await retryBrings(el, key, text);
    // The request that hung, over: a fetch of its URL waits behind it in the browser's cache.
    expect((await fetch(new URL('../../src/games/aztec/board/records-feature.ts', import.meta.url))).status).to.be.oneOf([200, 503]);
  });
});
