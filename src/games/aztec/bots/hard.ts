/**
 * The hard computer: determinized Monte Carlo search over its candidates, on a deadline.
 *
 *  1. Candidates: the medium heuristic's best K options (jewels: by expected VP, the truth always among
 *     them; tokens: every one, ten at most; Artifacts: each drawn card).
 *  2. Each sample draws a full state consistent with the seat's view (determinize.ts: the other seats'
 *     cards weighted by the model of how players pick once their picks show, the decks, the Artifact
 *     deck) and a stream of playout randomness; every candidate still in play is applied to its own copy
 *     of that sample and played to the end of the game (it is short: 5 rounds) by the medium policy for
 *     every seat — the other seats' simultaneous choices drawn from the model, their tokens by medium's
 *     scores with a little noise (HARD_TOKEN_TEMPERATURE) — so a bluff meets the accusations the table
 *     would make of it, and a token the cards the picks betray.
 *  3. Sequential halving (src/kit/halving.ts) shares the playouts: the candidates are played out on the
 *     same samples, and the better half goes on, until one is left. Reward: the final scores' expected
 *     share of opponents beaten (src/kit/beaten-share.ts; ties in VP go to fewer stones, as the rules say).
 *
 * Budget (src/kit/search-budget.ts): a deadline by default (`timeMs`, 250 ms: it measures its own speed
 * and answers by then), or a fixed number of playouts (`iterations`), which makes the choice depend only
 * on the view and the seed.
 */
import { cloneState } from '../state.js';
import { applyMoveInPlace } from '../engine.js';
import { scoreBreakdown } from '../scoring.js';
import { rulesOf } from '../rules.js';
import type { AztecMove, AztecState, SeatIndex } from '../types.js';
import { Budget, type BudgetOptions, type StopReason } from '../../../kit/search-budget.js';
import { pairedSamples, sequentialHalving } from '../../../kit/halving.js';
import { beatenShare } from '../../../kit/beaten-share.js';
import type { Random } from '../../../kit/random-source.js';
import { determinizer } from './determinize.js';
import { playout } from './playout.js';
import { scoreOptions, type Scored } from './medium.js';
import { RoundValues } from './round-values.js';
import type { PickModel } from './lie-model.js';
import { HARD_CANDIDATES, HARD_REWARD, HARD_TOKEN_TEMPERATURE } from './defaults.js';

export interface HardOptions extends BudgetOptions {
  /** Candidates kept from the heuristic's ranking (default HARD_CANDIDATES; tokens: all of them up to twice that). */
  candidates?: number;
  /** Softmax temperature of the playouts' token policy, in VP (default HARD_TOKEN_TEMPERATURE). */
  temperature?: number;
  /** The model of how the other seats pick (default: the shipped constants). */
  model?: PickModel;
}

export interface SearchStats {
  /** Playouts run. */
  iterations: number;
  elapsedMs: number;
  /** Why the search stopped: its playout budget or deadline, or no choice to search. */
  stopped: StopReason;
  candidates: { move: AztecMove; prior: number; visits: number; mean: number }[];
}

/** A seat's reward at the end of a playout: the share of opponents it beats (stones break ties in VP). */
export function reward(s: AztecState, seat: SeatIndex): number {
  const totals = scoreBreakdown(s).map((line) => line.total - 0.01 * line.stones);
  return beatenShare(totals, seat, HARD_REWARD);
}

/** Whether a collect move takes what the seat's card shows. */
function isTruth(view: AztecState, seat: SeatIndex, move: AztecMove): boolean {
  if (move.type !== 'collect') return false;
  const shows = rulesOf(view).jewelCards[view.seats[seat]!.card!]!;
  return move.jewels[0] === shows[0] && move.jewels[1] === shows[1] && move.jewels[2] === shows[2];
}

/** The candidates: the heuristic's best `k` (tokens: `2k`), best first; jewels: the truth always among them. */
function candidatesOf(view: AztecState, seat: SeatIndex, k: number, rv: RoundValues): Scored[] {
  const ranked = scoreOptions(view, seat, rv).sort((a, b) => b.score - a.score);
  if (view.decision.kind === 'token') return ranked.slice(0, 2 * k);
  const top = ranked.slice(0, k);
  const truth = ranked.find((o) => isTruth(view, seat, o.move));
  if (truth && !top.includes(truth)) top[top.length - 1] = truth;
  return top;
}

export function hardSearch(view: AztecState, seat: SeatIndex, random: Random, options: HardOptions = {}): { move: AztecMove; stats: SearchStats } {
  const budget = new Budget(options);
  const rv = new RoundValues(view, options.model);
  const arms = candidatesOf(view, seat, options.candidates ?? HARD_CANDIDATES, rv);
  const done = (move: AztecMove, stopped: StopReason, cands: SearchStats['candidates'] = [], iterations = 0) =>
    ({ move, stats: { iterations, elapsedMs: budget.elapsed(), stopped, candidates: cands } });
  if (arms.length === 1) return done(arms[0]!.move, 'single');
  const temperature = options.temperature ?? HARD_TOKEN_TEMPERATURE;
  const sample = determinizer(view, seat, temperature, options.model);
  // One determinization and one playout stream per sample, shared by the candidates played on it.
  const result = sequentialHalving(arms.length, budget, random, pairedSamples(sample, cloneState, (s, arm, random) => {
    applyMoveInPlace(s, arms[arm]!.move);
    playout(s, random, temperature, options.model);
    return reward(s, seat);
  }));
  const cands = arms.map((a, i) => ({ move: a.move, prior: a.score, visits: result.n[i]!, mean: result.n[i] ? result.sum[i]! / result.n[i]! : 0 }));
  return done(arms[result.pick]!.move, result.stopped, cands, result.playouts);
}
