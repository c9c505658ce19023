/**
 * Each seat's VP round by round, for the game-over chart (the game-over chunk): read off the game's
 * log — the engine's own `vp` events of every move, each entry tagged with the round it was played in
 * — anchored on the engine's final track score, so nothing of the rules is decided again here. A game
 * that started from a given position (no log for its first rounds) shows those rounds at the score it
 * started with.
 */
import { ROUNDS, type GameState, type ScoreLine } from '../../engine/index.js';
import type { LogEntry } from '../../statechart/quetzal-machine.js';

export type { SeatCurve } from '../../../../kit/ui/score-chart.js';
import type { SeatCurve } from '../../../../kit/ui/score-chart.js';

export function vpByRound(game: GameState, log: readonly LogEntry[], scores: readonly ScoreLine[]): SeatCurve[] {
  // later[seat][r]: VP the seat gained in rounds after r.
  const later = game.seats.map(() => new Array<number>(ROUNDS + 1).fill(0));
  for (const entry of log) {
    for (const e of entry.events) {
      if (e.type !== 'vp' || !later[e.seat]) continue;
      for (let r = 0; r < entry.round && r <= ROUNDS; r++) later[e.seat]![r]! += e.amount;
    }
  }
  return game.seats.map((s, seat) => ({
    seat,
    rounds: later[seat]!.map((after) => s.score - after),
    total: scores.find((x) => x.seat === seat)?.total ?? s.score,
  }));
}
