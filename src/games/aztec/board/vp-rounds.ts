/**
 * Each seat's VP at the start and at the end of each round, for the game-over chart: the game replayed
 * from its options and moves, scored by the engine (scoreBreakdown) after each round's last step. Read
 * only at the end of a game, when nothing is hidden any more.
 */
import type { SeatCurve } from '../../../kit/ui/score-chart.js';
import { applyMove } from '../engine.js';
import { scoreBreakdown } from '../scoring.js';
import { newGame, type AztecOptions } from '../setup.js';
import type { AztecMove } from '../types.js';

export function scoresByRound(options: AztecOptions, moves: readonly AztecMove[]): SeatCurve[] {
  let state = newGame(options);
  const totals = (s: typeof state) => scoreBreakdown(s).sort((a, b) => a.seat - b.seat).map((l) => l.total);
  const points = [totals(state)];
  for (const move of moves) {
    state = applyMove(state, move);
    if (move.type === 'endRound') points.push(totals(state));
  }
  const final = totals(state);
  return final.map((total, seat) => ({ seat, rounds: points.map((p) => p[seat]!), total }));
}
