/**
 * The game log follows the game on a full-screen page (issue 26, finding 1): moves played by `play()`, one
 * frame apart, keep it on its newest entry at every screen size, though its height keeps changing (the
 * browser's own scrolls of it are no reader's); a person's scroll up — the wheel, a key — stops it there,
 * and "Newest" brings it back.
 */
import { expect, nextFrame, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { QuetzalBoard } from '../../src/index.js';
import { $ } from './helpers.js';
import { wheel } from './devtools.js';
import { SCREENS, fullScreenGame, leaveFullScreen, playMoves } from './full-screen.js';

const list = (el: QuetzalBoard) => $(el, '.log-list')!;
const newest = (el: QuetzalBoard) => $(el, '.log-newest')!;
/** How far the list is from its end (px): 0 when the newest entry is in view. */
const fromEnd = (l: HTMLElement) => l.scrollHeight - l.scrollTop - l.clientHeight;

/**
 * Does what a person does (`act`) and waits for the log's scroll to end away from the newest entry (a
 * `scrollend` of the board's own last scroll to the end may come first).
 */
async function personScrolls(l: HTMLElement, act: () => Promise<void>): Promise<void> {
  const ended = (async () => {
    for (let i = 0; i < 3; i++) {
      await oneEvent(l, 'scrollend');
      if (fromEnd(l) > 1) return;
    }
  })();
  await act();
  await ended;
}

/** Each move: the log is at its newest entry and says nothing of "Newest". */
async function expectFollows(el: QuetzalBoard, moves: number, seed: number): Promise<void> {
  await playMoves(el, { moves, seed }, (move, i) => {
    const where = `move ${i} (${move.type})`;
    expect(fromEnd(list(el)), `${where}: px below the view`).to.be.at.most(1);
    expect(newest(el).hidden, `${where}: "Newest" hidden`).to.equal(true);
  });
}

describe('<quetzal-board> the log follows the game', () => {
  afterEach(leaveFullScreen);

  for (const [width, height] of SCREENS) {
    it(`at ${width}×${height} it stays on the newest entry, nobody touching it, as play() brings a move a frame`, async () => {
      const el = await fullScreenGame(width, height);
      await expectFollows(el, 50, width);
      expect(list(el).scrollHeight, 'the log overflows its box').to.be.greaterThan(list(el).clientHeight + 40);
    });
  }

  /** What a person does to scroll the log up, on which screen. */
  const PERSON_SCROLLS: { how: string; screen: [number, number]; act: (l: HTMLElement) => Promise<void> }[] = [
    { how: 'the mouse wheel', screen: [1024, 768], act: (l) => {
      const box = l.getBoundingClientRect();
      return wheel(box.left + box.width / 2, box.top + box.height / 2, -400);
    } },
    { how: 'Page Up on the focused log', screen: [768, 1024], act: (l) => {
      l.focus();
      return sendKeys({ press: 'PageUp' });
    } },
  ];

  for (const { how, screen: [width, height], act } of PERSON_SCROLLS) {
    it(`a person's scroll up (${how}) stops it where they left it as moves come; "Newest" brings it back`, async () => {
      const el = await fullScreenGame(width, height);
      await expectFollows(el, 30, width);
      const l = list(el);
      await personScrolls(l, () => act(l));
      const top = l.scrollTop;
      expect(fromEnd(l), 'scrolled up').to.be.greaterThan(40);
      expect(newest(el).hidden, '"Newest" shows').to.equal(false);
      await playMoves(el, { moves: 6, seed: 6 });
      expect(l.scrollTop, 'still where the person left it').to.equal(top);
      expect(newest(el).hidden).to.equal(false);
      newest(el).click();
      await nextFrame();
      expect(fromEnd(l)).to.be.at.most(1);
      expect(el.shadowRoot!.activeElement, 'the focus on the log').to.equal(l);
      await expectFollows(el, 6, 7);
    });
  }
});
