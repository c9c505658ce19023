import { failFor, RuleError as KitRuleError, type Fail, type RuleErrorClass } from '../../kit/rule-error.js';

/** Aztec's stable error codes: tests and UIs match on `code`, people read `message`. */
export const RULE_ERROR_CODES = [
  'NOT_YOUR_DECISION', // the move is for a seat that has no decision now (or for the table's step)
  'WRONG_MOVE_TYPE', // the move's type does not answer the current decision
  'MALFORMED_MOVE', // not a move object, missing or mistyped fields, or a seat's view instead of the game
  'ALREADY_CHOSEN', // a seat choosing its jewels or placing its token a second time in the same step
  'BAD_JEWELS', // jewels no Jewel card could show (a bluff's shape), or a colour the temple no longer has
  'BAD_TARGET', // a token in front of oneself or of no seat; an Artifact's target or colour that it cannot take
  'UNKNOWN_CARD', // an Artifact kept or tucked that is not among the drawn cards (or tucked twice, or left out)
  'GAME_OVER',
  'BAD_OPTIONS', // newGame options or scenario are impossible (the message names the field)
  'BAD_RULESET', // a rule-set document that is not coherent (the message names the JSON path)
] as const;
export type RuleErrorCode = (typeof RULE_ERROR_CODES)[number];

/** Aztec's refusals: the kit's one RuleError class, typed by Aztec's codes. */
export const RuleError = KitRuleError as RuleErrorClass<RuleErrorCode>;
export type RuleError = KitRuleError<RuleErrorCode>;

export const fail: Fail<RuleErrorCode> = failFor();
