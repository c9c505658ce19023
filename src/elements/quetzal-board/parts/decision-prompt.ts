/**
 * The prompt for whoever decides now: one clear title, a hint, the pieces to choose from and the
 * buttons that answer the engine's current `decision`. Which moves are possible is given by the
 * element (engine legalMoves / checkMove); the prompt only lays them out.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { data, type Decision, type Move } from '../../../rules/index.js';
import { upgradeAriaLabel } from './upgrade-tile.js';
import { meepleToken, meepleLabel } from './meeple.js';
import { seatName } from './common.js';
import type { PromptModel } from './prompt-model.js';

export type { PromptModel };

export function decisionPrompt(m: PromptModel): TemplateResult {
  const { ctx } = m;
  const { view, tr } = ctx;
  const d = view.decision;
  const who = d.seat === null ? '' : seatName(ctx, d.seat);
  let body: TemplateResult;
  const later = d.kind !== 'roll' && d.kind !== 'reroll' && d.kind !== 'place' && d.kind !== 'campReroll';
  if (later && (m.canAct || d.kind === 'prepare' || d.kind === 'gameOver')) body = m.later ? m.later.promptBody(m) : laterLoading(m);
  else if (!m.canAct) {
    body = html`<h2 class="prompt-title">${tr(`phase_${view.phase}`)}</h2>
      <p class="hint">${m.readonly ? tr('readonlyNote') : tr('waitingFor', { name: who })}</p>`;
  } else {
    switch (d.kind) {
      case 'roll': body = roll(m); break;
      case 'reroll': body = reroll(m, d); break;
      case 'place': body = place(m, d); break;
      default: body = campReroll(m, d as Extract<Decision, { kind: 'campReroll' }>); break;
    }
  }
  const ex = m.canAct && m.exchanges.length ? html`<div class="exchanges" role="group" aria-label=${tr('exchanges')}>
      <span class="ex-title">${tr('exchanges')}</span>
      ${m.exchanges.map((mv) => mv.type === 'exchange' ? html`<button type="button" class="btn small" data-action="exchange-${mv.tile}"
        @click=${() => m.send(mv)}>${tr(`exchange_${mv.tile}`)}</button>` : nothing)}
    </div>` : nothing;
  return html`<div class="prompt kind-${d.kind}" part="prompt" role="region" aria-label=${tr('promptLabel')} data-decision=${d.kind}>
    ${body}${m.notice ?? nothing}${ex}
  </div>`;
}

function poolPicker(m: PromptModel, seat: number, max: number, actionLabel?: string, extra?: TemplateResult): TemplateResult {
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

function roll(m: PromptModel): TemplateResult {
  const { tr, view } = m.ctx;
  return html`<h2 class="prompt-title">${tr('rollTitle', { round: view.round })}</h2>
    <p class="hint">${tr('rollHint')}</p>
    <button type="button" class="btn primary big" data-action="roll" @click=${() => m.send({ type: 'roll' })}>
      <span class="dice" aria-hidden="true">⚄</span> ${tr('rollButton')}</button>`;
}

function reroll(m: PromptModel, d: Extract<Decision, { kind: 'reroll' }>): TemplateResult {
  const { tr } = m.ctx;
  const ids = [...m.selection];
  const u01: Move = { type: 'reroll', seat: d.seat, tile: 'U01', meeples: ids };
  const u02: Move = { type: 'reroll', seat: d.seat, tile: 'U02', meeples: [] };
  return html`<h2 class="prompt-title">${tr('rerollTitle', { name: seatName(m.ctx, d.seat) })}</h2>
    <p class="hint">${tr('rerollHint')}</p>
    ${d.tiles.includes('U01') ? poolPicker(m, d.seat, data.UPGRADE_REROLL_UP_TO) : nothing}
    <div class="actions">
      ${d.tiles.includes('U01') ? html`<button type="button" class="btn primary" data-action="reroll-selected"
        ?disabled=${!ids.length || !m.accepts(u01)} @click=${() => m.send(u01)}>${tr('rerollSelected', { n: ids.length })}</button>` : nothing}
      ${d.tiles.includes('U02') ? html`<button type="button" class="btn" data-action="reroll-all" @click=${() => m.send(u02)}>${tr('rerollAll')}</button>` : nothing}
      <button type="button" class="btn" data-action="keep-roll" @click=${() => m.send({ type: 'endRoll', seat: d.seat })}>${tr('keepRoll')}</button>
    </div>`;
}

function place(m: PromptModel, d: Extract<Decision, { kind: 'place' }>): TemplateResult {
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
    ${poolPicker(m, d.seat, Infinity, undefined, html`<button type="button" class="btn small clear" data-action="clear" ?disabled=${!n} @click=${m.clear}>${tr('clearSelection')}</button>`)}
    ${colorChoice}`;
}

function campReroll(m: PromptModel, d: Extract<Decision, { kind: 'campReroll' }>): TemplateResult {
  const { tr, view } = m.ctx;
  const pool = view.seats[d.seat]!.meeples.filter((x) => !x.placed);
  return html`<h2 class="prompt-title">${tr('campRerollTitle', { name: seatName(m.ctx, d.seat) })}</h2>
    <p class="hint">${tr('campRerollHint', { n: d.remaining })}</p>
    <div class="picker" role="group" aria-label=${tr('poolLabel')}>
      ${pool.map((x) => meepleToken(tr, x, {
        seat: d.seat, rolled: true, actionLabel: tr('rerollThis', { meeple: '' }).trim(),
        onToggle: (id) => m.send({ type: 'campReroll', seat: d.seat, meeple: id }),
      }))}
    </div>
    <div class="actions"><button type="button" class="btn" data-action="no-reroll"
      @click=${() => m.send({ type: 'campReroll', seat: d.seat, meeple: null })}>${tr('noReroll')}</button></div>`;
}

/**
 * While the later parts are on their way (a moment after the first screen): the phase, and a wait; if
 * they could not be fetched, why, and Retry.
 */
function laterLoading(m: PromptModel): TemplateResult {
  const { tr, view } = m.ctx;
  return html`<h2 class="prompt-title">${tr(`phase_${view.phase}`)}</h2>
    ${m.retryLater ? html`<p class="hint" role="alert" data-loading="failed">${tr('partFailed')}</p>
      <div class="actions"><button type="button" class="btn primary" data-action="retry" @click=${m.retryLater}>${tr('retry')}</button></div>`
      : html`<p class="hint" data-loading>${tr('partLoading')}</p>`}`;
}

export { meepleLabel, upgradeAriaLabel };
