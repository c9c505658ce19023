/**
 * Starting a <quetzal-board>'s statechart on its attributes: at once when every part they need is here,
 * else through its `loadParts` actor (seats, a diagram, a `src` file to fetch); the first start looks
 * for a share link or an auto-save. A lazy board (`loading="lazy"`, or readonly) starts only once it
 * comes near the viewport (lazy-start.ts, imported by the first lazy board).
 */
import type { Lang } from '../strings/index.js';
import type { BoardActor } from './board-actor.js';
import { checkProps, type CheckedProps, type PropProblem } from './board-props.js';
import { configOf, inputFor, seatsPart, timingOf } from './start-config.js';
import { anythingToResume } from './save-keys.js';
import { loadPart } from '../../../kit/ui/lazy-parts.js';
import { GAME_PROPS, TIMING_PROPS } from './board-attributes.js';
import type { LazyStart } from '../../../kit/ui/lazy-start.js';
import { afterNextPaint } from './after-render.js';

/** The board as the starter sees it. */
export interface StartingBoard extends HTMLElement {
  readonly renderRoot: HTMLElement | DocumentFragment;
  requestUpdate(): void;
}

export class BoardStarter {
  /** The first start of this board looks for a share link or an auto-save. */
  private firstStart = true;
  /** Watches a lazy board come near the viewport. */
  private lazy: LazyStart | null = null;

  constructor(
    private readonly el: StartingBoard,
    private readonly machine: BoardActor,
    /** The properties as last checked. */
    private readonly props: () => CheckedProps,
    private readonly lang: () => Lang,
    private readonly track: (p: Promise<unknown>) => void,
  ) {}

  /** A new game asked for (`newGame()`): no share link or save is looked for. */
  newGame(): void {
    this.firstStart = false;
    this.start();
  }

  start(problems: PropProblem[] = checkProps(this.el).problems): void {
    const v = this.props();
    const resume = this.firstStart && anythingToResume(this.el, !v.readonly && !v.noSave);
    const config = configOf(v, problems, this.lang(), resume, (name) => this.el.getAttribute(name));
    this.firstStart = false;
    if (config.seats !== undefined && config.seats !== null) this.track(seatsPart().then((m) => m.adoptSeatStyles(this.el.renderRoot as ShadowRoot), () => {}));
    this.machine.send({ type: 'START', input: { ...inputFor(config), timing: timingOf(v, problems) } });
  }

  isLazy(): boolean {
    const { loading, readonly } = this.props();
    return loading === 'lazy' || (loading !== 'eager' && readonly);
  }

  /**
   * Whether a lazy board has come near the viewport (false while lazy-start.ts is being imported: after
   * the page's next paint, so that its request stays off the first screen's way).
   */
  seen(): boolean {
    if (this.lazy) return this.lazy.watch();
    this.track(afterNextPaint().then(() => loadPart<typeof import('../../../kit/ui/lazy-start.js')>('lazy', () => import('../../../kit/ui/lazy-start.js'))).then((m) => {
      this.lazy ??= new m.LazyStart(this.el, () => this.el.requestUpdate());
      this.el.requestUpdate();
    }));
    return false;
  }

  /**
   * The board's properties changed (its willUpdate, once they are checked): the statechart hears new
   * timings and readonly at once; a setup change (or the first update) starts a game — unless the board
   * is lazy and not yet seen, or keeps the game it had; a wrong setup value changes nothing of a game
   * under way. Returns whether a game is running or starting well, for the wrong values' notices (null:
   * nothing to say yet — a lazy board not yet seen, or a board about to take back the game it had).
   */
  propsChanged(changed: ReadonlyMap<PropertyKey, unknown>, problems: PropProblem[]): boolean | null {
    const values = this.props();
    const running = this.machine.running;
    const live = !!this.machine.snap?.context.game;
    if (running && TIMING_PROPS.some((k) => changed.has(k))) this.machine.send({ type: 'TIMING', timing: timingOf(values, problems) });
    if (running && changed.has('readonly')) this.machine.send({ type: 'INTERACTIVE', on: !values.readonly });
    const startedWell = running || !problems.some((x) => x.kind === 'setup');
    if (this.machine.hasKept) return null; // hostConnected resumes the game it had
    if (!running && this.isLazy() && !this.seen()) return null;
    const setupChanged = GAME_PROPS.some((k) => changed.has(k)) || (changed.has('record') && values.readonly);
    if (!running || (setupChanged && !(live && problems.some((x) => x.kind === 'setup')))) this.start(problems);
    return startedWell;
  }

  /** The board left the page: stop watching. */
  stop(): void {
    this.lazy?.stop();
  }
}
