/**
 * RecordError: the one error every game's records layer throws for bad input (a file, a pasted text, a
 * share link, a saved game). UIs match on `code`, people read `message`, which starts with the place at
 * fault when there is one (`moves[37]: …`, `options.players: …`). Shared by every game, like the kit's
 * RuleError: a game narrows `ruleCode` to its own rule codes (Quetzal's records/errors.ts), so
 * `instanceof RecordError` holds for any game's refusal, whichever layer threw it (the kit's link codec,
 * the game's move checks).
 */

/** Stable error codes. Never renamed; new ones may be added. */
export const RECORD_ERROR_CODES = [
  'NOT_JSON', // the text is not JSON (a syntax error; the message gives line, column and path)
  'TRUNCATED', // the text or link stops early (cut while copying, a partial download)
  'NOT_A_RECORD', // valid JSON, but not a game record of this game (wrong or missing "format", an array…)
  'FUTURE_VERSION', // made by a newer version of the record format, share format or rules engine
  'UNSUPPORTED_VERSION', // made by an older rules engine whose games this one cannot replay
  'BAD_FIELD', // a field is missing, of the wrong type or out of range (the message names it)
  'ILLEGAL_MOVE', // a move the rules refuse at that point of the game (`ruleCode` has the engine's code)
  'MISMATCH', // the replayed game differs from the recorded check value (another engine's rules)
  'TOO_LARGE', // over the size limits (text, moves, names, nesting)
  'BAD_ENCODING', // a share link with characters outside base64url, or damaged (checksum)
  'UNKNOWN_RULESET', // made under a rule-set (printed values) this reader does not have, and the record does not include it
  'SPECTATOR_RECORD', // a spectator record (public information only) where a full one is needed: it replays, it cannot be played on
  'INTERNAL', // an unexpected failure inside the records layer (a bug: please report it)
] as const;
export type RecordErrorCode = (typeof RECORD_ERROR_CODES)[number];

export class RecordError<RuleCode extends string = string> extends Error {
  readonly code: RecordErrorCode;
  /** Where the problem is, e.g. "moves[37]" or "options.players"; "" for the whole input. */
  readonly path: string;
  /** For ILLEGAL_MOVE: the engine's RuleError code. */
  readonly ruleCode: RuleCode | null;

  constructor(code: RecordErrorCode, message: string, path = '', ruleCode: RuleCode | null = null) {
    super(path ? `${path}: ${message}` : message);
    this.name = 'RecordError';
    this.code = code;
    this.path = path;
    this.ruleCode = ruleCode;
  }
}

/** The class narrowed to one game's rule codes: the same constructor, typed for that game. */
export type RecordErrorClass<RuleCode extends string> = {
  new (code: RecordErrorCode, message: string, path?: string, ruleCode?: RuleCode | null): RecordError<RuleCode>;
  readonly prototype: RecordError<RuleCode>;
};

export function recordFail(code: RecordErrorCode, message: string, path = ''): never {
  throw new RecordError(code, message, path);
}

/** Runs `fn`; anything but a RecordError becomes RecordError INTERNAL, so callers see one error type. */
export function guarded<T>(fn: () => T): T {
  try {
    return fn();
  } catch (e) {
    if (e instanceof RecordError) throw e;
    let detail: string;
    try {
      detail = e instanceof Error ? `${e.name}: ${e.message}` : String(e);
    } catch {
      detail = 'unknown error';
    }
    throw new RecordError('INTERNAL', `unexpected problem while reading the record (${detail.slice(0, 200)})`);
  }
}

/** A short, safe rendering of any value for messages. */
export function show(value: unknown): string {
  try {
    if (value === undefined) return 'nothing';
    if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
    if (Array.isArray(value)) return value.length > 8 ? `an array of ${value.length} items` : (JSON.stringify(value)?.slice(0, 80) ?? 'an array');
    if (typeof value === 'object') return value === null ? 'null' : 'an object';
    return String(value);
  } catch {
    return 'an unreadable value';
  }
}
