/** The motion layer's few styles: the layer its flying copies cross, and the counters while they count. */
import { css } from 'lit';

export const motionStyles = css`
  /* Over the frame's content, clipped to it (its size set by layer.ts): copies are placed from their
     measured rectangles, and none reaches out of the board's box (the page would grow while it flies). */
  .motion-layer { position: absolute; left: 0; top: 0; overflow: clip; pointer-events: none; z-index: 20; }
  .motion-layer > * { position: absolute; margin: 0; box-sizing: border-box; pointer-events: none; will-change: transform, opacity; }
  /* A counter counting: its final value stays in the DOM (what assistive tech reads), drawn over meanwhile.
     Its text is made invisible, not its colour: the face counts in the counter's own colour, whatever the game's. */
  .counting { position: relative; -webkit-text-fill-color: transparent; }
  .count-face { position: absolute; inset: 0; -webkit-text-fill-color: currentColor; counter-reset: motion-n var(--motion-n); }
  .count-face::before { content: attr(data-before); }
  .count-face::after { content: counter(motion-n) attr(data-after); }
`;
