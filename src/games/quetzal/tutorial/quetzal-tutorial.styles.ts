/** Styles of <quetzal-tutorial>: a parchment step panel above the board, in the board's look. */
import { css } from 'lit';

export const styles = css`
  :host {
    --quetzal-tutorial-panel: #f3ead6;
    --quetzal-tutorial-ink: #2b2118;
    --quetzal-tutorial-accent: #b8541c;
    --_q: var(--quetzal-font-size, 16px);
    --_s: calc(var(--_q) * .8125);
    --_m: calc(var(--_q) * .875);
    --_l: var(--_q);
    --_xl: calc(var(--_q) * 1.125);
    --_2xl: calc(var(--_q) * 1.375);
    display: block;
    container: tutorial / inline-size;
    direction: ltr;
    unicode-bidi: isolate;
    font-family: var(--quetzal-font, 'Trebuchet MS', 'Segoe UI', system-ui, sans-serif);
    color: var(--quetzal-tutorial-ink);
    font-size: calc(var(--_q) * .9375);
    line-height: 1.4;
  }
  :host([hidden]) { display: none; }
  * { box-sizing: border-box; }
  h2, h3, p { margin: 0; }
  .frame {
    display: flex; flex-direction: column; gap: 8px;
    color: var(--quetzal-tutorial-ink); font-family: inherit; text-align: start; direction: ltr;
  }
  .frame.pending { min-height: var(--quetzal-pending-height, 420px); }
  :focus-visible { outline: 3px solid var(--quetzal-focus, #1c7ed6); outline-offset: 2px; }
  .head { display: flex; flex-direction: column; gap: 2px; }
  .title { font-size: var(--_2xl); line-height: 1.2; }
  .summary { opacity: .9; }
  .panel {
    background: var(--quetzal-tutorial-panel); border-radius: 12px; padding: 12px 14px;
    display: flex; flex-direction: column; gap: 8px;
    box-shadow: 0 2px 0 #0003, inset 0 0 0 1px #0000001a; border-left: 6px solid var(--quetzal-pointer, #e0115f);
  }
  @container tutorial (min-width: 860px) {
    .panel { position: sticky; top: 0; z-index: 6; }
  }
  .progress { display: flex; align-items: center; gap: 10px; }
  .count { font-size: var(--_s); font-weight: 800; text-transform: uppercase; letter-spacing: .05em; color: #6b4a2b; white-space: nowrap; }
  .bar { flex: 1; height: 8px; border-radius: 999px; background: #0000001f; overflow: hidden; }
  .fill {
    display: block; height: 100%; background: var(--quetzal-tutorial-accent);
    transform-origin: left; transform: scaleX(var(--progress, 0)); transition: transform .3s ease;
  }
  .text { display: flex; flex-direction: column; gap: 6px; font-size: var(--_l); max-width: 75ch; }
  .text:focus { outline: none; }
  .text:focus-visible { outline: 3px solid var(--quetzal-focus, #1c7ed6); }
  .hint {
    background: #fde7ef; border-radius: 6px; padding: 6px 10px; color: #6b0a2e;
    border-left: 4px solid var(--quetzal-pointer, #e0115f);
  }
  .nav { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; }
  .your-move { font-weight: 700; color: #7a0c3a; }
  .btn {
    min-height: 44px; min-width: 44px; padding: 8px 16px; font: inherit; font-weight: 700;
    border-radius: 999px; border: 2px solid #5b4630; background: #fffaf0; color: inherit; cursor: pointer;
    box-shadow: 0 2px 0 #5b4630;
  }
  .btn.primary { background: var(--quetzal-tutorial-accent); border-color: #6d2e0c; color: #fff; box-shadow: 0 2px 0 #6d2e0c; }
  .btn:disabled { opacity: .45; cursor: not-allowed; box-shadow: none; }
  .btn:active:not(:disabled) { transform: translateY(2px); box-shadow: none; }
  .complete h3 { font-size: var(--_xl); color: #2d6a2d; }
  .complete h3:focus { outline: none; }
  .error {
    background: var(--quetzal-tutorial-panel); border-radius: 12px; padding: 14px 16px;
    border-left: 6px solid #b3261e; display: flex; flex-direction: column; gap: 4px;
  }
  .error strong { color: #8c1d18; font-size: var(--_l); }
  .error p { font-family: ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace; font-size: var(--_m); overflow-wrap: anywhere; }
  .note { color: #5d503f; }
  @media (prefers-reduced-motion: reduce) {
    .fill { transition: none; }
    .btn:active:not(:disabled) { transform: none; }
  }
`;
