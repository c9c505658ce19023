/**
 * The one error class every game's engine throws for a refused move, bad options or a bad rule-set.
 * Each game lists its own stable codes (`code`) and narrows the class to them (Quetzal's rules/errors.ts,
 * Aztec's games/aztec/errors.ts), so `instanceof RuleError` holds for any game's refusal. Tests and UIs
 * match on `code`; people read `message`.
 */

/** What a refusal is about, for wording it in a player's language (`location`, `cost`, `color`…). */
export type RuleParams = Readonly<Record<string, string | number>>;

export class RuleError<Code extends string = string> extends Error {
  readonly code: Code;
  /** The facts the message states (a UI words them itself); empty when there is nothing more to say. */
  readonly params: RuleParams;
  constructor(code: Code, message: string, params: RuleParams = {}) {
    super(message);
    this.name = 'RuleError';
    this.code = code;
    this.params = params;
  }
}

/** A game's `fail(code, message, params?)`: throws the one RuleError with one of that game's codes. */
export type Fail<Code extends string> = (code: Code, message: string, params?: RuleParams) => never;

/** Makes a game's `fail` (declare it with its type, `const fail: Fail<Code> = failFor()`, so TypeScript sees it never returns). */
export function failFor<Code extends string>(): Fail<Code> {
  return (code, message, params) => {
    throw new RuleError(code, message, params);
  };
}

/** The class narrowed to one game's codes: the same constructor, typed for that game. */
export type RuleErrorClass<Code extends string> = {
  new (code: Code, message: string, params?: RuleParams): RuleError<Code>;
  readonly prototype: RuleError<Code>;
};

