/** Attributes, errors, events and several boards on one page. */
import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import '../../src/index.js';
import type { QuetzalBoard } from '../../src/index.js';
import { $, appendForError, click, decisionOf } from './helpers.js';

async function mountWithError(attrs: Record<string, string>, scenario?: unknown) {
  const el = document.createElement('quetzal-board');
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  if (scenario) el.scenario = scenario as never;
  const detail = await appendForError(el);
  return { el, detail };
}

describe('<quetzal-board> API', () => {
  afterEach(() => document.querySelectorAll('body > quetzal-board').forEach((e) => e.remove()));

  for (const [attrs, pattern] of [
    [{ players: '9' }, /players must be a whole number from 2 to 5/],
    [{ players: 'three' }, /players must be/],
    [{ players: '3', names: 'Ann,,Bob' }, /non-empty/],
    [{ players: '3', names: '' }, /non-empty/],
    [{ players: '2', names: 'Ann,Bob,Cy' }, /3 names but players is 2/],
  ] as [Record<string, string>, RegExp][]) {
    it(`shows an inline error for ${JSON.stringify(attrs)}`, async () => {
      const { el, detail } = await mountWithError(attrs);
      expect(detail.code).to.equal('BAD_ATTRIBUTE');
      expect(detail.message).to.match(pattern);
      const alert = $(el, '[role="alert"]');
      expect(alert).to.not.equal(null);
      expect(alert!.textContent).to.match(pattern);
      expect(el.state).to.equal(null);
      await expect(el).to.be.accessible();
    });
  }

  it('reports a scenario the engine refuses, then recovers when the attributes are fixed', async () => {
    const { el, detail } = await mountWithError({ players: '3' }, { round: 9 });
    expect(detail.code).to.equal('BAD_OPTIONS');
    expect($(el, '[role="alert"]')!.textContent).to.contain('round');
    el.scenario = undefined;
    await el.updateComplete;
    expect($(el, '[role="alert"]')).to.equal(null);
    expect(el.state!.seats.length).to.equal(3);
  });

  it('mirrors attributes and properties and fires typed events', async () => {
    const el = await fixture<QuetzalBoard>(html`<quetzal-board players="4" names="A,B,C,D" seed="8"></quetzal-board>`);
    expect(el.players).to.equal(4);
    expect(el.names).to.equal('A,B,C,D');
    expect(el.state!.board.ships.length).to.equal(2);
    el.players = 2;
    el.names = 'X,Y';
    await el.updateComplete;
    expect(el.getAttribute('players')).to.equal('2');
    expect(el.state!.seats.map((s) => s.name)).to.deep.equal(['X', 'Y']);
    const move = oneEvent(el, 'quetzal-move');
    const phase = oneEvent(el, 'quetzal-phase-change');
    await click(el, $(el, '[data-action="roll"]'));
    const m = await move;
    expect(m.detail.move).to.deep.equal({ type: 'roll' });
    expect(m.detail.events.some((e: { type: string }) => e.type === 'rolled')).to.equal(true);
    expect(m.bubbles && m.composed).to.equal(true);
    expect((await phase).detail).to.deep.equal({ phase: 'place', round: 1 });
    // A refused move (host API) fires quetzal-error and changes nothing.
    const err = oneEvent(el, 'quetzal-error');
    expect(el.play({ type: 'prepare' })).to.equal(false);
    expect((await err).detail.code).to.be.a('string');
    el.newGame();
    await el.updateComplete;
    expect(el.state!.flow.rolled).to.equal(false);
  });

  it('readonly renders the board with no controls and no hand', async () => {
    const el = await fixture<QuetzalBoard>(html`<quetzal-board players="3" readonly seed="2" .scenario=${{ seats: [{ hand: ['mummy'] }] }}></quetzal-board>`);
    // Readonly boards start lazily: when they come into view (here at once, after the first frame).
    await waitUntil(() => el.state !== null, 'the readonly board did not start');
    await el.updateComplete;
    expect($(el, '[data-action="roll"]')).to.equal(null);
    expect(el.shadowRoot!.querySelectorAll('button').length).to.equal(0);
    expect($(el, '[data-hand-seat]')).to.equal(null);
    expect($(el, '.board')).to.not.equal(null);
  });

  it('keeps two boards on one page independent, and survives being moved in the DOM', async () => {
    const wrap = await fixture<HTMLDivElement>(html`<div>
      <quetzal-board id="a" players="3" names="A1,A2,A3" seed="1"></quetzal-board>
      <quetzal-board id="b" players="2" names="B1,B2" seed="2"></quetzal-board>
    </div>`);
    const a = wrap.querySelector<QuetzalBoard>('#a')!;
    const b = wrap.querySelector<QuetzalBoard>('#b')!;
    await Promise.all([a.updateComplete, b.updateComplete]);
    let bMoves = 0;
    b.addEventListener('quetzal-move', () => bMoves++);
    await click(a, $(a, '[data-action="roll"]'));
    expect(a.state!.flow.rolled).to.equal(true);
    expect(b.state!.flow.rolled).to.equal(false);
    expect(decisionOf(b)).to.equal('roll');
    expect(bMoves).to.equal(0);
    // Moving the element stops its actor and resumes the same game on reconnect.
    const before = JSON.stringify(a.state);
    wrap.append(a);
    await a.updateComplete;
    expect(JSON.stringify(a.state)).to.equal(before);
    expect(decisionOf(a)).to.equal('handover');
    a.remove();
    expect(a.state).to.equal(null);
    wrap.append(a);
    await a.updateComplete;
    expect(JSON.stringify(a.state)).to.equal(before);
  });
});
