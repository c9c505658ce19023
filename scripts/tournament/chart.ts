/**
 * A tournament's win rates as an SVG chart: one bar per player with its 95 % interval, and the line of
 * an even chance (1 ÷ seats). Plain SVG text, no dependency.
 */
export interface ChartRow {
  label: string;
  winRate: number;
  winCi: [number, number];
  seatGames: number;
}

const esc = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function winRateChart(title: string, subtitle: string, rows: ChartRow[], seats: number): string {
  const left = 170, width = 460, top = 58, bar = 26, gap = 14;
  const height = top + rows.length * (bar + gap) + 44;
  const x = (p: number) => left + p * width;
  const even = 1 / seats;
  const parts: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${left + width + 210}" height="${height}" viewBox="0 0 ${left + width + 210} ${height}" font-family="system-ui, sans-serif" font-size="13">`,
    `<rect width="100%" height="100%" fill="#fff"/>`,
    `<text x="12" y="22" font-size="15" font-weight="600">${esc(title)}</text>`,
    `<text x="12" y="42" fill="#555">${esc(subtitle)}</text>`,
  ];
  for (let p = 0; p <= 1.0001; p += 0.25) {
    parts.push(`<line x1="${x(p)}" y1="${top - 6}" x2="${x(p)}" y2="${height - 34}" stroke="#e4e4e4"/>`,
      `<text x="${x(p)}" y="${height - 18}" text-anchor="middle" fill="#555">${Math.round(p * 100)} %</text>`);
  }
  rows.forEach((r, i) => {
    const y = top + i * (bar + gap);
    const [lo, hi] = r.winCi;
    parts.push(
      `<text x="${left - 10}" y="${y + bar / 2 + 4}" text-anchor="end">${esc(r.label)}</text>`,
      `<rect x="${left}" y="${y}" width="${(r.winRate * width).toFixed(1)}" height="${bar}" fill="#2f6fb5" opacity="0.8"/>`,
      `<line x1="${x(lo).toFixed(1)}" y1="${y + bar / 2}" x2="${x(hi).toFixed(1)}" y2="${y + bar / 2}" stroke="#111" stroke-width="2"/>`,
      `<line x1="${x(lo).toFixed(1)}" y1="${y + 6}" x2="${x(lo).toFixed(1)}" y2="${y + bar - 6}" stroke="#111" stroke-width="2"/>`,
      `<line x1="${x(hi).toFixed(1)}" y1="${y + 6}" x2="${x(hi).toFixed(1)}" y2="${y + bar - 6}" stroke="#111" stroke-width="2"/>`,
      `<text x="${(x(hi) + 6).toFixed(1)}" y="${y + bar / 2 + 4}" fill="#111">${(r.winRate * 100).toFixed(1)} % [${(lo * 100).toFixed(1)}, ${(hi * 100).toFixed(1)}] · ${r.seatGames}</text>`,
    );
  });
  parts.push(`<line x1="${x(even)}" y1="${top - 10}" x2="${x(even)}" y2="${height - 34}" stroke="#c0392b" stroke-dasharray="4 3"/>`,
    `<text x="${x(even) + 4}" y="${top - 12}" fill="#c0392b" font-size="11">even chance</text>`, '</svg>');
  return `${parts.join('\n')}\n`;
}
