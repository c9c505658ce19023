/**
 * Properties of random Aztec games (seeded loops), at 3, 4, 5 and 6 seats: every game ends after round 5;
 * jewels (temple + stashes + taken = 120), stones (seats + curses + supply = 40) and Artifacts (deck +
 * kept + drawn = 42) are conserved at every step, and what a seat knows of the deck is in it; applyMove never changes its input; every random move
 * is a listed legal move; the fast path plays the same games as randomMove + applyMove; a game replays
 * identically from its seed and moves, and from its JSON.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { canonical } from '../../src/kit/canonical.js';
import {
  applyMove, applyMoveInPlace, applyMoveWithEvents, applyRandomMoveInPlace, currentDecision, legalMoves, newGame, nextFloat, randomMove,
  seedRng, tableMove, type AztecEvent, type AztecMove, type AztecState,
} from '../../src/games/aztec/index.js';

const SEATS = [3, 4, 5, 6];

const random = (seed: string) => {
  const rng = seedRng(seed);
  return () => nextFloat(rng);
};

/** The conservation laws, at any step. */
function assertConserved(s: AztecState, where: string): void {
  const jewels = [0, 1, 2].map((c) => s.temple[c]! + s.seats.reduce((n, st) => n + st.stash[c]! + (st.taken?.[c] ?? 0), 0));
  assert.deepEqual(jewels, [40, 40, 40], `${where}: jewels`);
  const stones = s.seats.reduce((n, st) => n + st.stones, 0) + s.curses[0] + s.curses[1] + s.curses[2] + s.supply;
  assert.equal(stones, 40, `${where}: stones`);
  const artifacts = s.artifactDeck.length + s.drawn.length + s.seats.reduce((n, st) => n + st.artifacts.length, 0);
  assert.equal(artifacts, 42, `${where}: Artifacts`);
  assert.ok(s.seats.every((st) => st.stones >= 0 && st.stash.every((x) => x >= 0)) && s.temple.every((x) => x >= 0), `${where}: nothing below 0`);
  for (const st of s.seats) {
    const places = st.knows.map((id) => s.artifactDeck.indexOf(id));
    assert.ok(places.every((p, i) => p >= 0 && (i === 0 || p > places[i - 1]!)), `${where}: a seat knows cards in the deck, in deck order`);
  }
}

describe('random games', () => {
  it('4,000 games (1,000 at each seat count) end after round 5, conserving jewels, stones and Artifacts at every step', () => {
    for (const players of SEATS) {
      const draw = random(`props-${players}`);
      for (let g = 0; g < 1000; g++) {
        const s = newGame({ players, seed: `p${players}-${g}` });
        let rounds = 1, moves = 0;
        while (currentDecision(s).kind !== 'gameOver') {
          const round = s.round;
          applyRandomMoveInPlace(s, draw);
          if (s.round !== round) rounds++;
          assertConserved(s, `${players} seats, game ${g}, move ${moves}`);
          assert.ok(++moves < 1000, 'the game ends');
        }
        assert.equal(rounds, 5);
        assert.equal(s.round, 5);
        for (const st of s.seats) {
          assert.equal(st.used.length, 5);
          assert.equal(st.deck.length, 0);
        }
        assert.equal(tableMove(s), null);
      }
    }
  });

  it('applyMove never changes its input; every random move is listed by legalMoves; the table moves when no seat decides', () => {
    for (const players of SEATS) {
      const draw = random(`input-${players}`);
      for (let g = 0; g < 40; g++) {
        let s = newGame({ players, seed: `i${players}-${g}` });
        while (currentDecision(s).kind !== 'gameOver') {
          const d = currentDecision(s);
          const move = randomMove(s, draw)!;
          if (d.seats.length === 0) assert.deepEqual(move, tableMove(s));
          else {
            const seat = (move as { seat: number }).seat;
            assert.ok((d.seats as number[]).includes(seat));
            assert.ok(legalMoves(s, seat).some((m) => canonical(m) === canonical(move)), `${canonical(move)} is listed`);
            for (let other = 0; other < players; other++) if (!(d.seats as number[]).includes(other)) assert.deepEqual(legalMoves(s, other), []);
          }
          const before = canonical(s);
          const next = applyMove(s, move);
          assert.equal(canonical(s), before, 'the input is unchanged');
          assert.notEqual(next, s);
          s = next;
        }
      }
    }
  });

  it('the fast path plays the same games, with the same events, as randomMove + applyMoveWithEvents (and applyMoveInPlace)', () => {
    for (const players of SEATS) {
      for (let g = 0; g < 150; g++) {
        const seed = `same-${players}-${g}`;
        const fast = newGame({ players, seed });
        const inPlace = newGame({ players, seed });
        let pub = newGame({ players, seed });
        const [a, b, c] = [random(seed), random(seed), random(seed)];
        const fastEvents: AztecEvent[] = [], pubEvents: AztecEvent[] = [], inPlaceEvents: AztecEvent[] = [];
        while (currentDecision(pub).kind !== 'gameOver') {
          applyRandomMoveInPlace(fast, a, fastEvents);
          applyMoveInPlace(inPlace, randomMove(inPlace, c)!, inPlaceEvents);
          const r = applyMoveWithEvents(pub, randomMove(pub, b)!);
          pub = r.state;
          pubEvents.push(...r.events);
        }
        assert.equal(currentDecision(fast).kind, 'gameOver');
        assert.deepEqual(fast, pub);
        assert.deepEqual(inPlace, pub);
        assert.deepEqual(fastEvents, pubEvents);
        assert.deepEqual(inPlaceEvents, pubEvents);
      }
    }
  });

  it('a game replays identically from its seed and moves, and goes on identically from its JSON', () => {
    for (const players of SEATS) {
      for (let g = 0; g < 25; g++) {
        const seed = `replay-${players}-${g}`;
        const draw = random(seed);
        let s = newGame({ players, seed });
        const moves: AztecMove[] = [];
        let half: AztecState | null = null;
        while (currentDecision(s).kind !== 'gameOver') {
          const m = randomMove(s, draw)!;
          moves.push(m);
          s = applyMove(s, m);
          if (moves.length === 40) half = JSON.parse(JSON.stringify(s)) as AztecState;
        }
        let again = newGame({ players, seed });
        for (const m of moves) again = applyMove(again, JSON.parse(JSON.stringify(m)) as AztecMove);
        assert.deepEqual(again, s);
        let resumed = half!;
        for (const m of moves.slice(40)) resumed = applyMove(resumed, m);
        assert.equal(canonical(resumed), canonical(s));
      }
    }
  });
});
