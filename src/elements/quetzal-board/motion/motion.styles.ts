/** The motion chunk's few styles: the layer its flying copies cross, and the counters while they count. */
import { css } from 'lit';

export const motionStyles = css`
  /* Fixed at the viewport's corner: copies are placed from their measured rectangles (motion.ts). */
  .motion-layer { position: fixed; left: 0; top: 0; width: 0; height: 0; overflow: visible; pointer-events: none; z-index: 20; }
  .motion-layer > * { position: absolute; margin: 0; box-sizing: border-box; pointer-events: none; will-change: transform, opacity; }
  /* A counter counting: its final value stays in the DOM (what assistive tech reads), drawn over meanwhile. */
  .counting { position: relative; color: transparent; }
  .count-face { position: absolute; inset: 0; color: var(--quetzal-ink); counter-reset: qz var(--qz-n); }
  .count-face::after { content: counter(qz); }
`;
