/**
 * Every game's records, through the seams (kit/game-engine.ts, kit/game-records.ts): a record made from
 * the options and the moves, read back with every check, replayed with the move at fault named; its
 * spectator record; a history with undo and redo; a save slot. The share links are game-links.ts.
 *
 * Reading a record (`readGameRecord`) checks, in order of cost, and throws RecordError, never anything
 * else: the text (size, JSON, nesting: json-read.ts); the format and version (NOT_A_RECORD, FUTURE_VERSION;
 * a spectator record → SPECTATOR_RECORD: it replays, it cannot be played on); the engine, created, options
 * and every move's shape (BAD_FIELD naming the path, TOO_LARGE); the rule-set's fingerprint
 * (UNKNOWN_RULESET, MISMATCH); then a replay of every move (ILLEGAL_MOVE `moves[i]: <the engine's reason>`,
 * with the engine's code in `ruleCode`) and the check value (MISMATCH). The input is never changed.
 */
import { isPlain } from '../json-shape.js';
import type { GameHistory } from './game-history.js';
import { recorded, startState } from './history-replay.js';
import type { GameRecord, GameRecords, RecordsGame, Seeded, SpectatorRecord } from '../game-records.js';
import { guarded, RecordError, recordFail, show } from './errors.js';
import { checkEngine, checkFormatVersion, createdString, normalizeCreated, readRecordFields } from './fields.js';
import { readSpectatorBody, spectatorSteps, type FrameRules } from './frames.js';
import { readTree } from './json-read.js';
import { LIMITS } from './limits.js';
import { openSaveSlot, type SaveSlot, type StorageLike } from './storage.js';

/** A game, as the functions here take it (what a function does not use is left unknown). */
type Game<S = unknown, M = unknown, E = unknown, O = unknown, P = unknown> = RecordsGame<S, M, E, O, P>;

// ------------------------------------------------------------------ replay

/** Move `index` of a record played on `state` (never changed); a refused move is ILLEGAL_MOVE at `moves[index]`. */
export function playRecorded<S, M, E>(game: Game<S, M, E>, state: S, move: M, index: number): { state: S; events: E[] } {
  return recorded(game, state, move, index, () => game.engine.applyWithEvents(state, move));
}

export interface GameReplay<S, M, E> {
  /** The state after the last move. */
  final: S;
  /** With `{ states: true }`: states[i] is the state after i moves (0: the start). */
  states?: S[];
  /** With `{ log: true }`: each move with the events it caused. */
  log?: { index: number; move: M; events: E[] }[];
}

/**
 * Replays a record from its options (its fields already checked). Throws RecordError: BAD_FIELD for
 * options the engine refuses, ILLEGAL_MOVE for a move it refuses, MISMATCH when the result differs from `record.check`.
 */
export function replayGameRecord<S, M, E>(game: Game<S, M, E>, record: GameRecord<M>, opts: { states?: boolean; log?: boolean } = {}): GameReplay<S, M, E> {
  return guarded(() => {
    let state = startState(game, record.options);
    const states = opts.states ? [state] : undefined;
    const log: GameReplay<S, M, E>['log'] = opts.log ? [] : undefined;
    record.moves.forEach((move, i) => {
      const played = playRecorded(game, state, move, i);
      state = played.state;
      log?.push({ index: i, move, events: played.events });
      states?.push(state);
    });
    if (record.check !== undefined) {
      const print = game.records.fingerprint(state);
      if (print !== record.check) {
        recordFail('MISMATCH', `the replayed game differs from the recorded one (fingerprint ${print}, recorded ${record.check}); it was played under ${record.engine}, this is ${game.records.engineVersion}`, 'check');
      }
    }
    const out: GameReplay<S, M, E> = { final: state };
    if (states) out.states = states;
    if (log) out.log = log;
    return out;
  });
}

// ------------------------------------------------------------------ making and reading records

/** The record's fingerprint of its rule-set: the included one's, else the shipped one's. */
function rulesOfOptions<O>(game: Game<unknown, unknown, unknown, O>, options: O): string {
  return game.records.rulesPrint(options) ?? game.records.shippedRulesPrint();
}

/**
 * A record of a game: checks the options and every move (replaying them) and returns a canonical copy,
 * with the fingerprint of the final state (unless `check: false`) and of the rule-set. `created`: when the
 * game started (default now; null: unknown). Throws RecordError like readGameRecord.
 */
export function createGameRecord<M, O>(
  game: Game<unknown, M, unknown, O>, options: Seeded<O>, moves: readonly M[], opts: { created?: Date | string | null; check?: boolean } = {},
): GameRecord<M, O> {
  return guarded(() => {
    if (!Array.isArray(moves)) recordFail('BAD_FIELD', 'must be an array of moves', 'moves');
    if (moves.length > LIMITS.moves) recordFail('TOO_LARGE', `${moves.length} moves; a record holds at most ${LIMITS.moves}`, 'moves');
    // A JSON round trip first: a private copy without undefined fields, as a reader will see it.
    const plain = JSON.parse(JSON.stringify({ options, moves })) as { options: unknown; moves: unknown[] };
    const r = game.records;
    const record: GameRecord<M, O> = {
      format: r.format,
      version: r.version,
      engine: r.engineVersion,
      created: createdString(opts.created),
      options: r.readOptions(plain.options, 'options'),
      moves: plain.moves.map((m, i) => r.readMove(m, `moves[${i}]`)),
    };
    const { final } = replayGameRecord(game, record);
    if (opts.check !== false) record.check = r.fingerprint(final);
    record.rules = rulesOfOptions(game, record.options);
    return record;
  });
}

/** The newest record version a game reads: its full or its spectator records'. */
const latestOf = (game: Game) => Math.max(game.records.version, game.records.spectatorVersion);

/** A checked JSON tree's format and version; a spectator record where a full one is needed is SPECTATOR_RECORD. */
function fullRecordTree(game: Game, value: unknown): Record<string, unknown> {
  const r = game.records;
  const version = checkFormatVersion(value, { format: r.format, latest: latestOf(game), title: r.title });
  const raw = value as Record<string, unknown>;
  if (raw.kind === 'spectator') {
    recordFail('SPECTATOR_RECORD', 'this is a spectator record (what a spectator saw, without the seed or any hidden card): it can be replayed, not played on', 'kind');
  }
  if (version !== r.version) recordFail('BAD_FIELD', `a full ${r.title} record is version ${r.version}, not ${version}`, 'version');
  return raw;
}

/** A record's fields checked (no replay): a canonical copy. */
function normalizeGameRecord<M, O>(game: Game<unknown, M, unknown, O>, raw: Record<string, unknown>): GameRecord<M, O> {
  return readRecordFields(game.records, raw);
}

/** A record read and checked, with the state after its last move (the replay that checked it). */
export interface GameRead<S, M, O> {
  record: GameRecord<M, O>;
  final: S;
}

/** Reads and checks a full record (JSON text or an object, see the top of this file); a canonical copy. Throws RecordError. */
export function readGameRecord<S, M, O>(game: Game<S, M, unknown, O>, input: unknown): GameRead<S, M, O> {
  return guarded(() => {
    if (game.records.read) return game.records.read(input);
    const record = normalizeGameRecord(game, fullRecordTree(game, readTree(input)));
    return { record, final: replayGameRecord(game, record).final };
  });
}

// ------------------------------------------------------------------ spectator records

/** The engine's and the records' answers about frames, for the kit's spectator checks. */
function frameRules<S, P, E>(game: Game<S, unknown, E, unknown, P>): FrameRules<S, P, E> {
  const { engine, records } = game;
  const rules: FrameRules<S, P, E> = {
    readFrame: (raw, path) => records.readFrame(raw, path),
    readPublicMove: (raw, path) => records.readPublicMove(raw, path),
    readEvent: (raw, path) => records.readEvent(raw, path),
    moveSeat: (move) => engine.moveSeat(move as never),
    deciders: (frame) => engine.deciders(frame).map((d) => d.seat),
    isOver: (frame) => engine.isOver(frame),
    seatCount: (frame) => records.seatCount(frame),
  };
  if (records.outOfTurn) rules.outOfTurn = (frame, move) => records.outOfTurn!(frame, move);
  return rules;
}

/**
 * The spectator record of a full record (checked first, as readGameRecord does): the public position at
 * the start and after each move (`viewFor(state, null)`), the moves and events as a spectator saw them
 * (`publicMove`, `eventFor(event, null)`). No seed, no hidden card, no secret choice not yet shown.
 */
export function spectatorGameRecord<S, P, E>(game: Game<S, unknown, E, unknown, P>, record: GameRecord): SpectatorRecord<S, P, E> {
  return guarded(() => {
    const full = readGameRecord(game, record).record;
    const { states, log } = replayGameRecord(game, full, { states: true, log: true });
    const frames = states!.map((s) => JSON.parse(JSON.stringify(game.engine.viewFor(s, null))) as S);
    const steps = spectatorSteps(frames, log!, { publicMove: (m) => game.records.publicMove(m), eventFor: (e) => game.engine.eventFor(e, null) });
    return {
      format: game.records.format, version: game.records.spectatorVersion, kind: 'spectator', engine: full.engine, created: full.created,
      start: frames[0]!, steps,
    };
  });
}

/** A spectator record read and checked, with its frames (frames[i]: the public position after i moves). */
export interface SpectatorGameRead<S, P, E> {
  record: SpectatorRecord<S, P, E>;
  /** They share unchanged parts with each other: treat them as read-only. */
  frames: S[];
}

function readSpectatorTree<S, P, E>(game: Game<S, unknown, E, unknown, P>, value: unknown): SpectatorGameRead<S, P, E> {
  const r = game.records;
  const version = checkFormatVersion(value, { format: r.format, latest: latestOf(game), title: r.title });
  const raw = value as Record<string, unknown>;
  if (raw.kind === undefined) recordFail('BAD_FIELD', `this is a full record (version ${version}), not a spectator record`, 'kind');
  if (version !== r.spectatorVersion) recordFail('BAD_FIELD', `a ${r.title} spectator record is version ${r.spectatorVersion}, not ${version}`, 'version');
  const body = readSpectatorBody(raw, version, frameRules(game), { engine: (e) => checkEngine(e, r.engineVersion), created: normalizeCreated });
  const record: SpectatorRecord<S, P, E> = {
    format: r.format, version, kind: 'spectator', engine: body.engine, created: body.created, start: body.start, steps: body.steps,
  };
  return { record, frames: body.frames };
}

/** Reads and checks a spectator record (JSON text or an object): every frame, move and event. Throws RecordError. */
export function readSpectatorGameRecord<S, P, E>(game: Game<S, unknown, E, unknown, P>, input: unknown): SpectatorGameRead<S, P, E> {
  return guarded(() => readSpectatorTree(game, readTree(input)));
}

/** Any record, full or spectator: what a reader that can show both gets. */
export type AnyGameRead<S, M, E, O, P> = ({ kind: 'full' } & GameRead<S, M, O>) | ({ kind: 'spectator' } & SpectatorGameRead<S, P, E>);

/** Reads and checks any record, full (replayed) or spectator. Throws RecordError. */
export function readAnyGameRecord<S, M, E, O, P>(game: Game<S, M, E, O, P>, input: unknown): AnyGameRead<S, M, E, O, P> {
  return guarded(() => {
    const value = readTree(input);
    if (isPlain(value) && value.kind !== undefined && value.format === game.records.format) return { kind: 'spectator', ...readSpectatorTree(game, value) };
    if (game.records.read) return { kind: 'full', ...game.records.read(value) };
    const record = normalizeGameRecord(game, fullRecordTree(game, value));
    return { kind: 'full', record, final: replayGameRecord(game, record).final };
  });
}

// ------------------------------------------------------------------ history (undo, redo): game-history.ts

export {
  createGameHistory, gameRedoRefusal, gameUndoRefusal, playGameMove, redoGameMove, undoGameMove, type GameHistory, type HistoryGame,
} from './game-history.js';
export { gameHistoryFromRecord, startState } from './history-replay.js';

/** The record of a history, without a replay: cheap enough to save after every move. */
export function gameHistoryToRecord<S, M, O>(game: Game<S, M, unknown, O>, h: GameHistory<S, M, O>): GameRecord<M, O> {
  const r = game.records;
  return {
    format: r.format, version: r.version, engine: r.engineVersion, created: h.created,
    options: JSON.parse(JSON.stringify(h.options)) as Seeded<O>, moves: h.moves.slice(),
    check: r.fingerprint(h.state), rules: rulesOfOptions(game, h.options),
  };
}

// ------------------------------------------------------------------ save slots

/**
 * A save slot for a game's records under `key` (storage.ts): `load` reads the saved text with every check
 * of readGameRecord. `storage`: a Storage-like object (storage.ts `defaultStorage()` for the browser's), or null for memory only.
 */
export function gameSaveSlot<M, O>(game: Game<unknown, M, unknown, O>, key: string, storage: StorageLike | null): SaveSlot<GameRecord<M, O>> {
  return openSaveSlot(key, (text) => readGameRecord(game, text).record, storage);
}
