/**
 * When a hard computer's search stops (every game's: Quetzal's src/games/quetzal/bots/hard.ts, Aztec's
 * src/games/aztec/bots/hard.ts). Two kinds of budget:
 *  - a fixed number of playouts (`iterations`): the clock is never read while searching, so the choice
 *    depends only on the view and the seed (tests, tournaments, hosts that want reproducible games);
 *  - a deadline (`timeMs` after `start`, the moment the decision began): an anytime search. It measures
 *    its own speed — the time its preparation took, then the mean time of a playout — and starts a
 *    playout only when that and as much again for answering still fit before the deadline, less a small
 *    reserve. On a slow device everything takes longer, so it plays fewer playouts (none when even its
 *    preparation was slow: then the heuristic's first choice), and the answer still comes by the deadline.
 * Both stop early once the most visited candidate can no longer be overtaken in the playouts left
 * (for a fixed budget this never changes the choice; for a deadline the playouts left are estimated).
 */

// (In a file of its own, so that a board's first file can read it without the search's budget code.)
import { DEFAULT_SEARCH_TIME_MS } from './search-time.js';

export { DEFAULT_SEARCH_TIME_MS };

/**
 * Time kept aside at the end of a decision, as a share of the deadline, for answering (the worker's
 * message, the board's update) — on a slow device, this and the measured cost of one playout make the
 * search stop earlier.
 */
const SEARCH_RESERVE_SHARE = 0.04;

export type StopReason = 'budget' | 'deadline' | 'settled' | 'single';

export interface BudgetOptions {
  /** A fixed number of playouts: no clock, a reproducible choice. Wins over `timeMs`. */
  iterations?: number;
  /** The deadline in ms after `start` (default DEFAULT_SEARCH_TIME_MS). */
  timeMs?: number;
  /** The clock's reading when the decision began (default: when the search starts). */
  start?: number;
  /** The clock, in ms (default performance.now); tests give a fake one. */
  now?: () => number;
}

/** The default clock: performance.now where there is one, in ms. */
export const clock = (): number => (globalThis.performance ? globalThis.performance.now() : Date.now());

export class Budget {
  private readonly clockNow: () => number;
  private readonly start: number;
  private readonly fixed: number | null;
  private readonly deadline: number;
  /** When the playouts began, and what the preparation before them took (the first speed estimate). */
  private loopStart = -1;
  private setupMs = 0;
  /** Measured ms per playout (sequential halving), or null before the first sample. */
  private perPlayout: number | null = null;

  constructor(o: BudgetOptions) {
    this.clockNow = o.now ?? clock;
    this.start = o.start ?? this.clockNow();
    this.fixed = o.iterations !== undefined ? Math.max(1, Math.floor(o.iterations)) : null;
    const ms = o.timeMs ?? DEFAULT_SEARCH_TIME_MS;
    this.deadline = this.start + ms * (1 - SEARCH_RESERVE_SHARE);
  }

  /** Ms since the decision began. */
  elapsed(): number {
    return this.clockNow() - this.start;
  }

  /** The fixed number of playouts, or null for a deadline. */
  fixedPlayouts(): number | null {
    return this.fixed;
  }

  /** The clock (a deadline only). */
  now(): number {
    return this.clockNow();
  }

  /** The deadline (less the reserve), on the clock. */
  deadlineAt(): number {
    return this.deadline;
  }

  /** `playouts` more were played in `ms`: the speed estimate follows (a running mean). */
  measured(playouts: number, ms: number): void {
    const per = ms / playouts;
    this.perPlayout = this.perPlayout === null ? per : 0.8 * this.perPlayout + 0.2 * per;
  }

  /** Whether `playouts` more, and as much time again to answer, would likely end before `until` and the deadline. */
  canStart(playouts: number, until: number): boolean {
    const t = this.clockNow();
    if (this.loopStart < 0) this.begin(t);
    // Before any measure, the preparation's time stands for the whole next step.
    const next = this.perPlayout === null ? this.setupMs : playouts * this.perPlayout;
    return t + 2 * next < Math.min(until, this.deadline);
  }

  private begin(t: number): void {
    this.loopStart = t;
    this.setupMs = t - this.start;
  }

  /**
   * Why the search stops before playout `it` (0-based), the most visited candidate leading the next
   * one by `margin` visits; null: play it.
   */
  stop(it: number, margin: number): StopReason | null {
    if (this.fixed !== null) {
      if (it >= this.fixed) return 'budget';
      return margin > this.fixed - it ? 'settled' : null;
    }
    const t = this.clockNow();
    if (it === 0) this.begin(t);
    const per = it === 0 ? this.setupMs : (t - this.loopStart) / it;
    if (t + 2 * per >= this.deadline) return 'deadline';
    return it > 0 && margin > (this.deadline - t) / per ? 'settled' : null;
  }
}
