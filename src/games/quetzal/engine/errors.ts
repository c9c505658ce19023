import { failFor, RuleError as KitRuleError, type Fail, type RuleErrorClass, type RuleParams } from '../../../kit/rule-error.js';

/** Stable error codes: tests and UIs match on `code`, people read `message`. */
export const RULE_ERROR_CODES = [
  'NOT_YOUR_DECISION', // the move is for a seat or decision that is not the current one
  'WRONG_MOVE_TYPE', // the move's type does not answer the current decision
  'MALFORMED_MOVE', // not a move object, missing or mistyped fields
  'UNKNOWN_MEEPLE', // a meeple id that is not the seat's, or not in its pool
  'WRONG_COLOR', // a meeple that cannot count as the colour the location asks for
  'SPACE_TAKEN', // a unique space already occupied
  'NO_SUCH_SPACE', // a space index outside the location (or covered at 2 players)
  'NOT_ENOUGH_COINS',
  'BID_TOO_LOW', // a bid that does not beat the current holder
  'OWN_BID', // outbidding yourself
  'STELA_MARKER', // the Stela while holding the First Player marker
  'MEEPLE_COUNT', // the wrong number of meeples for the location
  'UNKNOWN_CARD', // a card not in the hand / display / drawn cards
  'CARD_COUNT', // the wrong number of cards for the choice or delivery limit
  'UNKNOWN_UPGRADE',
  'NO_UPGRADE', // using an Upgrade the seat does not hold, or already used this round
  'GAME_OVER',
  'BAD_OPTIONS', // newGame options or scenario are impossible
  'BAD_RULESET', // a rule-set document that is not coherent (the message names the JSON path)
] as const;
export type RuleErrorCode = (typeof RULE_ERROR_CODES)[number];

export type { RuleParams };

/** Quetzal's refusals: the kit's one RuleError class, typed by Quetzal's codes. */
export const RuleError = KitRuleError as RuleErrorClass<RuleErrorCode>;
export type RuleError = KitRuleError<RuleErrorCode>;

export const fail: Fail<RuleErrorCode> = failFor();
