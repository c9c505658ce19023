/**
 * The work a <quetzal-board>'s `updateComplete` waits for: the parts being fetched (tracked here, never
 * rejecting there) and the statechart settling (a start, a resume, an undo).
 */
import type { BoardActor } from './board-actor.js';

export class BoardWaits {
  private readonly waits = new Set<Promise<void>>();

  constructor(private readonly machine: () => BoardActor) {}

  /** Adds work to wait for (its failure is the part's to say, not `updateComplete`'s). */
  track = (p: Promise<unknown>): void => {
    const w = p.then(() => undefined, () => undefined);
    this.waits.add(w);
    void w.then(() => this.waits.delete(w));
  };

  /** What is still pending now (empty: settled). */
  pending(): Promise<unknown>[] {
    const pending: Promise<unknown>[] = [...this.waits];
    const settling = this.machine().settled();
    if (settling) pending.push(settling);
    return pending;
  }

  /** The board's `updateComplete`: its own update, then again after each round of pending work, until none is left. */
  async settle(update: () => Promise<boolean>): Promise<boolean> {
    let result = await update();
    for (let pending = this.pending(); pending.length; pending = this.pending()) {
      await Promise.all(pending);
      result = await update();
    }
    return result;
  }
}
