/**
 * Positions at the end of a game, for the tests of the "at any time" exchanges (U07, U10) and of the
 * last-exchanges step: engine, statechart, computers and board tests share them.
 */
import assert from 'node:assert/strict';
import { applyMove, legalMoves, newGame, type GameState } from '../../src/games/quetzal/engine/index.js';
import { campRest, faces } from './helpers.js';

/** Declines every Phase 3 choice (delivers nothing, sells nothing, first listed otherwise) until the table's `prepare`. */
export function toPrepare(state: GameState): GameState {
  let s = campRest(state);
  for (let guard = 0; guard < 60 && s.decision.kind !== 'prepare'; guard++) {
    const moves = legalMoves(s).filter((m) => m.type !== 'exchange');
    s = applyMove(s, moves.find((m) => (m.type === 'deliver' && m.cards.length === 0) || (m.type === 'blackMarket' && m.card === null)) ?? moves[0]!);
  }
  assert.equal(s.decision.kind, 'prepare');
  return s;
}

/** A copy of `s` with the seats' coins set (the Camp pays its meeples, so a test sets the coins it needs at the end). */
export function withCoins(s: GameState, coins: number[]): GameState {
  const copy = JSON.parse(JSON.stringify(s)) as GameState;
  coins.forEach((c, seat) => { copy.seats[seat]!.coins = c; });
  return copy;
}

/**
 * Round 5, its end reached (the table's `prepare`): seat 0 holds U07 with 5 coins and 10 VP, seat 1
 * nothing (and the First Player marker), seat 2 U10 with 3 coins. Seat names Ann, Bob, Cy.
 */
export function lastRound(): GameState {
  const s = newGame({
    seats: ['Ann', 'Bob', 'Cy'], seed: 5,
    scenario: {
      round: 5, firstPlayer: 1, rolls: faces(21, 'white'),
      seats: [{ upgrades: ['U07'], score: 10 }, {}, { upgrades: ['U10'], discovery: 1 }],
    },
  });
  return withCoins(toPrepare(applyMove(s, { type: 'roll' })), [5, 4, 3]);
}
