/**
 * Styles of <aztec-tutorial>: the board's temple colours (its custom properties), a step panel that
 * stays readable from 320 px up, every button at least 44 px with a visible focus ring.
 */
import { css } from 'lit';

export const aztecTutorialStyles = css`
  :host {
    --az-surface: #f4ead8; --az-ink: #2a1d12; --az-muted: #6b5a45; --az-accent: #1f7a5c; --az-gold: #d9a326; --az-focus: #1c7ed6;
    display: block; box-sizing: border-box; color: var(--az-ink); font: normal 16px / 1.45 system-ui, sans-serif; text-align: start;
    /* English and French read left to right, whatever the page's dir. */
    direction: ltr; unicode-bidi: isolate;
  }
  * { box-sizing: border-box; }
  .frame { display: flex; flex-direction: column; gap: 10px; }
  .head { background: var(--az-surface); border-radius: 10px; padding: 10px 14px; border-inline-start: 6px solid var(--az-gold); }
  .head h2 { margin: 0; font-size: 1.25em; }
  .head .summary { margin: 2px 0 0; color: var(--az-muted); }
  .panel { background: #fffaf0; border: 3px solid var(--az-accent); border-radius: 10px; padding: 10px 14px; }
  .count { margin: 0 0 4px; font-size: .85em; font-weight: 700; color: var(--az-muted); letter-spacing: .02em; }
  .text { outline: none; border-radius: 6px; }
  .text:focus-visible { outline: 3px solid var(--az-focus); outline-offset: 3px; }
  .text p { margin: 0 0 .6em; max-width: 48em; }
  .text p:last-child { margin-bottom: 0; }
  h3.text { margin: 0 0 4px; font-size: 1.15em; }
  .complete p { margin: 0 0 8px; }
  .hint { margin: 10px 0 0; padding: 8px 12px; background: #fff1c1; border-radius: 8px; border-inline-start: 4px solid var(--az-gold); }
  .nav { display: flex; flex-wrap: wrap; align-items: center; gap: 8px; margin-top: 10px; }
  .btn { font: inherit; min-height: 44px; min-width: 44px; padding: 8px 16px; border-radius: 8px; border: 2px solid var(--az-accent);
    background: transparent; color: var(--az-accent); font-weight: 600; cursor: pointer; touch-action: manipulation; }
  .btn.primary { background: var(--az-accent); color: #fff; font-weight: 700; }
  .btn:disabled { opacity: .45; cursor: not-allowed; }
  .btn:focus-visible { outline: 3px solid var(--az-focus); outline-offset: 2px; }
  [data-action="restart"] { margin-inline-start: auto; }
  .your-move { margin: 10px 0 0; font-weight: 700; color: var(--az-accent); }
  .error { background: #fdecea; color: #5f1010; border-radius: 10px; padding: 12px 16px; border: 2px solid #b71c1c; margin: 0; }
  /* The lesson holds the table: the board's own Next (its prompt) waits for the tutorial's. */
  aztec-board.hold::part(prompt) { display: none; }
`;
