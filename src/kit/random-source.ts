/**
 * A random source as a plain function returning floats in [0, 1): what the computer players draw from
 * (seeded from the view and the bot's seed, never Math.random), so that any game's search can share
 * these helpers. Shared by every game's bots.
 */
export type Random = () => number;

/** Fisher–Yates shuffle of `items` in place, drawing from `random`; returns `items`. */
export function shuffleInPlace<T>(items: T[], random: Random): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    const t = items[i]!;
    items[i] = items[j]!;
    items[j] = t;
  }
  return items;
}

/** An unsigned 32-bit word drawn from `random` (to seed a generator state). */
export function randomWord(random: Random): number {
  return Math.floor(random() * 4294967296) >>> 0;
}
