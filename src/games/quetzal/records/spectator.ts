/**
 * Spectator records: a game as a spectator saw it, up to a position — what a game in progress is
 * shared or exported as by default, so that nobody at the table can read the hidden cards from it.
 *
 * ## Decision: frames, not moves
 *
 * A full record (version 1) is the seed and the moves: the engine replays it, so it holds everything
 * hidden (the deck order, future rolls, every hand). Without the seed the moves cannot be replayed (the
 * engine needs the hidden cards to apply them). So a spectator record stores the public positions
 * themselves: the spectator's view at the start (`viewFor(state, null)`) and, for each move, how that
 * view changed (a JSON patch), with the move and its events as a spectator saw them (`publicMove`,
 * `eventFor(event, null)`: the U09 card kept and cards drawn from the deck are `-1`). The replay view
 * shows these frames as they are; it recomputes nothing. Record format version 2, `kind: "spectator"`;
 * full records are still written as version 1, and read everywhere as before.
 *
 * ```json
 * { "format": "quetzal-record", "version": 2, "kind": "spectator", "engine": "quetzal-rules/1.0",
 *   "created": "2025-03-14T15:09:26.535Z",
 *   "start": { …a GameState as viewFor(state, null) gives it… },
 *   "steps": [ { "move": { "type": "roll" }, "events": [ … ], "diff": { "seats": { "0": { "coins": [6] } } } } ] }
 * ```
 *
 * A `diff` (FramePatch) patches the previous frame: each changed object key or array index holds a
 * nested patch, `[value]` replaces the value, `[]` removes an object key, and `n` gives an array's new
 * length. Readers check every field and every frame (frame-schema.ts: a public position, nothing
 * hidden), and throw RecordError with the place at fault (`steps[12].diff: …`). The patches, the steps and
 * the checks of each step are the kit's (kit/records/frames.ts), the same for every game; the frames',
 * moves' and events' shapes are Quetzal's (frame-schema.ts, event-schema.ts).
 */
import { eventFor, viewFor, type GameState } from '../engine/index.js';
import { readTree } from '../../../kit/records/json-read.js';
import { normalizeCreated } from '../../../kit/records/fields.js';
import { readSpectatorBody, spectatorSteps, type FrameRules } from '../../../kit/records/frames.js';
import { guarded, recordFail } from './errors.js';
import { RECORD_FORMAT, SPECTATOR_VERSION, type GameRecord, type LogEntry, type SpectatorRecord } from './format.js';
import { replay } from './record.js';
import { isPlainObject } from './schema.js';
import { isVersion2, normalizeEngine, readRecord, type ReadResult } from './validate.js';
import { checkFrame } from './frame-schema.js';
import { normalizeEvent, normalizePublicMove } from './event-schema.js';
import { publicMove } from './public-move.js';

export { publicMove } from './public-move.js';

// ------------------------------------------------------------------ making spectator records

function frameOf(state: GameState): GameState {
  return JSON.parse(JSON.stringify(viewFor(state, null))) as GameState;
}

/**
 * The spectator record of a full record (checked first, as parseRecord does): the public position at
 * the start and after each move, the moves and events as a spectator saw them. No seed, no deck order,
 * no hidden hand. Throws RecordError for a bad record.
 */
export function spectatorRecord(record: GameRecord): SpectatorRecord {
  return guarded(() => {
    const full = readRecord(record).record;
    const { states, log } = replay(full, { states: true, log: true });
    const frames = states!.map(frameOf);
    return {
      format: RECORD_FORMAT, version: SPECTATOR_VERSION, kind: 'spectator', engine: full.engine, created: full.created,
      start: frames[0]!, steps: spectatorSteps(frames, log!, { publicMove, eventFor }),
    };
  });
}

// ------------------------------------------------------------------ reading

/** What a spectator record's frames, moves and events may be (frame-schema.ts, event-schema.ts); Quetzal's records seam gives the same. */
export const SPECTATOR_FRAMES: FrameRules<GameState, SpectatorRecord['steps'][number]['move'], SpectatorRecord['steps'][number]['events'][number]> = {
  readFrame: checkFrame,
  readPublicMove: normalizePublicMove,
  readEvent: normalizeEvent,
  moveSeat: (move) => ('seat' in move ? move.seat : null),
  deciders: (frame) => (frame.decision.seat === null ? [] : [frame.decision.seat]),
  isOver: (frame) => frame.decision.kind === 'gameOver',
  seatCount: (frame) => frame.seats.length,
  // An exchange is made "at any time", by any seat of the game, whoever decides (rules/exchange-moves.ts).
  outOfTurn: (_frame, move) => move.type === 'exchange',
};

/**
 * Checks a version-2 JSON tree (already through readTree) and returns a canonical spectator record
 * with its frames. Every step: the move, its events, the patch, and the frame it makes (the kit's checks,
 * kit/records/frames.ts, with Quetzal's frames, moves and events).
 */
function normalizeSpectator(raw: Record<string, unknown>): { record: SpectatorRecord; frames: GameState[] } {
  const { engine, created, start, steps, frames } = readSpectatorBody(raw, SPECTATOR_VERSION, SPECTATOR_FRAMES, { engine: normalizeEngine, created: normalizeCreated });
  const record: SpectatorRecord = { format: RECORD_FORMAT, version: SPECTATOR_VERSION, kind: 'spectator', engine, created, start, steps };
  return { record, frames };
}

/** A spectator record read and checked, with its frames (frames[i]: the position after i moves). */
export interface SpectatorRead {
  record: SpectatorRecord;
  /** The public positions; they share unchanged parts with each other: treat them as read-only. */
  frames: GameState[];
}

/** Reads and checks a spectator record (JSON text or an object). Throws RecordError. */
export function readSpectatorRecord(input: unknown): SpectatorRead {
  return guarded(() => {
    const value = readTree(input);
    if (!isVersion2(value)) {
      if (isPlainObject(value) && value.format === RECORD_FORMAT && value.version === 1) recordFail('BAD_FIELD', 'this is a full record (version 1), not a spectator record', 'version');
      readRecord(value); // the full reader's errors: not a record, a future version…
      recordFail('NOT_A_RECORD', 'not a spectator record');
    }
    return normalizeSpectator(value);
  });
}

/** Any record, full or spectator: what a reader that can show both gets. */
export type AnyRead = ({ kind: 'full' } & ReadResult) | ({ kind: 'spectator' } & SpectatorRead);

/**
 * Reads and checks any record: a full one (every check of readRecord, replay included) or a spectator
 * one (readSpectatorRecord's). Throws RecordError.
 */
export function readAnyRecord(input: unknown): AnyRead {
  return guarded(() => {
    const value = readTree(input);
    if (isVersion2(value)) return { kind: 'spectator', ...normalizeSpectator(value) };
    return { kind: 'full', ...readRecord(value) };
  });
}

/** The public positions of a (checked) spectator record: frames[i] is the position after i moves. */
export function spectatorFrames(record: SpectatorRecord): GameState[] {
  return readSpectatorRecord(record).frames;
}

/** The log of a spectator record as the replay view shows it: each move with its events, as seen. */
export function spectatorLog(record: SpectatorRecord, frames: readonly GameState[]): LogEntry[] {
  return record.steps.map((step, index) => ({ index, round: frames[index]!.round, move: step.move, events: step.events }));
}
