/**
 * The seeded generator every game stores inside its state (sfc32), so the same seed and moves give the
 * same game in any JavaScript engine. Functions here advance `rng.s` in place. Shared by every game.
 */
import type { Random } from './random-source.js';

/** The generator's state, plain JSON inside a game state. */
export interface RngState {
  /** sfc32 state: four unsigned 32-bit integers. */
  s: [number, number, number, number];
}

/** Hashes a string seed into four 32-bit words (cyrb128). */
export function seedRng(seed: string | number): RngState {
  const text = String(seed);
  let h1 = 1779033703, h2 = 3144134277, h3 = 1013904242, h4 = 2773480762;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  const rng: RngState = { s: [(h1 ^ h2 ^ h3 ^ h4) >>> 0, (h2 ^ h1) >>> 0, (h3 ^ h1) >>> 0, (h4 ^ h1) >>> 0] };
  for (let i = 0; i < 12; i++) nextFloat(rng); // warm up so similar seeds diverge
  return rng;
}

/** A float in [0, 1). */
export function nextFloat(rng: RngState): number {
  const s = rng.s;
  let a = s[0], b = s[1], c = s[2], d = s[3];
  const t = (((a + b) | 0) + d) | 0;
  d = (d + 1) | 0;
  a = b ^ (b >>> 9);
  b = (c + (c << 3)) | 0;
  c = (c << 21) | (c >>> 11);
  c = (c + t) | 0;
  s[0] = a >>> 0; s[1] = b >>> 0; s[2] = c >>> 0; s[3] = d >>> 0;
  return (t >>> 0) / 4294967296;
}

/** An integer in [0, n). */
export function nextInt(rng: RngState, n: number): number {
  return Math.floor(nextFloat(rng) * n);
}

/** Fisher–Yates shuffle in place. */
export function shuffle<T>(rng: RngState, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = nextInt(rng, i + 1);
    const tmp = items[i]!;
    items[i] = items[j]!;
    items[j] = tmp;
  }
  return items;
}

/** Picks an index from cumulative-free weights that sum to 1. */
export function weightedIndex(rng: RngState, weights: readonly number[]): number {
  let r = nextFloat(rng);
  for (let i = 0; i < weights.length - 1; i++) {
    r -= weights[i]!;
    if (r < 0) return i;
  }
  return weights.length - 1;
}

/** An index in [0, n) drawn from `random` (Math.random, or a seeded generator's nextFloat): one call, the draw every random move makes. */
export function pickIndex(random: Random, n: number): number {
  return Math.floor(random() * n);
}
