/**
 * The game-over screen (the game-over chunk): a short celebration, who won, direct buttons — Play
 * again, Replay, Share (the Game menu's own actions, through the board) — each seat's VP round by round
 * as a chart, and the final breakdown (the later parts' score table). When the game ends, the focus
 * moves to its title (unless it is on the host page's own controls), so a keyboard or screen-reader
 * user lands on the result.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { ref } from 'lit/directives/ref.js';
import { featureTranslator } from '../../strings/feature.js';
import { gameOverStrings, type GameOverKey } from '../../strings/features/game-over.js';
import type { LaterContext } from './common.js';
import type { PromptModel } from './prompt-model.js';
import { scoreTable } from './score-table.js';
import { vpByRound } from './vp-rounds.js';
import { vpChart, type SeatMarks } from '../../../../kit/ui/score-chart.js';
import { HEADS, seatMark } from './icons.js';
import { seatColor } from './common.js';
import { celebration } from './celebration.js';
import { addStyles } from '../../../../kit/ui/add-styles.js';
import { gameOverStyles } from '../game-over.styles.js';

const text = featureTranslator(gameOverStrings);

/** The game-over panels already shown (the focus moves to a panel once, when it appears). */
const shown = new WeakSet<Element>();

/** On the panel's first render: its styles added to the board, and the focus to its title. */
function arrived(el: Element | undefined, focus: boolean): void {
  if (!el || shown.has(el)) return;
  shown.add(el);
  // (Called as the panel is made, before it is in the board: the rest once it is, before it is painted.)
  queueMicrotask(() => {
    const root = el.getRootNode();
    if (!(root instanceof ShadowRoot)) return;
    addStyles(root, gameOverStyles, 'game-over');
    // Only from the board itself or from nowhere (the button of the last move has gone): never taken
    // from the host page's own controls.
    const active = document.activeElement;
    if (focus && (!active || active === document.body || active === root.host)) el.querySelector<HTMLElement>('.go-title')?.focus();
  });
}

/** The ref callbacks, the same on every render (a new one would be called again each time). */
const arrivedLive = (el: Element | undefined) => arrived(el, true);
const arrivedShown = (el: Element | undefined) => arrived(el, false);

const replayGlyph = html`<svg class="icon" viewBox="0 0 24 24" aria-hidden="true"><path d="M4 12a8 8 0 1 1 2.3 5.7M4 18v-6h6" fill="none" stroke="currentColor" stroke-width="2.4" stroke-linecap="round"/></svg>`;
const shareGlyph = html`<svg class="icon" viewBox="0 0 24 24" aria-hidden="true"><path d="M8 12.5 16 7M8 11.5l8 5.5" stroke="currentColor" stroke-width="2"/><circle cx="6" cy="12" r="3" fill="currentColor"/><circle cx="18" cy="6" r="3" fill="currentColor"/><circle cx="18" cy="18" r="3" fill="currentColor"/></svg>`;

/** Quetzal's seats on the chart: their colours and meeple heads. */
// (A meeple's head: the top of its 24×24 figure.)
const QUETZAL_MARKS: SeatMarks = { color: seatColor, point: (seat) => HEADS.at(seat)!, centre: [12, 4], key: seatMark };

export function gameOverScreen(m: PromptModel & { ctx: LaterContext }): TemplateResult {
  const { tr, view, lang } = m.ctx;
  const g = (key: GameOverKey, params?: Record<string, string | number>) => text(lang, key, params);
  const winners = m.scores.filter((s) => s.winner);
  const curves = vpByRound(view, m.log, m.scores);
  const menu = m.menu;
  return html`<div class="go" data-game-over ${ref(m.readonly ? arrivedShown : arrivedLive)}>
    ${m.readonly ? nothing : celebration(winners.map((s) => s.seat))}
    <h2 class="prompt-title go-title" tabindex="-1">${tr('gameOverTitle')}</h2>
    <p class="winner-line">${tr(winners.length > 1 ? 'winnersAre' : 'winnerIs', { names: winners.map((s) => s.name).join(' & ') })}</p>
    ${m.readonly ? nothing : html`<div class="actions go-actions" role="group" aria-label=${g('go_actions')}>
      <button type="button" class="btn primary big" data-action="play-again" @click=${m.playAgain}>${tr('playAgain')}</button>
      ${menu ? html`<button type="button" class="btn big" data-action="go-replay" @click=${() => menu('replay')}>${replayGlyph}${g('go_replay')}</button>
        <button type="button" class="btn big" data-action="go-share" @click=${() => menu('share')}>${shareGlyph}${g('go_share')}</button>` : nothing}
    </div>`}
    <div class="go-body">
      ${vpChart(g, curves, view.seats.map((s) => s.name), 'go-chart', QUETZAL_MARKS)}
      ${scoreTable(m.ctx, m.scores)}
    </div>
  </div>`;
}
