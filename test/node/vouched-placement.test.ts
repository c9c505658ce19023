/**
 * applyMoveInPlace commits a placement randomMove just drew without checking it again (placement.ts,
 * `vouched`): only when the very move comes back unchanged for the very state it was drawn for. Anything
 * else is checked as usual: an illegal move is refused and changes nothing.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  applyMoveInPlace, cloneState, newGame, nextFloat, randomMove, RuleError, seedRng, viewFor, type GameState, type Move,
} from '../../src/rules/index.js';

type PlaceMove = Extract<Move, { type: 'place' }>;

/** A 3-seat game played at random up to a placement decision. */
function atPlacement(seed: string): { s: GameState; random: () => number } {
  const rng = seedRng(seed);
  const random = () => nextFloat(rng);
  const s = newGame({ players: 3, seed });
  while (s.decision.kind !== 'place') applyMoveInPlace(s, randomMove(s, random)!);
  return { s, random };
}

const refused = (code: string) => (e: unknown) => e instanceof RuleError && e.code === code;

describe('a placement randomMove drew, applied in place', () => {
  it('is applied as drawn when it comes back unchanged for its state', () => {
    const { s, random } = atPlacement('vouched-as-drawn');
    const move = randomMove(s, random) as PlaceMove;
    const seat = move.seat;
    applyMoveInPlace(s, move);
    for (const id of move.meeples) assert.equal(s.seats[seat]!.meeples[id]!.placed, true, `meeple ${id} placed`);
  });

  it('is checked again when its meeples were edited after the draw: refused, nothing changed', () => {
    const { s, random } = atPlacement('vouched-edited');
    const move = randomMove(s, random) as PlaceMove;
    move.meeples[0] = 99; // no such meeple
    const before = JSON.stringify(s);
    assert.throws(() => applyMoveInPlace(s, move), refused('UNKNOWN_MEEPLE'));
    assert.equal(JSON.stringify(s), before);
  });

  it('is checked again when its meeples were replaced by garbage: a RuleError, nothing changed', () => {
    const { s, random } = atPlacement('vouched-garbage');
    const move = randomMove(s, random) as PlaceMove;
    (move as { meeples: unknown }).meeples = null;
    const before = JSON.stringify(s);
    assert.throws(() => applyMoveInPlace(s, move), refused('MEEPLE_COUNT'));
    assert.equal(JSON.stringify(s), before);
  });

  it('is checked again on another state object, even a copy of its own', () => {
    const { s, random } = atPlacement('vouched-copy');
    const move = randomMove(s, random) as PlaceMove;
    const copy = cloneState(s);
    copy.seats[move.seat]!.meeples[move.meeples[0]!]!.placed = true; // no longer in the copy's pool
    const before = JSON.stringify(copy);
    assert.throws(() => applyMoveInPlace(copy, move), refused('UNKNOWN_MEEPLE'));
    assert.equal(JSON.stringify(copy), before);
  });

  it('drawn on a seat\'s view, is refused there like any move: moves apply to the full state', () => {
    const { s, random } = atPlacement('vouched-view');
    const view = viewFor(s, s.decision.seat!);
    const move = randomMove(view, random) as PlaceMove;
    const before = JSON.stringify(view);
    assert.throws(() => applyMoveInPlace(view, move), refused('MALFORMED_MOVE'));
    assert.equal(JSON.stringify(view), before);
  });
});
