/**
 * A part of the kit's board statechart that only some games need — the parts a start loads first
 * (parts-region.ts), what their first file leaves out (later-region.ts), their own taps on the way to a
 * move (taps-region.ts), the decisions inside their phases (decisions-region.ts) — in a file of its own. A game's
 * module names the regions it uses (`board.regions`), built by those files' functions, so a board whose
 * game uses none carries none of their code. Their pieces are merged into the statechart's
 * (board-machine.ts): names of the statechart's own guards, actions and delays may be used in them.
 */
import type { AnyActorLogic } from 'xstate';

export interface BoardRegion {
  /** What it adds to the statechart's context, as it starts. */
  readonly context?: Readonly<Record<string, unknown>>;
  /** Its actors, by name (the host provides the real ones with `provide`, as the statechart's own). */
  readonly actors?: Readonly<Record<string, AnyActorLogic>>;
  readonly guards?: Readonly<Record<string, unknown>>;
  readonly actions?: Readonly<Record<string, unknown>>;
  /** Heard in every state. */
  readonly on?: Readonly<Record<string, unknown>>;
  /** `starting.checking`'s first ways out, and the states of `starting` they lead to (which go on to `routing`). */
  readonly startRoutes?: readonly unknown[];
  readonly startStates?: Readonly<Record<string, unknown>>;
  /** The states it puts inside a phase's state of the phase region (its `initial` and `states`), if any. */
  phaseStates?(phase: string): Readonly<Record<string, unknown>> | undefined;
  /** Its actions on entering `live`. */
  readonly liveEntry?: readonly string[];
  /** While playing: the turn region's first ways out of `routing` (after `watching`), and the states they lead to. */
  readonly turnRoutes?: readonly unknown[];
  readonly turnStates?: Readonly<Record<string, unknown>>;
  /** Heard by the turn region while playing (where MOVE is). */
  readonly turnOn?: Readonly<Record<string, unknown>>;
  /** Whether the turn holds now: nobody acts, no computer is asked (what a position needs has not come). */
  holds?(context: { history: { state: unknown } | null } & Record<string, unknown>): boolean;
}
