/**
 * The board as a full-screen page's content, as the README's "Fitting the screen" and
 * demo/pass-and-play.html give it (`height: 100dvh`, no margin), at a screen size; and a game played on it
 * by the host's `play()`, an animation frame between moves (issue 26: the log and the page's height).
 */
import { fixture, html, nextFrame, waitUntil } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import '../../src/index.js';
import type { QuetzalBoard } from '../../src/index.js';
import { randomMove, type Move } from '../../src/games/quetzal/engine/index.js';
import { partIfLoaded } from '../../src/kit/ui/lazy-parts.js';
import { $, rng } from './helpers.js';

/** Tablets both ways, a phone, a laptop. */
export const SCREENS = [[1024, 768], [768, 1024], [390, 844], [1440, 900]] as const;

const PAGE_CSS = `html, body { margin: 0; height: 100%; }
  quetzal-board.fit { display: block; height: 100vh; height: 100dvh; }
  quetzal-board.fit::part(frame) { border-radius: 0; }`;

let pageStyle: HTMLStyleElement | null = null;

/** The page's styles for a full-screen board (`class="fit"`), until `leaveFullScreen`. */
export function fullScreenPage(): void {
  pageStyle ??= document.head.appendChild(Object.assign(document.createElement('style'), { textContent: PAGE_CSS }));
}

/** Back to the runner's page: its styles and its 800×600 screen. */
export async function leaveFullScreen(): Promise<void> {
  pageStyle?.remove();
  pageStyle = null;
  await setViewport({ width: 800, height: 600 });
}

/**
 * A 3-seat game filling a `width`×`height` screen (no hand-over cover: the host plays every seat), once
 * its later parts (the log) and its animations have come.
 */
export async function fullScreenGame(width: number, height: number): Promise<QuetzalBoard> {
  await setViewport({ width, height });
  fullScreenPage();
  const el = await fixture<QuetzalBoard>(html`<quetzal-board class="fit" no-save no-handover players="3" names="Ann,Bob,Cy" seed="21"></quetzal-board>`);
  await waitUntil(() => $(el, '.log-newest') !== null && partIfLoaded('motion') !== null, 'the later parts and the animations', { timeout: 10000 });
  await el.updateComplete;
  return el;
}

/** Which moves `playMoves` plays: `moves` of them at most (seeded random legal ones), fewer if `until` says so. */
export interface Plan {
  moves: number;
  seed: number;
  until?: (el: QuetzalBoard) => boolean;
}

/**
 * Plays moves as a host's script does: `play()`, then the next animation frame (the one where their
 * animations start); `after` looks at the board then.
 */
export async function playMoves(el: QuetzalBoard, plan: Plan, after: (move: Move, i: number) => void | Promise<void> = () => {}): Promise<void> {
  const random = rng(plan.seed);
  for (let i = 0; i < plan.moves && el.state!.decision.kind !== 'gameOver' && !plan.until?.(el); i++) {
    const move = randomMove(el.state!, random)!;
    if (!el.play(move)) throw new Error(`${JSON.stringify(move)} refused`);
    await el.updateComplete;
    await nextFrame();
    await after(move, i);
  }
}
