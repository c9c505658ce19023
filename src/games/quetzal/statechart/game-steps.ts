/**
 * The statechart's dealings with the rules engine, as pure functions of its context: whether a move is
 * legal (asked once per event and reused), what the context becomes when a move is applied, who must
 * act now. Nothing here decides a rule: every answer comes from the engine.
 */
import {
  applyMoveWithEvents, hasPhase3Rules, hasScenarioSupport, RuleError, setUpGame, scoreBreakdown, type DecisionKind, type GameEvent, type GameState, type Move,
  type NewGameOptions, type Phase,
} from '../engine/index.js';
import type { LogEntry, QuetzalContext, QuetzalEmitted } from './types.js';

/** Options with an explicit seed: a random one is drawn here, not inside the engine, so it is kept. */
export function withSeed(options: NewGameOptions = {}): NewGameOptions {
  return options.seed === undefined ? { ...options, seed: Math.floor(Math.random() * 2 ** 32) } : options;
}

/** Decisions that can arise in each phase; `discardUpgrade` can interrupt any of them. */
export const PHASE_DECISIONS: Readonly<Record<Exclude<Phase, 'gameOver'>, readonly DecisionKind[]>> = {
  roll: ['roll', 'reroll', 'discardUpgrade'],
  place: ['place', 'campReroll', 'discardUpgrade'],
  activate: ['templeCards', 'keepDrawn', 'blackMarket', 'chooseUpgrade', 'discardUpgrade', 'deliver'],
  prepare: ['prepare'],
  // After round 5's end, before the final scores: each U07/U10 holder's last chance (a U10 exchange's
  // Discovery reward may bring an Upgrade to discard).
  lastExchanges: ['lastExchanges', 'discardUpgrade'],
};

type Result = { state: GameState; events: GameEvent[] } | RuleError;

/**
 * The engine's answer to a move, computed once: a guard asks it, the action then reuses it instead of
 * applying the move a second time. Keyed by the event object and checked against the game it was
 * computed from, so a stale entry is never used.
 */
const outcomes = new WeakMap<object, { from: GameState; move: Move; result: Result }>();

export function outcome(game: GameState, key: object, move: Move): Result {
  const cached = outcomes.get(key);
  if (cached && cached.from === game && cached.move === move) return cached.result;
  let result: Result;
  try {
    result = applyMoveWithEvents(game, move);
  } catch (e) {
    if (!(e instanceof RuleError)) throw e;
    result = e;
  }
  outcomes.set(key, { from: game, move, result });
  return result;
}

/**
 * The decision now is Phase 2's, 3's or 4's and the engine does not have their moves yet: the board's
 * bundle fetches them with its later parts (rules/phase3.ts). Until then nobody acts.
 */
export function waitsForRules(ctx: QuetzalContext): boolean {
  return !!ctx.game && needsPhase3Rules(ctx.game);
}

/** A position past the roll whose moves are the engine's Phase 3 and 4 rules, while they have not come (the board's later parts). */
export function needsPhase3Rules(state: GameState): boolean {
  const kind = state.decision.kind;
  return kind !== 'roll' && kind !== 'reroll' && kind !== 'gameOver' && !hasPhase3Rules();
}

/** Whether the engine accepts `move` now. */
export function isAccepted(ctx: QuetzalContext, key: object, move: Move | null | undefined): boolean {
  return !!ctx.game && !!move && !(outcome(ctx.game, key, move) instanceof RuleError);
}

/** The seat deciding now (null: the table, or no game). */
function decidingSeat(ctx: QuetzalContext): number | null {
  return ctx.game?.decision.seat ?? null;
}

/** A person (not a computer) decides now, and a cover must first pass them the device. */
export function needsHandOver(ctx: QuetzalContext): boolean {
  const seat = decidingSeat(ctx);
  return ctx.handOver && seat !== null && ctx.humans[seat] === true && ctx.viewer !== seat;
}

/** A computer decides now (its seat), or the table at a table of computers only. */
export function computerDecides(ctx: QuetzalContext): boolean {
  const game = ctx.game;
  if (!game || game.phase === 'gameOver') return false;
  const seat = game.decision.seat;
  return seat === null ? !ctx.humans.includes(true) : ctx.humans[seat] === false;
}

/**
 * Whether a game from these options needs the engine's scenario support, not loaded yet: the
 * statechart's `loadParts` fetches it before the game is created.
 */
export function needsScenarioSupport(options: NewGameOptions | null | undefined): boolean {
  return options?.scenario !== undefined && options.scenario !== null && !hasScenarioSupport();
}

/**
 * A new game's context fields from start options (the seed drawn here, so records keep it). A
 * `scenario` needs the engine's scenario support loaded first (`useScenarioSupport`): the board's
 * `loadParts` loads it, so a plain embed never downloads it.
 */
export function freshGame(options: NewGameOptions): { game: GameState; options: NewGameOptions; log: LogEntry[]; redo: Move[] } {
  const seeded = withSeed(options);
  return { game: setUpGame(seeded), options: seeded, log: [], redo: [] };
}

/** The fields every change of game resets: selection, prompt state, the thinking computer. */
export const CLEAN_SLATE = {
  selection: [] as number[], colorChoice: null, error: null, guardHint: null, explained: null, thinking: null,
} satisfies Partial<QuetzalContext>;

/** What the context becomes after an accepted move (and what the host is told). */
export function afterMove(ctx: QuetzalContext, move: Move, state: GameState, events: GameEvent[], by: 'person' | 'computer' | 'host' | 'redo'): {
  patch: Partial<QuetzalContext>;
  emitted: QuetzalEmitted[];
} {
  const before = ctx.game!;
  const entry: LogEntry = { index: ctx.log.length, round: before.round, move, events };
  const emitted: QuetzalEmitted[] = [{ type: 'move', move, events, by }];
  emitted.push(...phaseNews(before, state));
  // A move played again takes the head of the redo list; any other move clears it.
  const redo = by === 'redo' ? ctx.redo.slice(1) : [];
  return {
    patch: { game: state, log: [...ctx.log, entry], redo, version: ctx.version + 1, ...CLEAN_SLATE, notice: keepNotice(ctx, by) },
    emitted,
  };
}

/** A notice that offers something (Retry…) stays; the others are done with once a person plays on. */
function keepNotice(ctx: QuetzalContext, by: string): QuetzalContext['notice'] {
  const n = ctx.notice;
  if (!n) return null;
  if (n.actions?.length) return n;
  return by === 'person' || by === 'redo' ? null : n;
}

/** The phase-change and game-over news between two states of one game (all of it for a new game: `before` null). */
export function phaseNews(before: GameState | null, after: GameState): QuetzalEmitted[] {
  const out: QuetzalEmitted[] = [];
  if (!before || before.phase !== after.phase || before.round !== after.round) {
    out.push({ type: 'phase', phase: after.phase, round: after.round });
    if (after.phase === 'gameOver') out.push({ type: 'gameOver', scores: scoreBreakdown(after) });
  }
  return out;
}
