/**
 * The strength figures in bench/results.json: read from the tournaments' own reports in bench/strength/
 * (`npm run tournament -- … --out bench/strength/<match>`), never re-measured here — a tournament takes
 * an hour where the rest of the bench takes minutes. `strengthResults()` is called by bench/run.ts;
 * `node --import tsx bench/strength.ts` prints the summary and puts it in bench/results.json alone,
 * leaving the other figures as they are (after a new tournament, without rerunning the whole bench).
 *
 * Goal (issue #14): hard at its default deadline wins ≥ 60 % of 2-player games against `legacy` (the
 * hard computer of e65908f at 1,000 playouts), over ≥ 400 games, with the 95 % interval above 50 %.
 * Aztec's (`aztecStrength`): one hard among three medium, and one medium among three easy, each win ≥ 40 %
 * of ≥ 400 four-seat games with the 95 % interval above 25 % (chance).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { PlayerSummary } from '../scripts/tournament.js';
import { wilson } from '../scripts/tournament/stats.js';

/** The matches reported, by their file name in bench/strength/. */
// hard-handset-vs-legacy: hard before its leaf evaluation was fitted (bench/leaf-fit.ts); hard-fitted-vs-*: with the
// fitted leaf but the hand-set playout policy (before bench/policy-tune.ts) and no reply search; hardk16-vs-legacy: 16
// root candidates instead of 8, stopped early (no gain); tuned-hard300-vs-legacy: the tuned policy at a fixed 300
// playouts, stopped early (a hint); replies-worth(-handset): the reply search (-y4) against none at 1,000 playouts,
// with the tuned (the hand-set) policy.
export const MATCHES = [
  'hard-vs-legacy', 'hard-vs-medium', 'hard-vs-easy', 'replies-worth', 'replies-worth-handset', 'tuned-hard300-vs-legacy',
  'hard-fitted-vs-legacy', 'hard-fitted-vs-medium', 'hard-fitted-vs-easy', 'memory-worth', 'hard4000-vs-legacy', 'halving-vs-ucb',
  'hard-handset-vs-legacy', 'hardk16-vs-legacy',
] as const;
const GOAL = { winRateAtLeast: 0.6, intervalAbove: 0.5, gamesAtLeast: 400 };

interface Report {
  config: { seats: { label: string }[]; games: number; seed: string; workers: number; first?: number };
  machine: { loadBefore: number; loadAfter: number };
  date: string;
  seconds: number;
  summary: PlayerSummary[];
}

const pct = (x: number): number => Math.round(x * 1000) / 10;

/** One match's figures: the first seat's win rate and interval, both seats' mean scores and thinking. */
function match(r: Report): object {
  const [first, second] = r.summary;
  const thinking = (s: PlayerSummary | undefined) =>
    s?.thinking ? { msP50: s.thinking.ms.p50, msP90: s.thinking.ms.p90, msP99: s.thinking.ms.p99, msMax: s.thinking.ms.max, playoutsP50: s.thinking.playouts.p50 } : null;
  return {
    seats: r.config.seats.map((s) => s.label),
    games: r.config.games,
    seed: r.config.seed,
    workers: r.config.workers,
    date: r.date,
    minutes: Math.round(r.seconds / 60),
    loadAverage: { before: r.machine.loadBefore, after: r.machine.loadAfter },
    winRatePct: pct(first!.winRate),
    winCiPct: first!.winCi.map(pct),
    meanScores: r.summary.map((s) => Math.round(s.score.mean * 10) / 10),
    thinking: { [first!.label]: thinking(first), [second!.label]: thinking(second) },
  };
}

/** One game of a report: each seat's label, final score and whether it won. */
interface Game {
  game: number;
  seats: { label: string; total: number; winner: boolean }[];
}

/**
 * A match's report, with its continuations: `<match>-2.json`, `-3`… are runs of the same seats and seed
 * that went on where a stopped one ended (`--first N`). Their games count together, each game once (a game
 * both runs played counts as the first played it); the thinking figures are the first run's.
 */
export function readMatch(dir: string, name: string): Report | null {
  const path = `${dir}/${name}.json`;
  if (!existsSync(path)) return null;
  const report = JSON.parse(readFileSync(path, 'utf8')) as Report & { games: Game[] };
  const labels = (r: Report) => r.config.seats.map((x) => x.label).join();
  let more = false;
  for (let k = 2; existsSync(`${dir}/${name}-${k}.json`); k++) {
    const next = JSON.parse(readFileSync(`${dir}/${name}-${k}.json`, 'utf8')) as Report & { games: Game[] };
    if (next.config.seed !== report.config.seed || labels(next) !== labels(report)) {
      throw new Error(`${name}-${k}.json is not a continuation of ${name}.json (other seats or seed)`);
    }
    const played = new Set(report.games.map((g) => g.game));
    report.games.push(...next.games.filter((g) => !played.has(g.game)));
    report.seconds += next.seconds;
    report.date = next.date;
    report.machine.loadAfter = next.machine.loadAfter;
    more = true;
  }
  if (!more) return report;
  report.config.games = report.games.length;
  report.summary = report.summary.map((player) => {
    let wins = 0;
    let total = 0;
    let n = 0;
    for (const g of report.games) {
      const shared = g.seats.filter((x) => x.winner).length;
      for (const x of g.seats) {
        if (x.label !== player.label) continue;
        n++;
        total += x.total;
        if (x.winner) wins += 1 / shared;
      }
    }
    return { ...player, seatGames: n, wins, winRate: wins / n, winCi: wilson(wins, n), score: { ...player.score, mean: total / n } };
  });
  return report;
}

export function strengthResults(dir = 'bench/strength'): object {
  const out: Record<string, object> = {};
  for (const name of MATCHES) {
    const report = readMatch(dir, name);
    if (report) out[name] = match(report);
  }
  const main = readMatch(dir, 'hard-vs-legacy');
  if (main) {
    const hard = main.summary[0]!;
    out.goal = {
      ...GOAL,
      measured: { winRate: +hard.winRate.toFixed(4), interval: hard.winCi.map((x) => +x.toFixed(4)), games: main.config.games },
      met: hard.winRate >= GOAL.winRateAtLeast && hard.winCi[0] > GOAL.intervalAbove && main.config.games >= GOAL.gamesAtLeast,
    };
  }
  return out;
}

/**
 * Aztec's matches (`npm run tournament -- --game aztec … --out bench/strength/aztec-<match>-<seats>`): one
 * stronger computer among weaker ones, seats rotated, at 3, 4 and 6 seats.
 */
export const AZTEC_MATCHES = ['hard-vs-medium', 'medium-vs-easy'] as const;
export const AZTEC_SEATS = [3, 4, 6] as const;
/** Goal: at 4 seats, the stronger one wins ≥ 40 % of ≥ 400 games (chance: 25 %), the 95 % interval above 25 %. */
const AZTEC_GOAL = { seats: 4, winRateAtLeast: 0.4, intervalAbove: 0.25, gamesAtLeast: 400 };

/** An Aztec match's figures: `match`'s, chance (1 ÷ seats), and how each player bluffed and accused. */
function aztecMatch(r: Report): object {
  const seats = r.config.seats.length;
  return {
    ...match(r),
    chancePct: pct(1 / seats),
    bluffing: Object.fromEntries(r.summary.map((p) => [p.label, p.bluffing ? {
      bluffRatePct: pct(p.bluffing.bluffRate), bluffCiPct: p.bluffing.bluffCi.map(pct), caughtPct: pct(p.bluffing.caughtRate),
      accusations: p.bluffing.accusations, accuracyPct: pct(p.bluffing.accuracy), accuracyCiPct: p.bluffing.accuracyCi.map(pct), chancePct: pct(p.bluffing.chance),
    } : null])),
  };
}

/** Aztec's strength figures in bench/results.json (`aztecStrength`), from its tournaments' reports. */
export function aztecStrengthResults(dir = 'bench/strength'): object {
  const out: Record<string, object> = {};
  for (const name of AZTEC_MATCHES) {
    for (const seats of AZTEC_SEATS) {
      const report = readMatch(dir, `aztec-${name}-${seats}`);
      if (!report) continue;
      out[`${name}-${seats}`] = aztecMatch(report);
      if (seats !== AZTEC_GOAL.seats) continue;
      const first = report.summary[0]!;
      out[`${name}-goal`] = {
        ...AZTEC_GOAL,
        measured: { winRate: +first.winRate.toFixed(4), interval: first.winCi.map((x) => +x.toFixed(4)), games: report.config.games },
        met: first.winRate >= AZTEC_GOAL.winRateAtLeast && first.winCi[0] > AZTEC_GOAL.intervalAbove && report.config.games >= AZTEC_GOAL.gamesAtLeast,
      };
    }
  }
  return out;
}

// Run directly: print, and refresh the strength parts of bench/results.json (Quetzal's and Aztec's).
if (process.argv[1] && pathToFileURL(process.argv[1]).href === import.meta.url) {
  const strength = strengthResults();
  const aztecStrength = aztecStrengthResults();
  console.log(JSON.stringify({ strength, aztecStrength }, null, 2));
  const results = JSON.parse(readFileSync('bench/results.json', 'utf8')) as Record<string, unknown>;
  results.strength = strength;
  results.aztecStrength = aztecStrength;
  writeFileSync('bench/results.json', `${JSON.stringify(results, null, 2)}\n`);
  console.log('written: bench/results.json (strength, aztecStrength)');
}
