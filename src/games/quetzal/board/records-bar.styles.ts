/**
 * Styles of the records toolbar row (Undo, Redo, the Game menu button): in the main chunk, since the
 * row is drawn before the records chunk loads. The menu, notices, dialogs and replay view are styled by
 * records.styles.ts, which comes with that chunk.
 */
import { css } from 'lit';

export const recordsBarStyles = css`
  /* ------------------------------------------------------------ toolbar (top of the side column) */
  .layout.has-records { grid-template-areas: 'tools' 'prompt' 'main' 'seats' 'log'; }
  .side-inner > .records-bar { grid-area: tools; }
  @container quetzal (min-width: 860px) {
    .layout.has-records { grid-template-areas: 'main side'; }
    .side-inner > .records-bar { flex: none; }
  }
  .records-bar { display: flex; flex-direction: column; gap: 6px; min-width: 0; }
  .rec-row { display: flex; align-items: center; gap: 6px; }
  .rec-btn { padding: 6px 12px; gap: 5px; }
  .rec-btn .rec-icon { width: 18px; height: 18px; }
  .btn[aria-disabled='true'] { opacity: .5; cursor: not-allowed; box-shadow: none; }
  .btn[aria-disabled='true']:active { transform: none; }
  .rec-menu-wrap { position: relative; margin-left: auto; flex: none; }
`;
