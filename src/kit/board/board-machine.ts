/**
 * The kit's board statechart (XState v5), built for one game from its GameModule (../game-module.ts):
 * the whole life of a board as a person sees it, for any game.
 *
 *   idle → starting (checking → resuming | adopting | creating) → live | failed
 *   live, three regions at once (named as Quetzal's documented statechart names its own):
 *   flow    the game's phase region: one state per phase of its module (`board.phases`), following the
 *           engine's state; entering a phase (or a new round) is the host's phase news, told once;
 *   turn    routing → table | handOver | person | passing | waiting | watching | over
 *     table    nobody decides: the table's move waits its pause (the game's pacing), or NEXT;
 *     handOver the next person must take the device behind the cover (CONTINUE) before their private view shows;
 *     person   the holder decides (MOVE); UNDO while the rule allows it; HINT;
 *     passing  the holder has decided, others must still: PASS hands the device on (cover again);
 *     waiting  only computers decide;
 *     watching nobody plays on this board (not `interactive`): a spectator's view, the game stands still;
 *     over     the game has ended.
 *   input   ready | committing: just after a person's tap counted (`inputGuardMs`), more taps are the rest
 *           of a double tap and are dropped (a script's, `trusted: false`, never are); so is a tap made on
 *           a version of the board already gone.
 *   A person's MOVE counts in any of them when the engine finds it legal (a decision's, or one its rules
 *   allow out of turn, such as Quetzal's "at any time" exchanges) and that person may touch the device: the
 *   holder behind the cover, any person without it. A computer whose answer such a move overtook is asked
 *   again from the new view.
 *
 * Several seats may decide at once: each computer among them gets its own actor (`computer-<seat>`),
 * spawned with its seat's view only, with a deadline after which it decides on the page instead (and once
 * the worker has missed WORKER_MISSES_BEFORE_GIVING_UP decisions in a row, on the page at once), and a
 * least showing time; the people decide one at a time in seat order. Every rule question goes to the
 * game's engine (turn.ts asks it who acts); undo is the records' rule, as a guard. Time is the actors'
 * clock: every pause is a delayed event, so a simulated clock drives the whole board.
 *
 * The host provides the actors that reach outside (`computer`, `hint`, `resume`) and the `save` action;
 * it hears what happens through emitted events, which carry only what a spectator may see.
 */
import { and, assign, emit, enqueueActions, fromCallback, fromPromise, not, or, setup, stateIn, type EventObject } from 'xstate';
import type { Seat } from '../game-engine.js';
import type { GameModule } from '../game-module.js';
import type { GameRecord } from '../game-records.js';
import { RuleError } from '../rule-error.js';
import {
  createGameHistory, gameHistoryFromRecord, gameRedoRefusal, gameUndoRefusal, playGameMove, redoGameMoveWithEvents, undoGameMove, type GameHistory,
} from '../records/game-history.js';
import {
  DEFAULT_BOARD_TIMING, WORKER_MISSES_BEFORE_GIVING_UP, type BoardContext, type BoardEmitted, type BoardEvent, type BoardStart, type ComputerInput, type HintInput, type LogEntry, type TapInput,
  type ResumeInput,
} from './board-types.js';
import { computerDeciders, holderFor, nextTurn, type Turn } from './turn.js';

/** Internal events: a computer's least showing time has passed. */
type ShowEvent = { type: 'COMPUTER_SHOWN'; seat: Seat; epoch: number } | { type: 'COMMITTED' };

/** A computer's answer waiting for its least showing time (or the time waiting for the answer). */
interface Pending<Move> {
  seat: Seat;
  epoch: number;
  move: Move | null;
  shown: boolean;
  here: boolean;
  /** The board's version it was asked at: a position since changed by another seat's move (one made out of turn). */
  at: number;
}

export function createBoardMachine<S, M, E, O, P = M>(game: GameModule<S, M, E, O, P>) {
  type Ctx = BoardContext<S, M, E, O> & { pending: Pending<M>[]; stalled: Seat[]; overTold: boolean; phaseTold: string | null; workerMisses: number };
  type Ev = BoardEvent<M, O> | ShowEvent;
  const { engine, records } = game;
  const { phases } = game.board;
  const recordsGame = { engine, records };

  const stateOf = (ctx: Ctx): S => ctx.history!.state;
  const turnOf = (ctx: Ctx): Turn<M> => nextTurn(engine, stateOf(ctx), ctx.seats, ctx.handOver, ctx.holder);
  const turnIs = (ctx: Ctx, kind: Turn<M>['kind']) => ctx.history !== null && turnOf(ctx).kind === kind;

  /** How long the table's step waits on screen (Infinity: until NEXT, a lesson's pace). */
  function tablePauseOf(ctx: Ctx): number {
    const turn = turnOf(ctx);
    return turn.kind === 'table' ? game.board.pacing.tableSteps(stateOf(ctx), turn.move, ctx.seats) * ctx.timing.tableStepMs : 0;
  }

  /** The log of a history replayed from its start (a resumed or given record). */
  function logOf(h: GameHistory<S, M, O>): LogEntry<M, E>[] {
    let state = engine.newGame(h.options);
    return h.moves.map((move) => {
      const step = engine.applyWithEvents(state, move);
      state = step.state;
      return { seat: engine.moveSeat(move), move, events: step.events };
    });
  }

  /** The context of a game about to be played. */
  function adopt(ctx: Ctx, history: GameHistory<S, M, O>, req: BoardStart<O>): Partial<Ctx> {
    const people = req.seats.filter((k) => k === 'person').length;
    return {
      history, seats: req.seats.slice(), handOver: req.handOver !== false && people > 1, interactive: req.interactive !== false, holder: null, log: logOf(history),
      thinking: [], pending: [], stalled: [], overTold: false, phaseTold: null, epoch: ctx.epoch + 1, version: ctx.version + 1, notice: null, failure: null, hint: null, draft: null,
    };
  }

  /** Why `move` may not be made by a person now, or null. */
  function personRefusal(ctx: Ctx, move: unknown): { code: string; message: string } | null {
    if (!ctx.interactive) return { code: 'READONLY', message: 'nobody plays on this board (readonly)' };
    const error = engine.checkMove(stateOf(ctx), move);
    if (error) return { code: error.code, message: error.message };
    const seat = engine.moveSeat(move as M);
    const turn = turnOf(ctx);
    // The engine has said the move is legal now (a decision's, or one its rules allow at any time, out of
    // turn). Who may make it: without the cover, any person (a host relaying each seat); with it, the holder.
    const mayDecide = seat !== null && (ctx.handOver ? turn.kind === 'person' && turn.seat === seat : ctx.seats[seat] === 'person');
    if (!mayDecide) {
      return { code: 'NOT_YOUR_TURN', message: seat === null ? 'the table plays its own moves' : `seat ${seat} does not hold the device now` };
    }
    return null;
  }

  /** Where the game stands, as the host's phase news; and as one comparable key. */
  const newsOf = (ctx: Ctx) => ({ type: 'phase' as const, phase: phases.of(stateOf(ctx)), round: phases.round?.(stateOf(ctx)) ?? null });
  const phaseKey = (ctx: Ctx) => JSON.stringify(newsOf(ctx));

  /** The context after a move is played, and what to tell the host. */
  function played(ctx: Ctx, move: M, step: { history: GameHistory<S, M, O>; events: E[] } = playGameMove(recordsGame, ctx.history!, move)) {
    const { history, events } = step;
    const seat = engine.moveSeat(move);
    // A seat that was not deciding now decides: a new decision begins (the next step, the next turn). The
    // device goes back behind the cover, so the people take it again in seat order.
    const before = new Set(engine.deciders(ctx.history!.state).map((d) => d.seat));
    const fresh = engine.deciders(history.state).some((d) => !before.has(d.seat));
    return {
      patch: {
        history, log: [...ctx.log, { seat, move, events }], version: ctx.version + 1, hint: null, notice: null, draft: null,
        ...(fresh && ctx.handOver ? { holder: null } : {}),
      } satisfies Partial<Ctx>,
      told: {
        type: 'moved' as const, seat, move: records.publicMove(move) as unknown as M,
        events: events.map((e) => engine.eventFor(e, null)).filter((e): e is E => e !== null),
      },
    };
  }

  const noComputers = fromCallback<EventObject, ComputerInput<S>>(({ input, sendBack }) => {
    sendBack({ type: 'COMPUTER_FAILED', seat: input.seat, epoch: input.epoch, message: 'this board has no computer players' });
  });
  const noHint = fromCallback<EventObject, HintInput<S>>(({ input, sendBack }) => {
    sendBack({ type: 'HINT_FAILED', version: input.version });
  });

  // (`routing` is the region's own state.)
  if (phases.names.includes('routing')) throw new Error('no phase may be named routing');
  /**
   * The phase region's states: one per phase, entered as the engine's state reaches it (told to the host
   * once), left for `routing` when the phase or the round moves on.
   */
  const phaseStates = {
    routing: { always: phases.names.map((phase) => ({ guard: { type: 'phaseIs' as const, params: { phase } }, target: phase })) },
    ...Object.fromEntries(phases.names.map((phase) => [phase, { entry: 'tellPhase' as const, always: { guard: 'phaseMoved' as const, target: 'routing' } }])),
  };

  /** A tap that counts: made on the board's version now, and not the rest of a double tap (a script's click always counts). */
  const TAP = and(['fresh', 'notCommitting']);
  /** A person's hand made this event: a tap (it has `at`) that is not a script's click. */
  const byHand = (event: EventObject) => (event as TapInput).at !== undefined && (event as TapInput).trusted !== false;

  return setup({
    types: {
      context: {} as Ctx,
      events: {} as Ev,
      input: {} as Partial<BoardStart<O>> | undefined,
      emitted: {} as BoardEmitted<M, E>,
    },
    actors: {
      computer: noComputers,
      hint: noHint,
      resume: fromPromise<GameRecord<M, O> | null, ResumeInput<O>>(async () => null),
    },
    delays: {
      // (A timer's longest delay: `tableStepMs: Infinity`, a table that waits for NEXT, is never timed out.)
      tablePause: ({ context }) => Math.min(tablePauseOf(context), 2 ** 31 - 1),
      loadDeadline: ({ context }) => context.timing.loadTimeoutMs,
      reviewStep: ({ context }) => context.timing.reviewStepMs,
      inputGuard: ({ context }) => context.timing.inputGuardMs,
    },
    guards: {
      hasRecord: ({ context }) => context.request?.record !== undefined,
      wantsResume: ({ context }) => context.request?.resume === true,
      resumedSomething: ({ event }) => (event as { output?: unknown }).output != null,
      setupFailed: ({ context }) => context.failure !== null,
      retryable: ({ context }) => context.failure?.retryable === true,
      turnIs: ({ context }, params: { kind: Turn<M>['kind'] }) => turnIs(context, params.kind),
      phaseIs: ({ context }, params: { phase: string }) => phases.of(stateOf(context)) === params.phase,
      /** The engine has left the phase (or the round) this state stands for. */
      phaseMoved: ({ context }) => phaseKey(context) !== context.phaseTold,
      personMayMove: ({ context, event }) => event.type === 'MOVE' && personRefusal(context, event.move) === null,
      /** A tap made on the board's version now (or no tap: a host's event). */
      fresh: ({ context, event }) => { const at = (event as TapInput).at; return at === undefined || at === context.version; },
      /** Not a person's hand: a host's event, or a script's click (exact, never held back by the commit pause). */
      scripted: ({ event }) => !byHand(event),
      /** Not in the commit pause, or not a person's hand. */
      notCommitting: or([not(stateIn('#board.live.input.committing')), 'scripted']),
      inputGuardOn: ({ context }) => context.timing.inputGuardMs > 0,
      watching: ({ context }) => !context.interactive,
      mayUndo: ({ context }) => mayUndo(game, context),
      mayRedo: ({ context }) => context.holder !== null && gameRedoRefusal(recordsGame, context.history!, context.holder) === null,
      mayAskHint: ({ context }) => {
        const turn = turnOf(context);
        return turn.kind === 'person' && turn.seat === context.holder;
      },
      stalled: ({ context }) => context.stalled.length > 0,
      tablePaced: ({ context }) => Number.isFinite(tablePauseOf(context)),
      hasFrames: ({ event }) => event.type === 'REVIEW' && Array.isArray(event.frames) && event.frames.length > 0 && event.steps.length === event.frames.length - 1,
      hasGame: ({ context }) => context.history !== null,
      reviewAtEnd: ({ context }) => !!context.review && context.review.index >= context.review.frames.length - 1,
    },
    actions: {
      /** The host's auto-save of the history after each change (a no-op unless provided). */
      save: () => {},
      takeRequest: assign(({ context, event }) => (event.type === 'START'
        ? { request: event.input, failure: null, notice: null, timing: { ...context.timing, ...event.input.timing } } : {})),
      stopComputers: enqueueActions(({ context, enqueue }) => {
        for (const p of context.pending) {
          enqueue.stopChild(`computer-${p.seat}`);
          enqueue.cancel(`computer-${p.seat}-shown`);
          enqueue.cancel(`computer-${p.seat}-deadline`);
        }
        enqueue.stopChild('hint');
        enqueue.assign({ pending: [], thinking: [] });
      }),
      adoptRecord: assign(({ context, event }) => {
        const req = context.request!;
        const record = (event as { output?: GameRecord<M, O> }).output ?? (req.record as GameRecord<M, O>);
        try {
          return adopt(context, gameHistoryFromRecord(recordsGame, record), req);
        } catch (e) {
          return { failure: { code: (e as { code?: string }).code ?? 'BAD_RECORD', message: (e as Error).message, retryable: false } };
        }
      }),
      createGame: assign(({ context }) => {
        const req = context.request!;
        try {
          if (req.seats.length < engine.seats.min || req.seats.length > engine.seats.max) {
            throw new RuleError('BAD_OPTIONS', `${engine.id} is played by ${engine.seats.min} to ${engine.seats.max} seats, not ${req.seats.length}`);
          }
          return adopt(context, createGameHistory(recordsGame, req.options), req);
        } catch (e) {
          return { failure: { code: (e as { code?: string }).code ?? 'BAD_OPTIONS', message: (e as Error).message, retryable: false } };
        }
      }),
      tellStarted: emit(({ event }) => ({ type: 'started' as const, resumed: (event as { output?: unknown }).output != null })),
      /** A phase (or round) entered: the host hears it once, not again when the board comes back from its replay. */
      tellPhase: enqueueActions(({ context, enqueue }) => {
        const key = phaseKey(context);
        if (key === context.phaseTold) return;
        enqueue.assign({ phaseTold: key });
        enqueue.emit(newsOf(context));
      }),
      tellFailed: emit(({ context }) => ({ type: 'failed' as const, code: context.failure?.code ?? 'FAILED', message: context.failure?.message ?? '' })),
      /** Where the device's view stands for the turn the routing found. */
      placeHolder: assign(({ context }) => ({ holder: context.interactive ? holderFor(turnOf(context), context.handOver, context.holder, context.seats) : null })),
      /** A person's tap counted: the commit pause starts (not after a host's event nor a script's click). */
      committed: enqueueActions(({ event, enqueue }) => {
        if (byHand(event)) enqueue.raise({ type: 'COMMITTED' });
      }),
      /** The board becomes playable, or stands still: a computer thinking then is stopped (asked again once it is playable). */
      setInteractive: enqueueActions(({ event, enqueue }) => {
        if (event.type !== 'INTERACTIVE') return;
        if (!event.on) enqueue('stopComputers');
        enqueue.assign({ interactive: event.on !== false });
      }),
      /**
       * Every computer that must decide and is not yet deciding is asked, from its own view: its actor,
       * its least showing time and its deadline (past which it decides on the page).
       */
      askComputers: enqueueActions(({ context, enqueue }) => {
        if (!context.history || !context.interactive) return;
        const asked = new Set(context.pending.map((p) => p.seat));
        const fresh: Pending<M>[] = [];
        // A worker given up (it missed too many decisions in a row): the computers decide on the page at once.
        const here = context.workerMisses >= WORKER_MISSES_BEFORE_GIVING_UP;
        for (const seat of computerDeciders(engine, stateOf(context), context.seats)) {
          if (asked.has(seat) || context.stalled.includes(seat)) continue;
          const input: ComputerInput<S> = {
            seat, view: engine.viewFor(stateOf(context), seat), strength: context.seats[seat] as ComputerInput<S>['strength'], epoch: context.epoch, here,
          };
          enqueue.spawnChild('computer', { id: `computer-${seat}`, input });
          enqueue.raise({ type: 'COMPUTER_SHOWN', seat, epoch: context.epoch }, { id: `computer-${seat}-shown`, delay: context.timing.botDelayMs });
          enqueue.raise({ type: 'COMPUTER_DEADLINE', seat, epoch: context.epoch }, { id: `computer-${seat}-deadline`, delay: context.timing.botDeadlineMs });
          fresh.push({ seat, epoch: context.epoch, move: null, shown: false, here, at: context.version });
        }
        if (fresh.length) enqueue.assign({ pending: [...context.pending, ...fresh], thinking: [...context.thinking, ...fresh.map((p) => p.seat)] });
      }),
      /** A computer's answer or its least time: played once both are in, if it is still legal. */
      computerProgress: enqueueActions(({ context, event, enqueue }) => {
        if (event.type !== 'COMPUTER_MOVE' && event.type !== 'COMPUTER_SHOWN') return;
        const p = context.pending.find((x) => x.seat === event.seat && x.epoch === event.epoch);
        if (!p) return;
        const next: Pending<M> = event.type === 'COMPUTER_MOVE' ? { ...p, move: event.move } : { ...p, shown: true };
        if (event.type === 'COMPUTER_MOVE') {
          enqueue.stopChild(`computer-${p.seat}`);
          enqueue.cancel(`computer-${p.seat}-deadline`);
          // The worker answered: its misses start again from 0.
          if (!p.here) enqueue.assign({ workerMisses: 0 });
        }
        const rest = context.pending.filter((x) => x !== p);
        if (next.move === null || !next.shown) {
          enqueue.assign({ pending: [...rest, next] });
          return;
        }
        const stillDecides = engine.deciders(stateOf(context)).some((d) => d.seat === p.seat);
        const error = engine.checkMove(stateOf(context), next.move);
        if (stillDecides && error && p.at !== context.version) {
          // Another seat's move out of turn overtook the answer: the computer is asked again, from the new view (routing asks it).
          enqueue.assign({ pending: rest, thinking: context.thinking.filter((s) => s !== p.seat) });
          return;
        }
        if (!stillDecides || error) {
          enqueue.assign({
            pending: rest, thinking: context.thinking.filter((s) => s !== p.seat), stalled: [...context.stalled, p.seat],
            notice: { id: 'computer-failed', key: 'computerFailed', kind: 'error', retry: true, params: { seat: p.seat, message: error?.message ?? 'not its turn' } },
          });
          return;
        }
        const { patch, told } = played({ ...context, pending: rest }, next.move);
        enqueue.assign({ ...patch, pending: rest, thinking: context.thinking.filter((s) => s !== p.seat) });
        enqueue.emit({ ...told, by: 'computer' });
        enqueue('save');
      }),
      /** The worker missed its deadline, or failed: the same seat decides on the page; a failure there stalls it (Retry). */
      computerFallback: enqueueActions(({ context, event, enqueue }) => {
        if (event.type !== 'COMPUTER_DEADLINE' && event.type !== 'COMPUTER_FAILED') return;
        const p = context.pending.find((x) => x.seat === event.seat && x.epoch === event.epoch && x.move === null);
        if (!p) return;
        enqueue.stopChild(`computer-${p.seat}`);
        enqueue.cancel(`computer-${p.seat}-deadline`);
        if (p.here) {
          enqueue.cancel(`computer-${p.seat}-shown`);
          enqueue.assign({
            pending: context.pending.filter((x) => x !== p), thinking: context.thinking.filter((s) => s !== p.seat), stalled: [...context.stalled, p.seat],
            notice: {
              id: 'computer-failed', key: 'computerFailed', kind: 'error', retry: true,
              params: { seat: p.seat, message: event.type === 'COMPUTER_FAILED' ? event.message : 'no answer' },
            },
          });
          return;
        }
        const input: ComputerInput<S> = {
          seat: p.seat, view: engine.viewFor(stateOf(context), p.seat), strength: context.seats[p.seat] as ComputerInput<S>['strength'], epoch: p.epoch, here: true,
        };
        enqueue.spawnChild('computer', { id: `computer-${p.seat}`, input });
        enqueue.raise({ type: 'COMPUTER_DEADLINE', seat: p.seat, epoch: p.epoch }, { id: `computer-${p.seat}-deadline`, delay: context.timing.botDeadlineMs });
        enqueue.assign({
          pending: context.pending.map((x) => (x === p ? { ...x, here: true } : x)), workerMisses: context.workerMisses + 1,
          notice: { id: 'computer-here', key: event.type === 'COMPUTER_FAILED' ? 'computerHereFailed' : 'computerHereSlow', kind: 'info', params: { seat: p.seat } },
        });
      }),
      unstall: assign({ stalled: [], notice: null }),
      playPerson: enqueueActions(({ context, event, enqueue }) => {
        if (event.type !== 'MOVE') return;
        const { patch, told } = played(context, event.move);
        enqueue.assign(patch);
        enqueue.emit({ ...told, by: 'person' });
        enqueue('save');
      }),
      refuse: enqueueActions(({ context, event, enqueue }) => {
        if (event.type !== 'MOVE') return;
        const why = context.history ? personRefusal(context, event.move) : { code: 'NO_GAME', message: 'no game is being played' };
        if (!why) return;
        enqueue.assign({ notice: { id: 'refused', key: 'moveRefused', kind: 'error', params: { message: why.message } } });
        enqueue.emit({ type: 'refused', ...why });
      }),
      playTable: enqueueActions(({ context, enqueue }) => {
        const turn = turnOf(context);
        if (turn.kind !== 'table') return;
        const { patch, told } = played(context, turn.move);
        enqueue.assign(patch);
        enqueue.emit({ ...told, by: 'table' });
        enqueue('save');
      }),
      takeDevice: assign(({ context }) => {
        const turn = turnOf(context);
        return turn.kind === 'handOver' ? { holder: turn.seat } : {};
      }),
      releaseDevice: assign({ holder: null, hint: null, draft: null }),
      keepDraft: assign(({ event }) => (event.type === 'DRAFT' ? { draft: event.value } : {})),
      undo: enqueueActions(({ context, enqueue }) => {
        const seat = context.holder!;
        const history = undoGameMove(recordsGame, context.history!, seat);
        enqueue('stopComputers');
        enqueue.assign({
          history, log: context.log.slice(0, history.moves.length), version: context.version + 1, epoch: context.epoch + 1, hint: null, draft: null,
          notice: { id: 'undone', key: 'undone', kind: 'info', params: { seat } },
        });
        enqueue.emit({ type: 'undone', seat });
        enqueue('save');
      }),
      redo: enqueueActions(({ context, enqueue }) => {
        const step = redoGameMoveWithEvents(recordsGame, context.history!, context.holder!);
        const { patch, told } = played(context, step.history.moves[step.history.moves.length - 1]!, step);
        enqueue('stopComputers');
        enqueue.assign({ ...patch, epoch: context.epoch + 1 });
        enqueue.emit({ ...told, by: 'redo' });
        enqueue('save');
      }),
      refuseUndo: enqueueActions(({ context, enqueue }) => {
        const why = context.holder === null || !context.history ? 'NOT_YOUR_MOVE' : gameUndoRefusal(recordsGame, context.history, context.holder) ?? 'NOT_YOUR_MOVE';
        enqueue.assign({ notice: { id: 'undo-refused', key: `undo_${why}`, kind: 'info' } });
        enqueue.emit({ type: 'refused', code: why, message: `undo refused: ${why}` });
      }),
      askHint: enqueueActions(({ context, enqueue }) => {
        const seat = context.holder!;
        enqueue.stopChild('hint');
        const input: HintInput<S> = { seat, view: engine.viewFor(stateOf(context), seat), version: context.version };
        enqueue.spawnChild('hint', { id: 'hint', input });
      }),
      holdHint: assign(({ context, event }) => (event.type === 'HINT_READY' && event.version === context.version
        ? { hint: { seat: event.seat, version: event.version, value: event.value } } : {})),
      hintFailed: assign(({ context, event }) => (event.type === 'HINT_FAILED' && event.version === context.version
        ? { notice: { id: 'hint-failed', key: 'hintFailed', kind: 'error' as const } } : {})),
      dismiss: assign({ notice: null }),
      openReview: assign(({ event }) => (event.type === 'REVIEW'
        ? { review: { frames: event.frames as S[], steps: event.steps as { move: unknown; events: E[] }[], index: 0, fromGame: event.fromGame }, notice: null } : {})),
      goInReview: assign(({ context, event }) => (event.type === 'REVIEW_GO' && context.review
        ? { review: { ...context.review, index: Math.max(0, Math.min(context.review.frames.length - 1, Math.trunc(event.index) || 0)) } } : {})),
      /** The replay's next position (autoplay); from the start when REVIEW_PLAY finds it at the end. */
      reviewOn: assign(({ context }) => (context.review ? { review: { ...context.review, index: Math.min(context.review.index + 1, context.review.frames.length - 1) } } : {})),
      reviewFromStartIfAtEnd: assign(({ context }) => (context.review && context.review.index >= context.review.frames.length - 1
        ? { review: { ...context.review, index: 0 } } : {})),
      closeReview: assign({ review: null }),
      tellOver: emit({ type: 'gameOver' as const }),
    },
  }).createMachine({
    id: 'board',
    initial: 'idle',
    context: ({ input }) => ({
      request: null, history: null, seats: [], handOver: false, interactive: input?.interactive !== false, holder: null, log: [], thinking: [], pending: [], stalled: [], overTold: false, phaseTold: null, workerMisses: 0,
      epoch: 0, version: 0, notice: null, failure: null, hint: null, draft: null, review: null, timing: { ...DEFAULT_BOARD_TIMING, ...input?.timing },
    }),
    on: {
      START: { target: '.starting', reenter: true, actions: ['stopComputers', 'takeRequest', 'closeReview'] },
      DISMISS: { actions: 'dismiss' },
      INTERACTIVE: { actions: 'setInteractive' },
      TIMING: { actions: assign(({ context, event }) => (event.type === 'TIMING' ? { timing: { ...context.timing, ...event.timing } } : {})) },
      REVIEW: { guard: 'hasFrames', target: '.reviewing', actions: 'openReview' },
      // While the replay shows, the computers' answers still count (live's own handlers route the turn too).
      COMPUTER_MOVE: { actions: 'computerProgress' },
      COMPUTER_SHOWN: { actions: 'computerProgress' },
      COMPUTER_DEADLINE: { actions: 'computerFallback' },
      COMPUTER_FAILED: { actions: 'computerFallback' },
    },
    states: {
      idle: {},
      starting: {
        initial: 'checking',
        states: {
          checking: {
            always: [{ guard: 'hasRecord', target: 'adopting' }, { guard: 'wantsResume', target: 'resuming' }, { target: 'creating' }],
          },
          resuming: {
            invoke: {
              src: 'resume',
              input: ({ context }) => ({ options: context.request!.options, seats: context.request!.seats }),
              onDone: [{ guard: 'resumedSomething', target: 'adopting' }, { target: 'creating' }],
              onError: 'creating',
            },
            after: { loadDeadline: 'creating' },
          },
          adopting: {
            entry: 'adoptRecord',
            always: [{ guard: 'setupFailed', target: 'creating' }, { target: '#board.live', actions: 'tellStarted' }],
          },
          creating: {
            entry: 'createGame',
            always: [{ guard: 'setupFailed', target: '#board.failed' }, { target: '#board.live', actions: 'tellStarted' }],
          },
        },
      },
      reviewing: {
        initial: 'paused',
        on: {
          // A step asked for by hand stops a replay that plays by itself.
          REVIEW_GO: { target: '.paused', actions: 'goInReview' },
          BACK_TO_GAME: { guard: 'hasGame', target: 'live', actions: 'closeReview' },
        },
        states: {
          paused: {
            on: { REVIEW_PLAY: { target: 'autoplay', actions: 'reviewFromStartIfAtEnd' } },
          },
          autoplay: {
            on: { REVIEW_PAUSE: 'paused' },
            after: {
              reviewStep: [
                { guard: 'reviewAtEnd', target: 'paused' },
                { target: 'autoplay', reenter: true, actions: 'reviewOn' },
              ],
            },
          },
        },
      },
      failed: {
        entry: 'tellFailed',
        on: { RETRY: { guard: 'retryable', target: 'starting' } },
      },
      live: {
        type: 'parallel',
        on: {
          COMPUTER_MOVE: { target: '.turn.routing', actions: 'computerProgress' },
          COMPUTER_SHOWN: { target: '.turn.routing', actions: 'computerProgress' },
          COMPUTER_DEADLINE: { actions: 'computerFallback' },
          COMPUTER_FAILED: { actions: 'computerFallback' },
          RETRY: { guard: 'stalled', target: '.turn.routing', actions: 'unstall' },
          // A person's move, whoever acts now: the rule of who may (personRefusal) is the guard's. A tap held
          // back (stale, or the rest of a double tap) is dropped quietly.
          MOVE: [{ guard: and([TAP, 'personMayMove']), target: '.turn.routing', actions: ['playPerson', 'committed'] }, { guard: TAP, actions: 'refuse' }],
          UNDO: [{ guard: and([TAP, 'mayUndo']), target: '.turn.routing', actions: ['undo', 'committed'] }, { guard: TAP, actions: 'refuseUndo' }],
          REDO: { guard: and([TAP, 'mayRedo']), target: '.turn.routing', actions: ['redo', 'committed'] },
          HINT: { guard: and([TAP, 'mayAskHint']), actions: 'askHint' },
          INTERACTIVE: { target: '.turn.routing', actions: 'setInteractive' },
          HINT_READY: { actions: 'holdHint' },
          HINT_FAILED: { actions: 'hintFailed' },
        },
        states: {
          /** The game's phase region: one state per phase of its module, following the engine. */
          flow: { initial: 'routing', states: phaseStates },
          /** Who acts now: the table, the cover, a person, the computers. */
          turn: {
            initial: 'routing',
            states: {
              routing: {
                entry: 'askComputers',
                always: [
                  { guard: { type: 'turnIs', params: { kind: 'over' } }, target: 'over', actions: 'placeHolder' },
                  { guard: 'watching', target: 'watching', actions: 'placeHolder' },
                  { guard: { type: 'turnIs', params: { kind: 'table' } }, target: 'table', actions: 'placeHolder' },
                  { guard: { type: 'turnIs', params: { kind: 'handOver' } }, target: 'handOver', actions: 'placeHolder' },
                  { guard: { type: 'turnIs', params: { kind: 'person' } }, target: 'person', actions: 'placeHolder' },
                  { guard: { type: 'turnIs', params: { kind: 'passing' } }, target: 'passing', actions: 'placeHolder' },
                  { target: 'waiting', actions: 'placeHolder' },
                ],
              },
              table: {
                after: { tablePause: { guard: 'tablePaced', target: 'routing', actions: 'playTable' } },
                on: { NEXT: { guard: TAP, target: 'routing', actions: ['playTable', 'committed'] } },
              },
              handOver: {
                on: { CONTINUE: { guard: TAP, target: 'person', actions: ['takeDevice', 'committed'] } },
              },
              person: {
                on: {
                  DRAFT: { actions: 'keepDraft' },
                },
              },
              passing: {
                on: { PASS: { guard: TAP, target: 'routing', actions: ['releaseDevice', 'committed'] } },
              },
              waiting: {},
              watching: {},
              over: { entry: enqueueActions(({ context, enqueue }) => {
                // Once per game: coming back from its replay is not another end.
                if (context.overTold) return;
                enqueue.assign({ overTold: true });
                enqueue('tellOver');
              }) },
            },
          },
          /** The commit pause: just after a person's tap counted, taps are held back (TAP). */
          input: {
            initial: 'ready',
            states: {
              ready: { on: { COMMITTED: { guard: 'inputGuardOn', target: 'committing' } } },
              committing: { after: { inputGuard: 'ready' } },
            },
          },
        },
      },
    },
  });
}

/**
 * Whether the holder may take back their last move now: the statechart's UNDO guard, which a board asks
 * before it offers Undo (the records' rule: its own move, nothing revealed or random since, no other seat
 * having acted; and only while it holds the device).
 */
export function mayUndo<S, M, E, O, P>(game: GameModule<S, M, E, O, P>, context: Pick<BoardContext<S, M, E, O>, 'holder' | 'history'>): boolean {
  return context.holder !== null && context.history !== null && gameUndoRefusal(game, context.history, context.holder) === null;
}

export type BoardMachine<S, M, E, O, P = M> = ReturnType<typeof createBoardMachine<S, M, E, O, P>>;
