/**
 * What a tutorial element's `updateComplete` waits for, for any game's tutorial: its own render, the work
 * it queued (a lesson fetched, a rebuild after Back, the check of the learner's move, the next step's
 * auto moves), and its board's render — again after each round, until nothing is left. A page or a test
 * awaits `updateComplete` after any change instead of a timer. A failure of the queued work is a bug (a
 * lesson's own errors are shown, not thrown): it is reported to the page as an uncaught error would be.
 */
import { PendingWork } from '../pending-work.js';

const reportToPage = (e: unknown): void => (typeof reportError === 'function' ? reportError(e) : console.error(e));

export class TutorialWork extends PendingWork {
  /**
   * `ownRender`: the element's own update only (its `super.getUpdateComplete()`: the work cannot await
   * the element's whole `updateComplete`, which awaits the work); `board`: the board it plays on, if any.
   */
  constructor(
    host: { readonly isUpdatePending: boolean },
    private readonly ownRender: () => Promise<boolean>,
    private readonly board: () => { readonly updateComplete: Promise<unknown> } | null | undefined,
  ) {
    super(() => [host.isUpdatePending ? ownRender() : null], reportToPage);
  }

  /** The element's `updateComplete`. */
  updateComplete(): Promise<boolean> {
    return this.settle(async () => {
      const result = await this.ownRender();
      await this.board()?.updateComplete;
      return result;
    });
  }
}
