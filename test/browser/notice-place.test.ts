/**
 * Where a board notice shows. In one column (phones, portrait tablets) the notices' row comes after the
 * seats and the log, screens below the prompt; the notice sticks to the bottom of the screen while the
 * board is on it, so the person sees it arrive wherever they have scrolled. With a side column it opens
 * the column, above the prompt.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import '../../src/index.js';
import type { QuetzalBoard } from '../../src/index.js';
import { $ } from './helpers.js';

/** A board with a notice: a script set a property to a wrong type (the board says so and plays on). */
async function boardWithNotice(): Promise<{ el: QuetzalBoard; notice: HTMLElement }> {
  const el = await fixture<QuetzalBoard>(html`<quetzal-board no-save players="3" names="Lucy,Jon,Maria" seed="21"></quetzal-board>`);
  await el.updateComplete;
  (el as unknown as { lang: unknown }).lang = 123;
  await el.updateComplete;
  const notice = $(el, '[data-notice="prop-lang"]');
  expect(notice, 'the notice').to.not.equal(null);
  return { el, notice: notice! };
}

const frame = () => new Promise((r) => requestAnimationFrame(() => r(null)));

describe('<quetzal-board> notices are where the person looks', () => {
  afterEach(async () => {
    window.scrollTo(0, 0);
    await setViewport({ width: 800, height: 600 });
  });

  it('one column (390×844): the notice sticks to the bottom of the screen, at the top of the page and half-way down', async () => {
    await setViewport({ width: 390, height: 844 });
    const { el, notice } = await boardWithNotice();
    expect(el.getBoundingClientRect().height, 'the board is taller than the screen').to.be.greaterThan(2 * innerHeight);
    for (const y of [0, Math.round(el.getBoundingClientRect().height / 2)]) {
      window.scrollTo(0, y);
      await frame();
      const r = notice.getBoundingClientRect();
      expect(r.bottom, `scrolled to ${y}: on screen`).to.be.at.most(innerHeight);
      expect(r.top, `scrolled to ${y}: at the bottom of the screen`).to.be.greaterThan(innerHeight / 2);
      expect(r.width, 'as wide as the board').to.be.greaterThan(300);
      // Nothing of the board is drawn over it.
      const hit = el.shadowRoot!.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      expect(notice.contains(hit), `scrolled to ${y}: the notice is on top`).to.equal(true);
    }
  });

  it('portrait tablet (768×1024): the notice spans both columns of the seats and the log', async () => {
    await setViewport({ width: 768, height: 1024 });
    const { el, notice } = await boardWithNotice();
    const r = notice.getBoundingClientRect();
    const board = $(el, '.board')!.getBoundingClientRect();
    expect(r.bottom).to.be.at.most(innerHeight);
    expect(r.width, 'as wide as the board').to.be.greaterThan(board.width * 0.9);
  });

  it('with a side column (1024×768): the notice opens the column, above the prompt, and scrolls with the page', async () => {
    await setViewport({ width: 1024, height: 768 });
    const { el, notice } = await boardWithNotice();
    const prompt = $(el, '.side-inner > .prompt')!.getBoundingClientRect();
    const r = notice.getBoundingClientRect();
    expect(r.bottom).to.be.at.most(prompt.top);
    expect(getComputedStyle(notice.closest('.notices')!).position).to.equal('static');
  });
});
