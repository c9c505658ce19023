/** Every worked example of the rulebook, rebuilt with a scenario, with the rulebook's numbers. */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  applyMove, cardLabel, collectionValue, currentDecision, deliveryValue, newGame, poolGroups, scoreBreakdown,
  UPGRADE_TILES, upgradeKind, type GameState, type Scenario,
} from '../../src/games/quetzal/engine/index.js';
import { assertRejected, campRest, characterOf, faces, handLabels, meeplesWithFace, play } from './helpers.js';

const JON = 0, LUCY = 1, MARIA = 2;
const NAMES = ['Jon', 'Lucy', 'Maria'];

describe('Phase 1: Jon rolls', () => {
  it('3 black, 1 white, 1 standing and the Character on its side: 1 coin and two wild meeples', () => {
    // 4 players: 5 Team meeples + the Character, as in the example.
    const s0 = newGame({
      seats: ['Jon', 'Lucy', 'Maria', 'Ann'], seed: 1,
      scenario: { firstPlayer: JON, rolls: ['black', 'black', 'black', 'white', 'standing', 'side', ...faces(18, 'white')] },
    });
    assert.equal(s0.seats[JON]!.coins, 4);
    const s = applyMove(s0, { type: 'roll' });
    assert.equal(s.seats[JON]!.coins, 5, 'one standing meeple = one coin');
    const g = poolGroups(s.seats[JON]!.meeples);
    assert.equal(g.black.length, 3);
    assert.equal(g.white.length, 1);
    assert.deepEqual([g.wild.length, g.character.length], [1, 1], 'the standing meeple and the Character are wild');
    // The wild standing meeple may go where an archaeologist is needed and where an adventurer is needed.
    const standing = meeplesWithFace(s, JON, 'standing')[0]!;
    assert.doesNotThrow(() => applyMove(s, { type: 'place', seat: JON, location: 'temple', space: 4, meeples: [standing] }));
    assert.doesNotThrow(() => applyMove(s, { type: 'place', seat: JON, location: 'black_market', meeples: [standing] }));
    // A black meeple may not go to the archaeologists' Temple.
    assertRejected(s, { type: 'place', seat: JON, location: 'temple', space: 4, meeples: [meeplesWithFace(s, JON, 'black')[0]!] }, 'WRONG_COLOR');
  });
});

function threePlayers(scenario: Scenario = {}): GameState {
  return applyMove(newGame({ seats: NAMES, seed: 3, scenario: { firstPlayer: LUCY, rolls: faces(21, 'white'), ...scenario } }), { type: 'roll' });
}

describe('Phase 2: unique, bidding and free locations', () => {
  it('Lucy pays 4 coins for the 2nd Temple space, which is then closed to the others', () => {
    const s0 = threePlayers({ seats: [{}, { coins: 7 }, {}] });
    const s = applyMove(s0, { type: 'place', seat: LUCY, location: 'temple', space: 1, meeples: [0] });
    assert.equal(s.seats[LUCY]!.coins, 3);
    assert.deepEqual(s.board.templeSpaces[1], { holder: LUCY, meeple: 0 });
    assert.equal(currentDecision(s).seat, MARIA, 'play goes clockwise from the first player');
    assertRejected(s, { type: 'place', seat: MARIA, location: 'temple', space: 1, meeples: [0] }, 'SPACE_TAKEN');
  });

  it('Jon is bumped from the Quarry by Lucy\'s 3 adventurers and places them again the same round', () => {
    // Jon rolls 2 black (adventurers) first; Lucy 3 black.
    const rolls = [...faces(2, 'black'), ...faces(5, 'white'), ...faces(3, 'black'), ...faces(4, 'white'), ...faces(7, 'white')];
    let s = applyMove(newGame({ seats: NAMES, seed: 4, scenario: { firstPlayer: JON, rolls } }), { type: 'roll' });
    s = applyMove(s, { type: 'place', seat: JON, location: 'quarry', meeples: [0, 1], color: 'adventurer' });
    // Two adventurers do not beat two; archaeologists do not match the adventurers there.
    assertRejected(s, { type: 'place', seat: LUCY, location: 'quarry', meeples: [0, 1], color: 'adventurer' }, 'BID_TOO_LOW');
    assertRejected(s, { type: 'place', seat: LUCY, location: 'quarry', meeples: [3, 4, 5], color: 'archaeologist' }, 'WRONG_COLOR');
    s = applyMove(s, { type: 'place', seat: LUCY, location: 'quarry', meeples: [0, 1, 2], color: 'adventurer' });
    assert.deepEqual(s.board.bids.quarry, { holder: LUCY, meeples: [0, 1, 2], color: 'adventurer' });
    const jon = s.seats[JON]!;
    assert.deepEqual(jon.meeples.slice(0, 2).map((m) => [m.placed, m.face]), [[false, 'black'], [false, 'black']], 'back unflipped');
    s = applyMove(s, { type: 'place', seat: MARIA, location: 'camp', meeples: [0] });
    s = applyMove(s, { type: 'campReroll', seat: MARIA, meeple: null });
    // Jon's turn again: he places the two returned adventurers at the Black Market.
    assert.deepEqual(currentDecision(s), { kind: 'place', seat: JON });
    s = applyMove(s, { type: 'place', seat: JON, location: 'black_market', meeples: [0, 1] });
    assert.deepEqual(s.board.bids.black_market, { holder: JON, meeples: [0, 1], color: 'adventurer' });
  });

  it('Maria\'s second meeple at the Harbor Master\'s Office costs 2 more coins; others may still go there', () => {
    let s = threePlayers({ firstPlayer: MARIA });
    assert.equal(s.seats[MARIA]!.coins, 4);
    s = applyMove(s, { type: 'place', seat: MARIA, location: 'harbor', meeples: [0] });
    assert.equal(s.seats[MARIA]!.coins, 2);
    s = applyMove(s, { type: 'place', seat: JON, location: 'harbor', meeples: [0] });
    s = applyMove(s, { type: 'place', seat: LUCY, location: 'harbor', meeples: [0] });
    s = applyMove(s, { type: 'place', seat: MARIA, location: 'harbor', meeples: [1] });
    assert.equal(s.seats[MARIA]!.coins, 0);
    assert.deepEqual(s.board.harbor.filter((h) => h.seat === MARIA).map((h) => h.meeple), [0, 1]);
    assertRejected(s, { type: 'place', seat: JON, location: 'harbor', meeples: [1, 2] }, 'NOT_ENOUGH_COINS');
  });
});

describe('Phase 3: the Temple example', () => {
  it('Lucy picks 2 of 8, Jon picks 1 of 6 and draws 1, Maria picks 1 of 5', () => {
    let s = threePlayers({
      temple: ['mummy', 'statuette', 'tablet', 'weapon', 'pottery', 'pottery:coin', 'weapon:vp', 'tablet:coin'],
      deck: ['statuette:vp'],
    });
    s = play(s,
      { type: 'place', seat: LUCY, location: 'temple', space: 1, meeples: [0] },
      { type: 'place', seat: MARIA, location: 'temple', space: 4, meeples: [0] },
      { type: 'place', seat: JON, location: 'temple', space: 3, meeples: [0] },
    );
    assert.deepEqual([s.seats[JON]!.coins, s.seats[LUCY]!.coins, s.seats[MARIA]!.coins], [5 - 2, 4 - 4, 5 - 1]);
    s = campRest(s);
    assert.deepEqual(currentDecision(s), { kind: 'templeCards', seat: LUCY, space: 1, choose: 2 });
    const id = (label: string) => s.board.temple.find((c) => c !== null && cardLabel(c) === label)!;
    s = applyMove(s, { type: 'chooseCards', seat: LUCY, cards: [id('mummy'), id('statuette')] });
    assert.equal(s.board.temple.filter((c) => c !== null).length, 6);
    assert.deepEqual(currentDecision(s), { kind: 'templeCards', seat: JON, space: 3, choose: 1 });
    s = applyMove(s, { type: 'chooseCards', seat: JON, cards: [id('tablet')] });
    assert.deepEqual(handLabels(s, JON), ['statuette:vp', 'tablet'], 'picks 1, then draws the deck\'s top card');
    assert.equal(s.board.temple.filter((c) => c !== null).length, 5);
    assert.deepEqual(currentDecision(s), { kind: 'templeCards', seat: MARIA, space: 4, choose: 1 });
    assertRejected(s, { type: 'chooseCards', seat: MARIA, cards: [id('weapon'), id('pottery')] }, 'CARD_COUNT');
    s = applyMove(s, { type: 'chooseCards', seat: MARIA, cards: [id('weapon')] });
    assert.deepEqual(handLabels(s, MARIA), ['weapon']);
    assert.deepEqual(handLabels(s, LUCY), ['mummy', 'statuette']);
    assert.equal(s.board.temple.filter((c) => c !== null).length, 4, 'leftovers stay for the next round');
  });
});

describe('Delivering', () => {
  it('Maria on a Ship: 3 statuettes (8) + 2 mummies (6) = 14 VP, and 2 Discovery give 1 more VP', () => {
    let s = threePlayers({
      firstPlayer: MARIA,
      seats: [{}, {}, { hand: ['statuette:discovery', 'statuette:discovery', 'statuette', 'statuette', 'mummy', 'mummy'] }],
    });
    s = applyMove(s, { type: 'place', seat: MARIA, location: 'ship', space: 0, meeples: [0, 1], color: 'archaeologist' });
    s = campRest(s);
    const d = currentDecision(s);
    assert.deepEqual(d, { kind: 'deliver', seat: MARIA, limit: 6, where: 'ship' });
    const hand = s.seats[MARIA]!.hand;
    const statuettes = hand.filter((c) => cardLabel(c).startsWith('statuette'));
    const delivered = [statuettes[0]!, statuettes[1]!, statuettes[2]!, ...hand.filter((c) => cardLabel(c) === 'mummy')];
    assert.equal(delivered.filter((c) => cardLabel(c) === 'statuette:discovery').length, 2);
    assertRejected(s, { type: 'deliver', seat: MARIA, cards: hand.concat([]).concat([99]) }, 'CARD_COUNT');
    s = applyMove(s, { type: 'deliver', seat: MARIA, cards: delivered });
    assert.equal(s.seats[MARIA]!.discovery, 2);
    assert.equal(s.seats[MARIA]!.score, 14 + 1);
    assert.deepEqual(handLabels(s, MARIA), ['statuette']);
    assert.ok(delivered.every((c) => s.discard.includes(c)), 'delivered cards go to the common discard');
  });

  it('5 cards of one type score a full set of 3 plus a partial set of 2', () => {
    assert.equal(collectionValue('statuette', 5), collectionValue('statuette', 3) + collectionValue('statuette', 2));
    assert.equal(collectionValue('statuette', 5), 8 + 5);
    assert.equal(collectionValue('mummy', 6), 2 * collectionValue('mummy', 3));
    const plainPottery = [0, 1, 2, 3, 4]; // card ids 0–11 are plain pottery
    assert.equal(deliveryValue(plainPottery, []).vp, 4 + 2);
  });
});

describe('End of the game', () => {
  it('Jon: 34 VP, the First Player marker, 8 coins and 5 VP of Upgrades = 43', () => {
    const s = newGame({
      seats: NAMES, seed: 5,
      scenario: { round: 5, firstPlayer: JON, seats: [{ score: 34, coins: 8, upgrades: ['U01', 'U03'], upgradeDiscard: ['U07'] }, {}, {}] },
    });
    const jon = scoreBreakdown(s)[JON]!;
    assert.deepEqual(
      [jon.track, jon.firstPlayer, jon.coinVp, jon.upgrades, jon.total],
      [34, 2, 2, 5, 43],
    );
    assert.equal(jon.rank, 1);
  });
});

describe('Upgrades', () => {
  it('a permanent Upgrade already owned goes straight to the personal discard (and still scores)', () => {
    let s = threePlayers({
      seats: [{}, { upgrades: ['U04'] }, {}],
      upgradeDisplay: ['U04', 'U12', 'U01'],
      rolls: faces(21, 'black'),
    });
    s = applyMove(s, { type: 'place', seat: LUCY, location: 'village', space: 0, meeples: [0] });
    assert.equal(s.seats[LUCY]!.coins, 4 - 2);
    s = campRest(s);
    assert.deepEqual(currentDecision(s), { kind: 'chooseUpgrade', seat: LUCY, space: 0 });
    const u04 = s.board.upgradeDisplay[0]!;
    s = applyMove(s, { type: 'chooseUpgrade', seat: LUCY, tile: u04 });
    assert.deepEqual(s.seats[LUCY]!.upgrades.map(upgradeKind), ['U04']);
    assert.deepEqual(s.seats[LUCY]!.upgradeDiscard, [u04]);
    assert.equal(scoreBreakdown(s)[LUCY]!.upgrades, 2, 'both U04 tiles score 1 VP');
    assert.equal(UPGRADE_TILES[u04]!.kind, 'U04');
  });
});

describe('2 players: the Automaton', () => {
  it('on the 3rd Temple space it takes the Discovery tablet, draws the deck\'s top card and discards both', () => {
    let s = newGame({
      seats: ['Jon', 'Lucy'], seed: 6,
      scenario: {
        firstPlayer: 0, automatonCards: ['A3'], rolls: faces(14, 'white'),
        temple: ['tablet', 'tablet:discovery', 'weapon', 'pottery', 'weapon:coin', 'pottery:vp', 'tablet:coin', 'pottery'],
        deck: ['mummy:vp'],
      },
    });
    assert.deepEqual(s.board.templeSpaces[2], { holder: -1, meeple: 0 }, 'card A3: Temple space 3');
    assert.equal(s.board.bids.ruins!.meeples.length, 4);
    assert.equal(s.board.bids.black_market!.meeples.length, 1);
    const ruinsCards = s.board.surroundings.ruins.slice();
    s = campRest(applyMove(s, { type: 'roll' }));
    assert.deepEqual(s.discard.map(cardLabel).sort(), ['mummy:vp', 'tablet:discovery']);
    assert.equal(s.board.temple.filter((c) => c !== null).length, 7);
    // The Automaton still holds the Ruins at the end of the round: their 2 cards are discarded.
    while (currentDecision(s).kind !== 'prepare') s = applyMove(s, { type: 'deliver', seat: currentDecision(s).seat!, cards: [] });
    s = applyMove(s, { type: 'prepare' });
    assert.ok(ruinsCards.every((c) => s.discard.includes(c!)));
  });

  it('Automaton meeples kicked off a bidding location leave the board; the colour binds the bidder', () => {
    let s = newGame({ seats: ['Jon', 'Lucy'], seed: 7, scenario: { firstPlayer: 0, automatonCards: ['A3'], rolls: faces(14, 'white') } });
    s = applyMove(s, { type: 'roll' });
    assertRejected(s, { type: 'place', seat: 0, location: 'ruins', meeples: [0, 1, 2, 3], color: 'archaeologist' }, 'BID_TOO_LOW');
    s = applyMove(s, { type: 'place', seat: 0, location: 'ruins', meeples: [0, 1, 2, 3, characterOf(s, 0)], color: 'archaeologist' });
    assert.deepEqual(s.board.bids.ruins, { holder: 0, meeples: [0, 1, 2, 3, 6], color: 'archaeologist' });
  });
});
