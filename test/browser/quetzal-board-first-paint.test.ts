/**
 * The first paint of a game (after-render.ts `firstPaint`): the parts of the board below the fold skip
 * their layout until the frame that shows the first screen has been painted, then the whole board is laid
 * out as always (`updateComplete` waits for it); the board takes a tap meanwhile. And the animations'
 * chunk is fetched only once a game shows (after its first paint): a lazy diagram still waiting below the
 * fold does not ask for it. On a phone-sized screen the first paint also leaves out what is below the
 * first screen (`firstScreen`), drawn by the render after it — or before it, when it is on screen after all.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import '../../src/index.js';
import type { QuetzalBoard } from '../../src/index.js';
import { $, $$, lazyLookAnswered } from './helpers.js';

/** The animations' chunk (src/games/quetzal/board/motion/motion.ts) has been asked for by this page. */
const motionAsked = () => performance.getEntriesByType('resource').some((e) => /\/motion\/motion\.ts/.test(e.name));

/**
 * What `look` saw of the board in the first frame that laid it out with its prompt (a ResizeObserver's first
 * callback: after that frame's layout, before its paint); `insert` puts the board in the page.
 */
async function firstFrame<T>(el: QuetzalBoard, look: () => T, insert = () => document.body.append(el)): Promise<T> {
  let first: { seen: T } | null = null;
  const watch = new ResizeObserver(() => {
    if (!first && $(el, '.prompt')) first = { seen: look() };
  });
  watch.observe(el);
  insert();
  await el.updateComplete;
  watch.disconnect();
  return first!.seen;
}

describe('<quetzal-board> first paint', () => {
  afterEach(() => {
    document.querySelectorAll('body > quetzal-board, body > .spacer').forEach((e) => e.remove());
  });

  it('does not fetch the animations for a lazy diagram that has not started, then does once a game shows', async () => {
    const spacer = document.createElement('div');
    spacer.className = 'spacer';
    spacer.style.height = '5000px';
    const diagram = document.createElement('quetzal-board');
    diagram.setAttribute('readonly', '');
    diagram.setAttribute('players', '3');
    document.body.append(spacer, diagram);
    await diagram.updateComplete;
    // Far below the fold: its empty frame only, and no animations asked for (the page's first board).
    expect($(diagram, '.frame')!.className).to.equal('frame pending');
    // It has looked where it is, and stays unstarted.
    await lazyLookAnswered(diagram);
    await diagram.updateComplete;
    expect(diagram.state).to.equal(null);
    expect(motionAsked()).to.equal(false);

    const el = document.createElement('quetzal-board') as QuetzalBoard;
    el.setAttribute('players', '2');
    el.setAttribute('no-save', '');
    document.body.prepend(el);
    await el.updateComplete;
    expect(el.state).to.not.equal(null);
    // (A resource is listed once it has arrived.)
    await waitUntil(motionAsked, 'the animations are fetched once a game shows', { timeout: 10_000 });
  });

  it('lets what is below the fold skip its first layout, then lays out the whole board; the roll is taken meanwhile', async () => {
    const el = document.createElement('quetzal-board') as QuetzalBoard;
    el.setAttribute('players', '3');
    el.setAttribute('seed', '5');
    el.setAttribute('no-save', '');
    el.style.cssText = 'display: block; width: 390px';
    const seen: { frame: string; village: string; log: string }[] = [];
    let rolled: boolean | null = null;
    const watch = new MutationObserver(() => {
      const frame = $(el, '.frame');
      const village = $(el, '.loc-village');
      const log = $(el, '.log');
      if (!frame || !village || !log) return;
      seen.push({ frame: frame.className.replace(/\s+/g, ' ').trim(), village: getComputedStyle(village).contentVisibility, log: getComputedStyle(log).contentVisibility });
      // A tap on the roll while the first paint is on screen: taken at once.
      if (rolled === null && frame.classList.contains('first-paint')) {
        const roll = $(el, '.prompt button:not([disabled])');
        if (roll) {
          roll.click();
          rolled = el.state!.phase === 'place';
        }
      }
    });
    document.body.append(el);
    watch.observe(el.shadowRoot!, { childList: true, subtree: true, attributes: true, attributeFilter: ['class'] });
    await el.updateComplete;
    watch.disconnect();
    expect(seen[0]).to.deep.equal({ frame: 'frame first-paint', village: 'auto', log: 'auto' });
    expect(rolled).to.equal(true);
    // After the first paint: the whole board laid out, as it always was.
    expect($(el, '.frame')!.className.trim()).to.equal('frame');
    for (const sel of ['.loc-village', '.loc-temple', '.seats', '.log', '.discovery']) expect(getComputedStyle($(el, sel)!).contentVisibility, sel).to.equal('visible');
    expect($(el, '.loc-village')!.getBoundingClientRect().height).to.be.greaterThan(0);
  });

  describe('on a phone-sized screen', () => {
    /** What the board showed in its first frame. */
    const firstShown = (el: QuetzalBoard) => firstFrame(el, () => ({
      seats: $$(el, '.seat').length,
      leftOut: $$(el, '[data-left-out]').map((e) => e.className),
      village: !!$(el, '.loc-village .banner'),
      roll: !!$(el, '.prompt button:not([disabled])'),
    }));

    const board = () => {
      const el = document.createElement('quetzal-board') as QuetzalBoard;
      el.setAttribute('players', '3');
      el.setAttribute('seed', '5');
      el.setAttribute('no-save', '');
      return el;
    };

    after(() => setViewport({ width: 800, height: 600 }));

    it('leaves what is below the first screen out of the first paint, then draws the whole board', async () => {
      await setViewport({ width: 390, height: 844 });
      const el = board();
      const first = await firstShown(el);
      // The first screen (the prompt, the places down to the Temple) with its roll; the rest empty.
      expect(first).to.deep.equal({
        seats: 0, village: false, roll: true,
        leftOut: ['seats', 'loc loc-quarry', 'loc loc-small_temple', 'loc loc-ruins', 'loc loc-ship', 'loc loc-village', 'score-col', 'discovery'],
      });
      // The render after that paint: the whole board, as it always was.
      expect($$(el, '[data-left-out]')).to.have.length(0);
      expect($$(el, '.seat')).to.have.length(3);
      expect($$(el, '.dspace').length).to.be.greaterThan(10);
      for (const id of ['quarry', 'small_temple', 'ruins', 'ship', 'village']) expect($(el, `.loc-${id} .banner`), id).to.exist;
      expect($$(el, '.score-disc')).to.have.length(3);
    });

    it('draws before the first paint what it would have left out when that is on screen (a tall screen)', async () => {
      await setViewport({ width: 390, height: 3200 });
      const el = board();
      const first = await firstShown(el);
      expect(first).to.deep.equal({ seats: 3, village: true, roll: true, leftOut: [] });
    });

    it('leaves nothing out on a wider screen', async () => {
      await setViewport({ width: 800, height: 600 });
      const el = board();
      const first = await firstShown(el);
      expect(first).to.deep.equal({ seats: 3, village: true, roll: true, leftOut: [] });
    });
  });

  describe('a board that starts below the first screen (further down an article)', () => {
    afterEach(() => setViewport({ width: 800, height: 600 }));

    for (const [width, height] of [[390, 844], [1024, 768]] as const) {
      it(`leaves its whole map and its seats out of the first paint, takes the roll, then draws them (${width}×${height})`, async () => {
        await setViewport({ width, height });
        const spacer = document.createElement('div');
        spacer.className = 'spacer';
        spacer.style.height = `${height + 200}px`;
        document.body.append(spacer);
        const el = document.createElement('quetzal-board') as QuetzalBoard;
        el.setAttribute('players', '3');
        el.setAttribute('no-save', '');
        const first = await firstFrame(el, () => ({
          leftOut: $$(el, '[data-left-out]').map((e) => e.className), camp: !!$(el, '.loc-camp'), roll: !!$(el, '.prompt button:not([disabled])'),
        }));
        expect(first).to.deep.equal({ leftOut: ['seats', 'board'], camp: false, roll: true });
        // The render after that paint: the whole board.
        expect($$(el, '[data-left-out]')).to.have.length(0);
        expect($(el, '.board .loc-camp .banner')).to.exist;
        expect($$(el, '.seat')).to.have.length(3);
        expect($(el, '.board')!.getAttribute('part')).to.equal('board');
      });
    }

    it('draws everything before the first paint when the page opens scrolled to it', async () => {
      await setViewport({ width: 1024, height: 768 });
      const spacer = document.createElement('div');
      spacer.className = 'spacer';
      spacer.style.height = '968px';
      const tail = document.createElement('div');
      tail.className = 'spacer';
      tail.style.height = '2000px';
      document.body.append(spacer, tail);
      document.scrollingElement!.scrollTop = 900;
      const el = document.createElement('quetzal-board') as QuetzalBoard;
      el.setAttribute('players', '3');
      el.setAttribute('no-save', '');
      const leftOutFirst = await firstFrame(el, () => $$(el, '[data-left-out]').map((e) => e.className), () => spacer.after(el));
      document.scrollingElement!.scrollTop = 0;
      expect(leftOutFirst).to.deep.equal([]);
    });
  });
});
