/**
 * Rule-sets (issue #15): the printed values as a validated document that a game carries. A changed
 * collection value, Discovery reward and Automaton card change scoring, the track and the Automaton;
 * every class of incoherent document is refused with BAD_RULESET naming the JSON path; records and
 * share links carry the rule-set so a replay is exact; the bots read the game's values.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  applyMove, AUTOMATON, checkRuleSet, collectionValue, deliveryValue, legalMoves, newGame, randomMove, RuleError, rulesOf,
  ruleSetFingerprint, scoreBreakdown, seedRng, nextFloat, shippedFingerprint, SHIPPED_RULES, viewFor,
  type GameState, type Move, type RuleSet,
} from '../../src/games/quetzal/engine/index.js';
import { createRecord, decodeRecord, encodeRecord, parseRecord, replay, RecordError } from '../../src/games/quetzal/records/index.js';
import { chooseMove } from '../../src/games/quetzal/bots/index.js';

/** A deep copy of the shipped set, to edit. */
function custom(edit: (r: RuleSet) => void): RuleSet {
  const r = JSON.parse(JSON.stringify(SHIPPED_RULES)) as RuleSet;
  edit(r);
  return r;
}

/** The BAD_RULESET message for a document (fails the test if it is accepted or fails otherwise). */
function refusal(doc: unknown): string {
  try {
    checkRuleSet(doc);
  } catch (e) {
    assert.ok(e instanceof RuleError, String(e));
    assert.equal(e.code, 'BAD_RULESET');
    return e.message;
  }
  assert.fail('the rule-set was accepted');
}

describe('rule-sets: the game follows its values', () => {
  it('the shipped set is the default: newGame with it, or without, gives the same game, with state.rules null', () => {
    const a = newGame({ players: 3, seed: 'same' });
    const b = newGame({ players: 3, seed: 'same', rules: JSON.parse(JSON.stringify(SHIPPED_RULES)) as RuleSet });
    assert.equal(a.rules, null);
    assert.deepEqual(b, a);
    assert.equal(checkRuleSet(SHIPPED_RULES), null);
    assert.match(shippedFingerprint(), /^[0-9a-f]{16}$/);
  });

  it('a changed collection value changes delivery scoring', () => {
    const rules = custom((r) => { r.artifacts.mummy.values = [0, 3, 9, 12]; });
    const s = newGame({ players: 2, seed: 1, rules });
    const mummies = rulesOf(s).cards.filter((c) => c.type === 'mummy' && c.bonus === 'none').slice(0, 2).map((c) => c.id);
    assert.equal(collectionValue('mummy', 2), 6, 'shipped: 2 mummies = 6 [rulebook]');
    assert.equal(collectionValue('mummy', 2, rulesOf(s)), 9);
    assert.equal(deliveryValue(mummies, [], rulesOf(s)).vp, 9);
    assert.equal(collectionValue('mummy', 5, rulesOf(s)), 12 + 9, '5 cards: a full set and a set of 2');
  });

  it('a changed Discovery reward pays on the track; a changed Upgrade VP and end scoring follow', () => {
    const rules = custom((r) => {
      r.discoveryTrack[1] = { vp: 5 };
      r.upgrades.U10.vp = 9;
      r.endScoring.coinsPerVp = 2;
    });
    const scenario = { firstPlayer: 0, rolls: Array.from({ length: 16 }, () => 'black' as const), seats: [{ coins: 10, upgrades: ['U10'] }] };
    let s = newGame({ players: 2, seed: 4, rules, scenario });
    let shipped = newGame({ players: 2, seed: 4, scenario });
    for (const m of [{ type: 'roll' }, { type: 'exchange', seat: 0, tile: 'U10' }] as Move[]) {
      s = applyMove(s, m);
      shipped = applyMove(shipped, m);
    }
    assert.equal(s.seats[0]!.discovery, 1);
    assert.equal(s.seats[0]!.score, 5, 'space 1 pays 5 VP in this rule-set');
    assert.equal(shipped.seats[0]!.score, 0, 'space 1 pays nothing in the shipped set');
    const line = scoreBreakdown(s)[0]!;
    assert.equal(line.upgrades, 9);
    assert.equal(line.coinVp, Math.floor(s.seats[0]!.coins / 2));
  });

  it('a changed Automaton card places the Automaton where it says', () => {
    const rules = custom((r) => {
      r.automaton.cards[0] = { id: 'A1', temple: [1, 3], surrounding: { loc: 'ruins', n: 2, color: 'adventurer' }, third: { loc: 'ship', n: 2, color: 'archaeologist' } };
    });
    const s = newGame({ players: 2, seed: 9, rules, scenario: { automatonCards: ['A1'] } });
    const b = s.board;
    assert.deepEqual(b.templeSpaces.map((o) => o?.holder ?? null), [AUTOMATON, null, AUTOMATON, null, null]);
    assert.deepEqual(b.bids.ruins, { holder: AUTOMATON, meeples: [2, 3], color: 'adventurer' });
    assert.equal(b.bids.quarry, null);
    assert.equal(b.bids.black_market, null);
    assert.deepEqual(b.ships[0], { holder: AUTOMATON, meeples: [4, 5], color: 'archaeologist' });
  });

  it('setup values follow: starting coins, team meeples, Village spaces, the Upgrade display and card bonuses', () => {
    const rules = custom((r) => {
      r.startingCoins = [9, 8, 7, 6, 5];
      r.teamMeeples['3'] = 4;
      r.village.costs = [3, 2, 0];
      r.upgradeDisplay.size = 4;
      r.artifacts.pottery.bonuses = { none: 6, coin: 6, discovery: 6, vp: 3 };
    });
    const s = newGame({ players: 3, seed: 2, rules, scenario: { firstPlayer: 1 } });
    assert.deepEqual(s.seats.map((x) => x.coins), [7, 9, 8], "seat order from the first player: 9, 8, 7");
    assert.equal(s.seats[0]!.meeples.length, 5, '4 team meeples and the Character');
    assert.equal(s.board.upgradeDisplay.length, 4);
    assert.equal(rulesOf(s).cards.filter((c) => c.type === 'pottery' && c.bonus === 'coin').length, 6);
    assert.equal(rulesOf(s).cards.length, 75);
  });

  it('random games under a custom set play to the end, each move one the engine lists or accepts, and the input is never changed', () => {
    const rules = custom((r) => {
      r.colors = { temple: 'ADV', village: 'ARCH' };
      r.harbor.coinsPerMeeple = 1;
      r.temple[4] = { cost: 0, choose: 2, draw: 1 };
      r.roll.weights = { black: 0.3, white: 0.3, side: 0.2, standing: 0.2 };
    });
    for (const players of [2, 3, 4, 5]) {
      const rng = seedRng(`custom-${players}`);
      const random = () => nextFloat(rng);
      let s = newGame({ players, seed: players, rules });
      for (let i = 0; i < 3000 && s.decision.kind !== 'gameOver'; i++) {
        const before = JSON.stringify(s);
        const move = i % 2 ? randomMove(s, random)! : legalMoves(s)[Math.floor(random() * legalMoves(s).length)]!;
        s = applyMove(JSON.parse(before) as GameState, move);
        assert.equal(JSON.stringify(JSON.parse(before)), before);
      }
      assert.equal(s.decision.kind, 'gameOver', `${players} seats: the game ends`);
      assert.deepEqual(s.rules, checkRuleSet(rules), 'the state keeps its rule-set');
    }
  });
});

describe('rule-sets: incoherent documents are refused with BAD_RULESET and the JSON path', () => {
  it('a negative value', () => {
    assert.equal(refusal(custom((r) => { r.artifacts.mummy.values[3] = -1; })), 'artifacts.mummy.values[3]: must be a number ≥ 0');
  });
  it('a value of the wrong type, and a number that is not whole', () => {
    assert.equal(refusal(custom((r) => { (r.temple[1] as { cost: unknown }).cost = '4'; })), 'temple[1].cost: must be a number ≥ 0');
    assert.equal(refusal(custom((r) => { r.blackMarketCoins = 6.5; })), 'blackMarketCoins: must be a whole number');
    assert.equal(refusal(custom((r) => { (r.roll as { rerollStandingPays: unknown }).rerollStandingPays = 'yes'; })), 'roll.rerollStandingPays: must be true or false');
    assert.equal(refusal(custom((r) => { (r.surroundingBonus as Record<string, unknown>).ruins = 'card'; })), 'surroundingBonus.ruins: must be one of "vp", "discovery", "coin"');
    assert.equal(refusal([1, 2]), 'the rule-set must be an object');
  });
  it('a value over its range', () => {
    assert.equal(refusal(custom((r) => { r.teamMeeples['5'] = 9; })), 'teamMeeples.5: must be at most 7');
  });
  it('unknown fields, at the top and inside', () => {
    assert.equal(refusal({ ...SHIPPED_RULES, printedOn: 'box' }), 'printedOn: unknown field');
    assert.equal(refusal(custom((r) => { (r.harbor as Record<string, unknown>).tax = 1; })), 'harbor.tax: unknown field');
  });
  it('missing fields, and a missing Upgrade kind', () => {
    assert.equal(refusal(custom((r) => { delete (r as Partial<RuleSet>).shipCards; })), 'shipCards: missing');
    assert.equal(refusal(custom((r) => { delete (r.upgrades as Partial<RuleSet['upgrades']>).U05; })), 'upgrades.U05: missing');
  });
  it('lists of the wrong length', () => {
    assert.equal(refusal(custom((r) => { r.temple.pop(); })), 'temple: must have 5 items');
    assert.equal(refusal(custom((r) => { r.startingCoins.push(7); })), 'startingCoins: must have 5 items');
  });
  it('card counts that do not make the deck, and bonuses that do not make a type\'s count', () => {
    assert.equal(refusal(custom((r) => { r.artifacts.pottery.count = 20; r.artifacts.pottery.bonuses.none = 11; })), 'artifacts: the counts add up to 74 cards; the deck has 75');
    assert.equal(refusal(custom((r) => { r.artifacts.weapon.bonuses.vp = 4; })), 'artifacts.weapon.bonuses: the bonuses add up to 19 cards, but count is 18');
    assert.equal(refusal(custom((r) => { r.artifacts.tablet.values[0] = 1 as 0; })), 'artifacts.tablet.values[0]: must be 0 (delivering no card scores nothing)');
  });
  it('Upgrade copies that do not make the 24 tiles', () => {
    assert.equal(refusal(custom((r) => { r.upgrades.U12.copies = 2; })), 'upgrades: the copies add up to 25 tiles; the game has 24');
  });
  it('an Automaton card naming a space that does not exist, or placing the wrong number of meeples', () => {
    assert.equal(refusal(custom((r) => { r.automaton.cards[2]!.temple = [6]; })), 'automaton.cards[2].temple[0]: no Temple space 6: the spaces are 1–5');
    assert.equal(refusal(custom((r) => { (r.automaton.cards[4]!.surrounding as { loc: string }).loc = 'volcano'; })), 'automaton.cards[4].surrounding.loc: must be one of "quarry", "small_temple", "ruins"');
    assert.equal(refusal(custom((r) => { r.automaton.cards[0]!.surrounding.n = 4; })), 'automaton.cards[0]: places 7 meeples; the Automaton has 6');
    assert.equal(refusal(custom((r) => { r.automaton.cards[1]!.id = 'A1'; })), 'automaton.cards[1].id: "A1" is used twice');
    assert.equal(refusal(custom((r) => { r.automaton.cards[0]!.third.color = 'archaeologist'; })), 'automaton.cards[0].third.color: the Black Market takes only adventurers');
    assert.equal(refusal(custom((r) => { r.automaton.marketTypes[4] = 'mummy'; })), 'automaton.marketTypes[4]: "mummy" is listed twice');
  });
  it('a Discovery track or roll weights that cannot be played', () => {
    assert.equal(refusal(custom((r) => { r.discoveryTrack[0] = { vp: 1 }; })), 'discoveryTrack[0]: must be null (the start space has no reward)');
    assert.equal(refusal(custom((r) => { (r.discoveryTrack as unknown[])[3] = { gold: 2 }; })), 'discoveryTrack[3]: must be null, { "vp": n }, { "coins": n } or { "upgrade": 1 }');
    assert.equal(refusal(custom((r) => { r.roll.weights.standing = 0.1; })), 'roll.weights: must add up to 1 (they add up to 1.04)');
  });
  it('another format, or a newer version', () => {
    assert.equal(refusal({ ...SHIPPED_RULES, format: 'quetzal-record' }), 'format: must be one of "quetzal-rules"');
    assert.equal(refusal({ ...SHIPPED_RULES, version: 2 }), 'version: version 2 is newer than this engine reads (1)');
  });
  it('sources that are not texts by path', () => {
    assert.equal(refusal({ ...SHIPPED_RULES, sources: { 'artifacts.mummy.values[2]': 3 } }), 'sources.artifacts.mummy.values[2]: must be a text of 1 to 500 characters');
  });
  it('newGame refuses a bad rule-set the same way and returns nothing', () => {
    assert.throws(() => newGame({ players: 2, seed: 1, rules: custom((r) => { r.shipCards = 0; }) }), (e: unknown) =>
      e instanceof RuleError && e.code === 'BAD_RULESET' && e.message === 'shipCards: must be a number ≥ 1');
  });
  it('a checked rule-set is a frozen copy: changing the document afterwards changes nothing', () => {
    const rules = custom((r) => { r.blackMarketCoins = 9; });
    const s = newGame({ players: 2, seed: 3, rules });
    rules.blackMarketCoins = 1;
    assert.equal(rulesOf(s).blackMarketCoins, 9);
    assert.ok(Object.isFrozen(s.rules));
  });
  it("Object.prototype's names are unknown fields like any other, at the top and inside objects", () => {
    for (const name of ['constructor', 'toString', 'valueOf', 'hasOwnProperty']) {
      assert.equal(refusal({ ...SHIPPED_RULES, [name]: 1 }), `${name}: unknown field`);
      assert.equal(refusal(custom((r) => { (r.harbor as Record<string, unknown>)[name] = 1; })), `harbor.${name}: unknown field`);
      assert.equal(refusal(custom((r) => { (r.artifacts as Record<string, unknown>)[name] = r.artifacts.mummy; })), `artifacts.${name}: unknown field`);
    }
    // JSON.parse makes "__proto__" an own field (a file from outside), not a prototype.
    assert.equal(refusal(JSON.parse(JSON.stringify(SHIPPED_RULES).replace('{', '{"__proto__":{"x":1},'))), '__proto__: unknown field');
    assert.equal(refusal(JSON.parse(JSON.stringify(SHIPPED_RULES).replace('"harbor":{', '"harbor":{"__proto__":{},'))), 'harbor.__proto__: unknown field');
  });
  it('a field read only through the prototype is missing: the document\'s own fields count', () => {
    const proto = { shipCards: SHIPPED_RULES.shipCards };
    const doc = Object.assign(Object.create(proto) as Record<string, unknown>, custom((r) => { delete (r as Partial<RuleSet>).shipCards; }));
    assert.equal(refusal(doc), 'shipCards: missing');
  });
  it('a field whose getter throws (a Proxy, a class instance) is refused as BAD_RULESET naming it', () => {
    const getter = custom(() => {});
    Object.defineProperty(getter, 'harbor', { enumerable: true, get: () => { throw new Error('no harbor today'); } });
    assert.equal(refusal(getter), 'harbor: could not be read (no harbor today)');
    const proxy = new Proxy(custom(() => {}), {
      get(target, key, receiver) {
        if (key === 'temple') throw new TypeError('trap');
        return Reflect.get(target, key, receiver);
      },
    });
    assert.equal(refusal(proxy), 'temple: could not be read (trap)');
    const keys = new Proxy(custom(() => {}), { ownKeys() { throw new Error('no keys'); } });
    assert.equal(refusal(keys), 'the rule-set could not be read (no keys)');
    const items = custom(() => {});
    Object.defineProperty(items.startingCoins, 2, { get: () => { throw new Error('coin'); } });
    assert.equal(refusal(items), 'startingCoins[2]: could not be read (coin)');
  });
  it('the same object is checked as it is at each call: a later edit is played, and an edit that breaks it is refused', () => {
    const rules = custom((r) => { r.blackMarketCoins = 9; });
    assert.equal(rulesOf(newGame({ players: 2, seed: 3, rules })).blackMarketCoins, 9);
    rules.blackMarketCoins = 4;
    const second = newGame({ players: 2, seed: 3, rules });
    assert.equal(rulesOf(second).blackMarketCoins, 4);
    assert.equal(checkRuleSet(rules)!.blackMarketCoins, 4);
    rules.blackMarketCoins = -1;
    assert.equal(refusal(rules), 'blackMarketCoins: must be a number ≥ 0');
    rules.blackMarketCoins = SHIPPED_RULES.blackMarketCoins;
    assert.equal(checkRuleSet(rules), null, 'edited back to the shipped values, it is the shipped set');
    // A checked copy is frozen, so it is accepted again as it is.
    assert.equal(checkRuleSet(second.rules), second.rules);
  });
});

describe('rule-sets: records and links', () => {
  const rules = custom((r) => { r.name = 'House rules'; r.artifacts.pottery.values = [0, 2, 3, 5]; r.blackMarketCoins = 5; });

  function played(options: { players: number; seed: string; rules?: RuleSet }, n: number): Move[] {
    const rng = seedRng('record-moves');
    const random = () => nextFloat(rng);
    let s = newGame(options);
    const moves: Move[] = [];
    for (let i = 0; i < n && s.decision.kind !== 'gameOver'; i++) {
      const m = randomMove(s, random)!;
      moves.push(m);
      s = applyMove(s, m);
    }
    return moves;
  }

  it('a record with a custom rule-set carries it and its fingerprint, and round-trips through JSON and a link', () => {
    const options = { players: 3, seed: 'house', rules };
    const moves = played(options, 400);
    const record = createRecord(options, moves, { created: null });
    assert.equal(record.rules, ruleSetFingerprint(checkRuleSet(rules)!));
    assert.notEqual(record.rules, shippedFingerprint());
    assert.equal(record.options.rules!.blackMarketCoins, 5);
    const parsed = parseRecord(JSON.stringify(record));
    assert.deepEqual(parsed, record);
    const final = replay(parsed).final;
    assert.equal(final.rules!.blackMarketCoins, 5);
    const link = encodeRecord(record);
    const decoded = decodeRecord(link);
    assert.deepEqual(replay(decoded).final, final);
    assert.equal(decoded.rules, record.rules);
  });

  it('a record under the shipped set carries the shipped fingerprint and no rule-set; its link stays short', () => {
    const options = { players: 2, seed: 'plain' };
    const record = createRecord(options, played(options, 60), { created: null });
    assert.equal(record.rules, shippedFingerprint());
    assert.equal(record.options.rules, undefined);
    const withoutPrint = { ...record, rules: undefined };
    assert.ok(encodeRecord(record).length <= encodeRecord(withoutPrint).length + 2, "the fingerprint adds one bit");
    assert.deepEqual(decodeRecord(encodeRecord(record)), record);
  });

  it('old records (no fingerprint) read as the shipped set', () => {
    const options = { players: 2, seed: 'old' };
    const record = createRecord(options, played(options, 40), { created: null });
    delete record.rules;
    assert.equal(parseRecord(JSON.stringify(record)).rules, undefined);
    assert.equal(replay(parseRecord(JSON.stringify(record))).final.rules, null);
  });

  it('a record made under a rule-set this reader does not have is refused: UNKNOWN_RULESET', () => {
    const options = { players: 2, seed: 'elsewhere' };
    const record = createRecord(options, played(options, 40), { created: null });
    const other = { ...record, rules: '0123456789abcdef' };
    assert.throws(() => parseRecord(JSON.stringify(other)), (e: unknown) =>
      e instanceof RecordError && e.code === 'UNKNOWN_RULESET' && e.path === 'rules' && /does not have/.test(e.message));
  });

  it('an included rule-set that does not match the fingerprint is MISMATCH; a bad one is BAD_FIELD naming the path', () => {
    const options = { players: 3, seed: 'house', rules };
    const record = createRecord(options, played(options, 30), { created: null });
    const changed = JSON.parse(JSON.stringify(record)) as typeof record;
    changed.options.rules!.blackMarketCoins = 6;
    assert.throws(() => parseRecord(JSON.stringify(changed)), (e: unknown) => e instanceof RecordError && e.code === 'MISMATCH' && e.path === 'rules');
    const broken = JSON.parse(JSON.stringify(record)) as typeof record;
    broken.options.rules!.artifacts.mummy.values[3] = -2;
    assert.throws(() => parseRecord(JSON.stringify(broken)), (e: unknown) =>
      e instanceof RecordError && e.code === 'BAD_FIELD' && e.message === 'options.rules.artifacts.mummy.values[3]: must be a number ≥ 0');
  });
});

describe('rule-sets: the bots read the game\'s values', () => {
  it('the medium computer takes the Temple card its rule-set makes valuable', () => {
    // The same game (same seed, same moves: no value changes a legal move before the Temple) under two sets.
    const find = (rules?: RuleSet): GameState => {
      const rng = seedRng('temple-choice');
      const random = () => nextFloat(rng);
      let s = newGame({ players: 3, seed: 'bots', rules });
      while (s.decision.kind !== 'templeCards' || s.decision.choose !== 1) s = applyMove(s, randomMove(s, random)!);
      return s;
    };
    const shipped = find();
    const d = shipped.decision as Extract<GameState['decision'], { kind: 'templeCards' }>;
    const pick = (s: GameState) => (chooseMove(viewFor(s, d.seat), { strength: 'medium' }) as Extract<Move, { type: 'chooseCards' }>).cards[0]!;
    const shippedPick = rulesOf(shipped).cards[pick(shipped)]!.type;
    const other = shipped.board.temple.map((c) => (c === null ? null : rulesOf(shipped).cards[c]!.type)).find((t) => t !== null && t !== shippedPick)!;
    const rules = custom((r) => { r.artifacts[other].values = [0, 40, 41, 42]; });
    const boosted = find(rules);
    assert.deepEqual(boosted.board.temple, shipped.board.temple, 'the same position');
    assert.equal(rulesOf(boosted).cards[pick(boosted)]!.type, other);
    assert.equal(rulesOf(shipped).cards[pick(shipped)]!.type, shippedPick, 'and back under the shipped set');
  });
});
