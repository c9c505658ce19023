/**
 * Aztec's rules engine (`quetzal-board/aztec`): pure TypeScript, no DOM. The one authority on Aztec's rules.
 *
 * ```ts
 * import { newGame, currentDecision, legalMoves, tableMove, applyMove, scoreBreakdown } from 'quetzal-board/aztec';
 * let game = newGame({ seats: ['Ann', 'Bob', 'Cy', 'Dee'], seed: 42 });
 * while (currentDecision(game).kind !== 'gameOver') {
 *   const d = currentDecision(game);
 *   game = applyMove(game, d.seats.length ? legalMoves(game, d.seats[0]!)[0]! : tableMove(game)!);
 * }
 * console.table(scoreBreakdown(game));
 * ```
 */
export { newGame, type AztecOptions } from './setup.js';
export { type AztecScenario, type AztecSeatScenario, type JewelCardRef, type CharacterRef } from './scenario.js';
export { applyMove, applyMoveWithEvents, applyMoveInPlace, checkMove, currentDecision, tableMove } from './engine.js';
export { legalMoves } from './legal.js';
export { randomMove, applyRandomMoveInPlace } from './random-move.js';
export { viewFor, eventFor, publicMove } from './view.js';
export { scoreBreakdown, setsIn, stonePenalty } from './scoring.js';
export { cloneState, seatOrder } from './state.js';
export {
  SHIPPED_RULES, SHIPPED, rulesOf, resolveRules, type AztecRuleSet, type AztecRules, type ArtifactKind, type ArtifactEffect,
  type ArtifactCard, type CharacterSheet,
} from './rules.js';
export { checkRuleSet, ruleSetFingerprint, shippedFingerprint } from './rules-check.js';
export { RuleError, RULE_ERROR_CODES, type RuleErrorCode } from './errors.js';
// Records: save, replay, share links, spectator records, undo and redo, save slots (records/index.ts).
export * from './records/index.js';
export { seedRng, nextFloat } from '../../kit/random.js';
export type { Random } from '../../kit/random-source.js';
export * from './data.js';
export * from './types.js';
