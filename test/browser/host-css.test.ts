/**
 * The board looks the same whatever the host page's CSS: pages styled by stylesheets nobody here wrote
 * (Bootstrap 5, Pico, Tailwind's preflight, fetched from node_modules through the test server) and a
 * hostile page (10px root, content-box everywhere, `button { all: unset }`, uppercase, wide letter
 * spacing, `<html dir="rtl">`), at 1280 px and 390 px. Measured: the computed size of every readable
 * text (≥ 12 px, and the same on every page), direction, the order of sequences, overflow, clipped card
 * labels, 44 px buttons.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import '../../src/index.js';
import type { QuetzalBoard } from '../../src/index.js';
import { LESSONS } from '../../src/games/quetzal/tutorial/index.js';
import { boardOf, mountLesson } from './tutorial-helpers.js';
import { $, $$ } from './helpers.js';
import { PAGES, dress, shown, texts } from './host-pages.js';

/** Left edge of a text node's first character. */
function charLeft(node: Node, offset: number): { left: number; top: number } {
  const range = document.createRange();
  range.setStart(node, offset);
  range.setEnd(node, offset + 1);
  const r = range.getBoundingClientRect();
  return { left: r.left, top: r.top };
}

const textNodes = (el: Element): Text[] => {
  const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT, { acceptNode: (n) => (n.textContent!.trim() ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_SKIP) });
  const out: Text[] = [];
  while (walker.nextNode()) out.push(walker.currentNode as Text);
  return out;
};

interface Measure { sizes: string[]; min: number }

/** Everything this file checks on one board as it stands; returns its text sizes to compare pages. */
function check(el: QuetzalBoard, where: string, sentence = true): Measure {
  const root = el.shadowRoot!;
  const all = texts(root);
  expect(all.length, `${where}: texts found`).to.be.greaterThan(40);
  const small = all.filter((t) => t.size < 12).map((t) => `${t.el.className || t.el.tagName}: "${t.text}" ${t.size}px`);
  expect(small, `${where}: texts under 12px`).to.deep.equal([]);

  // Direction: the board's own (English), not the page's.
  const frame = $(el, '.frame')!;
  for (const n of [frame, ...all.map((t) => t.el)]) {
    if (getComputedStyle(n).direction !== 'ltr') expect.fail(`${where}: ${n.className} is ${getComputedStyle(n).direction}`);
  }
  // Sequences read left to right: Temple spaces 1 → 5, the cost range "1–5", a sentence's last full stop.
  const spaces = $$(el, '.loc-temple .temple-spaces > *').map((s) => s.getBoundingClientRect());
  expect(spaces.length, `${where}: temple spaces`).to.equal(5);
  const sameRow = spaces.filter((r) => Math.abs(r.top - spaces[0]!.top) < 1);
  for (let i = 1; i < sameRow.length; i++) expect(sameRow[i]!.left, `${where}: temple space ${i + 1} right of ${i}`).to.be.greaterThan(sameRow[i - 1]!.left);
  const range = textNodes($(el, '.loc-temple .meta .cost')!);
  expect(range.map((n) => n.textContent).join(''), `${where}: temple cost`).to.equal('1–5');
  expect(charLeft(range[0]!, 0).left, `${where}: "1" left of "5"`).to.be.lessThan(charLeft(range.at(-1)!, 0).left);
  const hint = $$(el, '.prompt .hint').flatMap(textNodes).find((n) => n.textContent!.trimEnd().endsWith('.'));
  if (sentence) {
    expect(hint, `${where}: a sentence in the prompt`).to.not.equal(undefined);
    const end = hint!.textContent!.trimEnd().length - 1;
    const stop = charLeft(hint!, end);
    const before = charLeft(hint!, end - 1);
    expect(stop.top, `${where}: full stop on its word's line`).to.be.closeTo(before.top, 1);
    expect(stop.left, `${where}: full stop after its word`).to.be.greaterThan(before.left);
  }

  // No horizontal overflow: not of the page, not of the board, not of any panel, tile or card.
  expect(document.documentElement.scrollWidth, `${where}: page width`).to.be.at.most(window.innerWidth);
  expect(el.getBoundingClientRect().right, `${where}: board inside the page`).to.be.at.most(window.innerWidth);
  expect(frame.scrollWidth, `${where}: board overflow`).to.be.at.most(frame.clientWidth);
  const over = $$(el, '.loc, .prompt, .seat, .log, .upg, .spot, .card, .meta, .banner')
    .filter((n) => shown(n) && n.scrollWidth > n.clientWidth + 1)
    .map((n) => `${n.className} ${n.scrollWidth} > ${n.clientWidth}`);
  expect(over, `${where}: overflowing boxes`).to.deep.equal([]);
  // Card labels (type name, values) whole inside their card.
  const cards = $$(el, '.card:not(.back):not(.empty)').filter(shown);
  expect(cards.length, `${where}: cards shown`).to.be.greaterThan(4);
  for (const card of cards) {
    const box = card.getBoundingClientRect();
    for (const label of card.querySelectorAll<HTMLElement>('.card-name, .card-values')) {
      const r = label.getBoundingClientRect();
      if (r.left < box.left + 1 || r.right > box.right - 1) expect.fail(`${where}: "${label.dataset['text']}" clipped (${r.width}px in a ${box.width}px card)`);
      expect(label.scrollWidth, `${where}: ${label.dataset['text']}`).to.be.at.most(label.clientWidth);
    }
  }
  // Touch targets.
  const tiny = $$(el, 'button').filter(shown).map((b) => [b, b.getBoundingClientRect()] as const)
    .filter(([, r]) => r.width < 44 || r.height < 44).map(([b, r]) => `${b.className || b.dataset['action']} ${r.width}×${r.height}`);
  expect(tiny, `${where}: buttons under 44px`).to.deep.equal([]);

  return { sizes: all.map((t) => `${t.el.className}|${t.text}|${t.size}`), min: Math.min(...all.map((t) => t.size)) };
}

async function settle(el: QuetzalBoard): Promise<void> {
  for (let i = 0; i < 3; i++) {
    await el.updateComplete;
    await new Promise((r) => requestAnimationFrame(() => r(null)));
  }
}

/** A board in a box of a fixed width (so every page gives it the same room), in English, seed fixed. */
async function mount(width: number): Promise<QuetzalBoard> {
  const wrap = await fixture<HTMLDivElement>(html`<div style="width: ${width}px; margin: 0; padding: 0">
    <quetzal-board no-save lang="en" players="3" names="Ann,Bob,Cy" seed="7"></quetzal-board></div>`);
  const el = wrap.querySelector('quetzal-board') as QuetzalBoard;
  await settle(el);
  return el;
}

const VIEWPORTS = [
  { width: 1280, height: 800, box: 1200 },
  { width: 390, height: 844, box: 360 },
];

describe('<quetzal-board> on host pages styled by others', () => {
  let undress: (() => void) | null = null;
  afterEach(async () => {
    undress?.();
    undress = null;
    localStorage.clear();
    await setViewport({ width: 800, height: 600 });
  });

  for (const vp of VIEWPORTS) {
    describe(`at ${vp.width} px`, () => {
      const plain: Record<string, Measure> = {};
      for (const [name, page] of Object.entries(PAGES)) {
        it(`${name}: text ≥ 12px and as on a plain page, left to right, nothing overflows or clips, 44px buttons`, async () => {
          await setViewport({ width: vp.width, height: vp.height });
          undress = await dress(page);
          if (name === 'hostile') expect(getComputedStyle(document.documentElement).fontSize).to.equal('10px');
          if (name === 'pico' && vp.width > 576) expect(parseFloat(getComputedStyle(document.documentElement).fontSize)).to.be.greaterThan(16);
          const el = await mount(vp.box);

          const start = check(el, `${name} ${vp.width}px, start`);
          expect(start.min, 'the smallest text').to.equal(12);
          // The first placement: the pass-and-play cover, then the rolled meeples in the prompt.
          $(el, '[data-action="roll"]')!.click();
          await settle(el);
          $(el, '.handover [data-action="continue"]')?.click();
          await settle(el);
          expect($$(el, '.prompt .meeple').length, 'rolled meeples in the prompt').to.be.greaterThan(0);
          const placing = check(el, `${name} ${vp.width}px, placing`, false);

          if (name === 'plain') {
            plain['start'] = start;
            plain['placing'] = placing;
          } else {
            expect(plain['start'], 'the plain page ran first').to.not.equal(undefined);
            expect(start.sizes).to.deep.equal(plain['start']!.sizes);
            expect(placing.sizes).to.deep.equal(plain['placing']!.sizes);
          }
        });
      }
    });
  }

  it('scales with --quetzal-font-size, on the board or on an ancestor, not with the root font size', async () => {
    await setViewport({ width: 1280, height: 800 });
    undress = await dress(PAGES['hostile']!);
    const base = texts((await mount(1200)).shadowRoot!);
    const onBoard = await fixture<HTMLDivElement>(html`<div style="width: 1200px">
      <quetzal-board no-save style="--quetzal-font-size: 20px" lang="en" players="3" names="Ann,Bob,Cy" seed="7"></quetzal-board></div>`);
    const onAncestor = await fixture<HTMLDivElement>(html`<div style="width: 1200px; --quetzal-font-size: 20px">
      <quetzal-board no-save lang="en" players="3" names="Ann,Bob,Cy" seed="7"></quetzal-board></div>`);
    for (const wrap of [onBoard, onAncestor]) {
      const el = wrap.querySelector('quetzal-board') as QuetzalBoard;
      await settle(el);
      const scaled = texts(el.shadowRoot!);
      expect(scaled.map((t) => t.text)).to.deep.equal(base.map((t) => t.text));
      scaled.forEach((t, i) => expect(t.size, t.text).to.be.closeTo(base[i]!.size * 1.25, 0.01));
      expect(Math.min(...scaled.map((t) => t.size))).to.equal(15);
    }
  });

  it('a French board too reads left to right on a right-to-left page', async () => {
    await setViewport({ width: 390, height: 844 });
    undress = await dress(PAGES['hostile']!);
    const wrap = await fixture<HTMLDivElement>(html`<div style="width: 360px">
      <quetzal-board no-save lang="fr" players="3" names="Ann,Bob,Cy" seed="7"></quetzal-board></div>`);
    const el = wrap.querySelector('quetzal-board') as QuetzalBoard;
    await settle(el);
    expect($(el, '.prompt-title')!.textContent).to.match(/^Tour 1/);
    check(el, 'fr hostile 390px');
  });
});

describe('<quetzal-tutorial> on host pages styled by others', () => {
  let undress: (() => void) | null = null;
  afterEach(() => {
    undress?.();
    undress = null;
    localStorage.clear();
  });

  for (const name of ['hostile', 'pico']) {
    it(`${name}: its own text and its board's ≥ 12px, left to right`, async () => {
      undress = await dress(PAGES[name]!);
      const tut = await mountLesson(LESSONS.find((l) => l.id === 'bidding')!);
      const board = boardOf(tut);
      await settle(board);
      expect(board.shadowRoot!.querySelector('.board'), 'the lesson board').to.not.equal(null);
      for (const root of [tut.shadowRoot!, board.shadowRoot!]) {
        const all = texts(root);
        expect(all.length).to.be.greaterThan(3);
        expect(all.filter((t) => t.size < 12).map((t) => `${t.text} ${t.size}px`)).to.deep.equal([]);
        expect(all.filter((t) => getComputedStyle(t.el).direction !== 'ltr').map((t) => t.text)).to.deep.equal([]);
      }
      expect(parseFloat(getComputedStyle(tut.shadowRoot!.querySelector('.title')!).fontSize)).to.equal(22);
    });
  }
});
