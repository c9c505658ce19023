/**
 * The hard bot: determinized flat Monte Carlo search with UCB1 at the root (a one-level
 * information-set MCTS; all seats share the one information set the deciding seat has).
 *
 *  1. Candidates: the medium heuristic's best K moves (placements are built by the heuristic from
 *     sensible groups: a search over every composition of meeples would spread the budget thin).
 *  2. Each iteration samples a full state consistent with the view (determinize.ts: other hands,
 *     deck order, Upgrade pile, Automaton deck and a fresh generator for future rolls; the cards the
 *     table saw stay where they are), picks a candidate by UCB1, applies it and plays on with the
 *     heuristic's softmax policy for every seat until the end of the round — the end of the game in
 *     round 5 — so the search sees the replies to its bids, what is left on the Temple, the Harbor and
 *     Ships, and the rolls of the next round if it decides during the Phase 1 rerolls.
 *  3. The playout's end is scored per seat as projected final VP (leaf evaluation below) and turned
 *     into the expected share of opponents beaten: mean over opponents of sigmoid(Δ/scale), so 2-seat
 *     games maximize the chance of winning and larger games the mean rank.
 *  4. The most visited candidate is played.
 *
 * Budget (search-budget.ts decides when to stop): a deadline by default — an anytime search that plays out
 * until the time is up and always answers by then — or a fixed number of playouts, which makes the
 * choice depend only on the view and the seed. Either way it stops early once no other candidate can
 * overtake the most visited one in the playouts left.
 */
import { applyMoveInPlace, cloneState, legalMoves, type GameState, type Move, type SeatIndex, type SeatState } from '../engine/index.js';
import { ROUNDS } from '../engine/data.js';
import { determinizer } from './determinize.js';
import type { Random } from '../../../kit/random-source.js';
import { exchangeFirst, policyMove, scoredMoves, type Scored } from './heuristic.js';
import { R, U07, W, coinEndVp, handValue, upgradeMask, upgradeUse, upgradeVp, useRulesOf } from './values.js';
import { LEAF_WEIGHTS, type LeafFit } from './leaf-weights.js';
import { HARD_CANDIDATES, HARD_EXPLORATION, HARD_PLAYOUT_ROUNDS, HARD_REPLIES, HARD_SEARCH, HARD_TEMPERATURE } from './defaults.js';
import { pairedSamples, sequentialHalving } from '../../../kit/halving.js';
import { Budget, type BudgetOptions, type StopReason } from '../../../kit/search-budget.js';
import { beatenShare } from '../../../kit/beaten-share.js';

export interface HardOptions extends BudgetOptions {
  /** Root candidates kept from the heuristic's ranking. */
  candidates?: number;
  /** Softmax temperature of the playout policy, in VP. */
  temperature?: number;
  /** UCB1 exploration constant (rewards are in [0, 1]). */
  exploration?: number;
  /** Rounds a playout plays before the leaf evaluation: 1, to the end of the current round (default HARD_PLAYOUT_ROUNDS). */
  rounds?: number;
  /** Whether the seat remembers what the table saw (default true; false: the first bots' forgetful sampling). */
  memory?: boolean;
  /** How the playouts are shared among the candidates (default HARD_SEARCH). */
  search?: 'ucb' | 'halving';
  /**
   * Placements: the opponent's replies searched under each candidate (its heuristic's best N on each
   * sample, picked by UCB1 against the seat's reward), instead of the playout policy's; 0: none
   * (default: HARD_REPLIES at a table of two, none at larger tables). UCB1 sharing only.
   */
  replies?: number;
}

export interface SearchStats {
  /** Playouts run. */
  iterations: number;
  elapsedMs: number;
  /** Why the search stopped: its playout budget or deadline, a settled choice, or no choice to search. */
  stopped: StopReason;
  candidates: { move: Move; prior: number; visits: number; mean: number }[];
}

/** The terms of a seat's position the leaf evaluation weighs (LEAF_WEIGHTS), in this order. */
export const LEAF_TERMS = ['coins', 'hand value', 'hand size', 'Upgrade use per round', 'Discovery position', 'First Player'] as const;

const terms = new Float64Array(LEAF_TERMS.length);

/** The VP a seat is sure of: its score and its Upgrades' printed VP, which it scores even once discarded. */
function certainVp(st: SeatState): number {
  let v = st.score;
  for (const t of st.upgrades) v += upgradeVp(t);
  for (const t of st.upgradeDiscard) v += upgradeVp(t);
  return v;
}

/**
 * A seat's position at the end of a round: what is certain (certainVp) and the terms of LEAF_TERMS.
 * `terms` is a scratch array, valid until the next call.
 */
export function leafTerms(s: GameState, seat: SeatIndex): { certain: number; terms: Float64Array } {
  const st = s.seats[seat]!;
  const certain = certainVp(st);
  let use = 0;
  for (const t of st.upgrades) use += upgradeUse(t);
  terms[0] = st.coins;
  terms[1] = st.hand.length ? handValue(st.hand, upgradeMask(st), W.coinEarly, 1) : 0;
  terms[2] = st.hand.length;
  terms[3] = use;
  terms[4] = st.discovery;
  terms[5] = s.firstPlayer === seat ? 1 : 0;
  return { certain, terms };
}

function isLast(s: GameState): boolean {
  return s.round >= ROUNDS && (s.phase === 'prepare' || s.phase === 'lastExchanges' || s.phase === 'gameOver');
}

/** The fitted evaluation for this game's seat count at the end of its current round (rounds 1–4: the last is exact). */
function leafFit(s: GameState): LeafFit {
  const rounds = LEAF_WEIGHTS[s.seats.length]!;
  return rounds[Math.min(s.round, rounds.length) - 1]!;
}

/**
 * Projected final VP of every seat at the end of a round: exact once the game is decided; before, what is
 * certain plus the terms weighted as fitted to games of the playout policy (bench/leaf-fit.ts).
 */
export function projectedScores(s: GameState): number[] {
  const out: number[] = [];
  if (isLast(s)) {
    for (let i = 0; i < s.seats.length; i++) {
      const st = s.seats[i]!;
      // A U07 holder turns every pair of coins into 1 VP in the last-exchanges step, before the final scores.
      const coinVp = s.phase !== 'gameOver' && upgradeMask(st) & U07 ? Math.floor(st.coins / R.e.U07.coins) : coinEndVp(st.coins);
      out.push(certainVp(st) + coinVp + (s.firstPlayer === i ? R.firstPlayerVp : 0) + st.discovery * 0.001);
    }
    return out;
  }
  const w = leafFit(s).weights;
  for (let i = 0; i < s.seats.length; i++) {
    const { certain, terms } = leafTerms(s, i);
    let v = certain;
    for (let k = 0; k < terms.length; k++) v += terms[k]! * w[k]!;
    out.push(v);
  }
  return out;
}

/** The share of the reward the margin gives, and the lead in VP that earns all of it. */
const MARGIN = 0.2;
const MARGIN_SPAN_VP = 50;

/** Expected share of opponents the seat beats, from projected scores (plus a little of the margin). */
export function utility(s: GameState, seat: SeatIndex): number {
  // Near-certain at the game's end; before, the spread the fitted projection leaves.
  const scale = isLast(s) ? 1.5 : leafFit(s).scale;
  return beatenShare(projectedScores(s), seat, { scale, margin: MARGIN, span: MARGIN_SPAN_VP });
}

function key(m: Move): string {
  return JSON.stringify(m);
}

/** Plays the policy from `s` (in place) to the end of the round, or of the `rounds`-th round from now (or of the game). */
export function playout(s: GameState, random: Random, temperature: number, rounds = 1): void {
  const moves = 1000 * rounds;
  for (let guard = 0; guard < moves; guard++) {
    const d = s.decision;
    if (d.kind === 'gameOver') return;
    if (d.kind === 'prepare' && --rounds <= 0) return;
    const move: Move = d.kind === 'roll' || d.kind === 'prepare' ? { type: d.kind } : policyMove(s, random, temperature);
    applyMoveInPlace(s, move);
  }
  throw new Error('playout did not reach the end of the round');
}

/**
 * The only move (exchanges aside) when the decision has one, else null. Deliveries and the Black
 * Market always offer a choice (deliver nothing, sell nothing), so their lists — up to thousands of
 * card combinations — are never built.
 */
function onlyMove(view: GameState): Move | null {
  const kind = view.decision.kind;
  if (kind === 'deliver' || kind === 'blackMarket') return null;
  const legal = legalMoves(view).filter((m) => m.type !== 'exchange');
  return legal.length === 1 ? legal[0]! : null;
}

/** The `k` best-scored moves of a list, each move once (the first of its equals), best first, with its key. */
function bestDistinct(list: readonly Scored[], k: number): { scored: Scored; key: string }[] {
  const out: { scored: Scored; key: string }[] = [];
  const seen = new Set<string>();
  for (const scored of list.slice().sort((a, b) => b.score - a.score)) {
    const kk = key(scored.move);
    if (seen.has(kk)) continue;
    seen.add(kk);
    out.push({ scored, key: kk });
    if (out.length >= k) break;
  }
  return out;
}

/**
 * The opponent's reply to a placement, searched: on this sample, its heuristic's best `width` placements,
 * the one UCB1 picks for the opponent (the seat's reward taken as the opponent's loss) is applied to `s`;
 * returns its statistics to update, or null when the next decision is not another seat's placement.
 */
export function reply(s: GameState, seat: SeatIndex, width: number, stats: Map<string, { n: number; sum: number }>, visits: number, c: number): { n: number; sum: number } | null {
  const d = s.decision;
  if (d.kind !== 'place' || d.seat === null || d.seat === seat) return null;
  let pick: { move: Move; stat: { n: number; sum: number } } | null = null;
  let best = -Infinity;
  const logN = Math.log(Math.max(1, visits));
  for (const { scored, key: k } of bestDistinct(scoredMoves(s, false), width)) {
    let stat = stats.get(k);
    if (!stat) stats.set(k, (stat = { n: 0, sum: 0 }));
    // Unvisited first (in the heuristic's order), then the opponent's best by UCB1.
    const v = stat.n === 0 ? Infinity : 1 - stat.sum / stat.n + c * Math.sqrt(logN / stat.n);
    if (v > best) {
      best = v;
      pick = { move: scored.move, stat };
    }
    if (v === Infinity) break;
  }
  if (!pick) return null;
  applyMoveInPlace(s, pick.move);
  return pick.stat;
}

export function hardSearch(view: GameState, seat: SeatIndex, random: Random, options: HardOptions): { move: Move; stats: SearchStats } {
  useRulesOf(view);
  const budget = new Budget(options);
  const done = (move: Move, stopped: StopReason, cands: SearchStats['candidates'] = [], iterations = 0) =>
    ({ move, stats: { iterations, elapsedMs: budget.elapsed(), stopped, candidates: cands } });
  const ex = exchangeFirst(view);
  if (ex) return done(ex, 'single');
  const only = onlyMove(view);
  if (only) return done(only, 'single');

  // Root candidates: the heuristic's best K, distinct.
  const arms = bestDistinct(scoredMoves(view, true), options.candidates ?? HARD_CANDIDATES).map((c) => c.scored);
  if (arms.length === 1) return done(arms[0]!.move, 'single');

  const temperature = options.temperature ?? HARD_TEMPERATURE;
  const rounds = options.rounds ?? HARD_PLAYOUT_ROUNDS;
  const sample = determinizer(view, seat, options.memory ?? true);
  if ((options.search ?? HARD_SEARCH) === 'halving') {
    // One determinization and one playout stream per sample, shared by the candidates played on it.
    const result = sequentialHalving(arms.length, budget, random, pairedSamples(sample, cloneState, (s, arm, random) => {
      applyMoveInPlace(s, arms[arm]!.move);
      playout(s, random, temperature, rounds);
      return utility(s, seat);
    }));
    const cands = arms.map((a, i) => ({ move: a.move, prior: a.score, visits: result.n[i]!, mean: result.n[i] ? result.sum[i]! / result.n[i]! : 0 }));
    return done(arms[result.pick]!.move, result.stopped, cands, result.playouts);
  }
  const c = options.exploration ?? HARD_EXPLORATION;
  const n = arms.map(() => 0);
  const sum = arms.map(() => 0);
  // The opponent's replies to a placement: per candidate, each reply's visits and the seat's reward sum.
  // By default at a table of two only, where it was measured (at larger tables the next seat is one opponent of several).
  const replies = view.decision.kind === 'place' ? options.replies ?? (view.seats.length === 2 ? HARD_REPLIES : 0) : 0;
  const answers = arms.map(() => new Map<string, { n: number; sum: number }>());
  let it = 0;
  let stopped: StopReason;
  for (;; it++) {
    // Stop when out of playouts or time, or when the most visited arm can no longer be overtaken.
    let first = 0, second = -1;
    for (let i = 1; i < arms.length; i++) {
      if (n[i]! > n[first]!) { second = first; first = i; } else if (second < 0 || n[i]! > n[second]!) second = i;
    }
    const reason = budget.stop(it, n[first]! - n[second]!);
    if (reason) {
      stopped = reason;
      break;
    }
    let arm = -1;
    if (it < arms.length) arm = it;
    else {
      const logN = Math.log(it);
      let best = -Infinity;
      for (let i = 0; i < arms.length; i++) {
        const v = sum[i]! / n[i]! + c * Math.sqrt(logN / n[i]!);
        if (v > best) { best = v; arm = i; }
      }
    }
    const s = sample(random);
    applyMoveInPlace(s, arms[arm]!.move);
    const answer = replies > 0 ? reply(s, seat, replies, answers[arm]!, n[arm]!, c) : null;
    playout(s, random, temperature, rounds);
    const r = utility(s, seat);
    n[arm]!++;
    sum[arm]! += r;
    if (answer) {
      answer.n++;
      answer.sum += r;
    }
  }
  // The most visited (ties: the better mean); with no playout at all, the heuristic's first choice.
  let pick = 0;
  for (let i = 1; i < arms.length; i++) {
    if (n[i]! > n[pick]! || (n[i] === n[pick] && sum[i]! > sum[pick]!)) pick = i;
  }
  const cands = arms.map((a, i) => ({ move: a.move, prior: a.score, visits: n[i]!, mean: n[i] ? sum[i]! / n[i]! : 0 }));
  return done(arms[pick]!.move, stopped, cands, it);
}
