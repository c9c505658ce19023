/**
 * Property tests over thousands of seeded random games: invariants after every move, legality of
 * everything legalMoves offers, rejection of garbage, determinism and JSON round trips.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  applyMove, applyMoveInPlace, applyRandomMoveInPlace, checkMove, currentDecision, legalMoves, newGame, nextFloat, randomMove, RuleError, seedRng,
  type GameState, type Move, type RngState,
} from '../../src/games/quetzal/engine/index.js';

const GAMES_PER_COUNT = 500; // × 4 seat counts = 2,000 complete games

function allCards(s: GameState): number[] {
  const b = s.board;
  const cards = [
    ...s.deck, ...s.discard, ...s.flow.drawn,
    ...b.temple, ...b.surroundings.quarry, ...b.surroundings.small_temple, ...b.surroundings.ruins,
    ...s.seats.flatMap((p) => p.hand),
  ];
  return cards.filter((c): c is number => c !== null);
}

function allTiles(s: GameState): number[] {
  return [
    ...s.upgradePile, ...s.board.upgradeDisplay.filter((t): t is number => t !== null),
    ...s.seats.flatMap((p) => [...p.upgrades, ...p.upgradeDiscard]), ...s.gains.map((g) => g.tile),
  ];
}

/** Placed meeples of each seat, counted on the board. */
function meeplesOnBoard(s: GameState, seat: number): number {
  const b = s.board;
  let n = 0;
  if (b.stela?.holder === seat) n++;
  for (const o of [...b.templeSpaces, ...b.villageSpaces]) if (o?.holder === seat) n++;
  for (const bid of [...Object.values(b.bids), ...b.ships]) if (bid?.holder === seat) n += bid.meeples.length;
  for (const f of [...b.camp, ...b.harbor]) if (f.seat === seat) n++;
  return n;
}

function checkInvariants(s: GameState, prev: GameState | null): void {
  const cards = allCards(s);
  assert.equal(cards.length, 75, 'all 75 cards are somewhere');
  assert.equal(new Set(cards).size, 75, 'no card is in two places');
  const tiles = allTiles(s);
  assert.equal(new Set(tiles).size, 24, 'all 24 Upgrade tiles are somewhere, once');
  s.seats.forEach((p, i) => {
    assert.ok(p.coins >= 0, `seat ${i} coins never negative`);
    assert.equal(p.meeples.filter((m) => m.placed).length, meeplesOnBoard(s, i), `seat ${i}: no meeple lost`);
    assert.ok(p.upgrades.length <= 2, 'at most 2 permanent Upgrades');
    if (prev) assert.ok(p.score >= prev.seats[i]!.score, 'scores never go down');
    if (prev) assert.ok(p.discovery >= prev.seats[i]!.discovery, 'the Discovery disc never goes back');
  });
}

const GARBAGE_TYPES = ['roll', 'reroll', 'endRoll', 'place', 'campReroll', 'chooseCards', 'keepDrawn', 'blackMarket',
  'chooseUpgrade', 'discardUpgrade', 'deliver', 'exchange', 'prepare', 'fly', '', 42];
const GARBAGE_VALUES: unknown[] = [undefined, null, -1, 0, 1, 2, 7, 99, 1e9, 'x', 'camp', 'ship', 'U07', [], [0], [0, 0], [1, 2, 3, 4, 5, 6, 7, 8], {}, NaN];

function garbageMove(rng: RngState): unknown {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(nextFloat(rng) * list.length)]!;
  if (nextFloat(rng) < 0.05) return pick([null, 'roll', 7, [], undefined]);
  const move: Record<string, unknown> = { type: pick(GARBAGE_TYPES) };
  for (const key of ['seat', 'location', 'space', 'meeples', 'color', 'meeple', 'cards', 'card', 'tile']) {
    if (nextFloat(rng) < 0.5) move[key] = pick(GARBAGE_VALUES);
  }
  return move;
}

function playRandomGame(players: number, seed: number, useSampler: boolean, onStep?: (s: GameState, prev: GameState, move: Move) => void): { final: GameState; moves: Move[] } {
  const rng = seedRng(`moves-${seed}`);
  const random = () => nextFloat(rng);
  let s = newGame({ players, seed });
  const moves: Move[] = [];
  for (let guard = 0; currentDecision(s).kind !== 'gameOver'; guard++) {
    assert.ok(guard < 5000, 'a game ends');
    let move: Move;
    if (useSampler) move = randomMove(s, random)!;
    else {
      const options = legalMoves(s);
      assert.ok(options.length > 0, `a decision always has a legal move (${currentDecision(s).kind})`);
      move = options[Math.floor(random() * options.length)]!;
    }
    const prev = s;
    s = applyMove(s, move); // throws (failing the test) if a listed move is rejected
    moves.push(move);
    onStep?.(s, prev, move);
  }
  return { final: s, moves };
}

describe('random complete games', () => {
  for (const players of [2, 3, 4, 5]) {
    it(`${GAMES_PER_COUNT} ${players}-seat games reach game over with every invariant after every move`, () => {
      const garbage = seedRng(`garbage-${players}`);
      let rounds = 0;
      for (let g = 0; g < GAMES_PER_COUNT; g++) {
        checkInvariants(newGame({ players, seed: g }), null);
        let step = 0;
        const { final } = playRandomGame(players, g, g % 2 === 1, (s, prev) => {
          checkInvariants(s, prev);
          assert.deepEqual(JSON.parse(JSON.stringify(prev)), prev, 'the state is plain JSON');
          step++;
          if (g % 25 === 0 && step % 3 === 0) {
            // Every move legalMoves lists is accepted.
            for (const m of legalMoves(s).slice(0, 60)) assert.equal(checkMove(s, m), null, JSON.stringify(m));
          }
          if (step % 7 === 0) {
            const junk = garbageMove(garbage) as Move;
            if (checkMove(s, junk) === null) return; // by chance a legal move: not garbage
            const before = JSON.stringify(s);
            assert.throws(() => applyMove(s, junk), RuleError);
            assert.equal(JSON.stringify(s), before, 'a rejected move changes nothing');
          }
        });
        assert.equal(final.phase, 'gameOver');
        assert.equal(final.round, 5);
        rounds += final.round;
      }
      assert.equal(rounds, GAMES_PER_COUNT * 5);
    });
  }
});

describe('determinism', () => {
  it('replaying the seed and the moves reproduces every state exactly', () => {
    for (const players of [2, 3, 4, 5]) {
      const states: string[] = [];
      const { final, moves } = playRandomGame(players, 1000 + players, true, (s) => states.push(JSON.stringify(s)));
      let replay = newGame({ players, seed: 1000 + players });
      moves.forEach((m, i) => {
        replay = applyMove(replay, m);
        assert.equal(JSON.stringify(replay), states[i], `state after move ${i}`);
      });
      assert.deepEqual(replay, final);
    }
  });

  it('a state restored from JSON plays on identically (the generator lives in the state)', () => {
    const { moves } = playRandomGame(4, 77, true);
    let a = newGame({ players: 4, seed: 77 });
    for (const m of moves.slice(0, 40)) a = applyMove(a, m);
    let b = JSON.parse(JSON.stringify(a)) as GameState;
    assert.deepEqual(b, a);
    for (const m of moves.slice(40)) {
      a = applyMove(a, m);
      b = applyMove(b, m);
    }
    assert.deepEqual(b, a);
    assert.equal(a.phase, 'gameOver');
  });

  it('different seeds give different games; string and number seeds both work', () => {
    const a = newGame({ players: 3, seed: 'alpha' });
    const b = newGame({ players: 3, seed: 'beta' });
    assert.notDeepEqual(a.deck, b.deck);
    assert.deepEqual(newGame({ players: 3, seed: 12 }), newGame({ players: 3, seed: 12 }));
  });

  it('applyMove shares parts between states but never changes one: every state of 120 games is intact at the end, and equal to the in-place result', () => {
    for (let g = 0; g < 120; g++) {
      const players = 2 + (g % 4);
      const rng = seedRng(`sharing-${g}`);
      const random = () => nextFloat(rng);
      let s = newGame({ players, seed: `sharing-${g}` });
      const kept: { state: GameState; json: string }[] = [];
      while (s.phase !== 'gameOver') {
        kept.push({ state: s, json: JSON.stringify(s) });
        // Half the moves from legalMoves (canonical groups), half from the sampler (any group).
        const moves = legalMoves(s);
        const move = g % 2 ? randomMove(s, random)! : moves[Math.floor(random() * moves.length)]!;
        const next = applyMove(s, move);
        assert.equal(JSON.stringify(next), JSON.stringify(applyMoveInPlace(JSON.parse(JSON.stringify(s)) as GameState, move)), 'the same state as a move applied in place');
        s = next;
      }
      for (const k of kept) assert.equal(JSON.stringify(k.state), k.json, 'an earlier state is unchanged');
    }
  });

  it('applyRandomMoveInPlace draws and plays what randomMove + applyMoveInPlace would: the same states, the same events, the same draws (200 games)', () => {
    for (let g = 0; g < 200; g++) {
      const players = 2 + (g % 4);
      const rngA = seedRng(`fused-${g}`), rngB = seedRng(`fused-${g}`);
      const a = newGame({ players, seed: `fused-${g}` }), b = newGame({ players, seed: `fused-${g}` });
      let n = 0;
      while (a.phase !== 'gameOver') {
        const evA: unknown[] = [], evB: unknown[] = [];
        applyMoveInPlace(a, randomMove(a, () => nextFloat(rngA))!, evA as never);
        // Every other move without events: the state must not depend on whether anyone listens.
        if (n++ % 2) assert.equal(applyRandomMoveInPlace(b, () => nextFloat(rngB), evB as never), b);
        else applyRandomMoveInPlace(b, () => nextFloat(rngB));
        if (n % 2 === 0) assert.deepEqual(evB, evA, `game ${g}, move ${n}: the same events`);
        assert.equal(JSON.stringify(b), JSON.stringify(a), `game ${g}, move ${n}: the same state`);
      }
      assert.deepEqual(rngB, rngA, 'the same draws');
      assert.throws(() => applyRandomMoveInPlace(b, () => nextFloat(rngB)), (e: unknown) => e instanceof RuleError && e.code === 'GAME_OVER');
    }
  });

  it('applyMove never mutates its input', () => {
    let s = newGame({ players: 3, seed: 5 });
    const rng = seedRng('m');
    while (s.phase !== 'gameOver') {
      const before = JSON.stringify(s);
      const next = applyMove(s, randomMove(s, () => nextFloat(rng))!);
      assert.equal(JSON.stringify(s), before);
      s = next;
    }
  });
});
