/**
 * How <quetzal-board>'s attributes are read and when a new value is a change (its Lit `static
 * properties` use these), and which properties start a new game or change the timings.
 */

/** Reads a `highlights` attribute: keys separated by spaces or commas. */
export const highlightsFromAttribute = (value: string | null): string[] => (value ?? '').split(/[\s,]+/).filter(Boolean);

/** What each data value was when the board took it (JSON text): a host may edit its object afterwards. */
const taken = new WeakMap<object, string>();

const isObject = (v: unknown): v is object => typeof v === 'object' && v !== null;

function jsonText(v: object): string | undefined {
  try {
    return JSON.stringify(v);
  } catch {
    return undefined;
  }
}

/**
 * Whether a new value is a change: for data (names as a list, seats, a scenario, a rule-set, a position,
 * highlights, a record), only a different value is, not a new but equal object — a framework re-rendering
 * its page hands the same seats over as a new array each time, and that must not start a new game. The
 * old value is compared as it was when the board took it, not as it is now: a host that edits its object
 * and assigns it again (the same object or a copy) is heard. A value that cannot be read as JSON is a change.
 */
export function changedByValue(value: unknown, old: unknown): boolean {
  const before = isObject(old) ? taken.get(old) ?? jsonText(old) : undefined;
  if (!isObject(value)) return value !== old;
  const now = jsonText(value);
  if (now !== undefined) taken.set(value, now);
  if (!isObject(old)) return true;
  return now === undefined || before === undefined || now !== before;
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
