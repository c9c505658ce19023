/**
 * The replay view's positions (records chunk): the statechart's `reviewing` state holds the record and
 * the move shown; this keeps what is costly to recompute for it — a RecordPlayer (the position after
 * any number of moves, from checkpoints) and the log of every move with its events.
 */
import type { GameState } from '../../rules/index.js';
import type { LogEntry } from '../../machine/quetzal-machine.js';
import { RecordPlayer, readRecord, replay, type GameRecord } from '../../records/index.js';

/** The `openReview` actor's work: the record checked (a RecordError if bad) and its number of moves. */
export function checkForReview(input: unknown): { record: GameRecord; length: number } {
  const record = readRecord(input).record;
  return { record, length: record.moves.length };
}

export class ReplayCache {
  private record: unknown = null;
  private player: RecordPlayer | null = null;
  private entries: LogEntry[] = [];
  private cached: { index: number; state: GameState } | null = null;

  /** Switches to a (checked) record when it is not the one cached. */
  private use(record: GameRecord): RecordPlayer {
    if (record !== this.record || !this.player) {
      this.record = record;
      this.player = new RecordPlayer(record);
      this.entries = replay(record, { log: true }).log ?? [];
      this.cached = null;
    }
    return this.player;
  }

  /** The position after `index` moves of the record (the full state; the view filters it for a spectator). */
  state(record: GameRecord, index: number): GameState {
    const player = this.use(record);
    if (this.cached?.index !== index) this.cached = { index, state: player.stateAt(index) };
    return this.cached.state;
  }

  /** Every move of the record with its events. */
  log(record: GameRecord): LogEntry[] {
    this.use(record);
    return this.entries;
  }
}
