/**
 * Styles of the records UI beyond the toolbar row (records-bar.styles.ts): the badge, menu, notices,
 * dialogs and the replay view. They come with the records chunk, which adds them to the board's shadow
 * root (records-feature.ts).
 */
import { css } from 'lit';

export const recordsStyles = css`
  .rec-badge {
    font-size: var(--_xs); font-weight: 800; color: #5a1d00; background: #ffd9a8; border-radius: 999px; padding: 3px 9px;
    white-space: nowrap; overflow: hidden; text-overflow: ellipsis; min-width: 0;
  }
  /* Narrow, with the "Not saved" badge: Undo / Redo show their icons (their names stay for screen readers). */
  @container quetzal (max-width: 440px) {
    .rec-row.with-badge .rec-label-text {
      position: absolute; width: 1px; height: 1px; margin: -1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap;
    }
  }
  .rec-menu {
    position: absolute; right: 0; top: calc(100% + 6px); z-index: 20; margin: 0; padding: 6px; list-style: none;
    min-width: 230px; background: var(--quetzal-surface); border-radius: var(--quetzal-radius);
    box-shadow: 0 10px 30px #000a, inset 0 0 0 1px #0000002a;
  }
  .rec-menu button {
    display: flex; align-items: center; width: 100%; min-height: 44px; padding: 8px 12px; border: 0; border-radius: 8px;
    background: none; text-align: left; font-weight: 700; cursor: pointer;
  }
  .rec-menu button:hover { background: #0000000f; }
  .rec-menu button:focus-visible { outline-offset: -3px; background: #0000000f; }
  .rec-menu li + li { border-top: 1px solid #00000012; }
  /* The Sound toggle: a switch drawn at the end of its row, on when checked. */
  .rec-menu [role="menuitemcheckbox"] { display: flex; align-items: center; justify-content: space-between; gap: 12px; }
  .rec-menu [role="menuitemcheckbox"]::after {
    content: ''; flex: none; width: 30px; height: 18px; border-radius: 9px; background: #0000002e;
    box-shadow: inset -12px 0 0 2px #fff8;
  }
  .rec-menu [aria-checked="true"]::after { background: var(--quetzal-accent); box-shadow: inset 12px 0 0 2px #fff; }

  .rec-notice {
    display: flex; align-items: flex-start; gap: 6px; padding: 6px 6px 6px 10px; border-radius: var(--quetzal-radius);
    background: var(--quetzal-surface); border-left: 6px solid #2f6fb5; font-size: var(--_s); box-shadow: 0 2px 0 #0003;
  }
  .rec-notice p { flex: 1; align-self: center; overflow-wrap: anywhere; }
  .rec-notice.warn { border-left-color: #d9a21b; background: #fff4d6; }
  .rec-notice.error { border-left-color: #b3261e; background: #fdecea; }
  .rec-x {
    flex: none; width: 44px; height: 44px; margin: -6px -4px -6px 0; border: 0; border-radius: 8px; background: none;
    cursor: pointer; display: grid; place-items: center; color: inherit;
  }
  .rec-x:hover { background: #0000000f; }
  .rec-x .rec-icon { width: 18px; height: 18px; }
  .rec-cover-undo { margin-top: 4px; }
  .rec-cover-undo .rec-icon { width: 18px; height: 18px; }

  /* ------------------------------------------------------------ dialogs */
  dialog.rec-dialog {
    width: min(560px, calc(100vw - 24px)); max-height: calc(100dvh - 24px); padding: 0; border: 0; overflow: auto;
    border-radius: 14px; background: var(--quetzal-surface); color: var(--quetzal-ink); font-family: var(--quetzal-font);
    box-shadow: 0 16px 50px #000c;
  }
  dialog.rec-dialog::backdrop { background: #0b140fb8; }
  .rec-dlg-head {
    display: flex; align-items: center; gap: 8px; padding: 6px 8px 6px 16px; background: #5b4630; color: #f8efdc;
    position: sticky; top: 0; z-index: 1;
  }
  .rec-dlg-head h2 { flex: 1; font-size: var(--_xl); }
  .rec-dlg-head .rec-x { margin: 0; }
  .rec-dlg-head .rec-x:hover { background: #ffffff22; }
  .rec-dlg-body { padding: 14px 16px 16px; display: flex; flex-direction: column; gap: 12px; }
  .rec-section { display: flex; flex-direction: column; gap: 8px; }
  .rec-section + .rec-section { border-top: 1px dashed #0003; padding-top: 12px; }
  .rec-section h3 { font-size: var(--_l); }
  .rec-label { font-weight: 700; font-size: var(--_m); }
  .rec-paste, .rec-link {
    width: 100%; font: var(--_s)/1.35 ui-monospace, 'DejaVu Sans Mono', monospace; color: var(--quetzal-ink);
    background: #fffaf0; border: 2px solid #8a7558; border-radius: 8px; padding: 8px;
  }
  .rec-paste { resize: vertical; min-height: 84px; }
  .rec-link { min-height: 44px; }
  .rec-paste[aria-invalid='true'] { border-color: #b3261e; }
  .rec-status { font-size: var(--_m); color: var(--quetzal-muted); min-height: 1.2em; }
  .rec-status:empty { display: none; }
  .rec-warn { font-size: var(--_m); background: #fff4d6; border-left: 5px solid #d9a21b; padding: 6px 10px; border-radius: 6px; }
  .rec-error {
    display: flex; flex-direction: column; gap: 4px; padding: 10px 12px; border-radius: 8px;
    background: #fdecea; border-left: 6px solid #b3261e;
  }
  .rec-error strong { color: #8c1d18; }
  .rec-msg { font: var(--_s)/1.35 ui-monospace, 'DejaVu Sans Mono', monospace; overflow-wrap: anywhere; }
  .rec-confirm-actions { justify-content: flex-end; }

  /* ------------------------------------------------------------ replay view */
  .replay-panel {
    background: var(--quetzal-surface); border-radius: var(--quetzal-radius); box-shadow: 0 2px 0 #0003, inset 0 0 0 1px #0000001a;
    padding: 10px 12px; display: flex; flex-direction: column; gap: 8px;
  }
  .side-inner > .replay-panel { grid-area: prompt; position: sticky; top: 0; z-index: 3; max-height: 60vh; overflow: auto; }
  @container quetzal (min-width: 860px) {
    .side-inner > .replay-panel { position: static; flex: 0 1 auto; max-height: 62%; }
  }
  .rp-head { display: flex; align-items: center; gap: 8px; flex-wrap: wrap; }
  .rp-head .prompt-title { flex: 1; }
  .rp-counter { font-weight: 800; font-size: var(--_l); font-variant-numeric: tabular-nums; white-space: nowrap; }
  .rp-move { font-size: var(--_m); min-height: 2.6em; }
  .rp-slider { width: 100%; min-height: 32px; accent-color: var(--quetzal-accent); margin: 0; }
  .rp-controls { display: flex; gap: 6px; justify-content: space-between; }
  .rp-btn { flex: 1; padding: 6px; min-width: 44px; }
  .rp-btn .rec-icon { width: 20px; height: 20px; }
  .rp-keys { font-size: var(--_s); }
  @container quetzal (max-width: 859px) { .rp-keys { display: none; } }
  .layout.replay .board { box-shadow: inset 0 0 0 3px #f2c14e88; }
`;
