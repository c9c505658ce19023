/**
 * Game records: replay round trips over many seeded games, JSON and share-link round trips, migration,
 * the undo rule, fuzzed inputs (always a RecordError naming the place) and the save slot.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createActor } from 'xstate';
import {
  applyMove, applyMoveWithEvents, currentDecision, newGame, nextFloat, randomMove, seedRng, type GameEvent,
  type GameState, type Move, type NewGameOptions, type RngState,
} from '../../src/games/quetzal/engine/index.js';
import { quetzalMachine } from '../../src/games/quetzal/statechart/quetzal-machine.js';
import {
  barrierOf, canRedo, canUndo, checkRecordShape, createHistory, createRecord, createSaveSlot, decodeRecord, encodeRecord,
  ENGINE_VERSION, historyFromRecord, historyToRecord, LIMITS, logFromRecord, memoryStorage, parseRecord, play,
  playWithEvents, readRecord, RECORD_ERROR_CODES, RECORD_FORMAT_DOCS, recordFromLog, RecordError, RecordPlayer, redo,
  replay, stateFingerprint, undo, undoRefusal, UndoError, type GameRecord, type History, type StorageLike,
} from '../../src/games/quetzal/records/index.js';
import { campRest, faces } from './helpers.js';

// ------------------------------------------------------------------ helpers

interface Played {
  options: { seats: string[]; seed: number };
  moves: Move[];
  states: GameState[];
  events: GameEvent[][];
  final: GameState;
}

/** A complete seeded random game: every state and every move's events. */
function playGame(players: number, seed: number): Played {
  const rng = seedRng(`records-${players}-${seed}`);
  const options = { seats: ['Ann', 'Bob', 'Cy', 'Dee', 'Eve'].slice(0, players), seed };
  let s = newGame(options);
  const moves: Move[] = [];
  const states = [s];
  const events: GameEvent[][] = [];
  while (currentDecision(s).kind !== 'gameOver') {
    const move = randomMove(s, () => nextFloat(rng))!;
    const out = applyMoveWithEvents(s, move);
    s = out.state;
    moves.push(move);
    states.push(s);
    events.push(out.events);
    assert.ok(moves.length < 3000);
  }
  return { options, moves, states, events, final: s };
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

const clone = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;

/** Runs `fn` and returns the RecordError it throws; fails on success or any other exception. */
function recordErrorOf(fn: () => unknown, what = ''): RecordError {
  try {
    fn();
  } catch (e) {
    assert.ok(e instanceof RecordError, `${what}: expected a RecordError, got ${String(e)}${e instanceof Error ? `\n${e.stack}` : ''}`);
    assert.ok(RECORD_ERROR_CODES.includes(e.code), `${what}: code ${e.code}`);
    assert.notEqual(e.code, 'INTERNAL', `${what}: an internal error leaked: ${e.message}`);
    assert.ok(e.message.length > 10, `${what}: the message explains: ${e.message}`);
    return e;
  }
  assert.fail(`${what}: expected a RecordError, but it was accepted`);
}

/** Either a valid record or a proper RecordError; never another exception. */
function parseOrError(input: unknown, what: string): GameRecord | RecordError {
  try {
    return parseRecord(input);
  } catch (e) {
    assert.ok(e instanceof RecordError, `${what}: expected a RecordError, got ${String(e)}${e instanceof Error ? `\n${e.stack}` : ''}`);
    assert.notEqual(e.code, 'INTERNAL', `${what}: ${e.message}`);
    assert.ok(e.message.length > 10, `${what}: ${e.message}`);
    if (['BAD_FIELD', 'ILLEGAL_MOVE', 'MISMATCH', 'FUTURE_VERSION', 'UNSUPPORTED_VERSION'].includes(e.code)) {
      assert.ok(e.path !== '' && e.message.startsWith(`${e.path}: `), `${what}: the message names the place: ${e.message}`);
    }
    return e;
  }
}

const GAMES: Played[] = [];
for (const players of [2, 3, 4, 5]) for (let seed = 0; seed < 50; seed++) GAMES.push(playGame(players, seed));
const gameOf = (players: number, k = 0): Played => GAMES.filter((g) => g.options.seats.length === players)[k]!;

// ------------------------------------------------------------------ round trips

describe('records: round trips', () => {
  it('replays 200 seeded games (2–5 seats) to the identical final state, also through JSON and share links', () => {
    for (const g of GAMES) {
      const what = `${g.options.seats.length} seats, seed ${g.options.seed}`;
      const record = createRecord(g.options, g.moves);
      assert.deepEqual(replay(record).final, g.final, `${what}: replay`);
      const parsed = parseRecord(JSON.stringify(record));
      assert.deepEqual(parsed, record, `${what}: JSON → parseRecord`);
      assert.deepEqual(replay(parsed).final, g.final, `${what}: JSON → parseRecord → replay`);
      const decoded = decodeRecord(encodeRecord(record));
      assert.deepEqual(decoded, record, `${what}: encode → decode`);
      assert.deepEqual(replay(decoded).final, g.final, `${what}: encode → decode → replay`);
    }
  });

  it('replay can return every state and the machine log; RecordPlayer steps to any move', () => {
    for (const g of [gameOf(2), gameOf(5, 3)]) {
      const record = createRecord(g.options, g.moves);
      const r = replay(record, { states: true, log: true });
      assert.deepEqual(r.states, g.states);
      assert.deepEqual(r.log!.map((e) => e.events), g.events);
      assert.deepEqual(r.log!.map((e) => e.index), g.moves.map((_, i) => i));
      assert.deepEqual(logFromRecord(record), r.log);
      const player = new RecordPlayer(record, { interval: 10 });
      assert.equal(player.length, g.moves.length);
      for (let i = 0; i <= g.moves.length; i++) assert.deepEqual(player.stateAt(i), g.states[i], `stateAt(${i})`);
      for (let i = g.moves.length - 1; i >= 0; i -= 7) assert.deepEqual(player.entry(i), r.log![i]);
      assert.deepEqual(player.final, g.final);
      assert.throws(() => player.stateAt(g.moves.length + 1), RangeError);
    }
  });

  it('recordFromLog takes the statechart log; the machine resumes from the replayed game', () => {
    const options = { seats: ['Ann', 'Bob', 'Cy'], seed: 'machine-records' };
    const actor = createActor(quetzalMachine, { input: { options, handOver: false } }).start();
    const rng = seedRng('machine-records');
    for (let i = 0; i < 60; i++) actor.send({ type: 'MOVE', move: randomMove(actor.getSnapshot().context.game!, () => nextFloat(rng))! });
    const { log } = actor.getSnapshot().context;
    const game = actor.getSnapshot().context.game!;
    assert.equal(log.length, 60);
    const record = recordFromLog(options, log, { final: game });
    assert.deepEqual(replay(record).final, game);
    const resumed = createActor(quetzalMachine, { input: { game: replay(record).final, log: logFromRecord(record), handOver: false } }).start();
    assert.deepEqual(resumed.getSnapshot().context.game, game);
    assert.deepEqual(resumed.getSnapshot().context.log, log);
    const wrong = recordErrorOf(() => recordFromLog({ ...options, seed: 'another' }, log, { final: game }), 'wrong seed');
    assert.ok(['ILLEGAL_MOVE', 'MISMATCH'].includes(wrong.code), wrong.message);
    const noSeed = recordErrorOf(() => recordFromLog({ seats: options.seats }, log), 'no seed');
    assert.equal(noSeed.code, 'BAD_FIELD');
    assert.match(noSeed.message, /^options\.seed: /);
  });

  it('migrates a version-0 record: same game, -1 markers become null', () => {
    let migratedMarkers = 0;
    for (const g of GAMES.filter((_, i) => i % 10 === 0)) {
      const v0 = {
        v: 0,
        seed: g.options.seed,
        players: g.options.seats.length,
        names: g.options.seats,
        date: '2024-06-01T10:00:00.000Z',
        moves: g.moves.map((m) => {
          if (m.type === 'campReroll' && m.meeple === null) return (migratedMarkers++, { ...m, meeple: -1 });
          if (m.type === 'blackMarket' && m.card === null) return (migratedMarkers++, { ...m, card: -1 });
          return m;
        }),
      };
      const { record, final, migratedFrom } = readRecord(JSON.stringify(v0));
      assert.equal(migratedFrom, 0);
      assert.equal(record.version, 1);
      assert.equal(record.created, '2024-06-01T10:00:00.000Z');
      assert.deepEqual(record.options, { players: v0.players, seats: v0.names, seed: v0.seed });
      assert.deepEqual(record.moves, g.moves);
      assert.deepEqual(final, g.final);
      assert.deepEqual(parseRecord(JSON.stringify(record)), record, 'a migrated record saves as v1');
    }
    assert.ok(migratedMarkers > 0, 'some -1 markers were migrated');
    const bad = recordErrorOf(() => parseRecord({ v: 0, seed: 1, players: 9, moves: [] }), 'v0 bad players');
    assert.match(bad.message, /^options\.players: must be/);
  });

  it('refuses future versions: record format, rules engine and share format', () => {
    const record = createRecord(gameOf(3).options, gameOf(3).moves.slice(0, 20));
    const v3 = recordErrorOf(() => parseRecord({ ...record, version: 3 }), 'version 3');
    assert.equal(v3.code, 'FUTURE_VERSION');
    assert.match(v3.message, /^version: /);
    // Version 2 is a spectator record (spectator-records.test.ts): without its kind it is damaged.
    const v2 = recordErrorOf(() => parseRecord({ ...record, version: 2 }), 'version 2');
    assert.equal(v2.code, 'BAD_FIELD');
    assert.match(v2.message, /^kind: must be "spectator"/);
    assert.equal(recordErrorOf(() => parseRecord({ ...record, engine: 'quetzal-rules/2.0' })).code, 'FUTURE_VERSION');
    assert.equal(recordErrorOf(() => parseRecord({ ...record, engine: 'quetzal-rules/0.9' })).code, 'UNSUPPORTED_VERSION');
    assert.deepEqual(parseRecord({ ...record, engine: 'quetzal-rules/1.7' }).engine, 'quetzal-rules/1.7', 'a newer minor is read');
    const link = encodeRecord(record);
    const future = `C${link.slice(1)}`; // first byte 0x01 → 0x09
    assert.equal(recordErrorOf(() => decodeRecord(future)).code, 'FUTURE_VERSION');
  });

  it('documents the format; the documented example is a valid record', () => {
    assert.match(RECORD_FORMAT_DOCS, /"format": "quetzal-record"/);
    const example = /```json\n([\s\S]*?)```/.exec(RECORD_FORMAT_DOCS)![1]!;
    const { record } = readRecord(example);
    assert.equal(record.engine, ENGINE_VERSION);
  });
});

// ------------------------------------------------------------------ share links

describe('records: share links', () => {
  it('are short and URL-safe: lengths for full games', (t) => {
    for (const players of [2, 3, 4, 5]) {
      const lengths = GAMES.filter((g) => g.options.seats.length === players).map((g) => encodeRecord(createRecord(g.options, g.moves)).length);
      const avg = Math.round(lengths.reduce((a, b) => a + b, 0) / lengths.length);
      t.diagnostic(`${players} seats: share link ${avg} characters on average, ${Math.max(...lengths)} at most (moves: ${Math.round(GAMES.filter((g) => g.options.seats.length === players).reduce((a, g) => a + g.moves.length, 0) / lengths.length)} on average)`);
      assert.ok(Math.max(...lengths) < 600, 'a full game fits easily in a URL');
    }
    const link = encodeRecord(createRecord(gameOf(4).options, gameOf(4).moves));
    assert.match(link, /^[A-Za-z0-9_-]+$/);
  });

  it('keep names, string seeds, scenarios and dates exactly', () => {
    const options: NewGameOptions = {
      seats: ['Zoë 🦜', 'Ñandú'], seed: 'une graine', scenario: { firstPlayer: 1, rolls: faces(14, 'white'), seats: [{ coins: 9 }] },
    };
    const rng = seedRng('scenario');
    let s = newGame(options);
    const moves: Move[] = [];
    for (let i = 0; i < 40; i++) {
      const m = randomMove(s, () => nextFloat(rng))!;
      s = applyMove(s, m);
      moves.push(m);
    }
    for (const created of ['2025-01-31T23:59:59.999Z', null, '1969-07-20T20:17:40.000Z']) {
      const record = createRecord(options, moves, { created });
      assert.deepEqual(decodeRecord(encodeRecord(record)), record);
    }
    for (const seed of [-5, 2 ** 40, 0.5, 1e21, 'x'.repeat(200)]) {
      const record = createRecord({ players: 2, seed }, []);
      assert.deepEqual(decodeRecord(encodeRecord(record)), record, `seed ${seed}`);
    }
  });

  it('a damaged link gives a RecordError: cut, changed, or not a link', () => {
    const link = encodeRecord(createRecord(gameOf(4).options, gameOf(4).moves));
    assert.equal(recordErrorOf(() => decodeRecord(link.slice(0, 100))).code, 'TRUNCATED');
    assert.equal(recordErrorOf(() => decodeRecord('')).code, 'TRUNCATED');
    const bad = recordErrorOf(() => decodeRecord(`${link.slice(0, 50)}é${link.slice(51)}`));
    assert.equal(bad.code, 'BAD_ENCODING');
    assert.match(bad.message, /character 51/);
    const flipped = link.slice(0, 80) + (link[80] === 'A' ? 'B' : 'A') + link.slice(81);
    assert.equal(recordErrorOf(() => decodeRecord(flipped)).code, 'BAD_ENCODING');
    assert.equal(decodeRecord(`  ${link.slice(0, 60)}\n${link.slice(60)}  `).moves.length, gameOf(4).moves.length, 'whitespace is ignored');
  });
});

// ------------------------------------------------------------------ validation messages

describe('records: clear errors', () => {
  const g = gameOf(3, 1);
  const record = createRecord(g.options, g.moves);

  it('an illegal move names the move and wraps the engine reason', () => {
    const i = g.moves.findIndex((m, k) => m.type === 'place' && k > 10);
    const move = g.moves[i] as Extract<Move, { type: 'place' }>;
    const other = (move.seat + 1) % 3;
    const tampered = clone(record);
    (tampered.moves[i] as { seat: number }).seat = other;
    const e = recordErrorOf(() => parseRecord(JSON.stringify(tampered)));
    assert.equal(e.code, 'ILLEGAL_MOVE');
    assert.equal(e.ruleCode, 'NOT_YOUR_DECISION');
    assert.equal(e.path, `moves[${i}]`);
    assert.ok(e.message.startsWith(`moves[${i}]: it is ${g.options.seats[move.seat]}'s decision (seat ${move.seat}), not seat ${other}'s`), e.message);
  });

  it('bad fields name their path', () => {
    const cases: [unknown, string, RegExp][] = [
      [{ ...record, options: { ...record.options, players: 7 } }, 'BAD_FIELD', /^options\.players: must be a number of players 2–5, got 7/],
      [{ ...record, options: { seats: ['A', ''], seed: 1 } }, 'BAD_FIELD', /^options\.seats\[1\]: must be a non-empty name/],
      [{ ...record, options: { players: 3 } }, 'BAD_FIELD', /^options\.seed: missing/],
      [{ ...record, options: { ...record.options, scenario: { round: 9 } } }, 'BAD_FIELD', /^options\.scenario\.round: must be a whole number from 1 to 5/],
      [{ ...record, options: { ...record.options, scenario: { deck: ['dragon'] } } }, 'BAD_FIELD', /^options\.scenario\.deck\[0\]: unknown card/],
      [{ ...record, moves: [{ type: 'roll' }, { type: 'fly' }] }, 'BAD_FIELD', /^moves\[1\]\.type: unknown move type "fly"/],
      [{ ...record, moves: [{ type: 'roll' }, { type: 'place', seat: 0, location: 'camp' }] }, 'BAD_FIELD', /^moves\[1\]\.meeples: missing/],
      [{ ...record, moves: [{ type: 'roll', seat: 1 }] }, 'BAD_FIELD', /^moves\[0\]\.seat: unknown field for a roll move/],
      [{ ...record, moves: 'none' }, 'BAD_FIELD', /^moves: must be an array/],
      [{ ...record, created: 'yesterday' }, 'BAD_FIELD', /^created: must be an ISO date/],
      [{ ...record, check: 'xyz' }, 'BAD_FIELD', /^check: /],
      [{ ...record, check: '00000000' }, 'MISMATCH', /^check: the replayed game differs/],
      [{ ...record, format: 'chess-pgn' }, 'NOT_A_RECORD', /^format: /],
      [{ moves: [] }, 'NOT_A_RECORD', /"format"/],
      [g.final, 'NOT_A_RECORD', /game state, not a game record/],
      [[record], 'NOT_A_RECORD', /array/],
      [42, 'NOT_A_RECORD', /got number/],
      ['{"format": "quetzal-record", "version": 1,\n "moves": [ {"type": "roll"}, {"type": "place" "seat": 0} ] }', 'NOT_JSON', /^moves\[1\]: not valid JSON at line 2, column 48: expected ',' or '}', found "\\"seat/],
      [JSON.stringify(record).slice(0, 700), 'TRUNCATED', /^moves\[\d+\](\.\w+)?: the text stops early/],
      ['{"options": {"seats": ["A', 'TRUNCATED', /^options\.seats\[0\]: the text stops early/],
      ['{"format":"quetzal-record","version":1,"engine":"quetzal-rules/1.0","created":null,"options":{"seed":1,"__proto__":{"x":1}},"moves":[]}', 'BAD_FIELD', /^options\.__proto__: the key "__proto__" is not allowed/],
    ];
    for (const [input, code, pattern] of cases) {
      const e = recordErrorOf(() => parseRecord(input), String(pattern));
      assert.equal(e.code, code, e.message);
      assert.match(e.message, pattern);
    }
  });

  it('refuses huge inputs up front, before parsing or reading them', () => {
    // Counts what the refusal costs: JSON.parse / JSON.stringify calls and reads of a move.
    const calls = { parse: 0, stringify: 0 };
    const { parse, stringify } = JSON;
    const counting = <T>(fn: () => T): T => {
      calls.parse = 0;
      calls.stringify = 0;
      JSON.parse = ((...a: Parameters<typeof parse>) => { calls.parse++; return parse(...a); }) as typeof parse;
      JSON.stringify = ((...a: Parameters<typeof stringify>) => { calls.stringify++; return stringify(...a); }) as typeof stringify;
      try {
        return fn();
      } finally {
        JSON.parse = parse;
        JSON.stringify = stringify;
      }
    };
    const huge = `{"format":"quetzal-record","moves":[${'0,'.repeat(2_500_000)}0]}`;
    const e5mb = counting(() => recordErrorOf(() => parseRecord(huge), '5 MB'));
    assert.equal(e5mb.code, 'TOO_LARGE');
    assert.match(e5mb.message, /^the text has 5,000,0\d\d characters; a record has at most/);
    assert.deepEqual(calls, { parse: 0, stringify: 0 }, 'the 5 MB text is never parsed');
    // 100,000 moves in an object: refused on the array's length, no move read.
    let reads = 0;
    const moves = new Proxy(Array.from({ length: 100_000 }, () => ({ type: 'roll' })), {
      get(target, key, receiver) {
        if (typeof key === 'string' && /^\d+$/.test(key)) reads++;
        return Reflect.get(target, key, receiver);
      },
    });
    const many = { ...record, moves };
    const e = counting(() => recordErrorOf(() => parseRecord(many), '100k moves'));
    assert.equal(e.code, 'TOO_LARGE');
    assert.match(e.message, /^moves: 100,000 moves; a record holds at most 2,000/);
    assert.equal(reads, 0, 'no move of the 100,000 is read');
    assert.deepEqual(calls, { parse: 0, stringify: 0 }, 'the 100,000 moves are never serialized');
    assert.equal(recordErrorOf(() => parseRecord(stringify({ ...record, moves: [...moves] })), '100k moves as text').code, 'TOO_LARGE');
    const moves2001 = { ...record, moves: Array.from({ length: LIMITS.moves + 1 }, () => ({ type: 'roll' })) };
    const e2001 = recordErrorOf(() => parseRecord(JSON.stringify(moves2001)));
    assert.equal(e2001.code, 'TOO_LARGE');
    assert.equal(e2001.path, 'moves');
    const deep = `{"format":"quetzal-record","version":1,"engine":"${ENGINE_VERSION}","created":null,"options":{"seed":1,"scenario":${'['.repeat(50_000)}${']'.repeat(50_000)}},"moves":[]}`;
    assert.equal(recordErrorOf(() => parseRecord(deep), 'deep').code, 'TOO_LARGE');
    const link = counting(() => recordErrorOf(() => decodeRecord('A'.repeat(5_000_000)), 'huge link'));
    assert.equal(link.code, 'TOO_LARGE');
    assert.match(link.message, /^the link has 5,000,000 characters; at most/);
    assert.deepEqual(calls, { parse: 0, stringify: 0 }, 'the 5 MB link is never decoded');
  });
});

// ------------------------------------------------------------------ fuzz

const GARBAGE: unknown[] = [null, true, false, 0, -1, 1, 2, 7, 74, 75, 1e9, -0.5, '', 'x', 'camp', 'U07', [], [0], [0, 0], [1, 2, 3], {}, { type: 'roll' }, '__proto__'];
const FIELDS = ['type', 'seat', 'location', 'space', 'meeples', 'color', 'meeple', 'cards', 'card', 'tile', 'extra'];

function pick<T>(rng: RngState, list: readonly T[]): T {
  return list[Math.floor(nextFloat(rng) * list.length)]!;
}

function mutateMoves(rng: RngState, record: GameRecord): GameRecord {
  const r = clone(record);
  const n = r.moves.length;
  const i = Math.floor(nextFloat(rng) * n);
  const j = Math.floor(nextFloat(rng) * n);
  switch (Math.floor(nextFloat(rng) * 5)) {
    case 0: // a field changed
      (r.moves[i] as unknown as Record<string, unknown>)[pick(rng, FIELDS)] = pick(rng, GARBAGE);
      break;
    case 1: // a field removed
      delete (r.moves[i] as unknown as Record<string, unknown>)[pick(rng, FIELDS)];
      break;
    case 2: // two moves swapped
      [r.moves[i], r.moves[j]] = [r.moves[j]!, r.moves[i]!];
      break;
    case 3: // a move deleted
      r.moves.splice(i, 1);
      break;
    default: // a move duplicated
      r.moves.splice(i, 0, r.moves[i]!);
  }
  return r;
}

function mutateTop(rng: RngState, record: GameRecord): unknown {
  const r = clone(record) as unknown as Record<string, unknown>;
  const options = r.options as Record<string, unknown>;
  switch (Math.floor(nextFloat(rng) * 6)) {
    case 0:
      r[pick(rng, ['format', 'version', 'engine', 'created', 'options', 'moves', 'check'])] = pick(rng, GARBAGE);
      break;
    case 1:
      options[pick(rng, ['players', 'seats', 'seed', 'scenario', 'color'])] = pick(rng, GARBAGE);
      break;
    case 2:
      r.version = pick(rng, [2, 3, 99, 1e6]);
      break;
    case 3: {
      const text = JSON.stringify(r);
      switch (Math.floor(nextFloat(rng) * 3)) {
        case 0:
          return `{"__proto__":{"polluted":1},${text.slice(1)}`;
        case 1:
          return text.replace('"options":{', '"options":{"constructor":{"prototype":{"polluted":1}},');
        default:
          return text.replace('"moves":[', '"moves":[{"__proto__":{"polluted":1},"type":"roll"},');
      }
    }
    case 4:
      delete r[pick(rng, ['format', 'version', 'engine', 'options', 'moves'])];
      break;
    default:
      options.scenario = pick(rng, [{ round: 0 }, { seats: [null] }, { deck: [1, 1] }, { rolls: ['up'] }, { temple: 'x' }, { surroundings: { moon: [] } }, { automatonCards: ['A99'] }, { upgradePile: [99] }]);
  }
  return r;
}

function randomText(rng: RngState): string {
  const n = Math.floor(nextFloat(rng) * 300);
  let s = '';
  for (let i = 0; i < n; i++) s += String.fromCharCode(Math.floor(nextFloat(rng) * (nextFloat(rng) < 0.8 ? 128 : 0xffff)));
  return nextFloat(rng) < 0.3 ? `{"format":"quetzal-record",${s}` : s;
}

describe('records: fuzz', () => {
  it('2,400 tampered inputs: always a RecordError with a code and a place, never another exception, inputs untouched', (t) => {
    const rng = seedRng('fuzz');
    const bases = [gameOf(2, 4), gameOf(3, 5), gameOf(4, 6), gameOf(5, 7)].map((g) => deepFreeze(createRecord(g.options, g.moves)));
    const texts = bases.map((r) => JSON.stringify(r));
    const counts: Record<string, number> = {};
    let accepted = 0;
    for (let k = 0; k < 2400; k++) {
      const b = k % bases.length;
      const base = bases[b]!;
      const kind = k % 6;
      let input: unknown;
      if (kind === 0) {
        const cut = Math.floor(nextFloat(rng) * texts[b]!.length);
        const e = recordErrorOf(() => parseRecord(texts[b]!.slice(0, cut)), `cut at ${cut}`);
        assert.equal(e.code, 'TRUNCATED', e.message);
        const movesAt = texts[b]!.indexOf('"moves":[') + 9;
        const movesEnd = texts[b]!.lastIndexOf('],"check"');
        if (cut >= movesAt && cut <= movesEnd) assert.match(e.message, /^moves\[\d+\]/, e.message);
        counts.TRUNCATED = (counts.TRUNCATED ?? 0) + 1;
        continue;
      }
      if (kind === 1 || kind === 2) input = deepFreeze(mutateMoves(rng, base));
      else if (kind === 3) input = mutateTop(rng, base);
      else if (kind === 4) input = randomText(rng);
      else {
        const link = encodeRecord(base);
        const p = Math.floor(nextFloat(rng) * link.length);
        const damaged = nextFloat(rng) < 0.5 ? link.slice(0, p) : link.slice(0, p) + pick(rng, [...'AQgw-_9z']) + link.slice(p + 1);
        try {
          const r = decodeRecord(damaged);
          assert.deepEqual(r, parseRecord(r), 'a decoded record is valid');
          accepted++;
        } catch (e) {
          assert.ok(e instanceof RecordError && e.code !== 'INTERNAL', `link damaged at ${p}: ${String(e)}`);
          counts[`link ${e.code}`] = (counts[`link ${e.code}`] ?? 0) + 1;
        }
        continue;
      }
      const before = typeof input === 'string' ? input : JSON.stringify(input);
      const out = parseOrError(input, `case ${k}`);
      assert.equal(typeof input === 'string' ? input : JSON.stringify(input), before, 'the input is unchanged');
      assert.equal(({} as Record<string, unknown>).polluted, undefined, 'no prototype pollution');
      if (out instanceof RecordError) {
        counts[out.code] = (counts[out.code] ?? 0) + 1;
        if (kind === 1 || kind === 2) {
          assert.ok(/^(moves(\[\d+\])?|check)[.:\[ ]/.test(out.message), `a changed move is named: ${out.message}`);
        }
        if (out.code === 'BAD_FIELD' && out.path.startsWith('options')) assert.match(out.message, /^options/);
      } else {
        accepted++;
      }
    }
    t.diagnostic(`outcomes: ${JSON.stringify(counts)}, accepted ${accepted}`);
    assert.ok(counts.ILLEGAL_MOVE! > 100 && counts.BAD_FIELD! > 100 && counts.TRUNCATED! > 300 && counts.FUTURE_VERSION! > 10, JSON.stringify(counts));
    assert.ok(accepted < 200, `few mutations leave a valid record (${accepted})`);
  });

  it('objects that cannot be JSON, or that throw, give RecordError too', () => {
    const cyclic: Record<string, unknown> = { format: 'quetzal-record' };
    cyclic.self = cyclic;
    const throwing = { get moves(): unknown { throw new Error('boom'); } };
    const proxy = new Proxy({}, { ownKeys() { throw new Error('nope'); }, get() { throw new Error('nope'); } });
    for (const input of [cyclic, throwing, proxy, { format: 'quetzal-record', version: 1n }, undefined, null, () => 1, Symbol('x')]) {
      recordErrorOf(() => parseRecord(input), String(typeof input));
    }
    for (const input of [undefined, null, 5, {}, [], 'AAAA', '____', '!!!']) {
      recordErrorOf(() => decodeRecord(input as string), `decode ${String(input)}`);
    }
  });
});

// ------------------------------------------------------------------ undo

/** Plays a whole random game through a History, checking the undo rule at every step. */
function checkUndoAlongGame(g: Played, stats: Record<string, number>): void {
  let h = createHistory(g.options);
  const barrierEvents = new Set(['rolled', 'rerolled', 'roundStart', 'automatonCard', 'deckReshuffled']);
  g.moves.forEach((move, i) => {
    const prev = h;
    const out = playWithEvents(h, move);
    h = out.history;
    assert.deepEqual(h.state, g.states[i + 1]);
    const seat = 'seat' in move ? move.seat : null;
    const revealing = out.events.some((e) => barrierEvents.has(e.type)
      || (e.type === 'cardsTaken' && e.from === 'deck' && move.type !== 'keepDrawn'));
    if (seat === null || revealing) {
      for (let s = 0; s < g.options.seats.length; s++) assert.equal(canUndo(h, s), false, `move ${i} (${move.type}) is final`);
      stats.barrier = (stats.barrier ?? 0) + 1;
      return;
    }
    for (let s = 0; s < g.options.seats.length; s++) {
      if (s !== seat) assert.equal(undoRefusal(h, s), 'NOT_YOUR_MOVE', 'only the mover may undo');
    }
    if (!canUndo(h, seat)) {
      stats.lockedByState = (stats.lockedByState ?? 0) + 1; // e.g. a Discovery Upgrade drawn, the U09 draw
      assert.notEqual(barrierOf(prev.state, h.state, move, out.events), null);
      return;
    }
    stats.undoable = (stats.undoable ?? 0) + 1;
    // Undo gives back the state before; redo gives back the state after.
    const undone = undo(h, seat);
    assert.deepEqual(undone.state, g.states[i]);
    assert.deepEqual(undone.moves, g.moves.slice(0, i));
    assert.ok(canRedo(undone, seat));
    assert.deepEqual(redo(undone, seat).state, h.state);
    assert.deepEqual(redo(undone, seat).moves, h.moves);
    // Undo as far as allowed: nothing random or hidden is ever restored.
    let far = h;
    let steps = 0;
    while (canUndo(far, seat)) {
      far = undo(far, seat);
      steps++;
    }
    stats.maxSteps = Math.max(stats.maxSteps ?? 0, steps);
    const k = far.moves.length;
    assert.deepEqual(far.state, g.states[k]);
    assert.deepEqual(far.state.rng, h.state.rng, 'the generator is never rewound');
    assert.deepEqual(far.state.upgradePile, h.state.upgradePile);
    assert.deepEqual(far.state.automaton, h.state.automaton);
    assert.deepEqual(h.state.deck.slice(h.state.deck.length - far.state.deck.length), far.state.deck, 'no drawn card goes back');
    // The move before the undone run is final: another seat's, the table's, or a revealing one.
    if (k > 0) {
      const before = g.moves[k - 1]!;
      const beforeSeat = 'seat' in before ? before.seat : null;
      assert.ok(beforeSeat !== seat || barrierOf(g.states[k - 1]!, g.states[k]!, before, g.events[k - 1]!) !== null);
    }
    // Redo all the way back to the same history state.
    let back = far;
    while (canRedo(back, seat)) back = redo(back, seat);
    assert.deepEqual(back.state, h.state);
    assert.deepEqual(back.moves, h.moves);
  });
}

describe('records: undo and redo', () => {
  it('follow the rule along 40 random games (every move checked)', (t) => {
    const stats: Record<string, number> = {};
    for (const g of GAMES.filter((_, i) => i % 5 === 0)) checkUndoAlongGame(g, stats);
    t.diagnostic(`moves: ${JSON.stringify(stats)}`);
    assert.ok(stats.undoable! > 500 && stats.barrier! > 500 && stats.lockedByState! > 0 && stats.maxSteps! >= 2, JSON.stringify(stats));
  });

  it('refuses to cross a roll, a Camp reroll, a deck draw (U09 included) and a round start; new moves clear redo', () => {
    // 3 seats; seat 0 holds U09 and goes to Temple space 3 (draws 1 card, 2 with U09).
    const options = {
      seats: ['Ann', 'Bob', 'Cy'], seed: 'undo',
      scenario: { firstPlayer: 0, rolls: [...faces(7, 'white'), ...faces(7, 'side'), ...faces(7, 'black'), 'standing' as const, 'black' as const], seats: [{ upgrades: ['U09'], coins: 9 }] },
    };
    let h = createHistory(options);
    assert.equal(undoRefusal(h, 0), 'NOTHING_TO_UNDO');
    h = play(h, { type: 'roll' });
    for (const s of [0, 1, 2]) assert.equal(undoRefusal(h, s), 'NOT_YOUR_MOVE', 'the roll is the table\'s: nobody undoes it');

    h = play(h, { type: 'place', seat: 0, location: 'temple', space: 2, meeples: [0] });
    assert.ok(canUndo(h, 0));
    assert.equal(undoRefusal(h, 1), 'NOT_YOUR_MOVE', 'Bob cannot undo Ann\'s move');
    const afterAnn = h;
    // Undo, then a different move: redo is cleared.
    h = undo(h, 0);
    assert.ok(canRedo(h, 0));
    assert.equal(canRedo(h, 1), false, 'only the seat that undid redoes');
    h = play(h, { type: 'place', seat: 0, location: 'temple', space: 2, meeples: [1] });
    assert.equal(canRedo(h, 0), false, 'a new move clears redo');
    assert.deepEqual(h.redo, []);
    h = undo(h, 0);
    h = redo(h, 0);
    assert.deepEqual(h.state, play(undo(h, 0), { type: 'place', seat: 0, location: 'temple', space: 2, meeples: [1] }).state);
    h = afterAnn;

    // Bob goes to the Camp: +1 coin, then rerolls one meeple (random): final.
    h = play(h, { type: 'place', seat: 1, location: 'camp', meeples: [0] });
    assert.equal(undoRefusal(h, 0), 'NOT_YOUR_MOVE', 'once Bob has acted, Ann\'s move is final');
    assert.ok(canUndo(h, 1));
    assert.equal(undoRefusal(undo(h, 1), 0), 'LOCKED', '…even if Bob takes his move back');
    const campReroll = playWithEvents(h, { type: 'campReroll', seat: 1, meeple: 1 });
    assert.ok(campReroll.events.some((e) => e.type === 'rerolled'));
    assert.equal(undoRefusal(campReroll.history, 1), 'LOCKED', 'a Camp reroll cannot be taken back');
    // Declining the reroll reveals nothing: both moves can be taken back, in order.
    h = play(h, { type: 'campReroll', seat: 1, meeple: null });
    assert.ok(canUndo(h, 1));
    assert.equal(undo(undo(h, 1), 1).moves.length, h.moves.length - 2);
    assert.deepEqual(undo(undo(h, 1), 1).state, afterAnn.state);

    // Everyone else to the Camp (declining rerolls); activation reaches Ann's Temple choice.
    const beforeCamp = h.state;
    for (let kind = currentDecision(h.state).kind; kind === 'place' || kind === 'campReroll'; kind = currentDecision(h.state).kind) {
      const seat = currentDecision(h.state).seat!;
      const pool = h.state.seats[seat]!.meeples.filter((m) => !m.placed).map((m) => m.id);
      h = play(h, kind === 'place' ? { type: 'place', seat, location: 'camp', meeples: pool } : { type: 'campReroll', seat, meeple: null });
    }
    assert.deepEqual(h.state, campRest(beforeCamp));
    assert.equal(currentDecision(h.state).kind, 'templeCards');
    const card = h.state.board.temple.find((c) => c !== null)!;
    const chosen = playWithEvents(h, { type: 'chooseCards', seat: 0, cards: [card] });
    h = chosen.history;
    assert.equal(currentDecision(h.state).kind, 'keepDrawn');
    assert.ok(!chosen.events.some((e) => e.type === 'cardsTaken' && e.from === 'deck'), 'the U09 draw emits no event yet');
    assert.equal(undoRefusal(h, 0), 'LOCKED', 'the U09 draw is caught from the deck itself');
    // Keeping one of the drawn cards reveals nothing new: it can be taken back, and redone.
    const decision = currentDecision(h.state) as { cards: number[] };
    const kept = play(h, { type: 'keepDrawn', seat: 0, card: decision.cards[1]! });
    assert.ok(canUndo(kept, 0), 'keeping a card already seen can be taken back');
    assert.deepEqual(undo(kept, 0).state, h.state);
    assert.equal(undoRefusal(undo(kept, 0), 0), 'LOCKED', '…but not the draw before it');
    assert.deepEqual(redo(undo(kept, 0), 0).state, kept.state);
    h = kept;
    // Finish the round: prepare starts a new round (refills from the deck): final for everyone.
    const rng = seedRng('finish');
    while (currentDecision(h.state).kind !== 'prepare') h = play(h, randomMove(h.state, () => nextFloat(rng))!);
    const prepared = playWithEvents(h, { type: 'prepare' });
    assert.ok(prepared.events.some((e) => e.type === 'roundStart'));
    for (const seat of [0, 1, 2]) assert.equal(canUndo(prepared.history, seat), false);
    assert.throws(() => undo(prepared.history, 0), (e: unknown) => e instanceof UndoError && e.code === 'NOT_YOUR_MOVE');
  });

  it('a history is plain JSON and survives a record round trip', () => {
    const g = gameOf(4, 2);
    let h: History = createHistory(g.options);
    for (const m of g.moves.slice(0, 77)) h = play(h, m);
    assert.deepEqual(clone(h), h, 'plain JSON');
    const record = historyToRecord(h);
    assert.deepEqual(parseRecord(JSON.stringify(record)), record);
    const rebuilt = historyFromRecord(parseRecord(record));
    assert.deepEqual(rebuilt.state, h.state);
    assert.deepEqual(rebuilt.undo, h.undo, 'what can be undone is recomputed');
    assert.equal(createHistory({ players: 2 }).options.seed !== undefined, true, 'a seed is always kept');
  });
});

// ------------------------------------------------------------------ storage

describe('records: save slot', () => {
  const g = gameOf(5, 9);
  const record = createRecord(g.options, g.moves);

  it('saves and loads a full 5-player game (its speed: npm run bench, bench/records-speed.ts)', () => {
    const storage = memoryStorage();
    const slot = createSaveSlot('quetzal:test', storage);
    assert.equal(slot.persistent, true);
    assert.equal(slot.load(), null);
    const r = slot.save(record);
    assert.deepEqual(r, { saved: true, persistent: true, issue: null, chars: JSON.stringify(record).length });
    assert.deepEqual(slot.load(), record);
    // What the UI saves after each move: history → record → storage, loaded back move for move.
    let h = createHistory(g.options);
    for (const m of g.moves) h = play(h, m);
    assert.equal(slot.save(historyToRecord(h)).saved, true);
    assert.deepEqual(slot.load()!.moves, record.moves);
    slot.clear();
    assert.equal(slot.load(), null);
    assert.equal(storage.size, 0);
  });

  it('falls back to memory when storage is full or unavailable, and says so; save never throws', () => {
    let full = false;
    const items = new Map<string, string>();
    const quota: StorageLike = {
      getItem: (k) => items.get(k) ?? null,
      setItem: (k, v) => {
        if (full) throw Object.assign(new Error('quota'), { name: 'QuotaExceededError', code: 22 });
        items.set(k, v);
      },
      removeItem: (k) => void items.delete(k),
    };
    const slot = createSaveSlot('quetzal:q', quota);
    slot.save(createRecord(g.options, g.moves.slice(0, 10)));
    full = true;
    const r = slot.save(record);
    assert.equal(r.saved, true);
    assert.equal(r.persistent, false);
    assert.equal(r.issue?.code, 'QUOTA');
    assert.equal(slot.persistent, false);
    assert.match(slot.issue!.message, /full/);
    assert.deepEqual(slot.load(), record, 'the latest game is kept in memory');
    full = false;
    assert.equal(slot.save(record).persistent, true, 'back to storage once there is room');
    assert.equal(slot.persistent, true);

    const denied: StorageLike = {
      getItem: () => { throw Object.assign(new Error('denied'), { name: 'SecurityError' }); },
      setItem: () => { throw Object.assign(new Error('denied'), { name: 'SecurityError' }); },
      removeItem: () => { throw Object.assign(new Error('denied'), { name: 'SecurityError' }); },
    };
    for (const slot2 of [createSaveSlot('quetzal:d', denied), createSaveSlot('quetzal:n', null), createSaveSlot('quetzal:g')]) {
      assert.equal(slot2.persistent, false);
      assert.equal(slot2.issue?.code, 'UNAVAILABLE');
      assert.equal(slot2.load(), null);
      assert.equal(slot2.save(record).saved, true);
      assert.deepEqual(slot2.load(), record);
      slot2.clear();
      assert.equal(slot2.load(), null);
    }
    const cyclic = { ...record } as Record<string, unknown>;
    cyclic.self = cyclic;
    assert.doesNotThrow(() => createSaveSlot('quetzal:c', memoryStorage()).save(cyclic as unknown as GameRecord));
    assert.equal(createSaveSlot('quetzal:c', memoryStorage()).save(cyclic as unknown as GameRecord).issue?.code, 'NOT_SERIALIZABLE');
  });

  it('corrupt saved data gives a RecordError on load', () => {
    const storage = memoryStorage();
    const slot = createSaveSlot('quetzal:x', storage);
    for (const [text, code] of [['{"format":"quetzal-rec', 'TRUNCATED'], ['not json', 'NOT_JSON'], ['{"a":1}', 'NOT_A_RECORD'], [JSON.stringify({ ...record, moves: record.moves.slice(1) }), 'ILLEGAL_MOVE']] as const) {
      storage.setItem('quetzal:x', text);
      assert.equal(recordErrorOf(() => slot.load()).code, code);
      assert.equal(slot.loadText(), text);
    }
  });

  it('checkRecordShape checks fields without a replay; fingerprints ignore key order', () => {
    assert.deepEqual(checkRecordShape(record), record);
    const reordered = Object.fromEntries(Object.entries(g.final).reverse()) as unknown as GameState;
    assert.equal(stateFingerprint(reordered), stateFingerprint(g.final));
  });
});
