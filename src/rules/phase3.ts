/**
 * The moves after the roll — Phase 2 (placing, the Camp's reroll: placing.ts), Phase 3 (the activation
 * choices, deliveries, exchanges) and Phase 4 (the round's end) — as the engine reaches them: through
 * this registry, filled by phase3-rules.ts. rules/index.ts imports that module, so every user of the
 * engine (Node, bots, tests, records) has them; only the board's own bundle leaves them out of its first
 * file (a game opens on the roll) and fetches them right after the first render, with its later parts
 * (rollup.config.mjs, `lazyPhase3`). The roll, and entering each phase (its automatic steps, flow.ts),
 * need none of it. (The names say "Phase 3" for history: the registry holds Phases 2 to 4.)
 */
import { RuleError } from './errors.js';
import type * as Activation from './activation-rules.js';
import type * as Prepare from './prepare-rules.js';
import type * as Placement from './placement.js';
import type * as PlaceMoves from './place-moves.js';
import type * as ActivationSteps from './activation-steps.js';

export type Phase3Rules = typeof Activation & typeof Prepare & Pick<typeof Placement, 'applyPlace' | 'applyCampReroll'>
  & Pick<typeof PlaceMoves, 'placeMoves'> & Pick<typeof ActivationSteps, 'runStep' | 'resolveGain'>;

let rules: Phase3Rules | null = null;

/** Gives the engine its Phase 2, 3 and 4 moves (phase3-rules.ts does); null takes them back (tests). */
export function usePhase3Rules(given: Phase3Rules | null): void {
  rules = given;
}

/** Whether the engine can play the moves of Phases 2 to 4. */
export function hasPhase3Rules(): boolean {
  return rules !== null;
}

/** The moves of Phases 2 to 4; a move of theirs before they are given is refused (MALFORMED_MOVE, nothing changed). */
export function phase3(): Phase3Rules {
  if (!rules) throw new RuleError('MALFORMED_MOVE', 'the rules of Phases 2 to 4 are not loaded yet (rules/phase3-rules.js)');
  return rules;
}
