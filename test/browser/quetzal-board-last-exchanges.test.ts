/**
 * "At any time" (U07, U10) through the board: in pass-and-play, the holder of U07 reaches the
 * last-exchanges step behind the hand-over cover, exchanges, says Done, and the final scores count it.
 */
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import '../../src/index.js';
import type { QuetzalBoard, Scenario } from '../../src/index.js';
import { $, $$, click, decisionOf, faces, shownStats, uiStep } from './helpers.js';

/**
 * Round 5, Ann has the marker and holds U07. Everyone camps, one meeple a turn, so the round ends with no
 * Phase 3 choice and Cy holds the device last: Ann's last decision needs the cover.
 */
const scenario: Scenario = {
  round: 5, firstPlayer: 0, rolls: faces([['white', 21]]),
  seats: [{ upgrades: ['U07'], score: 10 }, {}, {}],
};

/** Plays (everyone to the Camp) until the board shows `kind` or the game is over. */
async function playUntil(el: QuetzalBoard, kind: string): Promise<void> {
  for (let i = 0; i < 200 && decisionOf(el) !== kind && decisionOf(el) !== 'gameOver'; i++) {
    await uiStep(el, { random: () => 0.99, prefer: ['camp'] });
  }
}

describe('<quetzal-board> the last-exchanges step', () => {
  it('pass-and-play: the cover passes the device to Ann, she exchanges 2 coins for 1 VP, says Done, and the final score counts it', async () => {
    const el = await fixture<QuetzalBoard>(html`<quetzal-board no-save players="3" names="Ann,Bob,Cy" seed="3" .scenario=${scenario}></quetzal-board>`);
    await playUntil(el, 'prepare');
    expect(decisionOf(el)).to.equal('prepare');
    await click(el, $(el, '[data-action="prepare"]'), 'final scoring');
    // Not the final scores yet: the device goes to Ann first (the cover hides everything private).
    expect(el.state!.phase).to.equal('lastExchanges');
    expect($(el, '.handover')?.dataset.handover).to.equal('0');
    expect($(el, '.handover h2')!.textContent).to.contain('Ann');
    expect($(el, '[data-action="end-exchanges"]'), 'nothing to act on behind the cover').to.equal(null);
    await click(el, $(el, '.handover [data-action="continue"]'), 'continue');

    const prompt = $(el, '.prompt')!;
    expect(prompt.dataset.decision).to.equal('lastExchanges');
    expect(prompt.querySelector('.prompt-title')!.textContent).to.equal('Ann: last chance to exchange');
    const coins = el.state!.seats[0]!.coins;
    expect(coins).to.be.greaterThan(3);
    expect(prompt.querySelector('.hint')!.textContent).to.contain(`You have ${coins} coins.`);
    const exchange = $(el, '.prompt [data-action="exchange-U07"]')!;
    expect(exchange.textContent).to.contain('Pay 2 coins: +1 VP');
    const done = $(el, '.prompt [data-action="end-exchanges"]')!;
    expect(done.textContent!.trim()).to.equal('Done exchanging');
    expect(done.getBoundingClientRect().height).to.be.at.least(44);

    await click(el, exchange, 'exchange');
    expect(el.state!.seats[0]!.score).to.equal(11);
    expect(el.state!.seats[0]!.coins).to.equal(coins - 2);
    expect(shownStats(el)[0]!.score).to.equal(11);
    expect(decisionOf(el)).to.equal('lastExchanges');
    expect($(el, '.log')!.textContent).to.contain('Ann paid 2 coins for 1 VP.');

    const gameOver = oneEvent(el, 'quetzal-game-over');
    await click(el, $(el, '.prompt [data-action="end-exchanges"]'), 'done');
    const { detail } = await gameOver;
    expect(decisionOf(el)).to.equal('gameOver');
    expect(detail.scores[0].track).to.equal(11);
    const ann = $$(el, 'table[data-scores] tbody tr').find((r) => r.dataset.seat === '0')!;
    expect(ann.querySelector('[data-col="track"]')!.textContent!.trim()).to.equal('11');
    expect(ann.querySelector('[data-col="coins"]')!.textContent!.trim()).to.equal(`${coins - 2} → ${Math.floor((coins - 2) / 3)}`);
    expect($(el, '.log')!.textContent).to.contain('Ann made no more exchanges.');
  });

  it('in French: "dernière chance d\'échanger" and a Done button in French; the screen is accessible', async () => {
    const el = await fixture<QuetzalBoard>(html`<quetzal-board no-save lang="fr" players="3" names="Ann,Bob,Cy" seed="3" .scenario=${scenario}></quetzal-board>`);
    await playUntil(el, 'prepare');
    await click(el, $(el, '[data-action="prepare"]'), 'décompte final');
    await click(el, $(el, '.handover [data-action="continue"]'), 'continue');
    expect($(el, '.prompt .prompt-title')!.textContent).to.equal('Ann\u00a0: dernière chance d’échanger');
    expect($(el, '.prompt [data-action="end-exchanges"]')!.textContent!.trim()).to.equal('J’ai fini d’échanger');
    expect($(el, '.prompt [data-action="exchange-U07"]')!.textContent).to.contain('Payer 2 pièces\u00a0: +1 PV');
    await expect(el).to.be.accessible();
  });
});
