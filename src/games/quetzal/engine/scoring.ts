/** End-of-game scoring and ranking. [rulebook: Jon 34 + 2 + floor(8/3) + 5 = 43] */
import { rulesOf } from './ruleset.js';
import type { GameState, ScoreLine } from './types.js';

/**
 * Per seat: VP on the track, the First Player marker's +2, 1 VP per 3 coins, the VP of every Upgrade
 * gained (discarded ones included), the total and the rank. Ties go to the seat furthest on the
 * Discovery track; a tie there too is shared (equal rank, both winners). Before the game ends this is
 * the score as it would stand if the game ended now.
 */
export function scoreBreakdown(state: GameState): ScoreLine[] {
  const r = rulesOf(state);
  const lines: ScoreLine[] = state.seats.map((seat, i) => {
    const firstPlayer = state.firstPlayer === i ? r.endScoring.firstPlayerVp : 0;
    const coinVp = Math.floor(seat.coins / r.endScoring.coinsPerVp);
    let upgrades = 0;
    for (const tile of [...seat.upgrades, ...seat.upgradeDiscard]) upgrades += r.upgrades[r.tiles[tile]!.kind].vp;
    return {
      seat: i,
      name: seat.name,
      track: seat.score,
      firstPlayer,
      coins: seat.coins,
      coinVp,
      upgrades,
      total: seat.score + firstPlayer + coinVp + upgrades,
      discovery: seat.discovery,
      rank: 0,
      winner: false,
    };
  });
  const better = (a: ScoreLine, b: ScoreLine) => a.total > b.total || (a.total === b.total && a.discovery > b.discovery);
  for (const line of lines) {
    line.rank = 1 + lines.filter((other) => better(other, line)).length;
    line.winner = line.rank === 1;
  }
  return lines;
}
