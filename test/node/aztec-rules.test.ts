/**
 * Aztec's rules as exact outcomes, each through the public API on a scenario: the three reveal cases
 * with 0, 1 and 2 accusers and the believers' stones; a stone given from the supply by a seat that has
 * none; Artifacts (draw 3, keep 1, tuck 2 in the chosen order; each immediate one; a short or empty
 * deck; several gainers in order from the revealer's left); curses with a clear majority, ties and all
 * zero; the end of a round; five rounds then game over; a short temple; the rulebook's worked example;
 * the tie-breaks.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  applyMove, applyMoveWithEvents, currentDecision, legalMoves, newGame, rulesOf, scoreBreakdown, tableMove,
  type AztecEvent, type AztecState, type Jewels,
} from '../../src/games/aztec/index.js';
import { artifactIds, THREE_BLUE, YELLOW_RED, TRIO, FLAT, DISCARD, GIVE, TAKE, CURSE, BASE, collectAndTokens, copy, game, LIE, play, revealedEvent, revealSeat0, shows, TRUTH } from './aztec-helpers.js';


const stonesOf = (s: AztecState) => s.seats.map((st) => st.stones);

describe('setup [rulebook]', () => {
  it('the temple, the Curse cards, 2 stones and a deck of 5 Jewel cards per seat, one drawn; collect for every seat', () => {
    const s = newGame({ players: 5, seed: 'setup' });
    assert.deepEqual(s.temple, [40, 40, 40]);
    assert.deepEqual(s.curses, [1, 1, 1]);
    assert.equal(s.supply, 40 - 5 * 2 - 3);
    assert.equal(s.artifactDeck.length, 42);
    assert.equal(new Set(s.artifactDeck).size, 42);
    for (const st of s.seats) {
      assert.equal(st.stones, 2);
      assert.equal(st.deck.length, 4, 'one of the 5 cards is drawn');
      assert.notEqual(st.card, null);
    }
    const dealt = s.seats.flatMap((st) => [st.card!, ...st.deck]);
    assert.equal(new Set(dealt).size, 25, '25 different Jewel cards');
    assert.equal(new Set(s.seats.map((st) => st.character)).size, 5, 'five different Characters');
    assert.deepEqual(currentDecision(s), { kind: 'collect', seats: [0, 1, 2, 3, 4], secret: true });
    assert.equal(s.firstPlayer, 0, 'DEFAULT: seat 0 begins');
  });

  it('the same seed deals the same game; Characters are dealt from it unless named', () => {
    assert.deepEqual(newGame({ players: 4, seed: 9 }), newGame({ players: 4, seed: 9 }));
    const named = newGame({ players: 3, seed: 9, characters: ['Charly', null, 5] });
    assert.equal(named.seats[0]!.character, 0);
    assert.equal(named.seats[2]!.character, 5);
    assert.ok(![0, 5].includes(named.seats[1]!.character));
  });
});

describe('step 1: collect, served from the first player once every seat has chosen', () => {
  it('nothing leaves the temple until the last seat chooses; then each takes its pick, seat by seat', () => {
    const s = game(BASE);
    const one = applyMove(s, { type: 'collect', seat: 2, jewels: [0, 2, 0] });
    assert.deepEqual(one.temple, [40, 40, 40]);
    assert.equal(one.seats[2]!.taken, null);
    assert.deepEqual(currentDecision(one), { kind: 'collect', seats: [0, 1, 3], secret: true });
    const all = play(one, { type: 'collect', seat: 0, jewels: LIE }, { type: 'collect', seat: 3, jewels: [1, 0, 1] }, { type: 'collect', seat: 1, jewels: [2, 1, 0] });
    assert.deepEqual(all.temple, [40 - 3, 40 - 3, 40 - 5]);
    assert.deepEqual(all.seats.map((st) => st.taken), [[0, 0, 4], [2, 1, 0], [0, 2, 0], [1, 0, 1]]);
    assert.deepEqual(currentDecision(all), { kind: 'token', seats: [0, 1, 2, 3], secret: true });
  });

  it('a short temple gives what remains, from the first player clockwise; the truth is judged on the pick', () => {
    // Stashes hold 38 blue: the temple has 2.
    const short = {
      seats: [{ deck: [[2, 0, 1]] }, { deck: [[2, 1, 0]], stash: [20, 0, 0] as Jewels }, { deck: [[3, 0, 0]], stash: [18, 0, 0] as Jewels }, { deck: [[1, 0, 1]] }],
    };
    const picks: Jewels[] = [[2, 0, 1], [2, 1, 0], [0, 0, 3], [1, 0, 1]];
    const served = (firstPlayer: number) => {
      let s = game({ ...short, firstPlayer });
      picks.forEach((jewels, seat) => { s = applyMove(s, { type: 'collect', seat, jewels }); });
      return s;
    };
    const fromSeat0 = served(0);
    assert.deepEqual(fromSeat0.seats.map((st) => st.taken), [[2, 0, 1], [0, 1, 0], [0, 0, 3], [0, 0, 1]]);
    assert.deepEqual(fromSeat0.temple, [0, 39, 35]);
    const fromSeat1 = served(1);
    assert.deepEqual(fromSeat1.seats.map((st) => st.taken), [[0, 0, 1], [2, 1, 0], [0, 0, 3], [0, 0, 1]]);

    // Tokens: 0 accuses 1, 1 believes 0, 2 believes 3, 3 accuses 2.
    let s = collectAndTokens(game({ ...short, firstPlayer: 0 }), picks, [[1, false], [0, true], [3, true], [2, false]]);
    s = play(s, { type: 'reveal' });
    const r = applyMoveWithEvents(s, { type: 'reveal' });
    const seat1 = revealedEvent(r.events);
    assert.equal(seat1.case, 1, 'seat 1 picked its card\'s jewels: the truth, though the temple gave 1 jewel of 3');
    assert.deepEqual(seat1.taken, [0, 1, 0]);
    assert.deepEqual(r.state.seats[1]!.stash, [20, 1, 0]);
    // Seat 2 lied and was accused: its jewels go back, and the temple has no blue for its card's 3 blue.
    const r2 = applyMoveWithEvents(r.state, { type: 'reveal' });
    assert.equal(revealedEvent(r2.events).case, 3);
    assert.deepEqual(r2.state.seats[2]!.stash, [18, 0, 0]);
    assert.deepEqual(r2.state.temple, [0, 39, 38]);
    assert.deepEqual(r2.events.filter((e) => e.type === 'jewels'), [
      { type: 'jewels', seat: 2, jewels: [0, 0, 3], to: 'temple', from: 'card' },
      { type: 'jewels', seat: 2, jewels: [0, 0, 0], to: 'stash', from: 'temple' },
    ]);
  });
});

describe('step 3, case 1: the truth', () => {
  it('no accuser: the jewels go to the stash; each believer discards a stone; no Artifact', () => {
    const { before, after, events } = revealSeat0(TRUTH, ['believe', 'believe', 'away']);
    assert.deepEqual(after.seats[0]!.stash, [0, 0, 3]);
    assert.deepEqual(stonesOf(after), [2, 1, 1, 2]);
    assert.equal(after.supply, before.supply + 2);
    assert.deepEqual(revealedEvent(events), { type: 'revealed', seat: 0, card: before.seats[0]!.card!, shows: [0, 0, 3], taken: [0, 0, 3], case: 1, accusers: [], believers: [1, 2] });
    assert.deepEqual(currentDecision(after), { kind: 'reveal', seats: [], secret: false, seat: 1 });
    assert.equal(after.seats[0]!.taken, null, 'the jewels have left the card');
    assert.equal(after.seats[0]!.revealed, true);
  });

  it('1 accuser: the revealer gives it one of its stones; a believer discards one; no Artifact', () => {
    const { before, after } = revealSeat0(TRUTH, ['accuse', 'believe', 'away']);
    assert.deepEqual(stonesOf(after), [1, 3, 1, 2]);
    assert.equal(after.supply, before.supply + 1);
    assert.equal(currentDecision(after).kind, 'reveal');
  });

  it('2 accusers: a stone to each, and the revealer gains an Artifact before the believer discards', () => {
    const { before, after, events } = revealSeat0(TRUTH, ['accuse', 'accuse', 'believe']);
    assert.deepEqual(stonesOf(after), [0, 3, 3, 2], 'the believer has not discarded yet');
    assert.deepEqual(currentDecision(after), { kind: 'artifact', seats: [0], secret: true, cards: [THREE_BLUE, FLAT, YELLOW_RED] });
    assert.deepEqual(events.filter((e) => e.type === 'artifactGain'), [{ type: 'artifactGain', seat: 0, why: 'accusedTruth' }]);
    const done = applyMove(after, { type: 'artifact', seat: 0, keep: FLAT, tuck: [YELLOW_RED, THREE_BLUE] });
    assert.deepEqual(stonesOf(done), [0, 3, 3, 1]);
    assert.equal(done.supply, before.supply + 1);
    assert.deepEqual(done.seats[0]!.artifacts, [FLAT]);
    assert.deepEqual(currentDecision(done), { kind: 'reveal', seats: [], secret: false, seat: 1 });
  });

  it('a revealer with no stone gives one from the supply [rulebook]; a believer with none discards nothing [derived]', () => {
    const { before, after } = revealSeat0(TRUTH, ['accuse', 'believe', 'away'], { seats: [{ deck: [[0, 0, 3]], stones: 0 }, { deck: [[2, 1, 0]] }, { deck: [[0, 2, 0]], stones: 0 }, { deck: [[1, 0, 1]] }] });
    assert.deepEqual(stonesOf(before), [0, 2, 0, 2]);
    assert.deepEqual(stonesOf(after), [0, 3, 0, 2]);
    assert.equal(after.supply, before.supply - 1);
  });
});

describe('step 3, case 2: a lie nobody accused', () => {
  it('the jewels go to the stash, the liar gains an Artifact, then each believer takes a stone from the supply', () => {
    for (const tokens of [['believe', 'away', 'away'], ['believe', 'believe', 'away']] as const) {
      const { before, after, events } = revealSeat0(LIE, [...tokens]);
      assert.deepEqual(after.seats[0]!.stash, [0, 0, 4]);
      assert.equal(revealedEvent(events).case, 2);
      assert.deepEqual(events.filter((e) => e.type === 'artifactGain'), [{ type: 'artifactGain', seat: 0, why: 'unaccusedLie' }]);
      assert.deepEqual(stonesOf(after), stonesOf(before), 'believers take their stones after the Artifact');
      const done = applyMove(after, { type: 'artifact', seat: 0, keep: THREE_BLUE, tuck: [FLAT, YELLOW_RED] });
      const believers = tokens.filter((t) => t === 'believe').length;
      assert.deepEqual(stonesOf(done), [2, 3, believers === 2 ? 3 : 2, 2]);
      assert.equal(done.supply, before.supply - believers);
    }
  });

  it('nobody believed either: the Artifact alone', () => {
    const { before, after } = revealSeat0(LIE, ['away', 'away', 'away']);
    const done = applyMove(after, { type: 'artifact', seat: 0, keep: THREE_BLUE, tuck: [FLAT, YELLOW_RED] });
    assert.deepEqual(stonesOf(done), stonesOf(before));
    assert.deepEqual(done.seats[0]!.artifacts, [THREE_BLUE]);
  });
});

describe('step 3, case 3: an accused lie', () => {
  it('1 accuser: the jewels go back, the card\'s are taken instead; the accuser gives a stone; believers take one; no Artifact', () => {
    const { before, after, events } = revealSeat0(LIE, ['accuse', 'believe', 'away']);
    assert.deepEqual(after.seats[0]!.stash, [0, 0, 3]);
    assert.equal(after.temple[2], before.temple[2] + 4 - 3);
    assert.deepEqual(stonesOf(after), [3, 1, 3, 2]);
    assert.equal(after.supply, before.supply - 1);
    assert.equal(revealedEvent(events).case, 3);
    assert.deepEqual(revealedEvent(events).accusers, [1]);
    assert.equal(currentDecision(after).kind, 'reveal');
  });

  it('2 accusers: a stone from each, and each gains an Artifact, in seat order from the revealer\'s left (DEFAULT)', () => {
    // Seat 2 reveals first; seats 0 and 3 accuse it: from its left, seat 3 then seat 0.
    const s = game({ ...BASE, firstPlayer: 2, seats: [{ deck: [[0, 0, 3]] }, { deck: [[2, 1, 0]] }, { deck: [[0, 2, 0]] }, { deck: [[1, 0, 1]] }] });
    const before = collectAndTokens(s, [TRUTH, [2, 1, 0], [0, 4, 0], [1, 0, 1]], [[2, false], [2, true], [0, true], [2, false]]);
    const r = applyMoveWithEvents(before, { type: 'reveal' });
    assert.deepEqual(revealedEvent(r.events).accusers, [3, 0]);
    assert.deepEqual(revealedEvent(r.events).believers, [1]);
    assert.deepEqual(r.events.filter((e) => e.type === 'artifactGain').map((e) => (e as { seat: number }).seat), [3, 0]);
    assert.deepEqual(stonesOf(r.state), [1, 2, 4, 1]);
    assert.deepEqual(r.state.gains, [3, 0]);
    assert.deepEqual(currentDecision(r.state), { kind: 'artifact', seats: [3], secret: true, cards: [THREE_BLUE, FLAT, YELLOW_RED] });
    // The second gainer draws after the first has tucked: the next three cards.
    const second = applyMove(r.state, { type: 'artifact', seat: 3, keep: THREE_BLUE, tuck: [FLAT, YELLOW_RED] });
    assert.deepEqual(currentDecision(second), { kind: 'artifact', seats: [0], secret: true, cards: [TRIO, GIVE, TAKE] });
    const done = applyMove(second, { type: 'artifact', seat: 0, keep: TRIO, tuck: [TAKE, GIVE] });
    assert.deepEqual(stonesOf(done), [1, 3, 4, 1], 'the believer takes its stone last');
    assert.deepEqual(done.artifactDeck.slice(-4), [FLAT, YELLOW_RED, TAKE, GIVE]);
    assert.deepEqual(currentDecision(done), { kind: 'reveal', seats: [], secret: false, seat: 3 });
  });

  it('an accuser with no stone gives one from the supply', () => {
    const { before, after } = revealSeat0(LIE, ['accuse', 'away', 'away'], { seats: [{ deck: [[0, 0, 3]] }, { deck: [[2, 1, 0]], stones: 0 }, { deck: [[0, 2, 0]] }, { deck: [[1, 0, 1]] }] });
    assert.deepEqual(stonesOf(after), [3, 0, 2, 2]);
    assert.equal(after.supply, before.supply - 1);
  });
});

describe('gaining an Artifact: draw 3, keep 1, tuck the others in the chosen order', () => {
  const gain = (edit?: (s: AztecState) => void, scenario: object = {}) => {
    const s = game({ ...BASE, ...scenario } as never);
    // Seats 1 and 2 believe seat 0, whose lie nobody accuses: case 2.
    let before = collectAndTokens(s, [LIE, shows(s, 1), shows(s, 2), shows(s, 3)], [[1, true], [0, true], [0, true], [1, true]]);
    if (edit) {
      before = copy(before);
      edit(before);
    }
    return applyMoveWithEvents(before, { type: 'reveal' });
  };

  it('a kept Artifact lies face up; the two others go under the deck in the order given; the gainer knows them', () => {
    const { state } = gain();
    assert.equal(state.artifactDeck.length, 39);
    const moves = legalMoves(state, 0);
    assert.equal(moves.length, 3 * 2, 'each card kept, the others in either order');
    const done = applyMove(state, { type: 'artifact', seat: 0, keep: YELLOW_RED, tuck: [FLAT, THREE_BLUE] });
    assert.deepEqual(done.artifactDeck.slice(-2), [FLAT, THREE_BLUE]);
    assert.deepEqual(done.artifactDeck.slice(0, 3), [TRIO, GIVE, TAKE]);
    assert.equal(done.artifactDeck.length, 41);
    assert.deepEqual(done.seats[0]!.artifacts, [YELLOW_RED]);
    assert.deepEqual(done.seats[0]!.knows, [FLAT, THREE_BLUE]);
    assert.deepEqual(done.seats[1]!.knows, []);
    assert.deepEqual(done.drawn, []);
  });

  it('a deck of 2 gives 2 to choose from; an empty deck gives nothing (artifactNone)', () => {
    const two = gain((s) => { s.artifactDeck = [FLAT, TRIO]; });
    assert.deepEqual(currentDecision(two.state), { kind: 'artifact', seats: [0], secret: true, cards: [FLAT, TRIO] });
    const done = applyMove(two.state, { type: 'artifact', seat: 0, keep: TRIO, tuck: [FLAT] });
    assert.deepEqual(done.artifactDeck, [FLAT]);
    const none = gain((s) => { s.artifactDeck = []; });
    assert.ok(none.events.some((e) => e.type === 'artifactNone' && e.seat === 0));
    assert.deepEqual(currentDecision(none.state), { kind: 'reveal', seats: [], secret: false, seat: 1 });
    assert.equal(none.state.seats[1]!.stones, 3, 'the believer\'s stone follows at once');
  });

  /** The state after seat 0 plays the immediate Artifact on top of the deck with `choice`. */
  const playImmediate = (id: number, choice: { target?: number; color?: 0 | 1 | 2 }, scenario: object = {}) => {
    const { state } = gain(undefined, { artifactDeck: [id, FLAT, TRIO], ...scenario });
    const r = applyMoveWithEvents(state, { type: 'artifact', seat: 0, keep: id, tuck: [TRIO, FLAT], ...choice });
    assert.deepEqual(r.state.artifactDeck.slice(-3), [TRIO, FLAT, id], 'played, then tucked under the other two');
    for (const st of r.state.seats) assert.ok(st.knows.includes(id), 'every seat saw where it went');
    assert.deepEqual(r.state.seats[0]!.artifacts, [], 'an immediate Artifact is never kept');
    return { before: state, after: r.state, events: r.events };
  };

  it('"discard up to 2 cursed stones": as many as one has, up to 2', () => {
    for (const [stones, left] of [[3, 1], [1, 0], [0, 0]]) {
      const { before, after } = playImmediate(DISCARD, {}, { seats: [{ deck: [[0, 0, 3]], stones }, { deck: [[2, 1, 0]] }, { deck: [[0, 2, 0]] }, { deck: [[1, 0, 1]] }] });
      assert.equal(after.seats[0]!.stones, left);
      assert.equal(after.supply, before.supply + stones - left - 2, 'the two believers\' stones came from the supply');
    }
  });

  it('"give 1 of your cursed stones to a player of your choice" (from the supply when you have none)', () => {
    const { before, after, events } = playImmediate(GIVE, { target: 3 });
    assert.equal(after.seats[0]!.stones, before.seats[0]!.stones - 1);
    assert.equal(after.seats[3]!.stones, before.seats[3]!.stones + 1);
    assert.ok(events.some((e) => e.type === 'artifactPlayed' && e.card === GIVE && e.target === 3));
    const none = playImmediate(GIVE, { target: 2 }, { seats: [{ deck: [[0, 0, 3]], stones: 0 }, { deck: [[2, 1, 0]] }, { deck: [[0, 2, 0]] }, { deck: [[1, 0, 1]] }] });
    assert.equal(none.after.seats[0]!.stones, 0);
    assert.equal(none.after.seats[2]!.stones, none.before.seats[2]!.stones + 2, 'one from the Artifact, one as a believer');
  });

  it('"take 1 jewel of your choice from the temple"', () => {
    const { before, after } = playImmediate(TAKE, { color: 1 });
    assert.equal(after.seats[0]!.stash[1], before.seats[0]!.stash[1] + 1);
    assert.equal(after.temple[1], before.temple[1] - 1);
  });

  it('"move 1 cursed stone from the supply onto a Curse card of your choice"', () => {
    const { before, after } = playImmediate(CURSE, { color: 2 });
    assert.deepEqual(after.curses, [before.curses[0], before.curses[1], before.curses[2] + 1]);
    assert.equal(after.supply, before.supply - 1 - 2, 'one onto the Curse card, two to the believers');
  });
});

describe('step 4: curses', () => {
  /** Everyone truthful, each believing the next seat: the round reaches the curses without any Artifact. */
  const toCurses = (scenario: object) => {
    let s = game(scenario as never);
    s = collectAndTokens(s, s.seats.map((_, i) => shows(s, i)), s.seats.map((_, i): [number, boolean] => [(i + 1) % 4, true]));
    while (currentDecision(s).kind === 'reveal') s = play(s, { type: 'reveal' });
    assert.equal(currentDecision(s).kind, 'curses');
    return s;
  };

  it('the most of a colour takes its Curse card\'s stones; a tie for the most leaves them', () => {
    const s = toCurses({
      curses: [3, 2, 1],
      seats: [
        { deck: [[1, 1, 0]], stash: [4, 0, 0] }, { deck: [[1, 1, 0]], stash: [2, 3, 0] },
        { deck: [[0, 1, 1]], stash: [0, 2, 2] }, { deck: [[0, 1, 1]], stash: [0, 3, 2] },
      ],
    });
    assert.deepEqual(s.seats.map((st) => st.stash), [[5, 1, 0], [3, 4, 0], [0, 3, 3], [0, 4, 3]]);
    const stones = stonesOf(s);
    const r = applyMoveWithEvents(s, { type: 'curses' });
    assert.deepEqual(r.state.curses, [0, 2, 1]);
    assert.deepEqual(stonesOf(r.state), [stones[0]! + 3, stones[1], stones[2], stones[3]]);
    assert.deepEqual(r.events.filter((e) => e.type === 'curse'), [
      { type: 'curse', color: 0, seat: 0, stones: 3, tied: [] },
      { type: 'curse', color: 1, seat: null, stones: 2, tied: [1, 3] },
      { type: 'curse', color: 2, seat: null, stones: 1, tied: [2, 3] },
    ]);
    assert.deepEqual(currentDecision(r.state), { kind: 'endRound', seats: [], secret: false });
  });

  it('every seat at 0 of a colour: the most is tied, the stones stay', () => {
    const s = toCurses({ seats: [{ deck: [[0, 2, 0]] }, { deck: [[0, 3, 0]] }, { deck: [[0, 0, 2]] }, { deck: [[0, 0, 3]] }] });
    const r = applyMoveWithEvents(s, { type: 'curses' });
    assert.deepEqual(r.state.curses, [1, 0, 0]);
    assert.deepEqual(r.events.find((e) => e.type === 'curse'), { type: 'curse', color: 0, seat: null, stones: 1, tied: [0, 1, 2, 3] });
    assert.deepEqual(stonesOf(r.state), [1, 2, 1, 2]);
  });
});

describe('step 5 and the end of the game', () => {
  /** Plays every seat truthful, believing the next seat, to the end: no Artifact is ever gained. */
  function playHonest(s: AztecState, each?: (s: AztecState, events: AztecEvent[]) => void): AztecState {
    while (currentDecision(s).kind !== 'gameOver') {
      const d = currentDecision(s);
      const n = s.seats.length;
      const move = tableMove(s) ?? (d.kind === 'collect'
        ? { type: 'collect' as const, seat: d.seats[0]!, jewels: shows(s, d.seats[0]!) }
        : { type: 'token' as const, seat: d.seats[0]!, target: (d.seats[0]! + 1) % n, believe: true });
      const r = applyMoveWithEvents(s, move);
      each?.(s, r.events);
      s = r.state;
    }
    return s;
  }

  it('end of round: cards to the used pile, a stone from the supply on each Curse card, the first player passes left, round 2 begins', () => {
    const s0 = newGame({ players: 3, seed: 'round' });
    let s = s0;
    while (currentDecision(s).kind !== 'endRound') {
      const d = currentDecision(s);
      s = applyMove(s, tableMove(s) ?? (d.kind === 'collect'
        ? { type: 'collect', seat: d.seats[0]!, jewels: shows(s, d.seats[0]!) }
        : { type: 'token', seat: d.seats[0]!, target: (d.seats[0]! + 1) % 3, believe: true }));
    }
    const r = applyMoveWithEvents(s, { type: 'endRound' });
    const e = r.state;
    assert.deepEqual(e.seats.map((st) => st.used), s0.seats.map((st) => [st.card]));
    assert.deepEqual(e.seats.map((st) => st.card), s0.seats.map((st) => st.deck[0]));
    assert.deepEqual(e.curses, [s.curses[0] + 1, s.curses[1] + 1, s.curses[2] + 1]);
    assert.equal(e.supply, s.supply - 3);
    assert.equal(e.round, 2);
    assert.equal(e.firstPlayer, 1);
    assert.ok(e.seats.every((st) => st.pick === null && st.token === null && st.taken === null && !st.revealed));
    assert.deepEqual(r.events.filter((x) => x.type === 'roundEnd' || x.type === 'roundStart'), [
      { type: 'roundEnd', round: 1 }, { type: 'roundStart', round: 2, firstPlayer: 1 },
    ]);
    assert.deepEqual(currentDecision(e), { kind: 'collect', seats: [0, 1, 2], secret: true });
  });

  it('five rounds, then game over; no stone is added after round 5', () => {
    const starts: number[] = [];
    let lastCurses: Jewels | null = null;
    const end = playHonest(newGame({ players: 4, seed: 'five' }), (before, events) => {
      for (const e of events) if (e.type === 'roundStart') starts.push(e.round);
      if (events.some((e) => e.type === 'gameOver')) lastCurses = before.curses;
    });
    assert.deepEqual(starts, [2, 3, 4, 5]);
    assert.equal(end.round, 5);
    assert.deepEqual(end.curses, lastCurses);
    assert.deepEqual(currentDecision(end), { kind: 'gameOver', seats: [], secret: false });
    assert.equal(tableMove(end), null);
    for (const st of end.seats) {
      assert.equal(st.used.length, 5);
      assert.deepEqual(st.deck, []);
      assert.equal(st.card, null);
    }
    assert.deepEqual(legalMoves(end, 0), []);
  });
});

describe('final scoring', () => {
  it('the rulebook\'s example: Charly, 6 blue 5 red 3 yellow, the 3-blue and yellow–red Artifacts, 4 stones = 15 VP', () => {
    const s = game({ seats: [{ character: 'Charly', stash: [6, 3, 5], stones: 4, artifacts: [THREE_BLUE, YELLOW_RED] }] });
    const charly = scoreBreakdown(s)[0]!;
    assert.equal(rulesOf(s).characters[charly.character]!.name, 'Charly');
    assert.deepEqual(
      { duos: charly.duos, trios: charly.trios, artifacts: charly.artifacts, stones: charly.stones, stonePenalty: charly.stonePenalty, total: charly.total },
      { duos: 5, trios: 6, artifacts: 6 + 3, stones: 4, stonePenalty: -5, total: 15 },
    );
  });

  it('the cursed-stone track: 0, -1, -2, -3, -5, -7, -10, -13, then -3 a stone (DEFAULT)', () => {
    const totals = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((stones) => scoreBreakdown(game({ seats: [{ stones, character: 1 }] }))[0]!.stonePenalty);
    assert.deepEqual(totals, [0, -1, -2, -3, -5, -7, -10, -13, -16, -19]);
  });

  it('most VP wins; a tie goes to fewer stones; still tied, a shared victory', () => {
    // Daryl (blue–blue) 4 blue, 1 stone: 2 - 1; Elisa (yellow–yellow) 2 yellow: 1; Julie (red–red) 6 red and a flat 4 VP: 3 + 4.
    const lines = scoreBreakdown(game({
      seats: [
        { character: 'Daryl', stash: [4, 0, 0], stones: 1 }, { character: 'Elisa', stash: [0, 2, 0], stones: 0 },
        { character: 'Julie', stash: [0, 0, 6], stones: 0, artifacts: [FLAT] }, { character: 'Charly', stash: [0, 0, 0], stones: 0 },
      ],
    }));
    assert.deepEqual(lines.map((l) => [l.total, l.stones, l.rank, l.winner]), [[1, 1, 3, false], [1, 0, 2, false], [7, 0, 1, true], [0, 0, 4, false]]);
    const tied = scoreBreakdown(game({
      seats: [
        { character: 'Daryl', stash: [4, 0, 0], stones: 1 }, { character: 'Elisa', stash: [0, 4, 0], stones: 0 },
        { character: 'Julie', stash: [0, 0, 4], stones: 0 }, { character: 'Charly', stash: [0, 0, 2], stones: 0 },
      ],
    }));
    assert.deepEqual(tied.map((l) => [l.total, l.stones, l.rank, l.winner]), [[1, 1, 3, false], [2, 0, 1, true], [2, 0, 1, true], [0, 0, 4, false]]);
  });
});
