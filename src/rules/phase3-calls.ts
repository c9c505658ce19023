/**
 * The moves after the roll as the engine, the statechart and the board call them, each reached through
 * the registry of phase3.ts (filled by phase3-rules.ts): Phase 2 (placement.ts, place-moves.ts, and the
 * placement targets of placement-targets.ts), Phase 3 (activation-rules.ts) and Phase 4 (prepare-rules.ts).
 * The board's bundle draws its first screen (the roll) without them and fetches them with its later parts
 * (rollup.config.mjs, `lazyPhase3`).
 */
import { phase3, type Phase3Rules } from './phase3.js';

type Rules = Phase3Rules;
// Phase 2
export const applyPlace: Rules['applyPlace'] = (...a) => phase3().applyPlace(...a);
export const applyCampReroll: Rules['applyCampReroll'] = (...a) => phase3().applyCampReroll(...a);
export const placeMoves: Rules['placeMoves'] = (...a) => phase3().placeMoves(...a);
export const placementTargets: Rules['placementTargets'] = (...a) => phase3().placementTargets(...a);
export const resolveTarget: Rules['resolveTarget'] = (...a) => phase3().resolveTarget(...a);
export const coloredPlacement: Rules['coloredPlacement'] = (...a) => phase3().coloredPlacement(...a);
// Phase 3
export const applyChooseCards: Rules['applyChooseCards'] = (...a) => phase3().applyChooseCards(...a);
export const applyKeepDrawn: Rules['applyKeepDrawn'] = (...a) => phase3().applyKeepDrawn(...a);
export const applyBlackMarket: Rules['applyBlackMarket'] = (...a) => phase3().applyBlackMarket(...a);
export const applyChooseUpgrade: Rules['applyChooseUpgrade'] = (...a) => phase3().applyChooseUpgrade(...a);
export const applyDiscardUpgrade: Rules['applyDiscardUpgrade'] = (...a) => phase3().applyDiscardUpgrade(...a);
export const applyDeliver: Rules['applyDeliver'] = (...a) => phase3().applyDeliver(...a);
export const applyExchange: Rules['applyExchange'] = (...a) => phase3().applyExchange(...a);
// Phase 4
export const applyPrepare: Rules['applyPrepare'] = (...a) => phase3().applyPrepare(...a);
