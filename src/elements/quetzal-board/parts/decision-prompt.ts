/**
 * The prompt for whoever decides now: one clear title, a hint, the pieces to choose from and the
 * buttons that answer the engine's current `decision`. Which moves are possible is given by the
 * element (engine legalMoves / checkMove); the prompt only lays them out.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { Decision } from '../../../rules/index.js';
import { upgradeAriaLabel } from './upgrade-tile.js';
import { meepleLabel } from './meeple.js';
import { poolPicker } from './pool-picker.js';
import { laterWait } from './later-wait.js';
import { seatName } from './common.js';
import type { PromptModel } from './prompt-model.js';

export type { PromptModel };

export function decisionPrompt(m: PromptModel): TemplateResult {
  const { ctx } = m;
  const { view, tr } = ctx;
  const d = view.decision;
  const who = d.seat === null ? '' : seatName(ctx, d.seat);
  let body: TemplateResult;
  // The first screen's decisions (the roll, placement) are drawn here; every other comes with the later parts.
  const later = d.kind !== 'roll' && d.kind !== 'place';
  // The Hint: placing, its button sits with the meeples' Clear (one row less on a phone).
  const hint = m.hint && m.later ? m.later.hint(m) : null;
  if (later && (m.canAct || d.kind === 'prepare' || d.kind === 'gameOver')) body = m.later ? m.later.promptBody(m) : laterLoading(m);
  else if (!m.canAct) {
    body = html`<h2 class="prompt-title">${tr(`phase_${view.phase}`)}</h2>
      <p class="hint">${m.readonly ? tr('readonlyNote') : tr('waitingFor', { name: who })}</p>`;
  } else body = d.kind === 'roll' ? roll(m) : place(m, d as Extract<Decision, { kind: 'place' }>, hint?.button);
  // The exchanges (U07, U10) come with the later parts too (an Upgrade is never held on the first screen);
  // the last-exchanges step draws them in its own body.
  const ex = m.canAct && m.exchanges.length && d.kind !== 'lastExchanges' ? (m.later ? m.later.exchanges(m) : laterWait(tr, m.retryLater)) : nothing;
  return html`<div class="prompt kind-${d.kind}" part="prompt" role="region" aria-label=${tr('promptLabel')} data-decision=${d.kind}>
    ${body}${m.notice ?? nothing}${ex}${!hint ? nothing : d.kind === 'place' ? hint.line : html`<div class="hint-row">${hint.button}${hint.line}</div>`}
    <button type="button" class="btn small legend-open" data-action="legend" popovertarget="quetzal-legend" aria-label=${tr('legend')} title=${tr('legend')}>?</button>
  </div>`;
}

function roll(m: PromptModel): TemplateResult {
  const { tr, view } = m.ctx;
  return html`<h2 class="prompt-title">${tr('rollTitle', { round: view.round })}</h2>
    <p class="hint">${tr('rollHint')}</p>
    <button type="button" class="btn primary big" data-action="roll" @click=${() => m.send({ type: 'roll' })}>
      <span class="dice" aria-hidden="true">⚄</span> ${tr('rollButton')}</button>`;
}

function place(m: PromptModel, d: Extract<Decision, { kind: 'place' }>, hint?: TemplateResult): TemplateResult {
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

/** While the later parts are on their way: the phase, and the wait (or Retry). */
function laterLoading(m: PromptModel): TemplateResult {
  return html`<h2 class="prompt-title">${m.ctx.tr(`phase_${m.ctx.view.phase}`)}</h2>${laterWait(m.ctx.tr, m.retryLater)}`;
}

export { meepleLabel, upgradeAriaLabel };
