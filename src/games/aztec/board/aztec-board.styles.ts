/**
 * Styles of <aztec-board>: temple stone, jade and gold; touch-first (every button at least 44 px),
 * a visible focus ring, one column on a phone and two from 900 px, no layout break from 320 px to
 * 1920 px. A board given a height (a full-screen page) fits it: the side column scrolls inside it.
 * Host-proof: everything in the shadow root, the host's font size never read (sizes from --az-font-size).
 */
import { css } from 'lit';
import { aztecPartStyles } from './parts/parts.styles.js';

const boardStyles = css`
  :host {
    --az-background: #2a2118; --az-surface: #f4ead8; --az-ink: #2a1d12; --az-muted: #6b5a45; --az-accent: #1a6b51;
    --az-gold: #d9a326; --az-focus: #1c7ed6; --az-radius: 10px; --az-font-size: 16px;
    display: block; container-type: inline-size; box-sizing: border-box; font: normal var(--az-font-size) / 1.4 system-ui, sans-serif;
    color: var(--az-ink); text-align: start; letter-spacing: normal; text-transform: none; min-width: 0;
    /* English and French read left to right, whatever the page's dir (the frame again: see below). */
    direction: ltr; unicode-bidi: isolate;
  }
  * { box-sizing: border-box; }
  /* (A page rule on the host itself beats :host: the frame sets the direction again.) */
  .frame { direction: ltr; position: relative; background: var(--az-background); border-radius: var(--az-radius); padding: 10px; height: 100%; display: flex; flex-direction: column; gap: 10px; overflow: hidden; }
  .head { background: var(--az-surface); border-radius: var(--az-radius); padding: 8px 12px; display: flex; flex-wrap: wrap; align-items: baseline; gap: 4px 14px; }
  .title { margin: 0; font-size: 1.25em; letter-spacing: .04em; }
  .round { margin: 0; color: var(--az-muted); font-size: .9em; }
  .steps { display: flex; flex-wrap: wrap; gap: 4px; margin: 0; padding: 0; list-style: none; font-size: .8em; }
  .steps li { padding: 2px 8px; border-radius: 99px; background: #0000000d; color: var(--az-muted); }
  .steps li.done { text-decoration: line-through; }
  .steps li.now { background: var(--az-gold); color: var(--az-ink); font-weight: 700; }
  /* One column: the columns keep their content's height and the layout scrolls inside a board given a
     height (a full-screen page never scrolls); two columns from 900 px: each column scrolls on its own. */
  /* position: relative: what is placed absolutely inside (a screen reader's text) scrolls and clips with it. */
  .layout { position: relative; display: grid; grid-template-columns: minmax(0, 1fr); align-content: start; gap: 10px; min-height: 0; flex: 1; overflow-y: auto; }
  .main, .side { position: relative; }
  .main, .side { display: flex; flex-direction: column; gap: 10px; min-width: 0; }
  @container (min-width: 900px) {
    .layout { grid-template-columns: minmax(0, 3fr) minmax(0, 2fr); align-content: stretch; overflow: hidden; }
    .main, .side { min-height: 0; overflow: auto; }
  }
  .prompt, .reveal, .log, .notice, .table { background: var(--az-surface); border-radius: var(--az-radius); padding: 10px 12px; }
  .prompt { border: 3px solid var(--az-gold); }
  .prompt-title { margin: 0 0 6px; font-size: 1.1em; }
  /* The title takes the focus when a turn begins, to be read first: not a control, so no ring. */
  .prompt-title:focus { outline: none; }
  .help { margin: 4px 0 8px; color: var(--az-muted); font-size: .9em; }
  .actions, .tools { display: flex; flex-wrap: wrap; gap: 8px; margin-top: 8px; }
  .tools:empty { display: none; }
  button { font: inherit; min-height: 44px; min-width: 44px; padding: 8px 14px; border-radius: 8px; border: 2px solid var(--az-accent); cursor: pointer; touch-action: manipulation; }
  button.primary { background: var(--az-accent); color: #fff; font-weight: 700; }
  button.secondary { background: transparent; color: var(--az-accent); font-weight: 600; }
  button.link { border-color: transparent; background: none; text-decoration: underline; color: inherit; }
  button.big { font-size: 1.15em; padding: 12px 20px; }
  button:disabled { opacity: .45; cursor: not-allowed; }
  button:focus-visible { outline: 3px solid var(--az-focus); outline-offset: 2px; }
  .card-line { display: flex; align-items: center; gap: 10px; flex-wrap: wrap; margin: 6px 0; }
  .label { font-weight: 600; font-size: .9em; }
  .picker { display: flex; flex-wrap: wrap; gap: 8px; }
  .stepper { display: flex; align-items: center; gap: 4px; background: #0000000a; border-radius: 10px; padding: 4px; }
  .stepper .step { padding: 0; width: 44px; font-size: 1.3em; background: #fff; color: var(--az-ink); border-color: #0003; }
  .stepper .count { display: inline-flex; align-items: center; gap: 4px; min-width: 56px; justify-content: center; font-size: 1.15em; }
  .stepper .count svg { width: 24px; height: 24px; }
  .invalid { color: #a02a1e; font-weight: 600; margin: 6px 0 0; }
  .targets, .drawn, .outcomes { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 8px; }
  .target { display: flex; flex-wrap: wrap; align-items: center; gap: 8px; }
  .target .who { font-weight: 700; min-width: 6em; display: inline-flex; gap: 6px; align-items: center; flex-wrap: wrap; }
  .token-btn.believe { border-color: #2e7d32; color: #1b5e20; background: #e8f5e9; }
  .token-btn.accuse { border-color: #b71c1c; color: #8e1414; background: #fdecea; }
  .drawn-card { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; }
  .choices { display: flex; flex-wrap: wrap; gap: 6px; }
  .reveal { border-inline-start: 6px solid var(--az-gold); }
  .reveal.case1 { border-inline-start-color: #2e7d32; }
  .reveal.case2 { border-inline-start-color: #d9a326; }
  .reveal.case3 { border-inline-start-color: #b71c1c; }
  .reveal h3 { margin: 0 0 4px; font-size: 1.05em; }
  .case { margin: 0 0 6px; }
  .case-no { display: inline-grid; place-items: center; width: 1.6em; height: 1.6em; border-radius: 50%; background: var(--az-ink); color: var(--az-surface); font-weight: 700; }
  .outcomes li { padding-inline-start: 1em; text-indent: -1em; }
  .outcomes li::before { content: "• "; }
  .next-step { margin: 0; font-weight: 600; }
  .thinking-line { display: flex; gap: 8px; align-items: center; margin: 0; font-weight: 600; }
  .dots { display: inline-flex; gap: 3px; }
  .dots i { width: 6px; height: 6px; border-radius: 50%; background: var(--az-accent); animation: think 1s ease-in-out infinite; }
  .dots i:nth-child(2) { animation-delay: .15s; }
  .dots i:nth-child(3) { animation-delay: .3s; }
  @keyframes think { 0%, 80%, 100% { opacity: .25; } 40% { opacity: 1; } }
  .hint-line { margin: 8px 0 0; padding: 6px 10px; background: #fff6d6; border-radius: 8px; }
  .log h3 { margin: 0 0 6px; font-size: 1em; }
  .log ol { margin: 0; padding-inline-start: 1.3em; max-height: 14em; overflow: auto; font-size: .9em; }
  .log li.truth { color: #1b5e20; }
  .log li.lie, .log li.caught { color: #8e1414; }
  .notice { display: flex; flex-wrap: wrap; align-items: center; gap: 8px; border: 2px solid var(--az-gold); }
  .earlier { background: var(--az-surface); border-radius: var(--az-radius); padding: 4px 12px; }
  .earlier summary { min-height: 44px; display: flex; align-items: center; cursor: pointer; font-weight: 700; }
  .earlier summary::before { content: '▸'; margin-inline-end: 8px; }
  .earlier[open] summary::before { content: '▾'; }
  .earlier summary:focus-visible { outline: 3px solid var(--az-focus); outline-offset: 2px; }
  .earlier ul { list-style: none; margin: 0 0 8px; padding: 0; display: grid; gap: 8px; }
  .earlier li { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 8px; }
  .notice.error { border-color: #b71c1c; }
  .notice span { flex: 1 1 12em; }
  .seats { display: grid; grid-template-columns: repeat(auto-fill, minmax(min(100%, 250px), 1fr)); gap: 8px; }
  .cover { flex: 1; display: grid; place-items: center; padding: 16px; }
  .cover-card { background: var(--az-surface); border-radius: var(--az-radius); padding: 24px; max-width: 32em; text-align: center; border-top: 10px solid var(--seat, var(--az-gold)); }
  .cover-card h3 { margin: 0 0 8px; font-size: 1.35em; }
  .error { background: #fdecea; color: #5f1010; border-radius: var(--az-radius); padding: 12px 16px; border: 2px solid #b71c1c; }
  .error h2 { margin: 0 0 4px; font-size: 1.1em; }
  /* What a lesson points at (highlights.ts). */
  [data-highlight] { outline: 4px solid var(--az-pointer, #e0115f); outline-offset: 2px; border-radius: var(--az-radius); }
  .share label { display: flex; flex-direction: column; gap: 6px; flex: 1 1 16em; min-width: 0; }
  .share-url { font: inherit; font-size: .85em; min-height: 44px; padding: 6px 8px; border: 1px solid #0004; border-radius: 6px; width: 100%; min-width: 0; }
  @media (prefers-reduced-motion: reduce) {
    .dots i { animation: none; opacity: .7; }
  }
`;

export const aztecBoardStyles = [aztecPartStyles, boardStyles];
