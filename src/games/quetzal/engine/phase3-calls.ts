/**
 * The moves after the roll as the engine, the statechart and the board call them, each reached through
 * the registry of phase3.ts (filled by phase3-rules.ts): Phase 2 (placement.ts, place-moves.ts, and the
 * placement targets of placement-targets.ts), Phase 3 (activation-rules.ts) and Phase 4 (prepare-rules.ts).
 * The board's bundle draws its first screen (the roll) without them and fetches them with its later parts
 * (rollup.config.mjs, `lazyPhase3`).
 */
import { phase3, type Phase3Rules } from './phase3.js';

type Rules = Phase3Rules;
// Parameters written out, not `(...a)`: a rest array and a spread call cost on every move (~3 % of a random game).
// Phase 2
export const applyPlace: Rules['applyPlace'] = (s, m, ev) => phase3().applyPlace(s, m, ev);
export const applyCampReroll: Rules['applyCampReroll'] = (s, seat, meeple, ev) => phase3().applyCampReroll(s, seat, meeple, ev);
export const placeMoves: Rules['placeMoves'] = (s, seat) => phase3().placeMoves(s, seat);
export const placementTargets: Rules['placementTargets'] = (game, seat, meeples) => phase3().placementTargets(game, seat, meeples);
export const resolveTarget: Rules['resolveTarget'] = (game, seat, meeples, key) => phase3().resolveTarget(game, seat, meeples, key);
export const coloredPlacement: Rules['coloredPlacement'] = (game, seat, meeples, key, color) => phase3().coloredPlacement(game, seat, meeples, key, color);
// Phase 3
export const applyChooseCards: Rules['applyChooseCards'] = (s, d, cards, ev) => phase3().applyChooseCards(s, d, cards, ev);
export const applyKeepDrawn: Rules['applyKeepDrawn'] = (s, seat, card, ev) => phase3().applyKeepDrawn(s, seat, card, ev);
export const applyBlackMarket: Rules['applyBlackMarket'] = (s, seat, card, ev) => phase3().applyBlackMarket(s, seat, card, ev);
export const applyChooseUpgrade: Rules['applyChooseUpgrade'] = (s, seat, tile) => phase3().applyChooseUpgrade(s, seat, tile);
export const applyDiscardUpgrade: Rules['applyDiscardUpgrade'] = (s, d, tile, ev) => phase3().applyDiscardUpgrade(s, d, tile, ev);
export const applyDeliver: Rules['applyDeliver'] = (s, d, cards, ev) => phase3().applyDeliver(s, d, cards, ev);
export const applyExchange: Rules['applyExchange'] = (s, seat, tile, ev) => phase3().applyExchange(s, seat, tile, ev);
// Phase 4
export const applyPrepare: Rules['applyPrepare'] = (s, ev) => phase3().applyPrepare(s, ev);
