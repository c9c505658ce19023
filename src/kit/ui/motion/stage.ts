/**
 * The two halves of a board's animated render (motion.ts runs them): the old DOM read before it
 * (`readOld`), and at the next frame the new one played in two passes — every rectangle read while the
 * game plays its changes, then every animation and copy written (`playNew`).
 */
import { flight, flyAcross, flyFrom, type Track } from './animations.js';
import { contentOf, layerOver } from './layer.js';
import type { OldDom, Stage } from './motion-game.js';

/** The old DOM's rectangles, and copies of what will be gone, by what they show. */
export interface Kept {
  rects: Map<string, DOMRect>;
  copies: Map<string, Element>;
}

/** The old DOM, for a game's `measure` to keep what it needs of it. */
export function readOld(root: ShadowRoot): OldDom & { kept: Kept } {
  const kept: Kept = { rects: new Map(), copies: new Map() };
  return {
    root,
    kept,
    keep(key, el, copy = false) {
      if (!el || kept.rects.has(key)) return undefined;
      kept.rects.set(key, el.getBoundingClientRect());
      if (!copy) return undefined;
      const clone = el.cloneNode(true) as Element;
      kept.copies.set(key, clone);
      return clone;
    },
  };
}

/**
 * Runs `play` (the game's) on a stage over the new DOM, then writes what it asked for: the copies in the
 * layer over `frame` (made only when one flies), then every other animation, each kept by `track`.
 */
export function playNew(root: ShadowRoot, kept: Kept, frameSelector: string, track: Track, play: (stage: Stage) => void): void {
  const writes: (() => void)[] = [];
  /** Copies flying over everything (the panels clip what moves inside them), drawn once the layer is placed. */
  const inLayer: ((layer: HTMLElement, origin: DOMRect) => void)[] = [];
  const size = (el: Element | null | undefined) => {
    const r = el?.getBoundingClientRect();
    return r && (r.width || r.height) ? r : null;
  };
  play({
    root,
    rect: (key) => kept.rects.get(key),
    copy: (key) => kept.copies.get(key),
    fly(el, from, delay, lift = true) {
      const to = size(el);
      if (el && from && to) writes.push(() => track(flyFrom(el, from, to, delay, lift)));
    },
    ghost(copy, from, delay, land, to = null) {
      const end = land?.getBoundingClientRect() ?? to?.getBoundingClientRect() ?? null;
      if (copy && from) inLayer.push((layer, origin) => flight(layer, origin, copy, from, delay, land, end, track));
    },
    across(el, from, delay) {
      const to = size(el);
      if (el && from && to) inLayer.push((layer, origin) => flyAcross(layer, origin, el, from, to, delay, track));
    },
    write(start) {
      writes.push(() => start(track));
    },
  });
  const frame = inLayer.length ? root.querySelector<HTMLElement>(frameSelector) : null;
  if (frame) {
    const over = contentOf(frame);
    writes.push(() => {
      const layer = layerOver(frame, over);
      for (const draw of inLayer) draw(layer, over);
    });
  }
  for (const write of writes) write();
}
