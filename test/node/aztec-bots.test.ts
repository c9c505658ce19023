/**
 * Aztec's computer players (src/games/aztec/bots/): a legal move from every strength at every kind of
 * decision, 3–6 seats; decisions from the view only (privacy); the worker's answer to an Aztec request;
 * hard's reproducibility with a fixed playout budget and its deadline on a fake clock; the lie model's
 * exact numbers on hand-built positions; the Hint's move and reason. No wall-clock assertion.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  applyMoveInPlace, checkMove, cloneState, newGame, rulesOf, tableMove, viewFor, HIDDEN, type AztecMove, type AztecState,
} from '../../src/games/aztec/index.js';
import { chooseMove, chooseMoveWithStats, createBot, hint, lieProbabilities, STRENGTHS } from '../../src/games/aztec/bots/index.js';
import { SeatPickModel, unseenCards } from '../../src/games/aztec/bots/lie-model.js';
import { RoundValues } from '../../src/games/aztec/bots/round-values.js';
import { determinizer } from '../../src/games/aztec/bots/determinize.js';
import { StashScorer } from '../../src/games/aztec/bots/stash-value.js';
import { scoreBreakdown } from '../../src/games/aztec/scoring.js';
import { jewelKey } from '../../src/games/aztec/rules.js';
import { hardSearch } from '../../src/games/aztec/bots/hard.js';
import { handleRequest } from '../../src/entries/bot-worker.js';
import { nextFloat, seedRng } from '../../src/kit/random.js';
import { playGame } from '../../scripts/tournament/aztec-play.js';
import { parseSeat } from '../../scripts/tournament/seats.js';

/** The deciding seat's move (the first deciding seat), or the table's. */
function step(s: AztecState, decide: (view: AztecState, seat: number) => AztecMove): void {
  const d = s.decision;
  if (d.seats.length === 0) applyMoveInPlace(s, tableMove(s)!);
  else applyMoveInPlace(s, decide(viewFor(s, d.seats[0]!), d.seats[0]!));
}

/** Plays a game by `decide`, calling `visit` at each seat's decision before it is made. */
function play(players: number, seed: string, decide: (view: AztecState, seat: number) => AztecMove, visit?: (s: AztecState, seat: number) => void): AztecState {
  const s = newGame({ players, seed });
  for (let guard = 0; s.decision.kind !== 'gameOver'; guard++) {
    assert.ok(guard < 2000, 'the game ends');
    if (visit && s.decision.seats.length) visit(s, s.decision.seats[0]!);
    step(s, decide);
  }
  return s;
}

const medium = (view: AztecState) => chooseMove(view, { strength: 'medium', seed: 'game' });

describe('Aztec bots: a legal move at every decision', () => {
  for (const players of [3, 4, 5, 6]) {
    it(`${players} seats: easy, medium and hard (fixed playouts) answer every kind of decision legally`, () => {
      const kinds = new Set<string>();
      for (let g = 0; g < 3; g++) {
        let k = 0;
        play(players, `legal-${players}-${g}`, medium, (s, seat) => {
          const view = viewFor(s, seat);
          kinds.add(s.decision.kind);
          for (const strength of STRENGTHS) {
            // hard on every third decision (it plays out whole games).
            if (strength === 'hard' && k % 3 !== 0) continue;
            const move = chooseMove(view, { strength, seed: k, iterations: 24 });
            assert.equal(checkMove(s, move), null, `${strength} at a ${s.decision.kind} decision: ${JSON.stringify(move)}`);
          }
          k++;
        });
      }
      assert.deepEqual([...kinds].sort(), ['artifact', 'collect', 'token']);
    });
  }

  it('a table step gives the table\'s move; a full state, a spectator or a seat that does not decide is refused', () => {
    const s = newGame({ players: 3, seed: 'table' });
    assert.throws(() => chooseMove(s, { strength: 'easy' }), /viewFor\(state, seat\)/);
    assert.throws(() => chooseMove(viewFor(s, null), { strength: 'easy' }), /spectator/);
    for (let i = 0; i < 3; i++) step(s, medium);
    for (let i = 0; i < 3; i++) step(s, medium);
    assert.equal(s.decision.kind, 'reveal');
    assert.deepEqual(chooseMove(viewFor(s, 1), { strength: 'hard', iterations: 10 }), { type: 'reveal' });
    const t = newGame({ players: 3, seed: 'table' });
    assert.throws(() => chooseMove(viewFor(t, 1), { strength: 'expert' as 'easy' }), /unknown strength/);
    applyMoveInPlace(t, chooseMove(viewFor(t, 0), { strength: 'medium' }));
    assert.throws(() => chooseMove(viewFor(t, 0), { strength: 'medium' }), /does not decide now/);
  });
});

describe('Aztec bots: decisions from the view only', () => {
  /** The same game with every hidden thing dealt again: other seats' unrevealed cards, every deck, the Artifact deck's unknown places, the generator. */
  function redealHidden(s: AztecState, seat: number, seed: string): AztecState {
    const t = cloneState(s);
    const rng = seedRng(seed);
    const hidden: { st: number; k: number | 'card' }[] = [];
    t.seats.forEach((st, i) => {
      st.deck.forEach((_, k) => hidden.push({ st: i, k }));
      if (i !== seat && st.card !== null && !st.revealed) hidden.push({ st: i, k: 'card' });
    });
    const cards = hidden.map(({ st, k }) => (k === 'card' ? t.seats[st]!.card! : t.seats[st]!.deck[k]!));
    for (let i = cards.length - 1; i > 0; i--) {
      const j = Math.floor(nextFloat(rng) * (i + 1));
      [cards[i], cards[j]] = [cards[j]!, cards[i]!];
    }
    hidden.forEach(({ st, k }, i) => {
      if (k === 'card') t.seats[st]!.card = cards[i]!;
      else t.seats[st]!.deck[k] = cards[i]!;
    });
    const known = t.seats[seat]!.knows;
    const unknown = t.artifactDeck.filter((id) => !known.includes(id) && !t.seats.every((x) => x.knows.includes(id)));
    unknown.reverse();
    t.artifactDeck = t.artifactDeck.map((id) => (known.includes(id) || t.seats.every((x) => x.knows.includes(id)) ? id : unknown.shift()!));
    t.rng = seedRng(`${seed}-rng`);
    return t;
  }

  it('two games that differ only in what a seat cannot see give it the same move, at every strength (same seed)', () => {
    let checked = 0;
    play(4, 'privacy', medium, (s, seat) => {
      if (checked >= 12 || s.decision.kind === 'artifact') return;
      const other = redealHidden(s, seat, `redeal-${checked}`);
      assert.notDeepEqual(other.seats.map((st) => st.deck), s.seats.map((st) => st.deck), 'the hidden cards differ');
      assert.deepEqual(viewFor(other, seat), viewFor(s, seat), 'the views are the same');
      for (const strength of STRENGTHS) {
        const options = { strength, seed: 'same', iterations: 16 };
        assert.deepEqual(chooseMove(viewFor(other, seat), options), chooseMove(viewFor(s, seat), options), `${strength}, ${s.decision.kind}`);
      }
      checked++;
    });
    assert.equal(checked, 12);
  });

  it('the determinizer deals only what the view hides: each sample, seen by the seat, is its view', () => {
    let n = 0;
    play(5, 'determinize', medium, (s, seat) => {
      const view = viewFor(s, seat);
      // With secret choices already made by others, a sample makes them anew: compare where there are none.
      const others = s.seats.map((_, i) => i).filter((i) => i !== seat);
      if (s.decision.kind !== 'artifact' && others.some((i) => !(s.decision.seats as readonly number[]).includes(i))) return;
      const sample = determinizer(view, seat, 0.3);
      const rng = seedRng(`d-${n}`);
      for (let k = 0; k < 3; k++) {
        const full = sample(() => nextFloat(rng));
        assert.equal(full.hidden, false);
        const cards = full.seats.flatMap((st) => [...st.deck, ...(st.card === null ? [] : [st.card]), ...st.used]);
        assert.equal(new Set(cards).size, cards.length, 'no Jewel card twice');
        assert.ok(!cards.includes(HIDDEN) && !full.artifactDeck.includes(HIDDEN));
        assert.deepEqual({ ...viewFor(full, seat), rng: view.rng }, view);
      }
      n++;
    });
    assert.ok(n > 20, `${n} positions`);
  });
});

describe('Aztec bots: the worker, reproducibility, the deadline', () => {
  it('the worker\'s handleRequest answers an Aztec request ({ id, move } or { id, error }); Quetzal\'s stay synchronous', async () => {
    const s = newGame({ players: 4, seed: 'worker' });
    const ok = await handleRequest<AztecMove>({ id: 3, game: 'aztec', view: viewFor(s, 2), options: { strength: 'hard', seed: 1, iterations: 20 } });
    assert.ok('move' in ok && ok.id === 3);
    assert.equal(checkMove(s, ok.move), null);
    assert.deepEqual(ok.move, chooseMove(viewFor(s, 2), { strength: 'hard', seed: 1, iterations: 20 }));
    const bad = await handleRequest({ id: 4, game: 'aztec', view: s, options: { strength: 'medium' } });
    assert.ok('error' in bad && bad.id === 4 && /view/.test(bad.error));
  });

  it('hard with `iterations` is reproducible: the same view and seed give the same move and search', () => {
    let n = 0;
    play(4, 'repro', medium, (s, seat) => {
      if (n >= 6 || (n > 0 && s.decision.kind === 'collect' && s.round === 1)) return;
      const view = viewFor(s, seat);
      const options = { strength: 'hard' as const, seed: 'r', iterations: 40 };
      const a = chooseMoveWithStats(view, options);
      const b = chooseMoveWithStats(JSON.parse(JSON.stringify(view)) as AztecState, options);
      assert.deepEqual(a.move, b.move);
      assert.deepEqual({ ...a.stats, elapsedMs: 0 }, { ...b.stats, elapsedMs: 0 });
      const bot = createBot(options);
      assert.deepEqual(bot.choose(view), a.move);
      n++;
    });
    assert.equal(n, 6);
  });

  it('the tournament\'s Aztec game records each seat\'s reveals, lies, caught lies and accusations consistently', async () => {
    const seats = ['medium', 'easy', 'easy', 'easy'].map(parseSeat);
    const { seats: results } = await playGame({ seats, seed: 'tour' }, 1);
    const b = results.map((r) => r.bluffing!);
    for (const x of b) {
      assert.equal(x.reveals, 5, 'one reveal a round');
      assert.equal(x.othersReveals, 15);
      assert.ok(x.caught <= x.lies && x.lies <= x.reveals && x.rightAccusations <= x.accusations && x.accusations <= 5);
    }
    const lies = b.reduce((n, x) => n + x.lies, 0);
    assert.equal(b.reduce((n, x) => n + x.othersLies, 0), 3 * lies);
    assert.deepEqual(results.map((r) => r.label), ['easy', 'easy', 'easy', 'medium'], 'game 1 rotates the seats by one');
    assert.equal(results.filter((r) => r.rank === 1).length >= 1, true);
  });

  it('on a deadline (a fake clock moving 3 ms a reading) hard answers by then, with a legal move; with no time, the heuristic\'s first', () => {
    const s = newGame({ players: 4, seed: 'deadline' });
    const view = viewFor(s, 1);
    let t = 0;
    const now = () => (t += 3);
    const rng = seedRng('dl');
    const { move, stats } = hardSearch(view, 1, () => nextFloat(rng), { timeMs: 250, now });
    assert.equal(checkMove(s, move), null);
    assert.ok(stats.elapsedMs <= 250, `${stats.elapsedMs} ms`);
    assert.ok(stats.iterations > 0 && stats.stopped === 'deadline');
    const none = hardSearch(view, 1, () => nextFloat(rng), { timeMs: 0, now });
    assert.equal(none.stats.iterations, 0);
    assert.deepEqual(none.move, none.stats.candidates[0]!.move);
  });
});

describe('Aztec bots: the lie model', () => {
  it('gives the exact posterior on a hand-built pool (Bayes over the unseen cards)', () => {
    const s = newGame({ players: 3, seed: 'model' });
    const shapes = rulesOf(s).bluffs.length;
    // Two shapes with cards unseen: A (3 cards) and B (1 card); every value equal (β plays no part); α = 0.5.
    const counts = new Float64Array(shapes);
    counts[0] = 3;
    counts[1] = 1;
    const pool = { counts, total: 4 };
    const m = new SeatPickModel(new Float64Array(shapes), pool, 0.5, 0.9);
    // Z(A) = 1 + 0.5·1/4 = 9/8, Z(B) = 1 + 0.5·3/4 = 11/8; P(B | B) = 8/11, P(B | A) = (0.5·1/4)/(9/8) = 1/9.
    assert.ok(Math.abs(m.pickProbability(1, 1) - 8 / 11) < 1e-12);
    assert.ok(Math.abs(m.pickProbability(1, 0) - 1 / 9) < 1e-12);
    // P(lie | B) = 3·(1/9) / (3·(1/9) + 1·(8/11)) = 11/35.
    assert.ok(Math.abs(m.lieProbability(1, pool) - 11 / 35) < 1e-12);
    // Every card's picks sum to 1.
    for (const card of [0, 1, 5]) {
      let sum = 0;
      for (let b = 0; b < shapes; b++) sum += m.pickProbability(b, card);
      assert.ok(Math.abs(sum - 1) < 1e-12);
    }
  });

  it('a seat that took 4 red when no card its observer has not seen shows 4 red is a liar with probability 1', () => {
    // The one card showing 4 red is seat 0's own; seat 1 takes 4 red all the same.
    const s = newGame({ players: 3, seed: 'red', scenario: { seats: [{ deck: [[0, 0, 4]] }, { deck: [[1, 1, 0]] }, { deck: [[0, 2, 0]] }] } });
    applyMoveInPlace(s, { type: 'collect', seat: 0, jewels: [0, 0, 4] });
    applyMoveInPlace(s, { type: 'collect', seat: 1, jewels: [0, 0, 4] });
    applyMoveInPlace(s, { type: 'collect', seat: 2, jewels: [0, 2, 0] });
    const p = lieProbabilities(viewFor(s, 0));
    assert.equal(p[0], null);
    assert.equal(p[1], 1);
    assert.ok(p[2]! > 0 && p[2]! < 1);
    // Seat 2, who has not seen seat 0's card, cannot be sure of either.
    const q = lieProbabilities(viewFor(s, 2));
    assert.ok(q[0]! < 1 && q[1]! < 1 && q[2] === null);
    // Seen from seat 2, the seats' 4 red is a lie as the formula says: n(4 red) = 1 of the unseen cards.
    const rv = new RoundValues(viewFor(s, 2));
    const unseen = unseenCards(viewFor(s, 2), 2);
    assert.equal(unseen.total, 42 - 1);
    assert.equal(q[1], rv.pickModel(1).lieProbability(rulesOf(s).bluffIndex[jewelKey(0, 0, 4)]!, unseen));
  });

  it('the stash values score as the engine does (duos, trios, Artifacts)', () => {
    const s = newGame({ players: 3, seed: 'score', scenario: { seats: [{ stash: [6, 3, 5], artifacts: [0, 15], character: 'Charly' }] } });
    const st = s.seats[0]!;
    const line = scoreBreakdown(s)[0]!;
    const scorer = new StashScorer(rulesOf(s), st.character, st.artifacts);
    assert.equal(scorer.score(6, 3, 5), line.duos + line.trios + line.artifacts);
  });
});

describe('Aztec bots: the Hint', () => {
  it('gives the medium computer\'s move, legal, with a reason of its kind', () => {
    const reasons = new Set<string>();
    play(4, 'hint', medium, (s, seat) => {
      const view = viewFor(s, seat);
      const h = hint(view, { seed: 'h' });
      assert.equal(checkMove(s, h.move), null);
      assert.deepEqual(h.move, chooseMove(view, { strength: 'medium', seed: 'h' }));
      reasons.add(h.reason.kind);
      switch (h.reason.kind) {
        case 'truth':
        case 'bluff':
          assert.equal(h.move.type, 'collect');
          assert.ok(h.reason.lie >= 0 && h.reason.lie <= 1);
          if (h.reason.kind === 'bluff') assert.ok(['duo', 'trio', 'set', 'artifact'].includes(h.reason.toward));
          break;
        case 'believe':
        case 'accuse':
          assert.ok(h.move.type === 'token' && h.move.target === h.reason.target && h.move.believe === (h.reason.kind === 'believe'));
          break;
        case 'artifact':
          assert.ok(h.move.type === 'artifact' && h.move.keep === h.reason.card);
          break;
        default:
          assert.fail(`a seat's hint has a seat's reason, not ${h.reason.kind}`);
      }
    });
    for (const kind of ['truth', 'bluff', 'artifact']) assert.ok(reasons.has(kind), `a ${kind} hint among ${[...reasons].join(', ')}`);
    assert.ok(reasons.has('believe') || reasons.has('accuse'));
  });
});
