/**
 * The motion layer: the element a board's flying copies are drawn in, over its frame's content and
 * clipped to it, made when a change first needs it and gone with its last copy (animations.ts).
 */

/** Where a board's frame draws its content (its padding box), as far as that content reaches. */
export function contentOf(frame: HTMLElement): DOMRect {
  const box = frame.getBoundingClientRect();
  return new DOMRect(box.left + frame.clientLeft, box.top + frame.clientTop, frame.scrollWidth, frame.scrollHeight);
}

/**
 * The layer the copies fly in, over the frame's content (`over`) and clipped to it: a copy crossing the
 * board never reaches past what the page already shows of it, so a flight never makes the page grow.
 */
export function layerOver(frame: HTMLElement, over: DOMRect): HTMLElement {
  const layer = frame.querySelector<HTMLElement>(':scope > .motion-layer')
    ?? frame.appendChild(Object.assign(document.createElement('div'), { className: 'motion-layer' }));
  layer.setAttribute('aria-hidden', 'true');
  Object.assign(layer.style, { width: `${over.width}px`, height: `${over.height}px` });
  return layer;
}
