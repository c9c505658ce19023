/**
 * The moves of Phase 3 (the activation choices, deliveries, exchanges) and Phase 4 (the round's end), as
 * the engine reaches them: through this registry, filled by phase3-rules.ts. rules/index.ts imports that
 * module, so every user of the engine (Node, bots, tests, records) has them; only the board's own bundle
 * leaves them out of its first file and fetches them after the first render, with its later parts
 * (rollup.config.mjs, `lazyPhase3`). Entering Phase 3 (its automatic steps, flow.ts) needs none of it.
 */
import { RuleError } from './errors.js';
import type * as Activation from './activation-rules.js';
import type * as Prepare from './prepare-rules.js';

export type Phase3Rules = typeof Activation & typeof Prepare;

let rules: Phase3Rules | null = null;

/** Gives the engine its Phase 3 and 4 moves (phase3-rules.ts does); null takes them back (tests). */
export function usePhase3Rules(given: Phase3Rules | null): void {
  rules = given;
}

/** Whether the engine can play Phase 3 and 4 moves. */
export function hasPhase3Rules(): boolean {
  return rules !== null;
}

/** The Phase 3 and 4 moves; a move of theirs before they are given is refused (MALFORMED_MOVE, nothing changed). */
export function phase3(): Phase3Rules {
  if (!rules) throw new RuleError('MALFORMED_MOVE', 'the rules of Phase 3 and 4 are not loaded yet (rules/phase3-rules.js)');
  return rules;
}
