/**
 * bench/strength.ts: the strength figures bench/results.json reports are the tournaments' own (read from
 * their reports, nothing re-measured), and issue #14's goal is judged on the win rate and the number of
 * games (with ≥ 400 games, 60 % puts the interval's lower end above 50 %).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { aztecStrengthResults, strengthResults } from '../../bench/strength.js';
import { wilson } from '../../scripts/tournament/stats.js';

/** A tournament report (the fields bench/strength.ts reads) where the first seat won `wins` of `games`. */
function report(first: string, second: string, wins: number, games: number, from = 0): object {
  const seat = (label: string, w: number) => ({
    label, seatGames: games, wins: w, winRate: w / games, winCi: wilson(w, games),
    score: { mean: 55.25, lo: 54, hi: 56 }, rank: { mean: 1.5, lo: 1.4, hi: 1.6 },
    thinking: label === 'hard' ? { decisions: 10, ms: { p50: 200, p90: 240, p99: 241, max: 249, mean: 190 }, playouts: { p50: 4000, mean: 5000, min: 10, max: 9000 } } : null,
  });
  // Game g: the first seat wins the first `wins` games (numbered from `from`).
  const list = Array.from({ length: games }, (_, i) => ({
    game: from + i, seats: [{ label: first, total: 60, rank: i < wins ? 1 : 2, winner: i < wins }, { label: second, total: 50, rank: i < wins ? 2 : 1, winner: i >= wins }],
  }));
  return {
    games: list,
    config: { seats: [{ label: first }, { label: second }], games, seed: '11', workers: 1 },
    machine: { loadBefore: 1.5, loadAfter: 2 },
    date: '2026-11-25T17:00:00.000Z',
    seconds: 3600,
    summary: [seat(first, wins), seat(second, games - wins)],
  };
}

function withReports(files: Record<string, object>, check: (dir: string) => void): void {
  const dir = mkdtempSync(join(tmpdir(), 'strength-'));
  try {
    for (const [name, r] of Object.entries(files)) writeFileSync(join(dir, `${name}.json`), JSON.stringify(r));
    check(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('bench/strength.ts: the strength figures of bench/results.json', () => {
  it('reports each match from its tournament report, and only the matches that have one', () => {
    withReports({ 'hard-vs-medium': report('hard', 'medium', 59, 60) }, (dir) => {
      const r = strengthResults(dir) as Record<string, any>;
      assert.deepEqual(Object.keys(r), ['hard-vs-medium'], 'no goal without the hard-vs-legacy report');
      const m = r['hard-vs-medium'];
      assert.deepEqual(m.seats, ['hard', 'medium']);
      assert.equal(m.games, 60);
      assert.equal(m.winRatePct, 98.3);
      assert.deepEqual(m.winCiPct, wilson(59, 60).map((x) => Math.round(x * 1000) / 10));
      assert.deepEqual(m.meanScores, [55.3, 55.3]);
      assert.equal(m.thinking.hard.playoutsP50, 4000);
      assert.equal(m.thinking.medium, null);
      assert.deepEqual(m.loadAverage, { before: 1.5, after: 2 });
    });
  });

  it('the goal is met with ≥ 60 % over ≥ 400 games and the interval above 50 %', () => {
    withReports({ 'hard-vs-legacy': report('hard', 'legacy', 248, 400) }, (dir) => {
      const goal = (strengthResults(dir) as Record<string, any>).goal;
      assert.equal(goal.met, true);
      assert.equal(goal.measured.winRate, 0.62);
      assert.equal(goal.measured.games, 400);
    });
  });

  it('a stopped run and its continuation (same seats and seed, --first N) count as one match, each game once', () => {
    // Games 0–191, then 191–399: game 191 was played by both runs and counts once, as the first run played it.
    const rest = { ...report('hard', 'legacy', 130, 209, 191), config: { seats: [{ label: 'hard' }, { label: 'legacy' }], games: 209, seed: '11', workers: 2, first: 191 } };
    withReports({ 'hard-vs-legacy': report('hard', 'legacy', 120, 192), 'hard-vs-legacy-2': rest }, (dir) => {
      const r = strengthResults(dir) as Record<string, any>;
      assert.equal(r['hard-vs-legacy'].games, 400);
      // The first run lost game 191; the continuation's copy of it (a win) is not counted: 120 + 129 wins.
      assert.equal(r['hard-vs-legacy'].winRatePct, 62.3);
      assert.deepEqual(r['hard-vs-legacy'].winCiPct, wilson(249, 400).map((x) => Math.round(x * 1000) / 10));
      assert.deepEqual(r['hard-vs-legacy'].meanScores, [60, 50]);
      assert.equal(r.goal.met, true);
    });
    const other = { ...report('hard', 'legacy', 130, 208, 192), config: { seats: [{ label: 'hard' }, { label: 'legacy' }], games: 208, seed: '12', workers: 2 } };
    withReports({ 'hard-vs-legacy': report('hard', 'legacy', 120, 192), 'hard-vs-legacy-2': other }, (dir) => {
      assert.throws(() => strengthResults(dir), /hard-vs-legacy-2\.json is not a continuation of hard-vs-legacy\.json/);
    });
  });

  for (const [why, wins, games] of [['a win rate under 60 %', 236, 400], ['fewer than 400 games', 240, 399]] as const) {
    it(`the goal is not met with ${why}`, () => {
      withReports({ 'hard-vs-legacy': report('hard', 'legacy', wins, games) }, (dir) => {
        assert.equal((strengthResults(dir) as Record<string, any>).goal.met, false);
      });
    });
  }

  it('Aztec: each match at 3, 4 and 6 seats with chance and bluffing; the goal is judged at 4 seats (≥ 40 %, interval above 25 %, ≥ 400 games)', () => {
    /** A 4-seat report: one `first` among three `other`, the first winning `wins` of `games`. */
    const four = (first: string, other: string, wins: number, games: number) => {
      const r = report(first, other, wins, games) as { config: { seats: { label: string }[] }; summary: Record<string, unknown>[] };
      r.config.seats = [{ label: first }, { label: other }, { label: other }, { label: other }];
      r.summary[0]!.bluffing = { reveals: 2000, bluffRate: 0.9, bluffCi: [0.88, 0.92], caughtRate: 0.1, caughtCi: [0.08, 0.12], accusations: 1000, accuracy: 0.8, accuracyCi: [0.77, 0.83], chance: 0.6 };
      return r;
    };
    withReports({ 'aztec-hard-vs-medium-4': four('hard@600', 'medium', 320, 400), 'aztec-medium-vs-easy-4': four('medium', 'easy', 150, 400) }, (dir) => {
      const r = aztecStrengthResults(dir) as Record<string, any>;
      assert.deepEqual(Object.keys(r), ['hard-vs-medium-4', 'hard-vs-medium-goal', 'medium-vs-easy-4', 'medium-vs-easy-goal']);
      assert.equal(r['hard-vs-medium-4'].chancePct, 25);
      assert.equal(r['hard-vs-medium-4'].winRatePct, 80);
      assert.deepEqual(r['hard-vs-medium-4'].bluffing['hard@600'], { bluffRatePct: 90, bluffCiPct: [88, 92], caughtPct: 10, accusations: 1000, accuracyPct: 80, accuracyCiPct: [77, 83], chancePct: 60 });
      assert.equal(r['hard-vs-medium-4'].bluffing.medium, null);
      assert.equal(r['hard-vs-medium-goal'].met, true);
      // 37.5 %: under 40 %.
      assert.equal(r['medium-vs-easy-goal'].met, false);
    });
  });
});
