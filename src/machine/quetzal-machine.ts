/**
 * The Quetzal statechart (XState v5). Two parallel regions:
 *
 * - `flow`: the phase flow roll → place → activate → prepare → roll … → gameOver, with the current
 *   decision as a nested state (e.g. `activate.templeCards`). It takes moves as MOVE events, guards
 *   them with the engine's legality check and applies them with the engine. It never decides a rule:
 *   which phase and decision come next is read from the engine's state.
 * - `privacy`: pass-and-play. When the deciding seat is a person other than the one who last had the
 *   device, the region enters `handOver` until CONTINUE; moves are refused meanwhile.
 *
 * Context is plain JSON (the engine state, the log), so a persisted snapshot restores the game.
 */
import { and, assign, setup, stateIn } from 'xstate';
import {
  applyMoveWithEvents, newGame, RuleError, type DecisionKind, type GameEvent, type GameState, type Move,
  type NewGameOptions, type Phase, type RuleErrorCode,
} from '../rules/index.js';

/** One applied move and what it caused, in order. */
export interface LogEntry {
  index: number;
  round: number;
  move: Move;
  events: GameEvent[];
}

export interface QuetzalContext {
  game: GameState;
  /** The options the game was started with, seed always filled in, so a record can replay it. Null for a game given as a state. */
  options: NewGameOptions | null;
  log: LogEntry[];
  /** Which seats are people (true) or computer players (false). */
  humans: boolean[];
  /** Whether pass-and-play hand-over screens are used. */
  handOver: boolean;
  /** The seat whose private information may be shown (the person holding the device), or null. */
  viewer: number | null;
  /** The last refused move's error, cleared by the next accepted move. */
  error: { code: RuleErrorCode; message: string } | null;
}

export interface QuetzalInput {
  /** Start from this state (a saved game, a tutorial position); otherwise newGame(options). */
  game?: GameState;
  options?: NewGameOptions;
  log?: LogEntry[];
  humans?: boolean[];
  handOver?: boolean;
}

export type QuetzalEvent =
  | { type: 'MOVE'; move: Move }
  | { type: 'CONTINUE' }
  | { type: 'RESTART'; options?: NewGameOptions }
  /** Replace the game (undo, loading a save): refused while the device is being passed. */
  | { type: 'RESTORE'; game: GameState; log: LogEntry[]; options?: NewGameOptions | null };

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
};

/**
 * The engine's answer to a MOVE, computed once: the guard asks it, the action then reuses it instead
 * of applying the move a second time. Keyed by the event object and checked against the game it was
 * computed from, so a stale entry is never used.
 */
type Outcome = { from: GameState; result: { state: GameState; events: GameEvent[] } | RuleError };
const outcomes = new WeakMap<object, Outcome>();

function outcome(game: GameState, event: { move: Move }): Outcome['result'] {
  const cached = outcomes.get(event);
  if (cached && cached.from === game) return cached.result;
  let result: Outcome['result'];
  try {
    result = applyMoveWithEvents(game, event.move);
  } catch (e) {
    if (!(e instanceof RuleError)) throw e;
    result = e;
  }
  outcomes.set(event, { from: game, result });
  return result;
}

function needsHandOver(ctx: QuetzalContext): boolean {
  const seat = ctx.game.decision.seat;
  return ctx.handOver && seat !== null && ctx.humans[seat] === true && ctx.viewer !== seat;
}

function initialContext(input: QuetzalInput): QuetzalContext {
  const options = input.game ? input.options ?? null : withSeed(input.options);
  const game = input.game ?? newGame(options!);
  const humans = input.humans ?? game.seats.map(() => true);
  return { game, options, log: input.log ?? [], humans, handOver: input.handOver ?? true, viewer: null, error: null };
}

const base = setup({
  types: {
    context: {} as QuetzalContext,
    events: {} as QuetzalEvent,
    input: {} as QuetzalInput,
  },
  guards: {
    phaseIs: ({ context }, params: { phase: Phase }) => context.game.phase === params.phase,
    decisionIs: ({ context }, params: { kind: DecisionKind }) => context.game.decision.kind === params.kind,
    moveIsLegal: ({ context, event }) => event.type === 'MOVE' && !(outcome(context.game, event) instanceof RuleError),
    needsHandOver: ({ context }) => needsHandOver(context),
  },
  actions: {
    applyMove: assign(({ context, event }) => {
      if (event.type !== 'MOVE') return {};
      const result = outcome(context.game, event);
      if (result instanceof RuleError) return {};
      const { state, events } = result;
      const entry: LogEntry = { index: context.log.length, round: context.game.round, move: event.move, events };
      return { game: state, log: [...context.log, entry], error: null };
    }),
    rejectMove: assign(({ context, event }) => {
      if (event.type !== 'MOVE') return {};
      const result = outcome(context.game, event);
      return {
        error: result instanceof RuleError
          ? { code: result.code, message: result.message }
          : { code: 'NOT_YOUR_DECISION' as const, message: 'the device is being passed: continue first' },
      };
    }),
    takeDevice: assign(({ context }) => ({ viewer: context.game.decision.seat })),
    restart: assign(({ context, event }) => {
      if (event.type !== 'RESTART') return {};
      const options = withSeed(event.options ?? { seats: context.game.seats.map((s) => s.name) });
      const game = newGame(options);
      return { game, options, log: [], viewer: null, error: null, humans: game.seats.map((_, i) => context.humans[i] ?? true) };
    }),
    restore: assign(({ context, event }) => {
      if (event.type !== 'RESTORE') return {};
      return { game: event.game, log: event.log, options: event.options === undefined ? context.options : event.options, error: null };
    }),
  },
});

/** A phase state: a routing state picks the nested decision state from the engine's decision. */
function phaseState(phase: Exclude<Phase, 'gameOver'>) {
  const kinds = PHASE_DECISIONS[phase];
  return {
    initial: 'routing' as const,
    states: {
      routing: {
        always: kinds.map((kind) => ({ guard: { type: 'decisionIs' as const, params: { kind } }, target: kind })),
      },
      // Typed as every decision kind so `snapshot.matches({ flow: { place: 'campReroll' } })` type-checks.
      ...(Object.fromEntries(kinds.map((kind) => [kind, {}])) as Record<DecisionKind, object>),
    },
  };
}

export const quetzalMachine = base.createMachine({
  id: 'quetzal',
  type: 'parallel',
  context: ({ input }) => initialContext(input),
  states: {
    flow: {
      initial: 'routing',
      on: {
        MOVE: [
          {
            guard: and([stateIn({ privacy: 'visible' }), 'moveIsLegal']),
            actions: 'applyMove',
            target: '.routing',
            reenter: true,
          },
          { actions: 'rejectMove' },
        ],
        RESTART: { actions: 'restart', target: '.routing', reenter: true },
        RESTORE: { guard: stateIn({ privacy: 'visible' }), actions: 'restore', target: '.routing', reenter: true },
      },
      states: {
        routing: {
          always: [
            { guard: { type: 'phaseIs', params: { phase: 'gameOver' } }, target: 'gameOver' },
            { guard: { type: 'phaseIs', params: { phase: 'roll' } }, target: 'roll' },
            { guard: { type: 'phaseIs', params: { phase: 'place' } }, target: 'place' },
            { guard: { type: 'phaseIs', params: { phase: 'activate' } }, target: 'activate' },
            { target: 'prepare' },
          ],
        },
        roll: phaseState('roll'),
        place: phaseState('place'),
        activate: phaseState('activate'),
        prepare: phaseState('prepare'),
        gameOver: {},
      },
    },
    privacy: {
      initial: 'visible',
      states: {
        visible: {
          always: { guard: 'needsHandOver', target: 'handOver' },
        },
        handOver: {
          on: { CONTINUE: { target: 'visible', actions: 'takeDevice' } },
        },
      },
    },
  },
});

export type QuetzalMachine = typeof quetzalMachine;
