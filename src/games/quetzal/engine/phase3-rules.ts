/**
 * The moves of Phases 2, 3 and 4 (phase3.ts), given to the engine (phase3.ts) as soon as this module runs. rules/index.ts
 * imports it; the board's bundle does not (rollup.config.mjs, `lazyPhase3`): its later parts, computer
 * players, records and diagrams chunks call `registerPhase3Rules`.
 */
import * as activation from './activation-rules.js';
import * as prepare from './prepare-rules.js';
import { applyCampReroll, applyPlace } from './placement.js';
import { placeMoves } from './place-moves.js';
import { coloredPlacement, placementTargets, resolveTarget } from './placement-targets.js';
import { resolveGain, runStep } from './activation-steps.js';
import { usePhase3Rules, type Phase3Rules } from './phase3.js';

const RULES: Phase3Rules = {
  ...activation, ...prepare, applyPlace, applyCampReroll, placeMoves, placementTargets, resolveTarget, coloredPlacement, runStep, resolveGain,
};

/** Gives the engine its Phase 3 and 4 moves (again: harmless). */
export function registerPhase3Rules(): void {
  usePhase3Rules(RULES);
}

registerPhase3Rules();
