/**
 * What every game's tournament player shares (play.ts for Quetzal, aztec-play.ts for Aztec): the seats
 * of game g (the list rotated by g), a seat's result, the bot options a seat spec asks for, and the
 * decisions timed on the seat's own clock.
 */
import type { CommonBotOptions } from '../../src/kit/bot-options.js';
import type { SeatConfig } from './seats.js';

/** One seat of one game: its result and, for searching computers, their thinking. */
export interface SeatResult {
  label: string;
  total: number;
  rank: number;
  winner: boolean;
  /** Decisions that were searched (more than one candidate). */
  searched: number;
  /** Their times in ms (on the seat's clock: CPU time for an `@Ncpu` seat) and playouts. */
  ms: number[];
  iterations: number[];
  /** Aztec: its reveals, how many were lies and how many of those were accused; its accusations and how many hit a liar; the reveals of the others it could accuse, and their lies. */
  bluffing?: Bluffing;
}

/** A seat's bluffing and accusing in one game (Aztec). */
export interface Bluffing {
  reveals: number;
  lies: number;
  /** Its lies that at least one seat accused. */
  caught: number;
  accusations: number;
  rightAccusations: number;
  othersReveals: number;
  othersLies: number;
}

export interface GameResult {
  game: number;
  seats: SeatResult[];
}

/** The seats of game `game`: the list rotated by it, so no player keeps the first seat. */
export function seatsOfGame<T>(seats: readonly T[], game: number): T[] {
  return seats.map((_, i) => seats[(i + game) % seats.length]!);
}

export function emptyResult(seat: SeatConfig): SeatResult {
  return { label: seat.label, total: 0, rank: 0, winner: false, searched: 0, ms: [], iterations: [] };
}

/**
 * The CPU time of this process, in ms. The tournament runs each worker as a process of its own with
 * one garbage-collector thread (`--single-threaded-gc`), so this is the time the games' thread got.
 */
export function cpuClock(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

/** The options every game's bots share that a seat spec sets (strength, budget, clock, candidates, temperature). */
export function commonOptions(seat: SeatConfig): CommonBotOptions & { candidates?: number; temperature?: number } {
  if (seat.kind === 'legacy') throw new Error('a legacy seat has no options of today\'s bots');
  const options: CommonBotOptions & { candidates?: number; temperature?: number } = { strength: seat.kind };
  if (seat.iterations !== undefined) options.iterations = seat.iterations;
  if (seat.timeMs !== undefined) options.timeMs = seat.timeMs;
  if (seat.clock === 'cpu') options.now = cpuClock;
  if (seat.candidates !== undefined) options.candidates = seat.candidates;
  if (seat.temperature !== undefined) options.temperature = seat.temperature;
  return options;
}

/**
 * Runs one decision, timed on the seat's own clock (CPU time for an `@Ncpu` seat, else the wall clock),
 * and records its time and playouts when it was searched (`iterations` not null).
 */
export function timedDecision<M>(seat: SeatConfig, result: SeatResult, decide: () => { move: M; iterations: number | null }): M {
  const clock = seat.clock === 'cpu' ? cpuClock : () => performance.now();
  const t0 = clock();
  const { move, iterations } = decide();
  const ms = clock() - t0;
  if (iterations !== null) {
    result.searched++;
    result.ms.push(Math.round(ms * 10) / 10);
    result.iterations.push(iterations);
  }
  return move;
}

/** Copies the final standings into the seats' results. */
export function recordStandings(results: SeatResult[], lines: readonly { total: number; rank: number; winner: boolean }[]): void {
  lines.forEach((line, i) => {
    const r = results[i]!;
    r.total = line.total;
    r.rank = line.rank;
    r.winner = line.winner;
  });
}
