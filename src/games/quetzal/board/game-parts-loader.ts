/**
 * The board's later parts (game-parts.ts: Phase 3 prompts, score tables, the game log, and the engine's
 * Phase 3 and 4 moves) as the statechart's `loadLater` actor: fetched once a game shows, their styles added to the board. The
 * statechart keeps whether they are loading, ready or failed (`context.later`), gives them a deadline
 * and fetches them again on RETRY_LATER; until they arrive the prompt says so, failed it offers Retry.
 */
import { fromPromise } from 'xstate';
import type { QuetzalEvent } from '../statechart/quetzal-machine.js';
import type { LaterParts } from './parts/prompt-model.js';
import type { BoardSnapshot } from './board-view.js';
import { abandonPart, loadPart, partIfLoaded } from '../../../kit/ui/lazy-parts.js';
import { afterNextPaint } from './after-render.js';

type LaterModule = typeof import('./game-parts.js');
type Phase3Module = typeof import('../engine/phase3-rules.js');

export class LaterLoader {
  constructor(
    private readonly snapshot: () => BoardSnapshot | null,
    private readonly send: (event: QuetzalEvent) => void,
    /** Work the board's `updateComplete` waits for. */
    private readonly track: (p: Promise<unknown>) => void,
    private readonly root: () => ShadowRoot,
  ) {}

  /** The later parts to render with, once the statechart has them ready for this board. */
  get parts(): LaterParts | null {
    return this.snapshot()?.context.later === 'ready' ? partIfLoaded<LaterModule>('later')?.laterParts ?? null : null;
  }

  /** Whether they could not be fetched (in time): the prompt offers Retry. */
  get failed(): boolean {
    return this.snapshot()?.context.later === 'failed';
  }

  /** Retry: the statechart fetches them again. */
  load = (): void => this.send({ type: 'RETRY_LATER' });

  /** The statechart's `loadLater` actor for this board. */
  actors() {
    return {
      loadLater: fromPromise<void, void>(({ signal }) => {
        // Stopped before they arrived (past the deadline): the next try asks for the file again.
        signal.addEventListener('abort', () => ['later', 'phase3'].forEach(abandonPart));
        const p = (async () => {
          // Not fetched yet: after the first paint, which they must not delay (on a slowed phone, asking
          // for a file costs milliseconds of the main thread).
          if (!partIfLoaded('later')) await afterNextPaint();
          // With them, the engine's Phase 3 and 4 moves (left out of the board's bundle: rules/phase3.ts).
          const [m] = await Promise.all([
            loadPart<LaterModule>('later', () => import('./game-parts.js')),
            loadPart<Phase3Module>('phase3', () => import('../engine/phase3-rules.js')).then((r) => r.registerPhase3Rules()),
          ]);
          m.adoptLaterStyles(this.root());
        })();
        this.track(p);
        return p;
      }),
    };
  }
}
