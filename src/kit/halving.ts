/**
 * Sequential halving with paired playouts: the budget is split into rounds; in each round every
 * candidate still in play is played out on the same samples — one determinization and one stream of
 * playout randomness shared by all of them, so their results differ by the move more than by luck —
 * and the better half goes on to the next round, until one is left. It spends the budget on telling the
 * best candidates apart rather than on the regret of trying bad ones (UCB1's aim), which is what a
 * single decision needs.
 *
 * Rounds by a fixed number of playouts, or by the clock: each round gets its share of the time left, and
 * no sample starts that would likely end after the deadline (search-budget.ts measures the speed).
 */
import type { Budget, StopReason } from './search-budget.js';
import { randomWord, type Random } from './random-source.js';
import { nextFloat, type RngState } from './random.js';

export interface HalvingResult {
  /** Playouts and summed utility per candidate. */
  n: number[];
  sum: number[];
  playouts: number;
  stopped: StopReason;
  /** The winner: the last one standing, or the best mean among those still in play at the deadline. */
  pick: number;
}

/**
 * `evaluate(arms, random)` plays the candidates `arms` out on one shared sample drawn with `random` and
 * returns their utilities in [0, 1], in order.
 */
export function sequentialHalving(count: number, budget: Budget, random: Random, evaluate: (arms: readonly number[], random: Random) => number[]): HalvingResult {
  const n = new Array<number>(count).fill(0);
  const sum = new Array<number>(count).fill(0);
  const mean = (i: number) => (n[i] ? sum[i]! / n[i]! : -Infinity);
  const best = (arms: number[]) => arms.slice().sort((a, b) => mean(b) - mean(a) || a - b);
  let alive = Array.from({ length: count }, (_, i) => i);
  let playouts = 0;
  let stopped: StopReason = 'budget';
  const fixed = budget.fixedPlayouts();
  const play = () => {
    // A fixed budget never reads the clock.
    const t0 = fixed === null ? budget.now() : 0;
    const u = evaluate(alive, random);
    if (fixed === null) budget.measured(alive.length, budget.now() - t0);
    alive.forEach((arm, j) => {
      n[arm]!++;
      sum[arm]! += u[j]!;
    });
    playouts += alive.length;
  };
  while (alive.length > 1) {
    const roundsLeft = Math.ceil(Math.log2(alive.length));
    if (fixed !== null) {
      const samples = Math.max(1, Math.floor((fixed - playouts) / roundsLeft / alive.length));
      if (playouts + alive.length > fixed) break;
      for (let k = 0; k < samples && playouts + alive.length <= fixed; k++) play();
    } else {
      const t = budget.now();
      const roundEnd = t + (budget.deadlineAt() - t) / roundsLeft;
      while (budget.canStart(alive.length, roundEnd)) play();
      if (!budget.canStart(alive.length, Infinity)) {
        stopped = 'deadline';
        break;
      }
    }
    // The better half goes on (ties: the heuristic's order, the lower index).
    alive = best(alive).slice(0, Math.ceil(alive.length / 2));
  }
  return { n, sum, playouts, stopped, pick: best(alive)[0]! };
}

/**
 * The `evaluate` of sequentialHalving for a game's search: one determinization drawn by `sample` and one
 * stream of playout randomness per sample, shared by the candidates played on it — each on its own copy
 * of the sample (the last on the sample itself) — so that their results differ by the move more than by
 * luck. `play(state, arm, random)` plays candidate `arm` out on `state` and returns its utility in [0, 1].
 */
export function pairedSamples<S>(sample: (random: Random) => S, copy: (state: S) => S, play: (state: S, arm: number, random: Random) => number) {
  return (alive: readonly number[], random: Random): number[] => {
    const base = sample(random);
    const seed = [randomWord(random), randomWord(random), randomWord(random), randomWord(random)];
    return alive.map((arm, j) => {
      const state = j === alive.length - 1 ? base : copy(base);
      const rng: RngState = { s: [seed[0]!, seed[1]!, seed[2]!, seed[3]!] };
      return play(state, arm, () => nextFloat(rng));
    });
  };
}
