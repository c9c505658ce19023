/**
 * RecordsLoader: the records feature's stand-in in the main chunk (a Lit ReactiveController).
 *
 * Auto-save and resume, undo / redo, export / import, share links and the replay view are a chunk of
 * their own (records-feature.ts and what it imports), loaded by `import()`:
 *  - before the first game starts, when there is something to resume (a share link in the URL hash,
 *    or an auto-save made by a board set up the same way): the board waits (an empty frame), so the
 *    saved game shows directly, never a new game first;
 *  - at the first move (moves made meanwhile are handed over when it arrives: every move is saved);
 *  - when the browser is idle after the first render, on a playable board;
 *  - on first use: the Game menu, Undo / Redo, `exportRecord()` (after `recordsReady`), `importRecord()`,
 *    `record`, a share link arriving in the hash.
 * Until then it draws the toolbar row itself (parts/records-bar.ts): a fresh game has nothing to undo
 * or redo, so the row looks the same before and after.
 */
import { html, nothing, type ReactiveController, type ReactiveControllerHost, type TemplateResult } from 'lit';
import type { Actor } from 'xstate';
import type { NewGameOptions } from '../../rules/index.js';
import type { QuetzalContext, QuetzalInput, QuetzalMachine } from '../../machine/quetzal-machine.js';
import type { Lang } from '../../i18n/index.js';
import type { RecordsFeature } from './records-feature.js';
import type { Tr } from './parts/common.js';
import { recordsRow } from './parts/records-bar.js';

/** What the records feature needs from its board. */
export interface RecordsHostDeps {
  /** The running actor, or null. */
  actor(): Actor<QuetzalMachine> | null;
  /** Replaces the game on screen: a fresh actor from this input. */
  start(input: QuetzalInput): void;
  /** A new game from the board's attributes. */
  newGame(): void;
  readonly(): boolean;
  /** Whether the game is auto-saved (not readonly, no `no-save`). */
  saving(): boolean;
  /** Whether pass-and-play hand-over is on (no `no-handover`). */
  handOver(): boolean;
  lang(): Lang;
  /** Shows the board's inline error (and fires `quetzal-error`). */
  fail(code: string, message: string): void;
  /** Sets the board's `record` property back to null (leaving a replay it asked for). */
  clearRecord(): void;
}

export type RecordsHost = ReactiveControllerHost & HTMLElement & { renderRoot: HTMLElement | DocumentFragment };

/** Storage keys of auto-saves start with this; `<prefix><id or page path>` holds the record. */
export const SAVE_PREFIX = 'quetzal-board:';

/** The storage key of a board's save. */
export function saveKeyOf(host: HTMLElement): string {
  return `${SAVE_PREFIX}${host.id || location.pathname}`;
}

/** The URL hash parameter of a board's share links. */
export function hashParamOf(host: HTMLElement): string {
  return host.id ? `quetzal-${encodeURIComponent(host.id)}` : 'quetzal';
}

export class RecordsLoader implements ReactiveController {
  /** The loaded feature, or null before its chunk has arrived. */
  feature: RecordsFeature | null = null;

  private readonly host: RecordsHost;
  private readonly deps: RecordsHostDeps;
  private readonly fetch: <M>(p: Promise<M>) => Promise<M>;
  private readonly track: (p: Promise<unknown>) => void;
  private loading: Promise<RecordsFeature> | null = null;
  /** The last machine context seen before the chunk arrived (handed to the feature then). */
  private latest: QuetzalContext | null = null;
  /** The setup of the last game started before the chunk arrived. */
  private setup: NewGameOptions | null = null;
  /** Whether the first start has been told there is nothing to resume. */
  private resumeChecked = false;
  private idleAsked = false;

  /**
   * `fetch`: the board's chunk import (its `updateComplete` waits for it; a failure fires `quetzal-error`);
   * `track`: other work `updateComplete` waits for.
   */
  constructor(host: RecordsHost, deps: RecordsHostDeps, fetch: <M>(p: Promise<M>) => Promise<M>, track: (p: Promise<unknown>) => void) {
    this.host = host;
    this.deps = deps;
    this.fetch = fetch;
    this.track = track;
    host.addController(this);
  }

  hostConnected(): void {
    window.addEventListener('hashchange', this.onHashChange);
  }

  hostDisconnected(): void {
    window.removeEventListener('hashchange', this.onHashChange);
  }

  /** After the first render of a playable board: the chunk is fetched when the browser is idle. */
  hostUpdated(): void {
    if (this.idleAsked || this.deps.readonly() || !this.deps.actor()) return;
    this.idleAsked = true;
    const run = () => this.load().catch(() => {});
    if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 2000 });
    else setTimeout(run, 200);
  }

  /** Loads the records chunk (once) and hands it what happened meanwhile. */
  load(): Promise<RecordsFeature> {
    if (!this.loading) {
      this.loading = this.fetch(import('./records-feature.js')).then((m) => {
        const feature = m.createRecordsFeature(this.host, this.deps);
        this.feature = feature;
        if (this.resumeChecked) feature.controller.adoptSetup(this.setup);
        if (this.latest) feature.controller.sync(this.latest);
        this.latest = null;
        this.host.requestUpdate();
        return feature;
      }, (e: unknown) => {
        // Offline, or the chunk is missing: the game goes on without records (a later use retries).
        this.loading = null;
        this.resumeChecked = true;
        throw e;
      });
      this.track(this.loading);
    }
    return this.loading;
  }

  /**
   * Runs `fn` with the feature: at once when it is loaded, else when it arrives (the board's
   * `updateComplete` waits for it). A chunk that fails to load skips `fn`.
   */
  with(fn: (feature: RecordsFeature) => unknown): Promise<void> {
    if (this.feature) {
      fn(this.feature);
      return Promise.resolve();
    }
    const done = this.load().then(fn).then(() => {}, () => {});
    this.track(done);
    return done;
  }

  // ------------------------------------------------------------- before the chunk: resume, moves

  private hasLink(): boolean {
    const param = `${hashParamOf(this.host)}=`;
    return location.hash.replace(/^#/, '').split('&').some((part) => part.startsWith(param));
  }

  /** A save of this board exists (whether it was made by a board set up the same way, the feature checks). */
  private hasSave(): boolean {
    try {
      return this.deps.saving() && !!localStorage.getItem(`${saveKeyOf(this.host)}:setup`);
    } catch {
      return false;
    }
  }

  /**
   * The game to start with (RecordsController.resumeInput), or 'wait' when there is something to
   * resume and the chunk is not there yet: the board starts nothing and is updated when it arrives.
   */
  resumeInput(setup: NewGameOptions, handOver: boolean): QuetzalInput | null | 'wait' {
    if (this.feature) return this.feature.controller.resumeInput(setup, handOver);
    this.setup = setup;
    if (this.resumeChecked) return null;
    if (this.hasLink() || this.hasSave()) {
      this.load().catch(() => {});
      return 'wait';
    }
    this.resumeChecked = true;
    return null;
  }

  /** Every machine snapshot: the feature keeps its history in step; before it, the first move fetches it. */
  sync(ctx: QuetzalContext): void {
    if (this.feature) {
      this.feature.controller.sync(ctx);
      return;
    }
    this.latest = ctx;
    if (ctx.log.length > 0) this.load().catch(() => {});
  }

  private onHashChange = (): void => {
    if (!this.feature && this.hasLink()) void this.with((f) => f.controller.checkHash());
  };

  // ------------------------------------------------------------- rendering

  /** The toolbar and notices (`buttons: false`, readonly boards: only the notices). */
  toolbar(lang: Lang, tr: Tr, buttons: boolean): TemplateResult | typeof nothing {
    if (this.feature) return this.feature.toolbar(lang, buttons);
    if (!buttons) return nothing;
    // Nothing to undo or redo in a game the chunk has not seen yet (with moves, it is on its way).
    const fresh = (this.deps.actor()?.getSnapshot().context.log.length ?? 0) === 0;
    const step = (why: string, act: 'undo' | 'redo') => ({
      refused: true, why: fresh ? why : '', title: '',
      onClick: () => void this.with((f) => f.controller[act]()),
    });
    return html`<div class="records-bar" part="records" data-records>
      ${recordsRow(tr, {
        undo: step(tr('why_NOTHING_TO_UNDO'), 'undo'),
        redo: step(tr('why_NOTHING_TO_REDO'), 'redo'),
        badge: nothing,
        menuOpen: false,
        onMenu: () => void this.with((f) => f.controller.toggleMenu()),
        onMenuKey: (e) => {
          if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
          e.preventDefault();
          void this.with((f) => f.controller.toggleMenu());
        },
        menu: nothing,
      })}
      <div class="rec-live" role="status" aria-live="polite"></div>
    </div>`;
  }

  /** The open dialog, if any. */
  dialogs(lang: Lang): TemplateResult | typeof nothing {
    return this.feature?.dialogs(lang) ?? nothing;
  }

  /** "Undo Lucy's move" on the pass-and-play cover, when allowed. */
  coverUndo(lang: Lang): TemplateResult | undefined {
    return this.feature?.coverUndo(lang);
  }

  /** The replay view when one is open, else null. */
  replayView(lang: Lang): TemplateResult | null {
    return this.feature?.replayView(lang) ?? null;
  }
}
