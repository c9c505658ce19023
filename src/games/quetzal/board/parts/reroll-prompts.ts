/**
 * Prompts of the later parts chunk that come up around the board's first screen but never on it: the
 * reroll Upgrades (U01, U02) after a roll, the Camp's reroll, and the exchanges any time (U07, U10).
 * They need an Upgrade or a placed meeple, so a fresh game's roll and placement never show them.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { Decision, Move } from '../../engine/index.js';
import { meepleToken } from './meeple.js';
import { seatName, type LaterContext } from './common.js';
import { poolPicker } from './pool-picker.js';
import type { PromptModel } from './prompt-model.js';

/** The model, worded with the later parts' table. */
type LaterModel = PromptModel & { ctx: LaterContext };

export function reroll(m: LaterModel, d: Extract<Decision, { kind: 'reroll' }>): TemplateResult {
  const { tr } = m.ctx;
  const ids = [...m.selection];
  const u01: Move = { type: 'reroll', seat: d.seat, tile: 'U01', meeples: ids };
  const u02: Move = { type: 'reroll', seat: d.seat, tile: 'U02', meeples: [] };
  return html`<h2 class="prompt-title">${tr('rerollTitle', { name: seatName(m.ctx, d.seat) })}</h2>
    <p class="hint">${d.tiles.map((t) => tr(t === 'U01' ? 'rerollHint_U01' : 'rerollHint_U02')).join(' ')}</p>
    ${d.tiles.includes('U01') ? poolPicker(m, d.seat, m.ctx.rules.effects.U01.meeples) : nothing}
    <div class="actions">
      ${d.tiles.includes('U01') ? html`<button type="button" class="btn primary" data-action="reroll-selected"
        ?disabled=${!ids.length || !m.accepts(u01)} @click=${() => m.send(u01)}>${tr('rerollSelected', { n: ids.length })}</button>` : nothing}
      ${d.tiles.includes('U02') ? html`<button type="button" class="btn" data-action="reroll-all" @click=${() => m.send(u02)}>${tr('rerollAll')}</button>` : nothing}
      <button type="button" class="btn" data-action="keep-roll" @click=${() => m.send({ type: 'endRoll', seat: d.seat })}>${tr('keepRoll')}</button>
    </div>`;
}

export function campReroll(m: LaterModel, d: Extract<Decision, { kind: 'campReroll' }>): TemplateResult {
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
 * The exchanges the deciding seat may make now, under any prompt (U07: 2 coins for 1 VP; U10: 3 coins for
 * 1 Discovery), or in the last-exchanges step's body (`title`: its own).
 */
export function exchanges(m: LaterModel, title: 'exchanges' | 'lastExchangesGroup' = 'exchanges'): TemplateResult {
  const { tr } = m.ctx;
  return html`<div class="exchanges" role="group" aria-label=${tr(title)}>
      <span class="ex-title">${tr(title)}</span>
      ${m.exchanges.map((mv) => mv.type === 'exchange' ? html`<button type="button" class="btn small" data-action="exchange-${mv.tile}"
        @click=${() => m.send(mv)}>${tr(`exchange_${mv.tile}`)}</button>` : nothing)}
    </div>`;
}
