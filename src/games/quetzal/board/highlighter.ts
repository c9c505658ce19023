/**
 * Highlight rendering for <quetzal-board> (a chunk of its own, imported when `highlights` is first
 * non-empty): highlights.ts's `applyHighlights`, and the styles of what it marks — a strong outline that
 * pulses (a still outline under `prefers-reduced-motion`), in `--quetzal-pointer`. The styles are added
 * to the board's shadow root after the board's own, where they were before this split.
 */
import { css } from 'lit';
import { addStyles } from '../../../kit/ui/add-styles.js';
import type { GameState } from '../engine/index.js';
import { applyHighlights } from './highlights.js';

const pointerStyles = css`
  [data-highlight] {
    outline: 4px solid var(--quetzal-pointer, #e0115f); outline-offset: 2px;
    animation: pointer 1.2s ease-in-out infinite; position: relative; z-index: 1;
  }
  @keyframes pointer {
    50% { outline-offset: 5px; outline-color: color-mix(in srgb, var(--quetzal-pointer, #e0115f) 45%, transparent); }
  }
  @media (prefers-reduced-motion: reduce) {
    [data-highlight] { animation: none; }
  }
`;

/** Marks what `keys` point at in a board's shadow root (highlights.ts), with the pointer styles. */
export function highlight(root: ShadowRoot, keys: readonly string[], game: GameState | null): void {
  addStyles(root, pointerStyles, 'highlights');
  applyHighlights(root, keys, game);
}
