/**
 * The hard computer's budget, with a fake clock that moves a step at each reading — the work between
 * two readings — so no wall-clock figure is asserted anywhere: on a deadline it never runs past it, from
 * a fast device to one where each step takes a tenth of the budget, and answers even when there is no
 * time to play out at all; with a fixed number of playouts it never reads the clock, so its choice cannot
 * depend on the machine; both stop once the leader cannot be overtaken.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { applyMove, checkMove, newGame, nextFloat, seedRng, viewFor, type GameState } from '../../src/games/quetzal/engine/index.js';
import { hardSearch } from '../../src/games/quetzal/bots/hard.js';
import { Budget } from '../../src/kit/search-budget.js';
import { chooseMoveWithStats, DEFAULT_HARD_TIME_MS } from '../../src/games/quetzal/bots/index.js';

/** A clock that moves `step` ms each time it is read, and counts the reads. */
function fakeClock(step: number): { now: () => number; reads: () => number } {
  let t = 1000;
  let reads = 0;
  return { now: () => { reads++; return (t += step); }, reads: () => reads };
}

function random(seed: string): () => number {
  const rng = seedRng(seed);
  return () => nextFloat(rng);
}

/** The first placement of a 4-seat game, seen by the seat deciding it. */
function firstPlacement(): { state: GameState; view: GameState; seat: number } {
  const state = applyMove(newGame({ players: 4, seed: 'budget' }), { type: 'roll' });
  const seat = state.decision.seat!;
  return { state, view: viewFor(state, seat), seat };
}

describe('the hard computer\'s budget', () => {
  for (const search of ['ucb', 'halving'] as const) {
    for (const step of [0.05, 2, 10]) {
      it(`${search}: a deadline of 100 ms on a clock moving ${step} ms a read: done by then, with a legal move`, () => {
        const { state, view, seat } = firstPlacement();
        const clock = fakeClock(step);
        const { move, stats } = hardSearch(view, seat, random('d'), { timeMs: 100, now: clock.now, search });
        assert.equal(checkMove(state, move), null);
        assert.ok(stats.elapsedMs <= 100, `answered after ${stats.elapsedMs} ms`);
        if (step <= 2) assert.ok(stats.iterations > 0, 'it searched');
        assert.ok(['deadline', 'settled'].includes(stats.stopped), stats.stopped);
      });
    }
    it(`${search}: no time at all: the heuristic's first choice, at once`, () => {
      const { state, view, seat } = firstPlacement();
      const { move, stats } = hardSearch(view, seat, random('z'), { timeMs: 0, now: fakeClock(1).now, search });
      assert.equal(stats.iterations, 0);
      assert.equal(stats.stopped, 'deadline');
      assert.equal(checkMove(state, move), null);
      assert.deepEqual(move, stats.candidates[0]!.move);
    });
    it(`${search}: a fixed budget never reads the clock while searching (the choice is the machine's no more)`, () => {
      const { view, seat } = firstPlacement();
      const reads = [100, 400].map((iterations) => {
        const clock = fakeClock(1000);
        const { stats } = hardSearch(view, seat, random('f'), { iterations, timeMs: 1, now: clock.now, search });
        assert.ok(stats.iterations <= iterations && stats.iterations > 0);
        return clock.reads();
      });
      assert.equal(reads[0], reads[1], 'as many reads for 100 playouts as for 400: only the start and the end');
      assert.ok(reads[0]! <= 3);
    });
  }

  it('a fixed budget stops once no candidate can overtake the most visited one', () => {
    const budget = new Budget({ iterations: 100 });
    assert.equal(budget.stop(50, 50), null, 'a lead of 50 with 50 left: the runner-up could still tie');
    assert.equal(budget.stop(50, 51), 'settled');
    assert.equal(budget.stop(100, 0), 'budget');
  });

  it('the default is a deadline of 250 ms, and chooseMove reports it', () => {
    assert.equal(DEFAULT_HARD_TIME_MS, 250);
    const { view } = firstPlacement();
    const { stats } = chooseMoveWithStats(view, { strength: 'hard', seed: 1, iterations: 30 });
    assert.ok(stats && stats.iterations <= 30 && ['budget', 'settled'].includes(stats.stopped));
  });

  it('chooseMove measures its deadline on the clock it is given (a tournament\'s CPU time)', () => {
    const { state, view } = firstPlacement();
    const clock = fakeClock(5);
    const { move, stats } = chooseMoveWithStats(view, { strength: 'hard', seed: 1, timeMs: 100, now: clock.now });
    assert.equal(checkMove(state, move), null);
    // 5 ms a reading: the search read this clock (and no other) until its 100 ms were nearly gone.
    assert.ok(stats!.elapsedMs <= 100 && stats!.elapsedMs >= 50, `elapsed ${stats!.elapsedMs} ms on the given clock`);
    assert.ok(clock.reads() >= 10, `${clock.reads()} readings`);
    assert.ok(stats!.iterations > 0 && stats!.iterations < clock.reads());
  });
});
