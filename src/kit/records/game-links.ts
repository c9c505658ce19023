/**
 * Every game's share links (`#<game>=…` in a page's address), through the seams: a full record and a
 * spectator record each as a base64url string in the kit's envelope (link.ts: a format byte, the
 * payload's length, the payload, a 16-bit checksum). The format byte is the game's (`links.full`,
 * `links.spectator` in its records seam), so a link of another game, or of the other kind, is told as such.
 *
 * A full link's payload, in bits (link.ts's BitWriter), is what the record holds, its moves written by
 * the position — the decoder replays the game while it reads, as the encoder did while it wrote:
 *
 * | field | bits |
 * |---|---|
 * | record version | varint |
 * | engine is the current one? else its string | 1 (+ string) |
 * | created: present, sign, milliseconds since 1970 | 1 (+ 1 + varint) |
 * | options (seed included), as JSON compressed (lz.ts) | varint length + bytes |
 * | check: present, value | 1 (+ 32) |
 * | rules: present (its value is the options' rule-set's fingerprint) | 1 |
 * | number of moves, then each move | varint, then see below |
 *
 * A move is its index in the list of every move the position allows: the table's one move (then 0 bits),
 * else every seat's `legalMoves`, seat after seat; one more index says "a move written out" (its JSON
 * compressed follows), for a legal move that list would not hold. So a move takes a few bits (an Aztec
 * game of 150 moves, about 200 characters), and the order of `legalMoves` is part of the engine's MAJOR
 * version (kit/game-records.ts). A spectator link's payload is the spectator record's JSON, compressed.
 *
 * A game with links of its own (`share` in its records seam: Quetzal's) has its full links written and
 * read by them; its spectator links are these. Decoding checks everything the record readers check, plus
 * TRUNCATED and BAD_ENCODING for a damaged link.
 */
import { canonical } from '../canonical.js';
import type { GameRecord, RecordsGame, SpectatorRecord } from '../game-records.js';
import { guarded, recordFail } from './errors.js';
import { aGame } from './fields.js';
import {
  BitReader, BitWriter, bitWidth, cleanLink, openLink, peekLinkFormat, readCreated, readPackedJson, sealLink, writeCreated,
  writePackedJson,
} from './link.js';
import { LIMITS } from './limits.js';
import { lzCompress, lzDecompress } from './lz.js';
import {
  playRecorded, readGameRecord, readSpectatorGameRecord, startState, type AnyGameRead, type SpectatorGameRead,
} from './game-records.js';

type Game<S = unknown, M = unknown, E = unknown, O = unknown, P = unknown> = RecordsGame<S, M, E, O, P>;

/** Every move the position allows, in the links' order: the table's one move, else each seat's legal moves in seat order. */
function movesAt<S, M>(game: Game<S, M>, state: S): M[] {
  const table = game.engine.tableMove(state);
  if (table !== null) return [table];
  const out: M[] = [];
  for (let seat = 0; seat < game.records.seatCount(state); seat++) out.push(...game.engine.legalMoves(state, seat));
  return out;
}

// ------------------------------------------------------------------ full records

/** A record as a URL-safe string, checked first (readGameRecord's checks, replay included). Throws RecordError. */
export function encodeGameLink<M, O>(game: Game<unknown, M, unknown, O>, record: GameRecord<M, O>): string {
  return guarded(() => {
    if (game.records.share) return game.records.share.encode(record);
    const { record: r } = readGameRecord(game, record);
    const w = new BitWriter();
    w.varint(r.version);
    w.bool(r.engine === game.records.engineVersion);
    if (r.engine !== game.records.engineVersion) w.string(r.engine);
    writeCreated(w, r.created);
    writePackedJson(w, r.options);
    w.bool(r.check !== undefined);
    if (r.check !== undefined) w.bits(parseInt(r.check, 16), 32);
    w.bool(r.rules !== undefined);
    w.varint(r.moves.length);
    let state = startState(game, r.options);
    r.moves.forEach((move, i) => {
      if (game.engine.tableMove(state) === null) {
        const moves = movesAt(game, state);
        const text = canonical(move);
        const k = moves.findIndex((m) => canonical(m) === text);
        w.bits(k < 0 ? moves.length : k, bitWidth(moves.length + 1));
        if (k < 0) writePackedJson(w, move);
      }
      state = playRecorded(game, state, move, i).state;
    });
    return sealLink(game.records.links.full, w.finish());
  });
}

/**
 * Reads a full link's code back into a record, with all of readGameRecord's checks. Whitespace is ignored
 * (links broken over lines). Throws RecordError: TRUNCATED, BAD_ENCODING, SPECTATOR_RECORD, FUTURE_VERSION, …
 */
export function decodeGameLink<M, O>(game: Game<unknown, M, unknown, O>, text: string): GameRecord<M, O> {
  return guarded(() => {
    const rs = game.records;
    if (rs.share) return rs.share.decode(text);
    const { payload } = openLink(cleanLink(text), (format) => {
      if (format === undefined) recordFail('TRUNCATED', 'the link stops early: was it cut while copying?');
      if (format === rs.links.spectator) recordFail('SPECTATOR_RECORD', 'this link holds a spectator record (what a spectator saw, without the seed or any hidden card): it can be replayed, not played on');
      if (format !== rs.links.full) recordFail('BAD_ENCODING', `this is not ${aGame(rs.title)} game link (or it is damaged)`);
    });
    const r = new BitReader(payload, payload.length);
    const version = r.varint();
    if (version > rs.version) recordFail('FUTURE_VERSION', `this link holds a version ${version} record; this game reads versions up to ${rs.version}`, 'version');
    const engine = r.bool() ? rs.engineVersion : r.string(100, 'the engine version');
    const created = readCreated(r);
    const rawOptions = readPackedJson(r, LIMITS.textChars, 'options', 'the options');
    const check = r.bool() ? r.bits(32).toString(16).padStart(8, '0') : undefined;
    const hasRules = r.bool();
    const count = r.varint();
    if (count > LIMITS.moves) recordFail('TOO_LARGE', `${count.toLocaleString('en')} moves; a record holds at most ${LIMITS.moves.toLocaleString('en')}`, 'moves');
    // The options are checked before the moves are read, as readGameRecord would.
    const base = readGameRecord(game, { format: rs.format, version, engine, created, options: rawOptions, moves: [] }).record;
    let state = startState(game, base.options);
    const moves: M[] = [];
    for (let i = 0; i < count; i++) {
      if (game.engine.isOver(state)) recordFail('BAD_ENCODING', 'the link is damaged (a move after the end of the game)', `moves[${i}]`);
      let move = game.engine.tableMove(state);
      if (move === null) {
        const list = movesAt(game, state);
        const k = r.bits(bitWidth(list.length + 1));
        if (k > list.length) recordFail('BAD_ENCODING', 'the link is damaged (this move makes no sense here)', `moves[${i}]`);
        move = k < list.length ? list[k]! : rs.readMove(readPackedJson(r, LIMITS.textChars, `moves[${i}]`, 'the move'), `moves[${i}]`);
      }
      state = playRecorded(game, state, move, i).state;
      moves.push(move);
    }
    const record: GameRecord<M, O> = { ...base, moves };
    if (check !== undefined) record.check = check;
    if (hasRules) record.rules = rs.rulesPrint(base.options) ?? rs.shippedRulesPrint();
    return readGameRecord(game, record).record;
  });
}

// ------------------------------------------------------------------ spectator records

/** A spectator record as a URL-safe string (checked first). Throws RecordError if it is not valid. */
export function encodeSpectatorLink<S, P, E>(game: Game<S, unknown, E, unknown, P>, record: SpectatorRecord<S, P, E>): string {
  return guarded(() => {
    const checked = readSpectatorGameRecord(game, record).record;
    return sealLink(game.records.links.spectator, lzCompress(new TextEncoder().encode(JSON.stringify(checked))));
  });
}

/** Reads a spectator link's code back into a checked spectator record and its frames. Throws RecordError. */
export function decodeSpectatorLink<S, P, E>(game: Game<S, unknown, E, unknown, P>, text: string): SpectatorGameRead<S, P, E> {
  return guarded(() => {
    const rs = game.records;
    const { payload } = openLink(cleanLink(text), (format) => {
      if (format !== rs.links.spectator) recordFail('BAD_ENCODING', `this is not ${aGame(rs.title)} spectator link (or it is damaged)`);
    });
    let decoded = '';
    try {
      decoded = new TextDecoder('utf-8', { fatal: true }).decode(lzDecompress(payload, LIMITS.textChars * 3));
    } catch (e) {
      if (e instanceof Error && e.name === 'RecordError') throw e;
      recordFail('BAD_ENCODING', 'the link is damaged (its text is not UTF-8)');
    }
    return readSpectatorGameRecord(game, decoded);
  });
}

/** Reads any of a game's links, full or spectator, checked like a record of its kind. Throws RecordError. */
export function decodeAnyGameLink<S, M, E, O, P>(game: Game<S, M, E, O, P>, text: string): AnyGameRead<S, M, E, O, P> {
  return guarded(() => {
    const clean = cleanLink(text);
    if (peekLinkFormat(clean) === game.records.links.spectator) return { kind: 'spectator', ...decodeSpectatorLink(game, clean) };
    return { kind: 'full', ...readGameRecord(game, decodeGameLink(game, clean)) };
  });
}
