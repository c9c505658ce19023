/**
 * A search's reward for one seat at the end of a playout, from every seat's final (or projected) score,
 * shared by every game's hard computer: the expected share of opponents it finishes ahead of — so a
 * 2-seat game maximizes the chance of winning and a larger one the mean rank — plus a little of the
 * margin, so that a clear lead (or deficit) does not flatten every choice to the same value. In [0, 1].
 */
export interface BeatenShareScale {
  /** The spread left in the scores, in points: the sigmoid's scale (smaller: nearer certain). */
  scale: number;
  /** The share of the reward given by the margin rather than by finishing ahead (0–1). */
  margin: number;
  /** The lead, in points, that earns the margin's whole share (half of it at a tie). */
  span: number;
}

export function beatenShare(scores: readonly number[], seat: number, { scale, margin, span }: BeatenShareScale): number {
  let u = 0;
  for (let i = 0; i < scores.length; i++) {
    if (i === seat) continue;
    const diff = scores[seat]! - scores[i]!;
    u += (1 - margin) / (1 + Math.exp(-diff / scale)) + margin * Math.min(1, Math.max(0, 0.5 + diff / span));
  }
  return u / (scores.length - 1);
}
