/**
 * Text, never markup: player names that look like HTML are shown as the exact text typed, in the
 * seat panels, the log, the pass-and-play cover and the final table, and never become elements.
 */
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/index.js';
import type { QuetzalBoard, Scenario } from '../../src/index.js';
import { $, $$, decisionOf, playToEnd, rng } from './helpers.js';

const IMG = '<img src=x onerror="window.__pwned=1">';
const SCRIPT = '"><script>window.__pwned=1</script>';
const NAMES = ['Ann', IMG, SCRIPT];

const pwned = () => (window as unknown as { __pwned?: unknown }).__pwned;

/** No element was made from a name, anywhere in the board's shadow DOM. */
function expectNoInjectedElements(el: QuetzalBoard): void {
  const root = el.shadowRoot!;
  expect(root.querySelectorAll('img, script, iframe, object').length, 'img/script elements in the shadow DOM').to.equal(0);
  expect([...root.querySelectorAll('*')].filter((n) => n.hasAttribute('onerror')).length, 'onerror attributes').to.equal(0);
  expect(pwned()).to.equal(undefined);
}

/**
 * An <img src=x> of ours has failed to load: one made from a name, asking for the same address before
 * it, would have fired its onerror by then.
 */
function imgErrorsFired(): Promise<void> {
  const probe = new Image();
  const failed = new Promise<void>((done) => probe.addEventListener('error', () => done(), { once: true }));
  probe.src = 'x';
  return failed;
}

const text = (n: Element | null | undefined) => (n?.textContent ?? '').replace(/\s+/g, ' ').trim();

describe('<quetzal-board> embed safety: names are text', () => {
  afterEach(() => {
    delete (window as unknown as { __pwned?: unknown }).__pwned;
  });

  it('renders HTML-looking names as text in seats, log, hand-over cover and final table', async () => {
    // The last round, so the game reaches the final table in a few dozen clicks.
    const scenario: Scenario = { round: 5, firstPlayer: 1 };
    const el = await fixture<QuetzalBoard>(html`<quetzal-board players="3" names=${NAMES.join(',')} seed="9" .scenario=${scenario}></quetzal-board>`);
    expect(el.state!.seats.map((s) => s.name)).to.deep.equal(NAMES);

    // Seat panels: the heading's text is the name (plus "(you)" for the person deciding).
    const seatNames = () => $$(el, '.seat .seat-name').map((h) => text(h).replace(/ \(you\)$/, ''));
    expect(seatNames()).to.deep.equal(NAMES);
    expectNoInjectedElements(el);

    const seen = { handover: new Set<string>(), log: new Set<string>() };
    await playToEnd(el, {
      random: rng(5),
      check: (board) => {
        expectNoInjectedElements(board);
        expect(seatNames()).to.deep.equal(NAMES);
        if (decisionOf(board) === 'handover') {
          const title = text($(board, '.handover h2'));
          const name = NAMES.find((n) => title.includes(n));
          expect(name, `cover title "${title}" names the seat`).to.be.a('string');
          expect(text($(board, '.handover [data-action="continue"]'))).to.contain(name!);
          seen.handover.add(name!);
        }
        for (const line of $$(board, '.log-line')) for (const n of NAMES) if (text(line).includes(n)) seen.log.add(n);
      },
    });
    expect([...seen.handover].sort(), 'each name on the hand-over cover').to.deep.equal([...NAMES].sort());
    expect([...seen.log].sort(), 'each name in the log').to.deep.equal([...NAMES].sort());

    // Final table: one row per seat, the row header's text is exactly the name.
    expect(decisionOf(el)).to.equal('gameOver');
    const rows = $$(el, '[data-scores] th[scope="row"]').map(text);
    expect([...rows].sort()).to.deep.equal([...NAMES].sort());
    expectNoInjectedElements(el);

    await imgErrorsFired();
    expect(pwned()).to.equal(undefined);
    expect(document.querySelectorAll('img[src="x"]').length).to.equal(0);
  });

  it('keeps names as text in French and in the inline error for a bad names attribute', async () => {
    const fr = await fixture<QuetzalBoard>(html`<quetzal-board lang="fr" names=${NAMES.join(',')} seed="2"></quetzal-board>`);
    expect($$(fr, '.seat .seat-name').map((h) => text(h).replace(/ \(vous\)$/, ''))).to.deep.equal(NAMES);
    expectNoInjectedElements(fr);

    // The error message quotes the attribute: still text.
    const bad = await fixture<QuetzalBoard>(html`<quetzal-board players="2" names=${NAMES.join(',')}></quetzal-board>`);
    expect(text($(bad, '[role="alert"]'))).to.contain('3 names but players is 2');
    expectNoInjectedElements(bad);
    const empty = await fixture<QuetzalBoard>(html`<quetzal-board names=${`${IMG},,${SCRIPT}`}></quetzal-board>`);
    expect(text($(empty, '[role="alert"]'))).to.contain(IMG);
    expectNoInjectedElements(empty);
    await imgErrorsFired();
    expect(pwned()).to.equal(undefined);
  });
});
