/** The board's custom properties, frame, layout, panels and buttons. */
import { css } from 'lit';

export const baseStyles = css`
  :host {
    --quetzal-background: #22352a;
    --quetzal-surface: #f3ead6;
    --quetzal-stone: #d8c8a4;
    --quetzal-ink: #2b2118;
    --quetzal-muted: #6e604c;
    --quetzal-accent: #b8541c;
    --quetzal-highlight: #f2c14e;
    --quetzal-focus: #1c7ed6;
    --quetzal-font: 'Trebuchet MS', 'Segoe UI', system-ui, sans-serif;
    --quetzal-radius: 10px;
    --quetzal-seat-1: #c0392b;
    --quetzal-seat-2: #d9a21b;
    --quetzal-seat-3: #2e8b57;
    --quetzal-seat-4: #2f6fb5;
    --quetzal-seat-5: #8e44ad;
    --quetzal-automaton: #5d5d66;
    --art-pottery: #c4622d;
    --art-weapon: #56646e;
    --art-tablet: #97784a;
    --art-statuette: #2f8f6f;
    --art-mummy: #7a5ca3;
    /* The type scale: steps of --quetzal-font-size (16px unless the page sets it, on the board or an
       ancestor), never of the page's root font size; the smallest step is 12px at the default. */
    --_q: var(--quetzal-font-size, 16px);
    --_xs: calc(var(--_q) * .75);
    --_s: calc(var(--_q) * .8125);
    --_m: calc(var(--_q) * .875);
    --_l: var(--_q);
    --_xl: calc(var(--_q) * 1.125);
    --_2xl: calc(var(--_q) * 1.375);
    display: block;
    container: quetzal / inline-size;
    font-family: var(--quetzal-font);
    color: var(--quetzal-ink);
    font-size: var(--_m);
    /* English and French read left to right, whatever the page's dir. */
    direction: ltr;
    unicode-bidi: isolate;
    line-height: 1.3;
    -webkit-tap-highlight-color: transparent;
  }
  :host([hidden]) { display: none; }
  /* Page rules on the host itself beat :host (e.g. a '* { all: unset }' reset), and inherited text
     styles would then flow in from the page: the board's own are set again inside. */
  .frame {
    color: var(--quetzal-ink); font: 400 var(--_m)/1.3 var(--quetzal-font); direction: ltr;
    letter-spacing: normal; word-spacing: normal; text-align: start; text-indent: 0; text-transform: none;
    text-shadow: none; white-space: normal;
  }
  * { box-sizing: border-box; }
  h2, h3, p { margin: 0; }
  .sr {
    position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
  }
  [data-text]::before { content: attr(data-text); }
  .icon { width: 1.1em; height: 1.1em; flex: none; vertical-align: -0.18em; }
  button { font: inherit; color: inherit; }
  :focus-visible { outline: 4px solid var(--quetzal-focus); outline-offset: 2px; box-shadow: 0 0 0 2px #fff; }

  /* ------------------------------------------------------------ frame and layout */
  .frame {
    position: relative;
    padding: 8px;
    border-radius: calc(var(--quetzal-radius) + 4px);
    background:
      radial-gradient(circle at 12% 18%, #ffffff10 0 60px, transparent 61px),
      radial-gradient(circle at 85% 70%, #ffffff0c 0 90px, transparent 91px),
      repeating-linear-gradient(135deg, #ffffff06 0 12px, transparent 12px 24px),
      var(--quetzal-background);
  }
  .layout {
    display: grid;
    gap: 8px;
    grid-template-columns: minmax(0, 1fr);
    grid-template-areas: 'prompt' 'main' 'seats' 'log';
  }
  .side, .side-inner { display: contents; }
  .side-inner > .prompt { grid-area: prompt; }
  .side-inner > .seats { grid-area: seats; }
  .side-inner > .log { grid-area: log; }
  .main { grid-area: main; position: relative; min-width: 0; container: board / inline-size; }
  .side-inner > .prompt { position: sticky; top: 0; z-index: 3; max-height: 48vh; overflow: auto; }
  /* One column: the notices' row is the last (after the log, a phone's screens below the prompt), so they
     stick to the bottom of the screen while the board is on it, where the person sees them arrive. */
  @container quetzal (max-width: 859px) {
    .side-inner > .notices { grid-column: 1 / -1; position: sticky; bottom: 8px; z-index: 4; }
    .side-inner > .notices .notice { box-shadow: 0 2px 0 #0003, 0 4px 14px #0006; }
  }
  /* The first paint (AfterRender.firstPaint) lays out only what is on screen: on a phone, most locations,
     the seats and the log are below the fold, and laying them out cost ~100 ms of a slow CPU before the
     first screen showed. The frame after, this is gone: its containment would clip a meeple's flight. */
  .first-paint :is(.loc, .discovery, .seats, .log) { content-visibility: auto; contain-intrinsic-size: auto 200px; }

  @container quetzal (min-width: 860px) {
    .layout {
      grid-template-columns: minmax(0, 1fr) clamp(300px, 32cqi, 380px);
      grid-template-areas: 'main side';
    }
    .side { display: block; grid-area: side; position: relative; min-height: 0; }
    .side-inner {
      display: flex; flex-direction: column; gap: 8px;
      position: absolute; inset: 0;
    }
    .side-inner > .prompt { position: static; flex: 0 1 auto; max-height: 62%; }
    .side-inner > .seats { flex: 0 1 auto; overflow: auto; min-height: 90px; }
    .side-inner > .log { flex: 1 1 90px; min-height: 70px; }
  }

  /* ------------------------------------------------------------ panels */
  .prompt, .seat, .log, .error {
    background: var(--quetzal-surface);
    border-radius: var(--quetzal-radius);
    box-shadow: 0 2px 0 #0003, inset 0 0 0 1px #0000001a;
  }
  .prompt { padding: 10px 12px; display: flex; flex-direction: column; gap: 8px; }
  .prompt-title { font-size: var(--_xl); line-height: 1.25; }
  .hint { color: var(--quetzal-muted); font-size: var(--_m); }
  .actions, .exchanges, .color-choice { display: flex; flex-wrap: wrap; gap: 6px; align-items: center; }
  .exchanges { border-top: 1px dashed #0003; padding-top: 8px; }
  .ex-title { font-size: var(--_s); text-transform: uppercase; letter-spacing: .06em; color: var(--quetzal-muted); width: 100%; }
  .color-choice { background: #fff6d6; border-radius: 8px; padding: 6px; }
  .color-choice > span { width: 100%; font-weight: 700; }
  .btn {
    min-height: 44px; min-width: 44px; padding: 8px 14px;
    border-radius: 999px; border: 2px solid #5b4630; background: #fffaf0; cursor: pointer;
    font-weight: 700; display: inline-flex; align-items: center; justify-content: center; gap: 6px;
    box-shadow: 0 2px 0 #5b4630;
  }
  .btn:active:not(:disabled) { transform: translateY(2px); box-shadow: none; }
  .btn.primary { background: var(--quetzal-accent); border-color: #6d2e0c; color: #fff; box-shadow: 0 2px 0 #6d2e0c; }
  .btn.big { min-height: 54px; font-size: var(--_xl); padding: 10px 22px; }
  .btn.small { min-height: 44px; padding: 6px 12px; font-size: var(--_m); }
  .btn:disabled { opacity: .45; cursor: not-allowed; box-shadow: none; }
  .dice { font-size: var(--_2xl); line-height: 1; }
  .picker { display: flex; flex-wrap: wrap; gap: 6px; }

  /* prepare / game over: a panel over the board */
  .overlay {
    position: absolute; inset: 0; z-index: 5; display: grid; place-items: center; padding: 12px;
    background: #1a2a20cc; border-radius: var(--quetzal-radius);
  }
  .overlay > .prompt { width: min(100%, 720px); max-height: 100%; overflow: auto; }
  @container quetzal (max-width: 859px) {
    .overlay { position: static; padding: 0; background: none; }
  }
`;
