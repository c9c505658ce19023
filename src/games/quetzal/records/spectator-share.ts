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
 * link with SPECTATOR_RECORD. The envelope and the compression are the kit's (kit/records/link.ts,
 * kit/records/lz.ts): every game's spectator links are made the same way, under its own format byte.
 */
import { guarded, recordFail } from './errors.js';
import { LIMITS, type SpectatorRecord } from './format.js';
import { decodeRecord } from './share.js';
import { readRecord } from './validate.js';
import { readSpectatorRecord, type AnyRead, type SpectatorRead } from './spectator.js';
import { lzCompress, lzDecompress } from '../../../kit/records/lz.js';
import { cleanLink, openLink, peekLinkFormat, sealLink } from '../../../kit/records/link.js';

export const SPECTATOR_SHARE_FORMAT = 2;

/** A spectator record as a URL-safe string (checked first). Throws RecordError if it is not valid. */
export function encodeSpectatorRecord(record: SpectatorRecord): string {
  return guarded(() => {
    const checked = readSpectatorRecord(record).record;
    return sealLink(SPECTATOR_SHARE_FORMAT, lzCompress(new TextEncoder().encode(JSON.stringify(checked))));
  });
}

/** Reads a spectator link's code back into a checked spectator record (and its frames). Throws RecordError. */
export function decodeSpectatorRecord(text: string): SpectatorRead {
  return guarded(() => {
    const { payload } = openLink(cleanLink(text), (format) => {
      if (format !== SPECTATOR_SHARE_FORMAT) recordFail('BAD_ENCODING', 'this is not a Quetzal spectator link (or it is damaged)');
    });
    const json = lzDecompress(payload, LIMITS.textChars * 3);
    let decoded = '';
    try {
      decoded = new TextDecoder('utf-8', { fatal: true }).decode(json);
    } catch {
      recordFail('BAD_ENCODING', 'the link is damaged (its text is not UTF-8)');
    }
    return readSpectatorRecord(decoded);
  });
}

/**
 * Reads any share link's code: a full game (share.ts) or a spectator's (this file), checked like a
 * record of its kind. Throws RecordError.
 */
export function decodeAnyRecord(text: string): AnyRead {
  return guarded(() => {
    const clean = cleanLink(text);
    if (peekLinkFormat(clean) === SPECTATOR_SHARE_FORMAT) return { kind: 'spectator', ...decodeSpectatorRecord(clean) };
    // decodeRecord's errors otherwise: a future format, a damaged link…
    return { kind: 'full', ...readRecord(decodeRecord(clean)) };
  });
}
