/**
 * A fake clock for one timer: while held, the page's timeouts of exactly `ms` (give the board a value of
 * its own, e.g. `input-guard="321"` for its commit pause) are kept, not run, until the test runs them —
 * the moment their time has come. Every other timeout runs as usual. So a test neither races the pause
 * on a slow machine nor sleeps until it is surely over.
 */
export class HeldTimers {
  private readonly held = new Map<number, () => void>();
  private nextId = -1;
  // (Bound: the page's timer functions refuse to run on another `this`.)
  private readonly realSet = window.setTimeout.bind(window);
  private readonly realClear = window.clearTimeout.bind(window);
  private readonly pageSet = window.setTimeout;
  private readonly pageClear = window.clearTimeout;

  constructor(private readonly ms: number) {
    window.setTimeout = ((handler: TimerHandler, delay?: number, ...args: unknown[]) => {
      if (delay !== this.ms || typeof handler !== 'function') return this.realSet(handler, delay, ...args);
      const id = this.nextId--;
      this.held.set(id, () => handler(...args));
      return id;
    }) as typeof window.setTimeout;
    window.clearTimeout = ((id?: number) => {
      if (id === undefined || !this.held.delete(id)) this.realClear(id);
    }) as typeof window.clearTimeout;
  }

  /** How many are waiting. */
  get pending(): number {
    return this.held.size;
  }

  /** Their time has come: runs them now. */
  run(): void {
    const due = [...this.held.values()];
    this.held.clear();
    for (const fn of due) fn();
  }

  /** The page's own timers again. */
  release(): void {
    window.setTimeout = this.pageSet;
    window.clearTimeout = this.pageClear;
  }
}
