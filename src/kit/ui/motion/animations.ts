/**
 * The motion layer's animations (Web Animations API), each on pieces a board's render has already put
 * where they end: a FLIP flight home, a copy flying over the board, something new growing in, a piece
 * turning over or tumbling, a counter counting. Each is purely visual and ends with the DOM as rendered.
 * Game-agnostic: a game's motion (its changes and where their pieces are) picks the pieces.
 */

/** A flight's length (ms); the tumble's and the counting's follow from it. */
const FLIGHT_MS = 460;
const COUNT_MS = 600;
const EASE = 'cubic-bezier(.22,.8,.3,1)';

/** Keeps an animation (and what to undo when it ends or is cancelled) with the board's running ones. */
export type Track = (a: Animation | null, cleanup?: () => void) => void;

/** How far `from`'s centre is from `to`'s. */
function offset(from: DOMRect, to: DOMRect): [number, number] {
  return [from.left + from.width / 2 - (to.left + to.width / 2), from.top + from.height / 2 - (to.top + to.height / 2)];
}

/** The translation that takes `to`'s centre to `from`'s. */
function shift(to: DOMRect, from: DOMRect): string {
  const [x, y] = offset(to, from);
  return `translate(${x}px, ${y}px)`;
}

/** Whether a piece measured at `a`, then at `b`, has moved (by more than a pixel). */
export const moved = (a: DOMRect, b: DOMRect) => Math.abs(a.left - b.left) > 1 || Math.abs(a.top - b.top) > 1;

/** FLIP: the element, already at `to`, starts from `from` and travels home (lifted on the way). */
export function flyFrom(el: Element, from: DOMRect, to: DOMRect, delay: number, lift: boolean): Animation {
  const [x, y] = offset(from, to);
  const scale = Math.max(0.4, Math.min(2.5, from.width / Math.max(1, to.width)));
  const frames: Keyframe[] = [{ transform: `translate(${x}px, ${y}px) scale(${scale})` }];
  if (lift) frames.push({ transform: `translate(${x * 0.45}px, ${y * 0.45 - 18}px) scale(1.2)`, offset: 0.5 });
  frames.push({ transform: 'none' });
  return el.animate(frames, { duration: lift ? FLIGHT_MS : FLIGHT_MS / 2, delay, easing: EASE, fill: 'backwards' });
}

/** A copy of `el` in the layer, drawn over `at` (its own place), for it to fly. */
function copyIn(layer: HTMLElement, origin: DOMRect, el: Element, at: DOMRect): HTMLElement {
  const copy = el.cloneNode(true) as HTMLElement;
  copy.removeAttribute('id');
  Object.assign(copy.style, {
    left: `${at.left - origin.left}px`, top: `${at.top - origin.top}px`, width: `${at.width}px`, height: `${at.height}px`,
  });
  layer.append(copy);
  return copy;
}

/** A copy's flight ended: it goes, and the layer with its last copy. */
function drop(copy: Element, layer: HTMLElement): void {
  copy.remove();
  if (!layer.childElementCount) layer.remove();
}

/**
 * A copy of what left (`copy`, drawn at `from`) flies in the layer to where it lands (`to`; `land`, if
 * given, shows when it arrives), or, without `to`, up and away.
 */
export function flight(layer: HTMLElement, origin: DOMRect, copy: Element, from: DOMRect, delay: number, land: Element | null, to: DOMRect | null, track: Track): void {
  const el = copyIn(layer, origin, copy, from);
  const end = to ? `${shift(to, from)} scale(${Math.max(0.2, Math.min(1.5, to.width / Math.max(1, from.width)))})` : 'translateY(-28px) scale(.9)';
  const duration = FLIGHT_MS + 140;
  track(el.animate([
    { transform: 'none', opacity: 1 },
    { transform: 'translateY(-12px) scale(1.08)', opacity: 1, offset: 0.25 },
    { transform: end, opacity: 1, offset: 0.88 },
    { transform: end, opacity: 0 },
  ], { duration, delay, easing: EASE, fill: 'backwards' }), () => drop(el, layer));
  // What it lands as waits for it.
  if (land) track(land.animate([{ opacity: 0 }, { opacity: 0, offset: 0.85 }, { opacity: 1 }], { duration, delay, fill: 'backwards' }));
}

/**
 * A piece that crosses the board (a meeple from its pool to its spot, the panels apart): a copy of `el`,
 * drawn where it lands (`to`), flies there from `from` in the layer, while `el` waits unseen. Moved in
 * place instead, the piece reached out of the board's box on its way (from the seats under the board) and
 * made the page taller while it flew (issue 26); the layer clips the copy to the board's box.
 */
export function flyAcross(layer: HTMLElement, origin: DOMRect, el: Element, from: DOMRect, to: DOMRect, delay: number, track: Track): void {
  const copy = copyIn(layer, origin, el, to);
  track(flyFrom(copy, from, to, delay, true), () => drop(copy, layer));
  track(el.animate([{ opacity: 0 }, { opacity: 0 }], { duration: FLIGHT_MS, delay, fill: 'backwards' }));
}

/** Something new on the board grows into place. */
export function pop(el: Element, delay: number): Animation {
  return el.animate([{ transform: 'scale(.4)', opacity: 0 }, { transform: 'scale(1.12)', opacity: 1, offset: 0.6 }, { transform: 'none' }],
    { duration: FLIGHT_MS, delay, easing: EASE, fill: 'backwards' });
}

/** Something turns over (a card revealed, a die's face), edge-on first: about `axis`, `X` or `Y`. */
export function turn(el: Element, delay: number, axis: 'X' | 'Y' = 'X'): Animation {
  return el.animate([{ transform: `rotate${axis}(90deg)` }, { transform: 'none' }], { duration: FLIGHT_MS / 2, delay, fill: 'backwards' });
}

/** A rolled piece: its `icon` drops, spins and lands; its `face` turns over to the side it shows now. */
export function tumble(icon: Element | null, face: Element | null, delay: number): Animation[] {
  const out: Animation[] = [];
  if (icon) {
    out.push(icon.animate([
      { transform: 'translateY(-16px) rotate(-280deg) scale(.6)', opacity: 0 },
      { transform: 'translateY(3px) rotate(14deg) scale(1.05)', opacity: 1, offset: 0.6 },
      { transform: 'none' },
    ], { duration: FLIGHT_MS + 200, delay, easing: 'cubic-bezier(.3,1.4,.5,1)', fill: 'backwards' }));
  }
  if (face) out.push(turn(face, delay + FLIGHT_MS / 2));
  return out;
}

let countable: boolean | null = null;

/** The custom property a counter's face counts with (motion.styles.ts draws it). */
const COUNTER = '--motion-n';

/** Whether `--motion-n` can be animated as a whole number (a registered custom property). */
function canCount(): boolean {
  if (countable !== null) return countable;
  try {
    CSS.registerProperty({ name: COUNTER, syntax: '<integer>', inherits: false, initialValue: '0' });
    countable = true;
  } catch (e) {
    // Registered already (another copy of this chunk), or not supported.
    countable = (e as Error).name === 'InvalidModificationError';
  }
  return countable;
}

/**
 * A counter counts from its old value to its new one (drawn over it), with a little jump. The counter may
 * say its number in words ("3 cursed stones", "−3 VP"): what stands around the number's digits in its
 * text stays as it is, and the digits count (from the old value's size to the new one's).
 */
export function count(el: HTMLElement, from: number, to: number, track: Track): void {
  track(el.animate([{ transform: 'scale(1.35)' }, { transform: 'none' }], { duration: COUNT_MS, easing: EASE }));
  if (!canCount()) return;
  const text = el.textContent ?? '';
  const digits = String(Math.abs(to));
  const at = text.lastIndexOf(digits);
  if (at < 0) return;
  const face = Object.assign(document.createElement('span'), { className: 'count-face' });
  face.setAttribute('aria-hidden', 'true');
  // (Only what a text holds besides its number: for a bare number, nothing, as before.)
  if (at > 0) face.dataset.before = text.slice(0, at);
  if (at + digits.length < text.length) face.dataset.after = text.slice(at + digits.length);
  el.classList.add('counting');
  el.append(face);
  const n = (v: number) => String(Math.abs(v));
  track(face.animate([{ [COUNTER]: n(from) }, { [COUNTER]: n(to) }], { duration: COUNT_MS, easing: 'ease-out', fill: 'both' }), () => {
    face.remove();
    el.classList.remove('counting');
    // (No empty `class` left behind: the DOM ends as it was rendered.)
    if (!el.classList.length) el.removeAttribute('class');
  });
}
