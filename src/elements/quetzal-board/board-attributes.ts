/**
 * How <quetzal-board>'s attributes are read and when a new value is a change (its Lit `static
 * properties` use these), and which properties start a new game or change the timings.
 */

/** Reads a `highlights` attribute: keys separated by spaces or commas. */
export const highlightsFromAttribute = (value: string | null): string[] => (value ?? '').split(/[\s,]+/).filter(Boolean);

/**
 * Whether a new value is a change: for data (names as a list, seats, a scenario, a position, highlights,
 * a record), only a different value is, not a new but equal object — a framework re-rendering its page
 * hands the same seats over as a new array each time, and that must not start a new game.
 */
export function changedByValue(value: unknown, old: unknown): boolean {
  if (value === old) return false;
  if (typeof value !== 'object' || typeof old !== 'object' || value === null || old === null) return true;
  try {
    return JSON.stringify(value) !== JSON.stringify(old);
  } catch {
    return true;
  }
}

/**
 * A number attribute: a whole number written the usual way becomes that number; any other text stays
 * text ("0x3", "3e0", ""), so that board-props.ts refuses it and quotes it as it was written.
 */
export const wholeNumberAttribute = {
  fromAttribute: (text: string | null): number | string | undefined =>
    (text === null ? undefined : /^\s*(0|[1-9][0-9]{0,15})\s*$/.test(text) ? Number(text) : text),
};

/** Properties whose change starts a new game. */
export const GAME_PROPS = ['players', 'names', 'seed', 'scenario', 'noHandover', 'position', 'seats', 'src', 'rules', 'rulesSrc'] as const;
/** Properties read at each decision: a change applies from the next one. */
export const TIMING_PROPS = ['botIterations', 'botDelay', 'botThinkMs', 'inputGuard'] as const;
