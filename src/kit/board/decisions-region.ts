/**
 * The board statechart's region for the decisions inside a game's phases: each phase state of the phase
 * region then holds one state per decision kind it can have, entered as the engine's state reaches it
 * and left for the phase's `routing` when the decision changes (Quetzal's `flow: { activate: 'deliver' }`).
 * Every answer is the engine's state: `of(state)` reads which decision it waits on.
 */
import { not } from 'xstate';
import type { BoardRegion } from './board-region.js';

/** `names`: each phase's decision kinds (a phase left out has none inside); `of(state)`: the one a state waits on. */
export function decisionsRegion<State>(names: Readonly<Record<string, readonly string[]>>, of: (state: State) => string): BoardRegion {
  // (`routing` is each phase's own state.)
  if (Object.values(names).flat().includes('routing')) throw new Error('no decision may be named routing');
  const is = (kind: string) => ({ type: 'decisionIs', params: { kind } });
  return {
    guards: {
      decisionIs: ({ context }: { context: { history: { state: State } | null } }, params: { kind: string }) => !!context.history && of(context.history.state) === params.kind,
    },
    phaseStates: (phase) => {
      const kinds = names[phase];
      if (!kinds?.length) return undefined;
      return {
        initial: 'routing',
        states: {
          routing: { always: kinds.map((kind) => ({ guard: is(kind), target: kind })) },
          ...Object.fromEntries(kinds.map((kind) => [kind, { always: { guard: not(is(kind) as never), target: 'routing' } }])),
        },
      };
    },
  };
}
