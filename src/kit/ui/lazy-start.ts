/**
 * The lazy start of boards and tutorials (`loading="lazy"`): nothing is built until the element comes
 * near the viewport.
 *
 * Calls `onVisible` once, when `el` first comes within `margin` pixels of the viewport. Without
 * IntersectionObserver it calls at once. A hidden page (a background tab, a test page) renders no
 * frames, so IntersectionObserver stays silent there: the position is then checked every 250 ms.
 */
export class LazyStart {
  private observer: IntersectionObserver | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  visible = false;

  constructor(private readonly el: Element, private readonly onVisible: () => void, private readonly margin = 200) {}

  /** Starts watching (idempotent); returns whether the element has been seen already. */
  watch(): boolean {
    if (this.visible || this.observer) return this.visible;
    if (typeof IntersectionObserver === 'undefined') {
      this.visible = true;
      return true;
    }
    this.observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) this.seen();
    }, { rootMargin: `${this.margin}px` });
    this.observer.observe(this.el);
    this.poll();
    return false;
  }

  stop(): void {
    this.observer?.disconnect();
    this.observer = null;
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  private seen(): void {
    if (this.visible) return;
    this.visible = true;
    this.stop();
    this.onVisible();
  }

  private poll(): void {
    if (this.timer !== null || document.visibilityState !== 'hidden') return;
    this.timer = setTimeout(() => {
      this.timer = null;
      if (this.visible || !this.observer) return;
      if (this.near()) this.seen();
      else this.poll();
    }, 250);
  }

  private near(): boolean {
    if (!this.el.isConnected) return false;
    const r = this.el.getBoundingClientRect();
    if (r.width === 0 && r.height === 0) return false;
    const m = this.margin;
    return r.bottom >= -m && r.top <= innerHeight + m && r.right >= -m && r.left <= innerWidth + m;
  }
}
