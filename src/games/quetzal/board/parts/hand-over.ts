/**
 * Pass-and-play cover (later parts chunk): hides everything private until the next person says who they
 * are. Until the chunk has come, the board covers the same with a wait (board-view.ts).
 */
import { html, nothing, type TemplateResult } from 'lit';
import { styleMap } from '../../../../kit/ui/style-map.js'; // CSP-safe (no style attribute string)
import { seatColor, type LaterTr as Tr } from './common.js';

/** `extra`: more for the person who just played (the records feature's "Undo my move"). */
export function handOverCover(tr: Tr, seat: number, name: string, onContinue: () => void, extra?: TemplateResult): TemplateResult {
  return html`<div class="handover" role="dialog" aria-modal="true" aria-labelledby="handover-title"
    style=${styleMap({ '--seat': seatColor(seat) })} data-handover=${seat}>
    <div class="handover-card">
      <span class="handover-disc" aria-hidden="true"></span>
      <h2 id="handover-title">${tr('handOverTitle', { name })}</h2>
      <p>${tr('handOverHint', { name })}</p>
      <button type="button" class="btn primary big" data-action="continue" @click=${onContinue}>${tr('handOverButton', { name })}</button>
      ${extra ?? nothing}
    </div>
  </div>`;
}
