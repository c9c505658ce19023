/**
 * Speed figures that used to be asserted in tests (issue 12: no wall-clock assertion in test/), now
 * reported by `npm run bench` (bench/run.ts calls `benchRecordsSpeed()`; also
 * `node --import tsx bench/records-speed.ts` alone). Medians of several runs, seeded inputs:
 *  - saving a full 5-player game as the UI does after each move (history → record → JSON → storage),
 *    the JSON part alone, and loading it back with the full check (goal: save ≤ 10 ms);
 *  - refusing huge inputs (a 5 MB text, 100,000 moves, 50,000 levels of nesting, a 5 MB link)
 *    (goal: all of them ≤ 2,000 ms);
 *  - the hard computer's answer to a decision with a single legal move (goal: ≤ 50 ms, no playout).
 */
import { pathToFileURL } from 'node:url';
import {
  applyMoveInPlace, legalMoves, newGame, nextFloat, randomMove, seedRng, viewFor, type GameState, type Move,
} from '../src/games/quetzal/engine/index.js';
import {
  createHistory, createRecord, createSaveSlot, decodeRecord, historyToRecord, memoryStorage, parseRecord, play, RecordError,
} from '../src/games/quetzal/records/index.js';
import { chooseMoveWithStats } from '../src/games/quetzal/bots/index.js';

const GOALS = { saveMs: 10, refuseHugeMs: 2000, singleMoveMs: 50 } as const;

function median(values: number[]): number {
  const s = values.slice().sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

function timed(fn: () => unknown, runs: number): number {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    fn();
    times.push(performance.now() - t0);
  }
  return median(times);
}

const round = (x: number, digits = 3): number => Math.round(x * 10 ** digits) / 10 ** digits;

/** A complete seeded 5-player game of random moves. */
function fullGame(): { options: { players: number; seed: string }; moves: Move[] } {
  const options = { players: 5, seed: 'bench-records-5' };
  const rng = seedRng('bench-records-moves');
  const s = newGame(options);
  const moves: Move[] = [];
  while (s.decision.kind !== 'gameOver') {
    const m = randomMove(s, () => nextFloat(rng))!;
    moves.push(m);
    applyMoveInPlace(s, m);
  }
  return { options, moves };
}

/** Seat views where the seat has one legal move (exchanges aside), along seeded random games. */
function singleMoveViews(count: number): GameState[] {
  const out: GameState[] = [];
  for (let g = 0; out.length < count && g < 200; g++) {
    const rng = seedRng(`bench-single-${g}`);
    const s = newGame({ players: 2 + (g % 4), seed: `bench-single-${g}` });
    while (s.decision.kind !== 'gameOver' && out.length < count) {
      const seat = s.decision.seat;
      const kind = s.decision.kind;
      if (seat !== null && kind !== 'deliver' && kind !== 'blackMarket') {
        const view = viewFor(s, seat);
        if (legalMoves(view).filter((m) => m.type !== 'exchange').length === 1) out.push(view);
      }
      applyMoveInPlace(s, randomMove(s, () => nextFloat(rng))!);
    }
  }
  return out;
}

function refused(fn: () => unknown): boolean {
  try {
    fn();
    return false;
  } catch (e) {
    return e instanceof RecordError && e.code === 'TOO_LARGE';
  }
}

export function benchRecordsSpeed(): object {
  // Saving and loading a full 5-player game.
  const g = fullGame();
  const record = createRecord(g.options, g.moves);
  const slot = createSaveSlot('quetzal:bench', memoryStorage());
  let h = createHistory(g.options);
  for (const m of g.moves) h = play(h, m);
  const chars = slot.save(record).chars;
  const saveMs = timed(() => slot.save(historyToRecord(h)), 201);
  const jsonMs = timed(() => JSON.stringify(record), 201);
  const loadMs = timed(() => slot.load(), 21);

  // Refusing huge inputs.
  const huge = `{"format":"quetzal-record","moves":[${'0,'.repeat(2_500_000)}0]}`;
  const many = { ...record, moves: Array.from({ length: 100_000 }, () => ({ type: 'roll' })) };
  const manyText = JSON.stringify(many);
  const deep = `{"format":"quetzal-record","version":1,"created":null,"options":{"seed":1,"scenario":${'['.repeat(50_000)}${']'.repeat(50_000)}},"moves":[]}`;
  const link = 'A'.repeat(5_000_000);
  const cases: [string, () => unknown][] = [
    ['text5MB', () => parseRecord(huge)],
    ['moves100k', () => parseRecord(many)],
    ['moves100kText', () => parseRecord(manyText)],
    ['deep50k', () => parseRecord(deep)],
    ['link5MB', () => decodeRecord(link)],
  ];
  const refuseMs: Record<string, number> = {};
  let allRefused = true;
  for (const [name, fn] of cases) {
    allRefused &&= refused(fn);
    refuseMs[name] = round(timed(() => refused(fn), 5), 2);
  }
  const refuseTotal = Object.values(refuseMs).reduce((a, b) => a + b, 0);

  // The hard computer facing a single legal move.
  const views = singleMoveViews(30);
  let playouts = 0;
  const singleMs: number[] = [];
  for (let i = 0; i < views.length; i++) {
    const t0 = performance.now();
    const { stats } = chooseMoveWithStats(views[i]!, { strength: 'hard', iterations: 100_000, seed: i });
    singleMs.push(performance.now() - t0);
    playouts += stats?.iterations ?? 0;
  }
  const single = views.length ? median(singleMs) : NaN;

  return {
    save5Players: {
      moves: g.moves.length, chars, medianSaveMs: round(saveMs), medianJsonMs: round(jsonMs), medianLoadMs: round(loadMs, 2),
      goal: { saveMsAtMost: GOALS.saveMs, met: saveMs <= GOALS.saveMs },
    },
    refuseHuge: {
      medianMs: refuseMs, totalMs: round(refuseTotal, 1), allRefusedTooLarge: allRefused,
      goal: { totalMsAtMost: GOALS.refuseHugeMs, met: allRefused && refuseTotal <= GOALS.refuseHugeMs },
    },
    hardSingleMove: {
      positions: views.length, medianMs: round(single), maxMs: round(Math.max(...singleMs), 2), playouts,
      goal: { medianMsAtMost: GOALS.singleMoveMs, met: views.length > 0 && playouts === 0 && single <= GOALS.singleMoveMs },
    },
  };
}

// Run directly (not when bench/run.ts imports it).
if (process.argv[1] && pathToFileURL(process.argv[1]).href === import.meta.url) {
  console.log(JSON.stringify(benchRecordsSpeed(), null, 2));
}
