/** Tournament statistics: win rates with Wilson intervals, means with normal-approximation intervals. */
const Z = 1.96;

/** 95 % Wilson score interval for a proportion (fractional successes allowed). */
export function wilson(successes: number, n: number): [number, number] {
  if (n === 0) return [0, 1];
  const p = successes / n;
  const z2 = Z * Z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (Z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / (1 + z2 / n);
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

/** Mean and 95 % normal-approximation interval. */
export function meanCi(values: number[]): { mean: number; lo: number; hi: number } {
  const n = values.length;
  if (n === 0) return { mean: NaN, lo: NaN, hi: NaN };
  const mean = values.reduce((a, b) => a + b, 0) / n;
  const variance = n > 1 ? values.reduce((a, b) => a + (b - mean) ** 2, 0) / (n - 1) : 0;
  const half = Z * Math.sqrt(variance / n);
  return { mean, lo: mean - half, hi: mean + half };
}

/** The p-quantile (0–1) of `values` (nearest rank). */
export function quantile(values: number[], p: number): number {
  const s = values.slice().sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil(p * s.length) - 1))]!;
}
