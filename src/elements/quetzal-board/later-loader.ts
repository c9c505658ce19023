/**
 * LaterLoader: fetches the board's later parts (later-parts.ts: Phase 3 prompts, score tables, the
 * game log) right after the first render, while the people roll and place (a Lit ReactiveController).
 * Until they arrive the prompt says so; if they cannot be fetched, it offers Retry (a new URL).
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { LaterParts } from './parts/prompt-model.js';
import { loadPart } from './chunks.js';

type LaterModule = typeof import('./later-parts.js');

export class LaterLoader implements ReactiveController {
  parts: LaterParts | null = null;
  failed = false;
  private asked = false;

  constructor(
    private readonly host: ReactiveControllerHost & { renderRoot: HTMLElement | DocumentFragment },
    private readonly track: (p: Promise<unknown>) => void,
    /** Whether the board shows a game yet (nothing is fetched for a board that has not started). */
    private readonly started: () => boolean,
  ) {
    host.addController(this);
  }

  hostUpdated(): void {
    if (!this.asked && this.started()) this.load();
  }

  /** Fetches the parts (once; again after a failure). */
  load = (): void => {
    this.asked = true;
    this.failed = false;
    const p = loadPart<LaterModule>('later', () => import('./later-parts.js')).then((m) => {
      m.adoptLaterStyles(this.host.renderRoot as ShadowRoot);
      this.parts = m.laterParts;
    }, () => {
      this.failed = true;
    }).finally(() => this.host.requestUpdate());
    this.track(p);
  };
}
