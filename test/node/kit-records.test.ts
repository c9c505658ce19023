/**
 * The kit's records layer (src/kit/records/, src/kit/game-records.ts) through both games' seams: whole
 * random games at every seat count recorded, turned into a link, decoded and replayed to the same final
 * state; spectator records and their links; a game's reader refusing another game's records and links;
 * undo and save slots. For Quetzal, the kit's layer gives exactly what Quetzal's own records API gives
 * (its records, spectator records, links and undo), so Quetzal's records are the kit's, with its format.
 * The kit's link envelope on its own: cut, changed, padded, another format.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { canonical } from '../../src/kit/canonical.js';
import { nextInt, seedRng } from '../../src/kit/random.js';
import type { GameRecord, RecordsGame } from '../../src/kit/game-records.js';
import { RecordError } from '../../src/kit/records/errors.js';
import { cleanLink, openLink, sealLink } from '../../src/kit/records/link.js';
import { memoryStorage } from '../../src/kit/records/storage.js';
import {
  createGameHistory, createGameRecord, gameHistoryFromRecord, gameHistoryToRecord, gameSaveSlot, gameUndoRefusal, playGameMove,
  readAnyGameRecord, readGameRecord, replayGameRecord, spectatorGameRecord, undoGameMove, type GameHistory,
} from '../../src/kit/records/game-records.js';
import { decodeAnyGameLink, decodeGameLink, decodeSpectatorLink, encodeGameLink, encodeSpectatorLink } from '../../src/kit/records/game-links.js';
import { quetzalGame, quetzalRecords } from '../../src/games/quetzal/records-seam.js';
import { aztecGame } from '../../src/games/aztec/records/index.js';
import {
  createHistory, createRecord, decodeRecord, encodeRecord, parseRecord, play as quetzalPlay, readRecord, spectatorRecord,
  undoRefusal as quetzalUndoRefusal,
  type GameRecord as QuetzalRecord,
} from '../../src/games/quetzal/records/index.js';

type AnyGame = RecordsGame<unknown, unknown, unknown, { players?: number; seed: string | number }, unknown>;

/** Quetzal with the kit's own reader and links (moves as indices into the position's moves) instead of its own. */
const { share: _quetzalShare, read: _quetzalRead, ...quetzalKitRecords } = quetzalRecords;
const QUETZAL_KIT_LINKS = { engine: quetzalGame.engine, records: { ...quetzalKitRecords, links: { full: 250, spectator: 251 } } };

const GAMES: { name: string; game: AnyGame; seats: number[] }[] = [
  { name: 'quetzal', game: quetzalGame as unknown as AnyGame, seats: [2, 3, 4, 5] },
  { name: 'quetzal, the kit\'s links', game: QUETZAL_KIT_LINKS as unknown as AnyGame, seats: [2, 5] },
  { name: 'aztec', game: aztecGame as unknown as AnyGame, seats: [3, 4, 5, 6] },
];

/** A whole game through the engine seam alone: a random decider, a random legal move, or the table's. */
function randomGame(game: AnyGame, players: number, seed: string): { options: { players: number; seed: string }; moves: unknown[]; final: unknown } {
  const { engine } = game;
  const rng = seedRng(seed);
  const options = { players, seed };
  let state = engine.newGame(options);
  const moves: unknown[] = [];
  while (!engine.isOver(state)) {
    let move = engine.tableMove(state);
    if (move === null) {
      const deciders = engine.deciders(state);
      const seat = deciders[nextInt(rng, deciders.length)]!.seat;
      const legal = engine.legalMoves(state, seat);
      move = legal[nextInt(rng, legal.length)]!;
    }
    moves.push(move);
    state = engine.applyWithEvents(state, move).state;
    assert.ok(moves.length < 3000);
  }
  return { options, moves, final: state };
}

/** The RecordError `fn` throws (and that it throws one). */
function recordErrorOf(fn: () => unknown): RecordError {
  try {
    fn();
  } catch (e) {
    assert.ok(e instanceof RecordError, `expected a RecordError, got ${String(e)}`);
    return e;
  }
  return assert.fail('expected a RecordError, but it was accepted');
}

for (const { name, game, seats } of GAMES) {
  describe(`the kit's records layer: ${name}`, () => {
    it(`a whole random game at ${seats.join(', ')} seats: recorded, made a link, decoded, replayed to the same final state`, () => {
      for (const players of seats) {
        const { options, moves, final } = randomGame(game, players, `kit-records-${name}-${players}`);
        const record = createGameRecord(game, options, moves, { created: '2025-03-14T15:09:26.535Z' });
        assert.equal(record.format, game.records.format);
        assert.equal(record.check, game.records.fingerprint(final));
        assert.equal(record.rules, game.records.shippedRulesPrint());
        const link = encodeGameLink(game, record);
        assert.match(link, /^[A-Za-z0-9_-]+$/);
        const decoded = decodeGameLink(game, link);
        assert.deepEqual(decoded, record, `${players} seats: the link gives the record back`);
        const replayed = replayGameRecord(game, decoded).final;
        assert.equal(canonical(replayed), canonical(final), `${players} seats: the same final state`);
        assert.ok(game.engine.isOver(replayed));
        const any = decodeAnyGameLink(game, `  ${link.slice(0, 20)}\n${link.slice(20)} `);
        assert.equal(any.kind, 'full');
        assert.equal(canonical(any.kind === 'full' && any.final), canonical(final));
        // A JSON round trip reads the same record back, replayed and checked.
        const read = readGameRecord(game, JSON.stringify(record));
        assert.deepEqual(read.record, record);
        assert.equal(canonical(read.final), canonical(final));
      }
    });

    it('a game in progress: its spectator record, made a link and read back, ends at the public position', () => {
      const players = seats[0]!;
      const { options, moves } = randomGame(game, players, `kit-spectator-${name}`);
      const half = moves.slice(0, Math.floor(moves.length / 2));
      const record = createGameRecord(game, options, half, { created: null });
      const spectator = spectatorGameRecord(game, record);
      assert.equal(spectator.kind, 'spectator');
      assert.equal(spectator.steps.length, half.length);
      assert.ok(!JSON.stringify(spectator).includes('"seed"'), 'no seed');
      const link = encodeSpectatorLink(game, spectator);
      const read = decodeAnyGameLink(game, link);
      assert.equal(read.kind, 'spectator');
      if (read.kind !== 'spectator') return;
      assert.deepEqual(read.record, spectator);
      const last = replayGameRecord(game, record).final;
      assert.equal(canonical(read.frames.at(-1)), canonical(game.engine.viewFor(last, null)), 'the last frame is the spectator\'s view');
      assert.deepEqual(readAnyGameRecord(game, spectator).kind, 'spectator');
      // A spectator record cannot be played on.
      assert.equal(recordErrorOf(() => readGameRecord(game, spectator)).code, 'SPECTATOR_RECORD');
      if (!game.records.share) assert.equal(recordErrorOf(() => decodeGameLink(game, link)).code, 'SPECTATOR_RECORD');
      assert.equal(recordErrorOf(() => decodeSpectatorLink(game, encodeGameLink(game, record))).code, 'BAD_ENCODING');
    });

    it('undo through the seams: a seat takes back its own move, never the table\'s, and the history survives its record', () => {
      const { options, moves } = randomGame(game, seats[0]!, `kit-undo-${name}`);
      let h = createGameHistory(game, options, { created: null }) as GameHistory<unknown, unknown, { seed: string | number }>;
      let undone = 0;
      for (const move of moves.slice(0, 60)) {
        h = playGameMove(game, h, move).history;
        const seat = game.engine.moveSeat(move);
        if (seat === null) {
          for (let s = 0; s < seats[0]!; s++) assert.notEqual(gameUndoRefusal(game, h, s), null, 'nobody takes back the table\'s move');
          continue;
        }
        if (gameUndoRefusal(game, h, seat) !== null) continue;
        const back = undoGameMove(game, h, seat);
        assert.equal(back.moves.length, h.moves.length - 1);
        assert.equal(canonical(back.state), canonical(replayGameRecord(game, { ...gameHistoryToRecord(game, back), check: undefined } as GameRecord).final));
        undone++;
      }
      assert.ok(undone > 0, 'some moves could be taken back');
      const again = gameHistoryFromRecord(game, readGameRecord(game, gameHistoryToRecord(game, h)).record);
      assert.equal(canonical(again.state), canonical(h.state));
      assert.deepEqual(again.undo?.count ?? 0, h.undo?.count ?? 0, 'what can be undone is recomputed');
    });

    it('a save slot keeps a record and reads it back checked; a damaged save is a RecordError', () => {
      const { options, moves } = randomGame(game, seats[0]!, `kit-slot-${name}`);
      const storage = memoryStorage();
      const slot = gameSaveSlot(game, `${game.engine.id}:test`, storage);
      const record = createGameRecord(game, options, moves.slice(0, 20), { created: null });
      assert.equal(slot.save(record).persistent, true);
      assert.deepEqual(slot.load(), record);
      storage.setItem(`${game.engine.id}:test`, JSON.stringify(record).slice(0, 100));
      assert.equal(recordErrorOf(() => slot.load()).code, 'TRUNCATED');
    });
  });
}

describe("the kit's records layer is Quetzal's records layer, with Quetzal's format", () => {
  it('the same records, spectator records and links as Quetzal\'s own API, each read by the other', () => {
    const { options, moves } = randomGame(quetzalGame as unknown as AnyGame, 3, 'kit-is-quetzal');
    const created = '2025-03-14T15:09:26.535Z';
    const kit = createGameRecord(quetzalGame, options, moves as never, { created });
    const own = createRecord(options, moves as never, { created });
    assert.deepEqual(kit, own);
    assert.deepEqual(parseRecord(kit), own);
    assert.deepEqual(readGameRecord(quetzalGame, own).record, kit);
    assert.deepEqual(spectatorGameRecord(quetzalGame, kit), spectatorRecord(own));
    assert.equal(encodeGameLink(quetzalGame, kit), encodeRecord(own), 'a Quetzal link from the kit is a Quetzal link');
    assert.deepEqual(decodeGameLink(quetzalGame, encodeRecord(own)), own);
    // The kit's own links for Quetzal read back too, but Quetzal's reader does not mistake them for its own.
    const kitLink = encodeGameLink(QUETZAL_KIT_LINKS, kit);
    assert.deepEqual(decodeGameLink(QUETZAL_KIT_LINKS, kitLink), kit);
    assert.equal(recordErrorOf(() => decodeRecord(kitLink)).code, 'BAD_ENCODING');
  });

  it('every Quetzal record that loads today loads through the kit: a version-0 record, a game of quetzal-rules/1.0', () => {
    const { options, moves } = randomGame(quetzalGame as unknown as AnyGame, 2, 'kit-v0');
    const v0 = { v: 0, seed: options.seed, players: 2, moves };
    const viaKit = readGameRecord(quetzalGame, JSON.stringify(v0));
    assert.deepEqual(viaKit.record, readRecord(JSON.stringify(v0)).record);
    assert.equal(viaKit.record.version, 1);
    const old = readFileSync('test/node/fixtures/record-1.0-ended-before-last-exchanges.json', 'utf8');
    assert.deepEqual(readGameRecord(quetzalGame, old).record, parseRecord(old));
    assert.equal(readAnyGameRecord(quetzalGame, old).kind, 'full');
    // The kit's own reader, without Quetzal's, reads today's records as Quetzal's does.
    const today = createRecord(options, moves as never);
    assert.deepEqual(readGameRecord(QUETZAL_KIT_LINKS, today).record, parseRecord(today));
  });

  it('undo: the kit\'s history with Quetzal\'s barriers answers as Quetzal\'s own, seat by seat, move by move', () => {
    const { options, moves } = randomGame(quetzalGame as unknown as AnyGame, 4, 'kit-undo-is-quetzal');
    let kit = createGameHistory(quetzalGame, options, { created: null });
    let own = createHistory(options, { created: null });
    for (const move of moves) {
      kit = playGameMove(quetzalGame, kit, move as never).history;
      own = quetzalPlay(own, move as never);
      for (let seat = 0; seat < 4; seat++) assert.equal(gameUndoRefusal(quetzalGame, kit, seat), quetzalUndoRefusal(own, seat));
    }
  });
});

describe('a game reads only its own records and links', () => {
  const quetzal = randomGame(quetzalGame as unknown as AnyGame, 2, 'kit-cross-q');
  const aztec = randomGame(aztecGame as unknown as AnyGame, 3, 'kit-cross-a');
  const q = createRecord(quetzal.options, quetzal.moves as never) as QuetzalRecord;
  const a = createGameRecord(aztecGame, aztec.options, aztec.moves as never);

  it('records: NOT_A_RECORD at "format"', () => {
    const e1 = recordErrorOf(() => readGameRecord(aztecGame, q));
    assert.equal(e1.code, 'NOT_A_RECORD');
    assert.equal(e1.path, 'format');
    const e2 = recordErrorOf(() => parseRecord(a));
    assert.equal(e2.code, 'NOT_A_RECORD');
    assert.equal(e2.path, 'format');
  });

  it('links: BAD_ENCODING, saying whose link it is not', () => {
    const e1 = recordErrorOf(() => decodeGameLink(aztecGame, encodeRecord(q)));
    assert.equal(e1.code, 'BAD_ENCODING');
    assert.match(e1.message, /not an Aztec game link/);
    const e2 = recordErrorOf(() => decodeRecord(encodeGameLink(aztecGame, a)));
    assert.equal(e2.code, 'BAD_ENCODING');
    assert.match(e2.message, /not a Quetzal game link/);
  });
});

describe("the kit's link envelope", () => {
  const payload = Array.from({ length: 300 }, (_, i) => (i * 37) % 256);
  const link = sealLink(0x41, payload);
  const open = (text: string) => openLink(cleanLink(text), (format) => {
    if (format !== 0x41) throw new RecordError('BAD_ENCODING', 'not this game\'s link');
  });

  it('gives the payload back, whitespace ignored', () => {
    assert.deepEqual([...open(link).payload], payload);
    assert.deepEqual([...open(`${link.slice(0, 50)}\n  ${link.slice(50)}`).payload], payload);
  });

  it('cut: TRUNCATED; a character changed or added: BAD_ENCODING; another format: the game\'s refusal', () => {
    assert.equal(recordErrorOf(() => open(link.slice(0, link.length - 5))).code, 'TRUNCATED');
    assert.equal(recordErrorOf(() => open('')).code, 'TRUNCATED');
    for (const at of [10, 200, link.length - 2]) {
      const changed = link.slice(0, at) + (link[at] === 'A' ? 'B' : 'A') + link.slice(at + 1);
      const e = recordErrorOf(() => open(changed));
      assert.equal(e.code, 'BAD_ENCODING', `character ${at}`);
      assert.match(e.message, /checksum/);
    }
    assert.equal(recordErrorOf(() => open(`${link}AA`)).code, 'BAD_ENCODING');
    assert.equal(recordErrorOf(() => open(`${link.slice(0, 9)}é${link.slice(10)}`)).code, 'BAD_ENCODING');
    assert.match(recordErrorOf(() => open(sealLink(0x42, payload))).message, /not this game's link/);
  });
});
