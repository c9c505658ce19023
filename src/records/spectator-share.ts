/**
 * Spectator links: a spectator record as a base64url string, like full links (share.ts) but compressed
 * rather than bit-packed — a spectator record cannot be replayed from its moves, so its frames are
 * stored, and their JSON repeats itself a lot (lz.ts).
 *
 * | field | bytes |
 * |---|---|
 * | share format (2: a spectator link) | 1 |
 * | payload length | LEB128 varint |
 * | payload: the record's JSON (UTF-8), compressed | length |
 * | checksum (FNV-1a of the bytes before it, 16 bits) | 2 |
 *
 * `decodeAnyRecord` reads both kinds of link; the full reader (`decodeRecord`) refuses a spectator
 * link with SPECTATOR_RECORD.
 */
import { guarded, recordFail } from './errors.js';
import { LIMITS, type SpectatorRecord } from './format.js';
import { checksum16, decodeRecord, fromBase64url, toBase64url } from './share.js';
import { readRecord } from './validate.js';
import { readSpectatorRecord, type AnyRead, type SpectatorRead } from './spectator.js';
import { lzCompress, lzDecompress } from './lz.js';

export const SPECTATOR_SHARE_FORMAT = 2;

/** A spectator record as a URL-safe string (checked first). Throws RecordError if it is not valid. */
export function encodeSpectatorRecord(record: SpectatorRecord): string {
  return guarded(() => {
    const checked = readSpectatorRecord(record).record;
    const payload = lzCompress(new TextEncoder().encode(JSON.stringify(checked)));
    const bytes: number[] = [SPECTATOR_SHARE_FORMAT];
    for (let v = payload.length; ; v = Math.floor(v / 128)) {
      bytes.push(v >= 128 ? (v & 127) | 128 : v);
      if (v < 128) break;
    }
    for (const b of payload) bytes.push(b);
    const sum = checksum16(bytes, bytes.length);
    bytes.push(sum >> 8, sum & 255);
    return toBase64url(bytes);
  });
}

/** Reads a spectator link's code back into a checked spectator record (and its frames). Throws RecordError. */
export function decodeSpectatorRecord(text: string): SpectatorRead {
  return guarded(() => {
    const clean = cleanLink(text);
    const bytes = fromBase64url(clean);
    if (bytes[0] !== SPECTATOR_SHARE_FORMAT) recordFail('BAD_ENCODING', 'this is not a Quetzal spectator link (or it is damaged)');
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
    const end = pos + length;
    const expected = Math.ceil(((end + 2) * 4) / 3);
    if (clean.length < expected) recordFail('TRUNCATED', `the link stops early (${clean.length} characters of ${expected}): was it cut while copying?`);
    if (clean.length > expected) recordFail('BAD_ENCODING', `the link has ${clean.length - expected} character(s) too many at the end`);
    if (checksum16(bytes, end) !== ((bytes[end]! << 8) | bytes[end + 1]!)) {
      recordFail('BAD_ENCODING', 'the link is damaged: its checksum does not match (a character was changed, added or lost)');
    }
    const json = lzDecompress(bytes.subarray(pos, end), LIMITS.textChars * 3);
    let decoded = '';
    try {
      decoded = new TextDecoder('utf-8', { fatal: true }).decode(json);
    } catch {
      recordFail('BAD_ENCODING', 'the link is damaged (its text is not UTF-8)');
    }
    return readSpectatorRecord(decoded);
  });
}

function cleanLink(text: unknown): string {
  if (typeof text !== 'string') recordFail('NOT_A_RECORD', `a share link is a string, got ${text === null ? 'null' : typeof text}`);
  if (text.length > LIMITS.shareChars) recordFail('TOO_LARGE', `the link has ${text.length.toLocaleString('en')} characters; at most ${LIMITS.shareChars.toLocaleString('en')}`);
  const clean = text.replace(/\s+/g, '');
  if (clean === '') recordFail('TRUNCATED', 'the link is empty');
  return clean;
}

/**
 * Reads any share link's code: a full game (share.ts) or a spectator's (this file), checked like a
 * record of its kind. Throws RecordError.
 */
export function decodeAnyRecord(text: string): AnyRead {
  return guarded(() => {
    const clean = cleanLink(text);
    const first = fromBase64url(clean.slice(0, 4))[0];
    if (first === SPECTATOR_SHARE_FORMAT) return { kind: 'spectator', ...decodeSpectatorRecord(clean) };
    // decodeRecord's errors otherwise: a future format, a damaged link…
    return { kind: 'full', ...readRecord(decodeRecord(clean)) };
  });
}
