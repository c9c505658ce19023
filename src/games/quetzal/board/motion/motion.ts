/**
 * Moves you can watch (a chunk of its own, fetched after the board's first render): around each render
 * of a <quetzal-board>, what changed between the position shown before and the one shown now
 * (changes.ts) is measured in the old DOM, the render runs, and the new DOM is animated from there with
 * the Web Animations API (FLIP: first, last, invert, play). Meeples fly from the pools to their spots
 * and back, cards from the displays to the hands, counters count, rolled meeples tumble.
 *
 * Purely visual: the render has already put the DOM in its final state, and the animations only move
 * it (transforms) or draw copies over it (the `.motion-layer`, gone when they end). Nothing waits for
 * them: a new change cancels them all first (the DOM is already right), so a quick move never queues
 * behind an animation. None under `prefers-reduced-motion`, or with the board's `animations="off"`.
 *
 * The same changes give the sound cues (sound.ts, a chunk of its own, fetched once the board's `sound`
 * is turned on).
 */
import type { GameState } from '../../engine/index.js';
import { loadPart, partIfLoaded } from '../chunks.js';
import { addStyles } from '../../../../kit/ui/add-styles.js';
import { changesBetween, cuesOf, type Change } from './changes.js';
import { motionStyles } from './motion.styles.js';
import { cardBack, count, flight, flyAcross, flyFrom, moved, pop, tumble, type Track } from './animations.js';
import {
  automatonCard, boardCard, discoveryDisc, handCard, poolToken, poolTokens, scoreDisc, stackAt, statOf,
} from './where.js';

type SoundModule = typeof import('./sound.js');

/** The board as this chunk sees it. */
export interface MotionHost extends HTMLElement {
  renderRoot: HTMLElement | DocumentFragment;
  /** Sound cues on (the board's `sound`). */
  sound?: boolean;
}

interface Running {
  animations: Animation[];
  /** What to undo when they end or are cancelled: copies to remove, counters to give back. */
  cleanups: (() => void)[];
  /** The frame they start at (the new DOM is measured then, with the layout the frame does anyway), until it comes. */
  frame: number | null;
}

/** The last position each board showed, to diff the next one with. */
const shownBefore = new WeakMap<MotionHost, GameState>();
const running = new WeakMap<MotionHost, Running>();
/**
 * Boards that rendered since the last frame: a change arriving now follows one nobody could see yet
 * (a host playing moves back to back), so it shows at once — and measuring the old DOM would force a
 * layout the browser has not done.
 */
const unpainted = new WeakSet<MotionHost>();

function rendered(host: MotionHost): void {
  if (unpainted.has(host)) return;
  unpainted.add(host);
  requestAnimationFrame(() => unpainted.delete(host));
}

/** Whether this board should not animate: reduced motion asked for, or `animations="off"`. */
export function still(host: HTMLElement): boolean {
  return host.getAttribute('animations') === 'off'
    || (typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches);
}

/** Ends every animation of a board at once: the DOM is already in its final state. */
export function stop(host: MotionHost): void {
  const r = running.get(host);
  if (!r) return;
  running.delete(host);
  if (r.frame !== null) cancelAnimationFrame(r.frame);
  for (const a of r.animations) a.cancel();
  for (const undo of r.cleanups) undo();
}

/**
 * Runs a board's `render` (its Lit update), animating what changed from the position it showed before
 * to `shown` (null: no game is shown).
 */
export function around(host: MotionHost, shown: GameState | null, render: () => void): void {
  const prev = shownBefore.get(host);
  if (shown) shownBefore.set(host, shown);
  else shownBefore.delete(host);
  if (host.sound && !partIfLoaded('sound')) void loadPart<SoundModule>('sound', () => import('./sound.js')).catch(() => {});
  const changes = prev && shown && prev !== shown ? changesBetween(prev, shown) : [];
  const seen = !unpainted.has(host);
  if (changes.length) {
    // A new move: whatever still moves ends now.
    stop(host);
    if (host.sound) partIfLoaded<SoundModule>('sound')?.playCues(cuesOf(changes));
  }
  if (!changes.length || !seen || still(host) || !host.isConnected) {
    render();
    rendered(host);
    return;
  }
  const root = host.renderRoot as ShadowRoot;
  const before = measure(root, prev!, changes);
  render();
  rendered(host);
  addStyles(root, motionStyles, 'motion');
  const r: Running = { animations: [], cleanups: [], frame: null };
  running.set(host, r);
  r.frame = requestAnimationFrame(() => {
    r.frame = null;
    play(host, r, root, shown!, changes, before);
  });
}

// ------------------------------------------------------------------ before the render

/** The old DOM's rectangles (and copies of what will be gone), by what they show. */
interface Before {
  rects: Map<string, DOMRect>;
  copies: Map<string, Element>;
}

function measure(root: ShadowRoot, prev: GameState, changes: Change[]): Before {
  const rects = new Map<string, DOMRect>();
  const copies = new Map<string, Element>();
  const rect = (key: string, el: Element | null, copy = false) => {
    if (!el || rects.has(key)) return;
    rects.set(key, el.getBoundingClientRect());
    if (!copy) return;
    const clone = el.cloneNode(true) as Element;
    // A meeple going home alone: no "×3" on it.
    clone.querySelector('.stack-count')?.remove();
    copies.set(key, clone);
  };
  for (const c of changes) {
    if (c.kind === 'place' || c.kind === 'return') {
      if (c.holder >= 0) for (const [id, el] of poolTokens(root, c.holder)) rect(`pool:${c.holder}:${id}`, el);
      else rect('auto', automatonCard(root));
      if (c.from) rect(`stack:${c.holder}@${c.from}`, stackAt(root, prev, c.from, c.holder), c.kind === 'return');
    } else if (c.kind === 'take') rect(`card:${c.card}`, boardCard(root, c.card), true);
    else if (c.kind === 'spend') {
      c.cards.forEach((card, i) => rect(`spent:${c.seat}:${i}`, card >= 0 ? handCard(root, c.seat, card) : null, true));
      rect(`hand:${c.seat}`, statOf(root, c.seat, 'hand'));
    } else if (c.kind === 'count' && c.stat === 'score') rect(`score:${c.seat}`, scoreDisc(root, c.seat));
    else if (c.kind === 'count' && c.stat === 'discovery') rect(`disc:${c.seat}`, discoveryDisc(root, prev, c.seat));
  }
  return { rects, copies };
}

// ------------------------------------------------------------------ after it

/**
 * Starts the animations of `changes` in the new DOM. In two passes — every rectangle read first, then
 * every animation and copy written — so the layout is computed once, not once per piece.
 */
function play(host: MotionHost, r: Running, root: ShadowRoot, next: GameState, changes: Change[], before: Before): void {
  const track: Track = (a, cleanup) => {
    if (cleanup) r.cleanups.push(cleanup);
    if (!a) return;
    r.animations.push(a);
    // (The `finished` promise, not the `finish` event: the event waits for a frame, the promise does not.)
    a.finished.then(() => {
      cleanup?.();
      r.animations = r.animations.filter((x) => x !== a);
      if (!r.animations.length && running.get(host) === r) running.delete(host);
    }, () => {});
  };
  const writes: (() => void)[] = [];
  /** FLIP: `el` is where it ends; it starts from `from` (a move within its own panel or track). */
  const fly = (el: Element | null, from: DOMRect | undefined, delay: number, lift = true) => {
    const to = el?.getBoundingClientRect();
    if (el && from && to && (to.width || to.height)) writes.push(() => track(flyFrom(el, from, to, delay, lift)));
  };
  /** Copies flying over everything (the panels clip what moves inside them), drawn once the layer is placed. */
  const inLayer: ((layer: HTMLElement, origin: DOMRect) => void)[] = [];
  const ghost = (copy: Element | undefined, from: DOMRect | undefined, delay: number, land: Element | null, to: Element | null = null) => {
    const end = land?.getBoundingClientRect() ?? to?.getBoundingClientRect() ?? null;
    if (copy && from) inLayer.push((layer, origin) => flight(layer, origin, copy, from, delay, land, end, track));
  };
  /** A piece crossing the board, from a panel to a spot: its copy flies in the layer. */
  const across = (el: Element | null, from: DOMRect | undefined, delay: number) => {
    const to = el?.getBoundingClientRect();
    if (el && from && to && (to.width || to.height)) inLayer.push((layer, origin) => flyAcross(layer, origin, el, from, to, delay, track));
  };
  const shifted = new Set<number>();
  let stagger = 0;
  for (const c of changes) {
    switch (c.kind) {
      case 'place': {
        const to = stackAt(root, next, c.at, c.holder);
        const from = c.from ? before.rects.get(`stack:${c.holder}@${c.from}`)
          : before.rects.get(c.holder >= 0 ? `pool:${c.holder}:${c.meeples[0]}` : 'auto');
        const delay = stagger;
        if (from) across(to, from, delay);
        else if (to) writes.push(() => track(pop(to, delay)));
        stagger += 70;
        if (c.holder >= 0) shifted.add(c.holder);
        break;
      }
      case 'return': {
        const key = `stack:${c.holder}@${c.from}`;
        c.meeples.forEach((m, i) => {
          const token = c.holder >= 0 ? poolToken(root, c.holder, m) : null;
          if (token) ghost(before.copies.get(key), before.rects.get(key), stagger + i * 40, token);
        });
        stagger += 50;
        if (c.holder >= 0) shifted.add(c.holder);
        break;
      }
      case 'take': {
        const landed = c.seat === null ? null : handCard(root, c.seat, c.card);
        const count = c.seat === null ? null : statOf(root, c.seat, 'hand');
        ghost(before.copies.get(`card:${c.card}`), before.rects.get(`card:${c.card}`), stagger, landed, count);
        stagger += 90;
        break;
      }
      case 'show': {
        const el = boardCard(root, c.card);
        if (el) writes.push(() => track(pop(el, 0)));
        break;
      }
      case 'spend': {
        const score = c.scored ? statOf(root, c.seat, 'score') : null;
        c.cards.forEach((_, i) => {
          const from = before.rects.get(`spent:${c.seat}:${i}`) ?? before.rects.get(`hand:${c.seat}`);
          ghost(before.copies.get(`spent:${c.seat}:${i}`) ?? cardBack(), from, stagger + i * 80, null, score);
        });
        stagger += 90;
        break;
      }
      case 'count': {
        const el = statOf(root, c.seat, c.stat);
        if (el) writes.push(() => count(el, c.from, c.to, track));
        const disc = c.stat === 'score' ? scoreDisc(root, c.seat) : c.stat === 'discovery' ? discoveryDisc(root, next, c.seat) : null;
        fly(disc, before.rects.get(c.stat === 'score' ? `score:${c.seat}` : `disc:${c.seat}`), 0);
        break;
      }
      case 'roll':
        c.meeples.forEach((m, i) => {
          const token = poolToken(root, c.seat, m);
          if (token) writes.push(() => tumble(token, i * 45 + c.seat * 30).forEach((a) => track(a)));
        });
        break;
      case 'end':
        break;
    }
  }
  // The meeples left in a pool slide to their new places as the others leave or come back.
  for (const seat of shifted) {
    for (const [id, el] of poolTokens(root, seat)) {
      const from = before.rects.get(`pool:${seat}:${id}`);
      if (from && moved(from, el.getBoundingClientRect())) fly(el, from, 0, false);
    }
  }
  const frame = inLayer.length ? root.querySelector<HTMLElement>('.frame') : null;
  if (frame) {
    const over = contentOf(frame);
    writes.push(() => {
      const layer = layerOver(frame, over);
      for (const draw of inLayer) draw(layer, over);
    });
  }
  for (const write of writes) write();
  if (!r.animations.length && running.get(host) === r) running.delete(host);
}

/** Where the board's frame draws its content (its padding box), as far as that content reaches. */
function contentOf(frame: HTMLElement): DOMRect {
  const box = frame.getBoundingClientRect();
  return new DOMRect(box.left + frame.clientLeft, box.top + frame.clientTop, frame.scrollWidth, frame.scrollHeight);
}

/**
 * The layer the copies fly in, over the frame's content (`over`) and clipped to it: a copy crossing the
 * board never reaches past what the page already shows of it, so a flight never makes the page grow.
 */
function layerOver(frame: HTMLElement, over: DOMRect): HTMLElement {
  const layer = frame.querySelector<HTMLElement>(':scope > .motion-layer')
    ?? frame.appendChild(Object.assign(document.createElement('div'), { className: 'motion-layer' }));
  layer.setAttribute('aria-hidden', 'true');
  Object.assign(layer.style, { width: `${over.width}px`, height: `${over.height}px` });
  return layer;
}
