/** A seat's pool of meeples to pick from (placement, and the reroll Upgrade in the later parts). */
import { html, nothing, type TemplateResult } from 'lit';
import { meepleToken } from './meeple.js';
import type { PromptModel } from './prompt-model.js';

/** `max`: how many may be picked; `extra`: more in the same group (the placement's Clear). */
export function poolPicker(m: PromptModel, seat: number, max: number, actionLabel?: string, extra?: TemplateResult): TemplateResult {
  const { tr, view } = m.ctx;
  const pool = view.seats[seat]!.meeples.filter((x) => !x.placed);
  return html`<div class="picker pool-picker" role="group" aria-label=${tr('poolLabel')}>
    ${pool.map((x) => meepleToken(tr, x, {
      seat, rolled: true, selected: m.selection.has(x.id), actionLabel,
      disabled: !m.selection.has(x.id) && m.selection.size >= max,
      onToggle: m.toggle,
    }))}${extra ?? nothing}
  </div>`;
}
