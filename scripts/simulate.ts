/**
 * `npm run simulate -- --players 4 --games 1000 --seed 7`
 * Plays random games through the engine and prints mean scores, spread, rounds and how often each
 * location is used: a sanity check of the printed defaults in src/games/quetzal/engine/data.ts.
 */
import {
  applyMoveInPlace, currentDecision, newGame, nextFloat, randomMove, scoreBreakdown, seedRng, type GameEvent,
} from '../src/games/quetzal/engine/index.js';

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  if (i < 0) return fallback;
  const value = Number(process.argv[i + 1]);
  if (!Number.isInteger(value) || value < 1) {
    console.error(`--${name} needs a positive whole number, got ${JSON.stringify(process.argv[i + 1])}`);
    process.exit(2);
  }
  return value;
}

const players = arg('players', 4);
const games = arg('games', 1000);
const seed = arg('seed', 1);
if (players < 2 || players > 5) {
  console.error('--players must be 2 to 5');
  process.exit(2);
}

const rng = seedRng(`simulate-${seed}`);
const random = () => nextFloat(rng);
const totals: number[] = [];
const winners: number[] = [];
const bySeat = Array.from({ length: players }, () => 0);
const locationUse = new Map<string, number>();
const parts = { track: 0, firstPlayer: 0, coinVp: 0, upgrades: 0 };
let rounds = 0;
let moves = 0;
const events: GameEvent[] = [];
const started = performance.now();

for (let g = 0; g < games; g++) {
  const state = newGame({ players, seed: `${seed}-${g}` });
  while (currentDecision(state).kind !== 'gameOver') {
    events.length = 0;
    applyMoveInPlace(state, randomMove(state, random)!, events);
    moves++;
    for (const e of events) {
      if (e.type === 'placed') locationUse.set(e.location, (locationUse.get(e.location) ?? 0) + e.count);
    }
  }
  rounds += state.round;
  for (const line of scoreBreakdown(state)) {
    totals.push(line.total);
    bySeat[line.seat]! += line.total;
    parts.track += line.track;
    parts.firstPlayer += line.firstPlayer;
    parts.coinVp += line.coinVp;
    parts.upgrades += line.upgrades;
    if (line.winner) winners.push(line.total);
  }
}

const seconds = (performance.now() - started) / 1000;
const mean = totals.reduce((a, b) => a + b, 0) / totals.length;
const sd = Math.sqrt(totals.reduce((a, b) => a + (b - mean) ** 2, 0) / totals.length);
const sorted = totals.slice().sort((a, b) => a - b);
const pct = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
const per = (x: number) => (x / totals.length).toFixed(1);

console.log(`${games} random ${players}-player games (seed ${seed}) in ${seconds.toFixed(1)} s, ${(moves / games).toFixed(0)} moves per game`);
console.log(`rounds per game: ${(rounds / games).toFixed(2)}`);
console.log(`final score per seat: mean ${mean.toFixed(1)}, sd ${sd.toFixed(1)}, min ${sorted[0]}, p10 ${pct(0.1)}, median ${pct(0.5)}, p90 ${pct(0.9)}, max ${sorted.at(-1)}`);
console.log(`winning score: mean ${(winners.reduce((a, b) => a + b, 0) / winners.length).toFixed(1)}`);
console.log(`score parts per seat: track ${per(parts.track)}, first player ${per(parts.firstPlayer)}, coins ${per(parts.coinVp)}, upgrades ${per(parts.upgrades)}`);
console.log(`mean score by seat index: ${bySeat.map((t) => (t / games).toFixed(1)).join(' / ')}`);
console.log('meeples placed per game, by location:');
for (const [loc, n] of [...locationUse.entries()].sort((a, b) => b[1] - a[1])) {
  console.log(`  ${loc.padEnd(14)} ${(n / games).toFixed(2)}`);
}
