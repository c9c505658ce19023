/**
 * What each render of a <quetzal-board> brings along without being part of it (a Lit ReactiveController):
 * the motion chunk, fetched after the first render of a game, which then animates what each render
 * changes; the first paint, which lays out only what is on screen (`firstPaint`); the highlights a host or
 * a lesson points at (their chunk fetched when first asked for); and, with the later parts, the
 * keyboard's roving focus and the Hint's marks.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { GameState } from '../engine/index.js';
import type { LaterParts } from './parts/prompt-model.js';
import { loadPart, partIfLoaded } from '../../../kit/ui/lazy-parts.js';
import type * as Highlighter from './highlighter.js';
import type * as Motion from './motion/motion.js';

type Host = ReactiveControllerHost & HTMLElement & { renderRoot: HTMLElement | DocumentFragment };

export interface AfterRenderLink {
  /** The position on screen: the replay's frame, else the live game. */
  shown(): GameState | null;
  /** The live game (what highlights point into). */
  state(): GameState | null;
  highlights(): readonly string[];
  later(): LaterParts | null;
  /** Work the board's `updateComplete` waits for. */
  track(p: Promise<unknown>): void;
}

/**
 * Resolves after the next frame is painted (a task queued from its animation frame runs after its
 * paint), or after 250 ms if none is (a page hidden meanwhile): `updateComplete` waits for it.
 */
export const afterNextPaint = () => new Promise((resolve) => {
  requestAnimationFrame(() => setTimeout(resolve));
  setTimeout(resolve, 250);
});

/** The query of a phone-sized screen, made once per page (an article's boards each ask it). */
let phoneSized: MediaQueryList | undefined;

/** Whether a part left out of the first paint would show on screen (or above it: filling it would move what shows). */
function leftOutOnScreen(root: ParentNode): boolean {
  return [...root.querySelectorAll('[data-left-out]')].some((e) => e.getBoundingClientRect().top < innerHeight);
}

export class AfterRender implements ReactiveController {
  /**
   * Whether this render is the board's first paint of a game: the view then lets what is below the fold
   * skip its layout and paint (`.first-paint`, styles/base.ts), so that a phone shows the first screen and
   * takes a tap sooner; after that frame the whole board is laid out, as always. A hidden page paints no
   * frame: there the board is laid out at once.
   */
  firstPaint = typeof document === 'object' && document.visibilityState !== 'hidden';
  /**
   * On a phone-sized screen (one column: the seats under the board, the board taller than the screen) the
   * first paint also leaves out what is below the first screen — the places under the Temple, the score
   * column, the Discovery track, the seats (`leftOut`, parts/board-map.ts) —, drawn by the render after that
   * paint: building their ~500 elements cost about a third of a slow phone's wait for the first screen.
   * Whatever of it is on screen after all (a tall screen, a page opened scrolled down to the board) is
   * drawn before that paint, in its animation frame, so nothing shows empty.
   */
  firstScreen = this.firstPaint && (phoneSized ??= matchMedia('(max-width: 599px)')).matches;
  /**
   * The whole board starts below the first screen at its first paint (an article's board further down the
   * page, on any screen): its map and seats are left out too (`firstScreen`), drawn by the render after that
   * paint. A phone's article then shows its first screen and its board takes a tap ~40 ms sooner
   * (bench/embed-ab.ts). Asked once, when the first game shows.
   */
  belowFold = false;
  /** The first paint of a game has been asked for (its first render done). */
  private painting = false;

  constructor(private readonly host: Host, private readonly link: AfterRenderLink) {
    host.addController(this);
  }

  /** Runs one render: through the motion chunk once it has come (it animates what the render changes). */
  render(update: () => void): void {
    // The first render of a game (hostUpdated then starts its first paint, `painting`).
    if (this.firstPaint && !this.painting && this.link.shown()) {
      // Where the board starts: one layout of the page before the board's game is in it (little to lay out).
      if (this.host.getBoundingClientRect().top >= innerHeight) this.belowFold = this.firstScreen = true;
    }
    const motion = partIfLoaded<typeof Motion>('motion');
    if (motion) motion.around(this.host, this.link.shown(), update);
    else update();
  }

  hostUpdated(): void {
    const root = this.host.renderRoot as ShadowRoot;
    // Once a game shows (not for a board still starting, such as a lazy diagram below the fold): the
    // whole board laid out after the first paint (`updateComplete` waits for it), then the motion chunk,
    // which must not delay that paint (a failed fetch is tried again at the next render).
    if (this.link.shown()) {
      if (!this.firstPaint) void loadPart('motion', () => import('./motion/motion.js')).catch(() => {});
      else if (!this.painting) {
        this.painting = true;
        const whole = () => {
          if (!this.firstPaint) return;
          this.firstPaint = this.firstScreen = this.belowFold = false;
          this.host.requestUpdate();
        };
        // (Its update runs in this frame, before the paint: a microtask after the callback.)
        if (this.firstScreen) requestAnimationFrame(() => leftOutOnScreen(root) && whole());
        this.link.track(afterNextPaint().then(whole));
      }
    }
    const keys = this.link.highlights();
    const highlighter = partIfLoaded<typeof Highlighter>('highlighter');
    if (highlighter) highlighter.highlight(root, keys, this.link.state());
    else if (keys.length) this.link.track(loadPart('highlighter', () => import('./highlighter.js')).then(() => this.host.requestUpdate()));
    this.link.later()?.keyboard(root);
  }
}
