/**
 * Moves you can watch, and optional sound: the motion chunk animates what each move changes (from the
 * difference between the position shown before and after), ends in exactly the DOM a board without
 * animation draws, stays still under reduced motion or `animations="off"`, gives way to the next move at
 * once; the sound chunk stays unloaded and silent until `sound` is turned on.
 */
import { expect, fixture, html, nextFrame, waitUntil } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import '../../src/index.js';
import type { QuetzalBoard } from '../../src/index.js';
import { randomMove, type GameState, type Move } from '../../src/games/quetzal/engine/index.js';
import { partIfLoaded } from '../../src/kit/ui/lazy-parts.js';
import { changesBetween, type Change } from '../../src/games/quetzal/board/motion/changes.js';
import { handCard, poolToken, stackAt, statOf } from '../../src/games/quetzal/board/motion/where.js';
import { $, click, rng } from './helpers.js';
import { animationRate } from './devtools.js';

/** The animations this board's motion chunk started (CSS animations of the styles left out). */
const motions = (el: QuetzalBoard): Animation[] =>
  el.shadowRoot!.getAnimations().filter((a) => !(a instanceof CSSAnimation) && !(a instanceof CSSTransition));

/** Animations running on an element or inside it. */
const on = (el: Element | null): Animation[] => (el ? el.getAnimations({ subtree: true }).filter((a) => a.playState !== 'idle') : []);

/** The board's rendered DOM, as markup. */
const dom = (el: QuetzalBoard): string => el.shadowRoot!.innerHTML;

/** Both boards draw the same DOM (else: where they first differ). */
function sameDom(a: QuetzalBoard, b: QuetzalBoard, when = ''): void {
  const x = dom(a);
  const y = dom(b);
  let i = 0;
  while (i < x.length && x[i] === y[i]) i++;
  expect(x === y, `${when} the DOMs differ at ${i}: …${x.slice(i - 200, i + 200)}… vs …${y.slice(i - 200, i + 200)}…`).to.equal(true);
}

async function board(seed: string, attrs: { animations?: string; players?: number } = {}): Promise<QuetzalBoard> {
  const el = await fixture<QuetzalBoard>(html`<quetzal-board players=${attrs.players ?? 2} seed=${seed} no-save no-handover no-hint
    animations=${attrs.animations ?? 'on'}></quetzal-board>`);
  await waitUntil(() => el.state !== null && $(el, '.prompt') !== null, 'the board did not start');
  await waitUntil(() => partIfLoaded('motion') !== null, 'the motion chunk did not load');
  // The chunks it would fetch later (the game's parts, the records at the first move) are here first: one
  // arriving re-renders the board, and a move made before that render is painted shows at once (by design),
  // which on a loaded machine made the first move's animation miss now and then.
  await waitUntil(() => partIfLoaded('later') !== null, 'the game parts did not load', { timeout: 15_000 });
  await el.recordsReady;
  await el.updateComplete;
  return el;
}

/**
 * Plays a move as a person's would come: after the last one was drawn (a frame between them); then the
 * frame where its animations start. `backToBack`: at once, as a host's script may.
 */
async function playOn(el: QuetzalBoard, move: Move, backToBack = false): Promise<void> {
  // Two frames: the first paints the last render, the motion's own frame callback (queued by that render,
  // after this test's) then marks it seen.
  if (!backToBack) {
    await nextFrame();
    await nextFrame();
  }
  expect(el.play(move), `${JSON.stringify(move)} refused`).to.equal(true);
  await el.updateComplete;
  if (!backToBack) await nextFrame();
}

/**
 * Ends every animation now (as time would), then lets the board settle. The animation clock stands still
 * in these tests (`animationRate(0)`), so that the list is every animation still to end: on a running
 * clock one could reach its end meanwhile — no longer listed, its end not yet handled (the browser does
 * that at its next frame), its copy still in the layer — as a flying card's did while axe checked the
 * board mid-flight on a loaded machine.
 */
async function finishAll(el: QuetzalBoard): Promise<void> {
  for (const a of el.shadowRoot!.getAnimations()) if (!(a instanceof CSSAnimation)) a.finish();
  await el.updateComplete;
}

/** The element a change must animate in the new DOM (null: nothing on screen to move for it). */
function animatedFor(el: QuetzalBoard, state: GameState, c: Change): Element | null {
  const root = el.shadowRoot!;
  switch (c.kind) {
    case 'place':
      return stackAt(root, state, c.at, c.holder);
    case 'return':
      return c.holder >= 0 ? poolToken(root, c.holder, c.meeples[0]!) : null;
    case 'roll':
      return poolToken(root, c.seat, c.meeples[0]!);
    case 'count':
      return statOf(root, c.seat, c.stat);
    case 'take':
    case 'spend':
      return null;
    default:
      return null;
  }
}

describe('<quetzal-board> motion', () => {
  // No animation ends by itself: the tests end them (finishAll), or look at them, however slow the machine.
  beforeEach(() => animationRate(0));
  afterEach(async () => {
    await animationRate(1);
    await emulateMedia({ reducedMotion: 'no-preference' });
  });

  it('animates each change of a whole game and ends in the DOM of a board without animation', async () => {
    const moving = await board('motion-1');
    const still = await board('motion-1', { animations: 'off' });
    const random = rng(7);
    const seen = new Set<string>();
    let ghosts = 0;
    let axed = false;
    for (let i = 0; i < 400 && moving.state!.decision.kind !== 'gameOver'; i++) {
      const before = moving.state!;
      const move = randomMove(before, random)!;
      await playOn(moving, move);
      await playOn(still, move);
      const after = moving.state!;
      const changes = changesBetween(before, after);
      // Right after the move: each change on screen is moving.
      for (const c of changes) {
        const target = animatedFor(moving, after, c);
        if (target) {
          expect(on(target), `${c.kind} after ${JSON.stringify(move)}`).to.not.be.empty;
          seen.add(c.kind === 'return' && c.holder >= 0 ? (c.bump ? 'bump' : 'return') : c.kind === 'place' && c.holder < 0 ? 'automaton' : c.kind);
        }
      }
      // Cards: a card taken lands in a hand shown (it flies there) or flies as a copy to the hand's count;
      // a card spent leaves as a copy.
      const copies = moving.shadowRoot!.querySelectorAll('.motion-layer > *').length;
      ghosts += copies;
      for (const c of changes) {
        if (c.kind === 'take' && c.seat !== null) {
          const landed = handCard(moving.shadowRoot!, c.seat, c.card);
          expect(copies > 0 || on(landed).length > 0, `card ${c.card} taken after ${JSON.stringify(move)}`).to.equal(true);
          seen.add('take');
        }
        if (c.kind === 'spend') {
          expect(copies, `cards spent after ${JSON.stringify(move)}`).to.be.greaterThan(0);
          seen.add('spend');
        }
      }
      // Mid-flight (copies over the board, counters counting), the board still passes axe.
      if (copies > 0 && !axed && changes.some((c) => c.kind === 'count')) {
        await expect(moving).to.be.accessible();
        axed = true;
      }
      expect(motions(still), 'animations="off" animates nothing').to.be.empty;
      await finishAll(moving);
      sameDom(moving, still, `after ${JSON.stringify(move)}:`);
    }
    expect(moving.state!.decision.kind).to.equal('gameOver');
    expect([...seen].sort()).to.include.members(['automaton', 'bump', 'count', 'place', 'return', 'roll', 'spend', 'take']);
    expect(ghosts).to.be.greaterThan(0);
    expect(axed).to.equal(true);
  });

  it('a placement flies from the pool: a copy of its stack starts where the meeple was and lands on the stack', async () => {
    const el = await board('motion-2');
    const random = rng(3);
    while (el.state!.decision.kind !== 'place') await playOn(el, randomMove(el.state!, random)!);
    const seat = el.state!.decision.seat!;
    const move = randomMove(el.state!, random)!;
    expect(move.type).to.equal('place');
    const meeple = (move as { meeples: number[] }).meeples[0]!;
    const from = poolToken(el.shadowRoot!, seat, meeple)!.getBoundingClientRect();
    const before = el.state!;
    await playOn(el, move);
    const placed = changesBetween(before, el.state!).find((c) => c.kind === 'place')!;
    const stack = stackAt(el.shadowRoot!, el.state!, (placed as { at: string }).at, seat)!;
    expect(on(stack), 'the stack waits unseen').to.not.be.empty;
    // (The copy flies in the layer: moved in place, the stack reached out of the board's box on its way.)
    const copy = el.shadowRoot!.querySelector('.motion-layer > .stack')!;
    const [flight] = on(copy);
    expect(flight, 'its copy is flying').to.exist;
    const centre = (r: DOMRect) => [r.left + r.width / 2, r.top + r.height / 2];
    const expectOver = (at: DOMRect, what: string) => {
      const [x, y] = centre(copy.getBoundingClientRect());
      expect(Math.abs(x! - centre(at)[0]!), what).to.be.lessThan(2);
      expect(Math.abs(y! - centre(at)[1]!), what).to.be.lessThan(2);
    };
    flight!.currentTime = 0;
    expectOver(from, 'at its first frame, over the pool token it came from');
    flight!.currentTime = Number(flight!.effect!.getComputedTiming().endTime) - 1;
    expectOver(stack.getBoundingClientRect(), 'at its last, over the stack');
  });

  it('a second move interrupts the first: its animations end at once and the DOM is the final one', async () => {
    const moving = await board('motion-3');
    const still = await board('motion-3', { animations: 'off' });
    const random = rng(11);
    const moves: Move[] = [];
    const next = async (el: QuetzalBoard) => {
      const m = randomMove(el.state!, random)!;
      moves.push(m);
      await playOn(el, m);
    };
    // The roll, then on to a placement.
    await next(moving);
    while (moving.state!.decision.kind !== 'place') await next(moving);
    const first = motions(moving);
    expect(first).to.not.be.empty;
    // The placement comes while the last move still animates: those end before it renders.
    const m = randomMove(moving.state!, random)!;
    moves.push(m);
    expect(moving.play(m)).to.equal(true);
    await moving.updateComplete;
    for (const a of first) expect(a.playState, 'an earlier animation still runs').to.equal('idle');
    expect(moving.shadowRoot!.querySelector('.motion-layer')).to.equal(null);
    await nextFrame();
    expect(motions(moving)).to.not.be.empty;
    for (const x of moves) await playOn(still, x, true);
    await finishAll(moving);
    sameDom(moving, still);
  });

  it('moves played back to back (no frame between) show at once, in the DOM of a board without animation', async () => {
    const moving = await board('motion-6');
    const still = await board('motion-6', { animations: 'off' });
    const random = rng(13);
    for (let i = 0; i < 40; i++) {
      const move = randomMove(moving.state!, random)!;
      await playOn(still, move, true);
      await playOn(moving, move, true);
      expect(motions(moving), `move ${i}`).to.be.empty;
    }
    await nextFrame();
    expect(motions(moving)).to.be.empty;
    sameDom(moving, still);
  });

  it('stays still under prefers-reduced-motion', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const el = await board('motion-4');
    const random = rng(5);
    for (let i = 0; i < 30; i++) {
      await playOn(el, randomMove(el.state!, random)!);
      expect(motions(el), `move ${i}`).to.be.empty;
      expect(el.shadowRoot!.querySelector('.motion-layer')).to.equal(null);
    }
  });

  it('the replay view animates each step forward the same way', async () => {
    const el = await board('motion-5');
    const random = rng(9);
    for (let i = 0; i < 12; i++) await playOn(el, randomMove(el.state!, random)!);
    await el.recordsReady;
    el.record = el.exportRecord();
    await el.updateComplete;
    await waitUntil(() => $(el, '[data-replay]') !== null, 'no replay view');
    let animated = 0;
    for (let i = 0; i < 12; i++) {
      await nextFrame();
      await click(el, $(el, '[data-action="rp-forward"]'), 'forward');
      await nextFrame();
      if (motions(el).length) animated++;
      await finishAll(el);
    }
    // The roll, the placements and what they cost: most steps move something.
    expect(animated).to.be.greaterThan(6);
  });
});

describe('<quetzal-board> sound', () => {
  let made = 0;
  let started: number[] = [];
  const real = window.AudioContext;

  /** A silent AudioContext that counts what would sound. */
  class FakeAudio {
    state = 'running';
    currentTime = 0;
    destination = {};
    constructor() {
      made++;
    }
    resume() {
      return Promise.resolve();
    }
    createGain() {
      const param = { setValueAtTime() {}, exponentialRampToValueAtTime() {} };
      return { gain: param, connect: (x: unknown) => x };
    }
    createOscillator() {
      const freq: number[] = [];
      return {
        type: 'sine',
        frequency: { setValueAtTime: (f: number) => freq.push(f), exponentialRampToValueAtTime() {} },
        connect: (x: unknown) => x,
        start: () => started.push(freq[0]!),
        stop() {},
      };
    }
  }

  beforeEach(() => {
    made = 0;
    started = [];
    (window as unknown as { AudioContext: unknown }).AudioContext = FakeAudio;
  });
  afterEach(() => {
    (window as unknown as { AudioContext: unknown }).AudioContext = real;
  });

  it('is silent and unloaded while off (the default)', async () => {
    const el = await board('sound-1');
    expect(el.sound).to.equal(false);
    const random = rng(1);
    for (let i = 0; i < 20; i++) await playOn(el, randomMove(el.state!, random)!);
    expect(partIfLoaded('sound'), 'the sound chunk was fetched').to.equal(null);
    expect(made, 'an AudioContext was made').to.equal(0);
  });

  it('the Game menu turns it on: its chunk loads and each move plays its cue', async () => {
    const el = await board('sound-2');
    await el.recordsReady;
    await click(el, $(el, '[data-action="menu"]'), 'Game menu');
    const toggle = $(el, '.rec-menu [data-action="sound"]')!;
    expect(toggle.getAttribute('role')).to.equal('menuitemcheckbox');
    expect(toggle.getAttribute('aria-checked')).to.equal('false');
    expect(toggle.textContent!.trim()).to.equal('Sound');
    await expect(el).to.be.accessible();
    await click(el, toggle, 'Sound');
    expect(el.sound).to.equal(true);
    expect(el.hasAttribute('sound')).to.equal(true);
    expect($(el, '.rec-menu [data-action="sound"]')!.getAttribute('aria-checked')).to.equal('true');
    await waitUntil(() => partIfLoaded('sound') !== null, 'the sound chunk did not load');
    expect(made).to.equal(0);
    // The roll: a rattle of six notes.
    await playOn(el, randomMove(el.state!, rng(2))!);
    expect(made).to.equal(1);
    expect(started).to.have.length(6);
    // A placement: its tock (330 Hz) first.
    const random = rng(4);
    while (el.state!.decision.kind !== 'place') await playOn(el, randomMove(el.state!, random)!);
    started = [];
    await playOn(el, randomMove(el.state!, random)!);
    expect(started[0]).to.equal(330);
    // Turned off: silent again.
    el.sound = false;
    await el.updateComplete;
    started = [];
    for (let i = 0; i < 5; i++) await playOn(el, randomMove(el.state!, random)!);
    expect(started).to.be.empty;
  });

  it('says Son in French', async () => {
    const el = await board('sound-3');
    el.lang = 'fr';
    await el.recordsReady;
    await el.updateComplete;
    await click(el, $(el, '[data-action="menu"]'), 'Game menu');
    expect($(el, '.rec-menu [data-action="sound"]')!.textContent!.trim()).to.equal('Son');
  });
});
