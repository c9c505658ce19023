/**
 * BoardHost: the running board statechart of one game element (a Lit ReactiveController). It starts the
 * actor when the element connects, renders on every snapshot, stops it (and every computer and timer
 * with it) when the element leaves the page, and hands the element what it needs: the snapshot, `send`,
 * and whether an event would be taken now (`can`, the machine's own guards: the element never decides).
 * Emitted news are passed to `onEmit`, where the element turns them into its DOM events.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { createActor, type Actor, type AnyStateMachine, type EventFromLogic, type SnapshotFrom } from 'xstate';

export class BoardHost<Machine extends AnyStateMachine> implements ReactiveController {
  private actor: Actor<Machine> | null = null;
  private readonly host: ReactiveControllerHost;
  private readonly machine: Machine;
  private readonly onEmit: (event: { type: string }) => void;
  private queued: EventFromLogic<Machine>[] = [];

  constructor(host: ReactiveControllerHost, machine: Machine, onEmit: (event: { type: string }) => void) {
    this.host = host;
    this.machine = machine;
    this.onEmit = onEmit;
    host.addController(this);
  }

  hostConnected(): void {
    const actor = createActor(this.machine, { input: {} } as never) as Actor<Machine>;
    actor.subscribe({ next: () => this.host.requestUpdate(), error: (e) => this.onEmit({ type: 'crashed', error: e } as { type: string }) });
    actor.on('*', (e) => this.onEmit(e as { type: string }));
    this.actor = actor;
    actor.start();
    const queued = this.queued;
    this.queued = [];
    for (const e of queued) actor.send(e);
  }

  hostDisconnected(): void {
    this.actor?.stop();
    this.actor = null;
  }

  /** The snapshot to draw (null before the element is on a page). */
  get snapshot(): SnapshotFrom<Machine> | null {
    return (this.actor?.getSnapshot() as SnapshotFrom<Machine> | undefined) ?? null;
  }

  /** Sends the board an event; before it runs, the event waits for the start. */
  send(event: EventFromLogic<Machine>): void {
    if (this.actor) this.actor.send(event);
    else this.queued.push(event);
  }

  /**
   * Resolves once the board is not `busy` (reading a save, opening a replay: states its statechart tags
   * so), at once when it is not: what an element's `updateComplete` waits for, so a host's await sees
   * what the board settled on.
   */
  settled(): Promise<void> {
    const actor = this.actor;
    const busy = (s: unknown) => (s as { hasTag(t: string): boolean }).hasTag('busy');
    if (!actor || !busy(actor.getSnapshot())) return Promise.resolve();
    return new Promise((resolve) => {
      const sub = actor.subscribe({
        next: (s) => { if (!busy(s)) { sub.unsubscribe(); resolve(); } },
        error: () => { sub.unsubscribe(); resolve(); },
        complete: () => resolve(),
      });
    });
  }

  /** Whether the board would take `event` now (its guards). */
  can(event: EventFromLogic<Machine>): boolean {
    return (this.actor?.getSnapshot() as { can(e: unknown): boolean } | undefined)?.can(event) ?? false;
  }
}
