/**
 * The work an element's `updateComplete` waits for, beyond its own render: what it queued (a part or a
 * file being fetched, a rebuild) and whatever else the element names (a statechart settling, a child's
 * render). A page or a test awaits `updateComplete` after any change instead of a timer; each element
 * (the board, the tutorial) settles the same way.
 */
export class PendingWork {
  private readonly waits = new Set<Promise<void>>();

  /**
   * `others`: more to wait for now (null: nothing), asked again after each round.
   * `onError`: what a failure of tracked work becomes (default: nothing — the work says its own failure).
   */
  constructor(
    private readonly others: () => ReadonlyArray<Promise<unknown> | null> = () => [],
    private readonly onError?: (error: unknown) => void,
  ) {}

  /** Adds work to wait for; `updateComplete` never rejects because of it. */
  track = (work: Promise<unknown>): void => {
    const w = work.then(() => undefined, (e: unknown) => this.onError?.(e));
    this.waits.add(w);
    void w.then(() => this.waits.delete(w));
  };

  /** What is still pending now (empty: settled). */
  pending(): Promise<unknown>[] {
    const more = this.others().filter((p): p is Promise<unknown> => p !== null);
    return [...this.waits, ...more];
  }

  /** `updateComplete`: the element's update, then again after each round of pending work, until none is left. */
  async settle(update: () => Promise<boolean>): Promise<boolean> {
    let result = await update();
    for (let pending = this.pending(); pending.length; pending = this.pending()) {
      await Promise.all(pending);
      result = await update();
    }
    return result;
  }
}
