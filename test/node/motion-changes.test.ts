/**
 * What the motion chunk animates (src/games/quetzal/board/motion/changes.ts): read from two positions
 * only, each change exact — placements, bumps, the roll, cards, counters — and nothing for a jump.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { applyMove, newGame, randomMove, seedRng, nextFloat, viewFor, HIDDEN, AUTOMATON, type GameState, type Move } from '../../src/games/quetzal/engine/index.js';
import { changesBetween, cuesOf, meeplePlaces, type Change } from '../../src/games/quetzal/board/motion/changes.js';

/** Every step of a random game: the position before, the move, the position after. */
function* steps(seed: number, players: number): Generator<{ prev: GameState; move: Move; next: GameState }> {
  let s = newGame({ players, seed });
  const rng = seedRng(seed);
  for (let i = 0; i < 2000 && s.decision.kind !== 'gameOver'; i++) {
    const move = randomMove(s, () => nextFloat(rng))!;
    const next = applyMove(s, move);
    yield { prev: s, move, next };
    s = next;
  }
}

const placeKey = (m: Extract<Move, { type: 'place' }>): string => {
  const loc = m.location as string;
  return m.space === undefined || m.space === null ? loc : `${loc}:${m.space}`;
};

describe('motion: the changes between two positions', () => {
  it('the first roll turns every meeple of every seat, and nothing else moves', () => {
    const s = newGame({ players: 3, seed: 5 });
    const next = applyMove(s, { type: 'roll' });
    const rolls = changesBetween(s, next).filter((c) => c.kind === 'roll');
    assert.deepEqual(rolls, next.seats.map((seat, i) => ({ kind: 'roll', seat: i, meeples: seat.meeples.map((m) => m.id) })));
    assert.equal(changesBetween(s, next).some((c) => c.kind === 'place' || c.kind === 'return' || c.kind === 'take'), false);
  });

  it('a placement: exactly the meeples placed, where, by whom, and the coins it cost', () => {
    let checked = 0;
    for (const { prev, move, next } of steps(21, 3)) {
      if (move.type !== 'place') continue;
      const changes = changesBetween(prev, next);
      const placed = changes.filter((c): c is Extract<Change, { kind: 'place' }> => c.kind === 'place' && c.holder === move.seat);
      assert.equal(placed.length, 1, JSON.stringify(move));
      assert.deepEqual([...placed[0]!.meeples].sort(), [...move.meeples].sort());
      assert.equal(placed[0]!.at, placeKey(move));
      assert.equal(placed[0]!.from, null);
      const paid = prev.seats[move.seat]!.coins - next.seats[move.seat]!.coins;
      const coins = changes.find((c) => c.kind === 'count' && c.seat === move.seat && c.stat === 'coins');
      if (paid === 0) assert.equal(coins, undefined);
      else assert.deepEqual(coins, { kind: 'count', seat: move.seat, stat: 'coins', from: prev.seats[move.seat]!.coins, to: next.seats[move.seat]!.coins });
      checked++;
    }
    assert.ok(checked > 20);
  });

  it('a bump sends exactly the outbid meeples back to their pool, and cues it', () => {
    let bumps = 0;
    for (const { prev, move, next } of steps(8, 4)) {
      if (move.type !== 'place') continue;
      const returns = changesBetween(prev, next).filter((c): c is Extract<Change, { kind: 'return' }> => c.kind === 'return');
      const was = meeplePlaces(prev.board);
      const now = meeplePlaces(next.board);
      const gone = [...was.keys()].filter((k) => !now.has(k)).sort();
      assert.deepEqual(returns.flatMap((r) => r.meeples.map((m) => `${r.holder}:${m}`)).sort(), gone);
      for (const r of returns) {
        assert.equal(r.bump, true);
        assert.equal(r.from, placeKey(move));
        bumps++;
      }
      if (returns.length) assert.deepEqual(cuesOf(changesBetween(prev, next)), ['place', 'bump']);
    }
    assert.ok(bumps > 0, 'no bump in this game');
  });

  it('the Automaton places from its card; meeples leaving the board in Phase 3 go home without the bump cue', () => {
    let automaton = 0;
    let home = 0;
    for (const { prev, next } of steps(3, 2)) {
      const changes = changesBetween(prev, next);
      automaton += changes.filter((c) => c.kind === 'place' && c.holder === AUTOMATON).length;
      // Every meeple leaving the board is told once, from where it stood.
      const was = meeplePlaces(prev.board);
      const now = meeplePlaces(next.board);
      const back = changes.filter((c): c is Extract<Change, { kind: 'return' }> => c.kind === 'return');
      assert.deepEqual(back.flatMap((r) => r.meeples.map((m) => `${r.holder}:${m}`)).sort(), [...was.keys()].filter((k) => !now.has(k)).sort());
      for (const r of back) for (const m of r.meeples) assert.equal(was.get(`${r.holder}:${m}`), r.from);
      if (next.phase !== 'place' && back.length) {
        assert.ok(back.every((c) => !c.bump));
        assert.equal(cuesOf(changes).includes('bump'), false);
        home++;
      }
    }
    assert.ok(automaton > 0);
    assert.ok(home > 0);
  });

  it('cards taken from a display go to the hand that has them; a delivery spends them and scores', () => {
    let taken = 0;
    let delivered = 0;
    for (const { prev, move, next } of steps(21, 3)) {
      const changes = changesBetween(prev, next);
      for (const c of changes) {
        if (c.kind === 'take' && c.seat !== null) {
          assert.ok(next.seats[c.seat]!.hand.includes(c.card));
          assert.ok(prev.board.temple.includes(c.card) || Object.values(prev.board.surroundings).some((d) => d.includes(c.card)));
          taken++;
        }
      }
      if (move.type === 'deliver' && move.cards.length) {
        const spend = changes.find((c) => c.kind === 'spend' && c.seat === move.seat);
        assert.ok(spend && spend.kind === 'spend');
        assert.deepEqual([...spend.cards].sort(), [...move.cards].sort());
        assert.equal(spend.scored, next.seats[move.seat]!.score > prev.seats[move.seat]!.score);
        if (spend.scored) assert.ok(cuesOf(changes).includes('deliver'));
        delivered++;
      }
    }
    assert.ok(taken > 5);
    assert.ok(delivered > 0);
  });

  it('in a seat\'s view, cards leaving a hidden hand are counted, not named', () => {
    for (const { prev, move, next } of steps(21, 3)) {
      if (move.type !== 'deliver' || move.cards.length === 0) continue;
      const other = (move.seat + 1) % 3;
      const spend = changesBetween(viewFor(prev, other), viewFor(next, other)).find((c) => c.kind === 'spend');
      assert.ok(spend && spend.kind === 'spend');
      assert.equal(spend.cards.length, move.cards.length);
      // Only cards the viewer saw taken face up are named.
      for (const card of spend.cards) assert.ok(card === HIDDEN || move.cards.includes(card));
      return;
    }
    assert.fail('no delivery');
  });

  it('the end of the game is told once; a jump (another game, rounds apart) gives nothing to animate', () => {
    const all = [...steps(3, 2)];
    const ends = all.filter(({ prev, next }) => changesBetween(prev, next).some((c) => c.kind === 'end'));
    assert.equal(ends.length, 1);
    assert.equal(ends[0]!.next.decision.kind, 'gameOver');
    assert.deepEqual(changesBetween(all[0]!.prev, all.at(-1)!.next), []);
    const other = newGame({ players: 3, seed: 1 });
    assert.deepEqual(changesBetween(all[5]!.next, other), []);
    assert.deepEqual(changesBetween(all[5]!.next, all[5]!.next), []);
  });
});
