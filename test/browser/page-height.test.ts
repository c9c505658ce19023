/**
 * Nothing the board draws makes its page grow (issue 26, finding 2). On a full-screen page, through a
 * round played by `play()` a frame apart, the page is as tall and as wide as the board's own box at every
 * point of every move's animations: its flights, the copies of what flies, the counters. The animation
 * clock is stopped and each animation is set by hand from its start to its end, so what is measured does
 * not depend on the machine's speed.
 */
import { expect } from '@open-wc/testing';
import type { QuetzalBoard } from '../../src/index.js';
import { $ } from './helpers.js';
import { animationRate } from './devtools.js';
import { SCREENS, fullScreenGame, leaveFullScreen, playMoves } from './full-screen.js';

/** The animations the board's motion started (not its CSS ones). */
const motions = (el: QuetzalBoard) => el.shadowRoot!.getAnimations().filter((a) => !(a instanceof CSSAnimation) && !(a instanceof CSSTransition));

/**
 * The page's size against the board's box: the screen on a tablet or a laptop, where the board fits it;
 * on a phone, where the board is taller than the screen and the page scrolls, the board's content.
 */
function expectNoGrowth(el: QuetzalBoard, where: string): void {
  const doc = document.scrollingElement!;
  const bottom = Math.max(innerHeight, $(el, '.frame')!.getBoundingClientRect().bottom + scrollY);
  expect(doc.scrollHeight, `${where}: the page's height`).to.be.closeTo(bottom, 1);
  expect(doc.scrollWidth, `${where}: the page's width`).to.equal(innerWidth);
  if (innerWidth >= 600) expect(doc.scrollHeight, `${where}: the screen's height`).to.equal(innerHeight);
}

describe('<quetzal-board> never makes its page grow', () => {
  afterEach(async () => {
    await animationRate(1);
    await leaveFullScreen();
  });

  for (const [width, height] of SCREENS) {
    it(`at ${width}×${height}, through a round played by play(), at every point of its animations`, async () => {
      const el = await fullScreenGame(width, height);
      await animationRate(0);
      let moved = 0;
      await playMoves(el, { moves: 200, seed: width, until: () => el.state!.round > 1 }, (move, i) => {
        const running = motions(el);
        if (running.length) moved++;
        for (const t of [0, 0.25, 0.5, 0.75, 1]) {
          for (const a of running) a.currentTime = t * Number(a.effect!.getComputedTiming().endTime);
          expectNoGrowth(el, `move ${i} (${move.type}) at ${t * 100}% of its animations`);
        }
        for (const a of running) a.finish();
      });
      expect(el.state!.round, 'the round was played to its end').to.equal(2);
      expect(moved, 'moves animated').to.be.greaterThan(15);
    });
  }

  it('on a portrait tablet, a prompt that leaves the seats and the log no height keeps the log inside the board', async () => {
    const el = await fullScreenGame(768, 1024);
    const squeezed = () => $(el, '.side-inner > .seats')!.getBoundingClientRect().height < 1;
    await playMoves(el, { moves: 200, seed: 768, until: squeezed });
    expect(squeezed(), `a prompt that tall (${el.state!.decision.kind})`).to.equal(true);
    expectNoGrowth(el, el.state!.decision.kind);
  });
});
