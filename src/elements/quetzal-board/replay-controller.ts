/**
 * ReplayController: the replay view's state for one <quetzal-board> (a Lit ReactiveController).
 *
 * Holds a checked record, a RecordPlayer (the position after any number of moves, from checkpoints),
 * the log of every move, the move shown, and the auto-play timer. Auto-play waits longer between moves
 * when the person prefers reduced motion. parts/replay-view.ts renders it.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { GameState } from '../../rules/index.js';
import type { LogEntry } from '../../machine/quetzal-machine.js';
import { RecordError, RecordPlayer, readRecord, replay, type GameRecord } from '../../records/index.js';

/** Auto-play: milliseconds per move, normally and with prefers-reduced-motion. */
export const REPLAY_STEP_MS = { normal: 900, reduced: 2200 } as const;

export type ReplaySource = 'live' | 'property';

export class ReplayController implements ReactiveController {
  /** The move shown: the position after `index` moves (0: the start). */
  index = 0;
  playing = false;
  source: ReplaySource | null = null;
  record: GameRecord | null = null;
  /** Every move with its events (spectator wording is done by the log part). */
  log: LogEntry[] = [];

  private readonly host: ReactiveControllerHost;
  private player: RecordPlayer | null = null;
  private cached: { index: number; state: GameState } | null = null;
  private timer: ReturnType<typeof setInterval> | null = null;

  constructor(host: ReactiveControllerHost) {
    this.host = host;
    host.addController(this);
  }

  hostDisconnected(): void {
    this.pause();
  }

  private shown = -1;

  /** Keeps the newest move of the log in view as the replay moves on. */
  hostUpdated(): void {
    if (!this.player || this.shown === this.index) return;
    this.shown = this.index;
    const list = (this.host as unknown as { renderRoot?: ParentNode }).renderRoot?.querySelector<HTMLElement>('[data-replay] .log-list');
    if (list) list.scrollTop = list.scrollHeight;
  }

  get active(): boolean {
    return this.player !== null;
  }

  get length(): number {
    return this.player?.length ?? 0;
  }

  /**
   * Shows a record (checked first: a RecordError is thrown for a bad one and nothing changes).
   * `at`: the move to show first (default: the start).
   */
  open(input: GameRecord, source: ReplaySource, at = 0): void {
    const record = readRecord(input).record;
    const player = new RecordPlayer(record);
    const log = replay(record, { log: true }).log ?? [];
    this.pause();
    this.record = record;
    this.player = player;
    this.log = log;
    this.source = source;
    this.cached = null;
    this.index = Math.max(0, Math.min(at, player.length));
    this.host.requestUpdate();
  }

  close(): void {
    this.pause();
    this.player = null;
    this.record = null;
    this.log = [];
    this.source = null;
    this.cached = null;
    this.shown = -1;
    this.host.requestUpdate();
  }

  /** The position shown (the full state; the view part filters it for a spectator). */
  state(): GameState {
    if (!this.player) throw new RecordError('INTERNAL', 'no replay is open');
    if (this.cached?.index !== this.index) this.cached = { index: this.index, state: this.player.stateAt(this.index) };
    return this.cached.state;
  }

  go(i: number): void {
    if (!this.player) return;
    const next = Math.max(0, Math.min(Math.round(i), this.player.length));
    if (next === this.index) return;
    this.index = next;
    if (next === this.player.length) this.pause();
    this.host.requestUpdate();
  }

  first = (): void => this.go(0);
  back = (): void => this.go(this.index - 1);
  forward = (): void => this.go(this.index + 1);
  last = (): void => this.go(this.length);

  toggle = (): void => {
    if (this.playing) this.pause();
    else this.play();
  };

  play(): void {
    if (!this.player) return;
    if (this.index >= this.player.length) this.index = 0;
    this.pause();
    this.playing = true;
    const reduced = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
    this.timer = setInterval(() => this.go(this.index + 1), reduced ? REPLAY_STEP_MS.reduced : REPLAY_STEP_MS.normal);
    this.host.requestUpdate();
  }

  pause(): void {
    if (this.timer !== null) clearInterval(this.timer);
    this.timer = null;
    if (this.playing) {
      this.playing = false;
      this.host.requestUpdate();
    }
  }

  /** ← → step, Home / End jump (the slider handles its own keys). */
  onKey = (e: KeyboardEvent): void => {
    const target = e.composedPath()[0] as HTMLElement | undefined;
    if (target?.tagName === 'INPUT' || target?.tagName === 'TEXTAREA' || e.altKey || e.ctrlKey || e.metaKey) return;
    const act = { ArrowLeft: this.back, ArrowRight: this.forward, Home: this.first, End: this.last }[e.key];
    if (!act) return;
    e.preventDefault();
    this.pause();
    act();
  };
}
