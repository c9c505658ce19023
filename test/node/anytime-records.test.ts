/**
 * Records of games with "at any time" exchanges made outside their seat's decision and with the
 * last-exchanges step: JSON records, share links, spectator records and undo read and replay them; a
 * game recorded before the step existed still reads, ended as it was.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import {
  applyMoveInPlace, exchangeMoves, newGame, nextFloat, randomMove, seedRng, type GameState, type Move,
} from '../../src/games/quetzal/engine/index.js';
import {
  createHistory, createRecord, decodeAnyRecord, decodeRecord, encodeRecord, encodeSpectatorRecord, historyFromRecord, parseRecord, play,
  readRecord, readSpectatorRecord, RecordError, SHARE_FORMAT, spectatorRecord, stateFingerprint, undo, undoRefusal, type GameRecord,
} from '../../src/games/quetzal/records/index.js';

/** A seeded random game in which holders exchange out of turn now and then; its moves and whether each was out of turn. */
function gameWithExchanges(seed: number): { moves: Move[]; outOfTurn: number; lastStep: number; final: GameState } {
  const rng = seedRng(`records-anytime-${seed}`);
  const random = () => nextFloat(rng);
  const s = newGame({ players: 3, seed });
  const moves: Move[] = [];
  let outOfTurn = 0, lastStep = 0;
  while (s.phase !== 'gameOver') {
    const others = s.seats.map((_, seat) => seat).filter((seat) => seat !== s.decision.seat && exchangeMoves(s, seat).length);
    let move: Move;
    if (others.length && random() < 0.3) {
      move = exchangeMoves(s, others[0]!)[0]!;
      outOfTurn++;
    } else {
      if (s.decision.kind === 'lastExchanges') lastStep++;
      move = randomMove(s, random)!;
    }
    applyMoveInPlace(s, move);
    moves.push(move);
  }
  return { moves, outOfTurn, lastStep, final: s };
}

/** The first seed whose game has both exchanges out of turn and decisions in the last step. */
function findGame(): { seed: number } & ReturnType<typeof gameWithExchanges> {
  for (let seed = 0; seed < 200; seed++) {
    const g = gameWithExchanges(seed);
    if (g.outOfTurn >= 2 && g.lastStep >= 1) return { seed, ...g };
  }
  throw new Error('no seed gives exchanges out of turn and the last step');
}

const GAME = findGame();

function record(): GameRecord {
  return createRecord({ players: 3, seed: GAME.seed }, GAME.moves, { created: null });
}

describe('records with exchanges out of turn and the last-exchanges step', () => {
  it('a JSON record round-trips and replays to the same final state', () => {
    const r = record();
    assert.equal(r.engine, 'quetzal-rules/1.1');
    assert.ok(r.moves.some((m) => m.type === 'endExchanges') || GAME.lastStep > 0);
    const read = readRecord(JSON.stringify(r));
    assert.deepEqual(read.record, r);
    assert.equal(read.final.phase, 'gameOver');
    assert.equal(stateFingerprint(read.final), stateFingerprint(GAME.final));
  });

  it('a share link uses format 3 when an exchange was made out of turn, and decodes to the same record', () => {
    const r = record();
    const link = encodeRecord(r);
    assert.equal(link.charCodeAt(0), 'A'.charCodeAt(0), 'first 6 bits of format byte 3 = 000000');
    const bytes = Buffer.from(link.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
    assert.equal(bytes[0], 3);
    assert.deepEqual(decodeRecord(link), r);
    // The same game without its exchanges out of turn (a record can stop anywhere): a format 1 link, as before.
    const firstOutOfTurn = GAME.moves.findIndex((m, i) => {
      const s = newGame({ players: 3, seed: GAME.seed });
      for (const x of GAME.moves.slice(0, i)) applyMoveInPlace(s, x);
      return m.type === 'exchange' && m.seat !== s.decision.seat;
    });
    const before = createRecord({ players: 3, seed: GAME.seed }, GAME.moves.slice(0, firstOutOfTurn), { created: null });
    const plain = encodeRecord(before);
    assert.equal(Buffer.from(plain.slice(0, 4).replace(/-/g, '+').replace(/_/g, '/'), 'base64')[0], SHARE_FORMAT);
    assert.deepEqual(decodeRecord(plain), before);
  });

  it('a spectator record of the game reads back, its last frame the game\'s end', () => {
    const spectator = spectatorRecord(record());
    const read = readSpectatorRecord(JSON.parse(JSON.stringify(spectator)));
    assert.equal(read.frames.length, GAME.moves.length + 1);
    assert.equal(read.frames[read.frames.length - 1]!.phase, 'gameOver');
    assert.ok(read.frames.some((f) => f.phase === 'lastExchanges' && f.decision.kind === 'lastExchanges'), 'a frame in the last step');
    const decoded = decodeAnyRecord(encodeSpectatorRecord(spectator));
    assert.equal(decoded.kind, 'spectator');
  });

  it('undo: a seat takes back its own exchange made during another seat\'s decision; the other seat cannot', () => {
    let h = createHistory({ players: 3, seed: 8, scenario: { firstPlayer: 0, seats: [{}, { upgrades: ['U07'], coins: 6 }, {}] } }, { created: null });
    h = play(h, { type: 'roll' });
    assert.deepEqual(h.state.decision, { kind: 'place', seat: 0 });
    h = play(h, { type: 'exchange', seat: 1, tile: 'U07' });
    assert.equal(undoRefusal(h, 0), 'NOT_YOUR_MOVE');
    assert.equal(undoRefusal(h, 1), null);
    h = undo(h, 1);
    assert.deepEqual([h.state.seats[1]!.coins, h.state.seats[1]!.score], [6, 0]);
    assert.deepEqual(h.state.decision, { kind: 'place', seat: 0 });
    assert.equal(historyFromRecord(record()).state.phase, 'gameOver');
  });

  it('a game recorded before the step (engine 1.0: it ended at round 5\'s end) reads, with its holders\' "done" moves added', () => {
    // The replay demo's game as the 1.0 engine recorded it: it ended at round 5's end, Maria (U10) holding 5 coins.
    const text = readFileSync('test/node/fixtures/record-1.0-ended-before-last-exchanges.json', 'utf8');
    const old = JSON.parse(text) as GameRecord;
    assert.equal(old.engine, 'quetzal-rules/1.0');
    assert.deepEqual(old.moves.at(-1), { type: 'prepare' });
    const read = readRecord(text);
    assert.deepEqual(read.record.moves.slice(old.moves.length), [{ type: 'endExchanges', seat: 2 }]);
    assert.equal(read.final.phase, 'gameOver');
    assert.equal(stateFingerprint(read.final), old.check);
    // A real mismatch is still refused.
    assert.throws(() => parseRecord({ ...old, check: '00000000' }), (e: unknown) => e instanceof RecordError && e.code === 'MISMATCH');
  });
});
