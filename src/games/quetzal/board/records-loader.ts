/**
 * RecordsLoader: the records feature's stand-in in the main chunk (a Lit ReactiveController), and the
 * statechart's actors that need it: `resume`, `undo`, `redo`, `openReview` and `autosave`.
 *
 * Auto-save and resume, undo / redo, export / import, share links and the replay view are a chunk of
 * their own (records-feature.ts), fetched when an actor first needs it (a save or link to resume, the
 * first move to save, an undo), when the browser is idle after the first render of a playable board, or
 * on first use of the Game menu. Until then the toolbar is drawn by parts/records-bar.ts (which comes
 * with the later parts chunk, fetched right after the first render): a fresh game has nothing to undo
 * or redo, so the row looks the same before and after.
 */
import { nothing, type ReactiveController, type TemplateResult } from 'lit';
import { fromCallback, fromPromise } from 'xstate';
import type { Move } from '../engine/index.js';
import type { QuetzalInput, Resumed, UndoInput, UndoOutput } from '../statechart/quetzal-machine.js';
import type { AutosaveInput, SaveEvent } from '../statechart/actors.js';
import type { Lang } from '../strings/index.js';
import type { BoardLink, RecordsFeature } from './records-types.js';
import type { Tr } from './parts/common.js';
import type { recordsBarStandIn } from './parts/records-bar.js';
import { abandonPart, loadPart } from '../../../kit/ui/lazy-parts.js';
import { hashParamOf } from './save-keys.js';

type RecordsModule = typeof import('./records-feature.js');
const recordsPart = () => loadPart<RecordsModule>('records', () => import('./records-feature.js'));

export class RecordsLoader implements ReactiveController {
  /** The loaded feature, or null before its chunk has arrived. */
  feature: RecordsFeature | null = null;
  private loading: Promise<RecordsFeature> | null = null;
  private idleAsked = false;
  /** The statechart stopped waiting for the chunk once (its deadline): it is fetched again only when needed. */
  private gaveUp = false;

  /** `track`: work the board's `updateComplete` waits for. */
  constructor(private readonly link: BoardLink, private readonly track: (p: Promise<unknown>) => void) {
    link.element.addController(this);
  }

  hostConnected(): void {
    window.addEventListener('hashchange', this.onHashChange);
  }

  hostDisconnected(): void {
    window.removeEventListener('hashchange', this.onHashChange);
  }

  /** After the first render of a playable board: the chunk is fetched when the browser is idle. */
  hostUpdated(): void {
    if (this.idleAsked || this.link.readonly() || !this.link.snapshot()?.context.game) return;
    this.idleAsked = true;
    const run = () => (this.gaveUp ? undefined : this.load().catch(() => {}));
    if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 2000 });
    else setTimeout(run, 200);
  }

  /** The feature, loading its chunk first (once per board; a failed load is tried again next time). */
  load(): Promise<RecordsFeature> {
    if (this.feature) return Promise.resolve(this.feature);
    if (!this.loading) {
      this.loading = recordsPart().then((m) => {
        this.feature ??= m.createRecordsFeature(this.link, this.track);
        this.link.element.requestUpdate();
        return this.feature;
      });
      this.loading.catch(() => {
        this.loading = null;
      });
      this.track(this.loading);
    }
    return this.loading;
  }

  /** Runs `fn` with the feature: at once when it is loaded, else when it arrives (skipped if it cannot load). */
  with(fn: (feature: RecordsFeature) => unknown): Promise<void> {
    if (this.feature) {
      fn(this.feature);
      return Promise.resolve();
    }
    const done = this.load().then(fn).then(() => {}, () => {});
    this.track(done);
    return done;
  }

  /** Undo or redo through the API: false (and the chunk fetched) before the feature has loaded. */
  step(which: 'undo' | 'redo'): boolean {
    if (this.feature) return this.feature[which]();
    this.load().catch(() => {});
    return false;
  }

  private onHashChange = (): void => {
    const param = `${hashParamOf(this.link.element)}=`;
    if (!this.feature && location.hash.replace(/^#/, '').split('&').some((p) => p.startsWith(param))) {
      void this.with((f) => f.checkHash());
    }
  };

  // ------------------------------------------------------------- the statechart's actors

  /** The actors the statechart invokes for records, each loading the chunk first when needed. */
  actors() {
    const feature = (signal: AbortSignal) => {
      // The statechart stopped waiting (its deadline passed): a request that hangs is not waited on again.
      signal.addEventListener('abort', () => {
        if (this.feature || !this.loading) return;
        this.loading = null;
        this.gaveUp = true;
        abandonPart('records');
      });
      return this.load();
    };
    return {
      resume: fromPromise<Resumed | null, QuetzalInput>(async ({ input, signal }) => (await feature(signal)).resume(input)),
      undo: fromPromise<UndoOutput, UndoInput>(async ({ input, signal }) => (await feature(signal)).undoOutput(input)),
      redo: fromPromise<Move, UndoInput>(async ({ input, signal }) => (await feature(signal)).redoMove(input)),
      openReview: fromPromise<{ record: unknown; length: number }, { record: unknown }>(async ({ input, signal }) => (await feature(signal)).openReview(input.record)),
      autosave: fromCallback<SaveEvent, AutosaveInput>(({ input, receive }) => this.autosave(input, receive)),
    };
  }

  /**
   * Keeps the live game saved: every change goes to the feature, fetched at the first move (a fresh
   * game has nothing worth saving yet, and from the first move on Undo needs it, saved or not). A save
   * that was never read (`locked`) is never overwritten.
   */
  private autosave(input: AutosaveInput, receive: (listener: (event: SaveEvent) => void) => void): () => void {
    const setup = input.setup;
    let latest: SaveEvent = { type: 'SAVE', game: input.game, log: input.log, options: input.options, redo: input.redo };
    const write = () => {
      const saving = !input.locked && this.link.saving();
      const event = latest;
      if (this.feature) {
        if (saving) this.feature.save(event, setup);
      } else if (event.log.length > 0) {
        void this.with((f) => {
          if (saving) f.save(event, setup);
        });
      }
    };
    write();
    receive((event) => {
      latest = event;
      write();
    });
    const flush = () => this.feature?.flush();
    const onHide = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onHide);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onHide);
      flush();
    };
  }

  // ------------------------------------------------------------- rendering

  /**
   * The toolbar (`buttons: false`, readonly boards: only its notices). Before the records chunk, it is
   * drawn by `bar`, which comes with the later parts (nothing until they have).
   */
  toolbar(lang: Lang, tr: Tr, buttons: boolean, bar: typeof recordsBarStandIn | null): TemplateResult | typeof nothing {
    if (this.feature) return this.feature.toolbar(lang, buttons);
    if (!buttons || !bar) return nothing;
    return bar(tr, (this.link.snapshot()?.context.log.length ?? 0) === 0, (act) => void this.with((f) => (act === 'menu' ? f.toggleMenu() : f[act]())));
  }

  dialogs(lang: Lang): TemplateResult | typeof nothing {
    return this.feature?.dialogs(lang) ?? nothing;
  }

  /** "Undo Lucy's move" on the pass-and-play cover, when allowed. */
  coverUndo(lang: Lang): TemplateResult | undefined {
    return this.feature?.coverUndo(lang);
  }

  /** The replay view when the statechart is reviewing a record, else null. */
  replayView(lang: Lang): TemplateResult | null {
    return this.feature?.replayView(lang) ?? null;
  }
}
