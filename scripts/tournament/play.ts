/**
 * One tournament game, played through the engine with every computer deciding from its own seat's
 * view. Bundled by esbuild with the engine and the bots (as the published build is) and run in the
 * tournament's worker processes.
 *
 * Reproducible where the bots are: game g uses engine seed `${seed}-${g}`, the seat list rotated by g,
 * and each bot the seed `${seed}-${g}-${seat}`; a hard computer on a deadline depends on the machine's
 * speed too.
 */
import { pathToFileURL } from 'node:url';
import { applyMoveInPlace, newGame, scoreBreakdown, viewFor, type GameState, type Move } from '../../src/rules/index.js';
import { chooseMoveWithStats, type BotOptions } from '../../src/bots/index.js';
import type { SeatConfig } from './seats.js';

export interface GameConfig {
  seats: SeatConfig[];
  seed: string;
  /** The legacy bots' bundle (bench/legacy.ts), when a seat is `legacy`. */
  legacyPath?: string;
}

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
}

export interface GameResult {
  game: number;
  seats: SeatResult[];
}

interface Legacy {
  viewFor(state: GameState, seat: number): GameState;
  chooseMoveWithStats(view: GameState, o: { strength: string; seed: string; iterations: number }): { move: Move; stats?: { iterations: number } };
}

let legacy: Legacy | null = null;

async function legacyLib(path: string | undefined): Promise<Legacy> {
  if (!path) throw new Error('a legacy seat needs the legacy bundle (bench/legacy.ts)');
  return (legacy ??= (await import(pathToFileURL(path).href)) as Legacy);
}

/**
 * The CPU time of this process, in ms. The tournament runs each worker as a process of its own with
 * one garbage-collector thread (`--single-threaded-gc`), so this is the time the games' thread got.
 */
export function cpuClock(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

type Decide = (s: GameState, seat: number, seed: string) => { move: Move; iterations: number | null };

async function decider(cfg: GameConfig, seat: SeatConfig): Promise<Decide> {
  if (seat.kind === 'legacy') {
    const lib = await legacyLib(cfg.legacyPath);
    return (s, i, seed) => {
      // Engine 1.1's last-exchanges step came after that commit: there its exchanges were made before its
      // last decision. Here today's heuristic makes the exchanges worth making (a U07 holder's coins
      // into VP), then ends the step, as any of today's computers does.
      if (s.decision.kind === 'lastExchanges') return { move: chooseMoveWithStats(viewFor(s, i), { strength: 'medium' }).move, iterations: null };
      const { move, stats } = lib.chooseMoveWithStats(lib.viewFor(s, i), { strength: 'hard', seed, iterations: 1000 });
      return { move, iterations: stats && stats.iterations > 0 ? stats.iterations : null };
    };
  }
  const options: BotOptions = { strength: seat.kind };
  if (seat.iterations !== undefined) options.iterations = seat.iterations;
  if (seat.timeMs !== undefined) options.timeMs = seat.timeMs;
  if (seat.memory !== undefined) options.memory = seat.memory;
  if (seat.search !== undefined) options.search = seat.search;
  if (seat.clock === 'cpu') options.now = cpuClock;
  if (seat.candidates !== undefined) options.candidates = seat.candidates;
  if (seat.temperature !== undefined) options.temperature = seat.temperature;
  if (seat.rounds !== undefined) options.rounds = seat.rounds;
  if (seat.replies !== undefined) options.replies = seat.replies;
  return (s, i, seed) => {
    const { move, stats } = chooseMoveWithStats(viewFor(s, i), { ...options, seed });
    return { move, iterations: stats && stats.stopped !== 'single' ? stats.iterations : null };
  };
}

export async function playGame(cfg: GameConfig, game: number): Promise<GameResult> {
  const n = cfg.seats.length;
  const seats = cfg.seats.map((_, i) => cfg.seats[(i + game) % n]!);
  const deciders = await Promise.all(seats.map((seat) => decider(cfg, seat)));
  const results: SeatResult[] = seats.map((seat) => ({ label: seat.label, total: 0, rank: 0, winner: false, searched: 0, ms: [], iterations: [] }));
  const s = newGame({ players: n, seed: `${cfg.seed}-${game}` });
  for (let guard = 0; s.decision.kind !== 'gameOver'; guard++) {
    if (guard > 5000) throw new Error(`game ${game} does not end`);
    const seat = s.decision.seat;
    if (seat === null) {
      applyMoveInPlace(s, { type: s.decision.kind as 'roll' | 'prepare' });
      continue;
    }
    // Thinking time on the seat's own clock: CPU time for an `@Ncpu` seat, else the wall clock.
    const clock = seats[seat]!.clock === 'cpu' ? cpuClock : () => performance.now();
    const t0 = clock();
    const { move, iterations } = deciders[seat]!(s, seat, `${cfg.seed}-${game}-${seat}`);
    const ms = clock() - t0;
    if (iterations !== null) {
      const r = results[seat]!;
      r.searched++;
      r.ms.push(Math.round(ms * 10) / 10);
      r.iterations.push(iterations);
    }
    applyMoveInPlace(s, move);
  }
  scoreBreakdown(s).forEach((line, i) => {
    const r = results[i]!;
    r.total = line.total;
    r.rank = line.rank;
    r.winner = line.winner;
  });
  return { game, seats: results };
}
