/**
 * The engine's checks of every move (engine.ts, runTyped: a short check per move type, the full one when
 * it fails), through applyMoveInPlace as well as applyMove: each refusal's code and exact message, and
 * the state left as it was.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { applyMove, applyMoveInPlace, currentDecision, newGame, viewFor, type GameState, type Move } from '../../src/games/quetzal/engine/index.js';
import { faces } from './helpers.js';

const A = 0, B = 1;

/** The refusal applyMoveInPlace gives (code and message; the state as it was), or 'accepted' (the move played). */
function refusal(s: GameState, move: unknown): string {
  const before = JSON.stringify(s);
  try {
    applyMoveInPlace(s, move as Move);
  } catch (e) {
    assert.equal(JSON.stringify(s), before, 'a refused move changes nothing');
    return `${(e as { code: string }).code}: ${(e as Error).message}`;
  }
  assert.notEqual(JSON.stringify(s), before, 'an accepted move is played');
  return 'accepted';
}

function placing(): GameState {
  return applyMove(newGame({ players: 3, seed: 5, scenario: { firstPlayer: A, rolls: faces(21, 'white') } }), { type: 'roll' });
}

describe('move checks, in place', () => {
  it('refuses a move for another seat, of another decision, of no known type, or not an object', () => {
    const s = placing();
    assert.deepEqual(currentDecision(s), { kind: 'place', seat: A });
    const name = s.seats[A]!.name;
    assert.equal(refusal(s, { type: 'place', seat: B, location: 'camp', meeples: [0] }), `NOT_YOUR_DECISION: it is ${name}'s decision (seat 0), not seat 1's`);
    assert.equal(refusal(s, { type: 'place', location: 'camp', meeples: [0] }), `NOT_YOUR_DECISION: it is ${name}'s decision (seat 0), not seat undefined's`);
    assert.equal(refusal(s, { type: 'deliver', seat: A, cards: [] }), 'WRONG_MOVE_TYPE: the game waits for a place decision, not a deliver move');
    assert.equal(refusal(s, { type: 'roll' }), 'WRONG_MOVE_TYPE: the game waits for a place decision, not a roll move');
    assert.equal(refusal(s, { type: 'fly', seat: A }), 'MALFORMED_MOVE: unknown move type "fly"');
    assert.equal(refusal(s, null), 'MALFORMED_MOVE: a move is an object with a "type"');
    assert.equal(refusal(s, { seat: A }), 'MALFORMED_MOVE: a move is an object with a "type"');
    assert.equal(refusal(s, { type: 'exchange', seat: 9, tile: 'U07' }), 'MALFORMED_MOVE: an exchange names a seat of the game (0–2), not 9');
    // The move that answers is accepted (the short check passes it).
    assert.equal(refusal(structuredClone(s), { type: 'place', seat: A, location: 'camp', meeples: [0] }), 'accepted');
  });

  it('refuses a right move on a seat view, and any move after the game', () => {
    const s = placing();
    const view = viewFor(s, A);
    assert.equal(refusal(view, { type: 'place', seat: A, location: 'camp', meeples: [0] }), 'MALFORMED_MOVE: moves apply to the full game state, not to a seat view');
    const over = structuredClone(s);
    over.decision = { kind: 'gameOver', seat: null };
    assert.equal(refusal(over, { type: 'place', seat: A, location: 'camp', meeples: [0] }), 'GAME_OVER: the game is over');
    assert.equal(refusal(over, { type: 'fly' }), 'GAME_OVER: the game is over');
  });

  it('U01 refuses a meeple listed twice or not the seat\'s', () => {
    const s = applyMove(newGame({ players: 3, seed: 3, scenario: { firstPlayer: A, seats: [{ upgrades: ['U01'] }], rolls: faces(21, 'white') } }), { type: 'roll' });
    assert.deepEqual(currentDecision(s), { kind: 'reroll', seat: A, tiles: ['U01'] });
    const name = s.seats[A]!.name;
    for (const meeples of [[2, 2], [99], ['2'], [2, 1.5]]) {
      assert.equal(refusal(s, { type: 'reroll', seat: A, tile: 'U01', meeples }), `UNKNOWN_MEEPLE: meeples ${JSON.stringify(meeples)} are not ${name}'s`);
    }
    assert.equal(refusal(structuredClone(s), { type: 'reroll', seat: A, tile: 'U01', meeples: [2, 5] }), 'accepted');
  });
});
