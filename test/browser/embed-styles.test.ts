/**
 * Styles never leak, in either direction: a hostile host page does not break the board, the board's
 * styles do not touch the page, and only the documented `--quetzal-*` custom properties and
 * `::part()`s reach inside.
 */
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/index.js';
import type { QuetzalBoard } from '../../src/index.js';
import { $, $$, click } from './helpers.js';

/** Adds a page stylesheet (light DOM) for one test; returns its remover. */
function pageCss(text: string): () => void {
  const style = document.createElement('style');
  style.textContent = text;
  document.head.append(style);
  return () => style.remove();
}

const rgb = (hex: string) => {
  const n = parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
};

// The board's own defaults (quetzal-board.styles.ts, documented in custom-elements.json).
const ACCENT = rgb('#b8541c');
const INK = rgb('#2b2118');
const SURFACE = rgb('#f3ead6');

function visible(n: Element | null): boolean {
  if (!n) return false;
  const r = n.getBoundingClientRect();
  const cs = getComputedStyle(n);
  return r.width > 0 && r.height > 0 && cs.display !== 'none' && cs.visibility !== 'hidden' && Number(cs.opacity) > 0;
}

/** A few computed properties of an element, to compare before and after. */
function snapshot(n: Element): Record<string, string> {
  const cs = getComputedStyle(n);
  const out: Record<string, string> = {};
  for (const p of ['display', 'color', 'background-color', 'font-family', 'font-size', 'font-weight', 'border-radius',
    'border-top-width', 'padding-left', 'min-height', 'box-shadow', 'cursor', 'box-sizing', 'outline-style', 'line-height']) {
    out[p] = cs.getPropertyValue(p);
  }
  return out;
}

describe('<quetzal-board> embed styles', () => {
  let cleanup: (() => void)[] = [];
  afterEach(() => {
    cleanup.forEach((f) => f());
    cleanup = [];
  });

  it('keeps its own look on a page with aggressive CSS', async () => {
    cleanup.push(pageCss(`
      * { all: unset; }
      button { display: none !important; }
      div { color: red !important; font-size: 40px !important; font-family: serif !important; line-height: 5 !important; }
      span, p, h2, h3, section, article, table, ol, li { display: none !important; visibility: hidden !important; }
      body { text-transform: uppercase; letter-spacing: 5px; text-align: right; font-style: italic; }
      .frame, .btn, .prompt, .seat, .log, [part], [data-action] { display: none !important; background: lime !important; }
      quetzal-board * { display: none !important; }
    `));
    const wrap = await fixture<HTMLDivElement>(html`<div><quetzal-board players="3" names="Ann,Bob,Cy" seed="1"></quetzal-board></div>`);
    const el = wrap.querySelector('quetzal-board') as QuetzalBoard;
    await el.updateComplete;

    // Page rules that select the host element itself win over :host (CSS's design, so pages can size,
    // place or hide the element): `* { all: unset }` makes the host inline. Nothing inside is touched.
    expect(visible(el)).to.equal(true);
    const roll = $(el, '[data-action="roll"]')!;
    expect(visible(roll), 'roll button visible').to.equal(true);
    expect(getComputedStyle(roll).backgroundColor).to.equal(ACCENT);
    expect(getComputedStyle(roll).color).to.equal('rgb(255, 255, 255)');
    expect(getComputedStyle($(el, '.frame')!).backgroundColor).to.equal(rgb('#22352a'));
    for (const panel of $$(el, '.prompt, .seat, .log')) {
      expect(visible(panel)).to.equal(true);
      expect(getComputedStyle(panel).backgroundColor).to.equal(SURFACE);
    }
    // Inherited text properties do not flow in from the page: the board sets its own.
    const title = $(el, '.prompt-title')!;
    const cs = getComputedStyle(title);
    expect(cs.color).to.equal(INK);
    expect(cs.textTransform).to.equal('none');
    expect(cs.letterSpacing).to.equal('normal');
    expect(cs.fontStyle).to.equal('normal');
    expect(cs.fontFamily).to.not.equal('serif');
    expect(parseFloat(getComputedStyle($(el, '.seat')!).fontSize)).to.equal(14);
    expect($$(el, 'button.spot').every(visible), 'every location button visible').to.equal(true);

    // And it still plays.
    await click(el, roll, 'roll');
    expect($$(el, '.log-entry').length).to.equal(1);
    const cont = $(el, '.handover [data-action="continue"]');
    expect(visible(cont)).to.equal(true);
    expect(getComputedStyle(cont!).backgroundColor).to.equal(ACCENT);
  });

  it('does not style anything outside itself', async () => {
    const page = await fixture<HTMLDivElement>(html`<div><button id="outside" class="btn primary big" data-action="roll">Outside</button><section class="log" part="log"><h2>Log</h2></section></div>`);
    const outside = page.querySelector('#outside')!;
    const section = page.querySelector('section')!;
    const before = { button: snapshot(outside), section: snapshot(section), h2: snapshot(section.querySelector('h2')!) };
    const sheetsBefore = { sheets: document.styleSheets.length, adopted: document.adoptedStyleSheets.length };

    const el = document.createElement('quetzal-board');
    el.setAttribute('players', '2');
    page.append(el);
    await el.updateComplete;
    expect(visible($(el, '[data-action="roll"]'))).to.equal(true);

    // Same classes, attributes and parts as inside the board: untouched outside.
    expect(snapshot(outside)).to.deep.equal(before.button);
    expect(snapshot(section)).to.deep.equal(before.section);
    expect(snapshot(section.querySelector('h2')!)).to.deep.equal(before.h2);
    // The board's styles live in its shadow root only.
    expect({ sheets: document.styleSheets.length, adopted: document.adoptedStyleSheets.length }).to.deep.equal(sheetsBefore);
    expect(el.shadowRoot!.adoptedStyleSheets.length).to.be.greaterThan(0);
    el.remove();
  });

  it('is themed by --quetzal-* custom properties and ::part(), and by nothing else', async () => {
    cleanup.push(pageCss(`
      quetzal-board.themed { --quetzal-accent: rgb(1, 2, 3); --quetzal-surface: rgb(250, 240, 200); }
      quetzal-board.themed::part(log) { background: rgb(4, 5, 6); }
      quetzal-board.themed .btn, quetzal-board.themed .prompt { background: rgb(7, 8, 9) !important; }
      .btn.primary, .prompt, [part="prompt"] { background: rgb(7, 8, 9) !important; }
    `));
    const el = await fixture<QuetzalBoard>(html`<quetzal-board class="themed" players="2" seed="3"></quetzal-board>`);
    const plain = await fixture<QuetzalBoard>(html`<quetzal-board players="2" seed="3"></quetzal-board>`);

    // Custom property: the primary buttons and the panels follow it.
    expect(getComputedStyle($(el, '[data-action="roll"]')!).backgroundColor).to.equal('rgb(1, 2, 3)');
    expect(getComputedStyle($(el, '.seat')!).backgroundColor).to.equal('rgb(250, 240, 200)');
    // Part: the log takes the page's rule.
    expect(getComputedStyle($(el, '[part~="log"]')!).backgroundColor).to.equal('rgb(4, 5, 6)');
    // Class and attribute selectors from the page do not reach the shadow DOM, even !important.
    expect(getComputedStyle($(el, '[part~="prompt"]')!).backgroundColor).to.equal('rgb(250, 240, 200)');

    // The unthemed board next to it keeps the defaults.
    expect(getComputedStyle($(plain, '[data-action="roll"]')!).backgroundColor).to.equal(ACCENT);
    expect(getComputedStyle($(plain, '[part~="log"]')!).backgroundColor).to.equal(SURFACE);
  });
});
