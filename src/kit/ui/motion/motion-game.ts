/**
 * What a game supplies to the kit's motion layer (motion.ts), and what the layer lends it back. The
 * layer does the rest, the same for every game: the position each board showed last, the old DOM read
 * before a render and the new one animated after it (FLIP), a new change ending whatever still moves,
 * changes that follow one nobody could see yet shown at once, nothing under reduced motion or
 * `animations="off"`, and the layer the copies fly in.
 *
 * A game's changes are read from the two positions the board rendered — the viewer's own views — so
 * nothing its board does not show is ever animated; a position that is not shown (a hand-over cover,
 * no game) is null, and nothing is diffed across it.
 */
import type { Track } from './animations.js';

/**
 * A game's motion: `S` is the position a board shows (the viewer's view of the game), `C` one change
 * between two of them.
 */
export interface MotionGame<S, C> {
  /** What changed from `prev` to `next`, in the order best shown; empty for a jump (another game, a slider's leap). */
  changes(prev: S, next: S): readonly C[];
  /** Before the render, in the old DOM: keeps where the changes' pieces start (and copies of what will be gone). */
  measure(old: OldDom, prev: S, changes: readonly C[]): void;
  /** At the frame after the render, in the new DOM: starts each change's animations from what `measure` kept. */
  play(stage: Stage, next: S, changes: readonly C[]): void;
  /** Each new set of changes, animated or not, before its render (a game's sound cues). */
  heard?(host: MotionHost, changes: readonly C[]): void;
  /** The element the layer of flying copies covers (default `.frame`): it must be a containing block (`position: relative`). */
  frame?: string;
}

/** A board as the layer sees it: a Lit element with its shadow root. */
export interface MotionHost extends HTMLElement {
  renderRoot: HTMLElement | DocumentFragment;
}

/** The old DOM, read before the render. */
export interface OldDom {
  root: ShadowRoot;
  /**
   * Keeps `el`'s rectangle under `key` (the first one kept under a key stays); with `copy`, a copy of it
   * too, to fly once `el` is gone. Returns that copy when it was made now (for the game to trim), else
   * undefined. Nothing for a null `el`.
   */
  keep(key: string, el: Element | null, copy?: boolean): Element | undefined;
}

/**
 * The new DOM, at the frame after the render: what the old one kept, and the moves a change is played
 * with. Every rectangle of the new DOM is read while the game plays; every animation and copy is written
 * after it, so the layout is computed once, not once per piece.
 */
export interface Stage {
  root: ShadowRoot;
  /** A rectangle the old DOM kept. */
  rect(key: string): DOMRect | undefined;
  /** A copy the old DOM kept. */
  copy(key: string): Element | undefined;
  /** FLIP: `el` is where it ends; it starts from `from` (a move within its own panel or track), lifted on the way unless `lift` is false. */
  fly(el: Element | null, from: DOMRect | undefined, delay: number, lift?: boolean): void;
  /**
   * A copy of what left (`copy`, drawn at `from`) flies over the board to `land` (shown when it arrives),
   * else to `to`'s place, else up and away.
   */
  ghost(copy: Element | undefined, from: DOMRect | undefined, delay: number, land: Element | null, to?: Element | null): void;
  /** A piece crossing the board to `el` (the panels apart): a copy of it flies from `from` while `el` waits unseen. */
  across(el: Element | null, from: DOMRect | undefined, delay: number): void;
  /** Any other animation (something growing in, a counter counting…), started with the others; `track` keeps it. */
  write(start: (track: Track) => void): void;
}
