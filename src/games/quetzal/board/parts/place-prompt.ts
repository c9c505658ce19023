/**
 * The placement prompt (the later parts chunk): the deciding seat's pool to pick meeples from, Clear, the
 * way to the own hand on a phone, and the colour to play a wild group as. Placing needs the placement
 * rules, fetched with these parts right after the first paint; until both have come the statechart's turn
 * is `waiting` (decision-prompt.ts says whose turn it is).
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { Decision } from '../../engine/index.js';
import { poolPicker } from './pool-picker.js';
import { seatName } from './common.js';
import type { PromptModel } from './prompt-model.js';

/** `hint`: the Hint button, which sits with the meeples' Clear (one row less on a phone). */
export function place(m: PromptModel, d: Extract<Decision, { kind: 'place' }>, hint?: TemplateResult): TemplateResult {
  const { tr } = m.ctx;
  const n = m.selection.size;
  const colorChoice = m.colorChoice
    ? html`<div class="color-choice" role="group" aria-label=${tr('chooseColor')}>
        <span>${tr('chooseColor')}</span>
        ${m.colorChoice.colors.map((c) => html`<button type="button" class="btn primary" data-action="color-${c}"
          @click=${() => m.chooseColor(c)}>${tr(c === 'adventurer' ? 'asAdventurers' : 'asArchaeologists')}</button>`)}
        <button type="button" class="btn" data-action="cancel-color" @click=${m.cancelColor}>${tr('cancel')}</button>
      </div>`
    : nothing;
  return html`<h2 class="prompt-title">${tr('placeTitle', { name: seatName(m.ctx, d.seat) })}</h2>
    <p class="hint" aria-live="polite">${n ? (m.anyTarget ? tr('placeHintSelected', { n }) : tr('noTargets')) : tr('placeHint')}</p>
    ${poolPicker(m, d.seat, Infinity, undefined, html`<button type="button" class="btn small clear" data-action="clear" ?disabled=${!n} @click=${m.clear}>${tr('clearSelection')}</button>${
      // One column (tablet, phone): the own hand, under the board, brought into view (the prompt stays).
      d.seat === m.ctx.viewer ? html`<button type="button" class="btn small to-hand" data-action="show-hand" @click=${(e: Event) =>
        (e.currentTarget as Element).closest('.layout')?.querySelector(`.seat[data-seat="${d.seat}"] .hand`)?.scrollIntoView({ block: 'nearest' })}>${tr('yourHand')}</button>` : nothing}${hint ?? nothing}`)}
    ${colorChoice}`;
}
