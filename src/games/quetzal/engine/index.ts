/**
 * The Quetzal rules engine: pure TypeScript, no DOM. The one authority on the rules.
 *
 * ```ts
 * import { newGame, legalMoves, applyMove, currentDecision, scoreBreakdown } from 'quetzal-board/engine';
 * let game = newGame({ seats: ['Ann', 'Bob', 'Cy'], seed: 42 });
 * while (currentDecision(game).kind !== 'gameOver') game = applyMove(game, legalMoves(game)[0]!);
 * console.table(scoreBreakdown(game));
 * ```
 */
export { newGame, planScenario, CARD_NAMES } from './scenario.js';
export {
  setUpGame, useScenarioSupport, hasScenarioSupport, useRuleSetCheck, type RuleSetCheck, type NewGameOptions, type Scenario, type SeatScenario, type CardRef,
  type UpgradeRef, type ScenarioPlan, type ScenarioSupport,
} from './setup.js';
// Phase 3 and 4's moves, given to the engine (the board's bundle leaves this out and fetches them later).
import './phase3-rules.js';
export { usePhase3Rules, hasPhase3Rules, type Phase3Rules } from './phase3.js';
export { registerPhase3Rules } from './phase3-rules.js';
export { applyMove, applyMoveWithEvents, applyMoveInPlace, checkMove, isLegal, currentDecision, tableMove } from './engine.js';
export { legalMoves, placeMoves, poolGroups, cardCombos } from './legal.js';
export { exchangeMoves } from './exchange-moves.js';
export { viewFor, eventFor } from './view.js';
export { knownCards } from './known-cards.js';
export { scoreBreakdown } from './scoring.js';
export { deliveryValue, collectionValue, type DeliveryValue } from './delivery.js';
export { templeCost } from './temple-cost.js';
// The placement targets (placement-targets.ts), through the registry of the moves after the roll (phase3.ts).
export { placementTargets, resolveTarget, coloredPlacement } from './phase3-calls.js';
export { randomMove, applyRandomMoveInPlace } from './random-move.js';
export { STEPS as ACTIVATION_STEPS } from './flow.js';
export { deliveryLimit } from './activation-steps.js';
export { automatonPick } from './phase3-state.js';
export { seatOrder, isWild, cloneState } from './state.js';
export { canBe } from './phase3-state.js';
export { seedRng, nextFloat } from '../../../kit/random.js';
export { CARDS, UPGRADE_TILES, cardLabel, cardKind, cardType, upgradeKind, type Card, type UpgradeTile } from './catalog.js';
export {
  SHIPPED_RULES, SHIPPED, rulesOf, resolveRules, type RuleSet, type Rules, type TrackReward, type AutomatonCard, type TempleSpace,
} from './ruleset.js';
export { checkRuleSet, ruleSetFingerprint, shippedFingerprint } from './ruleset-check.js';
export { RuleError, RULE_ERROR_CODES, type RuleErrorCode } from './errors.js';
export * as data from './data.js';
export * from './data.js';
export * from './types.js';
