/**
 * BoardInput: a person's taps, clicks and keys on one <quetzal-board>, as statechart events (a Lit
 * ReactiveController). Each event names the version of the board the person saw (`at`), so input aimed
 * at a position already gone is dropped, and whether a hand made it (`trusted`): a script's `click()`
 * is exact and never held back by the commit pause. A move is offered to the host's `moveGuard` first.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { MeepleColor, Move } from '../engine/index.js';
import type { QuetzalEvent } from '../statechart/quetzal-machine.js';
import { colorMoveOf, targetsOf } from '../statechart/targets.js';
import type { BoardActions } from './board-view.js';
import type { BoardActor } from './board-actor.js';

export class BoardInput implements ReactiveController {
  /** Whether the last click in the board came from a person. */
  private trusted = true;

  constructor(
    private readonly host: ReactiveControllerHost & { renderRoot: HTMLElement | DocumentFragment },
    private readonly machine: BoardActor,
    /** The host's guard of a person's moves (a lesson's step), or undefined. */
    private readonly guard: () => ((move: Move) => string | null) | undefined,
    /** A notice's button that is not the statechart's (the records feature's: download, keep…). */
    private readonly onNoticeAction: (id: string) => void,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    // Seen first (capture), before the clicked control's own handler sends its event.
    this.host.renderRoot.addEventListener('click', this.noteInput, { capture: true });
  }

  hostDisconnected(): void {
    this.host.renderRoot.removeEventListener('click', this.noteInput, { capture: true });
  }

  private noteInput = (e: Event): void => {
    this.trusted = e.isTrusted;
  };

  private get version(): number {
    return this.machine.snap?.context.version ?? 0;
  }

  /** Sends an event; a person's input (it names the version it was made on) says whether a hand made it. */
  send(event: QuetzalEvent): void {
    this.machine.send('at' in event && event.at !== undefined ? { ...event, trusted: this.trusted } as QuetzalEvent : event);
  }

  /**
   * A person's move: the host's `moveGuard` first, then the statechart. A guard that throws (or answers
   * something else than null or a text) refuses the move: the host's mistake never plays one.
   */
  private move(move: Move): void {
    let refusal: unknown;
    try {
      refusal = this.guard()?.(move) ?? null;
    } catch (e) {
      refusal = `moveGuard failed: ${String((e as Error)?.message ?? e).slice(0, 120)}`;
    }
    if (refusal === null) this.send({ type: 'PLAY', move, at: this.version });
    else this.send({ type: 'HOST_REFUSED', text: typeof refusal === 'string' ? refusal : 'moveGuard answered neither null nor a text' });
  }

  /** What each control of the board does. */
  readonly actions: BoardActions = {
    play: (move) => this.move(move),
    toggle: (id) => this.send({ type: 'TOGGLE', id, at: this.version }),
    clear: () => this.send({ type: 'CLEAR', at: this.version }),
    target: (key) => {
      const ctx = this.machine.snap?.context;
      const info = ctx ? targetsOf(ctx)?.get(key) : undefined;
      // A target that makes a move goes to the host's moveGuard first, as every move of a person does.
      if (info?.move) this.move(info.move);
      // A colour to choose, or a refusal to explain: the statechart decides which (from the engine).
      else if (info) this.send({ type: 'TARGET', key, at: this.version });
    },
    chooseColor: (color: MeepleColor) => {
      const ctx = this.machine.snap?.context;
      // The placement the statechart's COLOR would make (targets.ts), offered to the host's moveGuard first.
      const move = ctx ? colorMoveOf(ctx, color) : null;
      if (move) this.move(move);
    },
    cancelColor: () => this.send({ type: 'CANCEL_COLOR' }),
    askHint: () => this.send({ type: 'HINT', at: this.version }),
    continueHandOver: () => this.send({ type: 'CONTINUE', at: this.version }),
    playAgain: () => this.send({ type: 'RESTART' }),
    noticeAction: (id) => {
      if (id === 'retry') this.send({ type: 'RETRY' });
      else if (id === 'retry-resume') this.send({ type: 'RETRY_RESUME' });
      // An undo or a redo that took too long: asked again.
      else if (id === 'retry-undo') this.send({ type: 'UNDO' });
      else if (id === 'retry-redo') this.send({ type: 'REDO' });
      else this.onNoticeAction(id);
    },
    dismissNotice: () => this.send({ type: 'NOTIFY', notice: null }),
  };
}
