/**
 * Share links: a record as a short base64url string (characters A–Z a–z 0–9 - _), safe in a URL hash.
 * Synchronous, no compression library: each move is written in as few bits as the game position
 * allows, because the decoder replays the game while reading. For instance a Temple choice is an index
 * into the cards on display (3 bits), a meeple an index into the seat's pool (2–3 bits), and whose
 * move it is is never written (it is always the seat the engine waits for).
 *
 * Layout, in bits, most significant first:
 *
 * | field | bits |
 * |---|---|
 * | share format (1, or 3 when a move is an exchange made outside its seat's decision) | 8 |
 * | payload length in bytes | varint |
 * | record version | varint |
 * | engine is the current one? else its string | 1 (+ string) |
 * | created: present, sign, milliseconds since 1970 | 1 (+ 1 + varint) |
 * | players: present, value | 1 (+ 3) |
 * | seat names: present, count, UTF-8 strings | 1 (+ 3 + strings) |
 * | seed: kind (0 uint32, 1 other number as JSON, 2 string), value | 2 + 32 or string |
 * | scenario: present, JSON string | 1 (+ string) |
 * | format 3 only — the rule-set: custom? then its JSON (without `sources`) compressed (lz.ts), else the shipped set's fingerprint | 1 + (varint length + bytes, or 64) |
 * | check: present, value | 1 (+ 32) |
 * | number of moves, then each move | varint, then see `writeMove` |
 * | checksum (FNV-1a of the bytes before it, 16 bits) | 16, byte-aligned |
 *
 * Format 3 differs in one thing: before each move of a position where a seat other than the deciding one
 * could exchange ("at any time", U07/U10), one bit says whether the move is such an exchange; if so, the
 * seat (an index among those seats) and the tile (1 bit) follow, and nothing else. Links without such an
 * exchange are written in format 1, so readers from before the exchanges out of turn still read them.
 *
 * Format 4 is a game under a custom rule-set (`options.rules`): format 3's moves, and the rule-set itself
 * after the scenario (its JSON without `sources`, compressed by lz.ts: a varint length, then the bytes).
 * Older readers refuse it as made by a newer version rather than replaying it wrongly. In formats 1 and 3
 * one last bit, after the moves, says whether the record has the shipped set's fingerprint (`rules`):
 * it lands in the last byte's padding, which readers of before it never read.
 *
 * A varint is 8-bit groups of 7 value bits (high bit: more); a string is a varint byte length and
 * UTF-8 bytes. decodeRecord throws the same RecordErrors as parseRecord, plus BAD_ENCODING for a
 * damaged link.
 *
 * The envelope (format, length, checksum), the bit writer and reader, base64url and LZ77 are the kit's,
 * shared by every game (kit/records/link.ts, kit/records/lz.ts); the moves' bits are Quetzal's, here.
 */
import { exchangeMoves, upgradeKind, type Decision, type GameState, type Move, type PlaceLocation } from '../engine/index.js';
import { guarded, recordFail } from './errors.js';
import { ENGINE_VERSION, LIMITS, RECORD_VERSION, type GameRecord } from './format.js';
import { applyRecordedMove, startState } from './record.js';
import {
  BitReader, BitWriter, bitWidth as width, cleanLink, openLink, readCreated, readPackedJson, readSeed, sealLink, writeCreated,
  writePackedJson, writeSeed,
} from '../../../kit/records/link.js';
import { ruleSetFingerprint, shippedFingerprint } from '../engine/ruleset-check.js';
import { readRecord } from './validate.js';

export const SHARE_FORMAT = 1;
/** A link with exchanges made outside their seat's decision (see the layout above). */
const SHARE_FORMAT_ANYTIME = 3;
/** A link of a record with a rule-set fingerprint: it carries it, or the custom rule-set itself (and moves as format 3). */
const SHARE_FORMAT_RULES = 4;

// ------------------------------------------------------------------ moves

const LOCATION_CODES: readonly PlaceLocation[] = ['camp', 'stela', 'temple', 'quarry', 'small_temple', 'ruins', 'black_market', 'village', 'harbor', 'ship'];
const COLORS = [undefined, 'adventurer', 'archaeologist'] as const;

/** Pool meeple ids of the seat, ascending. */
function pool(s: GameState, seat: number): number[] {
  return s.seats[seat]!.meeples.filter((m) => !m.placed).map((m) => m.id);
}

function holdsExchange(s: GameState, seat: number): boolean {
  return s.seats[seat]!.upgrades.some((t) => {
    const kind = upgradeKind(t);
    return kind === 'U07' || kind === 'U10';
  });
}

/** Writes values as indices into `choices`, each pick removed from the remaining choices (order kept). */
function writePicks(w: BitWriter, choices: readonly number[], picks: readonly number[], fail: () => never): void {
  const rest = choices.slice();
  for (const p of picks) {
    const k = rest.indexOf(p);
    if (k < 0) fail();
    w.bits(k, width(rest.length));
    rest.splice(k, 1);
  }
}

function readPicks(r: BitReader, choices: readonly number[], count: number, fail: () => never): number[] {
  const rest = choices.slice();
  const out: number[] = [];
  for (let i = 0; i < count; i++) {
    if (rest.length === 0) fail();
    const k = r.bits(width(rest.length));
    if (k >= rest.length) fail();
    out.push(rest[k]!);
    rest.splice(k, 1);
  }
  return out;
}

function displayCards(s: GameState): number[] {
  return s.board.temple.filter((c): c is number => c !== null);
}

function displayTiles(s: GameState): number[] {
  return s.board.upgradeDisplay.filter((t): t is number => t !== null);
}

/** Seats other than the deciding one that could exchange now (ascending): who may make an exchange out of turn. */
function otherExchangers(s: GameState): number[] {
  const out: number[] = [];
  for (let seat = 0; seat < s.seats.length; seat++) if (seat !== s.decision.seat && exchangeMoves(s, seat).length) out.push(seat);
  return out;
}

/** Whether the move is an exchange by a seat that is not deciding now. */
function outOfTurn(s: GameState, move: Move): boolean {
  return move.type === 'exchange' && move.seat !== s.decision.seat;
}

/** Writes one (legal) move in the position `s`; `anytime`: format 3 (exchanges out of turn). */
function writeMove(w: BitWriter, s: GameState, move: Move, index: number, anytime: boolean): void {
  const d: Decision = s.decision;
  const cannot: () => never = () => recordFail('ILLEGAL_MOVE', 'cannot be encoded in this position', `moves[${index}]`);
  if (anytime) {
    const others = otherExchangers(s);
    if (others.length) {
      w.bool(outOfTurn(s, move));
      if (outOfTurn(s, move) && move.type === 'exchange') {
        writePicks(w, others, [move.seat], cannot);
        w.bool(move.tile === 'U10');
        return;
      }
    }
  }
  if (d.seat !== null && holdsExchange(s, d.seat)) {
    w.bool(move.type === 'exchange');
    if (move.type === 'exchange') {
      w.bool(move.tile === 'U10');
      return;
    }
  }
  switch (move.type) {
    case 'roll':
    case 'prepare':
    case 'endExchanges':
      return;
    case 'endRoll':
    case 'reroll':
      if (d.kind !== 'reroll') cannot();
      w.bool(move.type === 'endRoll');
      if (move.type === 'reroll') {
        w.bool(move.tile === 'U02');
        w.bits(move.meeples.length, 5);
        for (const id of move.meeples) w.bits(id, 4);
      }
      return;
    case 'place': {
      if (d.kind !== 'place') cannot();
      w.bits(LOCATION_CODES.indexOf(move.location), 4);
      w.bool(move.space !== undefined);
      if (move.space !== undefined) w.bits(move.space, 3);
      w.bits(COLORS.indexOf(move.color), 2);
      const p = pool(s, d.seat);
      if (move.meeples.length < 1 || move.meeples.length > p.length) cannot();
      w.bits(move.meeples.length - 1, width(p.length));
      writePicks(w, p, move.meeples, cannot);
      return;
    }
    case 'campReroll': {
      if (d.kind !== 'campReroll') cannot();
      w.bool(move.meeple === null);
      if (move.meeple !== null) writePicks(w, pool(s, d.seat), [move.meeple], cannot);
      return;
    }
    case 'chooseCards':
      if (d.kind !== 'templeCards' || move.cards.length !== d.choose) cannot();
      writePicks(w, displayCards(s), move.cards, cannot);
      return;
    case 'keepDrawn':
      if (d.kind !== 'keepDrawn') cannot();
      writePicks(w, d.cards, [move.card], cannot);
      return;
    case 'blackMarket':
      if (d.kind !== 'blackMarket') cannot();
      w.bool(move.card === null);
      if (move.card !== null) writePicks(w, s.seats[d.seat]!.hand, [move.card], cannot);
      return;
    case 'chooseUpgrade':
      if (d.kind !== 'chooseUpgrade') cannot();
      writePicks(w, displayTiles(s), [move.tile], cannot);
      return;
    case 'discardUpgrade':
      if (d.kind !== 'discardUpgrade') cannot();
      writePicks(w, d.tiles, [move.tile], cannot);
      return;
    case 'deliver': {
      if (d.kind !== 'deliver') cannot();
      const hand = s.seats[d.seat]!.hand;
      const max = Math.min(d.limit, hand.length);
      if (move.cards.length > max) cannot();
      w.bits(move.cards.length, width(max + 1));
      writePicks(w, hand, move.cards, cannot);
      return;
    }
    case 'exchange':
      return cannot();
  }
}

/** Reads one move in the position `s`; `anytime`: format 3 (exchanges out of turn). */
function readMove(r: BitReader, s: GameState, index: number, anytime: boolean): Move {
  const d = s.decision;
  const damaged: () => never = () => recordFail('BAD_ENCODING', 'the link is damaged (this move makes no sense here)', `moves[${index}]`);
  if (d.kind === 'gameOver') recordFail('BAD_ENCODING', 'the link is damaged (a move after the end of the game)', `moves[${index}]`);
  if (anytime) {
    const others = otherExchangers(s);
    if (others.length && r.bool()) return { type: 'exchange', seat: readPicks(r, others, 1, damaged)[0]!, tile: r.bool() ? 'U10' : 'U07' };
  }
  if (d.seat !== null && holdsExchange(s, d.seat) && r.bool()) {
    return { type: 'exchange', seat: d.seat, tile: r.bool() ? 'U10' : 'U07' };
  }
  switch (d.kind) {
    case 'roll':
      return { type: 'roll' };
    case 'prepare':
      return { type: 'prepare' };
    case 'lastExchanges':
      // The seat holds an exchange tile (else it would not decide): the bit read above said "no exchange".
      return { type: 'endExchanges', seat: d.seat };
    case 'reroll': {
      if (r.bool()) return { type: 'endRoll', seat: d.seat };
      const tile = r.bool() ? 'U02' : 'U01';
      const n = r.bits(5);
      if (n > 16) damaged();
      const meeples = Array.from({ length: n }, () => r.bits(4));
      return { type: 'reroll', seat: d.seat, tile, meeples };
    }
    case 'place': {
      const location = LOCATION_CODES[r.bits(4)] ?? damaged();
      const space = r.bool() ? r.bits(3) : undefined;
      const color = r.bits(2);
      if (color > 2) damaged();
      const p = pool(s, d.seat);
      if (p.length === 0) damaged();
      const n = r.bits(width(p.length)) + 1;
      if (n > p.length) damaged();
      const move: Extract<Move, { type: 'place' }> = { type: 'place', seat: d.seat, location, meeples: [] };
      if (space !== undefined) move.space = space;
      move.meeples = readPicks(r, p, n, damaged);
      if (COLORS[color] !== undefined) move.color = COLORS[color];
      return move;
    }
    case 'campReroll':
      return { type: 'campReroll', seat: d.seat, meeple: r.bool() ? null : readPicks(r, pool(s, d.seat), 1, damaged)[0]! };
    case 'templeCards':
      return { type: 'chooseCards', seat: d.seat, cards: readPicks(r, displayCards(s), d.choose, damaged) };
    case 'keepDrawn':
      return { type: 'keepDrawn', seat: d.seat, card: readPicks(r, d.cards, 1, damaged)[0]! };
    case 'blackMarket':
      return { type: 'blackMarket', seat: d.seat, card: r.bool() ? null : readPicks(r, s.seats[d.seat]!.hand, 1, damaged)[0]! };
    case 'chooseUpgrade':
      return { type: 'chooseUpgrade', seat: d.seat, tile: readPicks(r, displayTiles(s), 1, damaged)[0]! };
    case 'discardUpgrade':
      return { type: 'discardUpgrade', seat: d.seat, tile: readPicks(r, d.tiles, 1, damaged)[0]! };
    case 'deliver': {
      const hand = s.seats[d.seat]!.hand;
      const max = Math.min(d.limit, hand.length);
      const n = r.bits(width(max + 1));
      if (n > max) damaged();
      return { type: 'deliver', seat: d.seat, cards: readPicks(r, hand, n, damaged) };
    }
  }
}

// ------------------------------------------------------------------ records

/** Whether a (checked) record has an exchange made outside its seat's decision: its link needs format 3. */
function hasOutOfTurnExchange(options: GameRecord['options'], moves: readonly Move[]): boolean {
  const s = startState(options);
  return moves.some((move, i) => {
    if (outOfTurn(s, move)) return true;
    applyRecordedMove(s, move, i);
    return false;
  });
}

/**
 * A record as a URL-safe string. The record is checked first (parseRecord's checks, replay included);
 * throws RecordError if it is not valid.
 */
export function encodeRecord(record: GameRecord): string {
  return guarded(() => {
    const { record: r } = readRecord(record);
    const w = new BitWriter();
    w.varint(RECORD_VERSION);
    w.bool(r.engine === ENGINE_VERSION);
    if (r.engine !== ENGINE_VERSION) w.string(r.engine);
    writeCreated(w, r.created);
    const o = r.options;
    w.bool(o.players !== undefined);
    if (o.players !== undefined) w.bits(o.players, 3);
    w.bool(o.seats !== undefined);
    if (o.seats !== undefined) {
      w.bits(o.seats.length, 3);
      for (const name of o.seats) w.string(name);
    }
    writeSeed(w, o.seed);
    w.bool(o.scenario !== undefined);
    if (o.scenario !== undefined) w.string(JSON.stringify(o.scenario));
    if (o.rules) writePackedJson(w, { ...o.rules, sources: undefined });
    w.bool(r.check !== undefined);
    if (r.check !== undefined) w.bits(parseInt(r.check, 16), 32);
    w.varint(r.moves.length);
    // A link with a rule-set section writes its moves as format 3 does.
    const anytime = !!o.rules || (r.moves.some((m) => m.type === 'exchange') && hasOutOfTurnExchange(r.options, r.moves));
    const s = startState(r.options);
    r.moves.forEach((move, i) => {
      writeMove(w, s, move, i, anytime);
      applyRecordedMove(s, move, i);
    });
    // (A valid record without options.rules has no fingerprint or the shipped set's.)
    if (!o.rules) w.bool(r.rules !== undefined);
    return sealLink(o.rules ? SHARE_FORMAT_RULES : anytime ? SHARE_FORMAT_ANYTIME : SHARE_FORMAT, w.finish());
  });
}

/**
 * Reads a share string back into a record, with all of parseRecord's checks. Whitespace is ignored
 * (links broken over lines). Throws RecordError: TRUNCATED, BAD_ENCODING, FUTURE_VERSION, …
 */
export function decodeRecord(text: string): GameRecord {
  return guarded(() => {
    const clean = cleanLink(text);
    const { format, payload } = openLink(clean, (format) => {
      if (format === undefined) recordFail('TRUNCATED', 'the link stops early: was it cut while copying?');
      // Format 2 is a spectator link (spectator-share.ts): what a spectator saw, which cannot be played on.
      if (format === 2) recordFail('SPECTATOR_RECORD', 'this link holds a spectator record (what a spectator saw, without the seed or any hidden card): it can be replayed, not played on');
      if (format > SHARE_FORMAT_RULES && format < 16) recordFail('FUTURE_VERSION', `this link was made by a newer version of the game (link format ${format}; this one reads ${SHARE_FORMAT} to ${SHARE_FORMAT_RULES})`);
      if (format !== SHARE_FORMAT && format !== SHARE_FORMAT_ANYTIME && format !== SHARE_FORMAT_RULES) recordFail('BAD_ENCODING', 'this is not a Quetzal game link (or it is damaged)');
    });
    const r = new BitReader(payload, payload.length);
    const version = r.varint();
    if (version > RECORD_VERSION) recordFail('FUTURE_VERSION', `this link holds a version ${version} record; this game reads versions up to ${RECORD_VERSION}`, 'version');
    const engine = r.bool() ? ENGINE_VERSION : r.string(100, 'the engine version');
    const created = readCreated(r);
    const options: Record<string, unknown> = {};
    if (r.bool()) options.players = r.bits(3);
    if (r.bool()) {
      const n = r.bits(3);
      options.seats = Array.from({ length: n }, () => r.string(LIMITS.nameChars * 4, 'a seat name'));
    }
    options.seed = readSeed(r, 'options.seed');
    if (r.bool()) {
      const json = r.string(LIMITS.textChars, 'the scenario');
      try {
        options.scenario = JSON.parse(json) as unknown;
      } catch {
        recordFail('BAD_ENCODING', 'the link is damaged (the scenario is not JSON)', 'options.scenario');
      }
    }
    if (format === SHARE_FORMAT_RULES) options.rules = readPackedJson(r, LIMITS.scenarioChars, 'options.rules', 'the rule-set');
    const check = r.bool() ? r.bits(32).toString(16).padStart(8, '0') : undefined;
    const count = r.varint();
    if (count > LIMITS.moves) recordFail('TOO_LARGE', `${count.toLocaleString('en')} moves; a record holds at most ${LIMITS.moves.toLocaleString('en')}`, 'moves');
    // Options are checked before the moves are read, as parseRecord would.
    const raw: Record<string, unknown> = { format: 'quetzal-record', version, engine, created, options, moves: [] };
    const base = readRecord(raw).record;
    const s = startState(base.options);
    const moves: Move[] = [];
    for (let i = 0; i < count; i++) {
      const move = readMove(r, s, i, format !== SHARE_FORMAT);
      applyRecordedMove(s, move, i);
      moves.push(move);
    }
    const record: Record<string, unknown> = { ...base, moves };
    if (check !== undefined) record.check = check;
    if (format === SHARE_FORMAT_RULES) record.rules = ruleSetFingerprint(base.options.rules!);
    else if (r.more() && r.bool()) record.rules = shippedFingerprint();
    return readRecord(record).record;
  });
}
