/** Styles of the game-over screen (its chunk): the panel, the buttons, the VP chart, the celebration. */
import { css } from 'lit';
import { scoreChartStyles } from '../../../kit/ui/score-chart.js';

export const gameOverStyles = css`
  ${scoreChartStyles}
  /* Over the board, the panel sits at the top of it (the result first, whatever the board's height). */
  .overlay:has(.go) { align-items: start; }
  .overlay > .kind-gameOver { width: min(100%, 760px); }
  .kind-gameOver { position: relative; }
  .go { display: flex; flex-direction: column; gap: 10px; }
  .go-title { font-size: var(--_2xl); padding-right: 52px; }
  /* (It takes the focus when the game ends, to be read first: not a control, so no ring.) */
  .go-title:focus, .go-title:focus-visible { outline: none; box-shadow: none; }
  .go .winner-line { font-size: var(--_xl); font-weight: 800; color: var(--quetzal-accent); margin-top: -6px; transform-origin: left center; }
  .go-actions .btn .icon { width: 20px; height: 20px; }
  .go-body { display: grid; gap: 12px; grid-template-columns: minmax(0, 1fr); align-items: start; }
  @container quetzal (min-width: 1200px) {
    .overlay > .kind-gameOver { width: min(100%, 1000px); }
    .go-body { grid-template-columns: minmax(0, 5fr) minmax(0, 6fr); }
  }

  /* ------------------------------------------------------------ the VP chart */
  /* The chart's own rules are the kit's (kit/ui/score-chart.ts), in the board's theme. */
  .vp-chart { --chart-muted: var(--quetzal-muted); --chart-font: var(--quetzal-font); --chart-small: var(--_s); }
  .vp-key .mark { width: 14px; height: 14px; }

  /* ------------------------------------------------------------ the celebration (never under reduced motion) */
  .celebrate { position: absolute; inset: 0; overflow: hidden; pointer-events: none; border-radius: inherit; z-index: 1; }
  .piece { position: absolute; top: -24px; left: var(--x); animation: fall 2.6s var(--delay) cubic-bezier(.35, .1, .6, 1) both; }
  .confetti { width: 8px; height: 13px; border-radius: 2px; background: var(--c); }
  .feather { width: 22px; height: 24px; fill: var(--c); }
  @keyframes fall {
    0% { transform: translate(0, 0) rotate(0); opacity: 0; }
    8% { opacity: 1; }
    50% { transform: translate(var(--sway), 260px) rotate(calc(var(--turn) / 2)); }
    85% { opacity: 1; }
    100% { transform: translate(calc(var(--sway) * -1), 540px) rotate(var(--turn)); opacity: 0; }
  }
  .go:has(.celebrate) .winner-line { animation: cheer .7s .15s cubic-bezier(.3, 1.6, .5, 1) both; }
  @keyframes cheer { 0% { transform: scale(.6); opacity: 0; } 100% { transform: none; opacity: 1; } }
  @media (prefers-reduced-motion: reduce) {
    .celebrate { display: none; }
    .go .winner-line { animation: none; }
  }
`;
