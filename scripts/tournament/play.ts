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
import { applyMoveInPlace, newGame, scoreBreakdown, viewFor, type GameState, type Move } from '../../src/games/quetzal/engine/index.js';
import { chooseMoveWithStats, type BotOptions } from '../../src/games/quetzal/bots/index.js';
import type { SeatConfig } from './seats.js';
import { commonOptions, emptyResult, recordStandings, seatsOfGame, timedDecision, type GameResult } from './game-run.js';

export type { GameResult, SeatResult } from './game-run.js';

export interface GameConfig {
  seats: SeatConfig[];
  seed: string;
  /** The legacy bots' bundle (bench/legacy.ts), when a seat is `legacy`. */
  legacyPath?: string;
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
  const options: BotOptions = commonOptions(seat);
  if (seat.memory !== undefined) options.memory = seat.memory;
  if (seat.search !== undefined) options.search = seat.search;
  if (seat.rounds !== undefined) options.rounds = seat.rounds;
  if (seat.replies !== undefined) options.replies = seat.replies;
  return (s, i, seed) => {
    const { move, stats } = chooseMoveWithStats(viewFor(s, i), { ...options, seed });
    return { move, iterations: stats && stats.stopped !== 'single' ? stats.iterations : null };
  };
}

export async function playGame(cfg: GameConfig, game: number): Promise<GameResult> {
  const n = cfg.seats.length;
  const seats = seatsOfGame(cfg.seats, game);
  const deciders = await Promise.all(seats.map((seat) => decider(cfg, seat)));
  const results = seats.map(emptyResult);
  const s = newGame({ players: n, seed: `${cfg.seed}-${game}` });
  for (let guard = 0; s.decision.kind !== 'gameOver'; guard++) {
    if (guard > 5000) throw new Error(`game ${game} does not end`);
    const seat = s.decision.seat;
    if (seat === null) {
      applyMoveInPlace(s, { type: s.decision.kind as 'roll' | 'prepare' });
      continue;
    }
    applyMoveInPlace(s, timedDecision(seats[seat]!, results[seat]!, () => deciders[seat]!(s, seat, `${cfg.seed}-${game}-${seat}`)));
  }
  recordStandings(results, scoreBreakdown(s));
  return { game, seats: results };
}
