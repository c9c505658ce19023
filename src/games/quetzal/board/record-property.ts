/**
 * A playable board's `record` property and the replay view: a record given is opened once the game is
 * live (once per record object), and set back to null when the person leaves its replay. (A readonly
 * board given a record shows only its replay: that is a start of its own, see start-config.ts.)
 */
import type { GameRecord } from '../records/index.js';
import type { BoardActor } from './board-actor.js';

export class RecordProperty {
  /** The record last opened. */
  private asked: GameRecord | null = null;

  constructor(
    /** The board's `record` and `readonly` as checked, and a way to set `record` back to null. */
    private readonly board: { record(): GameRecord | null; readonly(): boolean; clear(): void },
    private readonly machine: BoardActor,
  ) {}

  /** Before each update: opens a new record, or leaves the replay of one set back to null. */
  sync(): void {
    const snap = this.machine.snap;
    if (this.board.readonly() || !snap) return;
    const record = this.board.record();
    if (record === null) {
      this.asked = null;
      if (snap.matches('reviewing') && snap.context.review?.source === 'property') this.machine.send({ type: 'BACK_TO_GAME' });
    } else if (record !== this.asked && snap.matches('live')) {
      this.asked = record;
      this.machine.send({ type: 'REVIEW', record, source: 'property' });
    }
  }

  /** "Back to the game": the record the host gave is done with. */
  leave(): void {
    if (this.machine.snap?.context.review?.source === 'property') this.board.clear();
    this.machine.send({ type: 'BACK_TO_GAME' });
  }
}
