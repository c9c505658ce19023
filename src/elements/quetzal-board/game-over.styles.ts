/** Styles of the game-over screen (its chunk): the panel, the buttons, the VP chart, the celebration. */
import { css } from 'lit';

export const gameOverStyles = css`
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
  .vp-chart { margin: 0; background: #fffaf0; border-radius: 8px; padding: 8px 10px 6px; box-shadow: inset 0 0 0 1px #0000001f; }
  .vp-title { font-size: var(--_s); font-weight: 800; text-transform: uppercase; letter-spacing: .05em; color: var(--quetzal-muted); }
  .vp-chart svg { display: block; width: 100%; height: auto; max-height: 260px; overflow: visible; }
  .vp-chart .vp-grid { stroke: #0000001a; stroke-width: 1; }
  .vp-tick, .vp-col { font-size: 11px; fill: var(--quetzal-muted); font-family: var(--quetzal-font); }
  .vp-col { font-weight: 700; }
  .vp-line { fill: none; stroke: var(--seat); stroke-width: 2.6; stroke-linejoin: round; stroke-linecap: round; }
  .vp-bonus { stroke: var(--seat); stroke-width: 2; stroke-dasharray: 3 3; }
  .vp-pt { fill: var(--seat); stroke: #fffaf0; stroke-width: 1.4; paint-order: stroke; }
  .vp-key { list-style: none; margin: 4px 0 0; padding: 0; display: flex; flex-wrap: wrap; gap: 4px 14px; font-size: var(--_s); font-weight: 700; }
  .vp-key li { display: inline-flex; align-items: center; gap: 5px; }
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
