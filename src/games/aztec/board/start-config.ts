/**
 * From <aztec-board>'s attributes to what its statechart starts: who sits where (people and computers),
 * their names, the seed. A wrong attribute is answered with the string that names it and what it
 * accepts, and starts nothing (the board keeps what it had).
 */
import type { Strength } from '../../../kit/bot-options.js';
import { DEFAULT_INPUT_GUARD_MS, type BoardStart, type BoardTiming, type SeatKind } from '../../../kit/board/board-types.js';
import { checkTiming } from '../../../kit/board/timing-check.js';
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
  property: 'players' | 'seats' | 'names' | 'seed' | 'record' | 'src' | 'rules' | 'timing' | 'loading' | TimingAttribute;
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

/** The attributes that set one of the board's pauses, in whole ms: its property, the BoardTiming field it sets, its bounds. */
export const TIMING_ATTRIBUTES = [
  ['inputGuard', 'input-guard', 'inputGuardMs', 0, 5_000],
  ['botDelay', 'bot-delay', 'botDelayMs', 0, 60_000],
  ['botThinkMs', 'bot-think-ms', 'botThinkMs', 10, 60_000],
] as const satisfies readonly (readonly [string, string, keyof BoardTiming, number, number])[];
export type TimingAttribute = (typeof TIMING_ATTRIBUTES)[number][1];

/**
 * The pauses a board plays with: the kit's default commit pause, then the host's `timing` object, then
 * the attributes set (each a whole number of ms within its bounds, or the same as a property); or what is wrong.
 */
export function timingFrom(timing: unknown, attrs: Record<(typeof TIMING_ATTRIBUTES)[number][0], unknown>, tr: Translate<BoardKey>): Partial<BoardTiming> | StartProblem {
  const checked = checkTiming(timing);
  if ('field' in checked) return { property: 'timing', message: checked.field === 'timing' ? tr('err_timing_object', checked) : tr('err_timing', checked) };
  const out: Partial<BoardTiming> = { inputGuardMs: DEFAULT_INPUT_GUARD_MS, ...checked.timing };
  for (const [prop, name, field, min, max] of TIMING_ATTRIBUTES) {
    const value = attrs[prop];
    if (value === null || value === undefined) continue;
    const text = typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : `(${typeof value})`;
    if (!/^\d{1,5}$/.test(text) || +text < min || +text > max) return { property: name, message: tr('err_ms', { name, min, max, value: text }) };
    out[field] = +text;
  }
  return out;
}
