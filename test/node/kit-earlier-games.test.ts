/**
 * The kit's earlier games (src/kit/records/earlier-games.ts), for any game's records: the last five kept,
 * newest first, beside the save; a record kept once only; entries that no longer read left out; in memory
 * for a board that does not save; taken out to be brought back.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { EARLIER_GAMES_KEPT, EarlierGames } from '../../src/kit/records/earlier-games.js';
import { memoryStorage } from '../../src/kit/records/storage.js';

type Rec = { game: string; moves: number };
const read = (raw: unknown): Rec => {
  const r = raw as Rec;
  if (typeof r?.game !== 'string' || typeof r.moves !== 'number') throw new Error('not a record');
  return { game: r.game, moves: r.moves };
};
const entry = (game: string, moves = 3) => ({ record: { game, moves }, names: ['Ann', 'Bob'], round: 2, moves, over: false });

describe('kit earlier games', () => {
  it('keeps the last five, newest first, in storage beside the save; a new list reads them back', () => {
    const storage = memoryStorage();
    const list = new EarlierGames<Rec>('board:earlier', () => true, read, () => storage);
    for (const g of ['a', 'b', 'c', 'd', 'e', 'f']) list.keep(entry(g), `2026-12-02T10:0${g.charCodeAt(0) - 97}:00.000Z`);
    assert.equal(EARLIER_GAMES_KEPT, 5);
    assert.deepEqual(list.list.map((e) => e.record.game), ['f', 'e', 'd', 'c', 'b'], 'the oldest is let go');
    const again = new EarlierGames<Rec>('board:earlier', () => true, read, () => storage);
    assert.deepEqual(again.list.map((e) => [e.record.game, e.keptAt]), list.list.map((e) => [e.record.game, e.keptAt]));
  });

  it('keeps a record once: keeping it again answers the entry already kept', () => {
    const list = new EarlierGames<Rec>('k', () => true, read, () => memoryStorage());
    const first = list.keep(entry('a'), '2026-12-02T10:00:00.000Z');
    const second = list.keep(entry('a'), '2026-12-02T11:00:00.000Z');
    assert.equal(second, first);
    assert.equal(list.list.length, 1);
    list.keep(entry('a', 4));
    assert.equal(list.list.length, 2, 'the same game further on is another record');
  });

  it('leaves out what no longer reads, and reads nothing but a list', () => {
    const storage = memoryStorage();
    storage.setItem('k', JSON.stringify([{ record: { game: 'ok', moves: 1 }, keptAt: 'x', names: [], round: 1, moves: 1, over: false }, { record: { nope: 1 } }, 7]));
    assert.deepEqual(new EarlierGames<Rec>('k', () => true, read, () => storage).list.map((e) => e.record.game), ['ok']);
    storage.setItem('k', '{"not":"a list"}');
    assert.deepEqual(new EarlierGames<Rec>('k', () => true, read, () => storage).list, []);
    storage.setItem('k', '{cut short');
    assert.deepEqual(new EarlierGames<Rec>('k', () => true, read, () => storage).list, []);
  });

  it('a board that does not save keeps its list in memory only', () => {
    const storage = memoryStorage();
    const list = new EarlierGames<Rec>('k', () => false, read, () => storage);
    list.keep(entry('a'));
    assert.equal(list.list.length, 1);
    assert.equal(storage.size, 0, 'nothing written');
  });

  it('a full storage keeps the list for the page', () => {
    const full = { getItem: () => null, setItem: () => { throw new Error('QuotaExceededError'); }, removeItem: () => {} };
    const list = new EarlierGames<Rec>('k', () => true, read, () => full);
    list.keep(entry('a'));
    assert.deepEqual(list.list.map((e) => e.record.game), ['a']);
  });

  it('takes a kept game out to bring it back; an unknown index takes nothing', () => {
    const storage = memoryStorage();
    const list = new EarlierGames<Rec>('k', () => true, read, () => storage);
    list.keep(entry('a'));
    list.keep(entry('b'));
    assert.deepEqual(list.take(1), { game: 'a', moves: 3 });
    assert.equal(list.take(5), null);
    assert.equal(list.take(-1), null);
    assert.deepEqual(new EarlierGames<Rec>('k', () => true, read, () => storage).list.map((e) => e.record.game), ['b'], 'taken out of storage too');
  });
});
