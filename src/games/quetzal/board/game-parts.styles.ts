/** Styles of the later parts (their chunk): Phase 3 prompts, score tables, known cards, the game log's entries. */
import { css } from 'lit';

export const laterStyles = css`
  /* the locations' sprite (parts/location-art.ts), after the board in its shadow root: no room taken */
  .loc-sprite { position: absolute; }
  /* ------------------------------------------------------------ why a place is refused: beside it on hover, focus or tap */
  button.spot[aria-disabled="true"]:is(:hover, :focus-visible, .explained) { opacity: 1; }
  .spot .why {
    display: none; position: absolute; z-index: 5; left: 50%; bottom: calc(100% + 6px); transform: translateX(-50%);
    width: max-content; max-width: min(240px, 80cqi); padding: 6px 9px; border-radius: 8px;
    background: #3b2a1a; color: #fff; font-size: var(--_s); font-weight: 600; line-height: 1.25; text-align: left;
    box-shadow: 0 4px 12px #0004; pointer-events: none;
  }
  .spot .why::after { content: ''; position: absolute; top: 100%; left: 50%; margin-left: -6px; border: 6px solid transparent; border-top-color: #3b2a1a; }
  /* Under the prompt the reason takes the place of the placing hint, right under the title: on a phone
     the prompt is a quarter of the screen, and a line below the meeples would scroll out of it. */
  .prompt > .prompt-title { order: -2; }
  .prompt > .why-said { order: -1; margin-right: 46px; } /* clear of the prompt's "?" */
  .prompt:has(> .why-said) > .hint { display: none; }
  button.spot[aria-disabled="true"]:is(:hover, :focus-visible, .explained) .why { display: block; }
  /* Where anchor positioning exists, the reason is placed against its place but kept inside the board
     (the board's container is the fixed-position containing block): above it, else shifted to either
     side, else below — a place at the board's edge never pushes its reason off the screen. */
  @supports (position-try-fallbacks: flip-block) and (anchor-scope: all) {
    button.spot[aria-disabled="true"] { anchor-name: --spot; anchor-scope: --spot; }
    .spot .why {
      position: fixed; position-anchor: --spot; left: auto; bottom: auto; transform: none; margin: 6px 8px;
      position-area: top; position-try-fallbacks: top span-right, top span-left, bottom, bottom span-right, bottom span-left;
    }
    .spot .why::after { display: none; }
  }
  /* ------------------------------------------------------------ prompts of a game under way */
  .winner-line { font-size: var(--_xl); font-weight: 800; color: #7f3510; }
  .keep-option { display: flex; flex-direction: column; gap: 4px; align-items: center; }
  .preview { display: flex; gap: 14px; align-items: center; font-size: var(--_l); background: #fff6d6; border-radius: 8px; padding: 6px 10px; }
  .pv { display: inline-flex; align-items: center; gap: 4px; }
  .pv .icon { width: 1.3em; height: 1.3em; }
  /* ------------------------------------------------------------ tables */
  .table { border-collapse: collapse; width: 100%; font-size: var(--_m); background: #fffaf0; border-radius: 8px; overflow: hidden; }
  .table th, .table td { padding: 7px 8px; text-align: center; border-bottom: 1px solid #0000001a; }
  .table thead th { background: #5b4630; color: #fff; font-size: var(--_s); font-weight: 700; }
  .table tbody th { text-align: left; white-space: nowrap; }
  /* the seat's mark: its colour and its head shape */
  .table .dot { display: inline-block; width: .9em; height: .9em; margin-right: 6px; vertical-align: -1px; }
  .table tr.winner { background: #fff0c2; }
  .table .total { font-weight: 800; font-size: var(--_l); }
  .crown { color: #b8860b; }
  @container quetzal (max-width: 520px) {
    .table { font-size: var(--_xs); }
    .table th, .table td { padding: 5px 3px; }
    .table thead th { font-size: var(--_xs); }
  }

  /* ------------------------------------------------------------ another seat's known cards (seat panels) */
  .known-label, .known-more { color: var(--quetzal-muted); font-size: var(--_s); align-self: center; }
  .known-card { display: inline-flex; align-items: center; gap: 1px; }
  .known-n { font-size: var(--_s); font-weight: 700; }

  /* ------------------------------------------------------------ what changed since the viewer last played (parts/news.ts) */
  [data-news] { position: relative; outline: 3px solid var(--quetzal-news, #ff7a00); outline-offset: 1px; }
  .spot[data-news] { border-style: solid; border-color: var(--quetzal-news, #ff7a00); }
  .spot[data-news]::before, .loc[data-news]::before {
    content: attr(data-news); position: absolute; z-index: 2; top: -13px; right: 4px; max-width: 90%;
    overflow: hidden; text-overflow: ellipsis; white-space: nowrap; pointer-events: none;
    background: var(--quetzal-news, #ff7a00); color: #2a1500; border-radius: 999px; padding: 0 6px;
    font-size: var(--_xs); font-weight: 800; line-height: 1.35; box-shadow: 0 1px 2px #0005;
  }
  .loc[data-news]::before { top: 3px; right: 34px; }
  .since {
    background: #fff1dc; border-left: 5px solid var(--quetzal-news, #ff7a00); border-radius: 6px;
    padding: 6px 10px; font-size: var(--_s); line-height: 1.3; color: #3d2406;
  }
  .since strong { margin-right: 4px; }
  /* it opens the prompt (before the title), so a phone's small prompt shows it first */
  .prompt > .since { order: -3; margin-right: 46px; } /* first, beside the prompt's "?" */
  @container quetzal (max-width: 599px) { .since { padding: 3px 8px; font-size: var(--_xs); } }
  /* the hand-over card on a wide board: over the side column's top (the buttons and the prompt), low
     enough to leave the seat panels in view — the disc beside the title, the button beside the words */
  @container quetzal (min-width: 860px) {
    .handover { justify-content: flex-end; }
    .handover-card {
      width: clamp(290px, 29cqi, 380px); padding: 10px 14px; text-align: left;
      display: grid; grid-template-columns: auto minmax(0, 1fr) auto; align-items: center; column-gap: 10px; row-gap: 4px;
    }
    .handover-card > h2 { font-size: var(--_l); grid-column: 2 / -1; }
    .handover-card > .handover-disc { width: 30px; height: 30px; }
    .handover-card > p { grid-column: 1 / 3; font-size: var(--_s); }
    .handover-card > [data-action="continue"] { grid-column: 3; grid-row: 2; }
    .handover-card > .rec-cover-undo { grid-column: 1 / -1; justify-self: center; margin: 0; min-height: 44px; padding: 4px 12px; font-size: var(--_s); }
  }
  /* on a portrait tablet: one low strip over the prompt, the board below it all in view */
  @container quetzal (min-width: 600px) and (max-width: 859px) {
    .handover-card {
      display: grid; grid-template-columns: auto minmax(0, 1fr) auto; align-items: center; column-gap: 14px; row-gap: 2px;
      width: 100%; max-width: 720px; padding: 10px 16px; text-align: left;
    }
    .handover-card > .handover-disc { grid-row: 1 / span 2; }
    .handover-card > h2 { font-size: var(--_xl); }
    .handover-card > p { grid-column: 2; }
    .handover-card > [data-action="continue"] { grid-column: 3; grid-row: 1; }
    .handover-card > .rec-cover-undo { grid-column: 3; grid-row: 2; margin: 0; }
  }
  /* ------------------------------------------------------------ the log follows the game; "Newest" when the reader scrolled up */
  .log { position: relative; }
  .log-newest { position: absolute; right: 12px; bottom: 10px; min-height: 44px; padding: 6px 14px; box-shadow: 0 3px 10px #0004; }
  .log-newest[hidden] { display: none; }
  /* ------------------------------------------------------------ log entries */
  .log-entry { padding: 3px 0; border-bottom: 1px solid #0000000f; display: flex; flex-direction: column; }
  .log-line.round-line { font-weight: 800; color: #7f3510; text-align: center; }
  /* ------------------------------------------------------------ a diagram (readonly, no chrome): tighter, its seats side by side */
  .diagram { padding: 4px; }
  .diagram .layout { gap: 4px; }
  .diagram .seats { flex-flow: row wrap; align-content: start; }
  .diagram .seat { flex: 1 1 170px; }
  /* ------------------------------------------------------------ the Hint: its button, its line, what it points at */
  .hint-row { display: flex; flex-wrap: wrap; align-items: center; gap: 6px; margin-top: 8px; }
  .hint-btn { min-height: 44px; }
  .hint-line { margin: 6px 0 0; flex: 1 1 12em; font-weight: 600; color: #1f4f7a; }
  .hint-row .hint-line { margin: 0; }
  [data-hint] { outline: 4px dashed var(--quetzal-focus); outline-offset: 3px; position: relative; z-index: 1; }
`;
