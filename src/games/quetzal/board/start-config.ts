/**
 * From a <quetzal-board>'s attributes to what its statechart starts: the seats (people and computers),
 * the seed, a scenario, a position or file to show, a record to replay. Some of it needs a part first
 * (the seats chunk reads `seats`, the diagram chunk checks a `position` and fetches `src`): the
 * statechart's `loadParts` actor loads those, then resolves the configuration here. When every part
 * needed is there already, the board resolves it at once (a tutorial's `newGame()` is synchronous).
 */
import { fromPromise } from 'xstate';
import { hasScenarioSupport, useScenarioSupport, type GameState, type NewGameOptions, type Scenario } from '../engine/index.js';
import { DEFAULT_TIMING, REDUCED_MOTION_TIMING, type QuetzalInput, type Timing } from '../statechart/types.js';
import { hasStrings, t, type Lang } from '../strings/index.js';
import { loadLang } from './language-loader.js';
import { abandonPart, loadPart, partIfLoaded } from '../../../kit/ui/lazy-parts.js';
import type * as Seats from './seats.js';
import type { SeatSpec } from './seats.js';
import { messagesPart, type CheckedProps, type PropProblem } from './board-props.js';
import type * as Messages from './prop-messages.js';
import type * as Diagram from './diagram.js';
import type * as ScenarioPart from './scenario-check.js';
import type * as RulesetPart from './custom-rules.js';
import { StartProblem } from './start-problem.js';

export { StartProblem };

/** A snapshot of the attributes that set up a game. */
export interface BoardConfig {
  lang: Lang;
  players?: number;
  /** The `players` attribute's text, for messages. */
  playersText?: string | null;
  names?: string[];
  seats?: string | readonly SeatSpec[];
  botIterations?: number;
  botIterationsText?: string | null;
  /** The engine's seed (kit/records/limits.ts `seedFromText` read the attribute). */
  seed?: string | number;
  scenario?: Scenario;
  /** A custom rule-set (`rules`, or what `rules-src` fetched), checked by the rule-set part. */
  rules?: object;
  /** Where to fetch the rule-set from (`rules-src`), until it is fetched. */
  rulesSrc?: string;
  /** The attribute the rule-set came from, for messages (`rules-src` once fetched). */
  rulesFrom?: string;
  position?: GameState;
  src?: string;
  record?: unknown;
  readonly: boolean;
  handOver: boolean;
  /** Look for a share link or an auto-save first (the board's first start). */
  resume: boolean;
  /** What is wrong with the setup's properties (board-props.ts; worded by prop-messages.ts). */
  problems: PropProblem[];
}

/**
 * A snapshot of the board's setup, from its checked properties (board-props.ts); `problems`: what is
 * wrong with them (the start fails, saying the first). `resume`: look for a share link or an auto-save.
 */
export function configOf(v: CheckedProps, problems: PropProblem[], lang: Lang, resume: boolean, attribute: (name: string) => string | null): BoardConfig {
  return {
    lang,
    players: v.players, playersText: attribute('players'),
    names: v.names, seats: v.seats as BoardConfig['seats'],
    botIterations: v.botIterations, botIterationsText: attribute('bot-iterations'),
    seed: v.seed, scenario: v.scenario as Scenario | undefined, rules: v.rules, rulesSrc: v.rulesSrc || undefined, position: v.position as GameState | undefined, src: v.src || undefined,
    record: v.readonly ? v.record ?? undefined : undefined,
    readonly: v.readonly, handOver: !v.noHandover, resume,
    problems: problems.filter((x) => x.kind === 'setup'),
  };
}

/**
 * The statechart's timings from the checked properties (a wrong one is left out: the statechart keeps
 * what it had, or its default).
 */
export function timingOf(v: CheckedProps, problems: PropProblem[]): Partial<Timing> {
  const reduced = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
  const wrong = new Set(problems.map((x) => x.prop));
  const defaults = reduced ? { ...DEFAULT_TIMING, ...REDUCED_MOTION_TIMING } : DEFAULT_TIMING;
  const timing: Partial<Timing> = { reviewStepMs: defaults.reviewStepMs };
  if (!wrong.has('botDelay')) timing.botDelayMs = v.botDelay ?? defaults.botDelayMs;
  if (!wrong.has('botThinkMs')) timing.botThinkMs = v.botThinkMs ?? defaults.botThinkMs;
  if (!wrong.has('botIterations')) timing.botIterations = v.botIterations ?? defaults.botIterations;
  if (!wrong.has('inputGuard')) timing.inputGuardMs = v.inputGuard ?? defaults.inputGuardMs;
  return timing;
}


export const seatsPart = () => loadPart<typeof Seats>('seats', () => import('./seats.js'));
const diagramPart = () => loadPart<typeof Diagram>('diagram', () => import('./diagram.js'));
/** The engine's scenario checking: a game with a scenario is created only once it is here. */
export const scenarioPart = () => loadPart<typeof ScenarioPart>('scenario', () => import('./scenario-check.js'))
  .then((m) => useScenarioSupport(m.planScenario));

/** A custom rule-set's check (it gives the engine its check when it loads), fetching and words: a game under one is created only once it is here. */
export const rulesetPart = () => loadPart<typeof RulesetPart>('ruleset', () => import('./custom-rules.js'));

/** Whether starting with these options must first load the scenario part. */
const needsScenarioPart = (options: NewGameOptions | undefined): boolean => has(options?.scenario) && !hasScenarioSupport();

const has = <T>(v: T | null | undefined): v is T => v !== undefined && v !== null;

/** The parts this configuration needs that have not loaded yet. */
function missingParts(config: BoardConfig): (() => Promise<unknown>)[] {
  const out: (() => Promise<unknown>)[] = [];
  if ((has(config.position) || has(config.src)) && !partIfLoaded('diagram')) out.push(diagramPart);
  if (has(config.seats) && !partIfLoaded('seats')) out.push(seatsPart);
  if (has(config.scenario) && !hasScenarioSupport()) out.push(scenarioPart);
  if ((has(config.rules) || has(config.rulesSrc)) && !partIfLoaded('ruleset')) out.push(rulesetPart);
  if (!hasStrings(config.lang)) out.push(() => loadLang(config.lang)!);
  // A wrong setup value: the words that say it.
  if (config.problems.length && !partIfLoaded('messages')) out.push(messagesPart);
  return out;
}

/** Seat names from `players` and `names` (each already checked), or a StartProblem. */
function seatNames(config: BoardConfig): string[] {
  const lang = config.lang;
  const n = config.players;
  if (config.names) {
    if (n !== undefined && config.names.length !== n) throw new StartProblem('BAD_ATTRIBUTE', t(lang, 'err_names_count', { count: config.names.length, players: n }), false, 'names');
    return config.names;
  }
  const base = lang === 'fr' ? 'Joueur' : 'Player';
  return Array.from({ length: n ?? 3 }, (_, i) => `${base} ${i + 1}`);
}

/**
 * The statechart's input for a configuration whose parts have loaded (a `src` already fetched into
 * `position` or `record`). Throws StartProblem for what cannot start.
 */
function resolveConfig(config: BoardConfig): QuetzalInput {
  const first = config.problems[0];
  if (first) throw new StartProblem('BAD_ATTRIBUTE', partIfLoaded<typeof Messages>('messages')!.problemMessage(config.lang, first), false, first.prop);
  const interactive = !config.readonly;
  if (has(config.record) && config.readonly) return { review: config.record, interactive: false, handOver: false };
  if (has(config.position)) {
    const diagram = partIfLoaded<typeof Diagram>('diagram')!;
    const problem = diagram.checkPosition(config.position);
    if (problem) throw new StartProblem('BAD_POSITION', diagram.diagramText(config.lang, 'diagram_badPosition', { message: problem }));
    // A diagram (readonly) has nobody to hand the device to.
    return { game: config.position, handOver: config.handOver && interactive, interactive };
  }
  let names: string[];
  let bots: QuetzalInput['bots'];
  if (has(config.seats)) {
    const feature = partIfLoaded<typeof Seats>('seats')!;
    if (has(config.botIterations) && feature.hardIterations(config.botIterations) === undefined) {
      throw new StartProblem('BAD_ATTRIBUTE', feature.botsText(config.lang, 'err_botIterations', { value: config.botIterationsText ?? String(config.botIterations) }), false, 'botIterations');
    }
    const plan = feature.parseSeats(config.seats, config.lang);
    if ('error' in plan) throw new StartProblem('BAD_ATTRIBUTE', plan.error, false, 'seats');
    names = plan.names;
    bots = plan.bots.map((strength) => (strength === null ? null : { strength }));
  } else {
    names = seatNames(config);
  }
  const seed = config.seed;
  const options: NewGameOptions = { seats: names, ...(seed === undefined ? {} : { seed }), ...(config.scenario ? { scenario: config.scenario } : {}) };
  if (has(config.rules)) options.rules = partIfLoaded<typeof RulesetPart>('ruleset')!.checkedRules(config.rules, config.lang, config.rulesFrom);
  const humans = bots ? bots.map((b) => b === null) : undefined;
  return { options, humans, bots, handOver: config.handOver, interactive, resume: config.resume };
}

/**
 * What the statechart starts with: the configuration resolved at once when every part it needs is here
 * (a tutorial's `newGame()` is synchronous), else the configuration itself, for its `loadParts` actor.
 */
export function inputFor(config: BoardConfig): QuetzalInput {
  if (!has(config.src) && !has(config.rulesSrc) && missingParts(config).length === 0) {
    try {
      return resolveConfig(config);
    } catch {
      // loadParts words the problem (the same resolution, through the statechart's failed state)
    }
  }
  return { config };
}


/** Fetches a `src` file into the configuration (a position or a record). */
async function readSrc(config: BoardConfig): Promise<BoardConfig> {
  const diagram = await diagramPart();
  const got = await diagram.readSrc(config.src!, () => config.lang);
  if ('code' in got) throw new StartProblem(got.code, got.message, got.code === 'FETCH_FAILED');
  return got.kind === 'record' ? { ...config, src: undefined, record: got.json } : { ...config, src: undefined, position: got.json as GameState };
}

/** The statechart's `loadParts` actor: the parts a configuration needs, then its input. */
export const loadPartsActor = fromPromise<QuetzalInput, QuetzalInput>(async ({ input, signal }) => {
  let config = input.config as BoardConfig | undefined;
  // The statechart stopped waiting (its deadline passed): after Retry, a part whose request hangs is asked for again.
  signal.addEventListener('abort', () => ['diagram', 'seats', 'lang-fr', 'messages', 'scenario', 'ruleset'].forEach(abandonPart));
  try {
    // (Options given directly, a scenario among them: the statechart asks for its part too.)
    if (!config) {
      if (needsScenarioPart(input.options)) await scenarioPart();
      return input;
    }
    await Promise.all(missingParts(config).map((load) => load()));
    if (has(config.src)) config = await readSrc(config);
    // A `rules-src` file becomes the configuration's `rules` (checked when it resolves).
    if (has(config.rulesSrc)) config = { ...config, rulesSrc: undefined, rules: await (await rulesetPart()).fetchRuleSet(config.rulesSrc, config.lang), rulesFrom: 'rules-src' };
  } catch (e) {
    if (e instanceof StartProblem) throw e;
    throw new StartProblem('LOAD_FAILED', t(config?.lang ?? 'en', 'err_loadFailed', { message: String((e as Error)?.message ?? e) }), true);
  }
  let resolved: QuetzalInput;
  try {
    resolved = resolveConfig(config);
  } catch (e) {
    if (e instanceof StartProblem) throw e;
    // Something a part could not read (a seat list that throws): the setup's problem, not the network's.
    throw new StartProblem('BAD_ATTRIBUTE', t(config.lang, 'err_engine', { message: String((e as Error)?.message ?? e) }));
  }
  return { ...resolved, timing: input.timing };
});
