/**
 * <aztec-board>'s ending, a chunk of its own (fetched in the last round, or when a replay opens): the
 * game-over screen — the winners, each seat's VP round by round on the kit's chart (a table for screen
 * readers), the breakdown, Play again, Replay and Share — and the replay view (replay-view.ts).
 */
import { css, html, type TemplateResult } from 'lit';
import { scoreChartStyles, vpChart, type SeatMarks } from '../../../kit/ui/score-chart.js';
import { scoreBreakdown } from '../scoring.js';
import type { AztecState } from '../types.js';
import type { Ctx, Tr, ViewActions } from './board-view.js';
import { seatMarker } from './parts/jewel-art.js';
import { seatColor } from './parts/parts.styles.js';
import { scoresByRound } from './vp-rounds.js';

export { replayView } from './replay-view.js';
export { endingStrings } from './ending-strings.js';

/** The ending's styles, added to the board when the chunk comes (kit/ui/add-styles.ts): the chart, in the board's theme. */
export const endingStyles = css`
  ${scoreChartStyles}
  .vp-chart { --chart-muted: var(--az-muted); --chart-font: inherit; --chart-small: .8em; margin: 8px 0; }
  .scores { border-collapse: collapse; width: 100%; margin: 6px 0; font-size: .95em; }
  .scores th, .scores td { padding: 6px 8px; border-bottom: 1px solid #0002; text-align: end; }
  .scores th[scope="row"], .scores thead th:first-child { text-align: start; }
  .scores tr.win { background: #fff1c1; }
  .winner { font-size: 1.15em; font-weight: 700; margin: 4px 0; }
  .replay-at { margin: 0 0 4px; font-weight: 600; }
  /* The slider: the whole width, a 44 px target. */
  .replay-slider { display: block; width: 100%; min-height: 44px; margin: 0 0 4px; accent-color: var(--az-accent); }
  .replay button[aria-disabled="true"] { opacity: .45; cursor: not-allowed; }
  .replay-keys { margin: 6px 0 0; font-size: .85em; color: var(--az-muted); }
  /* (Keys mean nothing on a touch screen without a keyboard.) */
  @media (hover: none) and (pointer: coarse) { .replay-keys { display: none; } }
  /* The total first, beside the name; the breakdown scrolls sideways inside a narrow board rather than past its edge. */
  .scores-wrap { overflow-x: auto; max-width: 100%; }
  @container (max-width: 480px) {
    .scores { font-size: .85em; }
    .scores th, .scores td { padding: 5px 4px; }
  }
`;

/** A shape for each seat's points on the chart (circle, square, triangle, diamond, star, hexagon): seats told apart without colour. */
const SEAT_SHAPES = [
  'M12 5a7 7 0 1 1 0 14a7 7 0 1 1 0-14z', 'M5 5h14v14H5z', 'M12 4l8 15H4z', 'M12 3l8 9-8 9-8-9z',
  'M12 3l2.6 5.8 6.4.6-4.8 4.2 1.4 6.3L12 16.7 6.4 19.9l1.4-6.3L3 9.4l6.4-.6z', 'M8 4h8l4 8-4 8H8l-4-8z',
];
const SEAT_MARKS: SeatMarks = { color: seatColor, point: (seat) => SEAT_SHAPES[seat % SEAT_SHAPES.length]!, centre: [12, 12], key: (seat) => seatMarker(seat) };

/** The scores, the winners and Play again. */
export function gameOver(ctx: Ctx, view: AztecState, tr: Tr, act: ViewActions): TemplateResult {
  const lines = scoreBreakdown(view).slice().sort((a, b) => a.rank - b.rank || a.seat - b.seat);
  const curves = scoresByRound(ctx.history!.options, ctx.history!.moves);
  const winners = lines.filter((l) => l.winner).map((l) => l.name);
  return html`<div class="prompt-body over" part="scores">
    <h3 class="prompt-title">${tr('over_title')}</h3>
    <p class="winner" role="status">${tr(winners.length > 1 ? 'over_winners' : 'over_winner', { names: winners.join(', ') })}</p>
    ${vpChart(tr, curves, view.seats.map((s) => s.name), 'az-chart', SEAT_MARKS)}
    <div class="scores-wrap" tabindex="0" role="region" aria-label=${tr('scores_title')}><table class="scores">
      <thead><tr><th scope="col">${tr('col_player')}</th><th scope="col">${tr('col_total')}</th><th scope="col">${tr('col_duos')}</th>
        <th scope="col">${tr('col_trios')}</th><th scope="col">${tr('col_artifacts')}</th><th scope="col">${tr('col_stones')}</th></tr></thead>
      <tbody>${lines.map((l) => html`<tr class=${l.winner ? 'win' : ''} data-seat=${l.seat}><th scope="row">${l.rank}. ${l.name}</th>
        <td data-col="total"><strong>${l.total}</strong></td><td>${l.duos}</td><td>${l.trios}</td><td>${l.artifacts}</td><td>${l.stonePenalty}</td></tr>`)}</tbody>
    </table></div>
    <div class="actions">
      <button class="primary" data-action="play-again" @click=${() => act.send('NEW_GAME')}>${tr('play_again')}</button>
      <button class="secondary" data-action="replay" @click=${() => act.send('REPLAY')}>${tr('replay')}</button>
      <button class="secondary" data-action="share" @click=${() => act.send('SHARE')}>${tr('share')}</button>
    </div>
  </div>`;
}

