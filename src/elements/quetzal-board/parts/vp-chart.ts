/**
 * The game-over chart (the game-over chunk): every seat's VP at the start and at the end of each round
 * as a line in its colour, with its head shape at each point (seats told apart without colour), then a
 * dashed step to its final total (the end-of-game bonuses). Screen readers get the same numbers as a
 * table; the SVG itself is one labelled image.
 */
import { html, svg, type TemplateResult } from 'lit';
import { styleMap } from '../../../kit/ui/style-map.js'; // CSP-safe (no style attribute string)
import { HEADS, seatMark } from './icons.js';
import { seatColor } from './common.js';
import type { SeatCurve } from './vp-rounds.js';

/** The chart's words (the game-over table, then the main one). */
export type ChartTr = (key: 'go_chartTitle' | 'go_chartDesc' | 'go_start' | 'go_roundShort' | 'go_round' | 'go_final' | 'go_player',
  params?: Record<string, string | number>) => string;

const W = 420, H = 196, LEFT = 30, RIGHT = 404, TOP = 10, BOTTOM = 164;

/** A round step for the axis: 5, 10, 20… so that at most 6 lines are drawn. */
function stepFor(max: number): number {
  for (const step of [5, 10, 20, 25, 50]) if (max / step <= 6) return step;
  return 100;
}

export function vpChart(tr: ChartTr, curves: readonly SeatCurve[], names: readonly string[], id: string): TemplateResult {
  const columns = curves[0] ? curves[0].rounds.length + 1 : 1;
  const max = Math.max(10, ...curves.map((c) => Math.max(c.total, ...c.rounds)));
  const step = stepFor(max);
  const top = Math.ceil(max / step) * step;
  const x = (i: number) => LEFT + (i * (RIGHT - LEFT)) / (columns - 1);
  // Seats on the same score are drawn a little apart, so that no line hides another.
  const y = (vp: number, seat: number) => BOTTOM - (vp / top) * (BOTTOM - TOP) + (seat - (curves.length - 1) / 2) * 1.6;
  const label = (i: number) => (i === 0 ? tr('go_start') : i === columns - 1 ? tr('go_final') : tr('go_roundShort', { round: i }));
  const ticks: number[] = [];
  for (let v = 0; v <= top; v += step) ticks.push(v);

  const grid = svg`${ticks.map((v) => svg`<line class="vp-grid" x1=${LEFT} x2=${RIGHT} y1=${y(v, (curves.length - 1) / 2)} y2="${y(v, (curves.length - 1) / 2)}"/>
      <text class="vp-tick" x=${LEFT - 5} y=${y(v, (curves.length - 1) / 2) + 3.5} text-anchor="end">${v}</text>`)}
    ${Array.from({ length: columns }, (_, i) => svg`<text class="vp-col" x=${x(i)} y=${H - 14} text-anchor="middle">${label(i)}</text>`)}`;

  const lines = curves.map((c) => {
    const points = c.rounds.map((vp, i) => [x(i), y(vp, c.seat)] as const);
    const last = points[points.length - 1]!;
    const end = [x(columns - 1), y(c.total, c.seat)] as const;
    const mark = (px: number, py: number, vp: number, round: number | 'final') =>
      svg`<path class="vp-pt" d=${HEADS.at(c.seat)!} transform="translate(${px - 12} ${py - 4})" data-round=${round} data-vp="${vp}"/>`;
    return svg`<g class="seat-line" data-seat=${c.seat} style=${styleMap({ '--seat': seatColor(c.seat) })}>
      <polyline class="vp-line" points="${points.map((p) => p.join(',')).join(' ')}"/>
      <line class="vp-bonus" x1=${last[0]} y1=${last[1]} x2=${end[0]} y2="${end[1]}"/>
      ${points.map(([px, py], i) => mark(px, py, c.rounds[i]!, i))}${mark(end[0], end[1], c.total, 'final')}
    </g>`;
  });

  return html`<figure class="vp-chart" data-vp-chart>
    <figcaption class="vp-title" id="${id}-title">${tr('go_chartTitle')}</figcaption>
    <svg viewBox="0 0 ${W} ${H}" role="img" aria-labelledby="${id}-title" aria-describedby="${id}-desc">
      <desc id="${id}-desc">${tr('go_chartDesc')}</desc>${grid}${lines}
    </svg>
    <ul class="vp-key" aria-hidden="true">${curves.map((c) => html`<li style=${styleMap({ '--seat': seatColor(c.seat) })}>${seatMark(c.seat)}${names[c.seat]}</li>`)}</ul>
    <table class="sr" data-vp-table>
      <caption>${tr('go_chartTitle')}</caption>
      <thead><tr><th scope="col">${tr('go_player')}</th>${Array.from({ length: columns }, (_, i) =>
        html`<th scope="col">${i === 0 ? tr('go_start') : i === columns - 1 ? tr('go_final') : tr('go_round', { round: i })}</th>`)}</tr></thead>
      <tbody>${curves.map((c) => html`<tr data-seat=${c.seat}><th scope="row">${names[c.seat]}</th>
        ${c.rounds.map((vp, i) => html`<td data-round=${i}>${vp}</td>`)}<td data-round="final">${c.total}</td></tr>`)}</tbody>
    </table>
  </figure>`;
}
