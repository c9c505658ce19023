/**
 * The replay view's positions (records chunk): the statechart's `reviewing` state holds the record and
 * the move shown; this keeps what is costly to recompute for it. A full record: a RecordPlayer (the
 * position after any number of moves, from checkpoints) and the log of every move with its events. A
 * spectator record: its frames, as they are (a spectator's views: nothing is recomputed or revealed).
 */
import { scoreBreakdown, viewFor, type GameState, type ScoreLine } from '../engine/index.js';
import type { LogEntry } from '../statechart/quetzal-machine.js';
import {
  RecordPlayer, isSpectatorRecord, readAnyRecord, readSpectatorRecord, replay, spectatorLog, type AnyRecord,
} from '../records/index.js';

/** The `openReview` actor's work: the record checked (a RecordError if bad) and its number of moves. */
export function checkForReview(input: unknown): { record: AnyRecord; length: number } {
  const read = readAnyRecord(input);
  return read.kind === 'full' ? { record: read.record, length: read.record.moves.length } : { record: read.record, length: read.record.steps.length };
}

/** What the replay shows at one move: the spectator's view and, at the end of a game, the scores. */
export interface ReplayFrame {
  view: GameState;
  scores: ScoreLine[] | null;
}

export class ReplayCache {
  private record: unknown = null;
  private player: RecordPlayer | null = null;
  private frames: GameState[] | null = null;
  private entries: LogEntry[] = [];
  private cached: { index: number; frame: ReplayFrame } | null = null;

  /** Switches to a (checked) record when it is not the one cached. */
  private use(record: AnyRecord): void {
    if (record === this.record) return;
    this.record = record;
    this.cached = null;
    if (isSpectatorRecord(record)) {
      this.player = null;
      this.frames = readSpectatorRecord(record).frames;
      this.entries = spectatorLog(record, this.frames);
    } else {
      this.frames = null;
      this.player = new RecordPlayer(record);
      this.entries = replay(record, { log: true }).log ?? [];
    }
  }

  /** The position after `index` moves of the record, as a spectator sees it. */
  frame(record: AnyRecord, index: number): ReplayFrame {
    this.use(record);
    if (this.cached?.index !== index) {
      // A full record's position is filtered here; a spectator record's frames are views already.
      const state = this.frames ? this.frames[index]! : this.player!.stateAt(index);
      const view = this.frames ? state : viewFor(state, null);
      this.cached = { index, frame: { view, scores: state.phase === 'gameOver' ? scoreBreakdown(state) : null } };
    }
    return this.cached.frame;
  }

  /** Every move of the record with its events. */
  log(record: AnyRecord): LogEntry[] {
    this.use(record);
    return this.entries;
  }

  /** Whether the record shown is a spectator's (it replays, it cannot be played on). */
  spectator(record: AnyRecord): boolean {
    return isSpectatorRecord(record);
  }
}
