/**
 * Moves you can watch, for any game's board (in a board's motion chunk, fetched after its first render):
 * around each render, what changed between the position the board showed before and the one it shows now
 * (the game's `changes`) is measured in the old DOM, the render runs, and the new DOM is animated from
 * there with the Web Animations API (FLIP: first, last, invert, play). What each change moves is the
 * game's (motion-game.ts); the rest is here.
 *
 * Purely visual: the render has already put the DOM in its final state, and the animations only move
 * it (transforms) or draw copies over it (the `.motion-layer`, gone when they end). Nothing waits for
 * them: a new change cancels them all first (the DOM is already right), so a quick move never queues
 * behind an animation. None under `prefers-reduced-motion`, or with the board's `animations="off"`.
 */
import { addStyles } from '../add-styles.js';
import type { Track } from './animations.js';
import type { MotionGame, MotionHost } from './motion-game.js';
import { motionStyles } from './motion.styles.js';
import { playNew, readOld } from './stage.js';

interface Running {
  animations: Animation[];
  /** What to undo when they end or are cancelled: copies to remove, counters to give back. */
  cleanups: (() => void)[];
  /** The frame they start at (the new DOM is measured then, with the layout the frame does anyway), until it comes. */
  frame: number | null;
}

/** The last position each board showed, to diff the next one with. */
const shownBefore = new WeakMap<MotionHost, unknown>();
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
 * Runs a board's `render` (its Lit update), animating with `game` what changed from the position it
 * showed before to `shown` (null: no position is shown — no game, a hand-over cover —, and the next one
 * shown is not diffed with the one before it).
 */
export function around<S, C>(game: MotionGame<S, C>, host: MotionHost, shown: S | null, render: () => void): void {
  const prev = shownBefore.get(host) as S | undefined;
  if (shown) shownBefore.set(host, shown);
  else shownBefore.delete(host);
  const changes = prev && shown && prev !== shown ? game.changes(prev, shown) : [];
  const seen = !unpainted.has(host);
  // A new move, or nothing shown any more: whatever still moves ends now.
  if (changes.length || (prev && !shown)) stop(host);
  if (changes.length) game.heard?.(host, changes);
  if (!changes.length || !seen || still(host) || !host.isConnected) {
    render();
    rendered(host);
    return;
  }
  const root = host.renderRoot as ShadowRoot;
  const old = readOld(root);
  game.measure(old, prev!, changes);
  render();
  rendered(host);
  addStyles(root, motionStyles, 'motion');
  const r: Running = { animations: [], cleanups: [], frame: null };
  running.set(host, r);
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
  r.frame = requestAnimationFrame(() => {
    r.frame = null;
    playNew(root, old.kept, game.frame ?? '.frame', track, (stage) => game.play(stage, shown!, changes));
    if (!r.animations.length && running.get(host) === r) running.delete(host);
  });
}
