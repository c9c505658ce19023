/**
 * `npm run tournament -- --seats hard,medium,easy,easy --games 500 [--seed 1] [--iterations 1000]
 *                         [--time-ms N] [--workers 2] [--json]`
 *
 * Plays seeded games between bots through the pure engine, every bot deciding from its own seat view.
 * Seats are rotated across games (game g seats the list rotated by g), so no strength keeps the
 * first-player seat. Prints, per strength: win rate per seat-game (shared wins count fractionally)
 * with a 95 % Wilson interval, mean final score and mean rank with 95 % normal-approximation
 * intervals; then games/s and the hard bot's mean decision time. 2-seat games include the engine's
 * Automaton (it never scores, so it is not ranked).
 *
 * Reproducible: game g uses engine seed `${seed}-${g}` and each bot the seed `${seed}-${g}-${seat}`,
 * so results do not depend on --workers (worker_threads, one per core by default).
 */
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { availableParallelism } from 'node:os';
import { applyMoveInPlace, legalMoves, newGame, scoreBreakdown, viewFor } from '../src/rules/index.js';
import { chooseMoveWithStats, STRENGTHS, type Strength } from '../src/bots/index.js';

interface Config {
  seats: Strength[];
  games: number;
  seed: string;
  iterations?: number;
  timeMs?: number;
  workers: number;
  json: boolean;
}

interface GameResult {
  game: number;
  /** Strength of each seat in this game (after rotation). */
  seats: Strength[];
  totals: number[];
  ranks: number[];
  winners: boolean[];
  hardMs: number;
  hardDecisions: number;
  hardIterations: number;
}

function parseArgs(argv: string[]): Config {
  const get = (name: string): string | undefined => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const int = (name: string, fallback: number | undefined, min = 1): number | undefined => {
    const raw = get(name);
    if (raw === undefined) return fallback;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < min) die(`--${name} needs a whole number ≥ ${min}, got ${JSON.stringify(raw)}`);
    return n;
  };
  const seats = (get('seats') ?? 'hard,medium').split(',').map((x) => x.trim()) as Strength[];
  for (const s of seats) if (!STRENGTHS.includes(s)) die(`unknown strength "${s}" in --seats (easy, medium, hard)`);
  if (seats.length < 2 || seats.length > 5) die('--seats lists 2 to 5 strengths');
  return {
    seats,
    games: int('games', 100)!,
    seed: get('seed') ?? '1',
    iterations: int('iterations', undefined),
    timeMs: int('time-ms', undefined),
    workers: int('workers', Math.min(availableParallelism(), 2))!,
    json: argv.includes('--json'),
  };
}

function die(message: string): never {
  console.error(`tournament: ${message}`);
  process.exit(2);
}

export function playGame(cfg: Pick<Config, 'seats' | 'seed' | 'iterations' | 'timeMs'>, game: number): GameResult {
  const n = cfg.seats.length;
  const seats = cfg.seats.map((_, i) => cfg.seats[(i + game) % n]!);
  const s = newGame({ players: n, seed: `${cfg.seed}-${game}` });
  let hardMs = 0;
  let hardDecisions = 0;
  let hardIterations = 0;
  for (let guard = 0; s.decision.kind !== 'gameOver'; guard++) {
    if (guard > 5000) throw new Error(`game ${game} does not end`);
    const seat = s.decision.seat;
    if (seat === null) {
      applyMoveInPlace(s, legalMoves(s)[0]!);
      continue;
    }
    const strength = seats[seat]!;
    const t0 = performance.now();
    const { move, stats } = chooseMoveWithStats(viewFor(s, seat), {
      strength, seed: `${cfg.seed}-${game}-${seat}`, iterations: cfg.iterations, timeMs: cfg.timeMs,
    });
    if (strength === 'hard' && stats && stats.iterations > 0) {
      hardMs += performance.now() - t0;
      hardDecisions++;
      hardIterations += stats.iterations;
    }
    applyMoveInPlace(s, move);
  }
  const lines = scoreBreakdown(s);
  return {
    game, seats, totals: lines.map((l) => l.total), ranks: lines.map((l) => l.rank), winners: lines.map((l) => l.winner),
    hardMs, hardDecisions, hardIterations,
  };
}

// ---------------------------------------------------------------- statistics

const Z = 1.96;

/** 95 % Wilson score interval for a proportion (fractional successes allowed). */
export function wilson(successes: number, n: number): [number, number] {
  if (n === 0) return [0, 1];
  const p = successes / n;
  const z2 = Z * Z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (Z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / (1 + z2 / n);
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

/** Mean and 95 % normal-approximation interval. */
export function meanCi(values: number[]): { mean: number; lo: number; hi: number } {
  const n = values.length;
  const mean = values.reduce((a, b) => a + b, 0) / n;
  const variance = n > 1 ? values.reduce((a, b) => a + (b - mean) ** 2, 0) / (n - 1) : 0;
  const half = Z * Math.sqrt(variance / n);
  return { mean, lo: mean - half, hi: mean + half };
}

interface StrengthSummary {
  strength: Strength;
  seatGames: number;
  wins: number;
  winRate: number;
  winCi: [number, number];
  score: { mean: number; lo: number; hi: number };
  rank: { mean: number; lo: number; hi: number };
}

function summarize(results: GameResult[], strengths: Strength[]): StrengthSummary[] {
  const distinct = [...new Set(strengths)];
  return distinct.map((strength) => {
    let wins = 0;
    let seatGames = 0;
    const scores: number[] = [];
    const ranks: number[] = [];
    for (const r of results) {
      const shared = r.winners.filter(Boolean).length;
      r.seats.forEach((st, i) => {
        if (st !== strength) return;
        seatGames++;
        if (r.winners[i]) wins += 1 / shared;
        scores.push(r.totals[i]!);
        ranks.push(r.ranks[i]!);
      });
    }
    return {
      strength, seatGames, wins, winRate: wins / seatGames, winCi: wilson(wins, seatGames),
      score: meanCi(scores), rank: meanCi(ranks),
    };
  });
}

// ---------------------------------------------------------------- main / workers

async function main(): Promise<void> {
  const cfg = parseArgs(process.argv.slice(2));
  const started = performance.now();
  const results: GameResult[] = [];
  const workers = Math.max(1, Math.min(cfg.workers, cfg.games));
  let last = started;
  const progress = () => {
    const t = performance.now();
    if (t - last > 10_000 && !cfg.json) {
      last = t;
      process.stderr.write(`  ${results.length}/${cfg.games} games, ${((t - started) / 1000).toFixed(0)} s\n`);
    }
  };
  if (workers === 1) {
    for (let g = 0; g < cfg.games; g++) {
      results.push(playGame(cfg, g));
      progress();
    }
  } else {
    await Promise.all(Array.from({ length: workers }, (_, w) => new Promise<void>((resolve, reject) => {
      const games = [];
      for (let g = w; g < cfg.games; g += workers) games.push(g);
      // Node 20 does not apply tsx's loader to a worker's entry file: register it, then import this file.
      const boot = `import('tsx/esm/api').then((m) => { m.register(); return import(${JSON.stringify(import.meta.url)}); })`;
      const worker = new Worker(boot, { eval: true, workerData: { cfg, games } });
      worker.on('message', (r: GameResult) => {
        results.push(r);
        progress();
      });
      worker.on('error', reject);
      worker.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`worker exited with ${code}`))));
    })));
  }
  results.sort((a, b) => a.game - b.game);
  const seconds = (performance.now() - started) / 1000;
  const summary = summarize(results, cfg.seats);
  const hardDecisions = results.reduce((a, r) => a + r.hardDecisions, 0);
  const hard = hardDecisions
    ? { decisions: hardDecisions, meanMs: results.reduce((a, r) => a + r.hardMs, 0) / hardDecisions, meanIterations: results.reduce((a, r) => a + r.hardIterations, 0) / hardDecisions }
    : null;
  if (cfg.json) {
    console.log(JSON.stringify({ config: cfg, games: results.length, seconds, gamesPerSec: results.length / seconds, summary, hard }));
    return;
  }
  const pct = (x: number) => `${(100 * x).toFixed(1)} %`;
  const f1 = (x: number) => x.toFixed(1);
  const f2 = (x: number) => x.toFixed(2);
  console.log(`\n${results.length} games, seats ${cfg.seats.join(',')} (rotated), seed ${cfg.seed}` +
    `${cfg.iterations ? `, hard iterations ${cfg.iterations}` : ''}${cfg.timeMs ? `, hard time cap ${cfg.timeMs} ms` : ''}, ${workers} worker(s)`);
  const rows = [['strength', 'seat-games', 'win rate [95 % Wilson CI]', 'mean score [95 % CI]', 'mean rank [95 % CI]']];
  for (const s of summary) {
    rows.push([
      s.strength, String(s.seatGames), `${pct(s.winRate)} [${pct(s.winCi[0])}, ${pct(s.winCi[1])}]`,
      `${f1(s.score.mean)} [${f1(s.score.lo)}, ${f1(s.score.hi)}]`, `${f2(s.rank.mean)} [${f2(s.rank.lo)}, ${f2(s.rank.hi)}]`,
    ]);
  }
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => r[c]!.length)));
  for (const r of rows) console.log(r.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join(' | '));
  console.log(`${f2(results.length / seconds)} games/s (${seconds.toFixed(1)} s)` +
    (hard ? `; hard: ${hard.decisions} searched decisions, mean ${f1(hard.meanMs)} ms, ${Math.round(hard.meanIterations)} iterations each` : ''));
}

if (isMainThread) {
  // Run only as a script (the file is also imported by benchmarks for playGame/wilson).
  if (process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/').split('/').pop()!)) {
    main().catch((e) => {
      console.error(e);
      process.exit(1);
    });
  }
} else {
  const { cfg, games } = workerData as { cfg: Config; games: number[] };
  for (const g of games) parentPort!.postMessage(playGame(cfg, g));
}
