/**
 * What every game's computer players share: the strengths, the options a host gives any of them, and
 * the seeded random stream of one decision. Each game's bots (src/games/quetzal/bots/, src/games/aztec/bots/) extend
 * these; a bot decides from its seat's view and this stream only, so the same view and seed give the
 * same move.
 */
import { fnv1a } from './canonical.js';
import { nextFloat, seedRng } from './random.js';
import type { Random } from './random-source.js';

export type Strength = 'easy' | 'medium' | 'hard';
export const STRENGTHS: readonly Strength[] = ['easy', 'medium', 'hard'];

/** The options every game's computer players take. */
export interface CommonBotOptions {
  strength: Strength;
  /** Seeds the bot's own randomness (with the position): same view + same seed → same move. */
  seed?: string | number;
  /**
   * hard: the time it may think per decision, in ms (default 250), counted from the call: it answers
   * by then on any device. The choice then depends on the machine's speed.
   */
  timeMs?: number;
  /** hard: a fixed number of playouts instead of a deadline (`timeMs` is ignored): the same view and seed give the same move. */
  iterations?: number;
  /**
   * hard: the clock `timeMs` is measured on, in ms (default `performance.now`). Tournaments on a shared
   * machine give the CPU time of their process, so other jobs do not shorten the computer's thinking.
   */
  now?: () => number;
}

/**
 * A short hash of the view, so each position gets its own random stream from the bot's seed: the kit's
 * FNV-1a (canonical.ts) beside a second lane with another multiplier, so two views rarely share a stream.
 */
function positionKey(view: unknown): string {
  const text = JSON.stringify(view);
  let h2 = 0x1b873593;
  for (let i = 0; i < text.length; i++) h2 = Math.imul(h2 ^ text.charCodeAt(i), 2246822507);
  return `${fnv1a(text).toString(36)}${(h2 >>> 0).toString(36)}`;
}

/** The random stream of one decision: from the bot's seed (or the game's name), its strength and the view. */
export function decisionRandom(view: unknown, options: CommonBotOptions, defaultSeed: string): Random {
  const rng = seedRng(`${options.seed ?? defaultSeed}|${options.strength}|${positionKey(view)}`);
  return () => nextFloat(rng);
}

/** The error for a strength no game knows. */
export function unknownStrength(options: { strength?: unknown }): TypeError {
  return new TypeError(`unknown strength ${JSON.stringify(options.strength)}: easy, medium or hard`);
}

/** A computer player with its options kept: `choose` takes the deciding seat's view. */
export interface BotWith<View, Move, Options> {
  readonly options: Readonly<Options>;
  choose(view: View): Move;
}

/** A bot that decides with `chooseMove` and these options, frozen (every game's `createBot`). */
export function botWith<View, Move, Options extends CommonBotOptions>(options: Options, chooseMove: (view: View, options: Options) => Move): BotWith<View, Move, Options> {
  const frozen = Object.freeze({ ...options });
  return { options: frozen, choose: (view) => chooseMove(view, frozen) };
}
