/**
 * The board statechart's dealings with its game, as functions of its context (board-machine.ts builds
 * the machine from them): who acts now, the context of a game about to be played and after a move, why a
 * person's move is refused, the phase news, what a replaced game tells. Nothing here decides a rule: every
 * answer comes from the game's engine and records.
 */
import type { EventObject } from 'xstate';
import type { Seat } from '../game-engine.js';
import type { GameModule } from '../game-module.js';
import { playGameMove, sameGame, type GameHistory } from '../records/game-history.js';
import type { BoardContext, BoardEmitted, BoardNotice, BoardStart, LogEntry } from './board-types.js';
import { nextTurn, type Turn } from './turn.js';

/** A notice's Retry button (it sends RETRY). */
export const RETRY_ACTION = [{ id: 'retry', key: 'retry' }];
/** The saved game could not be read: a new game began, the save is kept, Retry reads it again (RETRY_RESUME). */
export const RESUME_FAILED_NOTICE: BoardNotice = { id: 'resume-failed', key: 'resumeFailed', kind: 'error', actions: [{ id: 'retry-resume', key: 'retry' }] };

/** A computer's answer waiting for its least showing time (or the time waiting for the answer). */
export interface Pending<Move> {
  seat: Seat;
  epoch: number;
  move: Move | null;
  shown: boolean;
  here: boolean;
  /** The board's version it was asked at: a position since changed by another seat's move (one made out of turn). */
  at: number;
}


/** Who made a move, as the host's news says it. */
type MovedBy = Extract<BoardEmitted<unknown, unknown>, { type: 'move' }>['by'];

/** The statechart's whole context: the board's (BoardContext) and what it keeps for itself. */
export type BoardMachineContext<S, M, E, O> = BoardContext<S, M, E, O> & {
  pending: Pending<M>[]; stalled: Seat[]; overTold: boolean; phaseTold: string | null; workerMisses: number;
  /** Whose Hint is being asked, at which version: a Hint outlives neither (the `hint` region goes back to idle). */
  hintAsked: { seat: Seat; version: number } | null;
  /** RETRY_RESUME is reading the save again, over the game on screen (which stays when nothing is found). */
  retryingResume: boolean;
  /** The replay asked for (REVIEW), while `openReview` reads it and after (a Retry asks for it again). */
  reviewAsked: { record: unknown; fromGame: boolean; index: number } | null;
  /**
   * The record being replayed to become the game, and the notice to show once it is: a start's
   * (`starting.adopting`: the host's record, or the save `resume` read) or a RESTORE's (`live.restoring`).
   */
  adopting: { record: unknown; resumed: boolean; notice?: BoardNotice } | null;
};

/** The helpers of one game's board statechart. */
export function boardSteps<S, M, E, O, P>(game: Pick<GameModule<S, M, E, O, P>, 'engine' | 'records'> & { board: Pick<GameModule<S, M, E, O, P>['board'], 'phases' | 'pacing'> }) {
  type Ctx = BoardMachineContext<S, M, E, O>;
  const { engine, records } = game;
  const { phases } = game.board;
  const recordsGame = { engine, records };

  const stateOf = (ctx: Ctx): S => ctx.history!.state;
  const turnOf = (ctx: Ctx): Turn<M> => nextTurn(engine, stateOf(ctx), ctx.seats, ctx.handOver, ctx.viewer);
  const turnIs = (ctx: Ctx, kind: Turn<M>['kind']) => ctx.history !== null && turnOf(ctx).kind === kind;

  /** How long the table's step waits on screen (Infinity: until NEXT, a lesson's pace). */
  function tablePauseOf(ctx: Ctx): number {
    const turn = turnOf(ctx);
    return turn.kind === 'table' ? game.board.pacing.tableSteps(stateOf(ctx), turn.move, ctx.seats) * ctx.timing.tableStepMs : 0;
  }

  /** How many seats a game has (a line of standings each). */
  const seatCountOf = (state: S): number => engine.standings(state).length;

  /** The log's line for `move`, played from `before` with these events (its round, for a game played in rounds). */
  function lineOf(before: S, move: M, events: E[]): LogEntry<M, E> {
    const round = phases.round?.(before);
    return { seat: engine.moveSeat(move), move, events, ...(round === undefined ? {} : { round }) };
  }

  /** The log of a history replayed from its start (a resumed or given record). */
  function logOf(h: GameHistory<S, M, O>): LogEntry<M, E>[] {
    // (No move yet, a new game's or a position's: nothing to replay.)
    if (!h.moves.length) return [];
    let state = engine.newGame(h.options);
    return h.moves.map((move) => {
      const step = engine.applyWithEvents(state, move);
      const line = lineOf(state, move, step.events);
      state = step.state;
      return line;
    });
  }

  /** The context of a game about to be played. */
  function adopt(ctx: Ctx, history: GameHistory<S, M, O>, req: BoardStart<O>): Partial<Ctx> {
    const people = req.seats.filter((k) => k === 'person').length;
    return {
      history, given: false, passedOn: null, seats: req.seats.slice(), handOver: req.handOver !== false && people > 1, interactive: req.interactive !== false, viewer: null, log: logOf(history),
      thinking: [], pending: [], stalled: [], overTold: false, phaseTold: null, epoch: ctx.epoch + 1, version: ctx.version + 1, failure: null, hint: null, draft: null,
      // (A save that could not be read keeps its notice, with its Retry, over every game until it is read.)
      notice: ctx.saveLocked ? RESUME_FAILED_NOTICE : null, retryingResume: false,
    };
  }

  /**
   * The game on screen, if it has moves, is about to be replaced by `next`: the host hears it (`replaced`,
   * to keep it among its earlier games) — unless `next` is that very game (its own save, read again).
   */
  function tellReplaced(ctx: Ctx, next: GameHistory<S, M, O>, enqueue: { emit(e: BoardEmitted<M, E>): void }): void {
    const now = ctx.history;
    if (!now?.moves.length) return;
    if (sameGame(now, next)) return;
    enqueue.emit({ type: 'replaced', history: now as GameHistory<unknown, M, unknown> });
  }

  /** Why `move` may not be made by a person now, or null. */
  function personRefusal(ctx: Ctx, move: unknown): { code: string; message: string } | null {
    if (!ctx.interactive) return { code: 'READONLY', message: 'nobody plays on this board (readonly)' };
    const error = engine.checkMove(stateOf(ctx), move);
    if (error) return { code: error.code, message: error.message };
    const seat = engine.moveSeat(move as M);
    const turn = turnOf(ctx);
    // The engine has said the move is legal now (a decision's, or one its rules allow at any time, out of
    // turn). Who may make it: without the cover, any person (a host relaying each seat); with it, the viewer.
    const mayDecide = seat !== null && (ctx.handOver ? turn.kind === 'person' && turn.seat === seat : ctx.seats[seat] === 'person');
    if (!mayDecide) {
      return { code: 'NOT_YOUR_TURN', message: seat === null ? 'the table plays its own moves' : `seat ${seat} does not hold the device now` };
    }
    return null;
  }

  /** Where the game stands, as the host's phase news; and as one comparable key. */
  const newsOf = (ctx: Ctx) => ({ type: 'phase' as const, phase: phases.of(stateOf(ctx)), round: phases.round?.(stateOf(ctx)) ?? null });
  const phaseKey = (ctx: Ctx) => JSON.stringify(newsOf(ctx));

  /** The context after a move is played (`by` whom), and what to tell the host. */
  function played(ctx: Ctx, move: M, by: MovedBy, step: { history: GameHistory<S, M, O>; events: E[] } = playGameMove(recordsGame, ctx.history!, move)) {
    const { history, events } = step;
    const line = lineOf(ctx.history!.state, move, events);
    // A seat that was not deciding now decides: a new decision begins (the next step, the next turn). The
    // device goes back behind the cover, so the people take it again in seat order.
    const before = new Set(engine.deciders(ctx.history!.state).map((d) => d.seat));
    const fresh = engine.deciders(history.state).some((d) => !before.has(d.seat));
    return {
      patch: {
        // A notice that offers something (Retry…) stays; the others are done with once a person plays on (a
        // computer's or the table's move keeps "the computer decided on the page" on screen, to be read).
        history, log: [...ctx.log, line], version: ctx.version + 1, hint: null, draft: null,
        notice: ctx.notice?.actions?.length || (by !== 'person' && by !== 'redo') ? ctx.notice : null,
        ...(fresh && ctx.handOver ? { viewer: null } : {}),
      } satisfies Partial<Ctx>,
      told: {
        type: 'move' as const, seat: line.seat, move: records.publicMove(move) as unknown as M, by,
        events: events.map((e) => engine.eventFor(e, null)).filter((e): e is E => e !== null),
      },
    };
  }

  return { stateOf, turnOf, turnIs, tablePauseOf, seatCountOf, adopt, tellReplaced, personRefusal, newsOf, phaseKey, played };
}

/**
 * What went wrong, from an actor's failure (its code, else `code`; its message; the host's property at
 * fault), or from a deadline (a delayed event has no `error`): `what` did not arrive within loadTimeoutMs.
 */
export function failureOf(ctx: { timing: { loadTimeoutMs: number } }, event: EventObject, what: string, code: string): { code: string; message: string; property?: string } {
  if (!('error' in event)) return { code: 'LOAD_TIMEOUT', message: `${what} did not arrive within ${ctx.timing.loadTimeoutMs} ms` };
  const e = event.error as { code?: string; message?: string; property?: unknown } | undefined;
  return { code: e?.code ?? code, message: String(e?.message ?? e), ...(typeof e?.property === 'string' ? { property: e.property } : {}) };
}

/** A person's move refused: the board's notice says why, and the host hears it (`error`). */
export function tellRefused(enqueue: { assign(patch: { notice: BoardNotice }): void; emit(e: { type: 'error'; code: string; message: string }): void }, why: { code: string; message: string }): void {
  enqueue.assign({ notice: { id: 'refused', key: 'moveRefused', kind: 'error', params: { message: why.message } } });
  enqueue.emit({ type: 'error', ...why });
}
