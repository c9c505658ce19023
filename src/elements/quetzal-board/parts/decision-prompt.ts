/**
 * The prompt for whoever decides now: one clear title, a hint, the pieces to choose from and the
 * buttons that answer the engine's current `decision`. Which moves are possible is given by the
 * element (engine legalMoves / checkMove); the prompt only lays them out.
 */
import { html, nothing, type TemplateResult } from 'lit';
import {
  HIDDEN, data, deliveryValue, type Decision, type MeepleColor, type Move, type ScoreLine,
} from '../../../rules/index.js';
import { artifactCard } from './artifact-card.js';
import { upgradeTile, upgradeAriaLabel } from './upgrade-tile.js';
import { meepleToken, meepleLabel } from './meeple.js';
import { coinIcon, discoveryIcon, vpIcon } from './icons.js';
import { cardName, seatName, type PartContext } from './common.js';
import { roundSummary, scoreTable, type SummaryRow } from './score-table.js';

export interface PromptModel {
  ctx: PartContext;
  /** The person at the device may answer the decision now. */
  canAct: boolean;
  readonly: boolean;
  /** Meeple ids (placement, reroll) or card ids (Temple, deliveries, Black Market) picked so far. */
  selection: ReadonlySet<number>;
  toggle: (id: number) => void;
  clear: () => void;
  send: (move: Move) => void;
  /** Whether the engine accepts a move (checkMove on the full game). */
  accepts: (move: Move) => boolean;
  /** Exchange moves the deciding seat may make now (legalMoves of type exchange). */
  exchanges: Move[];
  /** Placement: whether any board target accepts the selection. */
  anyTarget: boolean;
  /** Placement: a wild group at an either-colour bidding location: which colour? */
  colorChoice: { key: string; colors: MeepleColor[] } | null;
  chooseColor: (color: MeepleColor) => void;
  cancelColor: () => void;
  summary: SummaryRow[];
  scores: ScoreLine[];
  playAgain: () => void;
  /** Optional note shown under the prompt's body (the hint of a move the host's moveGuard refused). */
  notice?: unknown;
}

export function decisionPrompt(m: PromptModel): TemplateResult {
  const { ctx } = m;
  const { view, tr } = ctx;
  const d = view.decision;
  const who = d.seat === null ? '' : seatName(ctx, d.seat);
  let body: TemplateResult;
  if (d.kind === 'gameOver') body = gameOver(m);
  else if (d.kind === 'prepare') body = prepare(m);
  else if (!m.canAct) {
    body = html`<h2 class="prompt-title">${tr(`phase_${view.phase}`)}</h2>
      <p class="hint">${m.readonly ? tr('readonlyNote') : tr('waitingFor', { name: who })}</p>`;
  } else {
    switch (d.kind) {
      case 'roll': body = roll(m); break;
      case 'reroll': body = reroll(m, d); break;
      case 'place': body = place(m, d); break;
      case 'campReroll': body = campReroll(m, d); break;
      case 'templeCards': body = templeCards(m, d); break;
      case 'keepDrawn': body = keepDrawn(m, d); break;
      case 'blackMarket': body = blackMarket(m, d); break;
      case 'chooseUpgrade': body = chooseUpgrade(m, d); break;
      case 'discardUpgrade': body = discardUpgrade(m, d); break;
      case 'deliver': body = deliver(m, d); break;
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

function cardPicker(m: PromptModel, cards: readonly (number | null)[], max: number, handOf?: number): TemplateResult {
  const { tr } = m.ctx;
  return html`<div class="picker card-picker" role="group">
    ${cards.map((c) => c === null || c === HIDDEN ? nothing : artifactCard(tr, c, {
      size: cards.length > 8 ? 'sm' : 'md', selected: m.selection.has(c), onToggle: m.toggle, handOf,
      disabled: !m.selection.has(c) && m.selection.size >= max,
    }))}
  </div>`;
}

function templeCards(m: PromptModel, d: Extract<Decision, { kind: 'templeCards' }>): TemplateResult {
  const { tr, view } = m.ctx;
  const move: Move = { type: 'chooseCards', seat: d.seat, cards: [...m.selection] };
  const sp = data.TEMPLE_SPACES[d.space]!;
  return html`<h2 class="prompt-title">${tr('templeTitle', { name: seatName(m.ctx, d.seat), n: d.choose })}</h2>
    <p class="hint">${tr('templeHint', { space: d.space + 1, draw: sp.draw })}</p>
    ${cardPicker(m, view.board.temple, d.choose)}
    <div class="actions"><button type="button" class="btn primary" data-action="take-cards"
      ?disabled=${m.selection.size !== d.choose || !m.accepts(move)} @click=${() => m.send(move)}>${tr('takeCards', { n: d.choose })}</button></div>`;
}

function keepDrawn(m: PromptModel, d: Extract<Decision, { kind: 'keepDrawn' }>): TemplateResult {
  const { tr } = m.ctx;
  return html`<h2 class="prompt-title">${tr('keepTitle', { name: seatName(m.ctx, d.seat) })}</h2>
    <p class="hint">${tr('keepHint')}</p>
    <div class="picker card-picker" role="group">
      ${d.cards.map((c) => html`<div class="keep-option">${artifactCard(tr, c, { size: 'md' })}
        <button type="button" class="btn primary small" data-action="keep" data-card=${c}
          @click=${() => m.send({ type: 'keepDrawn', seat: d.seat, card: c })}>${tr('keepThis', { card: '' }).trim()}<span class="sr"> ${cardName(tr, c)}</span></button></div>`)}
    </div>`;
}

function blackMarket(m: PromptModel, d: Extract<Decision, { kind: 'blackMarket' }>): TemplateResult {
  const { tr, view } = m.ctx;
  const card = [...m.selection][0];
  const move: Move = { type: 'blackMarket', seat: d.seat, card: card ?? null };
  return html`<h2 class="prompt-title">${tr('blackMarketTitle', { name: seatName(m.ctx, d.seat) })}</h2>
    <p class="hint">${tr('blackMarketHint')}</p>
    ${cardPicker(m, view.seats[d.seat]!.hand, 1, d.seat)}
    <div class="actions">
      <button type="button" class="btn primary" data-action="sell" ?disabled=${card === undefined || !m.accepts(move)}
        @click=${() => m.send(move)}>${coinIcon()} ${tr('sellSelected')}</button>
      <button type="button" class="btn" data-action="keep-cards" @click=${() => m.send({ type: 'blackMarket', seat: d.seat, card: null })}>${tr('keepCards')}</button>
    </div>`;
}

function chooseUpgrade(m: PromptModel, d: Extract<Decision, { kind: 'chooseUpgrade' }>): TemplateResult {
  const { tr, view } = m.ctx;
  return html`<h2 class="prompt-title">${tr('chooseUpgradeTitle', { name: seatName(m.ctx, d.seat) })}</h2>
    <p class="hint">${tr('chooseUpgradeHint', { space: d.space + 1 })}</p>
    <div class="picker tile-picker" role="group">
      ${view.board.upgradeDisplay.map((tile) => tile === null ? nothing : upgradeTile(tr, tile, {
        actionLabel: tr('takeUpgrade', { upgrade: '' }).trim(),
        onPick: (t) => m.send({ type: 'chooseUpgrade', seat: d.seat, tile: t }),
      }))}
    </div>`;
}

function discardUpgrade(m: PromptModel, d: Extract<Decision, { kind: 'discardUpgrade' }>): TemplateResult {
  const { tr } = m.ctx;
  return html`<h2 class="prompt-title">${tr('discardUpgradeTitle', { name: seatName(m.ctx, d.seat) })}</h2>
    <p class="hint">${tr('discardUpgradeHint')}</p>
    <div class="picker tile-picker" role="group">
      ${d.tiles.map((tile) => upgradeTile(tr, tile, {
        actionLabel: tr('discardThis', { upgrade: '' }).trim(),
        onPick: (t) => m.send({ type: 'discardUpgrade', seat: d.seat, tile: t }),
      }))}
    </div>`;
}

function deliver(m: PromptModel, d: Extract<Decision, { kind: 'deliver' }>): TemplateResult {
  const { tr, view } = m.ctx;
  const seat = view.seats[d.seat]!;
  const cards = [...m.selection];
  const value = deliveryValue(cards, seat.upgrades);
  const move: Move = { type: 'deliver', seat: d.seat, cards };
  return html`<h2 class="prompt-title">${tr('deliverTitle', { name: seatName(m.ctx, d.seat), n: d.limit })}</h2>
    <p class="hint">${tr(`deliverWhere_${d.where}`)} ${tr('selectedOf', { n: cards.length, max: d.limit })}</p>
    ${cardPicker(m, seat.hand, d.limit, d.seat)}
    <p class="preview" aria-live="polite" data-preview>
      <span class="sr">${tr('deliverPreview', value as unknown as Record<string, number>)}</span>
      <span aria-hidden="true" class="pv">${vpIcon()}<b>${value.vp}</b></span>
      <span aria-hidden="true" class="pv">${coinIcon()}<b>+${value.coins}</b></span>
      <span aria-hidden="true" class="pv">${discoveryIcon()}<b>+${value.discovery}</b></span>
    </p>
    <div class="actions">
      <button type="button" class="btn primary" data-action="deliver" ?disabled=${!cards.length || !m.accepts(move)}
        @click=${() => m.send(move)}>${tr('deliverButton', { n: cards.length })}</button>
      <button type="button" class="btn" data-action="deliver-nothing" @click=${() => m.send({ type: 'deliver', seat: d.seat, cards: [] })}>${tr('deliverNothing')}</button>
    </div>`;
}

function prepare(m: PromptModel): TemplateResult {
  const { tr, view } = m.ctx;
  const last = view.round >= data.ROUNDS;
  return html`<h2 class="prompt-title">${tr('prepareTitle', { round: view.round })}</h2>
    <p class="hint">${tr('prepareHint')}</p>
    ${roundSummary(m.ctx, m.summary)}
    ${m.readonly ? nothing : html`<div class="actions"><button type="button" class="btn primary big" data-action="prepare"
      @click=${() => m.send({ type: 'prepare' })}>${tr(last ? 'finishGame' : 'nextRound')}</button></div>`}`;
}

function gameOver(m: PromptModel): TemplateResult {
  const { tr } = m.ctx;
  const winners = m.scores.filter((s) => s.winner).map((s) => s.name);
  return html`<h2 class="prompt-title">${tr('gameOverTitle')}</h2>
    <p class="winner-line">${tr(winners.length > 1 ? 'winnersAre' : 'winnerIs', { names: winners.join(' & ') })}</p>
    ${scoreTable(m.ctx, m.scores)}
    ${m.readonly ? nothing : html`<div class="actions"><button type="button" class="btn primary big" data-action="play-again"
      @click=${m.playAgain}>${tr('playAgain')}</button></div>`}`;
}

export { meepleLabel, upgradeAriaLabel };
