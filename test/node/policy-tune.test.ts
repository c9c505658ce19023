/**
 * The playout-policy tuner (bench/policy-tune.ts): its θ ↔ weights mapping, that it writes the weights the
 * heuristic reads (and puts today's back), and that a game between identical weights is symmetric over
 * swapped seats on a fixed seed, so a measured win share is the weights' doing.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { applyMove, newGame, UPGRADE_TILES } from '../../src/games/quetzal/engine/index.js';
import { bestMove } from '../../src/games/quetzal/bots/heuristic.js';
import { W, upgradeUse } from '../../src/games/quetzal/bots/values.js';
import { BASE, PARAMS, applyWeights, match, playGame, readWeights, toTheta, toWeights } from '../../bench/policy-tune.js';

describe('policy tuner', () => {
  it('maps θ = 0 to today\'s weights and round-trips θ inside the ranges', () => {
    assert.deepEqual(toWeights(PARAMS.map(() => 0)), [...BASE]);
    const theta = PARAMS.map((_, i) => ((i % 5) - 2) * 0.3);
    const back = toTheta(toWeights(theta));
    back.forEach((t, i) => assert.ok(Math.abs(t - theta[i]!) < 1e-9, `${PARAMS[i]!.name}: ${t} ≠ ${theta[i]}`));
  });

  it('keeps each weight in its range (shares stay within 0–1, nothing goes negative)', () => {
    const low = toWeights(PARAMS.map(() => -100));
    const high = toWeights(PARAMS.map(() => 100));
    PARAMS.forEach((p, i) => {
      assert.equal(low[i], p.min, p.name);
      if (p.max < Infinity) assert.equal(high[i], p.max, p.name);
    });
  });

  it('writes the weights the heuristic reads, and puts today\'s back', () => {
    const tweaked = toWeights(PARAMS.map((_, i) => (i % 2 ? 1 : -1)));
    applyWeights(tweaked);
    try {
      assert.deepEqual(readWeights(), tweaked);
      const u03 = PARAMS.findIndex((p) => p.name === 'UPGRADE_USE.U03');
      const tile = UPGRADE_TILES.findIndex((t) => t.kind === 'U03');
      assert.equal(upgradeUse(tile), tweaked[u03]);
      // A huge bonus for a lone meeple at the Camp makes the medium bot send one there first thing.
      const campOne = PARAMS.findIndex((p) => p.name === 'campOne');
      applyWeights(tweaked.map((v, i) => (i === campOne ? 100 : v)));
      const s = applyMove(newGame({ players: 2, seed: 3 }), { type: 'roll' });
      const move = bestMove(s);
      assert.equal(move.type === 'place' && move.location, 'camp');
      assert.equal(move.type === 'place' && move.meeples.length, 1);
    } finally {
      applyWeights(BASE);
    }
    assert.deepEqual(readWeights(), [...BASE]);
    assert.equal(W.coinEarly, BASE[PARAMS.findIndex((p) => p.name === 'coinEarly')]);
  });

  it('scores identical weights exactly even over swapped seats on the same seeds', () => {
    const r = match(BASE, BASE, 6, 'test-symmetric');
    assert.equal(r.games, 12);
    for (let k = 0; k < r.wins.length; k += 2) assert.equal(r.wins[k]! + r.wins[k + 1]!, 1, `seed ${k / 2}`);
    assert.equal(r.share, 0.5);
    assert.deepEqual(readWeights(), [...BASE]); // match puts today's weights back
  });

  it('plays the same game on the same seed, and gives each seat its own weights', () => {
    const other = toWeights(PARAMS.map((_, i) => (i % 3) - 1));
    const a = playGame([other, BASE], 'test-own-weights-1');
    const b = playGame([other, BASE], 'test-own-weights-1');
    applyWeights(BASE);
    assert.deepEqual(a, b);
    assert.equal(a[0]! + a[1]!, 1);
    // Over a few seeds, the changed weights change the outcome somewhere (they are read, per seat).
    const base = Array.from({ length: 8 }, (_, k) => playGame([BASE, BASE], `test-own-weights-${k}`)[0]);
    const mixed = Array.from({ length: 8 }, (_, k) => playGame([other, BASE], `test-own-weights-${k}`)[0]);
    applyWeights(BASE);
    assert.notDeepEqual(mixed, base);
  });
});
