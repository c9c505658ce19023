/**
 * The computers and the "at any time" exchanges: in the last-exchanges step every strength makes the
 * exchanges that raise its final score, then is done; whole games of computers go through the step.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { applyMove, applyMoveInPlace, currentDecision, newGame, scoreBreakdown, viewFor, type GameState } from '../../src/games/quetzal/engine/index.js';
import { chooseMove, STRENGTHS } from '../../src/games/quetzal/bots/index.js';
import { handleRequest } from '../../src/entries/bot-worker.js';
import { faces } from './helpers.js';
import { lastRound, withCoins } from './last-round.js';

/** Plays the step's decisions of `seat` with `strength` until another seat decides or the game is over. */
function decideAll(state: GameState, seat: number, strength: (typeof STRENGTHS)[number]): GameState {
  let s = state;
  for (let guard = 0; guard < 20 && s.decision.seat === seat; guard++) {
    s = applyMove(s, chooseMove(viewFor(s, seat), { strength, iterations: 40, seed: 'last' }));
  }
  return s;
}

describe('computers in the last-exchanges step', () => {
  for (const strength of STRENGTHS) {
    it(`${strength}: makes the exchanges that raise its final score (U10 when it pays, U07 while pairs gain), then is done`, () => {
      let s = applyMove(lastRound(), { type: 'prepare' });
      assert.deepEqual(currentDecision(s), { kind: 'lastExchanges', seat: 2 });
      // Cy, U10 and 3 coins on Discovery space 1: space 2 pays 1 VP, as 3 coins would at the end, and the track breaks ties.
      assert.deepEqual(chooseMove(viewFor(s, 2), { strength, iterations: 40 }), { type: 'exchange', seat: 2, tile: 'U10' });
      s = decideAll(s, 2, strength);
      assert.deepEqual([s.seats[2]!.coins, s.seats[2]!.discovery], [0, 2]);
      // Ann, U07 and 5 coins (1 VP if kept): one exchange leaves 3 coins, 1 VP + 1 VP; a second one would
      // make no more (2 VP + 1 coin), so she is done with 3 coins.
      assert.deepEqual(currentDecision(s), { kind: 'lastExchanges', seat: 0 });
      s = decideAll(s, 0, strength);
      assert.equal(s.phase, 'gameOver');
      assert.deepEqual([s.seats[0]!.coins, s.seats[0]!.score], [3, 11]);
      const ann = scoreBreakdown(s)[0]!;
      assert.equal(ann.track + ann.coinVp, 10 + 2, 'the most 5 coins can make');
    });
  }

  it('with 3 coins and U07 the medium computer is done at once (1 exchange or none: 1 VP either way)', () => {
    let s = applyMove(withCoins(lastRound(), [3, 4, 0]), { type: 'prepare' });
    assert.deepEqual(currentDecision(s), { kind: 'lastExchanges', seat: 0 });
    assert.deepEqual(chooseMove(viewFor(s, 0), { strength: 'medium' }), { type: 'endExchanges', seat: 0 });
    s = applyMove(s, { type: 'endExchanges', seat: 0 });
    assert.equal(scoreBreakdown(s)[0]!.coinVp, 1);
  });

  it('the worker protocol answers the step like any decision', () => {
    const s = applyMove(lastRound(), { type: 'prepare' });
    const view = viewFor(withCoins(s, [5, 4, 0]), 2);
    assert.deepEqual(handleRequest({ id: 7, view, options: { strength: 'medium' } }), { id: 7, move: { type: 'endExchanges', seat: 2 } }, 'no coins: done');
  });

  it('whole games of medium computers with U07 holders go through the step and leave no pair of coins unexchanged', () => {
    let steps = 0;
    for (let g = 0; g < 6; g++) {
      const s = newGame({
        players: 3, seed: `bots-last-${g}`,
        scenario: { round: 5, firstPlayer: g % 3, rolls: faces(21, g % 2 ? 'black' : 'white'), seats: [{ upgrades: ['U07'], coins: 3 + g }, {}, { upgrades: ['U07', 'U10'] }] },
      });
      for (let guard = 0; s.phase !== 'gameOver'; guard++) {
        assert.ok(guard < 500);
        if (s.decision.kind === 'lastExchanges') steps++;
        const seat = s.decision.seat;
        applyMoveInPlace(s, seat === null ? { type: s.decision.kind as 'roll' | 'prepare' } : chooseMove(viewFor(s, seat), { strength: 'medium' }));
      }
      for (const seat of [0, 2]) assert.ok(s.seats[seat]!.coins < 2 || s.seats[seat]!.coins === 3, `game ${g}, seat ${seat}: ${s.seats[seat]!.coins} coins left`);
    }
    assert.ok(steps > 0, 'the step was reached');
  });
});
