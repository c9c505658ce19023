/**
 * Every shipped lesson played through in Chromium the way a learner would (Next buttons, then the
 * highlighted pieces and buttons on the board), ending with the rulebook's numbers on screen.
 */
import { expect, oneEvent } from '@open-wc/testing';
import '../../src/games/quetzal/tutorial/index.js';
import { LESSONS, lessonText, type LessonJson } from '../../src/games/quetzal/tutorial/index.js';
import { boardOf, bq, bqa, mountLesson, playLesson, shown, tq } from './tutorial-helpers.js';

const byId = (id: string): LessonJson => LESSONS.find((l) => l.id === id)!;

describe('<quetzal-tutorial> shipped lessons, played like a learner', () => {
  afterEach(() => localStorage.clear());

  it('ships the rulebook\'s worked examples in the order of the rules', () => {
    expect(LESSONS.map((l) => l.id)).to.deep.equal([
      'rolling', 'unique-locations', 'bidding', 'free-locations', 'temple-activation', 'delivering', 'upgrades', 'end-scoring', 'automaton',
    ]);
  });

  it('rolling: Jon gets 1 coin for his standing meeple (4 → 5), then uses it as an archaeologist', async () => {
    const tut = await mountLesson(byId('rolling'));
    expect(tq(tut, '.count')!.textContent).to.equal('Step 1 of 7');
    const bar = tq(tut, '[role="progressbar"]')!;
    expect(bar.getAttribute('aria-valuenow')).to.equal('1');
    expect(bar.getAttribute('aria-valuemax')).to.equal('7');
    const complete = oneEvent(tut, 'quetzal-lesson-complete');
    await playLesson(tut, async (i) => {
      if (i === 2) expect(tq(tut, '.count')!.textContent).to.equal('Step 3 of 7');
      if (i === 3) {
        expect(shown(tut, 0, 'coins')).to.equal(5);
        expect(bq(tut, '.seat[data-seat="0"] [data-stat="coins"]')!.closest('[data-highlight]')).to.not.equal(null);
      }
    });
    expect((await complete).detail).to.deep.equal({ id: 'rolling', steps: 7 });
    expect(shown(tut, 0, 'coins')).to.equal(3);
    expect(boardOf(tut).state!.board.templeSpaces[3]).to.deep.equal({ holder: 0, meeple: 4 });
    expect(tq(tut, '.complete h3')!.textContent).to.equal('Lesson complete');
  });

  it('unique locations: Lucy pays 4 coins (7 → 3) and the space is closed to Maria', async () => {
    const tut = await mountLesson(byId('unique-locations'));
    await playLesson(tut, async (i) => {
      if (i === 3) {
        // Maria selects a meeple: the 2nd space is not offered any more.
        bq(tut, '.prompt .pool-picker button.meeple')!.click();
        await boardOf(tut).updateComplete;
        const taken = bq(tut, 'button[data-target="temple:1"]')!;
        expect(taken.getAttribute('aria-disabled')).to.equal('true');
        expect(taken.querySelector('.why')!.textContent).to.equal('Someone is already there.');
        bq(tut, '.prompt .pool-picker button.meeple[aria-pressed="true"]')!.click();
        await boardOf(tut).updateComplete;
      }
    });
    expect(shown(tut, 1, 'coins')).to.equal(3);
    expect(shown(tut, 2, 'coins')).to.equal(4);
  });

  it('bidding: Lucy\'s 3 adventurers bump Jon\'s 2, who places them again at the Black Market', async () => {
    const tut = await mountLesson(byId('bidding'));
    await playLesson(tut, (i) => {
      if (i === 4) expect(bqa(tut, '.seat[data-seat="0"] .pool [data-meeple][data-highlight]').length).to.equal(2);
    });
    const quarry = bq(tut, 'section.loc-quarry')!;
    expect(quarry.textContent).to.contain('Lucy');
    expect(quarry.querySelector('.stack-count')!.textContent).to.equal('×3');
    expect(bq(tut, 'section.loc-black_market')!.textContent).to.contain('Jon');
    expect(boardOf(tut).state!.board.bids.black_market).to.deep.equal({ holder: 0, meeples: [0, 1], color: 'adventurer' });
  });

  it('free locations: Maria pays 2 + 2 coins at the Harbor Master\'s Office and has 0 left', async () => {
    const tut = await mountLesson(byId('free-locations'));
    await playLesson(tut, (i) => {
      if (i === 2) expect(shown(tut, 2, 'coins')).to.equal(2);
    });
    expect(shown(tut, 2, 'coins')).to.equal(0);
    expect(boardOf(tut).state!.board.harbor.map((h) => h.seat)).to.deep.equal([2, 0, 1, 2]);
  });

  it('Temple activation: Lucy 2 of 8, Jon 1 of 6 and a draw, Maria 1 of 5; 4 cards stay', async () => {
    const tut = await mountLesson(byId('temple-activation'));
    const left = () => bqa(tut, '.temple-display .card[data-card]').length;
    await playLesson(tut, (i) => {
      if (i === 3) expect(left()).to.equal(8);
      if (i === 4) expect(left()).to.equal(6);
      if (i === 5) expect(left()).to.equal(5);
    });
    expect(left()).to.equal(4);
    expect([shown(tut, 0, 'hand'), shown(tut, 1, 'hand'), shown(tut, 2, 'hand')]).to.deep.equal([2, 2, 1]);
  });

  it('delivering: Maria scores 14 VP + 1 from the Discovery track = 15', async () => {
    const tut = await mountLesson(byId('delivering'));
    await playLesson(tut, (i) => {
      if (i === 3) {
        // The step points at exactly the 5 cards to deliver.
        expect(bqa(tut, '.prompt .card-picker button.card[data-highlight]').length).to.equal(5);
      }
    });
    expect(shown(tut, 2, 'score')).to.equal(15);
    expect(shown(tut, 2, 'discovery')).to.equal(2);
    expect(bq(tut, '[data-announce]')!.textContent).to.match(/14/);
  });

  it('Upgrades: a duplicate goes to the discard, U12 gives 5 coins, a third permanent tile forces a discard', async () => {
    const tut = await mountLesson(byId('upgrades'));
    let mariaBefore = 0;
    await playLesson(tut, (i) => {
      if (i === 5) mariaBefore = shown(tut, 2, 'coins')!;
      if (i === 6) expect(shown(tut, 2, 'coins')).to.equal(mariaBefore + 5);
    });
    expect(shown(tut, 1, 'discard')).to.equal(1);
    expect(shown(tut, 2, 'discard')).to.equal(1);
    expect(shown(tut, 0, 'discard')).to.equal(1);
    expect(bqa(tut, '.seat[data-seat="0"] .seat-upgrades [data-upgrade]').length).to.equal(2);
  });

  it('end of the game: Jon scores 34 + 2 + 2 + 5 = 43', async () => {
    const tut = await mountLesson(byId('end-scoring'));
    await playLesson(tut);
    const row = bq(tut, '.scores tr[data-seat="0"]')!;
    expect(row.querySelector('[data-col="total"]')!.textContent).to.equal('43');
    expect(row.querySelector('[data-col="track"]')!.textContent).to.equal('34');
    expect(row.querySelector('[data-col="first"]')!.textContent).to.equal('+2');
    expect(row.querySelector('[data-col="coins"]')!.textContent).to.equal('8 → 2');
    expect(row.querySelector('[data-col="upgrades"]')!.textContent).to.equal('5');
    expect(row.hasAttribute('data-highlight')).to.equal(true);
    // The finished board cannot be restarted from inside the lesson.
    expect(bq(tut, '[data-action="play-again"]')).to.equal(null);
  });

  it('2 players: the Automaton takes the Discovery tablet and the deck\'s top card, discards both; 7 cards stay', async () => {
    const tut = await mountLesson(byId('automaton'));
    await playLesson(tut, (i) => {
      if (i === 0) expect(bq(tut, '.auto-card')!.hasAttribute('data-highlight')).to.equal(true);
    });
    expect(bqa(tut, '.temple-display .card[data-card]').length).to.equal(7);
    expect(bq(tut, '.log')!.textContent).to.match(/Automaton took and discarded tablet.*Discovery.*mummy/i);
    expect(boardOf(tut).state!.board.bids.ruins!.holder).to.equal(0);
  });

  it('plays in French with the French names and texts', async () => {
    const lesson = byId('delivering');
    const tut = await mountLesson(lesson, 'fr');
    expect(tq(tut, '.title')!.textContent).to.equal(lessonText(lesson.title, 'fr'));
    expect(tq(tut, '.count')!.textContent).to.equal('Étape 1 sur 5');
    expect(bq(tut, '.seat[data-seat="2"] .seat-name')!.textContent).to.contain('Marie');
    await playLesson(tut);
    expect(shown(tut, 2, 'score')).to.equal(15);
    expect(tq(tut, '.complete h3')!.textContent).to.equal('Leçon terminée');
  });
});
