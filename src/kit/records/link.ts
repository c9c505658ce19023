/**
 * Share links, shared by every game: the envelope of a link and the tools its payload is written with.
 *
 * A link is base64url (characters A–Z a–z 0–9 - _, safe in a URL hash) of these bytes:
 *
 * | field | bytes |
 * |---|---|
 * | link format: what the payload is, and whose (Quetzal's full links 1, 3, 4; spectator links 2…) | 1 |
 * | payload length | LEB128 varint |
 * | payload | length |
 * | checksum (FNV-1a of the bytes before it, 16 bits) | 2 |
 *
 * `sealLink` writes it, `openLink` reads it back with clear errors: TRUNCATED for a link cut short,
 * BAD_ENCODING for a character outside base64url, a bad length, characters too many, or a checksum that
 * does not match (a character changed, added or lost). What the payload holds is the caller's: a game's
 * bit-packed moves (BitWriter / BitReader below), or a record's JSON compressed (lz.ts).
 */
import { fnv1a } from '../canonical.js';
import { recordFail, RecordError } from './errors.js';
import { LIMITS } from './limits.js';
import { lzCompress, lzDecompress } from './lz.js';

// ------------------------------------------------------------------ bits

/** Writes values bit by bit, most significant first. */
export class BitWriter {
  private readonly bytes: number[] = [];
  private cur = 0;
  private n = 0;

  /** Writes the low `width` bits of a non-negative integer (width ≤ 32). */
  bits(value: number, width: number): void {
    for (let b = width - 1; b >= 0; b--) {
      this.cur = (this.cur << 1) | (Math.floor(value / 2 ** b) & 1);
      if (++this.n === 8) {
        this.bytes.push(this.cur);
        this.cur = 0;
        this.n = 0;
      }
    }
  }

  bool(v: boolean): void {
    this.bits(v ? 1 : 0, 1);
  }

  /** 8-bit groups of 7 value bits (high bit: more). */
  varint(v: number): void {
    let x = v;
    while (x >= 128) {
      this.bits((x % 128) | 128, 8);
      x = Math.floor(x / 128);
    }
    this.bits(x, 8);
  }

  /** A varint byte length, then the UTF-8 bytes. */
  string(s: string): void {
    const bytes = new TextEncoder().encode(s);
    this.varint(bytes.length);
    for (const b of bytes) this.bits(b, 8);
  }

  /** The bytes written, the last one padded with 0 bits. */
  finish(): number[] {
    if (this.n) this.bits(0, 8 - this.n);
    return this.bytes;
  }
}

/** Reads what a BitWriter wrote; running out is TRUNCATED, a value that cannot be is BAD_ENCODING. */
export class BitReader {
  private pos = 0;
  constructor(private readonly bytes: Uint8Array, private readonly end: number) {}

  /** Whether a bit is left before the end (links of older versions end at their last move). */
  more(): boolean {
    return this.pos < this.end * 8;
  }

  bits(width: number): number {
    let v = 0;
    for (let k = 0; k < width; k++) {
      const byte = this.pos >> 3;
      if (byte >= this.end) recordFail('TRUNCATED', 'the link stops early: was it cut while copying?');
      v = v * 2 + ((this.bytes[byte]! >> (7 - (this.pos & 7))) & 1);
      this.pos++;
    }
    return v;
  }

  bool(): boolean {
    return this.bits(1) === 1;
  }

  varint(): number {
    let v = 0;
    let scale = 1;
    for (let k = 0; k < 8; k++) {
      const b = this.bits(8);
      v += (b & 127) * scale;
      if (b < 128) return v;
      scale *= 128;
    }
    return recordFail('BAD_ENCODING', 'the link is damaged (a number is too long)');
  }

  /** A string of at most `max` bytes (`what` names it in the message). */
  string(max: number, what: string): string {
    const length = this.varint();
    if (length > max) recordFail('BAD_ENCODING', `the link is damaged (${what} of ${length} bytes)`);
    const bytes = new Uint8Array(length);
    for (let i = 0; i < length; i++) bytes[i] = this.bits(8);
    try {
      return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      return recordFail('BAD_ENCODING', `the link is damaged (${what} is not UTF-8)`);
    }
  }
}

/** Bits needed for an index among n choices (0 when there is one choice or none). */
export function bitWidth(n: number): number {
  return n <= 1 ? 0 : 32 - Math.clz32(n - 1);
}

// ------------------------------------------------------------------ a record's fields, as every game's links write them

/** A record's `created` (an ISO date or null): present, then sign and milliseconds since 1970. */
export function writeCreated(w: BitWriter, created: string | null): void {
  w.bool(created !== null);
  if (created === null) return;
  const ms = new Date(created).getTime();
  w.bool(ms < 0);
  w.varint(Math.abs(ms));
}

export function readCreated(r: BitReader): string | null {
  if (!r.bool()) return null;
  const negative = r.bool();
  const ms = r.varint() * (negative ? -1 : 1);
  const date = new Date(ms);
  if (Number.isNaN(date.getTime())) recordFail('BAD_ENCODING', 'the link is damaged (a bad date)', 'created');
  return date.toISOString();
}

/** A seed: its kind in 2 bits (0 a 32-bit whole number, then 32 bits; 1 another number, as JSON; 2 a string), then its value. */
export function writeSeed(w: BitWriter, seed: string | number): void {
  if (typeof seed === 'number' && Number.isInteger(seed) && seed >= 0 && seed < 2 ** 32) {
    w.bits(0, 2);
    w.bits(seed, 32);
  } else if (typeof seed === 'number') {
    w.bits(1, 2);
    w.string(JSON.stringify(seed));
  } else {
    w.bits(2, 2);
    w.string(seed);
  }
}

/** The seed writeSeed wrote; BAD_ENCODING at `path` for one that cannot be. */
export function readSeed(r: BitReader, path: string): string | number {
  const kind = r.bits(2);
  if (kind === 0) return r.bits(32);
  if (kind === 1) {
    const t = r.string(64, 'the seed');
    const n = /^-?\d+(\.\d+)?([eE][+-]?\d+)?$/.test(t) ? Number(t) : NaN;
    if (!Number.isFinite(n)) recordFail('BAD_ENCODING', 'the link is damaged (a bad seed)', path);
    return n;
  }
  if (kind === 2) return r.string(LIMITS.seedChars * 4, 'the seed');
  return recordFail('BAD_ENCODING', 'the link is damaged (a bad seed)', path);
}

/** A JSON value compressed (lz.ts): a varint byte length, then the bytes. */
export function writePackedJson(w: BitWriter, value: unknown): void {
  const packed = lzCompress(new TextEncoder().encode(JSON.stringify(value)));
  w.varint(packed.length);
  for (const b of packed) w.bits(b, 8);
}

/**
 * The JSON value writePackedJson wrote, at most `max` bytes of JSON once decompressed (TOO_LARGE past it);
 * BAD_ENCODING at `path` for a damaged one (`what` names it: "the rule-set").
 */
export function readPackedJson(r: BitReader, max: number, path: string, what: string): unknown {
  const size = r.varint();
  if (size > LIMITS.shareChars) recordFail('BAD_ENCODING', `the link is damaged (a bad ${what.replace(/^the /, '')} length)`, path);
  const packed = new Uint8Array(size);
  for (let i = 0; i < size; i++) packed[i] = r.bits(8);
  try {
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(lzDecompress(packed, max))) as unknown;
  } catch (e) {
    if (e instanceof RecordError) throw e;
    return recordFail('BAD_ENCODING', `the link is damaged (${what} is not JSON)`, path);
  }
}

// ------------------------------------------------------------------ base64url

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const CODES = new Map([...ALPHABET].map((c, i) => [c, i]));

export function toBase64url(bytes: readonly number[]): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const a = bytes[i]!;
    const b = bytes[i + 1];
    const c = bytes[i + 2];
    out += ALPHABET[a >> 2]! + ALPHABET[((a & 3) << 4) | ((b ?? 0) >> 4)]!;
    if (b !== undefined) out += ALPHABET[((b & 15) << 2) | ((c ?? 0) >> 6)]!;
    if (c !== undefined) out += ALPHABET[c & 63]!;
  }
  return out;
}

/** Decodes base64url; bits of a last incomplete byte are dropped (the length checks catch it). */
export function fromBase64url(text: string): Uint8Array {
  const out = new Uint8Array(Math.floor((text.length * 3) / 4));
  let acc = 0;
  let bits = 0;
  let k = 0;
  for (let i = 0; i < text.length; i++) {
    const v = CODES.get(text[i]!);
    if (v === undefined) {
      recordFail('BAD_ENCODING', `character ${i + 1} of the link, ${JSON.stringify(text[i])}, is not one of A–Z a–z 0–9 - _`);
    }
    acc = ((acc << 6) | v) & 0xffffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[k++] = (acc >> bits) & 255;
    }
  }
  return out;
}

/** The links' checksum: FNV-1a (kit/canonical.ts) of the first `end` bytes, folded to 16 bits. */
function checksum16(bytes: readonly number[] | Uint8Array, end: number): number {
  const h = fnv1a(bytes, end);
  return ((h >>> 16) ^ h) & 0xffff;
}

// ------------------------------------------------------------------ the envelope

/**
 * A link's text as typed or pasted: a string of at most LIMITS.shareChars characters, whitespace removed
 * (links broken over lines). NOT_A_RECORD for another value, TOO_LARGE, TRUNCATED when empty.
 */
export function cleanLink(text: unknown): string {
  if (typeof text !== 'string') recordFail('NOT_A_RECORD', `a share link is a string, got ${text === null ? 'null' : typeof text}`);
  if (text.length > LIMITS.shareChars) recordFail('TOO_LARGE', `the link has ${text.length.toLocaleString('en')} characters; at most ${LIMITS.shareChars.toLocaleString('en')}`);
  const clean = text.replace(/\s+/g, '');
  if (clean === '') recordFail('TRUNCATED', 'the link is empty');
  return clean;
}

/** A link's format byte (its first), read from a clean link without checking the rest; undefined for a too short one. */
export function peekLinkFormat(clean: string): number | undefined {
  return fromBase64url(clean.slice(0, 4))[0];
}

/** The link of `payload` under the format byte `format` (0–255). */
export function sealLink(format: number, payload: readonly number[] | Uint8Array): string {
  const bytes: number[] = [format];
  for (let v = payload.length; ; v = Math.floor(v / 128)) {
    bytes.push(v >= 128 ? (v & 127) | 128 : v);
    if (v < 128) break;
  }
  for (const b of payload) bytes.push(b);
  const sum = checksum16(bytes, bytes.length);
  bytes.push(sum >> 8, sum & 255);
  return toBase64url(bytes);
}

/**
 * Opens a clean link (cleanLink): its format byte, which `accept` checks first (it throws the game's
 * RecordError for a format it does not read; undefined: the link is too short to hold one), then the
 * payload, checked against its length and checksum.
 */
export function openLink(clean: string, accept: (format: number | undefined) => void): { format: number; payload: Uint8Array } {
  const bytes = fromBase64url(clean);
  accept(bytes[0]);
  if (bytes.length === 0) recordFail('TRUNCATED', 'the link stops early: was it cut while copying?');
  const format = bytes[0]!;
  let length = 0;
  let scale = 1;
  let pos = 1;
  for (;;) {
    if (pos >= bytes.length) recordFail('TRUNCATED', 'the link stops early: was it cut while copying?');
    const b = bytes[pos++]!;
    length += (b & 127) * scale;
    if (b < 128) break;
    scale *= 128;
    if (scale > 2 ** 28) recordFail('BAD_ENCODING', 'the link is damaged (a bad length)');
  }
  if (length > LIMITS.shareChars) recordFail('BAD_ENCODING', 'the link is damaged (a bad length)');
  const end = pos + length;
  const expected = Math.ceil(((end + 2) * 4) / 3);
  if (clean.length < expected) recordFail('TRUNCATED', `the link stops early (${clean.length} characters of ${expected}): was it cut while copying?`);
  if (clean.length > expected) recordFail('BAD_ENCODING', `the link has ${clean.length - expected} character(s) too many at the end`);
  if (checksum16(bytes, end) !== ((bytes[end]! << 8) | bytes[end + 1]!)) {
    recordFail('BAD_ENCODING', 'the link is damaged: its checksum does not match (a character was changed, added or lost)');
  }
  return { format, payload: bytes.subarray(pos, end) };
}
