/**
 * One Aztec tournament game (`npm run tournament -- --game aztec …`), played through Aztec's engine with
 * every computer deciding from its own seat's view; the table's steps (reveal, curses, end of the round)
 * are the engine's `tableMove`. Bundled by esbuild and run in the tournament's worker processes, like
 * play.ts for Quetzal.
 *
 * Besides the scores it records how each seat bluffs and accuses: at each reveal, whether the card told
 * the truth (the pick is the card's jewels) and who accused it — a seat's bluff rate, how many of its
 * bluffs were accused, and its accusation accuracy (accused liars / accusations) against chance (the share
 * of the other seats' reveals that lied).
 *
 * Reproducible where the bots are: game g uses engine seed `${seed}-${g}`, the seat list rotated by g,
 * and each bot the seed `${seed}-${g}-${seat}`; a hard computer on a deadline depends on the machine's
 * speed too.
 */
import { applyMoveInPlace, newGame, rulesOf, scoreBreakdown, tableMove, viewFor, type AztecState } from '../../src/games/aztec/index.js';
import { chooseMoveWithStats } from '../../src/games/aztec/bots/index.js';
import type { SeatConfig } from './seats.js';
import { commonOptions, emptyResult, recordStandings, seatsOfGame, timedDecision, type Bluffing, type GameResult } from './game-run.js';

export interface GameConfig {
  seats: SeatConfig[];
  seed: string;
}

/** Records the card about to be revealed: a lie or not, and who accused it. */
function recordReveal(s: AztecState, bluffing: Bluffing[]): void {
  const d = s.decision;
  if (d.kind !== 'reveal') return;
  const st = s.seats[d.seat]!;
  const shows = rulesOf(s).jewelCards[st.card!]!;
  const lie = st.pick!.some((n, c) => n !== shows[c]);
  const accused = s.seats.some((x) => x.token !== null && x.token.target === d.seat && !x.token.believe);
  bluffing.forEach((b, i) => {
    if (i === d.seat) {
      b.reveals++;
      if (lie) b.lies++;
      if (lie && accused) b.caught++;
      return;
    }
    b.othersReveals++;
    if (lie) b.othersLies++;
    const token = s.seats[i]!.token;
    if (token && token.target === d.seat && !token.believe) {
      b.accusations++;
      if (lie) b.rightAccusations++;
    }
  });
}

export async function playGame(cfg: GameConfig, game: number): Promise<GameResult> {
  const seats = seatsOfGame(cfg.seats, game);
  const options = seats.map((seat) => {
    if (seat.kind === 'legacy') throw new Error('Aztec has no legacy computer');
    return commonOptions(seat);
  });
  const results = seats.map(emptyResult);
  const bluffing = results.map((r) => (r.bluffing = { reveals: 0, lies: 0, caught: 0, accusations: 0, rightAccusations: 0, othersReveals: 0, othersLies: 0 }));
  const s = newGame({ players: seats.length, seed: `${cfg.seed}-${game}` });
  for (let guard = 0; s.decision.kind !== 'gameOver'; guard++) {
    if (guard > 5000) throw new Error(`game ${game} does not end`);
    const d = s.decision;
    if (d.seats.length === 0) {
      recordReveal(s, bluffing);
      applyMoveInPlace(s, tableMove(s)!);
      continue;
    }
    const seat = d.seats[0]!;
    applyMoveInPlace(s, timedDecision(seats[seat]!, results[seat]!, () => {
      const { move, stats } = chooseMoveWithStats(viewFor(s, seat), { ...options[seat]!, seed: `${cfg.seed}-${game}-${seat}` });
      return { move, iterations: stats && stats.stopped !== 'single' ? stats.iterations : null };
    }));
  }
  recordStandings(results, scoreBreakdown(s));
  return { game, seats: results };
}
