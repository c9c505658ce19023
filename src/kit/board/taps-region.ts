/**
 * The board statechart's region for a game's own taps on the way to a move (its BoardInput,
 * kit/game-module.ts: Quetzal's meeples picked, a target tapped, a colour chosen). Heard where MOVE is:
 * a tap that chooses counts as a MOVE's tap does (fresh, and not the rest of a double tap), one that only
 * picks when it is fresh; by someone who may play on this board, never behind the hand-over cover. What it makes is kept as the viewer's
 * `draft`, the move it ends in is played as the person's MOVE (raised, with the tap's `at` and `trusted`:
 * a MOVE's checks), the table's step it asks for as NEXT, a refusal told as a refused MOVE is.
 */
import { and, enqueueActions, not, stateIn } from 'xstate';
import type { BoardInput } from '../game-module.js';
import type { BoardRegion } from './board-region.js';
import { tellRefused } from './board-steps.js';
import type { TapInput } from './board-types.js';

export function tapsRegion<State, Move, Input extends { type: string }>(input: BoardInput<State, Move, Input>): BoardRegion {
  // (Behind the hand-over cover nobody holds the device: nothing is picked for the next person.)
  const held = not(stateIn('#board.live.playing.turn.handOver'));
  const choose = { guard: and(['fresh', 'notCommitting', not('watching'), held]), actions: 'stepInput' };
  const pick = { guard: and(['fresh', not('watching'), held]), actions: 'stepInput' };
  return {
    actions: {
      stepInput: enqueueActions(({ context, event, enqueue }) => {
        const ctx = context as { history: { state: State }; viewer: number | null; draft: unknown };
        const out = input.step(ctx.history.state, ctx.viewer, ctx.draft, event as unknown as Input);
        if (!out) return;
        const { at, trusted } = event as TapInput;
        if ('move' in out) enqueue.raise({ type: 'MOVE', move: out.move, at, trusted } as never);
        else if ('next' in out) enqueue.raise({ type: 'NEXT', at, trusted } as never);
        else if ('draft' in out) enqueue.assign({ draft: out.draft });
        else tellRefused(enqueue as never, out.refused);
      }),
    },
    turnOn: Object.fromEntries([...input.choices.map((type) => [type, choose]), ...input.picks.map((type) => [type, pick])]),
  };
}
