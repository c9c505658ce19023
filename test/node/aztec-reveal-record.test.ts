/**
 * Each seat's public record of past reveals (`seats[i].reveals`: truths and lies) and what the lie model
 * makes of it. The engine: exact counts after each reveal case through the public API (the rules tests'
 * scenarios), kept across rounds, in every seat's view and the spectator's, carried alike by every move
 * path, set and checked by the scenario. The bots: a seat's propensity to bluff follows its record, so the
 * same pick is more likely a lie from a seat that lied before; the medium computer's own picks do not.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  applyMove, applyMoveInPlace, applyMoveWithEvents, applyRandomMoveInPlace, currentDecision, newGame, nextFloat, randomMove,
  rulesOf, seedRng, tableMove, viewFor,
  type AztecState, type RevealRecord,
} from '../../src/games/aztec/index.js';
import { lieProbabilities } from '../../src/games/aztec/bots/index.js';
import { RoundValues } from '../../src/games/aztec/bots/round-values.js';
import { mediumMove, scoreTokens } from '../../src/games/aztec/bots/medium.js';
import { DEFAULT_PICK_MODEL, recordPropensity, seatPropensity, shapeOf, SeatPickModel } from '../../src/games/aztec/bots/lie-model.js';
import { BLUFF_APPEAL, BLUFF_PROPENSITY, PRIOR_LIE_RATE, REVEAL_PRIOR_WEIGHT } from '../../src/games/aztec/bots/defaults.js';
import { assertBadOptions, BASE, collectAndTokens, game, LIE, play, revealedEvent, revealSeat0, shows, TRUTH } from './aztec-helpers.js';

const records = (s: AztecState) => s.seats.map((st) => st.reveals);
const rec = (truths: number, lies: number): RevealRecord => ({ truths, lies });
const NONE = rec(0, 0);

/** The record as every seat and the spectator see it: the full state's. */
function assertSeenByAll(s: AztecState, where: string): void {
  const full = records(s);
  for (const viewer of [...s.seats.keys(), null]) assert.deepEqual(records(viewFor(s, viewer)), full, `${where}: ${viewer === null ? 'the spectator' : `seat ${viewer}`}'s view`);
}

describe('the record of past reveals: exact counts after each reveal case', () => {
  it('starts empty for every seat, and a pick or a token counts nothing until the card is revealed', () => {
    const s = game(BASE);
    assert.deepEqual(records(s), [NONE, NONE, NONE, NONE]);
    const { before } = revealSeat0(LIE, ['accuse', 'accuse', 'believe']);
    assert.deepEqual(records(before), [NONE, NONE, NONE, NONE], 'a lie picked, accused, not yet revealed');
    assertSeenByAll(before, 'before the reveal');
  });

  it('case 1, the truth: a truth, with no accuser, 1 accuser, and 2 accusers (before and after the Artifact it gains)', () => {
    for (const tokens of [['believe', 'believe', 'away'], ['accuse', 'believe', 'away']] as const) {
      const { after, events } = revealSeat0(TRUTH, [...tokens]);
      assert.equal(revealedEvent(events).case, 1);
      assert.deepEqual(records(after), [rec(1, 0), NONE, NONE, NONE], tokens.join());
      assertSeenByAll(after, tokens.join());
    }
    const { after } = revealSeat0(TRUTH, ['accuse', 'accuse', 'believe']);
    assert.equal(currentDecision(after).kind, 'artifact');
    assert.deepEqual(records(after), [rec(1, 0), NONE, NONE, NONE], 'counted at the reveal, before the Artifact decision');
    assertSeenByAll(after, 'the Artifact decision');
    const [keep, ...tuck] = (currentDecision(after) as { cards: number[] }).cards as [number, number, number];
    const done = applyMove(after, { type: 'artifact', seat: 0, keep, tuck });
    assert.deepEqual(records(done), [rec(1, 0), NONE, NONE, NONE]);
  });

  it('case 2, a lie nobody accused: a lie (the liar\'s Artifact decision changes nothing)', () => {
    const { after, events } = revealSeat0(LIE, ['believe', 'believe', 'away']);
    assert.equal(revealedEvent(events).case, 2);
    assert.deepEqual(records(after), [rec(0, 1), NONE, NONE, NONE]);
    assertSeenByAll(after, 'case 2');
    const [keep, ...tuck] = (currentDecision(after) as { cards: number[] }).cards as [number, number, number];
    assert.deepEqual(records(applyMove(after, { type: 'artifact', seat: 0, keep, tuck })), [rec(0, 1), NONE, NONE, NONE]);
  });

  it('case 3, an accused lie: a lie for the liar, nothing for its accusers, with 1 accuser and with 2', () => {
    const one = revealSeat0(LIE, ['accuse', 'believe', 'away']);
    assert.equal(revealedEvent(one.events).case, 3);
    assert.deepEqual(records(one.after), [rec(0, 1), NONE, NONE, NONE]);
    assertSeenByAll(one.after, 'case 3, 1 accuser');
    // The rules tests' 2-accuser scene: seat 2 reveals first, seats 0 and 3 accuse it, both gain an Artifact.
    const s = game({ ...BASE, firstPlayer: 2 });
    const before = collectAndTokens(s, [TRUTH, [2, 1, 0], [0, 4, 0], [1, 0, 1]], [[2, false], [2, true], [0, true], [2, false]]);
    const r = applyMoveWithEvents(before, { type: 'reveal' });
    assert.equal(revealedEvent(r.events).case, 3);
    assert.deepEqual(revealedEvent(r.events).accusers, [3, 0]);
    assert.deepEqual(records(r.state), [NONE, NONE, rec(0, 1), NONE]);
    assertSeenByAll(r.state, 'case 3, 2 accusers');
  });

  it('a whole round counts each seat once; the record stays through the end of the round and grows in the next', () => {
    // Seat 0 lies, seat 1 tells the truth, seat 2 lies, seat 3 tells the truth.
    let s = collectAndTokens(game(BASE), [LIE, [2, 1, 0], [0, 4, 0], [1, 0, 1]], [[1, true], [0, false], [3, true], [2, false]]);
    while (currentDecision(s).kind !== 'endRound') {
      const d = currentDecision(s);
      s = d.kind === 'artifact' ? applyMove(s, { type: 'artifact', seat: d.seats[0], keep: d.cards[0]!, tuck: d.cards.slice(1) }) : applyMove(s, tableMove(s)!);
    }
    assert.deepEqual(records(s), [rec(0, 1), rec(1, 0), rec(0, 1), rec(1, 0)]);
    s = play(s, { type: 'endRound' });
    assert.equal(s.round, 2);
    assert.deepEqual(records(s), [rec(0, 1), rec(1, 0), rec(0, 1), rec(1, 0)], 'kept across rounds');
    assertSeenByAll(s, 'round 2');
    // Round 2: every seat tells the truth.
    const truths = s.seats.map((_, i) => shows(s, i));
    s = collectAndTokens(s, truths, [[1, true], [2, true], [3, true], [0, true]]);
    while (currentDecision(s).kind === 'reveal') s = applyMove(s, tableMove(s)!);
    assert.deepEqual(records(s), [rec(1, 1), rec(2, 0), rec(1, 1), rec(2, 0)]);
  });
});


describe('the record of past reveals: every move path, every view', () => {
  it('in random games, at every step, each seat\'s record is its revealed events\' cases, as every seat and the spectator see it', () => {
    const rng = seedRng('record-events');
    const draw = () => nextFloat(rng);
    for (const players of [3, 4, 5, 6]) {
      for (let g = 0; g < 8; g++) {
        let s = newGame({ players, seed: `record-${players}-${g}` });
        const told = s.seats.map(() => rec(0, 0));
        while (currentDecision(s).kind !== 'gameOver') {
          const r = applyMoveWithEvents(s, randomMove(s, draw)!);
          for (const e of r.events) if (e.type === 'revealed') told[e.seat]![e.case === 1 ? 'truths' : 'lies']++;
          s = r.state;
          assert.deepEqual(records(s), told);
          const past = s.step === 'gameOver' ? s.round : s.round - 1;
          s.seats.forEach((st, i) => assert.equal(st.reveals.truths + st.reveals.lies, past + (st.revealed ? 1 : 0), `seat ${i}: one reveal a round`));
          for (const viewer of [...s.seats.keys(), null]) assert.deepEqual(records(viewFor(s, viewer)), told);
        }
        assert.ok(s.seats.every((st) => st.reveals.truths + st.reveals.lies === 5), 'five reveals a seat in a game');
      }
    }
  });

  it('applyMove, applyMoveWithEvents, applyMoveInPlace and the fast path (applyRandomMoveInPlace) keep the same record from the same seed', () => {
    const total = rec(0, 0);
    for (const players of [3, 4, 6]) {
      for (let g = 0; g < 5; g++) {
        const seed = `paths-${players}-${g}`;
        const random = () => {
          const rng = seedRng(seed);
          return () => nextFloat(rng);
        };
        const fast = newGame({ players, seed });
        const drawFast = random();
        while (currentDecision(fast).kind !== 'gameOver') applyRandomMoveInPlace(fast, drawFast);
        const inPlace = newGame({ players, seed });
        const drawInPlace = random();
        while (currentDecision(inPlace).kind !== 'gameOver') applyMoveInPlace(inPlace, randomMove(inPlace, drawInPlace)!);
        let copied = newGame({ players, seed });
        let withEvents = newGame({ players, seed });
        const drawCopied = random(), drawEvents = random();
        while (currentDecision(copied).kind !== 'gameOver') copied = applyMove(copied, randomMove(copied, drawCopied)!);
        while (currentDecision(withEvents).kind !== 'gameOver') withEvents = applyMoveWithEvents(withEvents, randomMove(withEvents, drawEvents)!).state;
        for (const st of fast.seats) {
          assert.equal(st.reveals.truths + st.reveals.lies, 5);
          total.truths += st.reveals.truths;
          total.lies += st.reveals.lies;
        }
        for (const [name, s] of [['applyMoveInPlace', inPlace], ['applyMove', copied], ['applyMoveWithEvents', withEvents]] as const) {
          assert.deepEqual(records(s), records(fast), `${seed}: ${name}'s record`);
          assert.deepEqual(s, fast, `${seed}: ${name}'s final state`);
        }
        assert.deepEqual(JSON.parse(JSON.stringify(fast)), fast, 'plain JSON');
      }
    }
    assert.ok(total.truths > 0 && total.lies > 0, `random play both lies and tells the truth: ${JSON.stringify(total)}`);
  });
});

describe('the record of past reveals: scenarios', () => {
  it('a scenario sets a seat\'s record (the others start empty); every view shows it; the next reveal adds to it', () => {
    const s = game({ ...BASE, round: 4, seats: [{ deck: [[0, 0, 3]], reveals: { truths: 1, lies: 2 } }, { deck: [[2, 1, 0]], reveals: { truths: 3, lies: 0 } }, { deck: [[0, 2, 0]] }, { deck: [[1, 0, 1]] }] });
    assert.deepEqual(records(s), [rec(1, 2), rec(3, 0), NONE, NONE]);
    assertSeenByAll(s, 'the scenario');
    const before = collectAndTokens(s, [LIE, shows(s, 1), shows(s, 2), shows(s, 3)], [[1, true], [2, true], [3, true], [1, true]]);
    const after = applyMove(before, { type: 'reveal' });
    assert.deepEqual(records(after), [rec(1, 3), rec(3, 0), NONE, NONE]);
  });

  it('a bad record is refused with BAD_OPTIONS naming the field', () => {
    const bad = (reveals: unknown, text: string, round = 5) => assertBadOptions({ players: 4, seed: 1, scenario: { round, seats: [{}, { reveals }] } }, 'BAD_OPTIONS', text);
    bad(3, 'scenario.seats[1].reveals: must be an object');
    bad([1, 0], 'scenario.seats[1].reveals: must be an object');
    bad({ truths: 1 }, 'scenario.seats[1].reveals.lies: missing');
    bad({ truths: -1, lies: 0 }, 'scenario.seats[1].reveals.truths: must be a number ≥ 0');
    bad({ truths: 0, lies: 1.5 }, 'scenario.seats[1].reveals.lies: must be a whole number');
    bad({ truths: 0, lies: '2' }, 'scenario.seats[1].reveals.lies: must be a number ≥ 0');
    bad({ truths: 5, lies: 0 }, 'scenario.seats[1].reveals.truths: must be at most 4');
    bad({ truths: 0, lies: 0, bluffs: 1 }, 'scenario.seats[1].reveals.bluffs: unknown field');
    bad({ truths: 2, lies: 1 }, 'scenario.seats[1].reveals: 3 reveals before round 3 (at most 2: one a round)', 3);
    bad({ truths: 0, lies: 1 }, 'scenario.seats[1].reveals: 1 reveals before round 1 (at most 0: one a round)', 1);
    bad({ get truths(): never { throw new Error('boom'); }, lies: 0 }, 'scenario.seats[1].reveals.truths: could not be read (boom)');
  });
});

describe('the lie model follows each seat\'s record', () => {
  /**
   * Round 5, four seats: seat 1, with `reveals`, holds a card of [2, 1, 0] and takes 4 red (a bluff: a card
   * showing 4 red is unseen by seat 0 and by the table); the others take their cards' jewels; then the
   * tokens given, if any.
   */
  const picked = (reveals: RevealRecord, tokens: [number, boolean][] = []) => {
    const s = newGame({
      players: 4, seed: 'record', characters: [0, 1, 2, 3],
      scenario: { round: 5, seats: [{ deck: [[0, 0, 3]] }, { deck: [[2, 1, 0]], reveals }, { deck: [[0, 2, 0]] }, { deck: [[1, 0, 1]] }] },
    });
    return collectAndTokens(s, [[0, 0, 3], [0, 0, 4], [0, 2, 0], [1, 0, 1]], tokens);
  };
  const LIAR = rec(0, 4), HONEST = rec(4, 0);

  it('a seat\'s propensity: the shared α with no record; above it after lies, below it after truths; the Beta estimate\'s odds', () => {
    assert.equal(recordPropensity(DEFAULT_PICK_MODEL, 0, 0), BLUFF_PROPENSITY);
    const odds = (p: number) => p / (1 - p);
    for (const [truths, lies] of [[0, 4], [4, 0], [1, 2], [2, 2]] as const) {
      const rate = (lies + REVEAL_PRIOR_WEIGHT * PRIOR_LIE_RATE) / (truths + lies + REVEAL_PRIOR_WEIGHT);
      assert.ok(Math.abs(recordPropensity(DEFAULT_PICK_MODEL, truths, lies) - BLUFF_PROPENSITY * odds(rate) / odds(PRIOR_LIE_RATE)) < 1e-12);
    }
    assert.ok(recordPropensity(DEFAULT_PICK_MODEL, 0, 4) > recordPropensity(DEFAULT_PICK_MODEL, 0, 1));
    assert.ok(recordPropensity(DEFAULT_PICK_MODEL, 0, 1) > BLUFF_PROPENSITY);
    assert.ok(BLUFF_PROPENSITY > recordPropensity(DEFAULT_PICK_MODEL, 1, 0));
    assert.ok(recordPropensity(DEFAULT_PICK_MODEL, 1, 0) > recordPropensity(DEFAULT_PICK_MODEL, 4, 0));
    assert.equal(recordPropensity({ ...DEFAULT_PICK_MODEL, priorWeight: Infinity }, 0, 4), BLUFF_PROPENSITY, 'an infinite prior ignores the record');
  });

  it('the same pick is more likely a lie from a seat whose record is of lies than from one whose record is of truths, for every observer', () => {
    const [liar, none, honest] = [LIAR, NONE, HONEST].map((r) => picked(r)) as [AztecState, AztecState, AztecState];
    for (const viewer of [0, 2, 3, null]) {
      const p = [liar, none, honest].map((s) => lieProbabilities(viewFor(s, viewer))[1]!);
      assert.ok(p[0]! > p[1]! && p[1]! > p[2]! && p[2]! > 0 && p[0]! < 1, `seen by ${viewer}: ${p.join(' > ')}`);
      // The other seats, with the same (empty) records and picks, are judged alike.
      for (const seat of [0, 2, 3]) if (seat !== viewer) assert.equal(lieProbabilities(viewFor(liar, viewer))[seat], lieProbabilities(viewFor(honest, viewer))[seat]);
    }
    // Medium's accusation reads it: the token on seat 1 carries the higher probability.
    const tokenLie = (s: AztecState) => scoreTokens(viewFor(s, 0), 0).find((o) => o.move.type === 'token' && o.move.target === 1)!.lie;
    assert.ok(tokenLie(liar) > tokenLie(honest));
    // Hard's determinization weighs seat 1's hidden card by the same model: the card it took weighs less for the liar.
    const shareOfTruth = (s: AztecState) => {
      const view = viewFor(s, 0);
      const rv = new RoundValues(view);
      const pick = shapeOf(view, [0, 0, 4]);
      const w = rv.pickModel(1).cardWeights(pick, rv.unseenBy(0));
      return w[pick]! / w.reduce((a, b) => a + b, 0);
    };
    assert.ok(shareOfTruth(liar) < shareOfTruth(honest));
  });

  it('the model takes the record as it stood when the picks were made: a seat\'s own reveal this round does not change it', () => {
    const tokens = picked(rec(1, 3), [[1, true], [0, true], [1, true], [1, true]]);
    const atPicks = seatPropensity(tokens, 1);
    assert.equal(atPicks, recordPropensity(DEFAULT_PICK_MODEL, 1, 3));
    // Seat 0 reveals its truth (nobody accuses it: no Artifact), then seat 1 its lie.
    const r = play(tokens, { type: 'reveal' }, { type: 'reveal' });
    assert.equal(r.seats[1]!.revealed, true);
    assert.deepEqual(r.seats[1]!.reveals, rec(1, 4), 'its lie is on the record');
    assert.equal(seatPropensity(r, 1), atPicks);
    assert.equal(seatPropensity(viewFor(r, 2), 1), atPicks, 'the same from a view');
  });

  it('the medium computer\'s own picks keep the shared α whatever its record (the same view but the record, the same seed: the same pick)', () => {
    const mine = (reveals: RevealRecord) => newGame({
      players: 4, seed: 'own', characters: [0, 1, 2, 3],
      scenario: { round: 5, seats: [{}, { deck: [[1, 0, 1]], reveals }] },
    });
    const [liar, honest] = [mine(LIAR), mine(HONEST)];
    const own = new RoundValues(viewFor(liar, 1)).ownPickModel(1);
    const shared = new SeatPickModel(new RoundValues(viewFor(honest, 1)).of(1).picks, new RoundValues(viewFor(honest, 1)).unseenBy(null), BLUFF_PROPENSITY, BLUFF_APPEAL);
    const card = shapeOf(liar, [1, 0, 1]);
    for (let b = 0; b < rulesOf(liar).bluffs.length; b++) assert.ok(Math.abs(own.pickProbability(b, card) - shared.pickProbability(b, card)) < 1e-12);
    assert.notEqual(new RoundValues(viewFor(liar, 1)).pickModel(1).pickProbability(card, card), own.pickProbability(card, card), 'as the table sees it, the record counts');
    // Its picks from the same random stream (chooseMove would seed it from the view, which holds the record).
    const kinds = new Set<string>();
    for (let k = 0; k < 40; k++) {
      const stream = () => {
        const rng = seedRng(`own-${k}`);
        return () => nextFloat(rng);
      };
      const move = mediumMove(viewFor(liar, 1), 1, stream());
      assert.deepEqual(move, mediumMove(viewFor(honest, 1), 1, stream()), `own-${k}`);
      kinds.add(move.type === 'collect' && move.jewels.join() === '1,0,1' ? 'truth' : 'bluff');
    }
    assert.equal(kinds.size, 2, 'it told the truth and bluffed');
  });
});
