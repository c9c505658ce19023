/**
 * The prompts of a game under way (the later parts chunk): the rerolls (reroll-prompts.ts), the Temple's cards, the card kept with U09,
 * the Black Market, an Upgrade to take or discard, deliveries, the end of a round and of the game.
 * Which moves are possible is the engine's (the model's `accepts`); these only lay them out.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { until } from 'lit/directives/until.js';
import { loadPart, partIfLoaded } from '../../../../kit/ui/lazy-parts.js';
import { HIDDEN, data, deliveryValue, type Decision, type Move } from '../../engine/index.js';
import { artifactCard } from './artifact-card.js';
import { upgradeTile } from './upgrade-tile.js';
import { coinIcon, discoveryIcon, vpIcon } from './icons.js';
import { cardName, seatName, type LaterContext } from './common.js';
import { roundSummary, scoreTable } from './score-table.js';
import type { PromptModel } from './prompt-model.js';
import { campReroll, exchanges, reroll } from './reroll-prompts.js';
import { place } from './place-prompt.js';
import { roundGains } from './round-gains.js';

/** The model, worded with the later parts' table. */
type LaterModel = PromptModel & { ctx: LaterContext };

/** The body for the decisions these parts draw. */
export function laterPromptBody(m: LaterModel, extra?: TemplateResult): TemplateResult {
  const d = m.ctx.view.decision;
  // The last round: the game-over screen's chunk is fetched now, so that it is there when the game ends.
  if (m.ctx.view.round >= data.ROUNDS && !m.readonly) gameOverPart().catch(() => {});
  switch (d.kind) {
    case 'place': return place(m, d, extra);
    case 'templeCards': return templeCards(m, d);
    case 'keepDrawn': return keepDrawn(m, d);
    case 'blackMarket': return blackMarket(m, d);
    case 'chooseUpgrade': return chooseUpgrade(m, d);
    case 'discardUpgrade': return discardUpgrade(m, d);
    case 'deliver': return deliver(m, d);
    case 'reroll': return reroll(m, d);
    case 'campReroll': return campReroll(m, d);
    case 'prepare': return prepare(m);
    case 'lastExchanges': return lastExchanges(m, d);
    default: return gameOver(m);
  }
}

function cardPicker(m: LaterModel, cards: readonly (number | null)[], max: number, handOf?: number): TemplateResult {
  return html`<div class="picker card-picker" role="group">
    ${cards.map((c) => c === null || c === HIDDEN ? nothing : artifactCard(m.ctx, c, {
      size: cards.length > 8 ? 'sm' : 'md', selected: m.selection.has(c), onToggle: m.toggle, handOf,
      disabled: !m.selection.has(c) && m.selection.size >= max,
    }))}
  </div>`;
}

function templeCards(m: LaterModel, d: Extract<Decision, { kind: 'templeCards' }>): TemplateResult {
  const { tr, view } = m.ctx;
  const move: Move = { type: 'chooseCards', seat: d.seat, cards: [...m.selection] };
  const sp = m.ctx.rules.temple[d.space]!;
  return html`<h2 class="prompt-title">${tr('templeTitle', { name: seatName(m.ctx, d.seat), n: d.choose })}</h2>
    <p class="hint">${tr('templeHint', { space: d.space + 1, draw: sp.draw })}</p>
    ${cardPicker(m, view.board.temple, d.choose)}
    <div class="actions"><button type="button" class="btn primary" data-action="take-cards"
      ?disabled=${m.selection.size !== d.choose || !m.accepts(move)} @click=${() => m.send(move)}>${tr('takeCards', { n: d.choose })}</button></div>`;
}

function keepDrawn(m: LaterModel, d: Extract<Decision, { kind: 'keepDrawn' }>): TemplateResult {
  const { tr, rules } = m.ctx;
  return html`<h2 class="prompt-title">${tr('keepTitle', { name: seatName(m.ctx, d.seat) })}</h2>
    <p class="hint">${tr('keepHint')}</p>
    <div class="picker card-picker" role="group">
      ${d.cards.map((c) => html`<div class="keep-option">${artifactCard(m.ctx, c, { size: 'md' })}
        <button type="button" class="btn primary small" data-action="keep" data-card=${c}
          @click=${() => m.send({ type: 'keepDrawn', seat: d.seat, card: c })}>${tr('keepThis', { card: '' }).trim()}<span class="sr"> ${cardName(tr, rules, c)}</span></button></div>`)}
    </div>`;
}

function blackMarket(m: LaterModel, d: Extract<Decision, { kind: 'blackMarket' }>): TemplateResult {
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

function chooseUpgrade(m: LaterModel, d: Extract<Decision, { kind: 'chooseUpgrade' }>): TemplateResult {
  const { tr, view } = m.ctx;
  return html`<h2 class="prompt-title">${tr('chooseUpgradeTitle', { name: seatName(m.ctx, d.seat) })}</h2>
    <p class="hint">${tr('chooseUpgradeHint', { space: d.space + 1 })}</p>
    <div class="picker tile-picker" role="group">
      ${view.board.upgradeDisplay.map((tile) => tile === null ? nothing : upgradeTile(m.ctx, tile, {
        actionLabel: tr('takeUpgrade', { upgrade: '' }).trim(),
        onPick: (t) => m.send({ type: 'chooseUpgrade', seat: d.seat, tile: t }),
      }))}
    </div>`;
}

function discardUpgrade(m: LaterModel, d: Extract<Decision, { kind: 'discardUpgrade' }>): TemplateResult {
  const { tr } = m.ctx;
  return html`<h2 class="prompt-title">${tr('discardUpgradeTitle', { name: seatName(m.ctx, d.seat) })}</h2>
    <p class="hint">${tr('discardUpgradeHint')}</p>
    <div class="picker tile-picker" role="group">
      ${d.tiles.map((tile) => upgradeTile(m.ctx, tile, {
        actionLabel: tr('discardThis', { upgrade: '' }).trim(),
        onPick: (t) => m.send({ type: 'discardUpgrade', seat: d.seat, tile: t }),
      }))}
    </div>`;
}

function deliver(m: LaterModel, d: Extract<Decision, { kind: 'deliver' }>): TemplateResult {
  const { tr, view } = m.ctx;
  const seat = view.seats[d.seat]!;
  const cards = [...m.selection];
  const value = deliveryValue(cards, seat.upgrades, m.ctx.rules);
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

function prepare(m: LaterModel): TemplateResult {
  const { tr, view } = m.ctx;
  const last = view.round >= data.ROUNDS;
  return html`<h2 class="prompt-title">${tr('prepareTitle', { round: view.round })}</h2>
    <p class="hint">${tr('prepareHint')}</p>
    ${roundSummary(m.ctx, roundGains(view, m.log))}
    ${m.readonly ? nothing : html`<div class="actions"><button type="button" class="btn primary big" data-action="prepare"
      @click=${() => m.send({ type: 'prepare' })}>${tr(last ? 'finishGame' : 'nextRound')}</button></div>`}`;
}

/**
 * The last-exchanges step: the holder's coins, the exchange buttons (the ones offered during the game,
 * under a title of their own), then Done.
 */
function lastExchanges(m: LaterModel, d: Extract<Decision, { kind: 'lastExchanges' }>): TemplateResult {
  const { tr, view } = m.ctx;
  return html`<h2 class="prompt-title">${tr('lastExchangesTitle', { name: seatName(m.ctx, d.seat) })}</h2>
    <p class="hint">${tr('lastExchangesHint')} ${tr('lastExchangesCoins', { coins: view.seats[d.seat]!.coins })}</p>
    ${m.exchanges.length ? exchanges(m, 'lastExchangesGroup') : nothing}
    <div class="actions"><button type="button" class="btn primary" data-action="end-exchanges"
      @click=${() => m.send({ type: 'endExchanges', seat: d.seat })}>${tr('lastExchangesDone')}</button></div>`;
}

type GameOverModule = typeof import('../game-over.js');
const gameOverPart = () => loadPart<GameOverModule>('game-over', () => import('../game-over.js'));

/**
 * The end of the game: its screen is a chunk of its own (game-over.ts), fetched when the last round
 * starts; until it has come (or if it cannot be fetched), the winner, the score table and Play again.
 */
function gameOver(m: LaterModel): TemplateResult {
  const screen = partIfLoaded<GameOverModule>('game-over');
  if (screen) return screen.gameOverScreen(m);
  return html`${until(gameOverPart().then((x) => x.gameOverScreen(m), () => plainGameOver(m)), plainGameOver(m))}`;
}

function plainGameOver(m: LaterModel): TemplateResult {
  const { tr } = m.ctx;
  const winners = m.scores.filter((s) => s.winner).map((s) => s.name);
  return html`<h2 class="prompt-title">${tr('gameOverTitle')}</h2>
    <p class="winner-line">${tr(winners.length > 1 ? 'winnersAre' : 'winnerIs', { names: winners.join(' & ') })}</p>
    ${scoreTable(m.ctx, m.scores)}
    ${m.readonly ? nothing : html`<div class="actions"><button type="button" class="btn primary big" data-action="play-again"
      @click=${m.playAgain}>${tr('playAgain')}</button></div>`}`;
}

