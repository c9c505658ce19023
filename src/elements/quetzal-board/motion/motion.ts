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
import type { GameState } from '../../../rules/index.js';
import { loadPart, partIfLoaded } from '../chunks.js';
import { addStyles } from '../add-styles.js';
import { changesBetween, cuesOf, type Change } from './changes.js';
import { motionStyles } from './motion.styles.js';
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

/** A flight's length (ms); the tumble's and the counting's. */
export const FLIGHT_MS = 460;
const COUNT_MS = 600;
const EASE = 'cubic-bezier(.22,.8,.3,1)';

interface Running {
  animations: Animation[];
  /** What to undo when they end or are cancelled: copies to remove, counters to give back. */
  cleanups: (() => void)[];
}

/** The last position each board showed, to diff the next one with. */
const shownBefore = new WeakMap<MotionHost, GameState>();
const running = new WeakMap<MotionHost, Running>();

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
  if (!changes.length) {
    render();
    return;
  }
  // A new move: whatever still moves ends now.
  stop(host);
  if (host.sound) partIfLoaded<SoundModule>('sound')?.playCues(cuesOf(changes));
  const root = host.renderRoot as ShadowRoot;
  if (still(host) || !host.isConnected) {
    render();
    return;
  }
  const before = measure(root, prev!, changes);
  render();
  addStyles(root, motionStyles, 'motion');
  play(host, root, shown!, changes, before);
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
    if (copy) copies.set(key, el.cloneNode(true) as Element);
  };
  for (const c of changes) {
    if (c.kind === 'place' || c.kind === 'return') {
      if (c.holder >= 0) for (const [id, el] of poolTokens(root, c.holder)) rect(`pool:${c.holder}:${id}`, el);
      else rect('auto', automatonCard(root));
      if (c.from) rect(`stack:${c.holder}@${c.from}`, stackAt(root, prev, c.from, c.holder));
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

function play(host: MotionHost, root: ShadowRoot, next: GameState, changes: Change[], before: Before): void {
  const r: Running = { animations: [], cleanups: [] };
  running.set(host, r);
  const track = (a: Animation | null, cleanup?: () => void) => {
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
  let layer: HTMLElement | null = null;
  const ghost = (copy: Element, from: DOMRect, to: DOMRect | null, delay: number) => {
    layer ??= root.querySelector<HTMLElement>('.motion-layer') ?? root.appendChild(Object.assign(document.createElement('div'), { className: 'motion-layer' }));
    layer.setAttribute('aria-hidden', 'true');
    const origin = layer.getBoundingClientRect();
    const el = copy as HTMLElement;
    el.removeAttribute('id');
    Object.assign(el.style, {
      left: `${from.left - origin.left}px`, top: `${from.top - origin.top}px`, width: `${from.width}px`, height: `${from.height}px`,
    });
    layer.append(el);
    const end = to ? `${shift(to, from)} scale(${Math.max(0.2, Math.min(1, to.width / Math.max(1, from.width)))})` : 'translateY(-24px) scale(.9)';
    const own = layer;
    track(el.animate([
      { transform: 'none', opacity: 1 },
      { transform: `translateY(-10px) scale(1.06)`, opacity: 1, offset: 0.3 },
      { transform: end, opacity: 0 },
    ], { duration: FLIGHT_MS + 140, delay, easing: EASE, fill: 'backwards' }), () => {
      el.remove();
      if (!own.childElementCount) own.remove();
    });
  };
  const shifted = new Set<number>();
  let stagger = 0;
  for (const c of changes) {
    switch (c.kind) {
      case 'place': {
        const to = stackAt(root, next, c.at, c.holder);
        const from = c.from ? before.rects.get(`stack:${c.holder}@${c.from}`)
          : c.holder >= 0 ? before.rects.get(`pool:${c.holder}:${c.meeples[0]}`) : before.rects.get('auto');
        track(from && to ? flyFrom(to, from, stagger) : to ? pop(to, stagger) : null);
        stagger += 70;
        if (c.holder >= 0) shifted.add(c.holder);
        break;
      }
      case 'return': {
        const from = before.rects.get(`stack:${c.holder}@${c.from}`);
        c.meeples.forEach((m, i) => {
          const token = c.holder >= 0 ? poolToken(root, c.holder, m) : null;
          track(token && from ? flyFrom(token, from, stagger + i * 40) : null);
        });
        stagger += 50;
        if (c.holder >= 0) shifted.add(c.holder);
        break;
      }
      case 'take': {
        const from = before.rects.get(`card:${c.card}`);
        const landed = c.seat === null ? null : handCard(root, c.seat, c.card);
        if (from && landed) track(flyFrom(landed, from, stagger));
        else if (from) {
          const to = c.seat === null ? null : statOf(root, c.seat, 'hand');
          ghost(before.copies.get(`card:${c.card}`)!, from, to?.getBoundingClientRect() ?? null, stagger);
        }
        stagger += 90;
        break;
      }
      case 'show': {
        const el = boardCard(root, c.card);
        track(el ? pop(el, stagger) : null);
        break;
      }
      case 'spend': {
        const to = c.scored ? statOf(root, c.seat, 'score')?.getBoundingClientRect() ?? null : null;
        c.cards.forEach((_, i) => {
          const from = before.rects.get(`spent:${c.seat}:${i}`) ?? before.rects.get(`hand:${c.seat}`);
          const copy = before.copies.get(`spent:${c.seat}:${i}`) ?? cardBack();
          if (from) ghost(copy, from, to, stagger + i * 80);
        });
        stagger += 90;
        break;
      }
      case 'count': {
        const el = statOf(root, c.seat, c.stat);
        if (el) count(el, c.from, c.to, track);
        const disc = c.stat === 'score' ? scoreDisc(root, c.seat) : c.stat === 'discovery' ? discoveryDisc(root, next, c.seat) : null;
        const from = before.rects.get(c.stat === 'score' ? `score:${c.seat}` : `disc:${c.seat}`);
        if (disc && from) track(flyFrom(disc, from, 0));
        break;
      }
      case 'roll':
        c.meeples.forEach((m, i) => {
          const token = poolToken(root, c.seat, m);
          if (token) tumble(token, i * 45 + c.seat * 30).forEach((a) => track(a));
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
      if (from && moved(from, el.getBoundingClientRect())) track(flyFrom(el, from, 0, false));
    }
  }
  if (!r.animations.length && running.get(host) === r) running.delete(host);
}

// ------------------------------------------------------------------ the animations

const centre = (r: DOMRect) => [r.left + r.width / 2, r.top + r.height / 2] as const;

/** How far `from`'s centre is from `to`'s. */
function offset(from: DOMRect, to: DOMRect): [number, number] {
  return [from.left + from.width / 2 - (to.left + to.width / 2), from.top + from.height / 2 - (to.top + to.height / 2)];
}

/** The translation that takes `to`'s centre to `from`'s. */
function shift(to: DOMRect, from: DOMRect): string {
  const [x, y] = offset(to, from);
  return `translate(${x}px, ${y}px)`;
}

const moved = (a: DOMRect, b: DOMRect) => Math.abs(a.left - b.left) > 1 || Math.abs(a.top - b.top) > 1;

/** FLIP: the element, already where it ends, starts from `from` and travels home (lifted on the way). */
function flyFrom(el: Element, from: DOMRect, delay: number, lift = true): Animation | null {
  const to = el.getBoundingClientRect();
  if (!to.width && !to.height) return null;
  const [x, y] = offset(from, to);
  const scale = Math.max(0.4, Math.min(2.5, from.width / Math.max(1, to.width)));
  const frames: Keyframe[] = [{ transform: `translate(${x}px, ${y}px) scale(${scale})` }];
  if (lift) frames.push({ transform: `translate(${x * 0.45}px, ${y * 0.45 - 18}px) scale(1.2)`, offset: 0.5 });
  frames.push({ transform: 'none' });
  return el.animate(frames, { duration: lift ? FLIGHT_MS : FLIGHT_MS / 2, delay, easing: EASE, fill: 'backwards' });
}

/** Something new on the board grows into place. */
function pop(el: Element, delay: number): Animation {
  return el.animate([{ transform: 'scale(.4)', opacity: 0 }, { transform: 'scale(1.12)', opacity: 1, offset: 0.6 }, { transform: 'none' }],
    { duration: FLIGHT_MS, delay, easing: EASE, fill: 'backwards' });
}

/** A rolled meeple: it drops, spins and lands; its face turns over to the side it shows now. */
function tumble(token: Element, delay: number): Animation[] {
  const out: Animation[] = [];
  const icon = token.querySelector('.icon');
  if (icon) {
    out.push(icon.animate([
      { transform: 'translateY(-16px) rotate(-280deg) scale(.6)', opacity: 0 },
      { transform: 'translateY(3px) rotate(14deg) scale(1.05)', opacity: 1, offset: 0.6 },
      { transform: 'none' },
    ], { duration: FLIGHT_MS + 200, delay, easing: 'cubic-bezier(.3,1.4,.5,1)', fill: 'backwards' }));
  }
  const face = token.querySelector('.meeple-face');
  if (face) out.push(face.animate([{ transform: 'rotateX(90deg)' }, { transform: 'none' }], { duration: FLIGHT_MS / 2, delay: delay + FLIGHT_MS / 2, fill: 'backwards' }));
  return out;
}

let countable: boolean | null = null;

/** Whether `--qz-n` can be animated as a whole number (a registered custom property). */
function canCount(): boolean {
  if (countable !== null) return countable;
  try {
    CSS.registerProperty({ name: '--qz-n', syntax: '<integer>', inherits: false, initialValue: '0' });
    countable = true;
  } catch (e) {
    // Registered already (another copy of this chunk), or not supported.
    countable = (e as Error).name === 'InvalidModificationError';
  }
  return countable;
}

/** A counter counts from its old value to its new one (drawn over it), with a little jump. */
function count(el: HTMLElement, from: number, to: number, track: (a: Animation | null, cleanup?: () => void) => void): void {
  track(el.animate([{ transform: 'scale(1.35)' }, { transform: 'none' }], { duration: COUNT_MS, easing: EASE }));
  if (!canCount()) return;
  const face = Object.assign(document.createElement('span'), { className: 'count-face' });
  face.setAttribute('aria-hidden', 'true');
  el.classList.add('counting');
  el.append(face);
  track(face.animate([{ '--qz-n': String(from) }, { '--qz-n': String(to) }], { duration: COUNT_MS, easing: 'ease-out', fill: 'both' }), () => {
    face.remove();
    el.classList.remove('counting');
    // (No empty `class` left behind: the DOM ends as it was rendered.)
    if (!el.classList.length) el.removeAttribute('class');
  });
}

/** A face-down card, for a card leaving a hand nobody at the device sees. */
function cardBack(): Element {
  const back = Object.assign(document.createElement('div'), { className: 'card back size-sm' });
  back.append(Object.assign(document.createElement('span'), { className: 'back-mark', textContent: 'Q' }));
  return back;
}
