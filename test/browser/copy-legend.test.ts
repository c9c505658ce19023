/**
 * Words for a newcomer (issue 13, problem 8): a legend names every glyph the board draws, prompts name
 * only what the player can do, long names are ellipsised but whole in the tooltip and the accessible
 * name, and French keeps "Phase" (the round's phases) apart from "Étape" (a lesson's step).
 */
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/index.js';
import type { QuetzalBoard, Scenario } from '../../src/index.js';
import { LESSONS } from '../../src/games/quetzal/tutorial/index.js';
import { $, $$, click, decisionOf, faces } from './helpers.js';
import { mountLesson, tq } from './tutorial-helpers.js';

async function frames(el: QuetzalBoard, n = 3): Promise<void> {
  for (let i = 0; i < n; i++) {
    await el.updateComplete;
    await new Promise((r) => requestAnimationFrame(() => r(null)));
  }
}

/** Until the later parts have come (the legend is one of them). */
async function laterLoaded(el: QuetzalBoard): Promise<void> {
  for (let i = 0; i < 200 && !$(el, '[data-legend]'); i++) await frames(el, 1);
  expect($(el, '[data-legend]'), `the legend loaded (${el.shadowRoot!.textContent!.slice(0, 200)})`).to.not.equal(null);
}

/** The classes of the glyphs drawn in an element (icons, and the order circles of the banners). */
function glyphKinds(root: Element | ShadowRoot): Set<string> {
  const kinds = new Set<string>();
  for (const svg of root.querySelectorAll('svg.icon')) {
    const c = svg.classList;
    for (const k of ['coin', 'vp', 'discovery', 'upg', 'fp', 'plane', 'bolt']) if (c.contains(k)) kinds.add(k);
    if (c.contains('rule')) kinds.add(`rule:${svg.querySelectorAll('path').length}:${svg.innerHTML.includes('M25 8v8') ? 'mix' : svg.innerHTML.includes('M23 20') ? 'nomix' : svg.innerHTML.includes('#1d1a17"') && !svg.innerHTML.includes('#fbf7ee') ? 'adv' : 'arch'}`);
    if (c.contains('meeple-svg')) kinds.add(c.contains('character') ? 'character' : c.contains('face-black') ? 'adventurer' : c.contains('face-white') ? 'archaeologist' : 'wild');
  }
  return kinds;
}

describe('<quetzal-board> words for a newcomer', () => {
  afterEach(() => localStorage.clear());

  it('the "?" opens a legend naming and explaining every glyph the board draws, in English and in French', async () => {
    const el = await fixture<QuetzalBoard>(html`<quetzal-board no-save players="3" names="Lucy,Jon,Maria" seed="4"></quetzal-board>`);
    await laterLoaded(el);
    await click(el, $(el, '[data-action="roll"]'), 'roll');
    await click(el, $(el, '.handover [data-action="continue"]'), 'continue');
    const open = $(el, '.prompt [data-action="legend"]')!;
    expect(open.getAttribute('aria-label')).to.equal('What the symbols mean');
    expect(open.getBoundingClientRect().height).to.be.at.least(44);
    const legend = $(el, '[data-legend]')!;
    expect(legend.matches(':popover-open'), 'closed at first').to.equal(false);
    open.click();
    await frames(el, 1);
    expect(legend.matches(':popover-open'), 'opened by "?"').to.equal(true);
    expect(legend.getAttribute('role')).to.equal('dialog');
    expect(legend.querySelector('h2')!.textContent).to.equal('What the symbols mean');

    // Every entry: a glyph, a name and what it means.
    const entries = [...legend.querySelectorAll<HTMLElement>('.lg')];
    expect(entries.length).to.be.at.least(18);
    for (const e of entries) {
      expect(e.querySelector('.lg-glyph')!.children.length + e.querySelector('.lg-glyph')!.textContent!.trim().length, `${e.dataset.glyph}: a glyph`).to.be.greaterThan(0);
      expect(e.querySelector('.lg-name')!.textContent!.trim(), `${e.dataset.glyph}: a name`).to.not.equal('');
      expect(e.querySelector('dd')!.textContent!.trim().length, `${e.dataset.glyph}: a meaning`).to.be.greaterThan(10);
    }
    const names = entries.map((e) => e.querySelector('.lg-name')!.textContent);
    expect(names).to.include.members(['Coin', 'Victory point (VP)', 'Discovery', 'Upgrade tile', 'First Player', 'At once', 'Stacked meeples']);
    // Every kind of glyph on the board (and in the seat panels, the prompt) is in the legend.
    const board = glyphKinds(el.shadowRoot!.querySelector('.layout')!);
    const explained = glyphKinds(legend);
    expect(board.size).to.be.greaterThan(8);
    for (const kind of board) expect(explained.has(kind), `the legend explains the board's ${kind}`).to.equal(true);
    // The banners' numbers (activation order) and the ×n of stacked meeples are explained too.
    expect(legend.querySelector('[data-glyph="order"] .order')).to.not.equal(null);
    expect(legend.querySelector('[data-glyph="count"]')!.textContent).to.contain('×3');

    // Closed by its button; French names.
    await click(el, legend.querySelector<HTMLElement>('[data-action="close-legend"]'), 'close');
    await frames(el, 1);
    expect(legend.matches(':popover-open')).to.equal(false);
    el.lang = 'fr';
    await frames(el);
    const fr = $(el, '[data-legend]')!;
    expect(fr.querySelector('h2')!.textContent).to.equal('Ce que signifient les symboles');
    expect([...fr.querySelectorAll('.lg-name')].map((n) => n.textContent)).to.include.members(['Pièce', 'Point de victoire (PV)', 'Découverte', 'Premier Joueur']);
  });

  it('a long seat name is ellipsised, whole in its tooltip and in the accessible name', async () => {
    const long = 'Computer (hard) sitting by the window';
    const wrap = await fixture<HTMLDivElement>(html`<div style="width: 1024px"><quetzal-board no-save players="3" names=${`${long},Jon,Maria`} seed="4"></quetzal-board></div>`);
    const el = wrap.querySelector('quetzal-board') as QuetzalBoard;
    await laterLoaded(el);
    const name = $(el, '.seat[data-seat="0"] .seat-name')!;
    expect(getComputedStyle(name).textOverflow).to.equal('ellipsis');
    expect(name.scrollWidth, 'cut on screen').to.be.greaterThan(name.clientWidth);
    expect(name.title).to.equal(long);
    expect($(el, '.seat[data-seat="0"]')!.getAttribute('aria-label')).to.contain(long);
  });

  it('the reroll prompt names only the reroll Upgrades the player owns, and says what to do before any meeple is picked', async () => {
    // Lucy owns U01 (reroll up to 2) and not U02.
    const scenario: Scenario = { firstPlayer: 0, rolls: faces([['black', 21]]), seats: [{ upgrades: ['U01'] }] };
    const el = await fixture<QuetzalBoard>(html`<quetzal-board no-save players="3" names="Lucy,Jon,Maria" seed="4" .scenario=${scenario}></quetzal-board>`);
    await laterLoaded(el);
    await click(el, $(el, '[data-action="roll"]'), 'roll');
    for (let i = 0; i < 5 && decisionOf(el) === 'handover'; i++) await click(el, $(el, '.handover [data-action="continue"]'), 'continue');
    expect(decisionOf(el)).to.equal('reroll');
    const hint = $(el, '.prompt .hint')!.textContent!;
    expect(hint).to.contain('U01');
    expect(hint).to.not.contain('U02');
    expect($(el, '[data-action="reroll-all"]')).to.equal(null);
    const button = $(el, '[data-action="reroll-selected"]') as HTMLButtonElement;
    expect(button.disabled).to.equal(true);
    expect(button.textContent!.trim()).to.equal('Pick meeples to reroll');
    await click(el, $$(el, '.prompt .pool-picker button.meeple')[0]!, 'meeple');
    expect(($(el, '[data-action="reroll-selected"]') as HTMLButtonElement).disabled).to.equal(false);
    expect($(el, '[data-action="reroll-selected"]')!.textContent!.trim()).to.equal('Reroll 1 meeple (U01)');
  });

  it('French: the round has phases ("Phase 1"), a lesson has steps ("Étape 1 sur 5")', async () => {
    const tut = await mountLesson(LESSONS[0]!, 'fr');
    expect(tq(tut, '.count')!.textContent).to.match(/^Étape 1 sur \d+$/);
    expect(tut.shadowRoot!.textContent).to.match(/phase 1\u00a0:/i);
    expect(tut.shadowRoot!.textContent).to.not.match(/Étape \d\s*:/);
    // The French lessons' texts never call a phase an "étape".
    for (const lesson of LESSONS) {
      const all = JSON.stringify(lesson);
      expect(all, lesson.id).to.not.match(/[ÉéE]tape \d|l’étape \d|À l’étape/);
    }
  });
});
