/**
 * From a <quetzal-board>'s attributes to what its statechart starts: the seats (people and computers),
 * the seed, a scenario, a position or file to show, a record to replay. Some of it needs a part first
 * (the seats chunk reads `seats`, the diagram chunk checks a `position` and fetches `src`): the
 * statechart's `loadParts` actor loads those, then resolves the configuration here. When every part
 * needed is there already, the board resolves it at once (a tutorial's `newGame()` is synchronous).
 */
import { fromPromise } from 'xstate';
import { data, type GameState, type NewGameOptions, type Scenario } from '../../rules/index.js';
import type { QuetzalInput, Timing } from '../../machine/quetzal-machine.js';
import { hasStrings, t, type Lang } from '../../i18n/index.js';
import { loadLang } from './lang-part.js';
import { loadPart, partIfLoaded } from './chunks.js';
import type * as Seats from './seats.js';
import type { SeatSpec } from './seats.js';
import type * as Diagram from './diagram.js';

/** A snapshot of the attributes that set up a game. */
export interface BoardConfig {
  lang: Lang;
  players?: number;
  /** The `players` attribute's text, for messages. */
  playersText?: string | null;
  names?: string;
  seats?: string | readonly SeatSpec[];
  botIterations?: number;
  botIterationsText?: string | null;
  seed?: string;
  scenario?: Scenario;
  position?: GameState;
  src?: string;
  record?: unknown;
  readonly: boolean;
  handOver: boolean;
  /** Look for a share link or an auto-save first (the board's first start). */
  resume: boolean;
}

/** The board's properties a game is set up from (and `getAttribute`, for messages that quote the text). */
export interface BoardProperties {
  players?: number;
  names?: string;
  seats?: string | readonly SeatSpec[];
  botIterations?: number;
  botThinkMs?: number;
  botDelay?: number;
  inputGuard?: number;
  seed?: string;
  scenario?: Scenario;
  position?: GameState;
  src?: string;
  record?: unknown;
  readonly: boolean;
  noHandover: boolean;
  getAttribute(name: string): string | null;
}

/** A snapshot of the board's setup; `resume`: look for a share link or an auto-save first. */
export function configOf(board: BoardProperties, lang: Lang, resume: boolean): BoardConfig {
  return {
    lang,
    players: board.players, playersText: board.getAttribute('players'),
    names: board.names, seats: board.seats,
    botIterations: board.botIterations, botIterationsText: board.getAttribute('bot-iterations'),
    seed: board.seed, scenario: board.scenario, position: board.position, src: board.src,
    record: board.readonly ? board.record : undefined,
    readonly: board.readonly, handOver: !board.noHandover, resume,
  };
}

/** The statechart's timings from the board's properties (read at each use: a change applies next time). */
export function timingOf(board: BoardProperties): Partial<Timing> {
  const reduced = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
  const num = (v: unknown, fallback: number) => (typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : fallback);
  return {
    botDelayMs: num(board.botDelay, reduced ? 250 : 600),
    botThinkMs: num(board.botThinkMs, 250),
    botIterations: partIfLoaded<typeof Seats>('seats')?.hardIterations(board.botIterations) ?? null,
    inputGuardMs: num(board.inputGuard, 250),
    reviewStepMs: reduced ? 2200 : 900,
  };
}

/** Why a configuration cannot start: shown on the board, with Retry when trying again can help. */
export class StartProblem extends Error {
  constructor(readonly code: string, message: string, readonly retryable = false) {
    super(message);
  }
}

export const seatsPart = () => loadPart<typeof Seats>('seats', () => import('./seats.js'));
export const diagramPart = () => loadPart<typeof Diagram>('diagram', () => import('./diagram.js'));

const has = <T>(v: T | null | undefined): v is T => v !== undefined && v !== null;

/** The parts this configuration needs that have not loaded yet. */
export function missingParts(config: BoardConfig): (() => Promise<unknown>)[] {
  const out: (() => Promise<unknown>)[] = [];
  if ((has(config.position) || has(config.src)) && !partIfLoaded('diagram')) out.push(diagramPart);
  if (has(config.seats) && !partIfLoaded('seats')) out.push(seatsPart);
  if (!hasStrings(config.lang)) out.push(() => loadLang(config.lang)!);
  return out;
}

/** A `seed` attribute as the engine's seed: digits only → a number, else the text ('' → none). */
export function engineSeed(text: string | undefined | null): string | number | undefined {
  if (!has(text) || text === '') return undefined;
  return /^\d+$/.test(text) ? Number(text) : text;
}

/** Seat names from `players` and `names`, or a StartProblem. */
function seatNames(config: BoardConfig): string[] {
  const lang = config.lang;
  const prop = config.players;
  const rawPlayers = has(prop) ? (Number.isNaN(prop) ? (config.playersText ?? 'NaN') : String(prop)) : null;
  let n: number | undefined;
  if (rawPlayers !== null) {
    n = Number(rawPlayers.trim() === '' ? NaN : rawPlayers);
    if (!Number.isInteger(n) || n < data.MIN_SEATS || n > data.MAX_SEATS) throw new StartProblem('BAD_ATTRIBUTE', t(lang, 'err_players', { value: rawPlayers }));
  }
  if (has(config.names)) {
    const list = config.names.split(',').map((s) => s.trim());
    if (list.some((s) => s === '')) throw new StartProblem('BAD_ATTRIBUTE', t(lang, 'err_names_empty', { value: config.names }));
    if (n !== undefined && list.length !== n) throw new StartProblem('BAD_ATTRIBUTE', t(lang, 'err_names_count', { count: list.length, players: n }));
    if (n === undefined && (list.length < data.MIN_SEATS || list.length > data.MAX_SEATS)) {
      throw new StartProblem('BAD_ATTRIBUTE', t(lang, 'err_players', { value: list.length }));
    }
    return list;
  }
  const base = lang === 'fr' ? 'Joueur' : 'Player';
  return Array.from({ length: n ?? 3 }, (_, i) => `${base} ${i + 1}`);
}

/**
 * The statechart's input for a configuration whose parts have loaded (a `src` already fetched into
 * `position` or `record`). Throws StartProblem for what cannot start.
 */
export function resolveConfig(config: BoardConfig): QuetzalInput {
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
      throw new StartProblem('BAD_ATTRIBUTE', feature.botsText(config.lang, 'err_botIterations', { value: config.botIterationsText ?? String(config.botIterations) }));
    }
    const plan = feature.parseSeats(config.seats, config.lang);
    if ('error' in plan) throw new StartProblem('BAD_ATTRIBUTE', plan.error);
    names = plan.names;
    bots = plan.bots.map((strength) => (strength === null ? null : { strength }));
  } else {
    names = seatNames(config);
  }
  const seed = engineSeed(config.seed);
  const options: NewGameOptions = { seats: names, ...(seed === undefined ? {} : { seed }), ...(config.scenario ? { scenario: config.scenario } : {}) };
  const humans = bots ? bots.map((b) => b === null) : undefined;
  return { options, humans, bots, handOver: config.handOver, interactive, resume: config.resume };
}

/**
 * What the statechart starts with: the configuration resolved at once when every part it needs is here
 * (a tutorial's `newGame()` is synchronous), else the configuration itself, for its `loadParts` actor.
 */
export function inputFor(config: BoardConfig): QuetzalInput {
  if (!has(config.src) && missingParts(config).length === 0) {
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
export const loadPartsActor = fromPromise<QuetzalInput, QuetzalInput>(async ({ input }) => {
  let config = input.config as BoardConfig | undefined;
  if (!config) return input;
  try {
    await Promise.all(missingParts(config).map((load) => load()));
    if (has(config.src)) config = await readSrc(config);
  } catch (e) {
    if (e instanceof StartProblem) throw e;
    throw new StartProblem('LOAD_FAILED', t(config.lang, 'err_loadFailed', { message: String((e as Error)?.message ?? e) }), true);
  }
  const resolved = resolveConfig(config);
  return { ...resolved, timing: input.timing };
});
