/** Pass-and-play privacy: no other seat's hand ever reaches the shadow DOM. */
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/index.js';
import type { QuetzalBoard } from '../../src/index.js';
import { $, $$, decisionOf, playToEnd, rng } from './helpers.js';

function assertPrivate(el: QuetzalBoard): number {
  const st = el.state!;
  const covered = decisionOf(el) === 'handover';
  const viewerPanel = $(el, '.seat.viewer');
  const viewer = covered || !viewerPanel ? null : Number(viewerPanel.dataset.seat);
  if (covered) {
    // Behind the cover nothing private is rendered at all.
    expect($$(el, '[data-hand-seat]').length, 'no hand behind the cover').to.equal(0);
    expect($(el, '.seat.viewer'), 'no viewer behind the cover').to.equal(null);
  }
  for (const node of $$(el, '[data-hand-seat]')) {
    expect(Number(node.dataset.handSeat), 'only the viewer\'s hand is rendered').to.equal(viewer);
  }
  let hidden = 0;
  st.seats.forEach((seat, i) => {
    if (i === viewer) return;
    for (const card of seat.hand) {
      expect(root(el).querySelector(`[data-card="${card}"]`), `card ${card} of seat ${i} is in the DOM`).to.equal(null);
      hidden++;
    }
  });
  if (viewer !== null) {
    expect($$(el, '.seat.viewer .hand [data-card]').length).to.equal(st.seats[viewer]!.hand.length);
  }
  return hidden;
}

const root = (el: QuetzalBoard) => el.shadowRoot!;

describe('<quetzal-board> pass-and-play privacy', () => {
  it('never renders another seat\'s hand, at every step of a 3-player game', async () => {
    const el = await fixture<QuetzalBoard>(html`<quetzal-board players="3" names="Ana,Ben,Cy" seed="21"
      .scenario=${{ firstPlayer: 2, seats: [{ hand: ['mummy', 'tablet:vp'] }, { hand: ['weapon'] }, { hand: ['pottery:coin'] }] }}></quetzal-board>`);
    let hiddenSeen = 0;
    let covers = 0;
    await playToEnd(el, {
      random: rng(77),
      check: (board) => {
        hiddenSeen += assertPrivate(board);
        if (decisionOf(board) === 'handover') covers++;
      },
    });
    assertPrivate(el);
    expect(covers).to.be.greaterThan(20);
    expect(hiddenSeen, 'other seats held cards at many points').to.be.greaterThan(50);
  });

  it('shows a "Pass to" cover that names the next person and hides the board', async () => {
    const el = await fixture<QuetzalBoard>(html`<quetzal-board players="3" names="Ana,Ben,Cy" seed="2" .scenario=${{ firstPlayer: 1 }}></quetzal-board>`);
    $(el, '[data-action="roll"]')!.click();
    await el.updateComplete;
    expect(decisionOf(el)).to.equal('handover');
    expect($(el, '.handover h2')!.textContent).to.contain('Ben');
    expect($(el, '.handover [data-action="continue"]')!.textContent).to.contain("I'm Ben");
    expect($(el, '.layout')!.hasAttribute('inert')).to.equal(true);
    expect(root(el).activeElement).to.equal($(el, '.handover [data-action="continue"]'));
    $(el, '[data-action="continue"]')!.click();
    await el.updateComplete;
    expect(decisionOf(el)).to.equal('place');
    expect($(el, '.seat.viewer')!.dataset.seat).to.equal('1');
  });
});
