/**
 * A set of jewels in words, "2 blue, 1 red": the one wording the narration (narrate.ts) and the rendered
 * parts (parts/jewel-art.ts) share, each with its own string table. Pure: no DOM, no Lit.
 */
import type { Color, Jewels } from '../types.js';

/** Each colour the set holds, in COLORS order, worded by `count` and joined by `sep`; `none` when it holds nothing. */
export function countsText(jewels: Readonly<Jewels>, count: (color: Color, n: number) => string, none: string, sep: string): string {
  const parts = ([0, 1, 2] as const).filter((c) => jewels[c] > 0).map((c) => count(c, jewels[c]));
  return parts.length ? parts.join(sep) : none;
}
