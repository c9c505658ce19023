/** The error a board's setup fails with (start-config.ts, and the lazily loaded parts that check a setup). */

/** Why a configuration cannot start: shown on the board, with Retry when trying again can help. */
export class StartProblem extends Error {
  /** `property`: the attribute or property at fault, for `quetzal-error`'s detail. */
  constructor(readonly code: string, message: string, readonly retryable = false, readonly property?: string) {
    super(message);
  }
}
