/**
 * Computer players: legality over thousands of random positions (every decision kind), no cheating
 * (decisions depend on the seat's view only), the easy bot's "never absurd" rules, the medium bot's
 * preferences in hand-built positions, the hard bot against random play, determinism, the
 * determinizer's consistency, and the worker protocol.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  applyMove, applyMoveInPlace, cardLabel, checkMove, cloneState, DECK_SIZE, HIDDEN, legalMoves, newGame, nextFloat,
  randomMove, scoreBreakdown, seedRng, UPGRADE_TILES, viewFor, type DecisionKind, type GameState, type Move,
  type Scenario,
} from '../../src/games/quetzal/engine/index.js';
import { absurdity, chooseMove, chooseMoveWithStats, createBot, determinize, type Strength } from '../../src/games/quetzal/bots/index.js';
import { easyCardWorth } from '../../src/games/quetzal/bots/easy.js';
import { LEAF_TERMS, hardSearch, playout, projectedScores, reply, utility } from '../../src/games/quetzal/bots/hard.js';
import { scoredMoves } from '../../src/games/quetzal/bots/heuristic.js';
import { LEAF_WEIGHTS } from '../../src/games/quetzal/bots/leaf-weights.js';
import { handleRequest } from '../../src/entries/bot-worker.js';
import { BotClient } from '../../src/games/quetzal/bots/bot-client.js';
import { campRest, faces } from './helpers.js';

type Random = () => number;

function randomOf(seed: string): Random {
  const rng = seedRng(seed);
  return () => nextFloat(rng);
}

const PERMANENT = ['U01', 'U02', 'U03', 'U04', 'U05', 'U06', 'U07', 'U08', 'U09', 'U10', 'U11'];

/**
 * A random position: 2–5 seats, a random round, seats given random Upgrades (reroll, U09, exchange
 * tiles included), coins and cards, then a random number of random moves. Returns null at game end.
 */
function randomPosition(i: number): GameState | null {
  const r = randomOf(`position-${i}`);
  const players = 2 + (i % 4);
  const deck = Array.from({ length: DECK_SIZE }, (_, c) => c);
  for (let k = deck.length - 1; k > 0; k--) {
    const j = Math.floor(r() * (k + 1));
    [deck[k], deck[j]] = [deck[j]!, deck[k]!];
  }
  const copies = new Map(PERMANENT.map((k) => [k, 2]));
  const seats = Array.from({ length: players }, () => {
    const tiles = PERMANENT.filter((k) => copies.get(k)! > 0).sort(() => r() - 0.5).slice(0, r() < 0.3 ? 0 : r() < 0.3 ? 1 : 2);
    for (const k of tiles) copies.set(k, copies.get(k)! - 1);
    return { coins: Math.floor(r() * 14), upgrades: tiles, hand: deck.splice(0, Math.floor(r() * 6)), discovery: Math.floor(r() * 14) };
  });
  const scenario: Scenario = { round: 1 + Math.floor(r() * 5), seats };
  const s = newGame({ players, seed: `position-${i}`, scenario });
  const steps = Math.floor(r() * 90);
  for (let k = 0; k < steps && s.decision.kind !== 'gameOver'; k++) applyMoveInPlace(s, randomMove(s, r)!);
  for (let k = 0; k < 20 && s.decision.seat === null && s.decision.kind !== 'gameOver'; k++) applyMoveInPlace(s, randomMove(s, r)!);
  return s.decision.kind === 'gameOver' || s.decision.seat === null ? null : s;
}

const RARE_KINDS: DecisionKind[] = ['reroll', 'campReroll', 'templeCards', 'keepDrawn', 'blackMarket', 'chooseUpgrade', 'discardUpgrade', 'deliver'];

function checkLegality(strength: Strength, positions: number, iterations?: number): { kinds: Set<string>; exchanges: number } {
  const kinds = new Set<string>();
  let exchanges = 0;
  let tested = 0;
  for (let i = 0; tested < positions; i++) {
    assert.ok(i < positions * 4, 'enough positions');
    const s = randomPosition(i);
    if (!s) continue;
    // Play a few bot moves from the position: they reach the decisions the position leads to.
    let state = s;
    for (let k = 0; k < 3 && state.decision.seat !== null; k++) {
      const seat = state.decision.seat;
      const move = chooseMove(viewFor(state, seat), { strength, seed: i, iterations });
      const error = checkMove(state, move);
      assert.equal(error, null, `${strength} chose an illegal move in a ${state.decision.kind} decision: ${JSON.stringify(move)}: ${error?.message}`);
      kinds.add(state.decision.kind);
      if (move.type === 'exchange') exchanges++;
      tested++;
      state = applyMove(state, move);
      while (state.decision.kind === 'roll' || state.decision.kind === 'prepare') state = applyMove(state, legalMoves(state)[0]!);
      if (state.decision.kind === 'gameOver') break;
    }
  }
  return { kinds, exchanges };
}

describe('legality', () => {
  for (const [strength, positions, iterations] of [['easy', 3000, undefined], ['medium', 3000, undefined], ['hard', 400, 12]] as const) {
    it(`${strength}: only legal moves in ${positions} random positions of 2–5 seats, every decision kind`, () => {
      const { kinds, exchanges } = checkLegality(strength, positions, iterations);
      for (const k of ['place', ...RARE_KINDS]) assert.ok(kinds.has(k), `${strength} met a ${k} decision (met: ${[...kinds].join(', ')})`);
      if (strength !== 'easy') assert.ok(exchanges > 0, `${strength} made an exchange`);
    });
  }
});

describe('no cheating', () => {
  /** Two full states with the same view for `seat` but different hidden information. */
  function twins(i: number): { a: GameState; b: GameState; seat: number } | null {
    const a = randomPosition(i);
    if (!a) return null;
    const seat = a.decision.seat!;
    const view = viewFor(a, seat);
    const b = determinize(view, seat, randomOf(`twin-${i}`));
    return { a, b, seat };
  }

  it('the same seed gives the same move whatever the other hands, deck order, Upgrade pile and generator', () => {
    let differing = 0;
    let compared = 0;
    for (let i = 0; compared < 60; i++) {
      const t = twins(i);
      if (!t) continue;
      const { a, b, seat } = t;
      assert.deepEqual(viewFor(b, seat), viewFor(a, seat), 'the twins share the view');
      const hiddenDiffers = JSON.stringify(a.deck) !== JSON.stringify(b.deck) || JSON.stringify(a.rng) !== JSON.stringify(b.rng);
      if (hiddenDiffers) differing++;
      for (const strength of ['easy', 'medium', 'hard'] as const) {
        const options = { strength, seed: 'fair', iterations: 20 };
        assert.deepEqual(chooseMove(viewFor(a, seat), options), chooseMove(viewFor(b, seat), options), `${strength}, position ${i}`);
      }
      compared++;
    }
    assert.ok(differing > 50, 'the twins really differ in what the seat cannot see');
  });

  it('a hand-made twin: cards swapped between another hand and the deck, the pile reordered, another generator', () => {
    let a = applyMove(newGame({ players: 3, seed: 5, scenario: { firstPlayer: 0, seats: [{ hand: ['mummy', 'mummy'] }, { hand: ['tablet', 'weapon', 'pottery'] }, { hand: ['statuette'] }] } }), { type: 'roll' });
    a = applyMove(a, { type: 'place', seat: 0, location: 'camp', meeples: [0] });
    a = applyMove(a, { type: 'campReroll', seat: 0, meeple: null });
    const b = cloneState(a);
    const top = b.deck.pop()!;
    b.deck.unshift(b.seats[1]!.hand[0]!);
    b.seats[1]!.hand[0] = top;
    b.upgradePile.reverse();
    b.rng = seedRng('another');
    const seat = a.decision.seat!;
    assert.equal(seat, 1);
    assert.notDeepEqual(b, a);
    assert.deepEqual(viewFor(b, 2), viewFor(a, 2));
    // Seat 1 sees its own hand change; seat 2's decision is what must not change: play on to seat 2.
    for (const strength of ['easy', 'medium', 'hard'] as const) {
      const options = { strength, seed: 7, iterations: 50 };
      const pa = applyMove(a, { type: 'place', seat: 1, location: 'camp', meeples: [0] });
      const pb = applyMove(b, { type: 'place', seat: 1, location: 'camp', meeples: [0] });
      const qa = applyMove(pa, { type: 'campReroll', seat: 1, meeple: null });
      const qb = applyMove(pb, { type: 'campReroll', seat: 1, meeple: null });
      assert.equal(qa.decision.seat, 2);
      assert.deepEqual(chooseMove(viewFor(qa, 2), options), chooseMove(viewFor(qb, 2), options), strength);
    }
  });

  it('the API refuses the full state and another seat\'s view', () => {
    const s = applyMove(newGame({ players: 3, seed: 2, scenario: { seats: [{ hand: ['mummy'] }, { hand: ['mummy'] }, { hand: ['mummy'] }] } }), { type: 'roll' });
    const seat = s.decision.seat!;
    for (const strength of ['easy', 'medium', 'hard'] as const) {
      assert.throws(() => chooseMove(s, { strength }), TypeError, 'a full state is refused');
      assert.throws(() => chooseMove(viewFor(s, (seat + 1) % 3), { strength }), /not seat \d's view/);
      assert.throws(() => determinize(s, seat, Math.random), TypeError);
    }
    assert.equal(viewFor(s, seat).hidden, true);
  });
});

describe('determinize', () => {
  it('gives a legal full state with the view\'s counts and visible cards, and the same view back', () => {
    let checked = 0;
    for (let i = 0; checked < 300; i++) {
      const s = randomPosition(i);
      if (!s) continue;
      const seat = s.decision.seat!;
      const view = viewFor(s, seat);
      const d = determinize(view, seat, randomOf(`det-${i}`));
      assert.equal(d.hidden, false);
      // 75 cards, each once.
      const b = d.board;
      const cards = [...d.deck, ...d.discard, ...d.flow.drawn, ...b.temple, ...b.surroundings.quarry, ...b.surroundings.small_temple,
        ...b.surroundings.ruins, ...d.seats.flatMap((p) => p.hand)].filter((c) => c !== null);
      assert.equal(cards.length, 75);
      assert.equal(new Set(cards).size, 75);
      assert.ok(cards.every((c) => c !== HIDDEN && c >= 0 && c < 75));
      // 24 tiles, each once.
      const tiles = [...d.upgradePile, ...b.upgradeDisplay.filter((t) => t !== null), ...d.seats.flatMap((p) => [...p.upgrades, ...p.upgradeDiscard]), ...d.gains.map((g) => g.tile)];
      assert.equal(new Set(tiles).size, UPGRADE_TILES.length);
      assert.equal(tiles.length, UPGRADE_TILES.length);
      // Counts and visible cards as in the view.
      assert.equal(d.deck.length, view.deck.length);
      d.seats.forEach((p, k) => assert.equal(p.hand.length, view.seats[k]!.hand.length));
      assert.deepEqual(d.seats[seat]!.hand, view.seats[seat]!.hand);
      assert.deepEqual(d.board.temple, view.board.temple);
      assert.deepEqual(d.discard, view.discard);
      if (d.automaton) {
        assert.equal(d.automaton.deck.length, view.automaton!.deck.length);
        assert.ok(!d.automaton.deck.includes(d.automaton.card!));
        assert.equal(new Set(d.automaton.deck).size, d.automaton.deck.length);
      }
      // Strongest: the sample looks exactly like the view to the seat.
      assert.deepEqual(viewFor(d, seat), view);
      // And the engine plays it to the end.
      const r = randomOf(`det-play-${i}`);
      if (i % 10 === 0) while (d.decision.kind !== 'gameOver') applyMoveInPlace(d, randomMove(d, r)!);
      checked++;
    }
  });

  it('fills the cards another seat is choosing from (U09 keep) in both places', () => {
    let s = applyMove(newGame({ players: 3, seed: 11, scenario: { firstPlayer: 0, rolls: faces(21, 'white'), seats: [{ upgrades: ['U09'] }] } }), { type: 'roll' });
    s = applyMove(s, { type: 'place', seat: 0, location: 'temple', space: 2, meeples: [0] });
    s = campRest(s);
    s = applyMove(s, { type: 'chooseCards', seat: 0, cards: [s.board.temple.find((c) => c !== null)!] });
    assert.equal(s.decision.kind, 'keepDrawn');
    const view = viewFor(s, 1);
    assert.deepEqual(view.flow.drawn, [HIDDEN, HIDDEN]);
    const d = determinize(view, 1, randomOf('keep'));
    assert.deepEqual((d.decision as { cards: number[] }).cards, d.flow.drawn);
    assert.ok(d.flow.drawn.every((c) => c !== HIDDEN));
    assert.equal(checkMove(d, { type: 'keepDrawn', seat: 0, card: d.flow.drawn[0]! }), null);
  });
});

// ---------------------------------------------------------------- easy

describe('easy is never absurd', () => {
  it('obeys EASY_RULES in thousands of random positions', () => {
    let tested = 0;
    for (let i = 0; tested < 2000; i++) {
      const s = randomPosition(10_000 + i);
      if (!s) continue;
      const view = viewFor(s, s.decision.seat!);
      const move = chooseMove(view, { strength: 'easy', seed: i });
      assert.equal(absurdity(view, move), null, `${JSON.stringify(move)} in a ${s.decision.kind} decision`);
      tested++;
    }
  });

  function atDelivery(hand: string[], seatCoins = 10): GameState {
    let s = applyMove(newGame({ players: 3, seed: 4, scenario: { firstPlayer: 0, rolls: faces(21, 'black'), seats: [{ coins: seatCoins, hand }] } }), { type: 'roll' });
    s = applyMove(s, { type: 'place', seat: 0, location: 'harbor', meeples: [0] });
    return campRest(s);
  }

  it('delivers as many cards as fit, never none', () => {
    const s = atDelivery(['pottery', 'weapon', 'tablet', 'statuette', 'mummy']);
    assert.equal(s.decision.kind, 'deliver');
    for (let seed = 0; seed < 30; seed++) {
      const m = chooseMove(viewFor(s, 0), { strength: 'easy', seed }) as Extract<Move, { type: 'deliver' }>;
      assert.equal(m.cards.length, 3);
    }
    const one = atDelivery(['mummy']);
    assert.deepEqual(chooseMove(viewFor(one, 0), { strength: 'easy', seed: 1 }), { type: 'deliver', seat: 0, cards: one.seats[0]!.hand });
  });

  function atBlackMarket(hand: string[]): GameState {
    let s = applyMove(newGame({ players: 3, seed: 4, scenario: { firstPlayer: 0, rolls: faces(21, 'black'), seats: [{ hand }] } }), { type: 'roll' });
    s = applyMove(s, { type: 'place', seat: 0, location: 'black_market', meeples: [0] });
    s = campRest(s);
    assert.equal(s.decision.kind, 'blackMarket');
    return s;
  }

  it('sells a cheap card at the Black Market, never a valuable one, and keeps a hand of full sets', () => {
    const s = atBlackMarket(['pottery', 'mummy', 'mummy']);
    for (let seed = 0; seed < 30; seed++) {
      const m = chooseMove(viewFor(s, 0), { strength: 'easy', seed }) as Extract<Move, { type: 'blackMarket' }>;
      assert.notEqual(m.card, null, 'a lone pottery is worth 1 VP: 7 coins are better');
      assert.equal(cardLabel(m.card!), 'pottery');
    }
    const sets = atBlackMarket(['mummy', 'mummy', 'mummy']);
    assert.ok(easyCardWorth(sets.seats[0]!.hand, sets.seats[0]!.hand[0]!) > 2);
    assert.deepEqual(chooseMove(viewFor(sets, 0), { strength: 'easy', seed: 3 }), { type: 'blackMarket', seat: 0, card: null });
  });

  it('never sends Harbor meeples without cards, nor bids on a Ship or the Black Market with nothing to deliver or sell', () => {
    for (let seed = 0; seed < 200; seed++) {
      const s = applyMove(newGame({ players: 4, seed, scenario: { seats: [{ coins: 12 }, { coins: 12 }, { coins: 12 }, { coins: 12 }] } }), { type: 'roll' });
      const seat = s.decision.seat!;
      const m = chooseMove(viewFor(s, seat), { strength: 'easy', seed });
      assert.ok(m.type === 'place');
      assert.ok(!['harbor', 'ship', 'black_market'].includes(m.location), JSON.stringify(m));
      const bid = m.location === 'quarry' || m.location === 'small_temple' || m.location === 'ruins';
      if (bid) assert.ok(m.meeples.length <= 2, 'at most one meeple over the winning bid');
    }
  });
});

// ---------------------------------------------------------------- medium

describe('medium prefers the obviously better move', () => {
  it('delivers a full mummy set rather than a single pottery', () => {
    let s = applyMove(newGame({ players: 3, seed: 4, scenario: { firstPlayer: 0, rolls: faces(21, 'black'), seats: [{ coins: 10, hand: ['pottery', 'mummy', 'mummy', 'mummy'] }] } }), { type: 'roll' });
    s = applyMove(s, { type: 'place', seat: 0, location: 'harbor', meeples: [0] });
    s = campRest(s);
    const m = chooseMove(viewFor(s, 0), { strength: 'medium' }) as Extract<Move, { type: 'deliver' }>;
    assert.deepEqual(m.cards.map(cardLabel), ['mummy', 'mummy', 'mummy']);
  });

  it('takes the Temple card that completes a set', () => {
    let s = applyMove(newGame({ players: 3, seed: 4, scenario: {
      firstPlayer: 0, rolls: faces(21, 'white'), seats: [{ hand: ['statuette', 'statuette'] }],
      temple: ['pottery', 'weapon', 'statuette', 'pottery', 'weapon', 'tablet', 'pottery', 'weapon'],
    } }), { type: 'roll' });
    s = applyMove(s, { type: 'place', seat: 0, location: 'temple', space: 4, meeples: [0] });
    s = campRest(s);
    assert.equal(s.decision.kind, 'templeCards');
    const m = chooseMove(viewFor(s, 0), { strength: 'medium' }) as Extract<Move, { type: 'chooseCards' }>;
    assert.deepEqual(m.cards.map(cardLabel), ['statuette']);
  });

  it('sells the lone pottery at the Black Market, not half of a mummy pair', () => {
    let s = applyMove(newGame({ players: 3, seed: 4, scenario: { firstPlayer: 0, rolls: faces(21, 'black'), seats: [{ hand: ['mummy', 'pottery', 'mummy'] }] } }), { type: 'roll' });
    s = applyMove(s, { type: 'place', seat: 0, location: 'black_market', meeples: [0] });
    s = campRest(s);
    const m = chooseMove(viewFor(s, 0), { strength: 'medium' }) as Extract<Move, { type: 'blackMarket' }>;
    assert.equal(cardLabel(m.card!), 'pottery');
  });

  it('bids for the Surrounding whose cards complete its set, and takes a free Upgrade rather than a duplicate', () => {
    const s = applyMove(newGame({ players: 3, seed: 4, scenario: {
      firstPlayer: 0, rolls: faces(21, 'black'), seats: [{ hand: ['mummy', 'mummy'], coins: 0 }],
      surroundings: { quarry: ['pottery', 'pottery'], small_temple: ['mummy', 'statuette'], ruins: ['weapon', 'pottery'] },
    } }), { type: 'roll' });
    const m = chooseMove(viewFor(s, 0), { strength: 'medium' });
    assert.equal(m.type === 'place' && m.location, 'small_temple');

    let u = applyMove(newGame({ players: 3, seed: 4, scenario: { firstPlayer: 0, rolls: faces(21, 'black'), seats: [{ upgrades: ['U06'], coins: 5 }], upgradeDisplay: ['U06', 'U04', 'U03'] } }), { type: 'roll' });
    u = applyMove(u, { type: 'place', seat: 0, location: 'village', space: 0, meeples: [0] });
    u = campRest(u);
    const pick = chooseMove(viewFor(u, 0), { strength: 'medium' }) as Extract<Move, { type: 'chooseUpgrade' }>;
    assert.notEqual(UPGRADE_TILES[pick.tile]!.kind, 'U06');
  });

  it('exchanges coins for VP with U07 at the end of the game while the exchanges still to come gain', () => {
    let s = applyMove(newGame({ players: 3, seed: 4, scenario: { round: 5, firstPlayer: 0, rolls: faces(21, 'black'), seats: [{ upgrades: ['U07'], coins: 4, hand: ['mummy'] }] } }), { type: 'roll' });
    s = applyMove(s, { type: 'place', seat: 0, location: 'harbor', meeples: [0] });
    s = campRest(s);
    assert.equal(s.decision.kind, 'deliver');
    assert.equal(s.seats[0]!.coins, 4 - 2 + 6);
    const m = chooseMove(viewFor(s, 0), { strength: 'medium' });
    assert.deepEqual(m, { type: 'exchange', seat: 0, tile: 'U07' }, '8 coins = 2 VP; exchanged pair by pair, 4 VP');
    s = applyMove(s, m);
    // 6 coins = 2 VP = 4 coins + 1 VP: that one exchange gains nothing alone, but 6 coins exchanged make 3 VP.
    for (let i = 0; i < 3; i++) s = applyMove(s, chooseMove(viewFor(s, 0), { strength: 'medium' }));
    assert.deepEqual([s.seats[0]!.coins, s.seats[0]!.score], [0, 4]);
    assert.equal(chooseMove(viewFor(s, 0), { strength: 'medium' }).type, 'deliver', 'no coins left: the delivery');
  });
});

// ---------------------------------------------------------------- hard

describe('hard', () => {
  it('beats random play clearly (20 two-seat games, 60 iterations per decision)', () => {
    let wins = 0;
    for (let g = 0; g < 20; g++) {
      const hardSeat = g % 2;
      const r = randomOf(`random-player-${g}`);
      const s = newGame({ players: 2, seed: `vs-random-${g}` });
      while (s.decision.kind !== 'gameOver') {
        const seat = s.decision.seat;
        const move = seat === hardSeat ? chooseMove(viewFor(s, seat), { strength: 'hard', seed: g, iterations: 60 }) : randomMove(s, r)!;
        applyMoveInPlace(s, move);
      }
      if (scoreBreakdown(s)[hardSeat]!.winner) wins++;
    }
    assert.ok(wins >= 15, `hard won ${wins} of 20`);
  });

  it('answers a decision with one legal move without searching: no playout, the legal move', () => {
    let t = applyMove(newGame({ players: 3, seed: 4, scenario: { firstPlayer: 0, rolls: faces(21, 'white'), seats: [{ hand: ['mummy'] }] } }), { type: 'roll' });
    t = applyMove(t, { type: 'place', seat: 0, location: 'temple', space: 4, meeples: [0] });
    t = campRest(t);
    assert.equal(t.decision.kind, 'templeCards');
    const { stats } = chooseMoveWithStats(viewFor(t, 0), { strength: 'hard', iterations: 100 });
    assert.ok(stats && stats.iterations > 0, 'a real choice is searched');
    // U09's keep between two cards of one kind: a single legal move.
    let k = applyMove(newGame({ players: 3, seed: 3, scenario: { firstPlayer: 0, rolls: faces(21, 'white'), seats: [{ upgrades: ['U09'] }], deck: ['pottery', 'pottery'] } }), { type: 'roll' });
    k = applyMove(k, { type: 'place', seat: 0, location: 'temple', space: 2, meeples: [0] });
    k = campRest(k);
    k = applyMove(k, { type: 'chooseCards', seat: 0, cards: [k.board.temple.find((c) => c !== null)!] });
    assert.equal(k.decision.kind, 'keepDrawn');
    assert.equal(legalMoves(k).length, 1);
    const quick = chooseMoveWithStats(viewFor(k, 0), { strength: 'hard', iterations: 100_000 });
    assert.equal(quick.stats!.iterations, 0, 'no playout run');
    assert.equal(quick.stats!.stopped, 'single');
    assert.deepEqual(quick.stats!.candidates, []);
    assert.deepEqual(quick.move, legalMoves(k)[0]);
  });
});

describe('hard playouts', () => {
  it('play to the end of the round by default, to the end of the next with rounds 2, never past the game', () => {
    const start = applyMove(newGame({ players: 3, seed: 'horizon' }), { type: 'roll' });
    const one = cloneState(start);
    playout(one, randomOf('h1'), 0.5);
    assert.equal(one.decision.kind, 'prepare');
    assert.equal(one.round, 1);
    const two = cloneState(start);
    playout(two, randomOf('h1'), 0.5, 2);
    assert.equal(two.decision.kind, 'prepare');
    assert.equal(two.round, 2);
    const all = cloneState(start);
    playout(all, randomOf('h1'), 0.5, 9);
    assert.equal(all.decision.kind, 'gameOver');
    assert.equal(all.round, 5);
  });
});

describe('hard: the opponent\'s replies searched', () => {
  /** A 2-seat game after the roll, seat 0 to place; and the same after its first placement (seat 1 to place). */
  const placing = () => applyMove(newGame({ players: 2, seed: 'replies', scenario: { firstPlayer: 0 } }), { type: 'roll' });
  const answered = () => {
    const s = placing();
    return applyMove(s, scoredMoves(s).sort((a, b) => b.score - a.score)[0]!.move);
  };
  const ranked = (s: GameState) => {
    const keys: string[] = [];
    for (const c of scoredMoves(s, false).slice().sort((a, b) => b.score - a.score)) {
      const k = JSON.stringify(c.move);
      if (!keys.includes(k)) keys.push(k);
    }
    return keys;
  };

  it('tries the opponent\'s replies in its heuristic\'s order first, then the one the seat fares worst against', () => {
    const s = answered();
    assert.equal(s.decision.kind, 'place');
    assert.equal(s.decision.seat, 1);
    const order = ranked(s);
    assert.ok(order.length >= 3);
    const stats = new Map<string, { n: number; sum: number }>();
    const first = cloneState(s);
    const stat = reply(first, 0, 3, stats, 0, 0.35)!;
    assert.deepEqual([...stats.keys()], [order[0]], 'the best reply first, the others not looked at yet');
    assert.equal(stat, stats.get(order[0]!));
    assert.deepEqual(first, applyMove(s, JSON.parse(order[0]!)), 'that reply applied');
    // All three visited: the seat won every playout after the first two, lost after the third.
    stats.set(order[0]!, { n: 4, sum: 4 });
    stats.set(order[1]!, { n: 4, sum: 4 });
    stats.set(order[2]!, { n: 4, sum: 0 });
    const third = cloneState(s);
    assert.equal(reply(third, 0, 3, stats, 12, 0.35), stats.get(order[2]!));
    assert.deepEqual(third, applyMove(s, JSON.parse(order[2]!)));
    // Only the best `width` replies: a fourth is never tried.
    assert.equal(stats.size, 3);
  });

  it('is on by default at a table of two (4 replies), off at larger tables', () => {
    const same = (players: number, replies: number) => {
      const s = applyMove(newGame({ players, seed: 'replies-default', scenario: { firstPlayer: 0 } }), { type: 'roll' });
      const search = (options: { replies?: number }) => {
        const { move, stats } = hardSearch(viewFor(s, 0), 0, randomOf('replies-default'), { iterations: 200, ...options });
        return { move, stopped: stats.stopped, iterations: stats.iterations, candidates: stats.candidates }; // (not the time it took)
      };
      assert.deepEqual(search({}), search({ replies }), `${players} seats: the default is ${replies} replies`);
    };
    same(2, 4);
    same(3, 0);
    same(4, 0);
  });

  it('answers nothing when the next decision is the seat\'s own', () => {
    const s = placing();
    const before = cloneState(s);
    assert.equal(reply(s, 0, 3, new Map(), 0, 0.35), null);
    assert.deepEqual(s, before);
  });

  it('a search with replies counts every playout it runs, is the same for the same seed, and a legal move', () => {
    const s = placing();
    const run = () => hardSearch(viewFor(s, 0), 0, randomOf('replies-search'), { iterations: 300, replies: 4 });
    const a = run();
    // (It may stop once no other candidate can catch up with the most visited.)
    assert.ok(a.stats.iterations > 100 && a.stats.iterations <= 300, String(a.stats.iterations));
    assert.equal(a.stats.candidates.reduce((t, c) => t + c.visits, 0), a.stats.iterations);
    assert.deepEqual(run().move, a.move);
    assert.ok(legalMoves(s).some((m) => JSON.stringify(m) === JSON.stringify(a.move)));
  });
});

describe('hard leaf evaluation', () => {
  /** A 2-seat game played by the playout policy to the end of round `round`. */
  function endOfRound(round: number): GameState {
    const s = applyMove(newGame({ players: 2, seed: 'leaf' }), { type: 'roll' });
    const random = randomOf('leaf-policy');
    while (!(s.decision.kind === 'prepare' && s.round === round)) playout(s, random, 0.5, s.decision.kind === 'prepare' ? 2 : 1);
    return s;
  }

  it('has a fitted entry for every seat count and round before the last: a weight per term and a positive scale', () => {
    for (const seats of [2, 3, 4, 5]) {
      assert.equal(LEAF_WEIGHTS[seats]!.length, 4, `${seats} seats`);
      for (const fit of LEAF_WEIGHTS[seats]!) {
        assert.equal(fit.weights.length, LEAF_TERMS.length);
        assert.ok(fit.weights.every(Number.isFinite));
        assert.ok(fit.scale > 0);
      }
    }
  });

  it('projects a round\'s end with that round\'s fitted weights: 3 more coins are worth 3 × the coin weight', () => {
    for (const round of [1, 4]) {
      const s = endOfRound(round);
      const richer = cloneState(s);
      richer.seats[0]!.coins += 3;
      const before = projectedScores(s), after = projectedScores(richer);
      const coin = LEAF_WEIGHTS[2]![round - 1]!.weights[LEAF_TERMS.indexOf('coins')]!;
      assert.ok(Math.abs(after[0]! - before[0]! - 3 * coin) < 1e-9, `round ${round}`);
      assert.equal(after[1], before[1]);
      // And its chance of finishing ahead grows.
      assert.ok(utility(richer, 0) > utility(s, 0));
    }
  });
});

describe('determinism', () => {
  it('the same view and seed give the same move, for every strength', () => {
    let n = 0;
    for (let i = 0; n < 25; i++) {
      const s = randomPosition(20_000 + i);
      if (!s) continue;
      const view = viewFor(s, s.decision.seat!);
      for (const strength of ['easy', 'medium', 'hard'] as const) {
        const options = { strength, seed: `det-${i}`, iterations: 80 };
        assert.deepEqual(chooseMove(view, options), chooseMove(JSON.parse(JSON.stringify(view)) as GameState, options));
      }
      const bot = createBot({ strength: 'hard', seed: 1, iterations: 40 });
      assert.deepEqual(bot.choose(view), bot.choose(view));
      n++;
    }
  });
});

describe('worker protocol and client', () => {
  it('the worker handler answers { id, move } or { id, error }', () => {
    const s = applyMove(newGame({ players: 2, seed: 8 }), { type: 'roll' });
    const seat = s.decision.seat!;
    const ok = handleRequest({ id: 4, view: viewFor(s, seat), options: { strength: 'medium' } });
    assert.ok('move' in ok && ok.id === 4);
    assert.equal(checkMove(s, ok.move), null);
    const bad = handleRequest({ id: 5, view: s, options: { strength: 'medium' } });
    assert.ok('error' in bad && bad.id === 5 && /view/.test(bad.error));
  });

  it('BotClient falls back to the main thread without Worker (Node) and rejects errors', async () => {
    const client = new BotClient();
    assert.equal(client.usesWorker, false);
    const s = applyMove(newGame({ players: 3, seed: 9 }), { type: 'roll' });
    const seat = s.decision.seat!;
    const move = await client.choose(viewFor(s, seat), { strength: 'hard', seed: 1, iterations: 50 });
    assert.equal(checkMove(s, move), null);
    assert.deepEqual(move, chooseMove(viewFor(s, seat), { strength: 'hard', seed: 1, iterations: 50 }));
    await assert.rejects(client.choose(s, { strength: 'easy' }), /view/);
    client.terminate();
  });

  it('BotClient talks to a worker through createWorker (a fake worker running the handler)', async () => {
    class FakeWorker {
      onmessage: ((e: { data: unknown }) => void) | null = null;
      onerror: ((e: unknown) => void) | null = null;
      terminated = false;
      postMessage(data: Parameters<typeof handleRequest>[0]): void {
        setTimeout(() => this.onmessage?.({ data: handleRequest(JSON.parse(JSON.stringify(data))) }), 0);
      }
      terminate(): void { this.terminated = true; }
    }
    const fake = new FakeWorker();
    const client = new BotClient({ createWorker: () => fake as unknown as Worker });
    const s = applyMove(newGame({ players: 4, seed: 10 }), { type: 'roll' });
    const seat = s.decision.seat!;
    const [a, b] = await Promise.all([
      client.choose(viewFor(s, seat), { strength: 'medium' }),
      client.choose(viewFor(s, seat), { strength: 'easy', seed: 2 }),
    ]);
    assert.equal(checkMove(s, a), null);
    assert.equal(checkMove(s, b), null);
    client.terminate();
    assert.ok(fake.terminated);
  });
});
