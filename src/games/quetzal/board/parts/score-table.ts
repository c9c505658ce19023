/** The final score table (engine scoreBreakdown) and the end-of-round summary (from the log). */
import { html, nothing, type TemplateResult } from 'lit';
import { styleMap } from '../../../../kit/ui/style-map.js'; // CSP-safe (no style attribute string)
import type { ScoreLine } from '../../engine/index.js';
import { seatColor, type LaterContext as PartContext } from './common.js';
import { seatMark } from './icons.js';

export interface SummaryRow {
  seat: number;
  coins: number;
  vp: number;
  discovery: number;
  cards: number;
  delivered: number;
  upgrades: number;
}

const signed = (n: number) => (n > 0 ? `+${n}` : `${n}`);

export function roundSummary(ctx: PartContext, rows: SummaryRow[]): TemplateResult {
  const { tr, view } = ctx;
  return html`<table class="table summary" part="scores">
    <caption class="sr">${tr('summaryCaption', { round: view.round })}</caption>
    <thead><tr>
      <th scope="col">${tr('summaryPlayer')}</th><th scope="col">${tr('summaryCoins')}</th><th scope="col">${tr('summaryVp')}</th>
      <th scope="col">${tr('summaryDiscovery')}</th><th scope="col">${tr('summaryCards')}</th><th scope="col">${tr('summaryDelivered')}</th>
      <th scope="col">${tr('summaryUpgrades')}</th>
    </tr></thead>
    <tbody>${rows.map((r) => html`<tr data-seat=${r.seat}>
      <th scope="row"><span class="dot" style=${styleMap({ '--seat': seatColor(r.seat) })}>${seatMark(r.seat)}</span>${view.seats[r.seat]!.name}</th>
      <td>${signed(r.coins)}</td><td>${signed(r.vp)}</td><td>${signed(r.discovery)}</td>
      <td>${signed(r.cards)}</td><td>${r.delivered}</td><td>${signed(r.upgrades)}</td>
    </tr>`)}</tbody>
  </table>`;
}

export function scoreTable(ctx: PartContext, scores: ScoreLine[]): TemplateResult {
  const { tr } = ctx;
  const sorted = scores.slice().sort((a, b) => a.rank - b.rank || a.seat - b.seat);
  return html`<table class="table scores" part="scores" data-scores>
    <caption class="sr">${tr('scoresCaption')}</caption>
    <thead><tr>
      <th scope="col">${tr('colRank')}</th><th scope="col">${tr('colPlayer')}</th><th scope="col">${tr('colTrack')}</th>
      <th scope="col">${tr('colFirst')}</th><th scope="col">${tr('colCoins')}</th><th scope="col">${tr('colUpgrades')}</th>
      <th scope="col">${tr('colTotal')}</th><th scope="col">${tr('colDiscovery')}</th>
    </tr></thead>
    <tbody>${sorted.map((s) => html`<tr class=${s.winner ? 'winner' : ''} data-seat=${s.seat}>
      <td data-col="rank">${s.rank}${s.winner ? html` <span class="crown" role="img" aria-label=${tr('winner')}>♛</span>` : nothing}</td>
      <th scope="row"><span class="dot" style=${styleMap({ '--seat': seatColor(s.seat) })}>${seatMark(s.seat)}</span>${s.name}</th>
      <td data-col="track">${s.track}</td>
      <td data-col="first">${s.firstPlayer ? `+${s.firstPlayer}` : '—'}</td>
      <td data-col="coins">${s.coins} → ${s.coinVp}</td>
      <td data-col="upgrades">${s.upgrades}</td>
      <td data-col="total" class="total">${s.total}</td>
      <td data-col="discovery">${s.discovery}</td>
    </tr>`)}</tbody>
  </table>`;
}
