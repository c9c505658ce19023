/**
 * What Aztec's engine refuses, each with its stable code, changing nothing: illegal moves (every code),
 * any JS value as a move, bad options and scenarios (the field named).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { canonical } from '../../src/kit/canonical.js';
import {
  applyMove, checkMove, newGame, randomMove, RULE_ERROR_CODES, RuleError, viewFor, seedRng, nextFloat,
  type AztecMove, type AztecState,
} from '../../src/games/aztec/index.js';
import { RuleError as KitRuleError } from '../../src/kit/rule-error.js';
import { artifactIds, assertBadOptions, assertRefused, collectAndTokens, game, play, shows } from './aztec-helpers.js';

const [FLAT] = artifactIds('vp') as [number];
const [GIVE] = artifactIds('giveStone') as [number];
const [TAKE] = artifactIds('takeJewel') as [number];
const [CURSE] = artifactIds('curseStone') as [number];
const [DISCARD] = artifactIds('discardStones') as [number];

/** Seat 0 lied and nobody accused it: its Artifact decision over `top` (the deck's first 3). */
function artifactDecision(top: number[], scenario: object = {}): AztecState {
  const s = game({ seats: [{ deck: [[0, 0, 3]] }, { deck: [[2, 1, 0]] }, { deck: [[0, 2, 0]] }, { deck: [[1, 0, 1]] }], artifactDeck: top, ...scenario });
  const tokens: [number, boolean][] = [[1, true], [2, true], [3, true], [1, true]];
  return play(collectAndTokens(s, [[0, 0, 4], shows(s, 1), shows(s, 2), shows(s, 3)], tokens), { type: 'reveal' });
}

describe('illegal moves: refused with their code, the state unchanged', () => {
  const s = newGame({ players: 4, seed: 'refusals' });

  it('codes are the listed ones, and every refusal is the kit\'s one RuleError class', () => {
    assert.deepEqual([...RULE_ERROR_CODES], [
      'NOT_YOUR_DECISION', 'WRONG_MOVE_TYPE', 'MALFORMED_MOVE', 'ALREADY_CHOSEN', 'BAD_JEWELS', 'BAD_TARGET', 'UNKNOWN_CARD', 'GAME_OVER', 'BAD_OPTIONS', 'BAD_RULESET',
    ]);
    const e = checkMove(s, { type: 'reveal' });
    assert.ok(e instanceof RuleError && e instanceof KitRuleError);
  });

  it('MALFORMED_MOVE: not a move, an unknown type, a seat not in the game, fields of the wrong type, a getter that throws, a view', () => {
    for (const bad of [null, undefined, 7, 'collect', [], {}, { type: 3 }, { type: 'nope' }, { type: 'roll' }, { type: 'collect', seat: 9, jewels: [2, 0, 0] },
      { type: 'collect', seat: 0.5, jewels: [2, 0, 0] }, { type: 'collect', seat: 0 }, { type: 'collect', seat: 0, jewels: '200' }, { type: 'collect', seat: 0, jewels: [2, 0] },
      { type: 'toString' }, { type: '__proto__' }]) {
      assertRefused(s, bad, 'MALFORMED_MOVE');
    }
    const trap = { type: 'collect', seat: 0, get jewels(): never { throw new Error('trap'); } };
    assertRefused(s, trap, 'MALFORMED_MOVE');
    const proxy = new Proxy({ type: 'collect', seat: 0 }, { get: () => { throw new Error('proxy'); } });
    assertRefused(s, proxy, 'MALFORMED_MOVE');
    assert.throws(() => applyMove(viewFor(s, 0), { type: 'collect', seat: 0, jewels: [2, 0, 0] }), (e: unknown) => (e as RuleError).code === 'MALFORMED_MOVE');
    const t = play(s, ...[0, 1, 2, 3].map((seat): AztecMove => ({ type: 'collect', seat, jewels: [2, 0, 0] })));
    assertRefused(t, { type: 'token', seat: 1, target: 2, believe: 'yes' }, 'MALFORMED_MOVE');
  });

  it('WRONG_MOVE_TYPE: a move that does not answer the decision', () => {
    assertRefused(s, { type: 'token', seat: 0, target: 1, believe: true }, 'WRONG_MOVE_TYPE');
    assertRefused(s, { type: 'reveal' }, 'WRONG_MOVE_TYPE');
    assertRefused(s, { type: 'endRound' }, 'WRONG_MOVE_TYPE');
    assertRefused(s, { type: 'artifact', seat: 0, keep: 0, tuck: [] }, 'WRONG_MOVE_TYPE');
  });

  it('ALREADY_CHOSEN: choosing jewels or placing a token twice', () => {
    const one = applyMove(s, { type: 'collect', seat: 2, jewels: [2, 0, 0] });
    assertRefused(one, { type: 'collect', seat: 2, jewels: [0, 2, 0] }, 'ALREADY_CHOSEN');
    const tokens = play(s, ...[0, 1, 2, 3].map((seat): AztecMove => ({ type: 'collect', seat, jewels: [2, 0, 0] })), { type: 'token', seat: 3, target: 0, believe: false });
    assertRefused(tokens, { type: 'token', seat: 3, target: 1, believe: true }, 'ALREADY_CHOSEN');
  });

  it('BAD_JEWELS: a set no Jewel card could show, counts that are not whole', () => {
    for (const jewels of [[1, 0, 0], [5, 0, 0], [1, 1, 1], [2, 2, 1], [0, 0, 0], [-1, 3, 0], [1.5, 1, 0], [9, 9, 9], [2, 0, null]]) {
      assertRefused(s, { type: 'collect', seat: 0, jewels }, 'BAD_JEWELS');
    }
    // Every shape of 2–4 jewels of at most 2 colours is a legal bluff (DEFAULT).
    for (const jewels of [[2, 0, 0], [0, 1, 3], [4, 0, 0], [2, 2, 0]]) assert.equal(checkMove(s, { type: 'collect', seat: 0, jewels: jewels as never }), null);
  });

  it('BAD_TARGET: a token in front of oneself or of no seat', () => {
    const t = play(s, ...[0, 1, 2, 3].map((seat): AztecMove => ({ type: 'collect', seat, jewels: [2, 0, 0] })));
    assertRefused(t, { type: 'token', seat: 1, target: 1, believe: true }, 'BAD_TARGET');
    assertRefused(t, { type: 'token', seat: 1, target: 4, believe: true }, 'BAD_TARGET');
    assertRefused(t, { type: 'token', seat: 1, target: '2', believe: false }, 'BAD_TARGET');
  });

  it('the Artifact decision: NOT_YOUR_DECISION for another seat, UNKNOWN_CARD, BAD_TARGET and BAD_JEWELS for its choices', () => {
    const a = artifactDecision([GIVE, FLAT, CURSE]);
    assertRefused(a, { type: 'artifact', seat: 1, keep: FLAT, tuck: [GIVE, CURSE] }, 'NOT_YOUR_DECISION');
    assertRefused(a, { type: 'artifact', seat: 0, keep: TAKE, tuck: [GIVE, CURSE] }, 'UNKNOWN_CARD');
    assertRefused(a, { type: 'artifact', seat: 0, keep: FLAT, tuck: [GIVE] }, 'UNKNOWN_CARD');
    assertRefused(a, { type: 'artifact', seat: 0, keep: FLAT, tuck: [GIVE, GIVE] }, 'UNKNOWN_CARD');
    assertRefused(a, { type: 'artifact', seat: 0, keep: FLAT, tuck: [GIVE, CURSE, FLAT] }, 'UNKNOWN_CARD');
    assertRefused(a, { type: 'artifact', seat: 0, keep: FLAT, tuck: 'GIVE' }, 'MALFORMED_MOVE');
    assertRefused(a, { type: 'artifact', seat: 0, keep: GIVE, tuck: [FLAT, CURSE] }, 'BAD_TARGET');
    assertRefused(a, { type: 'artifact', seat: 0, keep: GIVE, tuck: [FLAT, CURSE], target: 0 }, 'BAD_TARGET');
    assertRefused(a, { type: 'artifact', seat: 0, keep: GIVE, tuck: [FLAT, CURSE], target: 2, color: 1 }, 'BAD_TARGET');
    assertRefused(a, { type: 'artifact', seat: 0, keep: CURSE, tuck: [FLAT, GIVE] }, 'BAD_TARGET');
    assertRefused(a, { type: 'artifact', seat: 0, keep: CURSE, tuck: [FLAT, GIVE], color: 3 }, 'BAD_TARGET');
    assertRefused(a, { type: 'artifact', seat: 0, keep: FLAT, tuck: [GIVE, CURSE], target: 1 }, 'BAD_TARGET');
    assertRefused(a, { type: 'artifact', seat: 0, keep: FLAT, tuck: [GIVE, CURSE], color: 0 }, 'BAD_TARGET');
    assert.equal(checkMove(a, { type: 'artifact', seat: 0, keep: CURSE, tuck: [GIVE, FLAT], color: 0 }), null);
    // A colour the temple no longer has.
    const noBlue = artifactDecision([TAKE, DISCARD, FLAT], { seats: [{ deck: [[0, 0, 3]], stash: [20, 0, 0] }, { deck: [[2, 1, 0]], stash: [18, 0, 0] }, { deck: [[0, 2, 0]] }, { deck: [[1, 0, 1]] }] });
    assert.equal(noBlue.temple[0], 0);
    assertRefused(noBlue, { type: 'artifact', seat: 0, keep: TAKE, tuck: [DISCARD, FLAT], color: 0 }, 'BAD_JEWELS');
    assertRefused(noBlue, { type: 'artifact', seat: 0, keep: DISCARD, tuck: [TAKE, FLAT], target: 2 }, 'BAD_TARGET');
    assert.equal(checkMove(noBlue, { type: 'artifact', seat: 0, keep: TAKE, tuck: [DISCARD, FLAT], color: 2 }), null);
  });

  it('GAME_OVER: any move once the game is over', () => {
    const rng = seedRng('over');
    let g = newGame({ players: 3, seed: 'over' });
    while (g.decision.kind !== 'gameOver') g = applyMove(g, randomMove(g, () => nextFloat(rng))!);
    assertRefused(g, { type: 'endRound' }, 'GAME_OVER');
    assertRefused(g, { type: 'collect', seat: 0, jewels: [2, 0, 0] }, 'GAME_OVER');
    assert.equal(randomMove(g), null);
  });

  it('any JS value as a move: a RuleError, never anything else, and the state unchanged (fast-check)', () => {
    const states = [s, artifactDecision([GIVE, FLAT, CURSE])];
    const moveLike = fc.oneof(
      fc.anything(),
      fc.record({ type: fc.constantFrom('collect', 'token', 'artifact', 'reveal', 'curses', 'endRound'), seat: fc.anything(), jewels: fc.anything(), target: fc.anything(), believe: fc.anything(), keep: fc.anything(), tuck: fc.anything(), color: fc.anything() }, { requiredKeys: ['type'] }),
    );
    fc.assert(fc.property(fc.constantFrom(...states), moveLike, (state, move) => {
      const before = canonical(state);
      const e = checkMove(state, move as AztecMove);
      if (e !== null) {
        assert.ok(e instanceof RuleError, String(e));
        assert.ok((RULE_ERROR_CODES as readonly string[]).includes(e.code));
      }
      assert.equal(canonical(state), before);
    }), { numRuns: 2000, seed: 7 });
  });
});

describe('bad options and scenarios: BAD_OPTIONS naming the field', () => {
  it('options', () => {
    assertBadOptions(null, 'BAD_OPTIONS', 'options must be an object');
    assertBadOptions([], 'BAD_OPTIONS', 'options must be an object');
    assertBadOptions({ players: 2 }, 'BAD_OPTIONS', 'players must be 3–6');
    assertBadOptions({ players: 7 }, 'BAD_OPTIONS', 'players must be 3–6');
    assertBadOptions({ players: '4' }, 'BAD_OPTIONS', 'players must be 3–6');
    assertBadOptions({ seats: ['a', 'b', ''] }, 'BAD_OPTIONS', 'seats[2]');
    assertBadOptions({ seats: 'abc' }, 'BAD_OPTIONS', 'seats must be an array');
    assertBadOptions({ seats: ['a', 'b', 'c'], players: 4 }, 'BAD_OPTIONS', 'players is 4');
    assertBadOptions({ seed: {} }, 'BAD_OPTIONS', 'seed');
    assertBadOptions({ seed: NaN }, 'BAD_OPTIONS', 'seed');
    assertBadOptions({ player: 4 }, 'BAD_OPTIONS', 'player: unknown option');
    assertBadOptions({ players: 3, characters: ['Zed'] }, 'BAD_OPTIONS', 'characters[0]: no Character "Zed"');
    assertBadOptions({ players: 3, characters: [1, 1] }, 'BAD_OPTIONS', 'characters[1]');
    assertBadOptions({ players: 3, characters: [0], scenario: { seats: [{ character: 1 }] } }, 'BAD_OPTIONS', 'characters[0]: the scenario gives this seat Daryl');
    assertBadOptions({ get players(): never { throw new Error('getter'); } }, 'BAD_OPTIONS', 'options could not be read (getter)');
    assertBadOptions({ rules: { format: 'quetzal-rules' } }, 'BAD_RULESET', 'format');
  });

  it('scenarios', () => {
    const bad = (scenario: unknown, text: string) => assertBadOptions({ players: 4, seed: 1, scenario }, 'BAD_OPTIONS', text);
    bad(7, 'scenario: must be an object');
    bad({ round: 6 }, 'scenario.round: must be at most 5');
    bad({ firstPlayer: 4 }, 'scenario.firstPlayer: must be at most 3');
    bad({ seats: [{}, { deck: [0, 1, 50] }] }, 'scenario.seats[1].deck[2]: card 50 does not exist');
    bad({ seats: [{ deck: [3] }, { deck: [3] }] }, 'scenario.seats[1].deck[0]: card 3 is used twice');
    bad({ seats: [{ deck: [[1, 1, 1]] }] }, 'scenario.seats[0].deck[0]: no unused Jewel card shows [1,1,1]');
    bad({ seats: [{ deck: [[2, 0, 0], [2, 0, 0]] }] }, 'scenario.seats[0].deck[1]: no unused Jewel card shows [2,0,0] (the game has 1)');
    bad({ round: 4, seats: [{ deck: [0, 1, 2] }] }, 'scenario.seats[0].deck: at most 2 cards from round 4');
    bad({ seats: [{ character: 'Zed' }] }, 'scenario.seats[0].character: no Character "Zed"');
    bad({ seats: [{ character: 0 }, { character: 'Charly' }] }, 'scenario.seats[1].character: Charly is already another seat\'s');
    bad({ seats: [{ stash: [30, 0, 0] }, { stash: [11, 0, 0] }] }, 'scenario.seats[1].stash[0]: the stashes hold 41 blue jewels; the game has 40');
    bad({ seats: [{ stones: -1 }] }, 'scenario.seats[0].stones');
    bad({ seats: [{ artifacts: [GIVE] }] }, `scenario.seats[0].artifacts[0]: Artifact ${GIVE} (giveStone) is immediate`);
    bad({ seats: [{ artifacts: [FLAT] }], artifactDeck: [FLAT] }, `scenario.artifactDeck[0]: Artifact ${FLAT} is used twice`);
    bad({ artifactDeck: [42] }, 'scenario.artifactDeck[0]: Artifact 42 does not exist');
    bad({ curses: [1, 1] }, 'scenario.curses: must have 3 items');
    bad({ seats: [{}, {}, {}, {}, {}] }, 'scenario.seats: must have 0 to 4 items');
    bad({ seats: [{ hand: [] }] }, 'scenario.seats[0].hand: unknown field');
    bad({ constructor: 1 }, 'scenario.constructor: unknown field');
    bad(JSON.parse('{"__proto__": {"round": 2}}'), 'scenario.__proto__: unknown field');
    bad({ get round(): never { throw new Error('boom'); } }, 'scenario.round: could not be read (boom)');
  });

  it('a scenario fixes what it names: decks (top first), Characters, stashes, stones, Artifacts, curses, the deck top, round, first player', () => {
    const s = newGame({
      players: 3, seed: 2,
      scenario: {
        round: 4, firstPlayer: 2, curses: [0, 3, 5], artifactDeck: [FLAT, GIVE],
        seats: [{ deck: [7, [1, 0, 3]], character: 'Itzel', stash: [1, 2, 3], stones: 6, artifacts: [0] }, {}, { deck: [[2, 2, 0]] }],
      },
    });
    assert.equal(s.round, 4);
    assert.equal(s.firstPlayer, 2);
    assert.deepEqual(s.curses, [0, 3, 5]);
    assert.deepEqual(s.artifactDeck.slice(0, 2), [FLAT, GIVE]);
    assert.equal(s.artifactDeck.length, 41);
    const st = s.seats[0]!;
    assert.equal(st.card, 7);
    assert.deepEqual(st.deck, [33]);
    assert.equal(st.character, 5);
    assert.deepEqual(st.stash, [1, 2, 3]);
    assert.equal(st.stones, 6);
    assert.deepEqual(st.artifacts, [0]);
    assert.equal(s.seats[2]!.card, 11);
    assert.equal(s.seats[1]!.deck.length, 1);
    assert.deepEqual(s.temple, [39, 38, 37]);
    assert.equal(s.supply, 40 - 6 - 2 - 2 - 8);
  });
});
