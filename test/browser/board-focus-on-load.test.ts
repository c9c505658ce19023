/**
 * A page that opens with a board below the fold (a blog post, a rules article) stays where the reader is:
 * neither board scrolls the page to itself nor takes the focus when its first screen appears — the
 * pass-and-play cover included. The focus moves with the turns only once the game is under way.
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import '../../src/index.js';
import '../../src/games/aztec/board/index.js';
import type { QuetzalBoard } from '../../src/index.js';

describe('a board below the fold, as the page opens', () => {
  beforeEach(() => window.scrollTo(0, 0));

  it('<quetzal-board> (pass-and-play: its first screen is the roll)', async () => {
    const host = await fixture<HTMLDivElement>(html`<div><div style="height: 3000px"></div></div>`);
    const el = document.createElement('quetzal-board') as QuetzalBoard;
    for (const [k, v] of [['players', '3'], ['no-save', ''], ['loading', 'eager']]) el.setAttribute(k, v!);
    host.append(el);
    await waitUntil(() => el.shadowRoot?.querySelector('.prompt button:not([disabled])'), 'the first prompt', { timeout: 15_000 });
    await el.updateComplete;
    expect(window.scrollY, 'the page stays where the reader is').to.equal(0);
    expect(document.activeElement, 'the focus stays on the page').to.equal(document.body);
  });

  for (const [what, seats, first] of [
    ['its pass-and-play cover', 'human:Ann, human:Bob, human:Cy', '.cover [data-action="continue"]'],
    ['one person’s prompt, beside computers', 'human:Ann, bot-easy, bot-easy', '[data-action="take"]'],
  ] as const) {
    it(`<aztec-board> with ${what}`, async () => {
      const host = await fixture<HTMLDivElement>(html`<div><div style="height: 3000px"></div></div>`);
      const el = document.createElement('aztec-board');
      for (const [k, v] of [['seats', seats], ['no-save', '']]) el.setAttribute(k, v);
      host.append(el);
      await waitUntil(() => el.shadowRoot?.querySelector(first), 'its first screen', { timeout: 15_000 });
      await el.updateComplete;
      expect(window.scrollY, 'the page stays where the reader is').to.equal(0);
      expect(document.activeElement, 'the focus stays on the page').to.equal(document.body);
    });
  }
});
