/**
 * A small synchronous LZ77 compressor for share links, shared by every game (a spectator record, a
 * rule-set, a game's options in a link): no library, no async CompressionStream, so links are made and
 * read in one call. The stream is a sequence of
 * `[literal count][literal bytes][match length − 4][match distance]`, numbers as LEB128 varints; it ends
 * after a literal run. About 6–10× on a spectator record's JSON, whose frames repeat their keys.
 */
import { recordFail } from './errors.js';

const MIN_MATCH = 4;
const MAX_CHAIN = 48;
const HASH_BITS = 15;

function varint(out: number[], v: number): void {
  while (v >= 128) {
    out.push((v & 127) | 128);
    v = Math.floor(v / 128);
  }
  out.push(v);
}

const hashAt = (b: Uint8Array, p: number): number =>
  (Math.imul(b[p]! | (b[p + 1]! << 8) | (b[p + 2]! << 16) | (b[p + 3]! << 24), 0x9e3779b1) >>> (32 - HASH_BITS));

export function lzCompress(input: Uint8Array): Uint8Array {
  const n = input.length;
  const out: number[] = [];
  const head = new Int32Array(1 << HASH_BITS).fill(-1);
  const prev = new Int32Array(n).fill(-1);
  const insert = (p: number) => {
    const h = hashAt(input, p);
    prev[p] = head[h]!;
    head[h] = p;
  };
  let i = 0;
  let lit = 0;
  while (i + MIN_MATCH <= n) {
    let best = 0;
    let dist = 0;
    let cand = head[hashAt(input, i)]!;
    for (let chain = MAX_CHAIN; cand >= 0 && chain > 0; chain--, cand = prev[cand]!) {
      if (input[cand + best] !== input[i + best]) continue;
      let l = 0;
      while (i + l < n && input[cand + l] === input[i + l]) l++;
      if (l > best) {
        best = l;
        dist = i - cand;
      }
    }
    if (best < MIN_MATCH) {
      insert(i);
      i++;
      continue;
    }
    varint(out, i - lit);
    for (let k = lit; k < i; k++) out.push(input[k]!);
    varint(out, best - MIN_MATCH);
    varint(out, dist);
    for (let k = i; k < i + best && k + MIN_MATCH <= n; k++) insert(k);
    i += best;
    lit = i;
  }
  varint(out, n - lit);
  for (let k = lit; k < n; k++) out.push(input[k]!);
  return Uint8Array.from(out);
}

/** Decompresses; a damaged stream (or one that would make more than `max` bytes) is BAD_ENCODING. */
export function lzDecompress(input: Uint8Array, max: number): Uint8Array {
  const damaged = (): never => recordFail('BAD_ENCODING', 'the link is damaged (its compressed data does not read)');
  let pos = 0;
  const read = (): number => {
    let v = 0;
    let scale = 1;
    for (;;) {
      if (pos >= input.length || scale > 2 ** 35) damaged();
      const b = input[pos++]!;
      v += (b & 127) * scale;
      if (b < 128) return v;
      scale *= 128;
    }
  };
  let out = new Uint8Array(Math.min(max, Math.max(1024, input.length * 8)));
  let len = 0;
  const room = (extra: number) => {
    if (len + extra > max) recordFail('TOO_LARGE', `the link holds more than ${max.toLocaleString('en')} bytes of record`);
    if (len + extra <= out.length) return;
    const bigger = new Uint8Array(Math.min(max, Math.max(out.length * 2, len + extra)));
    bigger.set(out.subarray(0, len));
    out = bigger;
  };
  for (;;) {
    const lits = read();
    if (pos + lits > input.length) damaged();
    room(lits);
    out.set(input.subarray(pos, pos + lits), len);
    len += lits;
    pos += lits;
    if (pos === input.length) break;
    const length = read() + MIN_MATCH;
    const dist = read();
    if (dist < 1 || dist > len) damaged();
    room(length);
    for (let k = 0; k < length; k++, len++) out[len] = out[len - dist]!;
  }
  return out.subarray(0, len);
}
