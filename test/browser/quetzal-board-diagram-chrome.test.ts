/**
 * Diagram mode: a readonly board leaves out the game's chrome (the prompt's "View only", the empty game
 * log, the "To play" badge, the outline of the location activating now) unless the host asks for it
 * with chrome="full".
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import '../../src/index.js';
import type { GameState, QuetzalBoard } from '../../src/index.js';

const $ = (el: QuetzalBoard, sel: string) => el.shadowRoot!.querySelector<HTMLElement>(sel);

async function position(): Promise<GameState> {
  return (await fetch('/test/browser/fixtures/position-temple.json')).json() as Promise<GameState>;
}

async function started(el: QuetzalBoard): Promise<void> {
  await waitUntil(() => el.state !== null, 'the board did not start', { timeout: 5000 });
  await el.updateComplete;
}

describe('<quetzal-board> diagram chrome', () => {
  it('a readonly diagram shows no log, no "View only", no "To play" and no activation outline', async () => {
    const el = await fixture<QuetzalBoard>(html`<quetzal-board readonly loading="eager" .position=${await position()}></quetzal-board>`);
    await started(el);
    const text = el.shadowRoot!.textContent ?? '';
    expect($(el, '[part="log"]')).to.equal(null);
    expect(text).to.not.contain('Game log');
    expect(text).to.not.contain('No moves yet');
    expect(text).to.not.contain('View only');
    expect($(el, '.to-play')).to.equal(null);
    expect($(el, '.prompt')).to.equal(null);
    expect($(el, '.loc.active')).to.equal(null);
    expect($(el, '.frame')!.classList.contains('diagram')).to.equal(true);
    // The board itself is all there: the Temple's spaces and cards.
    expect(el.shadowRoot!.querySelectorAll('.temple-spaces .space.taken').length).to.equal(3);
    await expect(el).to.be.accessible();
  });

  it('chrome="full" keeps the log, "View only", "To play" and the activation outline', async () => {
    const el = await fixture<QuetzalBoard>(html`<quetzal-board readonly chrome="full" loading="eager" .position=${await position()}></quetzal-board>`);
    await started(el);
    const text = el.shadowRoot!.textContent ?? '';
    expect($(el, '[part="log"]')).to.not.equal(null);
    expect(text).to.contain('View only');
    expect($(el, '.seat[data-seat="1"] .to-play')!.textContent).to.equal('To play');
    expect($(el, '.loc.active')!.classList.contains('loc-temple')).to.equal(true);
    expect($(el, '.frame')!.classList.contains('diagram')).to.equal(false);
  });

  it('a playable board keeps its chrome without the attribute', async () => {
    const el = await fixture<QuetzalBoard>(html`<quetzal-board players="3" seed="4" no-save></quetzal-board>`);
    await started(el);
    expect($(el, '[part="log"]')).to.not.equal(null);
    expect($(el, '.prompt')).to.not.equal(null);
  });
});
