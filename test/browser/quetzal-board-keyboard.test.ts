/**
 * The board by keyboard alone (keys sent by the browser: Tab, Shift+Tab, arrows, Enter, Space): after each
 * action the focus goes to the next sensible control, the board's targets are one Tab stop with arrow
 * keys between them, and a whole round plays without a mouse.
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../src/index.js';
import type { QuetzalBoard } from '../../src/index.js';

const $ = (el: QuetzalBoard, sel: string) => el.shadowRoot!.querySelector<HTMLElement>(sel);
const focused = (el: QuetzalBoard) => el.shadowRoot!.activeElement as HTMLElement | null;

async function press(el: QuetzalBoard, key: string): Promise<void> {
  if (key === 'Shift+Tab') {
    await sendKeys({ down: 'Shift' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ up: 'Shift' });
  } else await sendKeys({ press: key });
  await el.updateComplete;
}

/** Presses Tab until the focus is on `sel` (at most `max` times); returns how many presses it took. */
async function tabTo(el: QuetzalBoard, sel: string, max = 30): Promise<number> {
  for (let i = 0; i <= max; i++) {
    if (focused(el)?.matches(sel)) return i;
    await press(el, 'Tab');
  }
  throw new Error(`Tab never reached ${sel} (decision ${el.state?.decision.kind}, focus on ${focused(el)?.outerHTML.slice(0, 120)})`);
}

async function board(attrs = ''): Promise<QuetzalBoard> {
  const wrap = await fixture<HTMLDivElement>(html`<div><button id="before">before</button></div>`);
  wrap.insertAdjacentHTML('beforeend', `<quetzal-board players="3" names="Ana,Ben,Cy" seed="kb-3" no-save no-handover input-guard="0" ${attrs}></quetzal-board>`);
  const el = wrap.querySelector('quetzal-board') as QuetzalBoard;
  await waitUntil(() => el.state !== null && $(el, '[data-action="roll"]') !== null, 'the board did not start');
  // The later parts (the keyboard's part among them) come right after the first render.
  await waitUntil(() => $(el, '.log-entry, .log-empty') !== null && !$(el, '.log-list')!.textContent!.includes('…'), 'later parts');
  await el.updateComplete;
  wrap.querySelector<HTMLElement>('#before')!.focus();
  return el;
}

const inPrompt = (el: QuetzalBoard) => !!focused(el)?.closest('.prompt');

describe('<quetzal-board> by keyboard', () => {
  afterEach(() => localStorage.clear());

  it('after the roll the focus is on the first meeple; one Tab from a picked meeple reaches the board; arrows move between places', async () => {
    const el = await board();
    await tabTo(el, '[data-action="roll"]');
    await press(el, 'Enter');
    expect(el.state!.flow.rolled).to.equal(true);
    // The roll button has gone: the focus is on the prompt's first option, the first meeple.
    await waitUntil(() => focused(el)?.matches('.pool-picker button.meeple') ?? false, 'focus on the first meeple after the roll');
    expect(focused(el)).to.equal($(el, '.pool-picker button.meeple'));
    await press(el, ' ');
    expect(focused(el)!.getAttribute('aria-pressed')).to.equal('true');
    // One Tab: the first legal place on the board.
    await press(el, 'Tab');
    const first = focused(el)!;
    expect(first.dataset.target).to.be.a('string');
    expect(first.classList.contains('legal')).to.equal(true);
    // Only one target is a Tab stop.
    expect([...el.shadowRoot!.querySelectorAll<HTMLElement>('button[data-target]')].filter((b) => b.tabIndex === 0)).to.deep.equal([first]);
    await press(el, 'ArrowRight');
    const second = focused(el)!;
    expect(second.dataset.target).to.not.equal(first.dataset.target);
    expect(second.tabIndex).to.equal(0);
    expect(first.tabIndex).to.equal(-1);
    await press(el, 'ArrowLeft');
    expect(focused(el)).to.equal(first);
    await press(el, 'End');
    expect(focused(el)).to.equal([...el.shadowRoot!.querySelectorAll('button[data-target]')].pop());
    await press(el, 'Home');
    expect(focused(el)).to.equal($(el, 'button[data-target]'));
    await press(el, 'ArrowDown');
    expect(focused(el)!.dataset.target).to.not.equal($(el, 'button[data-target]')!.dataset.target);
    // Shift+Tab goes back to the meeple picked.
    await press(el, 'Shift+Tab');
    expect(focused(el)!.matches('.pool-picker button.meeple[aria-pressed="true"]')).to.equal(true);
  });

  it('pass and play: the cover\'s button has the focus, and after it the prompt\'s first option', async () => {
    const el = await board();
    el.noHandover = false;
    await el.updateComplete;
    await tabTo(el, '[data-action="roll"]');
    await press(el, 'Enter');
    await waitUntil(() => focused(el)?.matches('.handover [data-action="continue"]') ?? false, 'focus on the cover\'s button');
    await press(el, 'Enter');
    await waitUntil(() => focused(el)?.matches('.prompt .pool-picker button.meeple') ?? false, 'focus on the first meeple after the cover');
    expect(focused(el)).to.equal($(el, '.prompt .pool-picker button.meeple'));
  });

  it('the focus ring is strong: 4px in --quetzal-focus', async () => {
    const el = await board();
    await tabTo(el, '[data-action="roll"]');
    const style = getComputedStyle(focused(el)!);
    expect(style.outlineWidth).to.equal('4px');
    expect(style.outlineStyle).to.equal('solid');
    expect(style.outlineColor).to.equal('rgb(28, 126, 214)');
  });

  it('plays a whole round by keyboard alone, the focus always on a control of the board', async () => {
    const el = await board();
    await tabTo(el, '[data-action="roll"]');
    let steps = 0;
    while (el.state!.round === 1 && steps++ < 200) {
      const d = el.state!.decision.kind;
      // After every action the focus is on a control of the board, never back on the document.
      await waitUntil(() => focused(el) !== null, `focus lost at ${d}`);
      switch (d) {
        case 'roll':
          expect(focused(el)!.dataset.action).to.equal('roll');
          await press(el, 'Enter');
          break;
        case 'reroll':
          await tabTo(el, '[data-action="keep-roll"]');
          await press(el, 'Enter');
          break;
        case 'place': {
          expect(focused(el)!.matches('.pool-picker button.meeple'), 'place: focus on a meeple').to.equal(true);
          await press(el, ' ');
          await press(el, 'Tab');
          expect(focused(el)!.matches('button[data-target]'), 'one Tab to the board').to.equal(true);
          // Walk the places with the arrows; take the first legal one that is not the Camp.
          for (let i = 0; i < 20 && (focused(el)!.dataset.target === 'camp' || !focused(el)!.classList.contains('legal')); i++) await press(el, 'ArrowRight');
          if (!focused(el)!.classList.contains('legal')) await press(el, 'Home');
          while (!focused(el)!.classList.contains('legal')) await press(el, 'ArrowRight');
          await press(el, 'Enter');
          if ($(el, '.color-choice')) {
            expect(focused(el)!.closest('.color-choice'), 'the colour choice has the focus').to.not.equal(null);
            await press(el, 'Enter');
          }
          break;
        }
        case 'campReroll':
          await tabTo(el, '[data-action="no-reroll"]');
          await press(el, 'Enter');
          break;
        case 'templeCards': {
          expect(inPrompt(el), 'temple: focus in the prompt').to.equal(true);
          const take = () => $(el, '[data-action="take-cards"]') as HTMLButtonElement;
          while (take().disabled) {
            if (focused(el)!.matches('button.card[aria-pressed="false"]')) await press(el, ' ');
            if (take().disabled) await press(el, 'Tab');
          }
          await tabTo(el, '[data-action="take-cards"]');
          await press(el, 'Enter');
          break;
        }
        case 'keepDrawn':
          await tabTo(el, '[data-action="keep"]');
          await press(el, 'Enter');
          break;
        case 'blackMarket':
          await tabTo(el, '[data-action="keep-cards"]');
          await press(el, 'Enter');
          break;
        case 'chooseUpgrade':
        case 'discardUpgrade':
          await tabTo(el, '.tile-picker button.upg');
          await press(el, 'Enter');
          break;
        case 'deliver':
          expect(inPrompt(el), 'deliver: focus in the prompt').to.equal(true);
          await tabTo(el, '[data-action="deliver-nothing"]');
          await press(el, 'Enter');
          break;
        case 'prepare':
          await waitUntil(() => focused(el)?.dataset.action === 'prepare', 'focus on Next round');
          await press(el, 'Enter');
          break;
        default:
          throw new Error(`unexpected decision ${d}`);
      }
      await el.updateComplete;
    }
    expect(el.state!.round).to.equal(2);
    expect(el.shadowRoot!.querySelectorAll('.log-entry').length).to.be.greaterThan(8);
    // Round 2 begins with the focus on its roll.
    await waitUntil(() => focused(el)?.dataset.action === 'roll', 'focus on the next roll');
  });
});
