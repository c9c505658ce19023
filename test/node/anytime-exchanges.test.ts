/**
 * "At any time, you can exchange…" (U07: 2 coins → 1 VP; U10: 3 coins → 1 Discovery) [rulebook; FR "À
 * n'importe quel moment"]: the engine accepts the exchange from its holder at every moment before the
 * game is over — its own decision, another seat's, the table's steps — and leaves the decision where
 * it was; after round 5 a last-exchanges step gives each holder who can still exchange a last decision,
 * in seat order from the First Player, before the final scores.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  applyMove, applyMoveWithEvents, applyRandomMoveInPlace, currentDecision, exchangeMoves, legalMoves, newGame, nextFloat, randomMove,
  scoreBreakdown, seedRng, tableMove, applyMoveInPlace, checkMove, type GameState, type Move, type Scenario,
} from '../../src/games/quetzal/engine/index.js';
import { assertRejected, faces } from './helpers.js';
import { lastRound, toPrepare, withCoins } from './last-round.js';

const [A, B, C] = [0, 1, 2];

function rolled(scenario: Scenario, players = 3): GameState {
  return applyMove(newGame({ players, seed: 11, scenario: { firstPlayer: A, rolls: faces(7 * players, 'white'), ...scenario } }), { type: 'roll' });
}

describe('"at any time" exchanges: every moment before the end', () => {
  it('during the holder\'s own decision: listed with its moves, accepted, the decision stays', () => {
    let s = rolled({ seats: [{ upgrades: ['U07'], coins: 4 }, {}, {}] });
    assert.deepEqual(legalMoves(s).filter((m) => m.type === 'exchange'), [{ type: 'exchange', seat: A, tile: 'U07' }]);
    s = applyMove(s, { type: 'exchange', seat: A, tile: 'U07' });
    assert.deepEqual([s.seats[A]!.coins, s.seats[A]!.score], [2, 1]);
    assert.deepEqual(currentDecision(s), { kind: 'place', seat: A });
  });

  it('during another seat\'s decision: accepted from the holder, the decision stays that seat\'s', () => {
    let s = rolled({ seats: [{}, { upgrades: ['U07'], coins: 4 }, {}] });
    assert.deepEqual(currentDecision(s), { kind: 'place', seat: A });
    assert.deepEqual(exchangeMoves(s, B), [{ type: 'exchange', seat: B, tile: 'U07' }], 'the query answers for a seat not deciding');
    assert.ok(!legalMoves(s).some((m) => m.type === 'exchange'), 'legalMoves lists the deciding seat\'s moves only');
    const { state, events } = applyMoveWithEvents(s, { type: 'exchange', seat: B, tile: 'U07' });
    s = state;
    assert.deepEqual([s.seats[B]!.coins, s.seats[B]!.score], [2, 1]);
    assert.deepEqual(events, [
      { type: 'exchanged', seat: B, tile: 'U07' }, { type: 'coins', seat: B, amount: -2, reason: 'U07' }, { type: 'vp', seat: B, amount: 1, reason: 'U07' },
    ]);
    assert.deepEqual(currentDecision(s), { kind: 'place', seat: A }, 'still A\'s placement');
  });

  it('during the table\'s steps (the roll, the end of a round): accepted, the table still decides', () => {
    let s = newGame({ players: 3, seed: 2, scenario: { firstPlayer: A, seats: [{}, {}, { upgrades: ['U10'], coins: 7 }] } });
    assert.deepEqual(currentDecision(s), { kind: 'roll', seat: null });
    s = applyMove(s, { type: 'exchange', seat: C, tile: 'U10' });
    assert.deepEqual([s.seats[C]!.coins, s.seats[C]!.discovery], [4, 1]);
    assert.deepEqual(currentDecision(s), { kind: 'roll', seat: null });
    assert.deepEqual(tableMove(s), { type: 'roll' });
    s = toPrepare(applyMove(s, { type: 'roll' }));
    const coins = s.seats[C]!.coins;
    s = applyMove(s, { type: 'exchange', seat: C, tile: 'U10' });
    assert.equal(s.seats[C]!.coins, coins - 3);
    assert.deepEqual(currentDecision(s), { kind: 'prepare', seat: null });
  });

  it('a U10 exchange whose Discovery reward is an Upgrade: the holder settles it (both slots full), then the decision that stood comes back', () => {
    let s = rolled({ upgradePile: ['U03'], seats: [{}, { upgrades: ['U10', 'U07'], coins: 3, discovery: 4 }, {}] });
    s = applyMove(s, { type: 'exchange', seat: B, tile: 'U10' });
    assert.equal(s.seats[B]!.discovery, 5);
    const d = currentDecision(s);
    assert.equal(d.kind, 'discardUpgrade');
    assert.equal(d.seat, B);
    s = applyMove(s, { type: 'discardUpgrade', seat: B, tile: (d as { tiles: number[] }).tiles[2]! });
    assert.deepEqual(currentDecision(s), { kind: 'place', seat: A }, 'back to A\'s placement');
  });

  it('refused with a clear code: a seat without the tile, without the coins, a seat that does not exist', () => {
    const s = rolled({ seats: [{ upgrades: ['U07'], coins: 1 }, {}, {}] });
    assertRejected(s, { type: 'exchange', seat: B, tile: 'U07' }, 'NO_UPGRADE');
    assertRejected(s, { type: 'exchange', seat: A, tile: 'U07' }, 'NOT_ENOUGH_COINS');
    assertRejected(s, { type: 'exchange', seat: 7, tile: 'U07' }, 'MALFORMED_MOVE');
    assertRejected(s, { type: 'exchange', seat: '1', tile: 'U07' } as unknown as Move, 'MALFORMED_MOVE');
    assertRejected(s, { type: 'exchange', seat: A, tile: 'U08' } as unknown as Move, 'MALFORMED_MOVE');
    assert.deepEqual(exchangeMoves(s, 7), []);
    assert.deepEqual(exchangeMoves(s, null), []);
  });
});

describe('the last-exchanges step', () => {
  it('after round 5\'s end each holder who can exchange decides, in seat order from the First Player; then the final scores', () => {
    let s = lastRound();
    const { state, events } = applyMoveWithEvents(s, { type: 'prepare' });
    s = state;
    assert.equal(s.phase, 'lastExchanges');
    assert.deepEqual(events, [], 'no gameOver yet');
    // Order from B (the marker): B holds nothing, so C, then A.
    assert.deepEqual(currentDecision(s), { kind: 'lastExchanges', seat: C });
    assert.deepEqual(legalMoves(s), [{ type: 'endExchanges', seat: C }, { type: 'exchange', seat: C, tile: 'U10' }]);
    assert.equal(tableMove(s), null, 'a seat decides, not the table');
    // A may exchange before its turn comes ("at any time"): C still decides.
    s = applyMove(s, { type: 'exchange', seat: A, tile: 'U07' });
    assert.deepEqual([s.seats[A]!.coins, s.seats[A]!.score], [3, 11]);
    assert.deepEqual(currentDecision(s), { kind: 'lastExchanges', seat: C });
    // C spends its last 3 coins: it cannot exchange any more, so its turn ends by itself.
    s = applyMove(s, { type: 'exchange', seat: C, tile: 'U10' });
    assert.deepEqual([s.seats[C]!.coins, s.seats[C]!.discovery], [0, 2]);
    assert.deepEqual(currentDecision(s), { kind: 'lastExchanges', seat: A });
    assertRejected(s, { type: 'endExchanges', seat: C }, 'NOT_YOUR_DECISION');
  });

  it('a holder who is done ends the step; with nobody left the game is over and the scores count the exchanges', () => {
    let s = applyMove(lastRound(), { type: 'prepare' });
    s = applyMove(s, { type: 'endExchanges', seat: C });
    assert.deepEqual(currentDecision(s), { kind: 'lastExchanges', seat: A });
    s = applyMove(s, { type: 'exchange', seat: A, tile: 'U07' });
    assert.deepEqual(currentDecision(s), { kind: 'lastExchanges', seat: A }, '3 coins: A can exchange again');
    const { state, events } = applyMoveWithEvents(s, { type: 'endExchanges', seat: A });
    s = state;
    assert.deepEqual(events, [{ type: 'passed', seat: A, what: 'lastExchanges' }, { type: 'gameOver' }]);
    assert.equal(s.phase, 'gameOver');
    const a = scoreBreakdown(s)[A]!;
    assert.deepEqual([a.track, a.coins, a.coinVp], [11, 3, 1], '10 + 1 exchanged; 3 coins left make 1 VP');
  });

  it('a holder whose exchange spends its last coins is passed over; the last one ends the game', () => {
    let s = applyMove(lastRound(), { type: 'prepare' });
    s = applyMove(s, { type: 'endExchanges', seat: C });
    s = applyMove(s, { type: 'exchange', seat: A, tile: 'U07' });
    s = applyMove(s, { type: 'exchange', seat: A, tile: 'U07' });
    assert.equal(s.seats[A]!.coins, 1);
    assert.equal(s.phase, 'gameOver', 'A has 1 coin: nothing left to exchange, the game is over');
    assert.deepEqual(scoreBreakdown(s)[A]!.track, 12);
  });

  it('after the end: every exchange is refused with GAME_OVER, and the query lists none', () => {
    let s = applyMove(lastRound(), { type: 'prepare' });
    s = applyMove(s, { type: 'endExchanges', seat: C });
    s = applyMove(s, { type: 'endExchanges', seat: A });
    assert.equal(s.phase, 'gameOver');
    assert.ok(s.seats[A]!.coins >= 2 && s.seats[C]!.coins >= 3, 'both still hold the coins');
    assertRejected(s, { type: 'exchange', seat: A, tile: 'U07' }, 'GAME_OVER');
    assertRejected(s, { type: 'exchange', seat: C, tile: 'U10' }, 'GAME_OVER');
    assert.deepEqual([exchangeMoves(s, A), exchangeMoves(s, C)], [[], []]);
  });

  it('"done" is refused outside the step, and from a seat whose turn it is not', () => {
    const s = rolled({ seats: [{ upgrades: ['U07'], coins: 4 }, {}, {}] });
    assertRejected(s, { type: 'endExchanges', seat: A }, 'WRONG_MOVE_TYPE');
    const last = applyMove(lastRound(), { type: 'prepare' });
    assertRejected(last, { type: 'endExchanges', seat: A }, 'NOT_YOUR_DECISION');
    assertRejected(last, { type: 'prepare' }, 'WRONG_MOVE_TYPE');
  });

  it('with no holder able to exchange, round 5\'s end is the game\'s end, as before the step existed', () => {
    const s = newGame({ players: 2, seed: 4, scenario: { round: 5, firstPlayer: A, rolls: faces(14, 'white'), seats: [{ upgrades: ['U07'] }, {}] } });
    const end = withCoins(toPrepare(applyMove(s, { type: 'roll' })), [1, 9]);
    const { state, events } = applyMoveWithEvents(end, { type: 'prepare' });
    assert.equal(state.phase, 'gameOver');
    assert.deepEqual(events, [{ type: 'gameOver' }]);
    assert.deepEqual(state.flow.rerollSeats, []);
  });
});

describe('random games with exchanges at random moments', () => {
  it('300 games: any holder\'s exchange is accepted at any moment, the decision stays (or its Upgrade gain comes first), the fast path plays the step', () => {
    let outOfTurn = 0, lastSteps = 0;
    for (let g = 0; g < 300; g++) {
      const players = 2 + (g % 4);
      const rng = seedRng(`anytime-${g}`);
      const random = () => nextFloat(rng);
      const s = newGame({ players, seed: `anytime-${g}` });
      let sawLast = false;
      for (let guard = 0; s.phase !== 'gameOver'; guard++) {
        assert.ok(guard < 5000, 'a game ends');
        if (s.decision.kind === 'lastExchanges') sawLast = true;
        const d = s.decision;
        const holders = s.seats.map((_, seat) => seat).filter((seat) => seat !== d.seat && exchangeMoves(s, seat).length);
        if (holders.length && random() < 0.2) {
          const seat = holders[Math.floor(random() * holders.length)]!;
          const moves = exchangeMoves(s, seat);
          const move = moves[Math.floor(random() * moves.length)]!;
          assert.equal(checkMove(s, move), null, JSON.stringify(move));
          const before = JSON.stringify(d);
          applyMoveInPlace(s, move);
          outOfTurn++;
          if (s.decision.kind === 'discardUpgrade' && s.decision.seat === seat) continue;
          // The step's own holder may be passed over once it cannot exchange; every other decision stands.
          if (d.kind !== 'lastExchanges') assert.equal(JSON.stringify(s.decision), before, `game ${g}: the decision stays`);
          continue;
        }
        if (g % 2) applyRandomMoveInPlace(s, random);
        else applyMoveInPlace(s, randomMove(s, random)!);
      }
      if (sawLast) lastSteps++;
      assert.deepEqual(exchangeMoves(s, 0), []);
    }
    assert.ok(outOfTurn > 300, `exchanges out of turn were tried (${outOfTurn})`);
    assert.ok(lastSteps > 50, `the last step was reached (${lastSteps} games)`);
  });
});
