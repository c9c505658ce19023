/**
 * The prompt for whoever decides now: one clear title, a hint, the pieces to choose from and the
 * buttons that answer the engine's current `decision`. Which moves are possible is given by the
 * element (engine legalMoves / checkMove); the prompt only lays them out.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { upgradeAriaLabel } from './upgrade-tile.js';
import { meepleLabel } from './meeple.js';
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
  // The first screen's decision (the roll) is drawn here; every other comes with the later parts —
  // placing too: its moves need the placement rules, fetched with them (until the rules have come the
  // statechart's turn is `waiting`, and the prompt shows the wait).
  const later = d.kind !== 'roll';
  // The Hint: placing, its button sits with the meeples' Clear (one row less on a phone).
  const hint = m.hint && m.later ? m.later.hint(m) : null;
  if (later && (m.canAct || d.kind === 'prepare' || d.kind === 'gameOver')) body = m.later ? m.later.promptBody(m, hint?.button) : laterLoading(m);
  // The moves after the roll still on their way: the wait, or why and Retry (not "waiting for" the person here).
  else if (m.waiting) body = laterLoading(m);
  else if (!m.canAct) {
    body = html`<h2 class="prompt-title">${tr(`phase_${view.phase}`)}</h2>
      <p class="hint">${m.readonly ? tr('readonlyNote') : tr('waitingFor', { name: who })}</p>`;
  } else body = roll(m);
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

/** While the later parts are on their way: the phase, and the wait (or Retry). */
function laterLoading(m: PromptModel): TemplateResult {
  return html`<h2 class="prompt-title">${m.ctx.tr(`phase_${m.ctx.view.phase}`)}</h2>${laterWait(m.ctx.tr, m.retryLater)}`;
}

export { meepleLabel, upgradeAriaLabel };
