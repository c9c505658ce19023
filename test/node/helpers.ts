/** Shared helpers for engine tests: play moves, park meeples at the Camp, read cards by name; Math.random answering set numbers. */
import assert from 'node:assert/strict';
import {
  applyMove, cardLabel, currentDecision, poolGroups, type Face, type GameState, type Move,
} from '../../src/games/quetzal/engine/index.js';

export function play(state: GameState, ...moves: Move[]): GameState {
  let s = state;
  for (const m of moves) s = applyMove(s, m);
  return s;
}

/** n faces of one kind, for scenario roll queues. */
export function faces(n: number, face: Face): Face[] {
  return Array.from({ length: n }, () => face);
}

/**
 * Ends placement by sending every seat's remaining meeples to the Camp, one seat turn at a time,
 * declining Camp rerolls. Stops as soon as placement is over.
 */
export function campRest(state: GameState): GameState {
  let s = state;
  for (let guard = 0; guard < 100; guard++) {
    const d = currentDecision(s);
    if (d.kind === 'place') {
      const g = poolGroups(s.seats[d.seat]!.meeples);
      const meeples = [...g.black, ...g.white, ...g.wild, ...g.character];
      s = applyMove(s, { type: 'place', seat: d.seat, location: 'camp', meeples });
    } else if (d.kind === 'campReroll') {
      s = applyMove(s, { type: 'campReroll', seat: d.seat, meeple: null });
    } else {
      return s;
    }
  }
  throw new Error('campRest did not finish placement');
}

/** Pool meeple ids of a seat with the given face (Character excluded). */
export function meeplesWithFace(s: GameState, seat: number, face: Face): number[] {
  return s.seats[seat]!.meeples.filter((m) => !m.placed && !m.character && m.face === face).map((m) => m.id);
}

export function characterOf(s: GameState, seat: number): number {
  return s.seats[seat]!.meeples.find((m) => m.character)!.id;
}

export function handLabels(s: GameState, seat: number): string[] {
  return s.seats[seat]!.hand.map(cardLabel).sort();
}

/** Asserts that `fn` throws a RuleError with `code` and that `state` is unchanged. */
export function assertRejected(state: GameState, move: Move, code: string): void {
  const before = JSON.stringify(state);
  assert.throws(() => applyMove(state, move), (e: unknown) => {
    assert.equal((e as { name?: string }).name, 'RuleError');
    assert.equal((e as { code?: string }).code, code, (e as Error).message);
    assert.ok((e as Error).message.length > 10, 'the message explains the rule');
    return true;
  });
  assert.equal(JSON.stringify(state), before, 'a rejected move changes nothing');
}

export function decisionKind(s: GameState): string {
  return currentDecision(s).kind;
}

/**
 * Runs `fn` with Math.random answering `drawn` in turn (then 0.5), restored afterwards even if `fn`
 * throws; `draws()` tells how many numbers were drawn so far.
 */
export function withDrawnRandoms(drawn: readonly number[], fn: (draws: () => number) => void): void {
  const random = Math.random;
  let calls = 0;
  Math.random = () => drawn[calls++] ?? 0.5;
  try {
    fn(() => calls);
  } finally {
    Math.random = random;
  }
}
