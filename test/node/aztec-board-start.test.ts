/**
 * <aztec-board>'s attributes as its statechart starts them (start-config.ts) and its words: every
 * attribute refusal names the attribute and what it accepts, in English and French; unnamed seats get
 * "Player 2" / "Computer (hard)", numbered when several would share a name; the board's French has every
 * English key, filled and different from the English where the words differ.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { translator } from '../../src/kit/i18n/translator.js';
import { boardStrings } from '../../src/games/aztec/board/board-strings-fr.js';
import type { BoardKey } from '../../src/games/aztec/board/board-strings.js';
import { startFrom, type AztecAttributes } from '../../src/games/aztec/board/start-config.js';

const en = translator<BoardKey>('en', boardStrings);
const fr = translator<BoardKey>('fr', boardStrings);
const attrs = (a: Partial<AztecAttributes>): AztecAttributes => ({ players: null, seats: null, names: null, seed: null, ...a });

describe('aztec-board: attributes to a start', () => {
  it('players: 3–6 people, default 4, names by seat', () => {
    const r = startFrom(attrs({}), en);
    assert.ok('start' in r);
    assert.deepEqual(r.start.seats, ['person', 'person', 'person', 'person']);
    assert.deepEqual(r.start.options.seats, ['Player 1', 'Player 2', 'Player 3', 'Player 4']);
    assert.equal(r.start.resume, true);
    for (const bad of ['2', '7', 'three', '3.5', '']) {
      const e = startFrom(attrs({ players: bad }), en);
      assert.ok('problem' in e, bad);
      assert.equal(e.problem.property, 'players');
      assert.equal(e.problem.message, `“players” must be a whole number from 3 to 6, not “${bad}”.`);
    }
  });

  it('seats: people and computers, computers named by level and numbered when they share one', () => {
    const r = startFrom(attrs({ seats: 'human:Ann, bot-hard, bot-easy, bot-easy' }), en);
    assert.ok('start' in r);
    assert.deepEqual(r.start.seats, ['person', 'hard', 'easy', 'easy']);
    assert.deepEqual(r.start.options.seats, ['Ann', 'Computer (hard)', 'Computer 1 (easy)', 'Computer 2 (easy)']);
    const f = startFrom(attrs({ seats: 'human, bot-medium, human' }), fr);
    assert.ok('start' in f);
    assert.deepEqual(f.start.options.seats, ['Joueur 1', 'Ordinateur (moyen)', 'Joueur 3']);
  });

  it('refuses a seat it does not know and a count Aztec is not played by, naming the entry', () => {
    const bad = startFrom(attrs({ seats: 'human, bot-nightmare, bot-easy' }), en);
    assert.ok('problem' in bad);
    assert.deepEqual(bad.problem, { property: 'seats', message: '“seats”: “bot-nightmare” is not a seat (human, bot-easy, bot-medium or bot-hard, with an optional “:name”).' });
    const few = startFrom(attrs({ seats: 'human, bot-easy' }), fr);
    assert.ok('problem' in few);
    assert.deepEqual(few.problem, { property: 'seats', message: '« seats » compte 2 places : Aztec se joue de 3 à 6.' });
  });

  it('names: one per seat, each 1–40 characters; seed: text or a number', () => {
    const ok = startFrom(attrs({ players: '3', names: 'Ann, Bob ,Cy', seed: '42' }), en);
    assert.ok('start' in ok);
    assert.deepEqual(ok.start.options, { seats: ['Ann', 'Bob', 'Cy'], seed: 42 });
    const text = startFrom(attrs({ players: '3', seed: '007' }), en);
    assert.ok('start' in text);
    assert.equal(text.start.options.seed, '007');
    for (const names of ['Ann,Bob', 'Ann,,Cy', `Ann,Bob,${'x'.repeat(41)}`]) {
      const e = startFrom(attrs({ players: '3', names }), en);
      assert.ok('problem' in e, names);
      assert.deepEqual(e.problem, { property: 'names', message: '“names” must list one name per seat (3), each 1 to 40 characters.' });
    }
    const long = startFrom(attrs({ players: '3', seed: 's'.repeat(201) }), en);
    assert.ok('problem' in long);
    assert.equal(long.problem.property, 'seed');
  });
});

describe('aztec-board: its words', () => {
  it('French has every English key, filled, and differs where the words do', () => {
    const keys = Object.keys(boardStrings.en).sort();
    assert.deepEqual(Object.keys(boardStrings.fr).sort(), keys);
    const params = { name: 'Ann', names: 'Ann, Bob', n: 2, total: 9, round: 1, rounds: 5, count: 3, value: 'x', jewels: '2 blue', pct: 40, vp: 3, aim: 'duo', message: 'm', level: 'easy', color: 'blue', min: 0, max: 9, field: 'botDelayMs' };
    let same = 0;
    for (const key of keys as BoardKey[]) {
      const e = en(key, params);
      const f = fr(key, params);
      assert.ok(f.length > 0 && !/\{|undefined|NaN/.test(f), `fr.${key} = "${f}"`);
      if (e === f) same++;
    }
    // "Aztec", "Duos", "Trios", "trios", "Final" and the replay's "Pause" are the same words in French.
    assert.ok(same <= 6, `${same} French strings are the English ones`);
  });
});
