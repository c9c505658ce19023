/** The rules beyond the rulebook's worked examples, each with its exact outcome. */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  applyMove, cardLabel, checkMove, currentDecision, deliveryValue, legalMoves, newGame, scoreBreakdown,
  UPGRADE_TILES, upgradeKind, viewFor, HIDDEN, type GameState, type Move, type Scenario,
} from '../../src/games/quetzal/engine/index.js';
import { assertRejected, campRest, characterOf, faces, handLabels, play } from './helpers.js';

const A = 0, B = 1, C = 2;

function game(scenario: Scenario, players = 3): GameState {
  return applyMove(newGame({ players, seed: 11, scenario: { firstPlayer: A, rolls: faces(7 * players, 'white'), ...scenario } }), { type: 'roll' });
}

function tile(kind: string): number {
  return UPGRADE_TILES.find((t) => t.kind === kind)!.id;
}

/** Passes every remaining decision of the activation (no delivery, declines) until `kind` or prepare. */
function passUntil(s: GameState, kind: string): GameState {
  for (let guard = 0; guard < 50; guard++) {
    const d = currentDecision(s);
    if (d.kind === kind || d.kind === 'prepare' || d.kind === 'gameOver') return s;
    const moves = legalMoves(s).filter((m) => m.type !== 'exchange');
    const pass = moves.find((m) => (m.type === 'deliver' && m.cards.length === 0) || (m.type === 'blackMarket' && m.card === null));
    s = applyMove(s, pass ?? moves[0]!);
  }
  throw new Error(`never reached ${kind}`);
}

describe('setup', () => {
  it('deals 14 board cards, 3 Upgrades, coins 4/5/5/6/6 from the first player, meeples by player count', () => {
    for (const [players, team, ships] of [[2, 6, 1], [3, 6, 1], [4, 5, 2], [5, 4, 2]] as const) {
      const s = newGame({ players, seed: 1, scenario: { firstPlayer: 1 } });
      const boardCards = [...s.board.temple, ...Object.values(s.board.surroundings).flat()].filter((c) => c !== null);
      assert.equal(boardCards.length, 14);
      assert.equal(s.deck.length, 75 - 14);
      assert.equal(s.board.upgradeDisplay.length, players === 2 ? 2 : 3, 'the Upgrade cover at 2 players');
      assert.equal(s.board.villageSpaces.length, players === 2 ? 2 : 3, 'the Village cover at 2 players');
      assert.equal(s.board.ships.length, ships);
      const expected = [4, 5, 5, 6, 6];
      s.seats.forEach((p, i) => {
        assert.equal(p.coins, expected[(i - 1 + players) % players]);
        assert.equal(p.meeples.length, team + 1);
        assert.equal(p.meeples.filter((m) => m.character).length, 1);
      });
      assert.equal(s.automaton !== null, players === 2);
      assert.equal(currentDecision(s).kind, 'roll');
    }
  });

  it('rejects impossible options and scenarios with a clear message', () => {
    const bad = (options: Parameters<typeof newGame>[0], text: RegExp) => assert.throws(() => newGame(options), (e: unknown) => {
      assert.equal((e as { code?: string }).code, 'BAD_OPTIONS');
      assert.match((e as Error).message, text);
      return true;
    });
    bad({ players: 9 }, /players must be 2–5/);
    bad({ players: 1 }, /players must be 2–5/);
    bad({ seats: ['Ann', ''] }, /seats\[1\] must be a non-empty name/);
    bad({ players: 3, seats: ['Ann', 'Bob'] }, /players is 3 but 2 seat names/);
    bad({ players: 2, scenario: { deck: Array.from({ length: 76 }, (_, i) => i) } }, /card id 75 is not 0–74/);
    bad({ players: 2, scenario: { deck: Array.from({ length: 22 }, () => 'pottery') } }, /no card "pottery" left: the game has only 12/);
    bad({ players: 2, scenario: { seats: [{ hand: ['mummy:vp', 'mummy:vp', 'mummy:vp'] }] } }, /no card "mummy:vp" left/);
    bad({ players: 2, scenario: { seats: [{ coins: -1 }] } }, /seats\[0\].coins: must be a whole number from 0/);
    bad({ players: 2, scenario: { temple: ['dragon'] } }, /unknown card "dragon"/);
    bad({ players: 2, scenario: { deck: [3, 3] } }, /card 3 is used twice/);
    bad({ players: 2, scenario: { seats: [{ upgrades: ['U04', 'U04'] }] } }, /two identical permanent Upgrades/);
    bad({ players: 2, scenario: { seats: [{ upgrades: ['U12'] }] } }, /immediate Upgrade/);
    bad({ players: 2, scenario: { automatonCards: ['A11'] } }, /unknown Automaton card/);
    bad({ players: 3, scenario: { automatonCards: ['A1'] } }, /only in 2-player games/);
    bad({ players: 2, scenario: { rolls: ['upside-down' as never] } }, /rolls/);
    bad({ players: 2, scenario: { round: 6 } }, /round: must be a whole number from 1 to 5/);
    // Unknown fields, Object.prototype's names among them, are refused rather than ignored.
    bad({ players: 2, scenario: { rounds: 2 } as never }, /^scenario\.rounds: unknown field/);
    bad({ players: 2, scenario: { toString: 5 } as never }, /^scenario\.toString: unknown field/);
    bad({ players: 2, scenario: JSON.parse('{"__proto__":{"round":3}}') }, /^scenario\.__proto__: unknown field/);
    bad({ players: 2, scenario: { seats: [{ constructor: 1 }] } as never }, /^scenario\.seats\[0\]\.constructor: unknown field/);
  });

  it('a scenario\'s deck cards are the next ones drawn, in order', () => {
    const s = newGame({ players: 3, seed: 2, scenario: { deck: ['mummy', 'statuette:vp'] } });
    assert.deepEqual([s.deck.at(-1), s.deck.at(-2)].map((c) => cardLabel(c!)), ['mummy', 'statuette:vp']);
  });
});

describe('Phase 1 and the reroll Upgrades', () => {
  it('U01 rerolls up to 2 meeples once; a reroll landing standing pays a coin [DEFAULT]', () => {
    let s = newGame({ players: 3, seed: 3, scenario: { firstPlayer: A, seats: [{ upgrades: ['U01'] }], rolls: [...faces(21, 'white'), 'standing', 'black'] } });
    s = applyMove(s, { type: 'roll' });
    assert.deepEqual(currentDecision(s), { kind: 'reroll', seat: A, tiles: ['U01'] });
    assertRejected(s, { type: 'reroll', seat: A, tile: 'U01', meeples: [0, 1, 2] }, 'MEEPLE_COUNT');
    assertRejected(s, { type: 'reroll', seat: A, tile: 'U02', meeples: [] }, 'NO_UPGRADE');
    s = applyMove(s, { type: 'reroll', seat: A, tile: 'U01', meeples: [2, 5] });
    assert.deepEqual([s.seats[A]!.meeples[2]!.face, s.seats[A]!.meeples[5]!.face], ['standing', 'black']);
    assert.equal(s.seats[A]!.coins, 4 + 1);
    assert.deepEqual(currentDecision(s), { kind: 'place', seat: A }, 'used once, the roll phase ends');
  });

  it('U02 rerolls every meeple; keeping the roll is always possible', () => {
    let s = newGame({ players: 3, seed: 3, scenario: { firstPlayer: A, seats: [{}, { upgrades: ['U02', 'U01'] }], rolls: [...faces(21, 'white'), ...faces(7, 'black')] } });
    s = applyMove(s, { type: 'roll' });
    assert.deepEqual(currentDecision(s), { kind: 'reroll', seat: B, tiles: ['U01', 'U02'] });
    s = applyMove(s, { type: 'reroll', seat: B, tile: 'U02', meeples: [] });
    assert.ok(s.seats[B]!.meeples.every((m) => m.face === 'black'));
    assert.deepEqual(currentDecision(s), { kind: 'reroll', seat: B, tiles: ['U01'] });
    s = applyMove(s, { type: 'endRoll', seat: B });
    assert.deepEqual(currentDecision(s), { kind: 'place', seat: A });
  });
});

describe('Phase 2 placement', () => {
  it('the Stela: archaeologists only, never for the First Player marker holder; it moves the marker and gives 1 Discovery', () => {
    let s = game({});
    assertRejected(s, { type: 'place', seat: A, location: 'stela', meeples: [0] }, 'STELA_MARKER');
    s = applyMove(s, { type: 'place', seat: A, location: 'camp', meeples: [0, 1, 2, 3, 4, 5, 6] });
    s = applyMove(s, { type: 'place', seat: B, location: 'stela', meeples: [0] });
    assertRejected(s, { type: 'place', seat: C, location: 'stela', meeples: [0] }, 'SPACE_TAKEN');
    s = campRest(s);
    assert.equal(s.firstPlayer, B);
    assert.equal(s.seats[B]!.discovery, 1);
    s = passUntil(s, 'prepare');
    s = applyMove(applyMove(s, { type: 'prepare' }), { type: 'roll' });
    assert.deepEqual(currentDecision(s), { kind: 'place', seat: B }, 'the new first player places first');
    assert.equal(scoreBreakdown(s)[B]!.firstPlayer, 2);
  });

  it('a lone Character leaves the colour open; the next bid fixes it for everyone after', () => {
    let s = game({ rolls: [...faces(7, 'white'), ...faces(7, 'black'), ...faces(7, 'white')] });
    s = applyMove(s, { type: 'place', seat: A, location: 'quarry', meeples: [characterOf(s, A)] });
    assert.deepEqual(s.board.bids.quarry, { holder: A, meeples: [6], color: null });
    // B outbids with adventurers; C (all archaeologists) must now bid adventurers.
    s = applyMove(s, { type: 'place', seat: B, location: 'quarry', meeples: [0, 1], color: 'adventurer' });
    assert.equal(s.seats[A]!.meeples[6]!.placed, false, 'the Character is back in the pool');
    assertRejected(s, { type: 'place', seat: C, location: 'quarry', meeples: [0, 1, 2], color: 'archaeologist' }, 'WRONG_COLOR');
    assertRejected(s, { type: 'place', seat: C, location: 'quarry', meeples: [0, 1, 2], color: 'adventurer' }, 'WRONG_COLOR');
    assertRejected(s, { type: 'place', seat: C, location: 'quarry', meeples: [0, 1, 6], color: 'adventurer' }, 'WRONG_COLOR');
  });

  it('no self-outbid [DEFAULT]; unique spaces take one meeple; colours must match', () => {
    let s = game({ rolls: faces(21, 'black') });
    s = play(s, { type: 'place', seat: A, location: 'ruins', meeples: [0], color: 'adventurer' },
      { type: 'place', seat: B, location: 'camp', meeples: [0] }, { type: 'campReroll', seat: B, meeple: null },
      { type: 'place', seat: C, location: 'camp', meeples: [0] }, { type: 'campReroll', seat: C, meeple: null });
    assertRejected(s, { type: 'place', seat: A, location: 'ruins', meeples: [1, 2], color: 'adventurer' }, 'OWN_BID');
    assertRejected(s, { type: 'place', seat: A, location: 'village', space: 0, meeples: [1, 2] }, 'MEEPLE_COUNT');
    assertRejected(s, { type: 'place', seat: A, location: 'temple', space: 0, meeples: [1] }, 'WRONG_COLOR');
    assertRejected(s, { type: 'place', seat: A, location: 'black_market', meeples: [1], color: 'archaeologist' }, 'WRONG_COLOR');
    assertRejected(s, { type: 'place', seat: A, location: 'village', space: 3, meeples: [1] }, 'NO_SUCH_SPACE');
    assertRejected(s, { type: 'place', seat: A, location: 'temple', space: 0, meeples: [6] }, 'NOT_ENOUGH_COINS');
    assertRejected(s, { type: 'place', seat: B, location: 'camp', meeples: [1] }, 'NOT_YOUR_DECISION');
    assertRejected(s, { type: 'place', seat: A, location: 'camp', meeples: [0] }, 'UNKNOWN_MEEPLE');
    assertRejected(s, { type: 'chooseCards', seat: A, cards: [] }, 'WRONG_MOVE_TYPE');
  });

  it('the Camp pays 1 coin per meeple at once and offers a reroll each; a standing reroll pays 1 more', () => {
    let s = game({ rolls: [...faces(21, 'white'), 'standing', 'black'] });
    s = applyMove(s, { type: 'place', seat: A, location: 'camp', meeples: [0, 1] });
    assert.equal(s.seats[A]!.coins, 4 + 2);
    assert.deepEqual(currentDecision(s), { kind: 'campReroll', seat: A, remaining: 2 });
    assertRejected(s, { type: 'campReroll', seat: A, meeple: 0 }, 'UNKNOWN_MEEPLE');
    s = applyMove(s, { type: 'campReroll', seat: A, meeple: 2 });
    assert.equal(s.seats[A]!.meeples[2]!.face, 'standing');
    assert.equal(s.seats[A]!.coins, 4 + 2 + 1);
    s = applyMove(s, { type: 'campReroll', seat: A, meeple: 3 });
    assert.equal(s.seats[A]!.meeples[3]!.face, 'black');
    assert.deepEqual(currentDecision(s), { kind: 'place', seat: B });
    // With nothing left in the pool, the Camp offers no reroll.
    s = applyMove(s, { type: 'place', seat: B, location: 'camp', meeples: [0, 1, 2, 3, 4, 5, 6] });
    assert.deepEqual(currentDecision(s), { kind: 'place', seat: C });
  });

  it('a player with meeples must place: no pass exists, and the Camp is always among the legal moves', () => {
    const s = game({ seats: [{ coins: 0 }] });
    const moves = legalMoves(s);
    assert.ok(moves.every((m) => m.type === 'place'));
    assert.ok(moves.some((m) => m.type === 'place' && m.location === 'camp'));
    assert.ok(!moves.some((m) => m.type === 'place' && (m.location === 'harbor' || m.location === 'temple')), 'nothing unaffordable');
  });
});

describe('Phase 3 activation', () => {
  it('the Surroundings give their 2 cards and bonus: Quarry 1 VP, Small Temple 1 Discovery, Ruins 1 coin', () => {
    let s = game({ surroundings: { quarry: ['mummy', 'tablet'], small_temple: ['weapon', 'pottery'], ruins: ['statuette', 'pottery:vp'] } });
    s = play(s, { type: 'place', seat: A, location: 'quarry', meeples: [0], color: 'archaeologist' },
      { type: 'place', seat: B, location: 'small_temple', meeples: [0], color: 'archaeologist' },
      { type: 'place', seat: C, location: 'ruins', meeples: [0], color: 'archaeologist' });
    s = campRest(s);
    s = passUntil(s, 'prepare');
    assert.deepEqual(handLabels(s, A), ['mummy', 'tablet']);
    assert.deepEqual(handLabels(s, B), ['pottery', 'weapon']);
    assert.deepEqual(handLabels(s, C), ['pottery:vp', 'statuette']);
    assert.deepEqual([s.seats[A]!.score, s.seats[B]!.discovery, s.seats[C]!.coins], [1, 1, 5 + 6 + 1]);
    s = applyMove(s, { type: 'prepare' });
    assert.equal(Object.values(s.board.surroundings).flat().filter((c) => c !== null).length, 6, 'refilled');
  });

  it('the Black Market: discard 1 card for 7 coins (no VP, no bonus), or decline', () => {
    let s = game({ rolls: faces(21, 'black'), seats: [{ hand: ['mummy:vp'] }] });
    s = applyMove(s, { type: 'place', seat: A, location: 'black_market', meeples: [0] });
    s = campRest(s);
    assert.deepEqual(currentDecision(s), { kind: 'blackMarket', seat: A });
    const coins = s.seats[A]!.coins;
    const card = s.seats[A]!.hand[0]!;
    const taken = applyMove(s, { type: 'blackMarket', seat: A, card });
    assert.equal(taken.seats[A]!.coins, coins + 7);
    assert.equal(taken.seats[A]!.score, 0);
    assert.deepEqual(taken.discard, [card]);
    const declined = applyMove(s, { type: 'blackMarket', seat: A, card: null });
    assert.deepEqual(declined.seats[A]!.hand, [card]);
    assert.equal(declined.seats[A]!.coins, coins);
  });

  it('Village: immediate Upgrades pay and go to the discard; a third permanent one makes the player discard one of three', () => {
    let s = game({ rolls: faces(21, 'black'), seats: [{ upgrades: ['U03', 'U05'], coins: 9 }], upgradeDisplay: ['U12', 'U06', 'U08'] });
    s = play(s, { type: 'place', seat: A, location: 'village', space: 0, meeples: [0] },
      { type: 'place', seat: B, location: 'village', space: 1, meeples: [0] },
      { type: 'place', seat: C, location: 'camp', meeples: [0] }, { type: 'campReroll', seat: C, meeple: null },
      { type: 'place', seat: A, location: 'village', space: 2, meeples: [1] });
    assert.equal(s.seats[A]!.coins, 9 - 2 - 1);
    s = campRest(s);
    assert.deepEqual(currentDecision(s), { kind: 'chooseUpgrade', seat: A, space: 0 });
    const [u12, u06, u08] = s.board.upgradeDisplay as number[];
    s = applyMove(s, { type: 'chooseUpgrade', seat: A, tile: u06! });
    assert.deepEqual(currentDecision(s), { kind: 'discardUpgrade', seat: A, tiles: [...s.seats[A]!.upgrades, u06!] });
    assertRejected(s, { type: 'discardUpgrade', seat: A, tile: u08! }, 'UNKNOWN_UPGRADE');
    const u03 = s.seats[A]!.upgrades[0]!;
    s = applyMove(s, { type: 'discardUpgrade', seat: A, tile: u03 });
    assert.deepEqual(s.seats[A]!.upgrades.map(upgradeKind), ['U05', 'U06']);
    assert.deepEqual(s.seats[A]!.upgradeDiscard, [u03]);
    const coinsB = s.seats[B]!.coins;
    s = applyMove(s, { type: 'chooseUpgrade', seat: B, tile: u12! });
    assert.equal(s.seats[B]!.coins, coinsB + 5);
    assert.deepEqual(s.seats[B]!.upgradeDiscard, [u12]);
    assert.deepEqual(currentDecision(s), { kind: 'chooseUpgrade', seat: A, space: 2 });
    s = applyMove(s, { type: 'chooseUpgrade', seat: A, tile: u08! });
    assert.deepEqual(currentDecision(s).kind, 'discardUpgrade');
    s = applyMove(s, { type: 'discardUpgrade', seat: A, tile: u08! });
    assert.deepEqual(s.seats[A]!.upgrades.map(upgradeKind), ['U05', 'U06'], 'discarding the new tile keeps the old ones');
    assert.equal(scoreBreakdown(s)[A]!.upgrades, 1 + 1 + 1 + 2);
  });

  it('the Discovery track pays every space passed through, Upgrades drawn from the pile included', () => {
    let s = game({ seats: [{ discovery: 3, hand: ['tablet:discovery', 'tablet:discovery', 'weapon:discovery'] }], upgradePile: ['U13', 'U12'] });
    s = applyMove(s, { type: 'place', seat: A, location: 'harbor', meeples: [0] });
    s = campRest(s);
    const coins = s.seats[A]!.coins;
    assert.deepEqual(currentDecision(s), { kind: 'deliver', seat: A, limit: 3, where: 'harbor' });
    s = applyMove(s, { type: 'deliver', seat: A, cards: s.seats[A]!.hand.slice() });
    // 3 → 6: space 4 (+2 coins), space 5 (Upgrade: U13 = +1 Discovery → space 7: +2 VP), space 6 (blank).
    assert.equal(s.seats[A]!.discovery, 7);
    assert.deepEqual(s.seats[A]!.upgradeDiscard.map(upgradeKind), ['U13']);
    assert.equal(s.seats[A]!.coins, coins + 2);
    assert.equal(s.seats[A]!.score, 4 + 1 + 2, 'tablets ×2 = 4, weapon 1, then 2 VP on space 7');
  });

  it('U09 on Temple space 3: draw 2, keep one, the other goes under the deck; U04 makes space 5 free', () => {
    let s = game({ seats: [{ upgrades: ['U09', 'U04'] }], deck: ['mummy', 'pottery'] });
    s = applyMove(s, { type: 'place', seat: A, location: 'temple', space: 4, meeples: [0] });
    assert.equal(s.seats[A]!.coins, 4, 'space 5 costs 1 − 1 = 0');
    s = play(s, { type: 'place', seat: B, location: 'camp', meeples: [0] }, { type: 'campReroll', seat: B, meeple: null },
      { type: 'place', seat: C, location: 'camp', meeples: [0] }, { type: 'campReroll', seat: C, meeple: null },
      { type: 'place', seat: A, location: 'temple', space: 2, meeples: [1] });
    assert.equal(s.seats[A]!.coins, 4 - 2);
    s = campRest(s);
    s = applyMove(s, { type: 'chooseCards', seat: A, cards: [s.board.temple[0]!] });
    const d = currentDecision(s);
    assert.equal(d.kind, 'keepDrawn');
    const drawn = (d as { cards: number[] }).cards;
    assert.deepEqual(drawn.map(cardLabel), ['mummy', 'pottery']);
    assert.deepEqual(viewFor(s, B).decision, { kind: 'keepDrawn', seat: A, cards: [HIDDEN, HIDDEN] }, 'others do not see the drawn cards');
    s = applyMove(s, { type: 'keepDrawn', seat: A, card: drawn[0]! });
    assert.ok(s.seats[A]!.hand.includes(drawn[0]!));
    assert.equal(s.deck[0], drawn[1], 'the other card is at the bottom of the deck');
  });

  it('Harbor: each meeple is its own delivery of up to 3 cards [DEFAULT], 4 with U06; Ships deliver up to 6', () => {
    let s = game({ seats: [{ upgrades: ['U06'], coins: 10, hand: ['pottery', 'pottery', 'pottery', 'pottery', 'weapon'] }] });
    s = applyMove(s, { type: 'place', seat: A, location: 'harbor', meeples: [0, 1] });
    assert.equal(s.seats[A]!.coins, 10 - 4);
    s = campRest(s);
    assert.deepEqual(currentDecision(s), { kind: 'deliver', seat: A, limit: 4, where: 'harbor' });
    assertRejected(s, { type: 'deliver', seat: A, cards: s.seats[A]!.hand.slice() }, 'CARD_COUNT');
    s = applyMove(s, { type: 'deliver', seat: A, cards: s.seats[A]!.hand.slice(0, 4) });
    assert.equal(s.seats[A]!.score, 4 + 1, '3 pottery (4) + 1 pottery (1)');
    assert.deepEqual(currentDecision(s), { kind: 'deliver', seat: A, limit: 4, where: 'harbor' }, 'second meeple, second delivery');
  });

  it('delivery Upgrades: U03 +2 coins per tablet, U05 +4 VP for pottery+weapon+tablet, U08 and U11 for 3 of a kind', () => {
    const t = (kind: string) => tile(kind);
    // card ids: pottery 0–20, weapon 21–38, tablet 39–53 (plain ones first)
    assert.deepEqual(deliveryValue([39, 40], [t('U03')]).coins, 4);
    assert.equal(deliveryValue([0, 21, 39], [t('U05')]).vp, 1 + 1 + 2 + 4);
    assert.deepEqual([deliveryValue([0, 1, 2], [t('U08')]).vp, deliveryValue([0, 1, 2], [t('U08')]).coins], [4 + 3, 1]);
    assert.deepEqual([deliveryValue([21, 22, 23], [t('U11')]).vp, deliveryValue([21, 22, 23], [t('U11')]).coins], [5 + 2, 2]);
    assert.equal(deliveryValue([0, 1], [t('U08')]).vp, 2, 'U08 needs 3 pottery');
  });

  it('"at any time" Upgrades are moves of their holder, leaving the decision where it was (more in anytime-exchanges.test.ts)', () => {
    let s = game({ seats: [{ upgrades: ['U07', 'U10'], coins: 6 }, {}, {}] });
    const ex = legalMoves(s).filter((m) => m.type === 'exchange');
    assert.deepEqual(ex, [{ type: 'exchange', seat: A, tile: 'U07' }, { type: 'exchange', seat: A, tile: 'U10' }]);
    s = applyMove(s, { type: 'exchange', seat: A, tile: 'U07' });
    assert.deepEqual([s.seats[A]!.coins, s.seats[A]!.score], [4, 1]);
    s = applyMove(s, { type: 'exchange', seat: A, tile: 'U10' });
    assert.deepEqual([s.seats[A]!.coins, s.seats[A]!.discovery], [1, 1]);
    assert.deepEqual(currentDecision(s), { kind: 'place', seat: A }, 'still A\'s placement');
    assertRejected(s, { type: 'exchange', seat: A, tile: 'U07' }, 'NOT_ENOUGH_COINS');
    s = applyMove(s, { type: 'place', seat: A, location: 'camp', meeples: [0, 1, 2, 3, 4, 5, 6] });
    assert.deepEqual(currentDecision(s), { kind: 'place', seat: B });
    assert.equal(s.seats[A]!.coins, 1 + 7, 'the Camp paid 1 coin per meeple');
    s = applyMove(s, { type: 'exchange', seat: A, tile: 'U07' });
    assert.deepEqual([s.seats[A]!.coins, s.seats[A]!.score], [6, 2], 'during B\'s placement');
    assert.deepEqual(currentDecision(s), { kind: 'place', seat: B });
    assertRejected(s, { type: 'exchange', seat: B, tile: 'U07' }, 'NO_UPGRADE');
  });
});

describe('Phase 4 and the end', () => {
  it('an empty deck is rebuilt from the shuffled common discard; with both empty, slots stay empty [DEFAULT]', () => {
    const all = Array.from({ length: 75 }, (_, i) => i);
    const emptyDeckGame = (discard: number[]) => {
      // 14 cards on the board, the rest in a hand or the discard: the deck is empty.
      let s = newGame({ players: 3, seed: 8, scenario: { firstPlayer: A, rolls: faces(21, 'white'), seats: [{ hand: all.slice(14).filter((c) => !discard.includes(c)) }], discard } });
      assert.equal(s.deck.length, 0);
      s = applyMove(s, { type: 'roll' });
      s = applyMove(s, { type: 'place', seat: A, location: 'temple', space: 4, meeples: [0] });
      s = campRest(s);
      s = applyMove(s, { type: 'chooseCards', seat: A, cards: [s.board.temple[0]!] });
      return applyMove(passUntil(s, 'prepare'), { type: 'prepare' });
    };
    const reshuffled = emptyDeckGame(all.slice(69));
    assert.equal(reshuffled.board.temple.filter((c) => c !== null).length, 8);
    assert.deepEqual([reshuffled.discard.length, reshuffled.deck.length], [0, 5], '6 discarded cards: 1 refills the Temple, 5 form the deck');
    const starved = emptyDeckGame([]);
    assert.equal(starved.board.temple[0], null, 'nothing left to refill with');
    assert.equal(starved.board.temple.filter((c) => c !== null).length, 7);
  });

  it('after round 5 the game ends: no refill, moves are refused, scores are final', () => {
    let s = game({ round: 5 });
    s = campRest(s);
    s = passUntil(s, 'prepare');
    s = applyMove(s, { type: 'prepare' });
    assert.equal(s.phase, 'gameOver');
    assert.deepEqual(legalMoves(s), []);
    assertRejected(s, { type: 'prepare' } as Move, 'GAME_OVER');
    const scores = scoreBreakdown(s);
    assert.equal(scores.filter((l) => l.winner).length >= 1, true);
  });

  it('ties go to the furthest on the Discovery track, then are shared', () => {
    const s = newGame({ players: 3, seed: 9, scenario: { firstPlayer: C, seats: [{ score: 10, coins: 0, discovery: 4 }, { score: 10, coins: 0, discovery: 6 }, { score: 8, coins: 0, discovery: 4 }] } });
    const lines = scoreBreakdown(s);
    assert.deepEqual(lines.map((l) => [l.total, l.rank, l.winner]), [[10, 2, false], [10, 1, true], [10, 2, false]]);
    const shared = scoreBreakdown(newGame({ players: 2, seed: 9, scenario: { firstPlayer: 0, seats: [{ coins: 0 }, { coins: 0, score: 2 }] } }));
    assert.deepEqual(shared.map((l) => [l.rank, l.winner]), [[1, true], [1, true]]);
  });
});

describe('hidden information', () => {
  it('viewFor hides other hands, the deck and Upgrade pile orders, the generator and future rolls', () => {
    const s = game({ seats: [{ hand: ['mummy'] }, { hand: ['tablet', 'weapon'] }, {}] });
    const v = viewFor(s, A);
    assert.deepEqual(v.seats[A]!.hand, s.seats[A]!.hand);
    assert.deepEqual(v.seats[B]!.hand, [HIDDEN, HIDDEN], 'the count stays visible');
    assert.ok(v.deck.every((c) => c === HIDDEN) && v.deck.length === s.deck.length);
    assert.ok(v.upgradePile.every((t) => t === HIDDEN));
    assert.deepEqual(v.rng.s, [0, 0, 0, 0]);
    assert.deepEqual(v.rollQueue, []);
    assert.equal(v.hidden, true);
    assert.throws(() => applyMove(v, legalMoves(s)[0]!), /seat view/);
    assert.throws(() => viewFor(s, 7), /no seat 7/);
  });
});

describe('hidden information in the log', () => {
  it('eventFor hides cards another seat drew from the deck, and nothing else', async () => {
    const { applyMoveWithEvents, eventFor } = await import('../../src/games/quetzal/engine/index.js');
    let s = game({ deck: ['mummy'] });
    s = applyMove(s, { type: 'place', seat: A, location: 'temple', space: 3, meeples: [0] });
    s = campRest(s);
    const { events } = applyMoveWithEvents(s, { type: 'chooseCards', seat: A, cards: [s.board.temple[0]!] });
    const fromDeck = events.find((e) => e.type === 'cardsTaken' && e.from === 'deck')!;
    const fromTemple = events.find((e) => e.type === 'cardsTaken' && e.from === 'temple')!;
    assert.deepEqual(eventFor(fromDeck, B), { ...fromDeck, cards: [HIDDEN] });
    assert.deepEqual(eventFor(fromDeck, A), fromDeck);
    assert.deepEqual(eventFor(fromTemple, B), fromTemple, 'the Temple display is face up');
  });
});
