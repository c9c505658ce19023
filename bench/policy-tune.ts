/**
 * Tunes the weights of the bots' value model (src/games/quetzal/bots/values.ts: `W`, `UPGRADE_USE`) by self-play of the
 * hard computer's playout policy in 2-seat games (the strength goal's format, issue #14).
 *
 * The policy is the medium heuristic's softmax (`policyMove` at HARD_TEMPERATURE) for every decision, the
 * rolls and the preparation as in hard.ts `playout`. It reads the module-level weights, so each seat gets
 * its own by writing them in before each of its moves (single-threaded; the cost is small).
 *
 * SPSA (simultaneous perturbation): θ is the weights in units of each one's scale (PARAMS), 0 = today's. Each
 * iteration draws Δ ∈ {−1, +1}ⁿ, plays PAIRS seeds twice — θ + cΔ against θ − cΔ, then the seats swapped, on
 * the same engine and policy seeds (common random numbers) — and steps θ by a × (win share of θ + cΔ − that
 * of θ − cΔ) / (2c) × Δ. The seeds are `tune-…`; validation uses `held-…` seeds, which tuning never sees.
 *
 *   node --import tsx bench/policy-tune.ts [--iterations 400] [--pairs 250] [--a 10] [--c 1] [--out bench/policy-tune.json]
 *                                          [--from earlier.json --seed tune2]   (go on from an earlier run's weights)
 *   node --import tsx bench/policy-tune.ts --validate bench/policy-tune.json [--games 20000] [--against other.json]
 *
 * Deterministic: fixed seeds, the same report on every run.
 *
 * The weights in src/games/quetzal/bots/values.ts are the result (bench/policy-tune.json), so "today's" (θ = 0) are now the
 * tuned ones; the hand-set ones they replaced are kept in bench/policy-tune-handset.json. The two runs were
 *   --iterations 400 --pairs 250 --a 10 --c 1 --seed tune                   (from the hand-set weights) → policy-tune-1.json
 *   --iterations 300 --pairs 1000 --a 5 --c 1 --seed tune2 --from bench/policy-tune-1.json → policy-tune.json
 * (to replay the first from the tuned tree, add --from bench/policy-tune-handset.json), and the held-out check
 *   --validate bench/policy-tune.json --against bench/policy-tune-handset.json
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { applyMoveInPlace, newGame, nextFloat, scoreBreakdown, seedRng, type GameState, type Move } from '../src/games/quetzal/engine/index.js';
import { bestMove, policyMove } from '../src/games/quetzal/bots/heuristic.js';
import { HARD_TEMPERATURE } from '../src/games/quetzal/bots/defaults.js';
import { UPGRADE_USE, W, setUpgradeUse } from '../src/games/quetzal/bots/values.js';
import type { UpgradeKind } from '../src/games/quetzal/engine/data.js';

/** One tuned weight: how to read and write it, the size of a unit step of θ, and its sensible range. */
export interface Param { name: string; scale: number; min: number; max: number; get: () => number; set: (v: number) => void }

type ScalarKey = { [K in keyof typeof W]: (typeof W)[K] extends number ? K : never }[keyof typeof W];

function scalar(key: ScalarKey, scale: number, min = 0, max = Infinity): Param {
  return { name: key, scale, min, max, get: () => W[key], set: (v) => (W[key] = v) };
}

/** An entry of an array weight; writing it replaces the array (they are shared, read-only lists). */
function entry(key: 'keepShare' | 'outbidChance', i: number, scale: number): Param {
  return {
    name: `${key}[${i}]`, scale, min: 0, max: 1, get: () => W[key][i]!,
    set: (v) => {
      if (W[key][i] === v) return;
      const next = W[key].slice();
      next[i] = v;
      W[key] = next;
    },
  };
}

function use(kind: UpgradeKind, scale: number): Param {
  return { name: `UPGRADE_USE.${kind}`, scale, min: 0, max: Infinity, get: () => UPGRADE_USE[kind], set: (v) => setUpgradeUse(kind, v) };
}

/**
 * The weights tuned. Array weights per entry only where 2 seats read them: keepShare by round 1–4 (all of
 * them), outbidChance at 2 seats.
 */
export const PARAMS: readonly Param[] = [
  scalar('coinEarly', 0.1), scalar('coinLate', 0.1),
  entry('keepShare', 1, 0.05), entry('keepShare', 2, 0.05), entry('keepShare', 3, 0.05), entry('keepShare', 4, 0.05),
  scalar('deliveryCostPerCard', 0.08), scalar('gainShare', 0.05, 0, 1), scalar('unknownCard', 0.3), scalar('discoveryStep', 0.1),
  scalar('unknownUpgrade', 0.4), scalar('firstPlayerMid', 0.3), entry('outbidChance', 2, 0.05), scalar('denial', 0.1),
  scalar('wildUse', 0.1), scalar('faceWild', 0.1), scalar('imbalance', 0.05), scalar('campReroll', 0.03), scalar('campOne', 0.05),
  ...(['U01', 'U02', 'U03', 'U04', 'U05', 'U06', 'U07', 'U08', 'U09', 'U10', 'U11'] as const).map((k) => use(k, 0.15)),
];

/** Today's values (read when this module loads, before any change). */
export const BASE: readonly number[] = PARAMS.map((p) => p.get());

/** θ (units of scale, 0 = BASE) → weights, kept in each one's range. */
export function toWeights(theta: readonly number[]): number[] {
  return PARAMS.map((p, i) => Math.min(p.max, Math.max(p.min, BASE[i]! + theta[i]! * p.scale)));
}

/** Weights → θ (the inverse of toWeights inside the ranges). */
export function toTheta(weights: readonly number[]): number[] {
  return PARAMS.map((p, i) => (weights[i]! - BASE[i]!) / p.scale);
}

/** Writes weights into the value model (every bot in this process reads them). */
export function applyWeights(weights: readonly number[]): void {
  PARAMS.forEach((p, i) => p.set(weights[i]!));
}

export function readWeights(): number[] {
  return PARAMS.map((p) => p.get());
}

/**
 * One game between seats each playing with its own weights (`seats[i]`), by the playout policy at
 * `temperature` (0: the medium bot's best move). Returns each seat's share of the win (a shared win splits).
 * Leaves the weights of the last seat to move written in: callers reset them (applyWeights(BASE)).
 */
export function playGame(seats: readonly (readonly number[])[], seed: string, temperature = HARD_TEMPERATURE): number[] {
  const s: GameState = newGame({ players: seats.length, seed });
  const rng = seedRng(`${seed}-policy`);
  const random = () => nextFloat(rng);
  let current: readonly number[] | null = null;
  for (let guard = 0; s.decision.kind !== 'gameOver'; guard++) {
    if (guard > 20000) throw new Error(`policy-tune: game ${seed} did not end`);
    const d = s.decision;
    let move: Move;
    if (d.kind === 'roll' || d.kind === 'prepare') move = { type: d.kind };
    else {
      const mine = seats[d.seat!]!;
      if (mine !== current) { applyWeights(mine); current = mine; }
      move = temperature > 0 ? policyMove(s, random, temperature) : bestMove(s);
    }
    applyMoveInPlace(s, move);
  }
  const lines = scoreBreakdown(s).filter((l) => l.seat < seats.length);
  const winners = lines.filter((l) => l.winner).length;
  return seats.map((_, i) => (lines[i]!.winner ? 1 / winners : 0));
}

/**
 * `a` against `b` on `pairs` seeds, each played twice with the seats swapped (at more seats: `a` in one seat
 * among `b`s, rotated through every seat). Returns a's mean win share and the games played.
 */
export function match(a: readonly number[], b: readonly number[], pairs: number, prefix: string, players = 2, temperature = HARD_TEMPERATURE): { share: number; games: number; wins: number[] } {
  const wins: number[] = [];
  for (let k = 0; k < pairs; k++) {
    for (let at = 0; at < players; at++) {
      const seats = Array.from({ length: players }, (_, i) => (i === at ? a : b));
      wins.push(playGame(seats, `${prefix}-${players}-${k}`, temperature)[at]!);
    }
  }
  applyWeights(BASE);
  const share = wins.reduce((x, y) => x + y, 0) / wins.length;
  return { share, games: wins.length, wins };
}

/** Win share with a 95 % interval (normal approximation on the per-seed means, which pairs the swapped games). */
export function interval(wins: readonly number[], perSeed: number): { share: number; lo: number; hi: number } {
  const means: number[] = [];
  for (let i = 0; i < wins.length; i += perSeed) means.push(wins.slice(i, i + perSeed).reduce((x, y) => x + y, 0) / perSeed);
  const n = means.length;
  const m = means.reduce((x, y) => x + y, 0) / n;
  const v = means.reduce((x, y) => x + (y - m) ** 2, 0) / (n - 1);
  const h = 1.96 * Math.sqrt(v / n);
  return { share: m, lo: m - h, hi: m + h };
}

/** A deterministic ±1 vector for iteration `k` (a name). */
function delta(k: string, n: number): number[] {
  const rng = seedRng(k);
  return Array.from({ length: n }, () => (nextFloat(rng) < 0.5 ? -1 : 1));
}

export interface TuneOptions { iterations: number; pairs: number; a: number; c: number; start?: readonly number[]; seed?: string; log?: (line: string) => void }

/**
 * SPSA from θ = `start` (default 0: today's weights); returns the final θ (the mean of the last half of the
 * iterates: less noise). `seed` names the run's seeds (a second run from the first's result plays new games).
 */
export function tune({ iterations, pairs, a, c, start, seed = 'tune', log }: TuneOptions): number[] {
  const n = PARAMS.length;
  let theta = start ? start.slice() : new Array<number>(n).fill(0);
  const tail = new Array<number>(n).fill(0);
  let tailCount = 0;
  for (let k = 0; k < iterations; k++) {
    const ak = a / (k + 1 + iterations / 10) ** 0.602;
    const ck = c / (k + 1) ** 0.101;
    const d = delta(`${seed}-delta-${k}`, n);
    const plus = toWeights(theta.map((t, i) => t + ck * d[i]!));
    const minus = toWeights(theta.map((t, i) => t - ck * d[i]!));
    const r = match(plus, minus, pairs, `${seed}-${k}`);
    const diff = 2 * r.share - 1; // plus's share minus minus's
    theta = theta.map((t, i) => Math.max((PARAMS[i]!.min - BASE[i]!) / PARAMS[i]!.scale, t + (ak * diff * d[i]!) / (2 * ck)));
    if (k >= iterations / 2) { theta.forEach((t, i) => (tail[i]! += t)); tailCount++; }
    log?.(`iteration ${k + 1}/${iterations}: θ+ share ${(r.share * 100).toFixed(1)} % over ${r.games}; |θ| ${Math.hypot(...theta).toFixed(2)}`);
  }
  return tail.map((t) => t / tailCount);
}

function report(label: string, r: { wins: number[] }, perSeed: number): string {
  const i = interval(r.wins, perSeed);
  return `${label}: ${(i.share * 100).toFixed(1)} % [${(i.lo * 100).toFixed(1)}, ${(i.hi * 100).toFixed(1)}] over ${r.wins.length} games`;
}

/**
 * Held-out check of tuned weights against `against` (default today's): 2 seats (policy, medium), 3 and 4
 * seats (policy; one tuned seat among the others, rotated).
 */
export function validate(tuned: readonly number[], games: number, log: (line: string) => void, against: readonly number[] = BASE): void {
  const pairs = Math.ceil(games / 2);
  log(report('2 seats, policy (tuned vs reference)', match(tuned, against, pairs, 'held'), 2));
  log(report('2 seats, medium (tuned vs reference)', match(tuned, against, pairs, 'held-medium', 2, 0), 2));
  log(report('3 seats, policy (1 tuned among reference)', match(tuned, against, Math.ceil(games / 6), 'held', 3), 3).replace('%', '% (fair share 33.3 %)'));
  log(report('4 seats, policy (1 tuned among reference)', match(tuned, against, Math.ceil(games / 8), 'held', 4), 4).replace('%', '% (fair share 25 %)'));
}

/** Weights saved by a run (by name; a weight the file lacks keeps today's value). */
function loadWeights(file: string): number[] {
  const saved = JSON.parse(readFileSync(file, 'utf8')) as { weights: Record<string, number> };
  return PARAMS.map((p, i) => saved.weights[p.name] ?? BASE[i]!);
}

function main(argv: string[]): void {
  const get = (name: string, def: string) => { const i = argv.indexOf(`--${name}`); return i >= 0 ? argv[i + 1]! : def; };
  const log = (line: string) => console.log(line);
  const validateFile = argv.includes('--validate') ? get('validate', '') : null;
  if (validateFile) {
    const against = argv.includes('--against') ? loadWeights(get('against', '')) : BASE;
    validate(loadWeights(validateFile), Number(get('games', '20000')), log, against);
    return;
  }
  const iterations = Number(get('iterations', '400'));
  const pairs = Number(get('pairs', '250'));
  const from = argv.includes('--from') ? loadWeights(get('from', '')) : null;
  const t0 = performance.now();
  const timing = match(BASE, BASE, 50, 'timing');
  log(`time per 2-seat policy game: ${((performance.now() - t0) / timing.games).toFixed(2)} ms`);
  const seed = get('seed', 'tune');
  const theta = tune({ iterations, pairs, a: Number(get('a', '10')), c: Number(get('c', '1')), start: from ? toTheta(from) : undefined, seed, log });
  const weights = toWeights(theta);
  log('weight: today → tuned');
  PARAMS.forEach((p, i) => log(`  ${p.name}: ${BASE[i]!.toFixed(3)} → ${weights[i]!.toFixed(3)}`));
  const out = get('out', 'bench/policy-tune.json');
  writeFileSync(out, JSON.stringify({ iterations, pairs, seed, from: from ? get('from', '') : null, weights: Object.fromEntries(PARAMS.map((p, i) => [p.name, Number(weights[i]!.toFixed(3))])) }, null, 2) + '\n');
  log(`wrote ${out}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main(process.argv.slice(2));
