/**
 * `npm run tournament -- --seats hard,medium,easy,easy --games 500 [--seed 1] [--workers N]
 *                         [--out bench/strength/name] [--json] [--game-minutes 10] [--first 0] [--game aztec]`
 *
 * `--game aztec` plays Aztec instead of Quetzal (3–6 seats; scripts/tournament/aztec-play.ts), and also
 * reports each player's bluff rate and its accusation accuracy (accused liars / accusations) against
 * chance (the share of the other seats' reveals that were lies), with 95 % Wilson intervals.
 *
 * Seeded games between computer players through the pure engine, every computer deciding from its own
 * seat's view, on all cores (a child process per worker; --workers, default one per core). Seats are rotated across
 * games (game g seats the list rotated by g), so no player keeps the first-player seat. Seat specs:
 * scripts/tournament/seats.ts (`hard`, `hard@1000`, `hard@250ms`, `hard@250cpu`, `hard-forget@1000`, `legacy`, …).
 *
 * Prints a progress bar with an ETA (stderr), then per player: win rate per seat-game (shared wins
 * count fractionally) with a 95 % Wilson interval, mean final score and mean rank with 95 % intervals,
 * and for searching computers their decision times (p50 / p90 / p99 / max) and playouts per decision.
 * 2-seat games include the engine's Automaton (it never scores, so it is not ranked).
 * `--out path` writes path.json (configuration, machine, every game) and path.svg (win rates). Stopped
 * early (Ctrl-C, SIGTERM), it reports and writes the games finished so far (`config.stopped`, `planned`).
 *
 * --first N plays games N, N+1, …: with the same seed, it goes on where a stopped run ended (the games
 * are the same whichever run plays them).
 *
 * A game not over after --game-minutes (default 10: a computer caught in a loop, which only killing its
 * process can stop) is abandoned: its worker is replaced, and the report lists it and leaves it out.
 *
 * Reproducible where the players are: game g uses engine seed `${seed}-${g}` and each bot the seed
 * `${seed}-${g}-${seat}`, whatever --workers; a hard computer on a deadline depends on the machine's speed.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { availableParallelism, cpus, loadavg } from 'node:os';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { parseSeat, type SeatConfig } from './tournament/seats.js';
import { meanCi, quantile, wilson } from './tournament/stats.js';
import { winRateChart } from './tournament/chart.js';
import type { GameConfig } from './tournament/play.js';
import type { GameResult } from './tournament/game-run.js';
import { buildLegacy } from '../bench/legacy.js';

/** The games a tournament plays: each has its player (bundled for the workers) and its seat counts. */
const GAMES = {
  quetzal: { name: 'Quetzal', player: './tournament/play.ts', seats: [2, 5] },
  aztec: { name: 'Aztec', player: './tournament/aztec-play.ts', seats: [3, 6] },
} as const;
type GameId = keyof typeof GAMES;

interface Config {
  game: GameId;
  seats: SeatConfig[];
  games: number;
  seed: string;
  workers: number;
  out: string | null;
  json: boolean;
  /** The first game's number (game g is the same game whatever run plays it: its seeds are `${seed}-${g}`). */
  first: number;
  /** A game not over after this many ms is abandoned (its worker replaced) and reported. */
  gameTimeoutMs: number;
}

function die(message: string): never {
  console.error(`tournament: ${message}`);
  process.exit(2);
}

function parseArgs(argv: string[]): Config {
  const get = (name: string): string | undefined => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const int = (name: string, fallback: number): number => {
    const raw = get(name);
    if (raw === undefined) return fallback;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < 1) die(`--${name} needs a whole number ≥ 1, got ${JSON.stringify(raw)}`);
    return n;
  };
  const minutes = (name: string, fallback: number): number => {
    const raw = get(name);
    if (raw === undefined) return fallback;
    const n = Number(raw);
    if (!(n > 0)) die(`--${name} needs a number of minutes > 0, got ${JSON.stringify(raw)}`);
    return n;
  };
  for (const old of ['iterations', 'time-ms']) if (argv.includes(`--${old}`)) die(`--${old} is gone: give the budget in the seat, e.g. hard@1000 or hard@250ms`);
  let seats: SeatConfig[];
  try {
    seats = (get('seats') ?? 'hard,medium').split(',').map(parseSeat);
  } catch (e) {
    die((e as Error).message);
  }
  const game = (get('game') ?? 'quetzal') as GameId;
  if (!Object.hasOwn(GAMES, game)) die(`--game is ${Object.keys(GAMES).join(' or ')}, not ${JSON.stringify(game)}`);
  const [min, max] = GAMES[game].seats;
  if (seats.length < min || seats.length > max) die(`--seats lists ${min} to ${max} players for ${GAMES[game].name}`);
  if (game !== 'quetzal' && seats.some((s) => s.kind === 'legacy')) die('legacy is a Quetzal computer');
  return {
    game, seats, games: int('games', 100), seed: get('seed') ?? '1', workers: int('workers', availableParallelism()),
    out: get('out') ?? null, json: argv.includes('--json'), gameTimeoutMs: minutes('game-minutes', 10) * 60_000,
    first: get('first') === undefined ? 0 : int('first', 1),
  };
}

/** The game's player, bundled with the engine and bots as the published build is. */
async function bundlePlayer(game: GameId): Promise<string> {
  const out = game === 'quetzal' ? 'bench/.cache/tournament-play.mjs' : `bench/.cache/tournament-${game}-play.mjs`;
  mkdirSync('bench/.cache', { recursive: true });
  await build({
    entryPoints: [fileURLToPath(new URL(GAMES[game].player, import.meta.url))], bundle: true, format: 'esm',
    platform: 'node', target: 'node20', outfile: out, logLevel: 'error', conditions: ['production'],
  });
  return out;
}

// ---------------------------------------------------------------- progress

function clock(seconds: number): string {
  const s = Math.round(seconds);
  return s >= 3600 ? `${Math.floor(s / 3600)} h ${Math.round((s % 3600) / 60)} min` : s >= 60 ? `${Math.floor(s / 60)} min ${s % 60} s` : `${s} s`;
}

/** The first seat's running win rate, shown with the progress (a long run can be judged on the way). */
function runningWinRate(seat: SeatConfig, results: GameResult[]): string {
  const [{ seatGames, winRate }] = summarize(results, [seat]) as [PlayerSummary];
  return seatGames ? ` · ${seat.label} ${Math.round(winRate * 1000) / 10} %` : '';
}

function progress(total: number, quiet: boolean): (done: number, note?: string) => void {
  const started = performance.now();
  const tty = process.stderr.isTTY;
  let lastLine = 0;
  return (done, note = '') => {
    if (quiet) return;
    const elapsed = (performance.now() - started) / 1000;
    const eta = done ? (elapsed / done) * (total - done) : NaN;
    const width = 30;
    const filled = Math.round((done / total) * width);
    const line = `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total} games · ${clock(elapsed)}${done < total && done ? ` · ETA ${clock(eta)}` : ''}${note}`;
    if (tty) process.stderr.write(`\r${line}${done === total ? '\n' : ''}`);
    else if (done === total || performance.now() - lastLine > 30_000) {
      lastLine = performance.now();
      process.stderr.write(`${line}\n`);
    }
  };
}

// ---------------------------------------------------------------- the pool

/** The worker processes running: stopped with the tournament (one caught in a loop would not stop by itself). */
const liveWorkers = new Set<ChildProcess>();

async function runPool(cfg: Config, game: GameConfig, bundle: string, results: GameResult[], abandoned: number[]): Promise<GameResult[]> {
  const report = progress(cfg.games, cfg.json);
  report(0);
  let next = cfg.first;
  const workers = Math.max(1, Math.min(cfg.workers, cfg.games));
  // One process per worker, with one garbage-collector thread: its CPU time is then its games' own.
  const spawn = () => {
    const worker = fork(fileURLToPath(new URL('./tournament/worker.mjs', import.meta.url)), [bundle, JSON.stringify(game)], {
      execArgv: ['--single-threaded-gc'], serialization: 'advanced',
    });
    liveWorkers.add(worker);
    worker.once('exit', () => liveWorkers.delete(worker));
    return worker;
  };
  await Promise.all(Array.from({ length: workers }, () => new Promise<void>((resolve, reject) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const start = (worker: ChildProcess) => {
      const feed = () => {
        clearTimeout(timer);
        if (next >= cfg.first + cfg.games) {
          worker.once('exit', () => resolve());
          worker.kill();
          return;
        }
        const current = next++;
        worker.send(current);
        // A game that never ends (a computer caught in a loop: synchronous, so only its process can stop
        // it) is abandoned and reported, and a new worker goes on with the next games.
        timer = setTimeout(() => {
          abandoned.push(current);
          worker.removeAllListeners('message');
          worker.kill('SIGKILL');
          report(results.length + abandoned.length);
          start(spawn());
        }, cfg.gameTimeoutMs);
      };
      worker.on('message', (msg: { ready?: true; result?: GameResult; error?: string }) => {
        if (msg.error) {
          clearTimeout(timer);
          reject(new Error(msg.error));
          worker.kill();
          return;
        }
        if (msg.result) {
          results.push(msg.result);
          report(results.length + abandoned.length, runningWinRate(cfg.seats[0]!, results));
        }
        feed();
      });
      worker.on('error', reject);
    };
    start(spawn());
  })));
  return results.sort((a, b) => a.game - b.game);
}

// ---------------------------------------------------------------- summary

export interface PlayerSummary {
  label: string;
  seatGames: number;
  wins: number;
  winRate: number;
  winCi: [number, number];
  score: { mean: number; lo: number; hi: number };
  rank: { mean: number; lo: number; hi: number };
  thinking: null | {
    decisions: number;
    ms: { p50: number; p90: number; p99: number; max: number; mean: number };
    playouts: { p50: number; mean: number; min: number; max: number };
  };
  /** Aztec: how it bluffs and accuses. */
  bluffing?: BluffingSummary;
}

export interface BluffingSummary {
  reveals: number;
  /** Its reveals that were lies, with a 95 % Wilson interval. */
  bluffRate: number;
  bluffCi: [number, number];
  /** Its lies that were accused (a bluff that works is not), with a 95 % Wilson interval. */
  caughtRate: number;
  caughtCi: [number, number];
  accusations: number;
  /** Accused liars / accusations, with a 95 % Wilson interval. */
  accuracy: number;
  accuracyCi: [number, number];
  /** Chance: the share of the other seats' reveals that were lies (what random accusations would hit). */
  chance: number;
}

/** A player's bluffing and accusing summed over its seat-games (null when the games recorded none). */
function bluffingOf(results: GameResult[], label: string): BluffingSummary | undefined {
  const sum = { reveals: 0, lies: 0, caught: 0, accusations: 0, rightAccusations: 0, othersReveals: 0, othersLies: 0 };
  let any = false;
  for (const r of results) {
    for (const s of r.seats) {
      if (s.label !== label || !s.bluffing) continue;
      any = true;
      for (const k of Object.keys(sum) as (keyof typeof sum)[]) sum[k] += s.bluffing[k];
    }
  }
  if (!any) return undefined;
  return {
    reveals: sum.reveals, bluffRate: sum.lies / sum.reveals, bluffCi: wilson(sum.lies, sum.reveals),
    caughtRate: sum.lies ? sum.caught / sum.lies : NaN, caughtCi: wilson(sum.caught, sum.lies),
    accusations: sum.accusations, accuracy: sum.accusations ? sum.rightAccusations / sum.accusations : NaN,
    accuracyCi: wilson(sum.rightAccusations, sum.accusations), chance: sum.othersLies / sum.othersReveals,
  };
}

export function summarize(results: GameResult[], seats: SeatConfig[]): PlayerSummary[] {
  return [...new Set(seats.map((s) => s.label))].map((label) => {
    let wins = 0;
    const scores: number[] = [];
    const ranks: number[] = [];
    const ms: number[] = [];
    const playouts: number[] = [];
    for (const r of results) {
      const shared = r.seats.filter((s) => s.winner).length;
      for (const s of r.seats) {
        if (s.label !== label) continue;
        if (s.winner) wins += 1 / shared;
        scores.push(s.total);
        ranks.push(s.rank);
        ms.push(...s.ms);
        playouts.push(...s.iterations);
      }
    }
    const round = (x: number) => Math.round(x * 10) / 10;
    const bluffing = bluffingOf(results, label);
    return {
      ...(bluffing ? { bluffing } : {}),
      label, seatGames: scores.length, wins, winRate: wins / scores.length, winCi: wilson(wins, scores.length),
      score: meanCi(scores), rank: meanCi(ranks),
      thinking: ms.length ? {
        decisions: ms.length,
        ms: { p50: quantile(ms, 0.5), p90: quantile(ms, 0.9), p99: quantile(ms, 0.99), max: Math.max(...ms), mean: round(ms.reduce((a, b) => a + b, 0) / ms.length) },
        playouts: { p50: quantile(playouts, 0.5), mean: Math.round(playouts.reduce((a, b) => a + b, 0) / playouts.length), min: Math.min(...playouts), max: Math.max(...playouts) },
      } : null,
    };
  });
}

function printTable(cfg: Config, summary: PlayerSummary[], seconds: number, workers: number, games: number): void {
  const pct = (x: number) => `${(100 * x).toFixed(1)} %`;
  const f1 = (x: number) => x.toFixed(1);
  const f2 = (x: number) => x.toFixed(2);
  console.log(`\n${games} ${cfg.game === 'quetzal' ? '' : `${GAMES[cfg.game].name} `}games, seats ${cfg.seats.map((s) => s.label).join(',')} (rotated), seed ${cfg.seed}, ${workers} worker(s), ${(games / seconds).toFixed(2)} games/s (${clock(seconds)})`);
  const bluffs = summary.some((s) => s.bluffing);
  const rows = [['player', 'seat-games', 'win rate [95 % Wilson CI]', 'mean score [95 % CI]', 'mean rank [95 % CI]', 'decision ms p50/p90/p99/max', 'playouts p50 (mean)',
    ...(bluffs ? ['bluff rate [95 % CI]', 'bluffs caught', 'accusation accuracy [95 % CI] (chance)'] : [])]];
  for (const s of summary) {
    const t = s.thinking;
    const b = s.bluffing;
    rows.push([
      s.label, String(s.seatGames), `${pct(s.winRate)} [${pct(s.winCi[0])}, ${pct(s.winCi[1])}]`,
      `${f1(s.score.mean)} [${f1(s.score.lo)}, ${f1(s.score.hi)}]`, `${f2(s.rank.mean)} [${f2(s.rank.lo)}, ${f2(s.rank.hi)}]`,
      t ? `${Math.round(t.ms.p50)}/${Math.round(t.ms.p90)}/${Math.round(t.ms.p99)}/${Math.round(t.ms.max)}` : '-',
      t ? `${t.playouts.p50} (${t.playouts.mean})` : '-',
      ...(bluffs ? [
        b ? `${pct(b.bluffRate)} [${pct(b.bluffCi[0])}, ${pct(b.bluffCi[1])}]` : '-',
        b ? pct(b.caughtRate) : '-',
        b ? `${pct(b.accuracy)} [${pct(b.accuracyCi[0])}, ${pct(b.accuracyCi[1])}] (${pct(b.chance)})` : '-',
      ] : []),
    ]);
  }
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => r[c]!.length)));
  for (const r of rows) console.log(r.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join(' | '));
}

/** Writes the report of the games played (all of them, or those done when the tournament was stopped). */
function finish(cfg: Config, played: GameResult[], abandoned: number[], seconds: number, load: number, stopped: boolean): void {
  const results = played.slice().sort((a, b) => a.game - b.game);
  const workers = Math.max(1, Math.min(cfg.workers, cfg.games));
  const summary = summarize(results, cfg.seats);
  const report = {
    config: {
      ...(cfg.game === 'quetzal' ? {} : { game: cfg.game }),
      seats: cfg.seats, games: results.length, seed: cfg.seed, workers, ...(cfg.first ? { first: cfg.first } : {}), ...(stopped ? { planned: cfg.games, stopped: true } : {}),
      ...(abandoned.length ? { abandoned: abandoned.slice().sort((a, b) => a - b) } : {}),
    },
    machine: { cpus: cpus().length, cpu: cpus()[0]?.model ?? null, node: process.version, loadBefore: +load.toFixed(2), loadAfter: +loadavg()[0]!.toFixed(2) },
    date: new Date().toISOString(),
    seconds: Math.round(seconds),
    gamesPerSec: +(results.length / seconds).toFixed(3),
    summary,
    games: results.map((r) => ({ game: r.game, seats: r.seats.map((s) => ({ label: s.label, total: s.total, rank: s.rank, winner: s.winner })) })),
  };
  if (cfg.json) console.log(JSON.stringify(report));
  else {
    if (stopped) console.log(`\nstopped: ${results.length} of ${cfg.games} games played`);
    if (abandoned.length) console.log(`\nabandoned (not over after ${cfg.gameTimeoutMs / 60_000} min, left out of the figures): games ${abandoned.slice().sort((a, b) => a - b).join(', ')}`);
    printTable(cfg, summary, seconds, workers, results.length);
  }
  if (cfg.out) {
    mkdirSync(dirname(cfg.out), { recursive: true });
    writeFileSync(`${cfg.out}.json`, `${JSON.stringify(report, null, 1)}\n`);
    const title = `${results.length} ${cfg.game === 'quetzal' ? '' : `${GAMES[cfg.game].name} `}games: ${cfg.seats.map((s) => s.label).join(' vs ')}`;
    writeFileSync(`${cfg.out}.svg`, winRateChart(title, `win rate per seat-game, 95 % Wilson interval · seed ${cfg.seed} · ${report.date.slice(0, 10)}`, summary, cfg.seats.length));
    if (!cfg.json) console.log(`written: ${cfg.out}.json, ${cfg.out}.svg`);
  }
}

async function main(): Promise<void> {
  const cfg = parseArgs(process.argv.slice(2));
  const game: GameConfig = { seats: cfg.seats, seed: cfg.seed };
  if (cfg.seats.some((s) => s.kind === 'legacy')) game.legacyPath = await buildLegacy();
  const bundle = await bundlePlayer(cfg.game);
  const started = performance.now();
  const load = loadavg()[0]!;
  const results: GameResult[] = [];
  const abandoned: number[] = [];
  // Stopped early (Ctrl-C, SIGTERM: a run that will not end in time), it still reports the games it finished.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      for (const worker of liveWorkers) worker.kill('SIGKILL');
      finish(cfg, results, abandoned, (performance.now() - started) / 1000, load, true);
      process.exit(130);
    });
  }
  await runPool(cfg, game, bundle, results, abandoned);
  finish(cfg, results, abandoned, (performance.now() - started) / 1000, load, false);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
