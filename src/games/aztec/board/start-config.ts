/**
 * From <aztec-board>'s attributes to what its statechart starts: who sits where (people and computers),
 * their names, the seed. A wrong attribute is answered with the string that names it and what it
 * accepts, and starts nothing (the board keeps what it had).
 */
import type { Strength } from '../../../kit/bot-options.js';
import type { BoardStart, SeatKind } from '../../../kit/board/board-types.js';
import { readSeatSpecs } from '../../../kit/board/seat-specs.js';
import type { Translate } from '../../../kit/i18n/translator.js';
import { nameProblem, seedFromText, seedProblem } from '../../../kit/records/limits.js';
import { MAX_PLAYERS, MIN_PLAYERS } from '../data.js';
import type { AztecOptions } from '../setup.js';
import type { BoardKey } from './board-strings.js';

export interface AztecAttributes {
  players: string | null;
  seats: string | null;
  names: string | null;
  seed: string | null;
}

export interface StartProblem {
  property: 'players' | 'seats' | 'names' | 'seed' | 'record' | 'src' | 'input-guard' | 'rules';
  message: string;
}

/** The statechart's start, or what is wrong. */
export function startFrom(attrs: AztecAttributes, tr: Translate<BoardKey>): { start: BoardStart<AztecOptions> } | { problem: StartProblem } {
  let kinds: SeatKind[];
  let given: (string | undefined)[];
  if (attrs.seats !== null) {
    const specs = readSeatSpecs(attrs.seats);
    if (!Array.isArray(specs)) return { problem: { property: 'seats', message: tr('err_seat', { value: specs.bad }) } };
    if (specs.length < MIN_PLAYERS || specs.length > MAX_PLAYERS) return { problem: { property: 'seats', message: tr('err_seats_count', { count: specs.length }) } };
    kinds = specs.map((s) => (s.kind === 'human' ? 'person' : s.strength));
    given = specs.map((s) => s.name);
  } else {
    const text = (attrs.players ?? '4').trim();
    const n = /^\d+$/.test(text) ? Number(text) : NaN;
    if (!(n >= MIN_PLAYERS && n <= MAX_PLAYERS)) return { problem: { property: 'players', message: tr('err_players', { value: attrs.players ?? '' }) } };
    kinds = Array.from({ length: n }, () => 'person' as const);
    given = kinds.map(() => undefined);
  }
  if (attrs.names !== null) {
    const names = attrs.names.split(',').map((s) => s.trim());
    if (names.length !== kinds.length || names.some((name) => nameProblem(name) !== null)) {
      return { problem: { property: 'names', message: tr('err_names', { count: kinds.length }) } };
    }
    given = names;
  }
  const seedText = attrs.seed?.trim() ?? '';
  const seed = seedFromText(seedText);
  if (seed !== undefined && seedProblem(seed) !== null) return { problem: { property: 'seed', message: tr('err_seed') } };
  const names = defaultNames(kinds, given, tr);
  return { start: { options: { seats: names, ...(seed !== undefined ? { seed } : {}) }, seats: kinds, resume: true } };
}

/** People default to "Player 2" (their seat's number), computers to "Computer (hard)", numbered when several would share a name. */
function defaultNames(kinds: readonly SeatKind[], given: readonly (string | undefined)[], tr: Translate<BoardKey>): string[] {
  const count = (level: Strength) => kinds.filter((k, i) => k === level && !given[i]).length;
  const seen = new Map<Strength, number>();
  return kinds.map((kind, i) => {
    if (given[i]) return given[i]!;
    if (kind === 'person') return tr('player_n', { n: i + 1 });
    const n = (seen.get(kind) ?? 0) + 1;
    seen.set(kind, n);
    const level = tr(`level_${kind}`);
    return count(kind) > 1 ? tr('computer_level_n', { level, n }) : tr('computer_level', { level });
  });
}

/** The `input-guard` attribute (or property): the commit pause in ms, 0–5000 (null: the kit's default), or what is wrong. */
export function inputGuardFrom(value: unknown, tr: Translate<BoardKey>): number | null | StartProblem {
  if (value === null || value === undefined) return null;
  const text = typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : `(${typeof value})`;
  return /^\d{1,4}$/.test(text) && +text <= 5000 ? +text : { property: 'input-guard', message: tr('err_input_guard', { value: text }) };
}
