/**
 * Aztec's engine speed beside Quetzal's (bench/engine.ts, the same method): random complete games per
 * second, 3–6 seats, three ways, each the median of RUNS runs of RUN_MS in a worker of its own, the
 * ways' runs interleaved:
 *  - fast path: `applyRandomMoveInPlace` (no check, no move object);
 *  - move + in place: `randomMove` + `applyMoveInPlace` (the move built and checked);
 *  - public path: `randomMove` + `applyMove` (the input state never changed).
 * Goals at four seats: fast path ≥ 20,000, public path ≥ 5,000 games/s.
 * `node --import tsx bench/aztec-engine.ts` prints the table alone.
 */
import { pathToFileURL } from 'node:url';
import { bundlePaths, goalLines, ratesBySeats, RUN_MS, RUNS } from './engine.js';

export const AZTEC_FAST_GOAL_4P = 20_000;
export const AZTEC_PUBLIC_GOAL_4P = 5_000;

const PATHS = ['fast', 'pair', 'public'] as const;

export interface AztecEngineRow {
  seats: number;
  /** applyRandomMoveInPlace */
  fastGamesPerSec: number;
  /** randomMove + applyMoveInPlace */
  pairGamesPerSec: number;
  /** randomMove + applyMove */
  publicGamesPerSec: number;
}

export async function benchAztecEngine(): Promise<{ rows: AztecEngineRow[]; goals: object }> {
  const file = await bundlePaths('bench/aztec-engine-paths.ts');
  const rows = (await ratesBySeats(file, PATHS, process.env.BENCH_AZTEC_SEATS ?? '3,4,5,6')).map(({ seats, rates: [fast, pair, pub] }): AztecEngineRow => (
    { seats, fastGamesPerSec: Math.round(fast!), pairGamesPerSec: Math.round(pair!), publicGamesPerSec: Math.round(pub!) }));
  const four = rows.find((r) => r.seats === 4);
  return {
    rows,
    goals: !four ? {} : {
      aztecFastFourSeatGamesPerSec: { goal: AZTEC_FAST_GOAL_4P, measured: four.fastGamesPerSec, met: four.fastGamesPerSec >= AZTEC_FAST_GOAL_4P },
      aztecPublicFourSeatGamesPerSec: { goal: AZTEC_PUBLIC_GOAL_4P, measured: four.publicGamesPerSec, met: four.publicGamesPerSec >= AZTEC_PUBLIC_GOAL_4P },
    },
  };
}

export function formatAztecEngine(result: Awaited<ReturnType<typeof benchAztecEngine>>): string {
  const lines = [
    `Aztec: random complete games per second (median of ${RUNS} runs of ${RUN_MS} ms, bundled code)`,
    'seats | fast path (applyRandomMoveInPlace) | randomMove + applyMoveInPlace | public path (randomMove + applyMove)',
  ];
  for (const r of result.rows) {
    lines.push(`${String(r.seats).padStart(5)} | ${String(r.fastGamesPerSec).padStart(34)} | ${String(r.pairGamesPerSec).padStart(29)} | ${String(r.publicGamesPerSec).padStart(37)}`);
  }
  return [...lines, ...goalLines(result.goals)].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(formatAztecEngine(await benchAztecEngine()));
}
