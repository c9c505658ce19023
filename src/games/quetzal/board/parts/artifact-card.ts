/** An Artifact card readable at a glance: type icon, bonus, collection values for 1/2/3 cards. */
import { html, nothing, type TemplateResult } from 'lit';
import { HIDDEN } from '../../engine/index.js';
import { artifactIcon, bonusIcon } from './icons.js';
import { classes, type PartContext } from './common.js';

export interface CardOptions {
  size?: 'sm' | 'md';
  /** Renders a toggle button. */
  onToggle?: (id: number) => void;
  selected?: boolean;
  disabled?: boolean;
  /** Seat whose hand holds the card (data-hand-seat, for privacy checks). */
  handOf?: number;
  /** A card of another seat's hand that the table saw it take (public): data-known-card instead of data-card. */
  known?: boolean;
}

export function cardAriaLabel(ctx: PartContext, id: number): string {
  const { tr } = ctx;
  const c = ctx.rules.cards[id];
  if (id === HIDDEN || !c) return tr('hiddenCard');
  const values = ctx.rules.artifacts[c.type].values.slice(1).join('/');
  return tr('cardLabel', {
    title: tr(`artTitle_${c.type}`),
    bonus: c.bonus === 'none' ? '' : tr(`cardBonus_${c.bonus}`),
    values,
  });
}

export function artifactCard(ctx: PartContext, id: number | null, opts: CardOptions = {}): TemplateResult {
  const { tr } = ctx;
  const size = opts.size ?? 'md';
  if (id === null) return html`<div class="card empty size-${size}" role="img" aria-label=${tr('emptySlot')}></div>`;
  const c = ctx.rules.cards[id];
  if (id === HIDDEN || !c) {
    return html`<div class="card back size-${size}" role="img" aria-label=${tr('hiddenCard')}
      data-hand-seat=${opts.handOf ?? nothing}><span class="back-mark">Q</span></div>`;
  }
  const values = ctx.rules.artifacts[c.type].values;
  const body = html`
    <span class="card-head">${artifactIcon(c.type)}${c.bonus !== 'none' ? html`<span class="card-bonus">${bonusIcon(c.bonus)}</span>` : nothing}</span>
    ${size === 'md' ? html`<span class="card-name" data-text=${tr(`artTitle_${c.type}`)}></span>` : nothing}
    <span class="card-values" data-text=${`${values[1]}·${values[2]}·${values[3]}`}></span>`;
  const cls = classes({ card: true, [`art-${c.type}`]: true, [`size-${size}`]: true, selected: !!opts.selected });
  const label = cardAriaLabel(ctx, id);
  if (opts.onToggle) {
    const toggle = opts.onToggle;
    return html`<button type="button" class=${cls} data-card=${id} data-hand-seat=${opts.handOf ?? nothing}
      aria-pressed=${opts.selected ? 'true' : 'false'} aria-label=${label} ?disabled=${!!opts.disabled}
      @click=${() => toggle(id)}>${body}</button>`;
  }
  return html`<div class=${cls} role="img" data-card=${opts.known ? nothing : id} data-known-card=${opts.known ? id : nothing}
    data-hand-seat=${opts.handOf ?? nothing} aria-label=${label}>${body}</div>`;
}
