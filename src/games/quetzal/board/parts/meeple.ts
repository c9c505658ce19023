/** A meeple token: its rolled side, its seat colour, an optional toggle for selection. */
import { html, nothing, type TemplateResult } from 'lit';
import { styleMap } from '../../../../kit/ui/style-map.js'; // CSP-safe (no style attribute string)
import type { Face, Meeple } from '../../engine/index.js';
import { meepleIcon } from './icons.js';
import { classes, seatColor, type Tr } from './common.js';

export function meepleLabel(tr: Tr, m: Meeple, rolled: boolean): string {
  const face = m.character ? tr('character') : rolled ? tr(`face_${m.face}`) : tr('notRolled');
  return tr('meepleLabel', { face, id: m.id + 1 });
}

export interface MeepleOptions {
  seat: number;
  rolled: boolean;
  onToggle?: (id: number) => void;
  selected?: boolean;
  disabled?: boolean;
  /** Extra accessible text, e.g. the action. */
  actionLabel?: string;
  /** Coins won by this meeple landing standing. */
  coin?: boolean;
}

export function meepleToken(tr: Tr, m: Meeple, opts: MeepleOptions): TemplateResult {
  const face = opts.rolled ? m.face : 'none';
  const key = m.character ? 'character' : opts.rolled ? m.face : 'none';
  const short = key === 'none' ? '–' : tr(`faceShort_${key}`);
  const cls = classes({ meeple: true, selected: !!opts.selected });
  const style = styleMap({ '--seat': seatColor(opts.seat) });
  const label = `${opts.actionLabel ? `${opts.actionLabel}: ` : ''}${meepleLabel(tr, m, opts.rolled)}`;
  const body = html`${meepleIcon(face, m.character, opts.seat)}<span class="meeple-face" data-text=${short}></span>${opts.coin
    ? html`<span class="meeple-coin" aria-hidden="true">+1</span>` : nothing}`;
  if (opts.onToggle) {
    const toggle = opts.onToggle;
    return html`<button type="button" class=${cls} style=${style} data-meeple=${m.id} aria-label=${label}
      aria-pressed=${opts.selected !== undefined ? (opts.selected ? 'true' : 'false') : nothing}
      ?disabled=${!!opts.disabled} @click=${() => toggle(m.id)}>${body}</button>`;
  }
  return html`<span class=${cls} style=${style} role="img" data-meeple=${m.id} aria-label=${label}>${body}</span>`;
}

/** A small stack of a holder's meeples on a location: coloured token(s) and a count. */
export function placedStack(label: string, seat: number, count: number, color: 'adventurer' | 'archaeologist' | null): TemplateResult {
  const face: Face | 'none' = color === 'adventurer' ? 'black' : color === 'archaeologist' ? 'white' : 'none';
  return html`<span class="stack" style=${styleMap({ '--seat': seatColor(seat) })} role="img" aria-label=${label}>
    ${meepleIcon(face, false, seat)}${count > 1 ? html`<span class="stack-count" aria-hidden="true">×${count}</span>` : nothing}</span>`;
}
