/**
 * The records toolbar's row: Undo, Redo, an optional badge and the "Game" menu button. In the main
 * chunk: the records loader (records-loader.ts) draws it before the records chunk has loaded, and the
 * full toolbar (records-toolbar.ts) draws the same row from the RecordsController's state.
 *
 * Refused Undo / Redo buttons stay focusable (aria-disabled) so that their explanation, given by
 * aria-describedby and title, can be reached from the keyboard.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { Tr } from './common.js';
import { menuIcon, redoIcon, undoIcon } from './records-icons.js';

/** One step button: refused (with why) or not (with its title). */
export interface StepButton {
  refused: boolean;
  /** The explanation when refused, else ''. */
  why: string;
  /** The title when allowed. */
  title: string;
  onClick: () => void;
}

export interface RecordsRow {
  undo: StepButton;
  redo: StepButton;
  /** The "Not saved" badge, or nothing. */
  badge: TemplateResult | typeof nothing;
  menuOpen: boolean;
  onMenu: () => void;
  onMenuKey: (e: KeyboardEvent) => void;
  /** The open menu, or nothing. */
  menu: TemplateResult | typeof nothing;
}

function stepButton(tr: Tr, action: 'undo' | 'redo', b: StepButton): TemplateResult {
  return html`<button type="button" class="btn small rec-btn" data-action=${action}
    aria-disabled=${b.refused ? 'true' : 'false'} aria-describedby=${b.refused && b.why ? `rec-${action}-why` : nothing}
    title=${b.refused ? b.why : b.title}
    @click=${b.onClick}>${action === 'undo' ? undoIcon() : redoIcon()}<span class="rec-label-text">${tr(action === 'undo' ? 'rec_undo' : 'rec_redo')}</span></button>
    ${b.refused && b.why ? html`<span id="rec-${action}-why" class="sr">${b.why}</span>` : nothing}`;
}

export function recordsRow(tr: Tr, r: RecordsRow): TemplateResult {
  return html`<div class="rec-row ${r.badge === nothing ? '' : 'with-badge'}" role="group" aria-label=${tr('rec_toolbar')}>
      ${stepButton(tr, 'undo', r.undo)}
      ${stepButton(tr, 'redo', r.redo)}
      ${r.badge}
      <div class="rec-menu-wrap">
        <button type="button" class="btn small rec-btn" data-action="menu" aria-haspopup="menu"
          aria-expanded=${r.menuOpen ? 'true' : 'false'} aria-controls=${r.menuOpen ? 'rec-menu' : nothing}
          @click=${r.onMenu} @keydown=${r.onMenuKey}>${menuIcon()}<span>${tr('rec_menu')}</span></button>
        ${r.menu}
      </div>
    </div>`;
}
