/**
 * What <aztec-board>'s motion chunk animates (src/games/aztec/board/motion/changes.ts): read from the two
 * views the board rendered, each change exact — the picks served onto the cards, a reveal's jewels and
 * stones in each of its cases, tokens shown, an Artifact kept, the curses — nothing a view hides (another
 * seat's pick, card or token before it is public), and nothing for a jump.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { applyMove, newGame, nextFloat, randomMove, seedRng, viewFor, type AztecState, type Jewels } from '../../src/games/aztec/index.js';
import { aztecChanges, type AztecChange } from '../../src/games/aztec/board/motion/changes.js';
import { BASE, LIE, TRUTH, collectAndTokens, game, play, revealSeat0, shows, THREE_BLUE } from './aztec-helpers.js';

/** The changes as the table shows them (a spectator's view: the board's at the table's steps). */
const seen = (prev: AztecState, next: AztecState, viewer: number | null = null) => aztecChanges(viewFor(prev, viewer), viewFor(next, viewer));
const kinds = (changes: readonly AztecChange[], kind: AztecChange['kind']) => changes.filter((c) => c.kind === kind);

describe('motion: what an <aztec-board> animates between two views', () => {
  it('the last pick: every card gets its jewels from the temple, and the temple counts down', () => {
    const s = game(BASE);
    const picks: Jewels[] = [LIE, [2, 1, 0], [0, 2, 0], [1, 0, 1]];
    const three = play(s, ...picks.slice(0, 3).map((jewels, seat) => ({ type: 'collect' as const, seat, jewels })));
    const all = applyMove(three, { type: 'collect', seat: 3, jewels: picks[3]! });
    assert.deepEqual(seen(three, all), [
      { kind: 'serve', seat: 0, jewels: [0, 0, 4] },
      { kind: 'serve', seat: 1, jewels: [2, 1, 0] },
      { kind: 'serve', seat: 2, jewels: [0, 2, 0] },
      { kind: 'serve', seat: 3, jewels: [1, 0, 1] },
      { kind: 'temple', color: 0, from: 40, to: 37 },
      { kind: 'temple', color: 1, from: 40, to: 37 },
      { kind: 'temple', color: 2, from: 40, to: 35 },
    ]);
  });

  it('a pick, a token before the last: nothing in another seat\'s view or the table\'s; the seat\'s own token in its own', () => {
    const s = game(BASE);
    const picked = applyMove(s, { type: 'collect', seat: 1, jewels: [2, 1, 0] });
    for (const viewer of [null, 0, 2, 3]) assert.deepEqual(seen(s, picked, viewer), [], `the pick in seat ${viewer}'s view`);
    // (Its own pick shows in its own prompt: no change of the table's is made of it.)
    assert.deepEqual(seen(s, picked, 1), []);
    const collected = collectAndTokens(s, [TRUTH, shows(s, 1), shows(s, 2), shows(s, 3)], []);
    const token = applyMove(collected, { type: 'token', seat: 2, target: 0, believe: false });
    for (const viewer of [null, 0, 1, 3]) assert.deepEqual(seen(collected, token, viewer), [], `the token in seat ${viewer}'s view`);
    assert.deepEqual(seen(collected, token, 2), [{ kind: 'token', seat: 2, target: 0 }]);
  });

  it('the last token: every token comes into view at once, each in front of its target', () => {
    const s = game(BASE);
    const collected = collectAndTokens(s, [TRUTH, shows(s, 1), shows(s, 2), shows(s, 3)], []);
    const three = play(collected, ...[[1, true], [0, false], [0, true]].map(([target, believe], seat) => ({ type: 'token' as const, seat, target: target as number, believe: believe as boolean })));
    const all = applyMove(three, { type: 'token', seat: 3, target: 2, believe: true });
    assert.deepEqual(seen(three, all), [
      { kind: 'token', seat: 0, target: 1 },
      { kind: 'token', seat: 1, target: 0 },
      { kind: 'token', seat: 2, target: 0 },
      { kind: 'token', seat: 3, target: 2 },
    ]);
    // In seat 0's view its own token was there already: the three others come.
    assert.deepEqual(seen(three, all, 0).map((c) => (c as { seat: number }).seat), [1, 2, 3]);
  });

  it('a truthful reveal with one accuser: the card turns, its jewels fly to the stash, a stone to the accuser, the believer\'s away', () => {
    const { before, after } = revealSeat0(TRUTH, ['accuse', 'believe', 'away']);
    assert.deepEqual(seen(before, after), [
      { kind: 'reveal', seat: 0 },
      { kind: 'gain', seat: 0, jewels: [0, 0, 3], from: 'card', was: [0, 0, 0] },
      { kind: 'stones', seat: 0, from: 2, to: 1 },
      { kind: 'stones', seat: 1, from: 2, to: 3 },
      { kind: 'stones', seat: 2, from: 2, to: 1 },
    ]);
  });

  it('an accused lie: the card\'s jewels go back to the temple, its card\'s come from it, the accuser gives a stone, the believer takes one', () => {
    const { before, after } = revealSeat0(LIE, ['accuse', 'believe', 'away']);
    assert.deepEqual(seen(before, after), [
      { kind: 'reveal', seat: 0 },
      { kind: 'back', seat: 0, jewels: [0, 0, 4] },
      { kind: 'gain', seat: 0, jewels: [0, 0, 3], from: 'temple', was: [0, 0, 0] },
      { kind: 'stones', seat: 0, from: 2, to: 3 },
      { kind: 'stones', seat: 1, from: 2, to: 1 },
      { kind: 'stones', seat: 2, from: 2, to: 3 },
      // Red left in the temple: 40 less the 4 on its card and seat 3's 1; then 4 back and its card's 3 taken.
      { kind: 'temple', color: 2, from: 40 - 4 - 1, to: 40 - 1 - 3 },
    ]);
  });

  it('an unaccused lie: the jewels stay the liar\'s; the Artifact it keeps comes from the deck', () => {
    const { before, after } = revealSeat0(LIE, ['away', 'away', 'away']);
    assert.deepEqual(seen(before, after), [
      { kind: 'reveal', seat: 0 },
      { kind: 'gain', seat: 0, jewels: [0, 0, 4], from: 'card', was: [0, 0, 0] },
    ]);
    assert.equal(after.decision.kind, 'artifact');
    const kept = applyMove(after, { type: 'artifact', seat: 0, keep: THREE_BLUE, tuck: after.drawn.filter((c) => c !== THREE_BLUE) });
    assert.deepEqual(kinds(seen(after, kept), 'artifact'), [{ kind: 'artifact', seat: 0, card: THREE_BLUE }]);
    // While seat 0 chooses, the cards it drew are in no other view: nothing of them is diffed.
    assert.deepEqual(aztecChanges(viewFor(before, 1), viewFor(after, 1)).filter((c) => c.kind === 'artifact'), []);
  });

  it('the curses: the stones of a card go to the seat with the most of its colour; a tie keeps them there', () => {
    // Every seat tells the truth: seat 1 ends with the most blue, seat 0 the most red, seats 2 and 3 tie on yellow.
    let s = game({ ...BASE, seats: [{ deck: [[0, 0, 3]] }, { deck: [[2, 1, 0]], stash: [5, 0, 0] }, { deck: [[0, 2, 0]] }, { deck: [[1, 0, 1]], stash: [0, 2, 0] }], curses: [2, 1, 3] });
    s = collectAndTokens(s, [0, 1, 2, 3].map((seat) => shows(s, seat)), [[1, true], [2, true], [3, true], [0, true]]);
    while (s.decision.kind === 'reveal') s = applyMove(s, { type: 'reveal' });
    assert.equal(s.decision.kind, 'curses');
    const after = applyMove(s, { type: 'curses' });
    const changes = seen(s, after);
    assert.deepEqual(kinds(changes, 'curse'), [{ kind: 'curse', color: 0, from: 2, to: 0, seat: 1 }, { kind: 'curse', color: 2, from: 3, to: 0, seat: 0 }]);
    assert.deepEqual(kinds(changes, 'stones'), [
      { kind: 'stones', seat: 0, from: s.seats[0]!.stones, to: s.seats[0]!.stones + 3 },
      { kind: 'stones', seat: 1, from: s.seats[1]!.stones, to: s.seats[1]!.stones + 2 },
    ]);
    // The round's end: a stone from the supply onto each card (no seat takes them).
    const next = applyMove(after, { type: 'endRound' });
    assert.deepEqual(kinds(seen(after, next), 'curse'), [
      { kind: 'curse', color: 0, from: 0, to: 1, seat: null }, { kind: 'curse', color: 1, from: 1, to: 2, seat: null }, { kind: 'curse', color: 2, from: 0, to: 1, seat: null },
    ]);
  });

  it('through whole games, from every seat\'s view: each gain and stone change is the view\'s own difference; nothing for a jump', () => {
    for (const seed of [1, 2, 3]) {
      let s = newGame({ players: 4, seed });
      const rng = seedRng(seed);
      const first = s;
      for (let i = 0; i < 400 && s.decision.kind !== 'gameOver'; i++) {
        const next = applyMove(s, randomMove(s, () => nextFloat(rng))!);
        for (const viewer of [null, 0, 1, 2, 3]) {
          const [a, b] = [viewFor(s, viewer), viewFor(next, viewer)];
          const changes = aztecChanges(a, b);
          for (const c of changes) {
            if (c.kind === 'gain') assert.deepEqual(c.jewels.map((n, k) => c.was[k]! + n), b.seats[c.seat]!.stash);
            if (c.kind === 'stones') assert.deepEqual([c.from, c.to], [a.seats[c.seat]!.stones, b.seats[c.seat]!.stones]);
            // A card turns only once it is public: face up in every view.
            if (c.kind === 'reveal') assert.ok(viewFor(next, null).seats[c.seat]!.card! >= 0);
            if (c.kind === 'token') assert.ok(viewer === c.seat || viewFor(next, null).seats[c.seat]!.token !== null, 'a token before it is public');
          }
          const gainedSeats = b.seats.filter((st, k) => st.stash.some((n, c) => n > a.seats[k]!.stash[c]!)).length;
          assert.equal(kinds(changes, 'gain').length, gainedSeats);
        }
        s = next;
      }
      assert.equal(s.decision.kind, 'gameOver');
      assert.deepEqual(aztecChanges(viewFor(first, null), viewFor(s, null)), [], 'rounds apart');
      assert.deepEqual(aztecChanges(viewFor(newGame({ players: 4, seed: 99 }), null), viewFor(first, null)), [], 'another game');
      assert.deepEqual(aztecChanges(first, first), []);
    }
  });
});
