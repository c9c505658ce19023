/**
 * The records toolbar's row: Undo, Redo, an optional badge and the "Game" menu button (later parts
 * chunk). Before the records chunk has loaded, `recordsBarStandIn` draws the toolbar with it (for the
 * records loader, records-loader.ts); the full toolbar (records-toolbar.ts) draws the same row from the
 * RecordsController's state.
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

/**
 * The toolbar before the records chunk has come: the same row. Nothing to undo or redo in a game the
 * chunk has not seen yet (`fresh`: no move; with moves, the chunk is on its way); `use` runs a button's
 * action once the chunk has come.
 */
export function recordsBarStandIn(tr: Tr, fresh: boolean, use: (action: 'undo' | 'redo' | 'menu') => void): TemplateResult {
  const step = (act: 'undo' | 'redo'): StepButton => ({
    refused: true, why: fresh ? tr(act === 'undo' ? 'why_NOTHING_TO_UNDO' : 'why_NOTHING_TO_REDO') : '', title: '', onClick: () => use(act),
  });
  return html`<div class="records-bar" part="records" data-records>
    ${recordsRow(tr, {
      undo: step('undo'),
      redo: step('redo'),
      badge: nothing,
      menuOpen: false,
      onMenu: () => use('menu'),
      onMenuKey: (e) => {
        if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
        e.preventDefault();
        use('menu');
      },
      menu: nothing,
    })}
  </div>`;
}
