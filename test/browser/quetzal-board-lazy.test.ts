/**
 * What loads lazily (records, diagrams, highlights) and how the board behaves around it: the toolbar
 * drawn before the records chunk, `recordsReady`, a resume that shows the saved game directly (never a
 * new game first), moves made before the chunk arrives still saved, and `updateComplete` waiting for the
 * chunks a change needs.
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import '../../src/index.js';
import type { QuetzalBoard } from '../../src/index.js';
import { $, click, saveKey } from './helpers.js';

const run = Math.random().toString(36).slice(2, 8);
let serial = 0;
const newId = (name: string) => `lazy-${run}-${name}-${serial++}`;
/** Whether the board has its records chunk (a private field, read for the test only). */
const hasRecords = (el: QuetzalBoard) => (el as unknown as { records: { feature: unknown } }).records.feature !== null;

describe('<quetzal-board> lazy chunks', () => {
  afterEach(() => {
    document.querySelectorAll('body > quetzal-board').forEach((e) => e.remove());
    for (const key of Object.keys(localStorage)) if (key.includes(`lazy-${run}`)) localStorage.removeItem(key);
  });

  it('draws Undo / Redo / Game before the records chunk, the same as after it', async () => {
    const el = document.createElement('quetzal-board');
    el.setAttribute('players', '3');
    el.setAttribute('no-save', '');
    document.body.append(el);
    await el.updateComplete;
    const row = () => $(el, '[data-records] .rec-row')!;
    const shape = () => [...row().querySelectorAll('button')].map((b) =>
      [b.dataset.action, b.getAttribute('aria-disabled'), b.getAttribute('aria-describedby'), b.title, b.textContent!.trim()].join('|'));
    const before = shape();
    expect(before.map((s) => s.split('|')[0])).to.deep.equal(['undo', 'redo', 'menu']);
    await el.recordsReady;
    expect(hasRecords(el)).to.equal(true);
    expect(shape()).to.deep.equal(before);
  });

  it('exportRecord() needs the records feature: it throws before, works after `await recordsReady`', async () => {
    const el = document.createElement('quetzal-board');
    el.setAttribute('players', '2');
    el.setAttribute('seed', '4');
    el.setAttribute('no-save', '');
    // Not connected: nothing has fetched the chunk for this board yet.
    expect(() => el.exportRecord()).to.throw(/recordsReady/);
    expect(el.undo()).to.equal(false);
    document.body.append(el);
    await el.recordsReady;
    expect(el.exportRecord().options.seed).to.equal(4);
    expect(el.exportRecord().moves).to.deep.equal([]);
  });

  it('the Game menu opens on the first click, the chunk loading in between', async () => {
    const el = await fixture<QuetzalBoard>(html`<quetzal-board players="2" no-save></quetzal-board>`);
    await click(el, $(el, '[data-action="menu"]'), 'menu');
    expect($(el, '[data-action="menu"]')!.getAttribute('aria-expanded')).to.equal('true');
    expect(el.shadowRoot!.activeElement).to.equal($(el, '.rec-menu [role="menuitem"]'));
  });

  it('resumes a save without showing a new game first', async () => {
    const id = newId('resume');
    const first = document.createElement('quetzal-board');
    first.id = id;
    first.setAttribute('players', '3');
    first.setAttribute('seed', '21');
    document.body.append(first);
    await first.updateComplete;
    await click(first, $(first, '[data-action="roll"]'), 'roll');
    const saved = JSON.stringify(first.state);
    first.remove();
    expect(localStorage.getItem(saveKey(id))).to.not.equal(null);

    const el = document.createElement('quetzal-board');
    el.id = id;
    el.setAttribute('players', '3');
    el.setAttribute('seed', '21');
    const phases: string[] = [];
    el.addEventListener('quetzal-phase-change', (e) => phases.push(`${e.detail.phase}/${e.detail.round}`));
    const frames: string[] = [];
    const watch = new MutationObserver(() => frames.push(el.shadowRoot?.querySelector('.frame')?.className ?? ''));
    document.body.append(el);
    watch.observe(el.shadowRoot!, { childList: true, subtree: true });
    await el.updateComplete;
    watch.disconnect();
    expect(JSON.stringify(el.state)).to.equal(saved);
    // Only the resumed game ever started (a new one would have announced roll/1 first), and nothing
    // but the empty pending frame was shown before it.
    expect(phases).to.deep.equal([`${el.state!.phase}/${el.state!.round}`]);
    expect(phases[0]).to.not.equal('roll/1');
    // (The game's frame is `frame ` with no diagram class, since 8eb7293; `first-paint` on its first paint.)
    expect(frames.map((c) => c.replace('first-paint', '').trim()).filter((c) => c && c !== 'frame pending' && c !== 'frame')).to.deep.equal([]);
  });

  it('saves a move made before the records chunk arrived', async () => {
    const id = newId('early');
    const el = document.createElement('quetzal-board');
    el.id = id;
    el.setAttribute('players', '2');
    el.setAttribute('seed', '8');
    el.setAttribute('no-handover', '');
    // No idle time for this board's first render: only the first move fetches the chunk.
    const idle = window.requestIdleCallback;
    window.requestIdleCallback = (() => 0) as typeof requestIdleCallback;
    try {
      document.body.append(el);
      await el.updateComplete;
    } finally {
      window.requestIdleCallback = idle;
    }
    expect(hasRecords(el)).to.equal(false);
    expect(el.play({ type: 'roll' })).to.equal(true);
    // The board goes at once; the chunk, fetched by that first move, still writes the game.
    el.remove();
    await el.recordsReady;
    // Written when the browser is idle (within a second): waited for until it is there.
    await waitUntil(() => localStorage.getItem(saveKey(id)) !== null, 'the game saved', { timeout: 5000 });
    const saved = JSON.parse(localStorage.getItem(saveKey(id))!) as { moves: unknown[] };
    expect(saved.moves).to.deep.equal([{ type: 'roll' }]);
  });

  it('updateComplete waits for the highlights chunk', async () => {
    const el = await fixture<QuetzalBoard>(html`<quetzal-board players="3" no-save></quetzal-board>`);
    el.highlights = ['quarry', 'action:roll'];
    await el.updateComplete;
    expect([...el.shadowRoot!.querySelectorAll('[data-highlight]')].length).to.equal(2);
    const outline = getComputedStyle(el.shadowRoot!.querySelector('[data-highlight]')!).outlineStyle;
    expect(outline).to.equal('solid');
    el.highlights = [];
    await el.updateComplete;
    expect(el.shadowRoot!.querySelectorAll('[data-highlight]').length).to.equal(0);
  });
});
