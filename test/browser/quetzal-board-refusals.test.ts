/**
 * Every refusal explains itself (issue 13, problem 1): a place the selected meeples cannot go stays
 * focusable and tappable; tapping it changes nothing in the game but shows the engine's reason beside it
 * and under the prompt (a polite status), and the reason is the place's accessible description.
 */
import { expect } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import '../../src/index.js';
import type { QuetzalBoard, Scenario } from '../../src/index.js';
import { $, click } from './helpers.js';

/** Ann (first player, 1 coin) rolled six adventurers; Bob and Cy six archaeologists each; all have their Character (id 6). */
const SCENARIO: Scenario = {
  firstPlayer: 0,
  rolls: [...Array(7).fill('black'), ...Array(7).fill('white'), ...Array(7).fill('white')],
  seats: [{ coins: 1 }, { coins: 5 }, { coins: 5 }],
};

async function mount(lang = 'en'): Promise<{ el: QuetzalBoard; errors: string[] }> {
  const el = document.createElement('quetzal-board');
  el.setAttribute('names', 'Ann,Bob,Cy');
  el.setAttribute('seed', '3');
  el.setAttribute('no-handover', '');
  el.setAttribute('no-save', '');
  el.setAttribute('lang', lang);
  el.scenario = SCENARIO;
  const errors: string[] = [];
  el.addEventListener('quetzal-error', (e) => errors.push((e as CustomEvent).detail.code));
  document.body.append(el);
  await el.updateComplete;
  await click(el, $(el, '[data-action="roll"]'), 'roll');
  // The reasons are worded by the later parts (fetched after the first render).
  await el.updateComplete;
  return { el, errors };
}

async function pick(el: QuetzalBoard, ...ids: number[]): Promise<void> {
  for (const id of ids) await click(el, $(el, `.prompt .pool-picker button[data-meeple="${id}"]`), `meeple ${id}`);
}

/** Taps a refused place: the game must not change; returns the reason shown beside it and the prompt's line. */
async function tapRefused(el: QuetzalBoard, key: string): Promise<{ beside: string; said: string; code: string }> {
  const target = $(el, `button[data-target="${key}"]`)!;
  expect(target.getAttribute('aria-disabled'), `${key} is refused`).to.equal('true');
  expect((target as HTMLButtonElement).disabled, 'but still focusable and tappable').to.equal(false);
  const before = el.state;
  target.click();
  await el.updateComplete;
  expect(el.state, 'nothing changes').to.equal(before);
  const why = target.querySelector('.why')!;
  expect(target.getAttribute('aria-describedby'), 'the reason describes the place').to.equal(why.id);
  expect(target.classList.contains('explained')).to.equal(true);
  expect(getComputedStyle(why).display, 'shown beside it').to.equal('block');
  const said = $(el, `[data-why-said="${key}"]`)!;
  expect(said.getAttribute('role')).to.equal('status');
  return { beside: why.textContent!, said: said.textContent!, code: why.getAttribute('data-why')! };
}

describe('<quetzal-board> says why a place is refused', () => {
  afterEach(() => {
    for (const el of document.querySelectorAll('quetzal-board')) el.remove();
  });

  it('colour, coins and the First Player at the Stela, in the player\'s words, with no error event', async () => {
    const { el, errors } = await mount();
    await pick(el, 0);
    expect(await tapRefused(el, 'temple:0')).to.deep.equal({
      code: 'WRONG_COLOR',
      beside: 'Only archaeologists go here (a Character counts as either).',
      said: 'Temple space 1: Only archaeologists go here (a Character counts as either).',
    });
    // Another selection: the explanation goes (a new tap explains again).
    await pick(el, 0, 6);
    expect($(el, '[data-why-said]')).to.equal(null);
    expect((await tapRefused(el, 'temple:0')).beside).to.equal('It costs 5 coins; you have 1.');
    expect((await tapRefused(el, 'stela')).beside).to.equal('The First Player may not go to the Stela of Knowledge.');
    // A legal place still plays at once.
    await click(el, $(el, 'button.spot.target.legal[data-target="temple:4"]'), 'temple 5');
    expect(el.state!.board.templeSpaces[4]).to.not.equal(null);
    expect(errors).to.deep.equal([]);
  });

  it('bids: the colour of the bid there, and how many it takes to outbid', async () => {
    const { el } = await mount();
    expect(el.play({ type: 'place', seat: 0, location: 'quarry', meeples: [0, 1], color: 'adventurer' })).to.equal(true);
    await el.updateComplete;
    await pick(el, 0);
    expect((await tapRefused(el, 'quarry')).beside)
      .to.equal('The bid here is of adventurers: yours must be adventurers too (a Character counts as either).');
    await pick(el, 0, 6);
    expect((await tapRefused(el, 'quarry')).said).to.equal('Quarry: 2 meeples hold it: place at least 3 to outbid.');
  });

  it('in French', async () => {
    const { el } = await mount('fr');
    await pick(el, 6);
    expect((await tapRefused(el, 'temple:1')).said).to.equal('Case 2 du Temple\u00a0: Cela coûte 4 pièces\u202f; vous en avez 1.');
  });

  it('on a phone the reason takes the placing hint\'s place, under the title, whole within the quarter-height prompt', async () => {
    await setViewport({ width: 390, height: 844 });
    try {
      const { el } = await mount();
      await pick(el, 0);
      const hint = $(el, '.prompt > .hint')!;
      expect(getComputedStyle(hint).display, 'the placing hint, before a refusal').to.not.equal('none');
      await tapRefused(el, 'temple:0');
      const prompt = $(el, '.prompt')!;
      const said = $(el, '.prompt > .why-said')!;
      const title = $(el, '.prompt > .prompt-title')!;
      expect(getComputedStyle(hint).display, 'the reason replaces the hint').to.equal('none');
      expect(prompt.getBoundingClientRect().height, 'a quarter of the height at most').to.be.at.most(844 / 4 + 1);
      expect(prompt.scrollTop).to.equal(0);
      const box = prompt.getBoundingClientRect();
      const line = said.getBoundingClientRect();
      expect(line.top, 'right under the title').to.be.at.least(title.getBoundingClientRect().bottom - 1);
      expect(line.bottom, 'whole, not cut by the prompt').to.be.at.most(box.bottom);
      const help = $(el, '.prompt > .legend-open')!.getBoundingClientRect();
      expect(line.right <= help.left || line.top >= help.bottom, 'clear of the "?" button').to.equal(true);
    } finally {
      await setViewport({ width: 800, height: 600 });
    }
  });

  it('on a portrait tablet the hint beside the title stays clear of the "?" button', async () => {
    await setViewport({ width: 768, height: 1024 });
    try {
      // The roll's prompt: its title and hint share the first row, by the "?".
      const el = document.createElement('quetzal-board');
      el.setAttribute('players', '3');
      el.setAttribute('no-handover', '');
      el.setAttribute('no-save', '');
      document.body.append(el);
      await el.updateComplete;
      const hint = $(el, '.prompt > .prompt-title + .hint')!;
      expect(hint.getBoundingClientRect().top, 'beside the title').to.be.below($(el, '.prompt > .prompt-title')!.getBoundingClientRect().bottom);
      const help = $(el, '.prompt > .legend-open')!.getBoundingClientRect();
      // Wherever its text wraps, a line can reach the right edge of the hint's content box: that edge is
      // left of the "?" (the hint's top row is the button's).
      const box = hint.getBoundingClientRect();
      const textRight = box.right - parseFloat(getComputedStyle(hint).paddingRight);
      expect(box.top, 'the hint shares the "?" row').to.be.below(help.bottom);
      expect(textRight, 'the hint\'s text stops left of the "?"').to.be.at.most(help.left);
      el.remove();
    } finally {
      await setViewport({ width: 800, height: 600 });
    }
  });
});
