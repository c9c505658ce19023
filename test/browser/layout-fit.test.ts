/**
 * The board fits the device (issue 13, problem 4). As the pass-and-play demo does, the board is the
 * page's full-screen content (`height: 100dvh`); a whole round is played through clicks at tablet sizes,
 * and at every decision the page does not scroll and no control is clipped. On a phone the prompt takes
 * at most a quarter of the height and the player's own hand is one tap from the prompt.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import '../../src/index.js';
import type { QuetzalBoard } from '../../src/index.js';
import { $, $$, decisionOf, rng, uiStep } from './helpers.js';
import { fullScreenPage, leaveFullScreen } from './full-screen.js';

async function frames(el: QuetzalBoard, n = 3): Promise<void> {
  for (let i = 0; i < n; i++) {
    await el.updateComplete;
    await new Promise((r) => requestAnimationFrame(() => r(null)));
  }
}

/** Until the later parts (Phase 2 prompts, the log) have come. */
async function laterLoaded(el: QuetzalBoard): Promise<void> {
  for (let i = 0; i < 200 && ($(el, '[data-loading]') || !$(el, '.log .log-entry, .log [data-log]') && i < 20); i++) await frames(el, 1);
  expect($(el, '[data-loading]'), 'the later parts loaded').to.equal(null);
}

async function mount(lang = 'en'): Promise<QuetzalBoard> {
  fullScreenPage();
  const el = await fixture<QuetzalBoard>(html`<quetzal-board class="fit" no-save lang=${lang} players="3" names="Lucy,Jon,Maria" seed="21"></quetzal-board>`);
  await frames(el);
  return el;
}

const inside = (r: DOMRect, box: { top: number; left: number; bottom: number; right: number }) =>
  r.top >= box.top - 0.5 && r.left >= box.left - 0.5 && r.bottom <= box.bottom + 0.5 && r.right <= box.right + 0.5;

const onScreen = (r: DOMRect) => inside(r, { top: 0, left: 0, bottom: innerHeight, right: innerWidth });

/** A board at `width`×`height`, rolled: the first seat's placement, its prompt up. */
async function placing(width: number, height: number): Promise<QuetzalBoard> {
  await setViewport({ width, height });
  const el = await mount();
  await laterLoaded(el);
  $(el, '[data-action="roll"]')!.click();
  await frames(el);
  $(el, '.handover [data-action="continue"]')?.click();
  await frames(el);
  expect(decisionOf(el)).to.equal('place');
  return el;
}

/** Picks the prompt's first meeple (the board lights its targets). */
async function pickMeeple(el: QuetzalBoard): Promise<void> {
  $(el, '.prompt .pool-picker button.meeple')!.click();
  await frames(el, 2);
}

/** The boxes of a control's words that are shown (not those for screen readers only). */
function shownWords(b: HTMLElement): DOMRect[] {
  const out: DOMRect[] = [];
  const walk = document.createTreeWalker(b, NodeFilter.SHOW_TEXT);
  for (let n = walk.nextNode(); n; n = walk.nextNode()) {
    if (!n.textContent!.trim() || n.parentElement!.closest('.sr')) continue;
    const range = document.createRange();
    range.selectNodeContents(n);
    out.push(...[...range.getClientRects()].filter((t) => t.width > 0));
  }
  return out;
}

/** No page scroll; every control of the prompt and every legal target whole on the screen, none cut. */
function expectFits(el: QuetzalBoard, where: string): void {
  const doc = document.scrollingElement!;
  const sizes = ['.main', '.board', '.top-strip', '.loc-camp', '.loc-stela', '.loc-black_market', '.loc-harbor', '.loc-temple', '.loc-quarry', '.loc-small_temple', '.loc-ruins', '.loc-ship', '.loc-village', '.discovery', '.side-inner > .prompt', '.seats', '.log'].map((s) => `${s} ${Math.round($(el, s)?.getBoundingClientRect().height ?? -1)}`).join(', ');
  expect(doc.scrollHeight, `${where}: the page's height (${sizes})`).to.be.at.most(innerHeight);
  expect(doc.scrollWidth, `${where}: the page's width`).to.be.at.most(innerWidth);
  const screen = { top: 0, left: 0, bottom: innerHeight, right: innerWidth };
  const prompt = ($(el, '.overlay > .prompt') ?? $(el, '.prompt'))!;
  const promptBox = prompt.getBoundingClientRect();
  const controls = [
    ...$$(el, '.prompt button'),
    ...$$(el, 'button.spot.target.legal'),
    ...$$(el, '.records-bar button'),
  ].filter((b) => b.getClientRects().length > 0);
  expect(controls.length, `${where}: controls`).to.be.greaterThan(0);
  // No rule row or banner of the board wider than its place (longer French words included).
  const over = $$(el, '.meta, .banner').filter((n) => n.scrollWidth > n.clientWidth + 1).map((n) => `${n.className} ${n.scrollWidth} > ${n.clientWidth}`);
  expect(over, `${where}: boxes overflowing`).to.deep.equal([]);
  for (const b of controls) {
    const name = `${where}: ${b.dataset.action ?? b.dataset.target ?? b.textContent!.trim().slice(0, 30)}`;
    const r = b.getBoundingClientRect();
    expect(inside(r, screen), `${name} on the screen (${Math.round(r.top)}–${Math.round(r.bottom)})`).to.equal(true);
    if (prompt.contains(b)) expect(inside(r, promptBox), `${name} not scrolled out of the prompt`).to.equal(true);
    // Its words inside it (a badge such as the ✓ of a picked meeple may stand out: it is not text).
    for (const t of shownWords(b)) expect(inside(t, r), `${name}: its words inside it (${t.left}–${t.right} in ${r.left}–${r.right})`).to.equal(true);
    if (getComputedStyle(b).overflowX !== 'visible') expect(b.scrollWidth, `${name}: nothing cut`).to.be.at.most(b.clientWidth);
  }
}

describe('<quetzal-board> fits the device', () => {
  afterEach(leaveFullScreen);

  for (const vp of [{ width: 1024, height: 768, lang: 'en' }, { width: 768, height: 1024, lang: 'en' }, { width: 1024, height: 768, lang: 'fr' }]) {
    it(`at ${vp.width}×${vp.height} (${vp.lang}) a whole round plays with no page scroll and no clipped control`, async () => {
      await setViewport({ width: vp.width, height: vp.height });
      const el = await mount(vp.lang);
      await laterLoaded(el);
      const random = rng(vp.width);
      const seen = new Set<string>();
      for (let i = 0; i < 400; i++) {
        const kind = decisionOf(el);
        if (kind === 'handover') {
          await uiStep(el, { random });
          continue;
        }
        await frames(el, 2);
        await laterLoaded(el);
        expectFits(el, `${kind} #${i}`);
        seen.add(kind);
        // A meeple picked: the targets lit on the board must be on the screen too.
        if (kind === 'place') {
          $(el, '.prompt .pool-picker button.meeple')!.click();
          await frames(el, 2);
          expectFits(el, `place, a meeple picked #${i}`);
          $(el, '.prompt .pool-picker button.meeple[aria-pressed="true"]')!.click();
          await frames(el, 1);
        }
        if (kind === 'prepare') break;
        await uiStep(el, { random });
      }
      for (const kind of ['roll', 'place', 'deliver', 'prepare']) expect([...seen], 'decisions seen').to.include(kind);
    });
  }

  it('on a phone held sideways (844×390) the page scrolls under a whole prompt: never squeezed to fit the screen', async () => {
    const el = await placing(844, 390);
    await pickMeeple(el);
    const prompt = $(el, '.prompt')!;
    const whole = () => {
      const box = prompt.getBoundingClientRect();
      expect(box.height, 'the prompt shows all it holds').to.be.at.least(prompt.scrollHeight - 1);
      expect(box.height, 'at most about half the screen').to.be.at.most(390 * 0.48 + 1);
      for (const b of $$(el, '.prompt .pool-picker button, .prompt .actions button')) {
        expect(onScreen(b.getBoundingClientRect()), `${b.dataset.action ?? 'a meeple'} on the screen`).to.equal(true);
      }
      return box;
    };
    whole();
    // The board is taller than the screen: the page scrolls, the prompt stays on top of it (sticky).
    expect(document.scrollingElement!.scrollHeight, 'the page scrolls').to.be.greaterThan(2 * innerHeight);
    document.scrollingElement!.scrollTop = 450;
    await frames(el);
    expect(whole().top, 'the prompt at the top of the screen').to.be.closeTo(0, 1);
    // A lit target under it can be scrolled to and tapped.
    const target = $(el, '[data-target]:not([aria-disabled="true"])')!;
    target.scrollIntoView({ block: 'end' });
    await frames(el);
    expect(target.getBoundingClientRect().top, 'the target below the prompt').to.be.at.least(prompt.getBoundingClientRect().bottom - 0.5);
    document.scrollingElement!.scrollTop = 0;
  });

  it('on a large phone held sideways (932×430) the side column stays beside the board as the page scrolls', async () => {
    const el = await placing(932, 430);
    await pickMeeple(el);
    expect(document.scrollingElement!.scrollHeight, 'the page scrolls').to.be.greaterThan(2 * innerHeight);
    const board = $(el, '.board')!;
    for (const y of [0, 400, document.scrollingElement!.scrollHeight - innerHeight]) {
      document.scrollingElement!.scrollTop = y;
      await frames(el);
      const side = $(el, '.side')!.getBoundingClientRect();
      expect(side.top, `scrolled to ${y}: the side column on the screen`).to.be.closeTo(0, 9);
      expect(side.bottom, `scrolled to ${y}: as tall as the screen`).to.be.closeTo(innerHeight, 9);
      expect(side.left, 'beside the board').to.be.at.least(board.getBoundingClientRect().right - 0.5);
      const meeple = $(el, '.prompt .pool-picker button.meeple')!.getBoundingClientRect();
      expect(onScreen(meeple), `scrolled to ${y}: the prompt's meeples in sight`).to.equal(true);
    }
    document.scrollingElement!.scrollTop = 0;
  });

  // 320×568: a quarter of the screen (142 px) cut the meeples in half; 210 px then hid Your hand and Hint
  // (236 px of content) under an inner scroll, as on 360 and 375 px wide phones. (On a screen 840 px tall or
  // more the quarter holds: the 390×844 test below, and quetzal-board-refusals.test.ts's phone test.)
  for (const [width, height] of [[320, 568], [360, 640], [375, 667]] as const) {
    it(`on a narrow phone (${width}×${height}) the placement's prompt shows every meeple and button whole, without an inner scroll`, async () => {
      const el = await placing(width, height);
      await pickMeeple(el);
      const prompt = $(el, '.prompt')!;
      const box = prompt.getBoundingClientRect();
      expect(box.height, 'the prompt').to.be.above(height / 4);
      expect(box.height, 'the prompt').to.be.at.most(Math.min(240, height * 0.45) + 0.5);
      expect(prompt.scrollHeight, 'nothing under an inner scroll').to.be.at.most(prompt.clientHeight + 1);
      const meeples = $$(el, '.prompt .pool-picker button.meeple');
      expect(meeples.length).to.be.greaterThan(5);
      const buttons = [...meeples, ...['clear', 'show-hand', 'hint'].map((a) => $(el, `.prompt [data-action="${a}"]`)!)];
      for (const b of buttons) {
        expect(b, 'a button of the prompt').to.not.equal(null);
        expect(inside(b.getBoundingClientRect(), box), `${b.getAttribute('aria-label') ?? b.dataset.action} whole in the prompt`).to.equal(true);
      }
    });
  }

  it('on a 390×844 phone the prompt takes at most a quarter of the height, and the own hand is one tap away', async () => {
    const el = await placing(390, 844);
    const prompt = $(el, '.prompt')!;
    expect(prompt.getBoundingClientRect().height, 'the prompt').to.be.at.most(844 / 4);
    // Scrolled down the board, the prompt stays (sticky) and its "Your hand" button brings the hand.
    document.scrollingElement!.scrollTop = 600;
    await frames(el);
    const toHand = $(el, '.prompt [data-action="show-hand"]')!;
    expect(toHand, 'a "Your hand" button in the prompt').to.not.equal(null);
    expect(toHand.getBoundingClientRect().height).to.be.at.least(44);
    toHand.click();
    await frames(el, 4);
    const seat = el.state!.decision.seat!;
    const hand = $(el, `.seat[data-seat="${seat}"] .hand`)!;
    const h = hand.getBoundingClientRect();
    const p = prompt.getBoundingClientRect();
    expect(p.top, 'the prompt still on the screen').to.be.at.least(-0.5);
    expect(h.top, 'the hand below the prompt').to.be.at.least(p.bottom - 0.5);
    expect(h.bottom, 'the hand on the screen').to.be.at.most(innerHeight + 0.5);

    // Through the round: at every decision the prompt stays small and its buttons (Deliver nothing…) in sight.
    const random = rng(390);
    const seen = new Set<string>();
    for (let i = 0; i < 400 && decisionOf(el) !== 'prepare'; i++) {
      const kind = decisionOf(el);
      if (kind !== 'handover') {
        await frames(el, 2);
        const box = $(el, '.prompt')!.getBoundingClientRect();
        expect(box.height, `${kind}: the prompt`).to.be.at.most(844 / 4 + 0.5);
        for (const b of $$(el, '.prompt .actions button')) {
          const r = b.getBoundingClientRect();
          expect(inside(r, box), `${kind}: ${b.dataset.action} in sight in the prompt`).to.equal(true);
        }
        seen.add(kind);
      }
      await uiStep(el, { random });
    }
    expect([...seen]).to.include('deliver');
  });
});
