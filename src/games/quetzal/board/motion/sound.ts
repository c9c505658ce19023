/**
 * Optional sound (a chunk of its own, fetched only once a board's `sound` is turned on): short cues
 * synthesised with the Web Audio API — no audio file — for a placement, a bump, the roll, a delivery and
 * the end of the game. One AudioContext for the page, made at the first cue (never while sound is off).
 */
import type { Cue } from './changes.js';

/** A note: its pitch (Hz) at the start and the end, when it starts after the cue (s), how long, its wave. */
type Note = [from: number, to: number, at: number, length: number, wave: OscillatorType];

/** Each cue's notes: a wooden tock, a falling pair, a rattle of dice, a rising chime, a little fanfare. */
const CUES: Record<Cue, Note[]> = {
  place: [[330, 190, 0, 0.09, 'triangle']],
  bump: [[300, 240, 0, 0.08, 'square'], [220, 150, 0.09, 0.12, 'square']],
  roll: [0, 1, 2, 3, 4, 5].map((i): Note => [500 + ((i * 137) % 260), 260, i * 0.045, 0.04, 'triangle']),
  deliver: [[523, 523, 0, 0.1, 'sine'], [659, 659, 0.08, 0.1, 'sine'], [784, 784, 0.16, 0.18, 'sine']],
  end: [[523, 523, 0, 0.14, 'triangle'], [659, 659, 0.14, 0.14, 'triangle'], [784, 784, 0.28, 0.14, 'triangle'], [1047, 1047, 0.42, 0.4, 'triangle']],
};

/** Loud enough to hear at a table, quiet next to the page's own sounds. */
const VOLUME = 0.12;
/** Between two cues of the same move. */
const GAP = 0.12;

let context: AudioContext | null = null;

/** Plays the cues one after the other, now. */
export function playCues(cues: readonly Cue[]): void {
  if (!cues.length || typeof AudioContext !== 'function') return;
  context ??= new AudioContext();
  const ctx = context;
  // Made before anyone touched the page (a host's `sound` attribute): it starts at the first touch.
  if (ctx.state === 'suspended') void ctx.resume().catch(() => {});
  let start = ctx.currentTime + 0.01;
  for (const cue of cues) {
    let end = start;
    for (const [from, to, at, length, wave] of CUES[cue]) {
      const t = start + at;
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.type = wave;
      osc.frequency.setValueAtTime(from, t);
      osc.frequency.exponentialRampToValueAtTime(to, t + length);
      gain.gain.setValueAtTime(0.0001, t);
      gain.gain.exponentialRampToValueAtTime(VOLUME, t + 0.01);
      gain.gain.exponentialRampToValueAtTime(0.0001, t + length);
      osc.connect(gain).connect(ctx.destination);
      osc.start(t);
      osc.stop(t + length + 0.02);
      end = Math.max(end, t + length);
    }
    start = end + GAP;
  }
}
