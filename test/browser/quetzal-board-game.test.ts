/** Whole games played only through clicks on the rendered board. */
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import '../../src/index.js';
import { AUTOMATON, scoreBreakdown, type QuetzalBoard, type Scenario, type ScoreLine } from '../../src/index.js';
import { meeplePlaces } from '../../src/games/quetzal/board/motion/changes.js';
import { $, $$, click, decisionOf, expectStatsMatchEngine, faces, playToEnd, rng, shownStats, uiStep } from './helpers.js';

/** The board draws a stack of the Automaton's meeples on each spot the engine has some on; how many spots. */
function expectAutomatonShown(el: QuetzalBoard): number {
  const spots = new Set([...meeplePlaces(el.state!.board)].filter(([key]) => key.startsWith(`${AUTOMATON}:`)).map(([, spot]) => spot));
  const stacks = $$(el, '.board .stack').filter((s) => s.getAttribute('aria-label')!.includes('Automaton'));
  expect(stacks.length, `the Automaton's stacks (on ${[...spots].join(', ')})`).to.equal(spots.size);
  return spots.size;
}

describe('<quetzal-board> full games through the UI', () => {
  it('plays a seeded 3-player game to the final score table', async () => {
    // Round 1 rolls, seats from the first player (Lucy, seat 0): Lucy 2 standing, Jon 1 standing, Maria none.
    const scenario: Scenario = {
      firstPlayer: 0,
      rolls: faces([['standing', 2], ['white', 3], ['black', 2], ['standing', 1], ['black', 6], ['white', 4], ['side', 3]]),
    };
    const el = await fixture<QuetzalBoard>(html`<quetzal-board players="3" names="Lucy,Jon,Maria" seed="11" .scenario=${scenario}></quetzal-board>`);
    expect(el.state!.seats.map((s) => s.coins)).to.deep.equal([4, 5, 5]);
    expect(shownStats(el).map((s) => s.coins)).to.deep.equal([4, 5, 5]);
    expect(decisionOf(el)).to.equal('roll');

    const phases: string[] = [];
    el.addEventListener('quetzal-phase-change', (e) => phases.push(`${e.detail.phase}${e.detail.round}`));
    let moves = 0;
    el.addEventListener('quetzal-move', () => moves++);

    await click(el, $(el, '[data-action="roll"]'), 'roll');
    // Standing meeples paid: 2 coins to Lucy, 1 to Jon; the DOM shows it and the log tells it.
    expect(shownStats(el).map((s) => s.coins)).to.deep.equal([6, 6, 5]);
    expect($(el, '.log')!.textContent).to.contain('Lucy rolled').and.contain('+2 coins');
    expect($$(el, '.seat[data-seat="0"] .meeple-coin').length).to.equal(2);

    const gameOver = oneEvent(el, 'quetzal-game-over');
    let checks = 0;
    const seen = await playToEnd(el, {
      random: rng(5),
      check: (board) => {
        if (++checks % 7 === 0 && decisionOf(board) !== 'handover') expectStatsMatchEngine(board);
      },
    });
    const { detail } = await gameOver;
    expect(decisionOf(el)).to.equal('gameOver');
    expect(el.state!.phase).to.equal('gameOver');
    expect(moves).to.be.greaterThan(60);
    expect(phases).to.include.members(['place1', 'activate1', 'prepare1', 'roll2', 'roll5', 'prepare5', 'gameOver5']);
    // Many kinds of decisions were answered through the UI.
    for (const kind of ['handover', 'roll', 'place', 'templeCards', 'deliver', 'prepare']) expect(seen).to.include(kind);

    // The final table: the engine's breakdown, rendered.
    const scores: ScoreLine[] = scoreBreakdown(el.state!);
    expect(detail.scores).to.deep.equal(scores);
    const rows = $$(el, 'table[data-scores] tbody tr');
    expect(rows.length).to.equal(3);
    for (const row of rows) {
      const line = scores[Number(row.dataset.seat)]!;
      const cell = (col: string) => row.querySelector(`[data-col="${col}"]`)!.textContent!.trim();
      expect(cell('total')).to.equal(String(line.total));
      expect(cell('track')).to.equal(String(line.track));
      expect(cell('upgrades')).to.equal(String(line.upgrades));
      expect(cell('coins')).to.equal(`${line.coins} → ${line.coinVp}`);
      expect(cell('discovery')).to.equal(String(line.discovery));
      expect(cell('rank')).to.contain(String(line.rank));
      expect(row.classList.contains('winner')).to.equal(line.winner);
    }
    expectStatsMatchEngine(el);
    const winners = scores.filter((s) => s.winner).map((s) => s.name);
    expect($(el, '.winner-line')!.textContent).to.contain(winners[0]);

    // Play again: a fresh game at round 1.
    await click(el, $(el, '[data-action="play-again"]'), 'play again');
    expect(el.state!.round).to.equal(1);
    expect(decisionOf(el)).to.equal('roll');
  });

  it('plays a 2-player game against the Automaton to the end', async () => {
    const el = await fixture<QuetzalBoard>(html`<quetzal-board players="2" names="Ann,Bob" seed="3"
      .scenario=${{ firstPlayer: 1, automatonCards: ['A1', 'A4'] }}></quetzal-board>`);
    // The Automaton's card and meeples are on the board from the start (card A1: Temple 2 and 5, Quarry ×3, Black Market).
    expect($(el, '.auto-card')!.textContent).to.contain('A1');
    const autoStacks = $$(el, '.board .stack').filter((s) => s.getAttribute('aria-label')!.includes('Automaton'));
    expect(autoStacks.length).to.equal(4);
    expect($(el, '.loc-quarry .stack-count')!.textContent).to.contain('3');
    expect($$(el, '.village-spaces .space').filter((s) => s.classList.contains('covered')).length).to.equal(1);

    await uiStep(el, { random: rng(1) }); // roll
    expect($(el, '.log')!.textContent).to.contain('Bob rolled');
    const gameOver = oneEvent(el, 'quetzal-game-over');
    // At every step the board shows the Automaton's meeples where the engine has them.
    let mostSpots = 0;
    await playToEnd(el, { random: rng(9), check: (board) => {
      mostSpots = Math.max(mostSpots, expectAutomatonShown(board));
    } });
    expect(mostSpots, 'the Automaton was on the board').to.be.greaterThan(2);
    const { detail } = await gameOver;
    expect(detail.scores.length).to.equal(2);
    expect($$(el, 'table[data-scores] tbody tr').length).to.equal(2);
    // The Automaton discarded cards during the game, and the log said so.
    expect($(el, '.log')!.textContent).to.match(/Automaton (took and discarded|is still on a Temple Surrounding)/);
    expect($(el, '.log')!.textContent).to.contain('The Automaton played card A4');
    expectAutomatonShown(el);
  });
});
