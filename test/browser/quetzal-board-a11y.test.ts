/** Accessibility (axe) in every phase and prompt reachable in a one-round game, plus keyboard basics. */
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/index.js';
import type { QuetzalBoard, Scenario } from '../../src/index.js';
import { $, $$, click, decisionOf, faces, playToEnd, rng } from './helpers.js';

describe('<quetzal-board> accessibility', () => {
  it('passes axe in each phase and each activation prompt', async () => {
    // Last round, everyone wild and rich: each seat takes one location at a time in a fixed order so that
    // every kind of prompt comes up (reroll U01, Temple + U09 keep, Black Market, Village + discard, deliveries).
    const scenario: Scenario = {
      round: 5,
      firstPlayer: 0,
      rolls: faces([['side', 21]]),
      upgradeDisplay: ['U05', 'U06', 'U08'],
      seats: [
        { coins: 20, upgrades: ['U01', 'U09'], hand: ['weapon', 'weapon:coin'] },
        { coins: 20, upgrades: ['U03', 'U07'], hand: ['mummy', 'mummy', 'tablet:vp'] },
        { coins: 20, hand: ['pottery', 'statuette:discovery'] },
      ],
    };
    const el = await fixture<QuetzalBoard>(html`<quetzal-board players="3" names="Lucy,Jon,Maria" seed="4" .scenario=${scenario}></quetzal-board>`);
    const checked = new Set<string>();
    const check = async (board: QuetzalBoard) => {
      const kind = decisionOf(board);
      if (checked.has(kind)) return;
      checked.add(kind);
      await expect(board).to.be.accessible();
      if (kind === 'place') {
        // With a selection: highlighted targets and disabled ones.
        await click(board, $(board, '.prompt .pool-picker button.meeple'));
        expect($$(board, 'button.spot.target.legal').length).to.be.greaterThan(0);
        await expect(board).to.be.accessible();
        await click(board, $(board, '.prompt .pool-picker button.meeple[aria-pressed="true"]'));
      }
    };
    await playToEnd(el, {
      random: rng(3),
      prefer: ['temple:2', 'black_market', 'village:1', 'village:0', 'harbor', 'ship:0', 'temple:0', 'temple:1', 'stela', 'quarry'],
      check,
    });
    await check(el);
    for (const kind of ['roll', 'reroll', 'handover', 'place', 'keepDrawn', 'templeCards', 'blackMarket', 'chooseUpgrade', 'discardUpgrade', 'deliver', 'prepare', 'gameOver']) {
      expect([...checked], kind).to.include(kind);
    }
  });

  it('is playable with the keyboard: real buttons, the roll button is focusable, names on every location', async () => {
    const el = await fixture<QuetzalBoard>(html`<quetzal-board players="3" seed="1"></quetzal-board>`);
    const roll = $(el, '[data-action="roll"]') as HTMLButtonElement;
    expect(roll.tagName).to.equal('BUTTON');
    roll.focus();
    expect(el.shadowRoot!.activeElement).to.equal(roll);
    for (const loc of $$(el, 'section.loc')) expect(loc.getAttribute('aria-label')).to.be.a('string').and.not.equal('');
    for (const card of $$(el, '.card[data-card]')) expect(card.getAttribute('aria-label')).to.match(/VP/);
    expect($(el, '[role="status"][aria-live="polite"]')).to.not.equal(null);
    roll.click();
    await el.updateComplete;
    expect($(el, '[data-announce]')!.textContent).to.contain('rolled');
  });

  it('speaks French with lang="fr"', async () => {
    const el = await fixture<QuetzalBoard>(html`<quetzal-board players="3" names="Lucie,Jean,Marie" lang="fr" seed="1"></quetzal-board>`);
    expect($(el, '[data-action="roll"]')!.textContent).to.contain('Lancer les meeples');
    expect($(el, '.loc-harbor .loc-name')!.textContent).to.equal('Capitainerie');
    expect($(el, '.loc-stela .loc-name')!.textContent).to.equal('Stèle du Savoir');
    await expect(el).to.be.accessible();
  });
});
