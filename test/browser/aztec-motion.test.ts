/**
 * <aztec-board>'s motion chunk: fetched after the first paint of a game; a reveal and what it moves are
 * animated — the card turning, jewels flying to the stash, counters counting, markers sliding on the
 * cursed-stone track —, ending in exactly the DOM a board without animation draws; nothing moves under
 * reduced motion, with `animations="off"`, or while the hand-over cover is shown; a wrong `animations`
 * is told as every wrong attribute is.
 */
import { expect, fixture, html, nextFrame, waitUntil } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import '../../src/games/aztec/board/index.js';
import type { AztecBoard } from '../../src/games/aztec/board/aztec-board.js';
import type { AztecMove, AztecState, Jewels } from '../../src/games/aztec/index.js';
import { aztecChanges, type AztecChange } from '../../src/games/aztec/board/motion/changes.js';
import { jewelOf, numberOf, placedToken, roundCard, stashCount, stoneCount, templeColor, trackMarker } from '../../src/games/aztec/board/motion/where.js';
import { animationRate } from './devtools.js';

// The page fetches hundreds of modules (the dev server serves each source file): room for the chunk's entry.
performance.setResourceTimingBufferSize(100_000);

/** The table waits for Next (the test plays each reveal), the computers are quick. */
const TIMING = { tableStepMs: 600_000, botDelayMs: 0, botThinkMs: 20, botDeadlineMs: 20_000 };

const $ = (el: AztecBoard, sel: string) => el.shadowRoot!.querySelector<HTMLElement>(sel);
const live = (el: AztecBoard) => $(el, '.frame')?.dataset.live ?? ($(el, '.cover') ? 'cover' : 'none');

// (Animations are asserted by their count: chai printing Animation objects — their targets, the whole
// DOM around them — in a failure's message hangs the page.)

/** The animations the motion chunk started (the board's own CSS animations left out: a deciding seat's pulse). */
const motions = (el: AztecBoard): Animation[] =>
  el.shadowRoot!.getAnimations().filter((a) => !(a instanceof CSSAnimation) && !(a instanceof CSSTransition));

/** Animations running on an element or inside it. */
const on = (el: Element | null): Animation[] => (el ? el.getAnimations({ subtree: true }).filter((a) => a.playState !== 'idle' && !(a instanceof CSSAnimation)) : []);

/** Whether the page has fetched the motion chunk. */
const chunkFetched = () => performance.getEntriesByType('resource').some((e) => e.name.includes('/motion/aztec-motion.'));

/**
 * The board's rendered DOM, as markup. (The `tabindex` a new prompt's title gets when it takes the focus
 * left out: of two boards on the page only one can have the focus.)
 */
const dom = (el: AztecBoard): string => el.shadowRoot!.innerHTML.replace(/ tabindex="-1"/g, '');

/** Ends every animation now (as time would), then lets the board settle. */
async function finishAll(el: AztecBoard): Promise<void> {
  for (const a of motions(el)) a.finish();
  await el.updateComplete;
}

/** A 3-seat board whose host plays every seat (no cover), once its motion chunk has come. */
async function board(seed: string, animations = 'on', handover = false): Promise<AztecBoard> {
  const el = await fixture<AztecBoard>(html`<aztec-board players="3" names="Ann,Bob,Cy" seed=${seed} no-save ?no-handover=${!handover}
    animations=${animations} .timing=${TIMING}></aztec-board>`);
  await waitUntil(() => el.state !== null, 'the board did not start', { timeout: 15_000 });
  await waitUntil(chunkFetched, 'the motion chunk was not fetched', { timeout: 15_000 });
  // The board's own import of it resolves before this one (it asked first): its `motion` is set then.
  await import('../../src/games/aztec/board/motion/aztec-motion.js');
  await nextFrame();
  await el.updateComplete;
  return el;
}

/** A move as a person's would come: after the last one was drawn (a frame between them), then the frame its animations start at. */
async function playOn(el: AztecBoard, move: AztecMove | 'next'): Promise<void> {
  await nextFrame();
  if (move === 'next') expect(el.next(), 'Next played nothing').to.equal(true);
  else expect(el.play(move), JSON.stringify(move)).to.equal(null);
  await el.updateComplete;
  await nextFrame();
}

/**
 * The round's picks, then tokens: each seat accuses the next, so that every reveal moves stones (a truth
 * gives one to its accuser, a lie takes one from it) and none brings an Artifact (that takes 2 accusers,
 * or none).
 */
const PICKS: Jewels[] = [[2, 0, 0], [0, 2, 0], [1, 0, 1]];
const ROUND: AztecMove[] = [
  ...PICKS.map((jewels, seat): AztecMove => ({ type: 'collect', seat, jewels })),
  ...[0, 1, 2].map((seat): AztecMove => ({ type: 'token', seat, target: (seat + 1) % 3, believe: false })),
];

/** The elements a change must animate in the new DOM (none: nothing on screen moves for it alone). */
function animatedFor(el: AztecBoard, c: AztecChange): Element[] {
  const root = el.shadowRoot!;
  switch (c.kind) {
    case 'reveal': return [roundCard(root, c.seat)!];
    case 'gain': return ([0, 1, 2] as const).filter((k) => c.jewels[k]).map((k) => numberOf(stashCount(root, c.seat, k))!);
    case 'stones': return [trackMarker(root, c.seat)!, stoneCount(root, c.seat)!];
    case 'temple': return [numberOf(templeColor(root, c.color))!];
    case 'token': return [placedToken(root, c.seat)!];
    default: return [];
  }
}

describe('<aztec-board> motion', () => {
  // No animation ends by itself: the tests end them (finishAll), or look at them, however slow the machine.
  beforeEach(() => animationRate(0));
  afterEach(async () => {
    await animationRate(1);
    await emulateMedia({ reducedMotion: 'no-preference' });
  });

  it('fetches its chunk only after the first paint of a game', async () => {
    const el = document.createElement('aztec-board');
    el.setAttribute('players', '3');
    el.setAttribute('no-save', '');
    el.timing = TIMING;
    // The phase news comes as the game starts, before the render that draws it.
    const started = new Promise((resolve) => el.addEventListener('aztec-phase-change', resolve, { once: true }));
    document.body.append(el);
    await started;
    await el.updateComplete;
    // The game is drawn; its paint has not come yet (no frame between a render and its updateComplete), nor the chunk.
    expect($(el, '[part="seats"]') ?? $(el, '.cover')).to.not.equal(null);
    expect(chunkFetched(), 'the motion chunk on the first screen\'s path').to.equal(false);
    await waitUntil(chunkFetched, 'the motion chunk was not fetched after the first paint', { timeout: 15_000 });
    el.remove();
  });

  it('a round\'s picks, tokens and reveals animate what changed, and end in the DOM of a board without animation', async () => {
    const moving = await board('motion-1');
    const still = await board('motion-1', 'off');
    const seen = new Set<string>();
    let flights = 0;
    for (const move of [...ROUND, 'next', 'next', 'next'] as const) {
      const before = moving.state!;
      await playOn(moving, move);
      await playOn(still, move);
      const after = moving.state!;
      // What the render drew, before any animation touched it: the DOM to end in.
      const drawn = dom(still);
      const changes = aztecChanges(before, after);
      for (const c of changes) {
        for (const target of animatedFor(moving, c)) {
          expect(target, `${c.kind} after ${JSON.stringify(move)}`).to.not.equal(null);
          expect(on(target), `${JSON.stringify(c)} after ${JSON.stringify(move)}`).to.not.be.empty;
          seen.add(c.kind);
        }
      }
      // Jewels fly as copies over the board: served onto the cards, gained from a card or the temple.
      const copies = moving.shadowRoot!.querySelectorAll('.motion-layer > *').length;
      if (changes.some((c) => c.kind === 'serve' || c.kind === 'gain' || c.kind === 'back')) expect(copies, `jewels flying after ${JSON.stringify(move)}`).to.be.greaterThan(0);
      flights += copies;
      // Only jewels and stones fly here: never a copy of a Jewel card (its face, or whose card it is).
      expect(moving.shadowRoot!.querySelector('.motion-layer .az-jewel-card, .motion-layer [data-card], .motion-layer [data-face]')).to.equal(null);
      expect(motions(still).length, 'animations="off" animates nothing').to.equal(0);
      await finishAll(moving);
      expect($(moving, '.motion-layer'), 'the layer goes with its last copy').to.equal(null);
      expect(dom(moving) === drawn, `after ${JSON.stringify(move)} the DOM is not the one without animation`).to.equal(true);
    }
    expect(moving.state!.decision.kind === 'curses' || moving.state!.decision.kind === 'artifact').to.equal(true);
    expect([...seen].sort()).to.include.members(['gain', 'reveal', 'stones', 'temple', 'token']);
    expect(flights).to.be.greaterThan(0);
  });

  it('a reveal: the revealed card turns, its jewels land in its seat\'s stash, counting', async () => {
    const el = await board('motion-2');
    for (const move of ROUND) await playOn(el, move);
    const seat = (el.state!.decision as { seat: number }).seat;
    const before = el.state!;
    await playOn(el, 'next');
    const gain = aztecChanges(before, el.state!).find((c): c is Extract<AztecChange, { kind: 'gain' }> => c.kind === 'gain' && c.seat === seat);
    expect(gain, 'the revealed seat gains jewels').to.exist;
    const root = el.shadowRoot!;
    expect(on(roundCard(root, seat)), 'its card turns').to.not.be.empty;
    const color = ([0, 1, 2] as const).find((k) => gain!.jewels[k] > 0)!;
    const landing = jewelOf(stashCount(root, seat, color))!;
    // Copies of jewels fly over the board; one of them ends over the stash's jewel of that colour.
    const flights = [...root.querySelectorAll('.motion-layer > .az-jewel')].flatMap((c) => on(c));
    expect(flights, 'jewels fly').to.not.be.empty;
    const centre = (r: DOMRect) => [r.left + r.width / 2, r.top + r.height / 2] as const;
    const [x, y] = centre(landing.getBoundingClientRect());
    const landed = flights.some((f) => {
      f.currentTime = Number(f.effect!.getComputedTiming().endTime) - 1;
      const [cx, cy] = centre((f.effect as KeyframeEffect).target!.getBoundingClientRect());
      return Math.abs(cx - x) < 3 && Math.abs(cy - y) < 3;
    });
    expect(landed, 'a jewel ends its flight over the stash').to.equal(true);
    expect(numberOf(stashCount(root, seat, color))!.querySelector('.count-face'), 'its count counts').to.not.equal(null);
  });

  it('a step of the replay moves as the move did (from the public frames), and opening the replay moves nothing', async () => {
    const el = await board('motion-6');
    for (const move of [...ROUND, 'next'] as const) await playOn(el, move);
    await finishAll(el);
    await nextFrame();
    await el.replay();
    await waitUntil(() => $(el, '[data-action="replay-back"]') !== null, 'the replay did not open', { timeout: 15_000 });
    await nextFrame();
    expect(motions(el).length, 'the replay opens at the position the game was at: nothing to move').to.equal(0);
    ($(el, '[data-action="replay-back"]') as HTMLButtonElement).click();
    await el.updateComplete;
    await finishAll(el);
    await nextFrame();
    ($(el, '[data-action="replay-forward"]') as HTMLButtonElement).click();
    await el.updateComplete;
    await nextFrame();
    // The step forward is the reveal: the same changes as in the game, from the spectator's frames.
    const review = (el as unknown as { board: { snapshot: { context: { review: { frames: AztecState[]; index: number } } } } }).board.snapshot.context.review;
    const changes = aztecChanges(review.frames[review.index - 1]!, review.frames[review.index]!);
    expect(changes.some((c) => c.kind === 'reveal'), 'the step is a reveal').to.equal(true);
    for (const c of changes) {
      for (const target of animatedFor(el, c)) expect(on(target), `${c.kind} in the replay`).to.not.be.empty;
    }
    await finishAll(el);
    expect($(el, '.motion-layer'), 'the layer goes with its last copy').to.equal(null);
  });

  it('stays still under prefers-reduced-motion', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const el = await board('motion-3');
    for (const move of [...ROUND, 'next', 'next'] as const) {
      await playOn(el, move);
      expect(motions(el).length, JSON.stringify(move)).to.equal(0);
      expect($(el, '.motion-layer')).to.equal(null);
    }
  });

  it('animates nothing while the hand-over cover is shown, nor from the view before it', async () => {
    const el = await board('motion-4', 'on', true);
    let animated = 0;
    let covers = 0;
    for (let step = 0; step < 30 && el.state!.decision.kind !== 'curses'; step++) {
      await nextFrame();
      if (live(el) === 'cover') {
        covers++;
        expect(motions(el).length, 'behind the cover').to.equal(0);
        ($(el, '[data-action="continue"]') as HTMLButtonElement).click();
        await el.updateComplete;
        await nextFrame();
        expect(motions(el).length, 'the first view after the cover').to.equal(0);
      } else if (live(el) === 'person') {
        // (The holder is the first seat still to decide: the cover was for it.)
        const d = el.state!.decision;
        const seat = d.seats[0]!;
        expect(d.kind === 'collect' || d.kind === 'token', d.kind).to.equal(true);
        await playOn(el, d.kind === 'collect' ? ROUND[seat]! : ROUND[3 + seat]!);
      } else if (live(el) === 'passing') {
        ($(el, '[data-action="pass"]') as HTMLButtonElement).click();
        await el.updateComplete;
      } else if (live(el) === 'table') {
        await playOn(el, 'next');
        if (motions(el).length) animated++;
      } else break;
      await finishAll(el);
    }
    expect(covers).to.be.greaterThan(3);
    expect(animated, 'the reveals, out of the cover, move').to.be.greaterThan(0);
  });

  it('a wrong animations value is told as an aztec-error naming it, and changes nothing', async () => {
    const errors: { code: string; property?: string; message: string }[] = [];
    const el = await board('motion-5');
    el.addEventListener('aztec-error', (e) => errors.push((e as CustomEvent).detail));
    el.setAttribute('animations', 'sideways');
    await playOn(el, ROUND[0]!);
    await waitUntil(() => errors.length > 0, 'no aztec-error');
    expect(errors[0]).to.include({ code: 'BAD_ATTRIBUTE', property: 'animations' });
    expect(errors[0]!.message).to.contain('sideways');
    // Told once; the board still animates (the value changed nothing).
    for (const move of ROUND.slice(1, 3)) await playOn(el, move);
    expect(errors).to.have.length(1);
    expect(motions(el), 'the picks served still fly').to.not.be.empty;
  });
});
