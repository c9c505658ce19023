/**
 * Who plays in a tournament: seat specs such as `hard`, `hard@1000`, `hard@250ms`, `hard-forget@1000`,
 * `legacy`, `medium`, `easy`.
 *  - `hard`: today's hard computer at its default deadline; `@N` a fixed budget of N playouts per
 *    decision (reproducible), `@Nms` a deadline of N ms, `@Ncpu` a deadline of N ms of the CPU time its
 *    process got (other jobs on a shared machine then do not shorten its thinking; on an idle machine
 *    the two are the same); flags: `-forget` without the memory of the
 *    cards the table saw, `-ucb` / `-halving` a given way of sharing playouts among candidates, `-k12` 12 root candidates,
 *    `-t25` a playout temperature of 0.25 VP,
 *    `-r2` playouts of 2 rounds (to the end of the next round) before the leaf evaluation, `-y4` the opponent's
 *    4 best replies searched under each placement candidate;
 *  - `legacy`: the hard computer of commit e65908f at its default, 1,000 playouts (bench/legacy.ts);
 *  - `medium`, `easy`.
 */
export type SeatKind = 'easy' | 'medium' | 'hard' | 'legacy';

export interface SeatConfig {
  /** The spec as written: the label in the results. */
  label: string;
  kind: SeatKind;
  iterations?: number;
  timeMs?: number;
  /** hard: the clock `timeMs` runs on: the wall clock (default) or the CPU time of the tournament's process. */
  clock?: 'wall' | 'cpu';
  /** hard: whether it remembers the cards the table saw. */
  memory?: boolean;
  /** hard: how it shares playouts among candidates (default: the bot's own). */
  search?: 'ucb' | 'halving';
  /** hard: root candidates (`-k12`). */
  candidates?: number;
  /** hard: playout temperature in hundredths of a VP (`-t25`: 0.25). */
  temperature?: number;
  /** hard: rounds a playout plays before its leaf evaluation (`-r2`). */
  rounds?: number;
  /** hard: the opponent's replies searched under each placement candidate (`-y4`). */
  replies?: number;
}

const SPEC = /^(easy|medium|legacy|hard)((?:-(?:forget|ucb|halving|k\d+|t\d+|r\d+|y\d+))*)(?:@(\d+)(ms|cpu)?)?$/;

/** Parses one seat spec; throws a readable Error for a bad one. */
export function parseSeat(spec: string): SeatConfig {
  const m = SPEC.exec(spec.trim());
  if (!m) throw new Error(`unknown seat "${spec}": easy, medium, hard, hard@<playouts>, hard@<ms>ms, hard@<ms>cpu, hard-forget…, legacy`);
  const [, name, flags = '', amount, ms] = m;
  const hard = name === 'hard';
  if ((amount !== undefined || flags) && !hard) throw new Error(`"${spec}": only hard takes options and a budget`);
  const seat: SeatConfig = { label: spec.trim(), kind: name as SeatKind };
  if (hard) seat.memory = !flags.includes('-forget');
  if (flags.includes('-ucb')) seat.search = 'ucb';
  if (flags.includes('-halving')) seat.search = 'halving';
  const k = /-k(\d+)/.exec(flags);
  if (k) seat.candidates = Number(k[1]);
  const t = /-t(\d+)/.exec(flags);
  if (t) seat.temperature = Number(t[1]) / 100;
  const r = /-r(\d+)/.exec(flags);
  if (r) {
    seat.rounds = Number(r[1]);
    if (seat.rounds < 1) throw new Error(`"${spec}": a playout plays at least 1 round`);
  }
  const y = /-y(\d+)/.exec(flags);
  if (y) seat.replies = Number(y[1]);
  if (amount !== undefined) {
    const n = Number(amount);
    if (n < 1) throw new Error(`"${spec}": the budget must be at least 1`);
    if (ms) seat.timeMs = n;
    else seat.iterations = n;
    if (ms === 'cpu') seat.clock = 'cpu';
  }
  return seat;
}
