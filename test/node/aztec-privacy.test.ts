/**
 * Hidden information: a seat's view shows its own card, pick and token, never another seat's before
 * the table may see them; no Jewel deck's order; the Artifact deck only where the seat knows it; the
 * cards another seat drew; no generator. Two states that differ only in hidden information give every
 * other seat (and a spectator) the same view. And what everyone may know of a move and of an event.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  applyMove, currentDecision, eventFor, HIDDEN, newGame, nextFloat, publicMove, randomMove, seedRng, viewFor, applyMoveWithEvents,
  type AztecEvent, type AztecMove, type AztecState,
} from '../../src/games/aztec/index.js';
import { artifactIds, collectAndTokens, copy, play, shows } from './aztec-helpers.js';

const [FLAT] = artifactIds('vp') as [number];
const [GIVE] = artifactIds('giveStone') as [number];
const [THREE_BLUE] = artifactIds('set', [3, 0, 0]) as [number];

/** The whole Artifact deck, in an order: every id but the kept ones, top first. */
const wholeDeck = (order: 'up' | 'down') => {
  const ids = Array.from({ length: 42 }, (_, i) => i);
  return order === 'up' ? ids : ids.reverse();
};

/**
 * Two 4-seat games equal in all the table may see: seat 1's five Jewel cards differ (they show the same
 * jewels), the Artifact decks' orders differ, the seeds differ.
 */
function twins(): [AztecState, AztecState] {
  const decks = [[0, 1, 2, 3, 4], [18, 22, 26, 30, 34], [5, 6, 7, 8, 9], [10, 11, 12, 13, 14]];
  const other = [19, 23, 27, 31, 35]; // the same jewels as seat 1's cards: [2,1,0], [1,2,0], [2,0,1], [1,0,2], [0,2,1]
  const make = (seat1: number[], deck: number[], seed: string) => newGame({
    players: 4, seed, characters: [0, 1, 2, 3],
    scenario: { seats: decks.map((d, i) => ({ deck: i === 1 ? seat1 : d })), artifactDeck: deck },
  });
  return [make(decks[1]!, wholeDeck('up'), 'twin-a'), make(other, wholeDeck('down'), 'twin-b')];
}

const sameViews = (a: AztecState, b: AztecState, seats: (number | null)[], where: string) => {
  for (const seat of seats) assert.deepEqual(viewFor(a, seat), viewFor(b, seat), `${where}: seat ${seat}'s view`);
};

describe('views: what each seat may see', () => {
  it('states differing only in hidden information give every other seat, and a spectator, the same view', () => {
    const others = [0, 2, 3, null];
    let [a, b] = twins();
    sameViews(a, b, others, 'dealt');
    assert.notDeepEqual(viewFor(a, 1), viewFor(b, 1), 'seat 1 sees its own card');
    // Seat 1 picks differently in each: hidden until every seat has chosen.
    a = applyMove(a, { type: 'collect', seat: 1, jewels: [2, 1, 0] });
    b = applyMove(b, { type: 'collect', seat: 1, jewels: [0, 0, 4] });
    sameViews(a, b, others, 'seat 1 picked');
    assert.deepEqual(viewFor(a, 1).seats[1]!.pick, [2, 1, 0], 'its own pick');
    // The same picks everywhere, then seat 1's token differs: hidden until every token is placed.
    const picks: AztecMove[] = [0, 1, 2, 3].map((seat) => ({ type: 'collect', seat, jewels: [2, 0, 0] }));
    [a, b] = twins().map((t) => play(t, ...picks)) as [AztecState, AztecState];
    sameViews(a, b, others, 'picks shown');
    a = play(a, { type: 'token', seat: 1, target: 0, believe: true }, { type: 'token', seat: 0, target: 1, believe: false });
    b = play(b, { type: 'token', seat: 1, target: 3, believe: false }, { type: 'token', seat: 0, target: 1, believe: false });
    sameViews(a, b, others, 'seat 1 placed its token');
    assert.deepEqual(viewFor(a, 0).seats[0]!.token, { target: 1, believe: false }, 'its own token');
    assert.equal(viewFor(a, 0).seats[1]!.token, null);
    assert.deepEqual(viewFor(a, 1).seats[1]!.token, { target: 0, believe: true });
  });

  it('a pending pick or token, the cards drawn by another seat and the tucked cards stay out of other views', () => {
    const s = newGame({ players: 4, seed: 'drawn', characters: [0, 1, 2, 3], scenario: { seats: [{ deck: [[0, 0, 3]] }], artifactDeck: [THREE_BLUE, FLAT, GIVE] } });
    const gain = play(collectAndTokens(s, [[0, 0, 4], shows(s, 1), shows(s, 2), shows(s, 3)], [[1, true], [2, true], [3, true], [1, true]]), { type: 'reveal' });
    assert.equal(currentDecision(gain).kind, 'artifact');
    // Another deck top: other cards drawn, the same public table.
    const other = copy(gain);
    const swap = [other.artifactDeck[0]!, other.artifactDeck[1]!, other.artifactDeck[2]!];
    other.artifactDeck.splice(0, 3, ...other.drawn);
    other.drawn = swap;
    (other.decision as { cards: number[] }).cards = swap.slice();
    sameViews(gain, other, [1, 2, 3, null], 'drawn');
    const mine = viewFor(gain, 0);
    assert.deepEqual((mine.decision as { cards: number[] }).cards, [THREE_BLUE, FLAT, GIVE]);
    assert.deepEqual((viewFor(gain, 2).decision as { cards: number[] }).cards, [HIDDEN, HIDDEN, HIDDEN]);
    // After the tuck: the gainer knows where its two cards lie; nobody else does.
    const done = applyMove(gain, { type: 'artifact', seat: 0, keep: FLAT, tuck: [GIVE, THREE_BLUE] });
    const deck0 = viewFor(done, 0).artifactDeck, deck1 = viewFor(done, 1).artifactDeck;
    assert.deepEqual(deck0.slice(-2), [GIVE, THREE_BLUE]);
    assert.deepEqual(deck0.slice(0, -2), deck0.slice(0, -2).map(() => HIDDEN));
    assert.ok(deck1.every((id) => id === HIDDEN));
    assert.deepEqual(viewFor(done, 1).seats[0]!.knows, [], 'another seat\'s knowledge is not shown');
    assert.deepEqual(viewFor(done, 1).seats[0]!.artifacts, [FLAT], 'a kept Artifact lies face up');
  });

  it('an immediate Artifact played is known to every seat and to a spectator', () => {
    const s = newGame({ players: 3, seed: 'played', scenario: { artifactDeck: [GIVE, FLAT, THREE_BLUE] } });
    const gain = play(collectAndTokens(s, [[0, 0, 4], shows(s, 1), shows(s, 2)], [[1, true], [2, true], [1, true]]), { type: 'reveal' });
    const lied = shows(s, 0).join() !== '0,0,4';
    assert.ok(lied, 'the scenario deals seat 0 another card');
    const done = applyMove(gain, { type: 'artifact', seat: 0, keep: GIVE, tuck: [FLAT, THREE_BLUE], target: 2 });
    for (const seat of [0, 1, 2, null]) assert.equal(viewFor(done, seat).artifactDeck.at(-1), GIVE);
    assert.equal(viewFor(done, 1).artifactDeck.at(-2), HIDDEN);
    assert.deepEqual(viewFor(done, 2).seats[0]!.knows, [GIVE]);
  });

  it('in every step of random games, a view holds nothing another seat may not see', () => {
    const rng = seedRng('views');
    const draw = () => nextFloat(rng);
    for (const players of [3, 4, 5, 6]) {
      for (let g = 0; g < 30; g++) {
        let s = newGame({ players, seed: `v-${players}-${g}` });
        while (currentDecision(s).kind !== 'gameOver') {
          for (const viewer of [...s.seats.keys(), null]) {
            const v = viewFor(s, viewer);
            assert.equal(v.hidden, true);
            assert.equal(v.viewer, viewer);
            assert.deepEqual(v.rng.s, [0, 0, 0, 0]);
            const known = viewer === null ? [] : s.seats[viewer]!.knows;
            v.artifactDeck.forEach((id, i) => assert.ok(id === HIDDEN || known.includes(id) || s.seats.every((st) => st.knows.includes(id)), `deck[${i}]`));
            v.seats.forEach((st, i) => {
              assert.ok(st.deck.every((id) => id === HIDDEN), 'no Jewel deck is seen');
              if (i === viewer) {
                assert.equal(st.card, s.seats[i]!.card);
                assert.deepEqual(st.pick, s.seats[i]!.pick);
                assert.deepEqual(st.token, s.seats[i]!.token);
                return;
              }
              if (!s.seats[i]!.revealed && s.seats[i]!.card !== null) assert.equal(st.card, HIDDEN);
              if (s.step === 'collect') assert.equal(st.pick, null);
              if (s.step === 'collect' || s.step === 'token') assert.equal(st.token, null);
            });
            const d = v.decision;
            if (d.kind === 'artifact' && d.seats[0] !== viewer) assert.ok(d.cards.every((id) => id === HIDDEN) && v.drawn.every((id) => id === HIDDEN));
          }
          s = applyMove(s, randomMove(s, draw)!);
        }
      }
    }
  });

  it('viewFor refuses a seat that is not in the game', () => {
    const s = newGame({ players: 3, seed: 1 });
    for (const seat of [3, -1, 0.5, '1']) assert.throws(() => viewFor(s, seat as number), (e: unknown) => (e as { code?: string }).code === 'BAD_OPTIONS');
  });
});

describe('what everyone may know of a move and of an event', () => {
  it('publicMove: collect and token moves without their content; an artifact move\'s tuck order hidden; the table\'s moves whole', () => {
    assert.deepEqual(publicMove({ type: 'collect', seat: 2, jewels: [0, 0, 4] }), { type: 'collect', seat: 2 });
    assert.deepEqual(publicMove({ type: 'token', seat: 1, target: 0, believe: false }), { type: 'token', seat: 1 });
    assert.deepEqual(publicMove({ type: 'artifact', seat: 0, keep: 7, tuck: [9, 3] }), { type: 'artifact', seat: 0, keep: 7, tuck: [HIDDEN, HIDDEN] });
    assert.deepEqual(publicMove({ type: 'artifact', seat: 0, keep: 30, tuck: [9, 3], target: 2 }), { type: 'artifact', seat: 0, keep: 30, tuck: [HIDDEN, HIDDEN], target: 2 });
    assert.deepEqual(publicMove({ type: 'reveal' }), { type: 'reveal' });
  });

  it('events tell a pick or a token without its content, then all of them at once', () => {
    const s = newGame({ players: 3, seed: 'ev' });
    const events: AztecEvent[] = [];
    let t = s;
    for (const m of [
      { type: 'collect', seat: 0, jewels: [0, 0, 4] }, { type: 'collect', seat: 1, jewels: [2, 0, 0] }, { type: 'collect', seat: 2, jewels: [0, 3, 0] },
      { type: 'token', seat: 0, target: 1, believe: false }, { type: 'token', seat: 1, target: 2, believe: true }, { type: 'token', seat: 2, target: 0, believe: true },
    ] as AztecMove[]) {
      const r = applyMoveWithEvents(t, m);
      t = r.state;
      events.push(...r.events);
    }
    assert.deepEqual(events.map((e) => e.type), ['picked', 'picked', 'picked', 'collected', 'tokenPlaced', 'tokenPlaced', 'tokenPlaced', 'tokensShown']);
    assert.deepEqual(events[0], { type: 'picked', seat: 0 });
    assert.deepEqual(events[3], { type: 'collected', taken: [[0, 0, 4], [2, 0, 0], [0, 3, 0]] });
    assert.deepEqual(events[7], { type: 'tokensShown', tokens: [{ target: 1, believe: false }, { target: 2, believe: true }, { target: 0, believe: true }] });
    for (const e of events) for (const seat of [0, 1, 2, null]) assert.deepEqual(eventFor(e, seat), e);
  });
});
