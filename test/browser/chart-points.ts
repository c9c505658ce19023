/**
 * A check for the kit's score chart (src/kit/ui/score-chart.ts) on any board: each seat's marks sit on
 * its line's points, not beside them (a game's shapes are centred where its SeatMarks says).
 */
import { expect } from '@open-wc/testing';

/** How far (px on screen) each mark's centre is from the line point it marks, for every seat line of `chart`. */
export function markOffsets(chart: Element): number[] {
  const svg = chart.querySelector('svg')!;
  const ctm = svg.getScreenCTM()!;
  const offsets: number[] = [];
  for (const line of chart.querySelectorAll('.seat-line')) {
    const points = line.querySelector('polyline')!.getAttribute('points')!.split(' ').map((p) => p.split(',').map(Number) as [number, number]);
    const marks = [...line.querySelectorAll('.vp-pt')].slice(0, points.length);
    marks.forEach((mark, i) => {
      const at = new DOMPoint(...points[i]!).matrixTransform(ctm);
      const box = mark.getBoundingClientRect();
      offsets.push(Math.hypot(box.left + box.width / 2 - at.x, box.top + box.height / 2 - at.y));
    });
  }
  return offsets;
}

/** Every mark of the chart is centred on its point (within 1.5 px: a triangle's box is not its centre). */
export function expectMarksOnPoints(chart: Element): void {
  const offsets = markOffsets(chart);
  expect(offsets.length, 'marks to check').to.be.greaterThan(0);
  const worst = Math.max(...offsets);
  expect(worst, `a mark ${worst.toFixed(1)} px off its point`).to.be.below(1.5);
}
