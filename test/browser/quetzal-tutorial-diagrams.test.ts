/**
 * Diagrams for articles: a readonly board given a position (property or src), game records from src,
 * errors, highlights, and the lazy start of boards and tutorials below the fold.
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import '../../src/index.js';
import '../../src/games/quetzal/tutorial/index.js';
import type { GameState, QuetzalBoard } from '../../src/index.js';
import type { QuetzalTutorial } from '../../src/games/quetzal/tutorial/index.js';
import { appendForError, lazyLookAnswered } from './helpers.js';

const FIXTURES = '/test/browser/fixtures';
const $ = (el: QuetzalBoard, sel: string) => el.shadowRoot!.querySelector<HTMLElement>(sel);
const $$ = (el: QuetzalBoard, sel: string) => [...el.shadowRoot!.querySelectorAll<HTMLElement>(sel)];

async function loadJson(name: string): Promise<unknown> {
  return (await fetch(`${FIXTURES}/${name}`)).json();
}

/** Waits until the board shows a game (or an error). */
async function started(el: QuetzalBoard): Promise<void> {
  await waitUntil(() => el.state !== null || $(el, '[role="alert"]') !== null, 'the board did not start', { timeout: 5000 });
  await el.updateComplete;
}

describe('<quetzal-board> diagrams and lazy start', () => {
  afterEach(() => {
    document.querySelectorAll('body > quetzal-board, body > quetzal-tutorial, body > div.spacer').forEach((e) => e.remove());
    localStorage.clear();
    window.scrollTo(0, 0);
  });

  it('shows a position given as a property, like a chess diagram, and nothing can change it', async () => {
    const position = (await loadJson('position-temple.json')) as GameState;
    const el = await fixture<QuetzalBoard>(html`<quetzal-board readonly loading="eager" .position=${position}
      highlights="temple:1 temple:3, temple:4"></quetzal-board>`);
    await started(el);
    expect(el.state).to.deep.equal(position);
    // Lucy, Jon and Maria on the 2nd, 4th and 5th Temple spaces, with the 8 cards.
    expect($$(el, '.temple-spaces .space.taken').length).to.equal(3);
    expect($$(el, '.temple-display .card[data-card]').length).to.equal(8);
    expect($$(el, '[data-highlight]').map((e) => e.dataset.spot)).to.deep.equal(['temple:1', 'temple:3', 'temple:4']);
    expect($(el, '.handover')).to.equal(null);
    const board = $(el, '[part="board"]')!;
    expect(board.querySelectorAll('button').length).to.equal(0);
    const before = JSON.stringify(el.state);
    // Click everything and press the usual keys everywhere.
    for (const node of $$(el, '*')) {
      node.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true, cancelable: true }));
      for (const key of ['Enter', ' ', 'ArrowRight', 'ArrowDown', 'Escape']) {
        node.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, composed: true }));
      }
    }
    await el.updateComplete;
    expect(JSON.stringify(el.state)).to.equal(before);
    expect(el.play({ type: 'chooseCards', seat: 1, cards: [0, 1] })).to.equal(false);
    await expect(el).to.be.accessible();
  });

  it('loads a position from src (a GameState JSON file)', async () => {
    const el = await fixture<QuetzalBoard>(html`<quetzal-board readonly loading="eager" src="${FIXTURES}/position-temple.json"></quetzal-board>`);
    await started(el);
    expect(el.state!.decision).to.deep.equal({ kind: 'templeCards', seat: 1, space: 1, choose: 2 });
    expect(el.state).to.deep.equal(await loadJson('position-temple.json'));
    // The host's own properties are left as the host set them.
    expect(el.position).to.equal(undefined);
    expect($(el, '[role="alert"]')).to.equal(null);
  });

  it('shows a game record from src in the replay view', async () => {
    const el = await fixture<QuetzalBoard>(html`<quetzal-board readonly loading="eager" src="${FIXTURES}/record-temple.json"></quetzal-board>`);
    const record = (await loadJson('record-temple.json')) as { moves: unknown[] };
    await waitUntil(() => $(el, '[data-replay]') !== null, 'the replay view', { timeout: 5000 });
    await el.updateComplete;
    expect($(el, '[data-counter]')!.textContent).to.equal(`0 / ${record.moves.length}`);
    expect($(el, '[data-action="rp-exit"]'), 'no live game to go back to').to.equal(null);
    expect(el.record).to.equal(null);
    expect($(el, '[role="alert"]')).to.equal(null);
  });

  for (const [name, code, pattern] of [
    ['no-such-position.json', 'FETCH_FAILED', /Could not load ".*no-such-position\.json": HTTP 404/],
    ['lesson-not-json.json', 'BAD_JSON', /is not valid JSON/],
    ['lesson-free.json', 'BAD_POSITION', /This position cannot be shown: seats must be an array/],
  ] as const) {
    it(`shows an inline error and fires quetzal-error for ${code}`, async () => {
      const el = document.createElement('quetzal-board');
      el.readonly = true;
      el.loading = 'eager';
      el.src = `${FIXTURES}/${name}`;
      const detail = await appendForError(el);
      expect(detail.code).to.equal(code);
      expect(detail.message).to.match(pattern);
      expect($(el, '[role="alert"]')!.textContent).to.match(pattern);
      expect(el.state).to.equal(null);
      await expect(el).to.be.accessible();
    });
  }

  it('names the field of a position that cannot be shown', async () => {
    const position = (await loadJson('position-temple.json')) as { seats: { coins: unknown }[] };
    position.seats[1]!.coins = 'lots';
    const el = document.createElement('quetzal-board');
    el.readonly = true;
    el.loading = 'eager';
    el.position = position as unknown as GameState;
    expect((await appendForError(el)).message).to.contain('seats[1].coins must be a whole number from 0 to 999');
  });

  it('a lazy board below the fold builds no game and fetches nothing until scrolled into view', async () => {
    const fetches: string[] = [];
    const realFetch = window.fetch;
    window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      fetches.push(String(input));
      return realFetch(input, init);
    };
    try {
      const spacer = document.createElement('div');
      spacer.className = 'spacer';
      spacer.style.height = '4000px';
      document.body.append(spacer);
      // readonly: lazy by default.
      const bySrc = document.createElement('quetzal-board');
      bySrc.readonly = true;
      bySrc.src = `${FIXTURES}/position-temple.json`;
      const byProp = document.createElement('quetzal-board');
      byProp.setAttribute('loading', 'lazy');
      byProp.players = 3;
      const gap = spacer.cloneNode() as HTMLElement;
      document.body.append(bySrc, gap, byProp);
      await bySrc.updateComplete;
      await byProp.updateComplete;
      // Each has looked where it is.
      await Promise.all([lazyLookAnswered(bySrc), lazyLookAnswered(byProp)]);
      await Promise.all([bySrc.updateComplete, byProp.updateComplete]);
      for (const el of [bySrc, byProp]) {
        expect(el.state).to.equal(null);
        expect($(el, '.board')).to.equal(null);
        expect($(el, '.frame.pending')).to.not.equal(null);
        expect(el.getBoundingClientRect().height).to.be.greaterThan(300);
      }
      expect(fetches).to.deep.equal([]);
      bySrc.scrollIntoView();
      await started(bySrc);
      expect(bySrc.state!.decision.kind).to.equal('templeCards');
      expect(fetches.filter((f) => f.includes('position-temple.json')).length).to.equal(1);
      expect(byProp.state).to.equal(null);
      byProp.scrollIntoView();
      await started(byProp);
      expect(byProp.state!.seats.length).to.equal(3);
    } finally {
      window.fetch = realFetch;
    }
  });

  it('a playable board is eager by default; loading="eager" makes a readonly one eager', async () => {
    const spacer = document.createElement('div');
    spacer.className = 'spacer';
    spacer.style.height = '4000px';
    document.body.append(spacer);
    const play = document.createElement('quetzal-board');
    play.players = 2;
    const diagram = document.createElement('quetzal-board');
    diagram.readonly = true;
    diagram.loading = 'eager';
    diagram.players = 3;
    document.body.append(play, diagram);
    await play.updateComplete;
    await diagram.updateComplete;
    expect(play.state).to.not.equal(null);
    expect(diagram.state).to.not.equal(null);
  });

  it('a lazy tutorial below the fold loads its lesson only when scrolled into view', async () => {
    const spacer = document.createElement('div');
    spacer.className = 'spacer';
    spacer.style.height = '4000px';
    document.body.append(spacer);
    const tut = document.createElement('quetzal-tutorial') as QuetzalTutorial;
    tut.loading = 'lazy';
    tut.src = `${FIXTURES}/lesson-free.json`;
    document.body.append(tut);
    await tut.updateComplete;
    // It has looked where it is.
    await lazyLookAnswered(tut);
    await tut.updateComplete;
    expect(tut.currentLesson).to.equal(null);
    expect(tut.board).to.equal(null);
    tut.scrollIntoView();
    await waitUntil(() => tut.board?.state, 'the lesson did not start', { timeout: 5000 });
    expect(tut.currentLesson!.id).to.equal('free-locations');
  });
});
