/**
 * Aztec's rule-set (`aztec-rules`): the shipped values with their sources; a game follows a corrected
 * document; every incoherent document is refused with BAD_RULESET naming the JSON path; the fingerprint
 * leaves out name and sources; the document is read as it is at each call.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import {
  checkRuleSet, newGame, ruleSetFingerprint, rulesOf, RuleError, scoreBreakdown, shippedFingerprint, SHIPPED_RULES,
  legalMoves, type AztecRuleSet,
} from '../../src/games/aztec/index.js';
import { ruleSetFingerprint as quetzalFingerprint, SHIPPED_RULES as QUETZAL_RULES } from '../../src/games/quetzal/engine/index.js';

/** An edited copy of the shipped set (structuredClone: the shipped document itself is frozen). */
const custom = (edit: (r: AztecRuleSet) => void): AztecRuleSet => {
  const copy = structuredClone(SHIPPED_RULES) as AztecRuleSet;
  edit(copy);
  return copy;
};

/** The BAD_RULESET message for a document: the test fails if the document is accepted or refused otherwise. */
const refusal = (doc: unknown): string => {
  let message = '';
  assert.throws(() => checkRuleSet(doc), (e: unknown) => {
    assert.ok(e instanceof RuleError && e.code === 'BAD_RULESET', String(e));
    message = e.message;
    return true;
  }, 'the rule-set is refused');
  return message;
};

describe('the shipped rule-set', () => {
  it('is the default: with it or without it, the same game, state.rules null; its values are the rulebook\'s and the DEFAULTs', () => {
    const a = newGame({ players: 4, seed: 's' });
    assert.deepEqual(newGame({ players: 4, seed: 's', rules: JSON.parse(JSON.stringify(SHIPPED_RULES)) as AztecRuleSet }), a);
    assert.equal(a.rules, null);
    assert.equal(checkRuleSet(SHIPPED_RULES), null);
    assert.match(shippedFingerprint(), /^[0-9a-f]{16}$/);
    const r = SHIPPED_RULES;
    assert.equal(r.jewelCards.length, 42);
    assert.equal(r.jewelCards.flat().reduce((x, y) => x + y, 0), 129);
    assert.equal(r.artifacts.reduce((n, k) => n + k.count, 0), 42);
    assert.deepEqual(r.characters[0], { name: 'Charly', duo: ['red', 'blue'] });
    assert.deepEqual(r.scoring.stonePenalties, [0, 1, 2, 3, 5, 7, 10, 13]);
    assert.ok(Object.isFrozen(r) && Object.isFrozen(r.jewelCards[0]), 'the shipped document cannot be edited in place');
  });

  it('names a source for every value', () => {
    const sources = SHIPPED_RULES.sources!;
    const top = Object.keys(SHIPPED_RULES).filter((k) => !['format', 'version', 'sources'].includes(k));
    for (const key of top) {
      assert.ok(Object.keys(sources).some((p) => p === key || p.startsWith(`${key}.`) || p.startsWith(`${key}[`)), `a source for ${key}`);
    }
    for (const text of Object.values(sources)) assert.match(text, /^(rulebook|source|derived|DEFAULT)/);
  });
});

describe('a game follows its rule-set', () => {
  it('the cursed-stone track, the trio VP and a Character\'s duo', () => {
    const rules = custom((r) => {
      r.scoring.stonePenalties = [0, 2, 4];
      r.scoring.extraStonePenalty = 5;
      r.scoring.trioVp = 3;
      r.characters[0]!.duo = ['yellow', 'yellow'];
    });
    const s = newGame({ players: 3, seed: 1, rules, scenario: { seats: [{ character: 0, stash: [2, 4, 2], stones: 4 }] } });
    assert.ok(Object.isFrozen(s.rules));
    const line = scoreBreakdown(s)[0]!;
    assert.deepEqual([line.duos, line.trios, line.stonePenalty, line.total], [2, 6, -(4 + 2 * 5), 2 + 6 - 14]);
  });

  it('the bluff shape: 2–3 jewels of one colour; the card\'s own jewels always stay legal', () => {
    const rules = custom((r) => { r.bluff = { minJewels: 2, maxJewels: 3, maxColors: 1 }; });
    const s = newGame({ players: 3, seed: 1, rules, scenario: { seats: [{ deck: [[2, 2, 0]] }] } });
    const picks = legalMoves(s, 0).map((m) => (m.type === 'collect' ? m.jewels.join('') : ''));
    assert.deepEqual(picks, ['200', '020', '002', '300', '030', '003', '220']);
  });

  it('Artifacts drawn, setup stones and stones per round', () => {
    const rules = custom((r) => { r.artifactDraw = 2; r.setup = { stonesPerSeat: 3, stonesPerCurse: 2 }; r.stonesPerRound = 2; });
    const s = newGame({ players: 3, seed: 1, rules });
    assert.deepEqual(s.seats.map((st) => st.stones), [3, 3, 3]);
    assert.deepEqual(s.curses, [2, 2, 2]);
    assert.equal(rulesOf(s).artifactDraw, 2);
  });
});

describe('refused documents: BAD_RULESET naming the JSON path', () => {
  it('not an object, another format, a newer version', () => {
    assert.match(refusal(null), /^the rule-set must be an object/);
    assert.match(refusal([]), /must be an object/);
    assert.match(refusal(QUETZAL_RULES), /^format: must be one of "aztec-rules"/);
    assert.match(refusal(custom((r) => { (r as { version: number }).version = 2; })), /^version: version 2 is newer/);
  });

  it('unknown fields, prototype names included; missing fields; wrong types', () => {
    assert.match(refusal(custom((r) => { (r as unknown as Record<string, number>).extra = 1; })), /^extra: unknown field/);
    for (const name of ['constructor', 'toString', 'hasOwnProperty']) {
      assert.match(refusal(custom((r) => { (r.scoring as unknown as Record<string, number>)[name] = 1; })), new RegExp(`^scoring\\.${name}: unknown field`));
    }
    const proto = JSON.parse(JSON.stringify(SHIPPED_RULES).replace('"players":', '"__proto__": {"x": 1}, "players":'));
    assert.match(refusal(proto), /^__proto__: unknown field/);
    assert.match(refusal(custom((r) => { delete (r as Partial<AztecRuleSet>).scoring; })), /^scoring: missing/);
    assert.match(refusal(custom((r) => { (r.setup as unknown as Record<string, string>).stonesPerSeat = '2'; })), /^setup\.stonesPerSeat: must be a number/);
    assert.match(refusal(custom((r) => { (r.characters[2]!.duo as string[])[1] = 'green'; })), /^characters\[2\]\.duo\[1\]: must be one of "blue", "yellow", "red"/);
    assert.match(refusal(custom((r) => { (r.artifacts[3] as { effect: string }).effect = 'fly'; })), /^artifacts\[3\]\.effect: must be one of/);
    assert.match(refusal(custom((r) => { (r.artifacts[9] as unknown as Record<string, number>).vp = 2; })), /^artifacts\[9\]\.vp: unknown field/);
    assert.match(refusal(custom((r) => { r.name = ''; })), /^name: must be a text/);
  });

  it('any JS value: a RuleError BAD_RULESET, never anything else (fast-check; a revoked Proxy too)', () => {
    fc.assert(fc.property(fc.anything(), (doc) => { refusal(doc); }), { numRuns: 500, seed: 3 });
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    assert.match(refusal(proxy), /^the rule-set could not be read/);
    assert.match(refusal(new Proxy(custom(() => {}), { ownKeys: () => { throw new Error('keys'); } })), /could not be read \(keys\)/);
  });

  it('a getter that throws is refused at its field', () => {
    const doc = custom(() => {});
    Object.defineProperty(doc, 'stones', { enumerable: true, get() { throw new Error('no stones'); } });
    assert.match(refusal(doc), /^stones: could not be read \(no stones\)/);
  });

  it('counts that do not make the game: 42 Jewel cards of 2–4 jewels in at most 2 colours, 42 Artifacts, 40 jewels a colour, 40 stones, 3–6 players, 6 Characters', () => {
    assert.match(refusal(custom((r) => { r.jewelCards.pop(); })), /^jewelCards: must have 42 items/);
    assert.match(refusal(custom((r) => { r.jewelCards[7] = [1, 1, 1]; })), /^jewelCards\[7\]: shows 3 colours; a Jewel card shows at most 2/);
    assert.match(refusal(custom((r) => { r.jewelCards[0] = [1, 0, 0]; })), /^jewelCards\[0\]: shows 1 jewels; a Jewel card shows 2 to 4/);
    assert.match(refusal(custom((r) => { r.jewelCards[0] = [3, 2, 0]; })), /^jewelCards\[0\]: shows 5 jewels/);
    assert.match(refusal(custom((r) => { r.artifacts[0]!.count = 4; })), /^artifacts: the counts add up to 43 cards; the deck has 42/);
    assert.match(refusal(custom((r) => { r.jewels = [40, 39, 41]; })), /^jewels\[1\]: the temple holds 40 yellow jewels \(120 in all\), not 39/);
    assert.match(refusal(custom((r) => { r.stones = 41; })), /^stones: the game has 40 cursed stones, not 41/);
    assert.match(refusal(custom((r) => { r.players = { min: 2, max: 6 }; })), /^players\.min: must be a number ≥ 3/);
    assert.match(refusal(custom((r) => { r.players = { min: 3, max: 7 }; })), /^players\.max: must be at most 6/);
    assert.match(refusal(custom((r) => { r.players = { min: 5, max: 4 }; })), /^players: min 5 is more than max 4/);
    assert.match(refusal(custom((r) => { r.characters.pop(); })), /^characters: must have 6 items/);
    assert.match(refusal(custom((r) => { r.characters[3]!.name = 'Charly'; })), /^characters\[3\]\.name: "Charly" is used twice/);
    assert.match(refusal(custom((r) => { r.scoring.stonePenalties = [1, 2]; })), /^scoring\.stonePenalties\[0\]: must be 0/);
    assert.match(refusal(custom((r) => { r.scoring.stonePenalties = [0, 3, 2]; })), /^scoring\.stonePenalties\[2\]: 2 is less than the 3 before it/);
    assert.match(refusal(custom((r) => { r.bluff.minJewels = 5; })), /^bluff: minJewels 5 is more than maxJewels 4/);
    assert.match(refusal(custom((r) => { r.setup.stonesPerSeat = 7; })), /^setup: 6 players and 3 Curse cards take 45 stones; the box has 40/);
  });
});

describe('fingerprints and later edits', () => {
  it('name and sources are left out; any value counts; key order does not', () => {
    const named = custom((r) => { r.name = 'Mine'; r.sources = { stones: 'counted' }; });
    assert.equal(ruleSetFingerprint(named), shippedFingerprint());
    assert.equal(checkRuleSet(named), null, 'the shipped values under another name are the shipped set');
    const changed = custom((r) => { r.scoring.trioVp = 3; });
    assert.notEqual(ruleSetFingerprint(changed), shippedFingerprint());
    const reordered = Object.fromEntries(Object.entries(changed).reverse()) as unknown as AztecRuleSet;
    assert.equal(ruleSetFingerprint(reordered), ruleSetFingerprint(changed));
    assert.notEqual(ruleSetFingerprint(changed), quetzalFingerprint(QUETZAL_RULES));
  });

  it('the document is read as it is at each call: an edit between two games is checked and played', () => {
    const doc = custom((r) => { r.scoring.trioVp = 3; });
    const first = newGame({ players: 3, seed: 1, rules: doc });
    assert.equal(first.rules!.scoring.trioVp, 3);
    doc.scoring.trioVp = 4;
    const second = newGame({ players: 3, seed: 1, rules: doc });
    assert.equal(second.rules!.scoring.trioVp, 4);
    assert.equal(first.rules!.scoring.trioVp, 3, 'a game keeps its own copy');
    doc.scoring.trioVp = -1;
    assert.match(refusal(doc), /^scoring\.trioVp: must be a number ≥ 0/);
    doc.scoring.trioVp = 2;
    assert.equal(checkRuleSet(doc), null, 'back to the shipped values');
  });
});
