/**
 * Who sits at a board's table, as a host writes it: the `seats` attribute's grammar, every game's.
 * Entries separated by commas, spaces around them ignored, the kind in any case:
 *
 *     seats = entry ( "," entry )*
 *     entry = ( "human" | "bot-easy" | "bot-medium" | "bot-hard" ) [ ":" name ]
 *
 * e.g. `seats="human:Ann, bot-hard, bot-easy"`. As a property, an array of SeatSpec:
 * `[{ kind: 'human', name: 'Ann' }, { kind: 'bot', strength: 'hard' }]`. The seat count and the names
 * given to unnamed seats are the board's (its game's counts, its language).
 */
import type { Strength } from '../bot-options.js';

/** One seat: a person, or a computer player of the given strength. */
export type SeatSpec =
  | { kind: 'human'; name?: string }
  | { kind: 'bot'; strength: Strength; name?: string };

// Not the bots' own STRENGTHS: importing it would bring the bots' code into a board's first chunk.
const LEVELS: readonly string[] = ['easy', 'medium', 'hard'];

/** The seats of `value` (the attribute's text or an array of SeatSpec), or the entry that is not one (as shown to the host). */
export function readSeatSpecs(value: unknown): SeatSpec[] | { bad: string } {
  const specs: SeatSpec[] = [];
  const list: readonly unknown[] = typeof value === 'string' ? value.split(',') : Array.isArray(value) ? value : [value];
  for (const item of list) {
    const spec = typeof item === 'string' ? fromText(item) : fromObject(item);
    if (!spec) return { bad: typeof item === 'string' ? item.trim() : JSON.stringify(item) ?? String(item) };
    specs.push(spec);
  }
  return specs;
}

function fromText(entry: string): SeatSpec | null {
  const m = /^\s*(human|bot-(easy|medium|hard))\s*(?::(.*))?$/i.exec(entry);
  if (!m) return null;
  const name = m[3]?.trim();
  if (name === '') return null;
  const strength = m[2]?.toLowerCase() as Strength | undefined;
  const base: SeatSpec = strength ? { kind: 'bot', strength } : { kind: 'human' };
  return name === undefined ? base : { ...base, name };
}

function fromObject(item: unknown): SeatSpec | null {
  if (typeof item !== 'object' || item === null) return null;
  const { kind, strength, name } = item as { kind?: unknown; strength?: unknown; name?: unknown };
  if (name !== undefined && (typeof name !== 'string' || name.trim() === '')) return null;
  const named = name === undefined ? {} : { name: name.trim() };
  if (kind === 'human') return { kind, ...named };
  if (kind === 'bot' && typeof strength === 'string' && LEVELS.includes(strength)) return { kind, strength: strength as Strength, ...named };
  return null;
}
