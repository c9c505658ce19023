/**
 * What each render of a <quetzal-board> brings along without being part of it (a Lit ReactiveController):
 * the motion chunk, fetched after the first render, which then animates what each render changes; the
 * highlights a host or a lesson points at (their chunk fetched when first asked for); and, with the later
 * parts, the keyboard's roving focus and the Hint's marks.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { GameState } from '../../rules/index.js';
import type { LaterParts } from './parts/prompt-model.js';
import { loadPart, partIfLoaded } from './chunks.js';
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

export class AfterRender implements ReactiveController {
  constructor(private readonly host: Host, private readonly link: AfterRenderLink) {
    host.addController(this);
  }

  /** Runs one render: through the motion chunk once it has come (it animates what the render changes). */
  render(update: () => void): void {
    const motion = partIfLoaded<typeof Motion>('motion');
    if (motion) motion.around(this.host, this.link.shown(), update);
    else update();
  }

  hostUpdated(): void {
    // The motion chunk: after the first render, which it must not delay (a failed fetch is tried again at the next).
    void loadPart('motion', () => import('./motion/motion.js')).catch(() => {});
    const root = this.host.renderRoot as ShadowRoot;
    const keys = this.link.highlights();
    const highlighter = partIfLoaded<typeof Highlighter>('highlighter');
    if (highlighter) highlighter.highlight(root, keys, this.link.state());
    else if (keys.length) this.link.track(loadPart('highlighter', () => import('./highlighter.js')).then(() => this.host.requestUpdate()));
    this.link.later()?.keyboard(root);
  }
}
