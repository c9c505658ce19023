/**
 * The table's memory in the seat panels: the cards another seat took face up (the Temple display, a
 * Surrounding) show in that seat's panel, labelled "Known", the rest of its hand as a face-down count;
 * a card it drew face down never appears.
 */
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/index.js';
import { CARDS, knownCards, type QuetzalBoard } from '../../src/index.js';
import { $, $$, decisionOf, rng, uiStep } from './helpers.js';

/** The viewer's seat, or null behind a hand-over cover. */
function viewerOf(el: QuetzalBoard): number | null {
  const panel = $(el, '.seat.viewer');
  return decisionOf(el) === 'handover' || !panel ? null : Number(panel.dataset.seat);
}

/**
 * Every other seat's panel shows exactly the engine's known cards (alike ones once, with ×n) and the
 * rest as a face-down count; nothing else of its hand. Returns the seats showing known cards.
 */
function checkPanels(el: QuetzalBoard): number[] {
  const st = el.state!;
  const known = knownCards(st);
  const viewer = viewerOf(el);
  const showing: number[] = [];
  st.seats.forEach((seat, i) => {
    const panel = $(el, `.seat[data-seat="${i}"]`)!;
    if (i === viewer) {
      expect(panel.querySelector('.known-hand'), 'the viewer sees its own hand, not a known list').to.equal(null);
      return;
    }
    // No card of this seat's hand with data-card (a private hand's mark) outside the viewer's panel.
    for (const c of seat.hand) expect(panel.querySelector(`[data-card="${c}"]`), `card ${c} as a hand card`).to.equal(null);
    const shown = [...panel.querySelectorAll<HTMLElement>('.known-hand [data-known-card]')].map((n) => Number(n.dataset.knownCard));
    const counts = [...panel.querySelectorAll<HTMLElement>('.known-hand .known-card')].map((n) => Number(n.querySelector('.known-n')?.textContent?.slice(1) ?? 1));
    // Each shown card is known and in the hand; together with their counts they are all the known cards.
    for (const c of shown) expect(known[i], `card ${c} shown for seat ${i}`).to.include(c);
    const kinds = (list: number[]) => list.map((c) => `${CARDS[c]!.type}:${CARDS[c]!.bonus}`);
    expect(kinds(shown).length, 'alike cards once').to.equal(new Set(kinds(known[i]!)).size);
    expect(counts.reduce((a, b) => a + b, 0), 'with their counts, every known card').to.equal(known[i]!.length);
    const more = panel.querySelector('.known-hand .known-more');
    const faceDown = seat.hand.length - known[i]!.length;
    if (known[i]!.length) {
      expect(panel.querySelector('.known-hand')!.getAttribute('aria-label')).to.equal(`Cards ${seat.name} took face up`);
      expect(panel.querySelector('.known-label')!.textContent).to.equal('Known cards:');
      expect(more?.textContent ?? null).to.equal(faceDown ? `+${faceDown} face down` : null);
      showing.push(i);
    } else {
      expect(panel.querySelector('.known-hand'), `no known list for seat ${i}`).to.equal(null);
    }
  });
  return showing;
}

describe('<quetzal-board> known cards in the seat panels', () => {
  it('shows the cards a seat took from the Temple display in its panel to the next seat, never a hidden card', async () => {
    const el = await fixture<QuetzalBoard>(html`<quetzal-board players="3" names="Ana,Ben,Cy" seed="5" no-handover></quetzal-board>`);
    const policy = { random: rng(3), prefer: ['temple:0', 'temple:1', 'temple:2', 'temple:3', 'temple:4'] };
    let takenBy: number | null = null;
    let taken: number[] = [];
    let shownToOther = false;
    let checks = 0;
    for (let step = 0; step < 600 && decisionOf(el) !== 'gameOver' && !shownToOther; step++) {
      const before = el.state!;
      const deciding = before.decision.seat;
      const kind = await uiStep(el, policy);
      checks += checkPanels(el).length;
      if (kind === 'templeCards' && deciding !== null) {
        takenBy = deciding;
        taken = el.state!.seats[deciding]!.hand.filter((c) => !before.seats[deciding]!.hand.includes(c));
        expect(taken.length, 'cards taken from the Temple display').to.be.greaterThan(0);
      }
      const viewer = viewerOf(el);
      if (takenBy !== null && viewer !== null && viewer !== takenBy) {
        const still = taken.filter((c) => el.state!.seats[takenBy!]!.hand.includes(c));
        if (!still.length) {
          takenBy = null; // delivered before anyone else looked: wait for the next take
          continue;
        }
        const panel = $(el, `.seat[data-seat="${takenBy}"] .known-hand`)!;
        expect(panel, `seat ${takenBy}'s known cards, seen by seat ${viewer}`).to.not.equal(null);
        const labels = [...panel.querySelectorAll('[role="listitem"]')].map((n) => n.getAttribute('aria-label') ?? n.querySelector('[aria-label]')?.getAttribute('aria-label') ?? n.textContent);
        const alike = (a: number, b: number) => CARDS[a]!.type === CARDS[b]!.type && CARDS[a]!.bonus === CARDS[b]!.bonus;
        const faceUp = [...panel.querySelectorAll<HTMLElement>('[data-known-card]')].map((n) => Number(n.dataset.knownCard));
        for (const c of still) {
          expect(faceUp.some((s) => alike(s, c)), `card ${c} (${CARDS[c]!.type}) face up in seat ${takenBy}'s panel`).to.equal(true);
          expect(labels.join(' | ').toLowerCase(), `the ${CARDS[c]!.type} card is named`).to.contain(CARDS[c]!.type.slice(0, 4));
        }
        shownToOther = true;
      }
    }
    expect(shownToOther, 'a seat took cards face up and another seat saw them in its panel').to.equal(true);
    expect(checks).to.be.greaterThan(0);
  });

  it('says it in French', async () => {
    const el = await fixture<QuetzalBoard>(html`<quetzal-board players="2" names="Ana,Ben" seed="8" lang="fr" no-handover></quetzal-board>`);
    const policy = { random: rng(9), prefer: ['temple:0', 'temple:1', 'temple:2', 'temple:3', 'temple:4'] };
    for (let step = 0; step < 600 && decisionOf(el) !== 'gameOver'; step++) {
      await uiStep(el, policy);
      const list = $$(el, '.seat:not(.viewer) .known-hand')[0];
      if (list) {
        const seat = el.state!.seats[Number(list.closest<HTMLElement>('.seat')!.dataset.seat)]!;
        expect(list.getAttribute('aria-label')).to.equal(`Cartes prises face visible par ${seat.name}`);
        expect(list.querySelector('.known-label')!.textContent).to.equal('Cartes connues\u00a0:');
        return;
      }
    }
    expect.fail('no known card was shown in a French game');
  });
});
