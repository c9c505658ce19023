/**
 * The end of the game's short celebration (the game-over chunk): quetzal feathers and confetti in the
 * winners' colours and gold, falling once across the game-over panel for about three seconds. Nothing
 * at all under `prefers-reduced-motion: reduce`. Decorative: hidden from screen readers.
 */
import { html, nothing, svg, type TemplateResult } from 'lit';
import { styleMap } from '../../../../kit/ui/style-map.js'; // CSP-safe (no style attribute string)
import { seatColor } from './common.js';

const PIECES = 26;
const FEATHER = svg`<path d="M2 22C2 11 8 4 20 2 18 11 13 18 2 22z"/><path d="M2 22 13 9" stroke="#fff8" stroke-width="1.2"/>`;

/** Whether the person asked their system for less motion. */
export const reducedMotion = (): boolean => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The pieces, placed by their index (no randomness: a render of the same screen draws the same DOM, so
 * the animation runs once and never restarts).
 */
export function celebration(winners: readonly number[]): TemplateResult | typeof nothing {
  if (reducedMotion()) return nothing;
  const colors = [...winners.map(seatColor), 'var(--quetzal-highlight)', '#2f9e6b'];
  return html`<div class="celebrate" aria-hidden="true" data-celebration>${Array.from({ length: PIECES }, (_, i) => {
    const style = styleMap({
      '--x': `${(i * 37) % 100}%`,
      '--delay': `${((i * 7) % 10) * 0.09}s`,
      '--turn': `${((i * 53) % 360) - 180}deg`,
      '--sway': `${((i * 29) % 40) - 20}px`,
      '--c': colors[i % colors.length]!,
    });
    return i % 3 === 0
      ? html`<svg class="piece feather" viewBox="0 0 22 24" style=${style}>${FEATHER}</svg>`
      : html`<span class="piece confetti" style=${style}></span>`;
  })}</div>`;
}
