/**
 * Game records: a saved game is the options that set it up and the moves since; the engine replays it
 * exactly (the generator's seed is in the options, so every roll and shuffle comes out the same).
 *
 * ## Game record format, version 1
 *
 * ```json
 * {
 *   "format": "quetzal-record",
 *   "version": 1,
 *   "engine": "quetzal-rules/1.1",
 *   "created": "2025-03-14T15:09:26.535Z",
 *   "options": { "seats": ["Ann", "Bob", "Cy"], "seed": 42 },
 *   "moves": [
 *     { "type": "roll" },
 *     { "type": "place", "seat": 2, "location": "temple", "space": 2, "meeples": [4] },
 *     { "type": "place", "seat": 0, "location": "camp", "meeples": [6] },
 *     { "type": "campReroll", "seat": 0, "meeple": null }
 *   ],
 *   "check": "a55980fd"
 * }
 * ```
 *
 * | field | meaning |
 * |---|---|
 * | `format` | always `"quetzal-record"` |
 * | `version` | the record format version, `1`. Older versions are migrated on reading; newer ones are refused (FUTURE_VERSION) |
 * | `engine` | the rules semantics it was played under, `"quetzal-rules/MAJOR.MINOR"`. Another MAJOR is refused (FUTURE_VERSION / UNSUPPORTED_VERSION): the same moves could give another game |
 * | `created` | when the game started, `Date#toISOString()`, or `null` if unknown |
 * | `options` | `newGame` options: `players` (2–5), `seats` (names, 1–40 characters), `seed` (**required**: string or number), `scenario` (optional, see `Scenario`), `rules` (optional: the rule-set when it is not the shipped one) |
 * | `moves` | every move applied, in order, exactly as `applyMove` takes them (see `Move`); at most 2,000 |
 * | `check` | optional: 8 hex digits fingerprinting the state after the last move; a reader whose replay differs refuses the record (MISMATCH) |
 * | `rules` | optional: 16 hex digits fingerprinting the rule-set played under (`options.rules`, else the shipped printed values); none: the shipped set. A reader without that rule-set refuses the record (UNKNOWN_RULESET) |
 *
 * Readers ignore unknown top-level fields; unknown fields inside `options` or a move are errors.
 * Limits: 1 MiB of text, 2,000 moves, nesting depth 16. Version 0 (`{ v: 0, seed, players, names, date,
 * moves }`, with -1 for a declined Camp reroll or Black Market sale) is still read and migrated.
 *
 * A record holds the seed, so it reveals what is hidden during play (the deck order, future rolls):
 * share finished games, or games among people who do not mind.
 */
import {
  applyMoveInPlace, cloneState, newGame, RuleError, type GameEvent, type GameState, type Move, type NewGameOptions,
} from '../engine/index.js';
import { hash32 } from '../../../kit/canonical.js';
import { stateFingerprint } from './fingerprint.js';
import { createdString } from '../../../kit/records/fields.js';
import { checkRuleSet, ruleSetFingerprint, shippedFingerprint } from '../engine/ruleset-check.js';
import { guarded, RecordError, recordFail } from './errors.js';
import { ENGINE_VERSION, LIMITS, RECORD_FORMAT, RECORD_VERSION, type GameRecord, type LogEntry, type RecordOptions } from './format.js';
import { normalizeMove, normalizeOptions } from './schema.js';

export * from './format.js';

/** The format documentation above, as Markdown for the README. */
export const RECORD_FORMAT_DOCS = `### Game records

A game record is the options that set a game up and every move since; the engine replays it exactly
(the seed is in the options, so every roll and shuffle comes out the same). Records are plain JSON:

\`\`\`json
{
  "format": "quetzal-record",
  "version": 1,
  "engine": "quetzal-rules/1.1",
  "created": "2025-03-14T15:09:26.535Z",
  "options": { "seats": ["Ann", "Bob", "Cy"], "seed": 42 },
  "moves": [
    { "type": "roll" },
    { "type": "place", "seat": 2, "location": "temple", "space": 2, "meeples": [4] },
    { "type": "place", "seat": 0, "location": "camp", "meeples": [6] },
    { "type": "campReroll", "seat": 0, "meeple": null }
  ],
  "check": "a55980fd"
}
\`\`\`

| field | meaning |
|---|---|
| \`format\` | always \`"quetzal-record"\` |
| \`version\` | the record format version, \`1\`. Older versions are migrated when read; newer ones are refused (\`FUTURE_VERSION\`) |
| \`engine\` | the rules semantics it was played under, \`"quetzal-rules/MAJOR.MINOR"\`. Another MAJOR is refused (\`FUTURE_VERSION\` / \`UNSUPPORTED_VERSION\`): the same moves could give another game |
| \`created\` | when the game started (\`Date#toISOString()\`), or \`null\` if unknown |
| \`options\` | \`newGame\` options: \`players\` (2–5), \`seats\` (names, 1–40 characters), \`seed\` (**required**, string or number), \`scenario\` (optional), \`rules\` (optional: the rule-set, README "Printed values", when it is not the shipped one) |
| \`moves\` | every move applied, in order, exactly as \`applyMove\` takes them; at most 2,000 |
| \`check\` | optional: 8 hex digits fingerprinting the state after the last move; a reader whose replay differs refuses the record (\`MISMATCH\`) |
| \`rules\` | optional: 16 hex digits fingerprinting the rule-set played under (\`options.rules\`, else the shipped printed values); none: the shipped set. A reader without that rule-set refuses the record (\`UNKNOWN_RULESET\`) |

Readers ignore unknown top-level fields; unknown fields inside \`options\` or a move are errors. Limits:
1 MiB of text, 2,000 moves, nesting depth 16. Version 0 records (\`{ v: 0, seed, players, names, date,
moves }\`, with \`-1\` for a declined Camp reroll or Black Market sale) are still read and migrated.

\`parseRecord(textOrObject)\` checks everything (shape, limits, then a replay of every move) and throws a
\`RecordError\` whose \`code\` is one of \`NOT_JSON\`, \`TRUNCATED\`, \`NOT_A_RECORD\`, \`FUTURE_VERSION\`,
\`UNSUPPORTED_VERSION\`, \`BAD_FIELD\`, \`ILLEGAL_MOVE\`, \`MISMATCH\`, \`UNKNOWN_RULESET\`, \`TOO_LARGE\`, \`BAD_ENCODING\`
and whose \`message\` starts with the place at fault, e.g. \`moves[37]: it is Lucy's decision (seat 1), not
seat 2's (round 3, a place move)\`.

\`encodeRecord(record)\` gives a compact base64url string for a link (\`#game=…\`, about 300 characters for a
full 4-player game); \`decodeRecord(text)\` reads it back with the same checks and errors.

A record holds the seed, so it reveals what is hidden during play (the deck order, future rolls): share
finished games, or games among people who do not mind.
`;

// ------------------------------------------------------------------ fingerprint

export { hash32, stateFingerprint };


/** The fingerprint of the rule-set a game's options play under (`options.rules`, else the shipped set). */
export function rulesPrint(options: NewGameOptions): string {
  const rules = options.rules === undefined ? null : checkRuleSet(options.rules);
  return rules ? ruleSetFingerprint(rules) : shippedFingerprint();
}

// ------------------------------------------------------------------ replay

/** newGame(options) with its errors as RecordError BAD_FIELD naming the option at fault. */
export function startState(options: NewGameOptions, path = 'options'): GameState {
  try {
    return newGame(options);
  } catch (e) {
    if (e instanceof RuleError) {
      const m = /^(scenario[^:\s]*): ([\s\S]*)$/.exec(e.message);
      if (m) recordFail('BAD_FIELD', m[2]!, `${path}.${m[1]}`);
      recordFail('BAD_FIELD', e.message, path);
    }
    recordFail('BAD_FIELD', `the game cannot be set up with these options (${e instanceof Error ? e.message : String(e)})`, path);
  }
}

/** Applies move `index` of a record to `state` in place; a refused move becomes ILLEGAL_MOVE. */
export function applyRecordedMove(state: GameState, move: Move, index: number, events: GameEvent[] | null = null): void {
  try {
    applyMoveInPlace(state, move, events);
  } catch (e) {
    if (e instanceof RuleError) {
      const what = e.code === 'WRONG_MOVE_TYPE' || e.code === 'MALFORMED_MOVE' ? '' : `, a ${move.type} move`;
      throw new RecordError('ILLEGAL_MOVE', `${e.message} (round ${state.round}${what})`, `moves[${index}]`, e.code);
    }
    throw e;
  }
}

export interface ReplayOptions {
  /** Also return the state before every move and after the last: states[i] is the state after i moves. */
  states?: boolean;
  /** Also return the log (the machine's LogEntry[]: each move with its events). */
  log?: boolean;
}

export interface Replay {
  final: GameState;
  states?: GameState[];
  log?: LogEntry[];
}

/**
 * Replays a record from its options. Throws RecordError: BAD_FIELD for options newGame refuses,
 * ILLEGAL_MOVE for a move the rules refuse, MISMATCH when the result differs from `record.check`.
 */
export function replay(record: GameRecord, opts: ReplayOptions = {}): Replay {
  return guarded(() => {
    const state = startState(record.options);
    const states = opts.states ? [cloneState(state)] : undefined;
    const log: LogEntry[] | undefined = opts.log ? [] : undefined;
    record.moves.forEach((move, i) => {
      const events: GameEvent[] | null = log ? [] : null;
      const round = state.round;
      applyRecordedMove(state, move, i, events);
      if (log) log.push({ index: i, round, move, events: events! });
      if (states) states.push(cloneState(state));
    });
    if (record.check !== undefined && stateFingerprint(state) !== record.check) {
      recordFail('MISMATCH', `the replayed game differs from the recorded one (fingerprint ${stateFingerprint(state)}, recorded ${record.check}); it was played under ${record.engine}, this is ${ENGINE_VERSION}`, 'check');
    }
    const out: Replay = { final: state };
    if (states) out.states = states;
    if (log) out.log = log;
    return out;
  });
}

/** The machine's log for a record: resume a game with `createActor(quetzalMachine, { input: { game: final, log } })`. */
export function logFromRecord(record: GameRecord): LogEntry[] {
  return replay(record, { log: true }).log!;
}

/**
 * Steps through a recorded game: the state after any number of moves, cheaply. It keeps a copy of
 * the state every `interval` moves, so `stateAt(i)` replays fewer than `interval` moves.
 */
export class RecordPlayer {
  readonly record: GameRecord;
  /** Number of moves: stateAt accepts 0…length. */
  readonly length: number;
  readonly interval: number;
  private readonly checkpoints: GameState[] = [];
  private readonly last: GameState;

  constructor(record: GameRecord, { interval = 16 }: { interval?: number } = {}) {
    this.record = record;
    this.length = record.moves.length;
    this.interval = Math.max(1, Math.floor(interval));
    this.last = guarded(() => {
      const state = startState(record.options);
      this.checkpoints.push(cloneState(state));
      record.moves.forEach((move, i) => {
        applyRecordedMove(state, move, i);
        if ((i + 1) % this.interval === 0) this.checkpoints.push(cloneState(state));
      });
      return state;
    });
  }

  /** The state after the first `i` moves (0: the start), a fresh copy the caller may keep. */
  stateAt(i: number): GameState {
    if (!Number.isInteger(i) || i < 0 || i > this.length) throw new RangeError(`stateAt(${i}): a record of ${this.length} moves has states 0–${this.length}`);
    if (i === this.length) return cloneState(this.last);
    const k = Math.floor(i / this.interval);
    const state = cloneState(this.checkpoints[k]!);
    for (let j = k * this.interval; j < i; j++) applyMoveInPlace(state, this.record.moves[j]!);
    return state;
  }

  /** Move `i` (0-based) with the events it caused, as a machine log entry. */
  entry(i: number): LogEntry {
    if (!Number.isInteger(i) || i < 0 || i >= this.length) throw new RangeError(`entry(${i}): a record of ${this.length} moves has moves 0–${this.length - 1}`);
    const state = this.stateAt(i);
    const events: GameEvent[] = [];
    const round = state.round;
    applyMoveInPlace(state, this.record.moves[i]!, events);
    return { index: i, round, move: this.record.moves[i]!, events };
  }

  get final(): GameState {
    return cloneState(this.last);
  }
}

// ------------------------------------------------------------------ making records

export interface CreateOptions {
  /** When the game started (default: now). null: unknown. */
  created?: Date | string | null;
  /** Store the fingerprint of the final state (default true). */
  check?: boolean;
}

/**
 * A record of a game: checks the options and every move (replaying them) and returns a canonical copy.
 * Throws RecordError like parseRecord.
 */
export function createRecord(options: NewGameOptions, moves: readonly Move[], opts: CreateOptions = {}): GameRecord {
  return guarded(() => {
    if (!Array.isArray(moves)) recordFail('BAD_FIELD', 'must be an array of moves', 'moves');
    if (moves.length > LIMITS.moves) recordFail('TOO_LARGE', `${moves.length} moves; a record holds at most ${LIMITS.moves}`, 'moves');
    // A JSON round trip first: a private copy without undefined fields, as a reader will see it.
    const plain = JSON.parse(JSON.stringify({ options, moves })) as { options: unknown; moves: unknown[] };
    const record: GameRecord = {
      format: RECORD_FORMAT,
      version: RECORD_VERSION,
      engine: ENGINE_VERSION,
      created: createdString(opts.created),
      options: normalizeOptions(plain.options),
      moves: plain.moves.map((m, i) => normalizeMove(m, `moves[${i}]`)),
    };
    const { final } = replay(record);
    if (opts.check !== false) record.check = stateFingerprint(final);
    record.rules = rulesPrint(record.options);
    return record;
  });
}

/**
 * A record from the statechart's log (`snapshot.context.log`) and the options the game was started
 * with, which must include the seed. Pass `final` (the machine's `context.game`) to verify that the
 * record replays to it (MISMATCH otherwise).
 */
export function recordFromLog(options: NewGameOptions, log: readonly LogEntry[], opts: CreateOptions & { final?: GameState } = {}): GameRecord {
  return guarded(() => {
    if (!Array.isArray(log)) recordFail('BAD_FIELD', 'must be an array of log entries', 'log');
    log.forEach((entry, i) => {
      if (typeof entry !== 'object' || entry === null || entry.index !== i) {
        recordFail('BAD_FIELD', `entries must be in order from 0; found index ${JSON.stringify((entry as { index?: unknown } | null)?.index)}`, `log[${i}]`);
      }
    });
    const record = createRecord(options, log.map((e) => e.move), { ...opts, check: true });
    if (opts.final && stateFingerprint(opts.final) !== record.check) {
      recordFail('MISMATCH', 'the log does not replay to the given game state (were the options the ones the game started with, seed included?)', 'log');
    }
    if (opts.check === false) delete record.check;
    return record;
  });
}

/** The options a record stores, as newGame takes them. */
export function recordOptions(record: GameRecord): RecordOptions {
  return JSON.parse(JSON.stringify(record.options)) as RecordOptions;
}
