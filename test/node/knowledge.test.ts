/**
 * What the table saw stays public: cards taken face up (the Temple display, a Surrounding) are shown in
 * the other seats' views while they are in a hand, and so are the Automaton cards already played;
 * the computer players' determinizer deals only what is really unknown. Exact outcomes.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  applyMove, cardLabel, HIDDEN, knownCards, legalMoves, newGame, nextFloat, seedRng, viewFor, type GameState,
} from '../../src/games/quetzal/engine/index.js';
import { determinize } from '../../src/games/quetzal/bots/index.js';
import { stateFingerprint } from '../../src/games/quetzal/records/record.js';
import { campRest, faces, play } from './helpers.js';

const A = 0, B = 1, C = 2;

/** Round 1 of a 3-seat game: A takes a Temple card (space 3: then draws one), B wins the Quarry's two cards. */
function tookFaceUp(): GameState {
  let s = applyMove(newGame({ players: 3, seed: 4, scenario: {
    firstPlayer: A, rolls: faces(21, 'white'), deck: ['weapon:vp'],
    temple: ['mummy', 'statuette', 'tablet', 'weapon', 'pottery', 'pottery:coin', 'weapon:coin', 'tablet:coin'],
    surroundings: { quarry: ['statuette:vp', 'tablet:discovery'] },
    seats: [{ hand: ['pottery'] }, { hand: ['mummy:vp'] }, {}],
  } }), { type: 'roll' });
  s = play(s,
    { type: 'place', seat: A, location: 'temple', space: 2, meeples: [0] },
    { type: 'place', seat: B, location: 'quarry', meeples: [0], color: 'archaeologist' });
  s = campRest(s);
  assert.equal(s.decision.kind, 'templeCards');
  return applyMove(s, { type: 'chooseCards', seat: A, cards: [s.board.temple[0]!] }); // the mummy
}

describe('public knowledge', () => {
  it('a seat\'s view shows the cards others took face up, not those they drew or were dealt', () => {
    const s = tookFaceUp();
    assert.deepEqual(handLabels(s, A), ['mummy', 'pottery', 'weapon:vp']);
    assert.deepEqual(handLabels(s, B), ['mummy:vp', 'statuette:vp', 'tablet:discovery']);
    const v = viewFor(s, C);
    const shown = (seat: number) => v.seats[seat]!.hand.map((c) => (c === HIDDEN ? '?' : cardLabel(c)));
    // A: the dealt pottery and the deck's weapon stay hidden; the Temple's mummy is shown.
    assert.deepEqual(shown(A), ['?', 'mummy', '?']);
    assert.deepEqual(shown(B), ['?', 'statuette:vp', 'tablet:discovery']);
    assert.deepEqual(knownCards(v).map((h) => h.map(cardLabel)), [['mummy'], ['statuette:vp', 'tablet:discovery'], []]);
    assert.deepEqual(knownCards(s), knownCards(v), 'the same from the full state');
    // A spectator knows as much.
    assert.deepEqual(viewFor(s, null).seats[B]!.hand, v.seats[B]!.hand);
  });

  it('a card leaves the table\'s memory with the hand: delivered or sold', () => {
    let s = tookFaceUp();
    const mummy = s.known.find((c) => cardLabel(c) === 'mummy')!;
    // Play on to the end of the round, A and B selling and delivering nothing but what the rules force.
    for (let guard = 0; s.decision.kind !== 'prepare' && guard < 50; guard++) {
      const moves = legalMoves(s).filter((m) => m.type !== 'exchange');
      const deliverMummy = moves.find((m) => m.type === 'deliver' && m.cards.includes(mummy));
      s = applyMove(s, deliverMummy ?? moves.find((m) => (m.type === 'deliver' && m.cards.length === 0) || (m.type === 'blackMarket' && m.card === null)) ?? moves[0]!);
    }
    assert.ok(s.seats[A]!.hand.includes(mummy), 'A has no delivery this round');
    assert.ok(viewFor(s, C).seats[A]!.hand.includes(mummy));
    // Next round A sends a meeple to the Black Market and sells the mummy.
    s = applyMove(applyMove(s, { type: 'prepare' }), { type: 'roll' });
    for (let guard = 0; s.decision.kind === 'place' || s.decision.kind === 'campReroll'; guard++) {
      assert.ok(guard < 40);
      const d = s.decision;
      if (d.kind === 'place' && d.seat === A && !s.board.bids.black_market) {
        s = applyMove(s, legalMoves(s).find((m) => m.type === 'place' && m.location === 'black_market')!);
      } else {
        const camp = legalMoves(s).find((m) => m.type === 'place' && m.location === 'camp') ?? legalMoves(s).find((m) => m.type === 'campReroll' && m.meeple === null)!;
        s = applyMove(s, camp);
      }
    }
    for (let guard = 0; s.decision.kind !== 'blackMarket'; guard++) {
      assert.ok(guard < 40);
      const moves = legalMoves(s).filter((m) => m.type !== 'exchange');
      s = applyMove(s, moves.find((m) => (m.type === 'deliver' && m.cards.length === 0)) ?? moves[0]!);
    }
    s = applyMove(s, { type: 'blackMarket', seat: A, card: mummy });
    assert.ok(!s.known.includes(mummy));
    assert.ok(!viewFor(s, C).seats[A]!.hand.includes(mummy));
    assert.ok(s.discard.includes(mummy), 'it is in the discard, face up');
  });

  it('the Automaton cards played in earlier rounds are in every view; the deck\'s order is not', () => {
    let s = newGame({ players: 2, seed: 3, scenario: { automatonCards: ['A4', 'A7'], firstPlayer: 0 } });
    assert.deepEqual(viewFor(s, 0).automaton!.played, []);
    for (let guard = 0; s.round < 2; guard++) {
      assert.ok(guard < 200);
      s = applyMove(s, legalMoves(s).find((m) => m.type !== 'exchange')!);
    }
    const v = viewFor(s, 1);
    assert.deepEqual(v.automaton!.played, [3], 'A4 (index 3) was the card of round 1');
    assert.equal(v.automaton!.card, 6, 'A7 is on the table now');
    assert.ok(v.automaton!.deck.every((c) => c === HIDDEN));
    // The determinizer never deals a card played or on the table into the deck.
    for (let i = 0; i < 50; i++) {
      const rng = seedRng(`automaton-${i}`);
      const d = determinize(v, 1, () => nextFloat(rng));
      assert.ok(!d.automaton!.deck.includes(3) && !d.automaton!.deck.includes(6));
      assert.equal(d.automaton!.deck.length, 8);
    }
  });

  it('the determinizer keeps the known cards in their hands and deals the rest; forgetful, it deals them all', () => {
    const s = tookFaceUp();
    const v = viewFor(s, C);
    const known = new Set(knownCards(v).flat());
    let moved = 0;
    for (let i = 0; i < 60; i++) {
      const r1 = seedRng(`memory-${i}`);
      const d = determinize(v, C, () => nextFloat(r1));
      assert.deepEqual(knownCards(d), knownCards(v));
      assert.deepEqual(d.seats[B]!.hand.slice(1), v.seats[B]!.hand.slice(1), 'in place');
      for (const c of d.deck) assert.ok(!known.has(c), 'never in the deck');
      const r2 = seedRng(`memory-${i}`);
      const f = determinize(v, C, () => nextFloat(r2), false);
      if (f.deck.some((c) => known.has(c))) moved++;
    }
    assert.ok(moved > 30, `a forgetful seat deals known cards anywhere (${moved} of 60 decks got one)`);
  });

  it('records keep their fingerprints: the memory is not part of them', () => {
    const s = tookFaceUp();
    assert.ok(s.known.length > 0);
    assert.equal(stateFingerprint(s), stateFingerprint({ ...s, known: [] }));
    // A state saved before the field existed still plays, and learns from then on.
    const old = JSON.parse(JSON.stringify(s)) as Partial<GameState>;
    delete old.known;
    const next = applyMove(old as GameState, legalMoves(old as GameState)[0]!);
    assert.ok(Array.isArray(next.known));
  });
});

function handLabels(s: GameState, seat: number): string[] {
  return s.seats[seat]!.hand.map(cardLabel).sort();
}
