/**
 * The Hint: the move the medium computer would make in the viewer's seat, from that seat's view only,
 * marked on the board with a one-line reason in the player's language; `no-hint` hides it.
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import '../../src/index.js';
import { viewFor, type GameState, type QuetzalBoard } from '../../src/index.js';
import { chooseMove } from '../../src/games/quetzal/bots/index.js';

const $ = (el: QuetzalBoard, sel: string) => el.shadowRoot!.querySelector<HTMLElement>(sel);
const $$ = (el: QuetzalBoard, sel: string) => [...el.shadowRoot!.querySelectorAll<HTMLElement>(sel)];

async function ready(el: QuetzalBoard): Promise<void> {
  // (A French board first fetches its strings: on a loaded machine that alone can pass waitUntil's 1 s default.)
  await waitUntil(() => el.state !== null && $(el, '.prompt') !== null, 'the board did not start', { timeout: 15_000 });
  await el.updateComplete;
}

/** A 3-seat game at its first placement (seat of the first player deciding). */
async function placing(attrs = ''): Promise<QuetzalBoard> {
  const wrap = await fixture<HTMLDivElement>(html`<div></div>`);
  wrap.innerHTML = `<quetzal-board players="3" names="Ana,Ben,Cy" seed="hint-1" no-save no-handover input-guard="0" ${attrs}></quetzal-board>`;
  const el = wrap.firstElementChild as QuetzalBoard;
  await ready(el);
  $(el, '[data-action="roll"]')!.click();
  await waitUntil(() => el.state!.decision.kind === 'place' && $(el, '.prompt[data-decision="place"]') !== null, 'no placement');
  await el.updateComplete;
  return el;
}

async function askHint(el: QuetzalBoard): Promise<HTMLElement> {
  await waitUntil(() => $(el, '[data-action="hint"]') !== null, 'no Hint button');
  $(el, '[data-action="hint"]')!.click();
  await waitUntil(() => $(el, '.hint-line[data-move]') !== null, 'no hint shown', { timeout: 5000 });
  await el.updateComplete;
  return $(el, '.hint-line')!;
}

/** The same game with everything the seat cannot see changed: others' hands and the deck's order. */
function otherHidden(s: GameState, seat: number): GameState {
  const t = structuredClone(s) as GameState;
  t.deck.reverse();
  t.seats.forEach((st, i) => {
    if (i === seat) return;
    // Swap each hidden card of another hand with a card of the deck.
    st.hand = st.hand.map((c) => {
      if (t.known?.includes(c)) return c;
      const d = t.deck.shift()!;
      t.deck.push(c);
      return d;
    });
  });
  return t;
}

describe('<quetzal-board> Hint', () => {
  afterEach(() => localStorage.clear());

  it('shows the medium computer\'s move for the viewer\'s view, with a reason, marked on the board', async () => {
    const el = await placing();
    const seat = el.state!.decision.seat!;
    const line = await askHint(el);
    const expected = chooseMove(viewFor(el.state!, seat), { strength: 'medium' });
    expect(JSON.parse(line.dataset.move!)).to.deep.equal(expected);
    expect(expected.type).to.equal('place');
    const m = expected as Extract<typeof expected, { type: 'place' }>;
    const key = m.space === undefined ? m.location : `${m.location}:${m.space}`;
    expect(line.textContent!.startsWith('Hint: Place ')).to.equal(true);
    expect(line.textContent).to.match(m.meeples.length === 1 ? /1 meeple / : new RegExp(`${m.meeples.length} meeples `));
    // The place and the meeples it uses are marked on the board and in the prompt.
    const marked = $$(el, '[data-hint]');
    expect(marked.some((x) => x.dataset.spot === key || x.dataset.target === key), `marks ${key}`).to.equal(true);
    for (const id of m.meeples) expect($(el, `.prompt [data-meeple="${id}"]`)!.hasAttribute('data-hint')).to.equal(true);
    // The button has a name that says what it does; the line is a polite status.
    expect($(el, '[data-action="hint"]')!.getAttribute('aria-label')).to.equal('Hint: what the medium computer would do');
    expect(line.getAttribute('role')).to.equal('status');
    await expect(el).to.be.accessible();
    // The next move takes the hint away.
    $(el, '.prompt [data-meeple]')!.click();
    await el.updateComplete;
    expect($(el, '.hint-line')).to.not.equal(null); // picking a meeple is not a move
    el.play(expected);
    await el.updateComplete;
    expect($(el, '.hint-line')).to.equal(null);
    expect($$(el, '[data-hint]').length).to.equal(0);
  });

  it('never uses hidden information: two games with the same view give the same hint', async () => {
    const first = await placing();
    const seat = first.state!.decision.seat!;
    const a = structuredClone(first.state!) as GameState;
    const b = otherHidden(a, seat);
    expect(JSON.stringify(b)).to.not.equal(JSON.stringify(a));
    expect(JSON.stringify(viewFor(b, seat))).to.equal(JSON.stringify(viewFor(a, seat)));
    const hints: string[] = [];
    for (const position of [a, b]) {
      const el = await fixture<QuetzalBoard>(html`<quetzal-board no-save no-handover .position=${position}></quetzal-board>`);
      await ready(el);
      const line = await askHint(el);
      hints.push(`${line.dataset.move} ${line.textContent}`);
    }
    expect(hints[0]).to.equal(hints[1]);
  });

  it('no-hint hides the button', async () => {
    const el = await placing('no-hint');
    expect($(el, '[data-action="hint"]')).to.equal(null);
    el.noHint = false;
    await el.updateComplete;
    expect($(el, '[data-action="hint"]')).to.not.equal(null);
  });

  it('speaks French', async () => {
    const el = await placing('lang="fr"');
    await waitUntil(() => $(el, '[data-action="hint"]')?.textContent?.includes('Indice') ?? false, 'no Indice button');
    const line = await askHint(el);
    expect(line.textContent!.startsWith('Indice\u00a0: Placer ')).to.equal(true);
    expect(line.textContent).to.match(/meeples? /);
  });
});
