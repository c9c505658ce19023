/**
 * BoardActor: the running statechart of one <quetzal-board> (a Lit ReactiveController). It creates the
 * actor with the board's own actors provided (its parts, records, computers), turns what the statechart
 * emits into the board's DOM events, keeps the latest snapshot for rendering, and tells when the board
 * has settled (no part loading, no undo in progress) for `updateComplete`.
 *
 * The actor lives while the board is in the page: when the board leaves, the live game is kept and a
 * fresh actor resumes it when the board comes back.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { createActor, waitFor, type Actor, type AnyActorLogic, type InspectionEvent, type SnapshotFrom } from 'xstate';
import { eventFor } from '../engine/index.js';
import { publicMove } from '../records/public-move.js';
import { quetzalMachine, type QuetzalEvent, type QuetzalInput, type QuetzalMachine } from '../statechart/quetzal-machine.js';
import { emit } from './events.js';
import type { GameRecordLike } from './records-types.js';

type Snapshot = SnapshotFrom<QuetzalMachine>;

export class BoardActor implements ReactiveController {
  snap: Snapshot | null = null;
  private actor: Actor<QuetzalMachine> | null = null;
  /** The live game kept while the board is out of the page. */
  private kept: QuetzalInput | null = null;

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    /** The board's actors (parts, records, computers), given to the statechart. */
    private readonly actors: () => Record<string, AnyActorLogic>,
    /** Called with every new snapshot, before the board re-renders. */
    private readonly onSnapshot: (snap: Snapshot, prev: Snapshot | null) => void,
    /** An inspector to attach to the actor (the host's `inspect`, e.g. the Stately inspector), or undefined. */
    private readonly inspect: () => ((event: InspectionEvent) => void) | undefined,
    /** A game with moves is about to be replaced (kept among the earlier games). */
    private readonly onReplaced: (game: GameRecordLike) => void,
  ) {
    host.addController(this);
  }

  get running(): boolean {
    return this.actor !== null;
  }

  hostConnected(): void {
    // Back in the page: the game it had goes on.
    if (this.kept && !this.actor) {
      const input = this.kept;
      this.kept = null;
      this.send({ type: 'START', input });
    }
  }

  hostDisconnected(): void {
    const ctx = this.actor?.getSnapshot().context;
    if (ctx?.game) {
      this.kept = {
        game: ctx.game, log: ctx.log, redo: ctx.redo, options: ctx.options ?? undefined, humans: ctx.humans, bots: ctx.bots,
        handOver: ctx.handOver, interactive: ctx.interactive, timing: ctx.timing,
      };
    }
    this.actor?.stop();
    this.actor = null;
    this.snap = null;
  }

  /** Whether a game was kept while the board was out of the page (it resumes when the board is back). */
  get hasKept(): boolean {
    return this.kept !== null;
  }

  /** Sends an event, starting the actor first if needed. */
  send(event: QuetzalEvent): void {
    (this.actor ?? this.start()).send(event);
  }

  private start(): Actor<QuetzalMachine> {
    const machine = quetzalMachine.provide({ actors: this.actors() as never });
    const inspect = this.inspect();
    const actor = createActor(machine, { input: undefined, ...(typeof inspect === 'function' ? { inspect } : {}) });
    this.actor = actor;
    const board = this.host;
    // What a spectator may see, nothing more: the card kept with U09 is -1 in the move, cards drawn into
    // a hidden hand are -1 in the events (a host page's analytics or logs learn no hidden card).
    actor.on('move', (e) => emit(board, 'quetzal-move', { move: publicMove(e.move), events: e.events.map((ev) => eventFor(ev, null)), by: e.by }));
    actor.on('undo', (e) => emit(board, 'quetzal-undo', { moves: e.moves, seat: e.seat }));
    actor.on('phase', (e) => emit(board, 'quetzal-phase-change', { phase: e.phase, round: e.round }));
    actor.on('gameOver', (e) => emit(board, 'quetzal-game-over', { scores: e.scores }));
    actor.on('error', (e) => emit(board, 'quetzal-error', { code: e.code, message: e.message, ...(e.property ? { property: e.property } : {}) }));
    actor.on('replaced', (e) => this.onReplaced({ game: e.game, log: e.log, options: e.options }));
    actor.subscribe({
      next: (snap) => this.next(snap),
      error: (err) => emit(board, 'quetzal-error', { code: 'MACHINE', message: String((err as Error)?.message ?? err) }),
    });
    actor.start();
    return actor;
  }

  private next(snap: Snapshot): void {
    if (snap === this.snap) return;
    const prev = this.snap;
    this.snap = snap;
    this.onSnapshot(snap, prev);
    this.host.requestUpdate();
  }

  /** Resolves when the statechart is in no `busy` state (loading parts, resuming, undoing…). */
  settled(): Promise<void> | null {
    const actor = this.actor;
    if (!actor || !actor.getSnapshot().hasTag('busy')) return null;
    return waitFor(actor, (s) => !s.hasTag('busy') || s.status !== 'active', { timeout: Infinity }).then(() => undefined, () => undefined);
  }
}
