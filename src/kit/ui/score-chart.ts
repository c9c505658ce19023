/**
 * Every game's game-over chart: each seat's VP at the start and at the end of each round as a line in its
 * colour, with its own mark at each point (seats told apart without colour), then a dashed step to its
 * final total (the end-of-game bonuses). Screen readers get the same numbers as a table; the SVG itself is
 * one labelled image. A game says how its seats are marked (`SeatMarks`): Quetzal's meeple heads, Aztec's
 * numbered discs.
 */
import { css, html, svg, type TemplateResult } from 'lit';
import { styleMap } from './style-map.js'; // CSP-safe (no style attribute string)

/** A seat's VP round by round. */
export interface SeatCurve {
  seat: number;
  /** VP at the start (index 0) and at the end of each round. */
  rounds: number[];
  /** The final total, end-of-game bonuses included. */
  total: number;
}

/** How a game marks its seats: its colour, the path drawn at each point (in a 24×24 box), and its mark in the key. */
export interface SeatMarks {
  color(seat: number): string;
  point(seat: number): string;
  /** Where the points' shapes are centred in their box: that spot is put on the line's point. */
  readonly centre: readonly [x: number, y: number];
  key(seat: number): TemplateResult;
}

/** The chart's words (the game-over table, then the main one). */
export type ChartTr = (key: 'go_chartTitle' | 'go_chartDesc' | 'go_start' | 'go_roundShort' | 'go_round' | 'go_final' | 'go_player',
  params?: Record<string, string | number>) => string;

// (LEFT leaves the tick labels room beside the Start column's marks, the larger of which reach 9 units out.)
const W = 420, H = 196, LEFT = 36, RIGHT = 404, TOP = 10, BOTTOM = 164;

/** A round step for the axis: 5, 10, 20… so that at most 6 lines are drawn. */
function stepFor(max: number): number {
  for (const step of [5, 10, 20, 25, 50]) if (max / step <= 6) return step;
  return 100;
}

export function vpChart(tr: ChartTr, curves: readonly SeatCurve[], names: readonly string[], id: string, marks: SeatMarks): TemplateResult {
  const columns = curves[0] ? curves[0].rounds.length + 1 : 1;
  const [cx, cy] = marks.centre;
  const max = Math.max(10, ...curves.map((c) => Math.max(c.total, ...c.rounds)));
  // A game whose scores can fall below zero (Aztec's cursed stones) gets an axis below zero too.
  const min = Math.min(0, ...curves.map((c) => Math.min(c.total, ...c.rounds)));
  const step = stepFor(max - min);
  const top = Math.ceil(max / step) * step;
  const low = Math.floor(min / step) * step;
  const x = (i: number) => LEFT + (i * (RIGHT - LEFT)) / (columns - 1);
  // Seats on the same score are drawn a little apart, so that no line hides another.
  const y = (vp: number, seat: number) => BOTTOM - ((vp - low) / (top - low)) * (BOTTOM - TOP) + (seat - (curves.length - 1) / 2) * 1.6;
  const label = (i: number) => (i === 0 ? tr('go_start') : i === columns - 1 ? tr('go_final') : tr('go_roundShort', { round: i }));
  const ticks: number[] = [];
  for (let v = low; v <= top; v += step) ticks.push(v);

  const grid = svg`${ticks.map((v) => svg`<line class="vp-grid" x1=${LEFT} x2=${RIGHT} y1=${y(v, (curves.length - 1) / 2)} y2="${y(v, (curves.length - 1) / 2)}"/>
      <text class="vp-tick" x=${LEFT - 10} y=${y(v, (curves.length - 1) / 2) + 3.5} text-anchor="end">${v}</text>`)}
    ${Array.from({ length: columns }, (_, i) => svg`<text class="vp-col" x=${x(i)} y=${H - 14} text-anchor="middle">${label(i)}</text>`)}`;

  const lines = curves.map((c) => {
    const points = c.rounds.map((vp, i) => [x(i), y(vp, c.seat)] as const);
    const last = points[points.length - 1]!;
    const end = [x(columns - 1), y(c.total, c.seat)] as const;
    const mark = (px: number, py: number, vp: number, round: number | 'final') =>
      svg`<path class="vp-pt" d=${marks.point(c.seat)} transform="translate(${px - cx} ${py - cy})" data-round=${round} data-vp="${vp}"/>`;
    return svg`<g class="seat-line" data-seat=${c.seat} style=${styleMap({ '--seat': marks.color(c.seat) })}>
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
    <ul class="vp-key" aria-hidden="true">${curves.map((c) => html`<li style=${styleMap({ '--seat': marks.color(c.seat) })}>${marks.key(c.seat)}${names[c.seat]}</li>`)}</ul>
    <table class="sr" data-vp-table>
      <caption>${tr('go_chartTitle')}</caption>
      <thead><tr><th scope="col">${tr('go_player')}</th>${Array.from({ length: columns }, (_, i) =>
        html`<th scope="col">${i === 0 ? tr('go_start') : i === columns - 1 ? tr('go_final') : tr('go_round', { round: i })}</th>`)}</tr></thead>
      <tbody>${curves.map((c) => html`<tr data-seat=${c.seat}><th scope="row">${names[c.seat]}</th>
        ${c.rounds.map((vp, i) => html`<td data-round=${i}>${vp}</td>`)}<td data-round="final">${c.total}</td></tr>`)}</tbody>
    </table>
  </figure>`;
}

/**
 * The chart's styles; a board sets `--chart-muted` (axis words), `--chart-font` and `--chart-small` (the
 * title's and key's size) to its own theme.
 */
export const scoreChartStyles = css`
  .vp-chart { margin: 0; background: #fffaf0; border-radius: 8px; padding: 8px 10px 6px; box-shadow: inset 0 0 0 1px #0000001f; }
  .vp-title { font-size: var(--chart-small); font-weight: 800; text-transform: uppercase; letter-spacing: .05em; color: var(--chart-muted); }
  .vp-chart svg { display: block; width: 100%; height: auto; max-height: 260px; overflow: visible; }
  .vp-chart .vp-grid { stroke: #0000001a; stroke-width: 1; }
  .vp-tick, .vp-col { font-size: 11px; fill: var(--chart-muted); font-family: var(--chart-font); }
  .vp-col { font-weight: 700; }
  .vp-line { fill: none; stroke: var(--seat); stroke-width: 2.6; stroke-linejoin: round; stroke-linecap: round; }
  .vp-bonus { stroke: var(--seat); stroke-width: 2; stroke-dasharray: 3 3; }
  .vp-pt { fill: var(--seat); stroke: #fffaf0; stroke-width: 1.4; paint-order: stroke; }
  .vp-key { list-style: none; margin: 4px 0 0; padding: 0; display: flex; flex-wrap: wrap; gap: 4px 14px; font-size: var(--chart-small); font-weight: 700; }
  .vp-key li { display: inline-flex; align-items: center; gap: 5px; }
  /* The table is for screen readers: out of sight, still read. */
  .vp-chart .sr { position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
`;
