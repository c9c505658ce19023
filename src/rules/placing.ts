/**
 * The Phase 2 moves as the engine calls them (placement.ts and place-moves.ts), and the placement targets
 * the board and the statechart ask for (placement-targets.ts), reached through the
 * registry of phase3.ts like the Phase 3 and 4 moves. The board's bundle draws its first screen (the
 * roll) without them and fetches them with its later parts (rollup.config.mjs, `lazyPhase3`).
 */
import { phase3, type Phase3Rules } from './phase3.js';

type Rules = Phase3Rules;
export const applyPlace: Rules['applyPlace'] = (...a) => phase3().applyPlace(...a);
export const applyCampReroll: Rules['applyCampReroll'] = (...a) => phase3().applyCampReroll(...a);
export const placeMoves: Rules['placeMoves'] = (...a) => phase3().placeMoves(...a);
export const placementTargets: Rules['placementTargets'] = (...a) => phase3().placementTargets(...a);
export const resolveTarget: Rules['resolveTarget'] = (...a) => phase3().resolveTarget(...a);
export const coloredPlacement: Rules['coloredPlacement'] = (...a) => phase3().coloredPlacement(...a);
