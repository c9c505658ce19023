/**
 * The kit's board statechart (XState v5), built for one game from its GameModule (../game-module.ts):
 * the whole life of a board as a person sees it, for any game. Its states bear the names of Quetzal's
 * documented statechart wherever the idea is the same.
 *
 *   idle → starting (checking [→ a region's loadingParts] → routing → resuming | adopting | creating) → live | reviewing | failed
 *   (adopting: a record to go on with, the host's or the save read, replayed by the `replay` actor)
 *   live: routing → playing | gameOver
 *   live.playing, four regions at once:
 *   flow    the game's phase region: one state per phase of its module (`board.phases`), following the
 *           engine's state, and inside it one per decision for a game that names them (`decisionsRegion`);
 *           entering a phase (or a new round) is the host's phase news, told once;
 *   turn    routing → table | handOver | person | passing | computer | watching
 *     table    nobody decides: the table's move waits its pause (the game's pacing), or NEXT;
 *     handOver the next person must take the device behind the cover (CONTINUE) before their private view shows;
 *     person   the viewer decides (MOVE, or the game's own taps: `tapsRegion`, which keep a `draft` and
 *              end in a MOVE); UNDO while the rule allows it; HINT;
 *     passing  the viewer has decided, others must still: PASS hands the device on (cover again);
 *     computer only computers decide: `thinking` in the worker, `decidingHere` on the page (past a deadline),
 *              `showing` (every answer in, waiting its least showing time), `failed` (one gave no legal move: RETRY);
 *     watching nobody plays on this board (not `interactive`): a spectator's view, the game stands still;
 *   hint    idle | thinking | shown | failed: the Hint the person deciding asked for, until the position changes;
 *   input   ready | committing: just after a person's tap counted (`inputGuardMs`), more taps are the rest
 *           of a double tap and are dropped (a script's, `trusted: false`, never are); so is a tap made on
 *           a version of the board already gone.
 *   live.gameOver: the game has ended (its replay, and an undo the records allow, are still there).
 *   On `live`, as Quetzal's: RESTART plays again at the same table (a new seed unless options are given),
 *   RESTORE puts a record in the game's place (`restoring`: replayed, the game still on screen; one that
 *   does not replay is refused, nothing changed);
 *   NOTIFY, in any state, shows the host's notice.
 *   A person's MOVE counts in any of them when the engine finds it legal (a decision's, or one its rules
 *   allow out of turn, such as Quetzal's "at any time" exchanges) and that person may touch the device: the
 *   viewer behind the cover, any person without it. A computer whose answer such a move overtook is asked
 *   again from the new view.
 *
 * The regions only some games use (board-region.ts: the parts a start loads first, what the first file
 * leaves out, a game's own taps, the decisions inside its phases) are the game module's (`board.regions`) and merged in here, so a game that
 * does not use one carries none of its code.
 *
 * Several seats may decide at once: each computer among them gets its own actor (`computer-<seat>`),
 * spawned with its seat's view only, with a deadline after which it decides on the page instead (and once
 * the worker has missed WORKER_MISSES_BEFORE_GIVING_UP decisions in a row, on the page at once), and a
 * least showing time; the people decide one at a time in seat order. Every rule question goes to the
 * game's engine (turn.ts asks it who acts); undo is the records' rule, as a guard. Time is the actors'
 * clock: every pause is a delayed event, so a simulated clock drives the whole board.
 *
 * The host provides the actors that reach outside (`computer`, `hint`, `resume`, `openReview`) and the
 * `save` action; the kit's own `replay` loads a record's replay only when a first record is adopted or restored; it hears what happens through emitted events, which carry only what a spectator may see
 * (but `replaced`: the whole game, for the host's storage, never to show). The rule questions it asks are
 * in board-steps.ts.
 */
import { and, assign, emit, enqueueActions, fromCallback, fromPromise, not, or, raise, setup, stateIn, type EventObject } from 'xstate';
import type { Seat } from '../game-engine.js';
import type { GameModule } from '../game-module.js';
import type { GameRecord } from '../game-records.js';
import { RuleError } from '../rule-error.js';
import {
  createGameHistory, gameRedoRefusal, historyAt, gameUndoRefusal, redoGameMoveWithEvents, undoGameMove, type GameHistory,
} from '../records/game-history.js';
import {
  DEFAULT_BOARD_TIMING, WORKER_MISSES_BEFORE_GIVING_UP, type BoardEmitted, type BoardEvent, type BoardStart, type ComputerInput, type HintInput, type TapInput,
  type ResumeFound, type ResumeInput, type ReviewInput, type ReviewOpened,
} from './board-types.js';
import { computerDeciders, viewerFor, type Turn } from './turn.js';
import { mayUndo, stepSeatOf } from './undo-seat.js';
import { boardSteps, failureOf, RESUME_FAILED_NOTICE, RETRY_ACTION, tellRefused, type BoardMachineContext, type Pending } from './board-steps.js';

/** Internal events: a computer's least showing time has passed; a person's tap counted (the commit pause); ask again who acts. */
type ShowEvent = { type: 'COMPUTER_SHOWN'; seat: Seat; epoch: number } | { type: 'COMMITTED' } | { type: 'REROUTE' };

export { mayUndo };

export function createBoardMachine<S, M, E, O, P = M>(game: GameModule<S, M, E, O, P>) {
  type Ctx = BoardMachineContext<S, M, E, O>;
  // (A region's events are heard by name: the events typed here are the kit's.)
  type Ev = BoardEvent<M, O> | ShowEvent;
  const { engine, records } = game;
  const { phases, regions = [] } = game.board;
  /** The regions' pieces of one kind, merged (typed as nothing: the statechart's own names are what its config is checked against). */
  const merged = (key: 'context' | 'actors' | 'guards' | 'actions' | 'on' | 'startStates' | 'turnStates' | 'turnOn'): {} => Object.assign({}, ...regions.map((r) => r[key] ?? {}));
  const holds = (ctx: Ctx) => regions.some((r) => r.holds?.(ctx as never));
  const recordsGame = { engine, records };

  const { stateOf, turnOf, turnIs, tablePauseOf, seatCountOf, adopt, tellReplaced, personRefusal, phaseKey, newsOf, played } = boardSteps(game);

  const noComputers = fromCallback<EventObject, ComputerInput<S>>(({ input, sendBack }) => {
    sendBack({ type: 'COMPUTER_FAILED', seat: input.seat, epoch: input.epoch, message: 'this board has no computer players' });
  });
  const noHint = fromPromise<unknown, HintInput<S>>(async () => {
    throw new Error('this board has no Hint');
  });
  /**
   * A record replayed into a history (the engine's every move, its fingerprint checked), or its RecordError:
   * the code comes from the first record adopted or restored, not with the board's first file.
   */
  const replay = fromPromise<GameHistory<S, M, O>, { record: unknown }>(async ({ input }) => (await import('../records/history-replay.js')).gameHistoryFromRecord(recordsGame, input.record as GameRecord<M, O>));
  const hintInput = ({ context }: { context: Ctx }): HintInput<S> => {
    const seat = context.viewer!;
    return { seat, view: engine.viewFor(stateOf(context), seat), version: context.version };
  };

  // (`routing` is the region's own state.)
  if (phases.names.includes('routing')) throw new Error('no phase may be named routing');
  /**
   * The phase region's states: one per phase, entered as the engine's state reaches it (told to the host
   * once), left for `routing` when the phase or the round moves on.
   */
  const phaseStates = {
    routing: { always: phases.names.map((phase) => ({ guard: { type: 'phaseIs' as const, params: { phase } }, target: phase })) },
    // (A region may give a phase states of its own inside it: decisions-region.ts.)
    ...Object.fromEntries(phases.names.map((phase) => [phase, {
      entry: 'tellPhase' as const, always: { guard: 'phaseMoved' as const, target: 'routing' }, ...Object.assign({}, ...regions.map((r) => r.phaseStates?.(phase) ?? {})) as {},
    }])),
  };

  /** A tap that counts: made on the board's version now, and not the rest of a double tap (a script's click always counts). */
  const TAP = and(['fresh', 'notCommitting']);
  /** A person's hand made this event: a tap (it has `at`) that is not a script's click. */
  const byHand = (event: EventObject) => (event as TapInput).at !== undefined && (event as TapInput).trusted !== false;
  /** A replay that could not be read: back to the game with a notice, else `failed`. */
  const REVIEW_FAILED = [
    { guard: 'hasGame', target: '#board.live', actions: 'reviewFailed' },
    { target: '#board.failed', actions: 'reviewFailed' },
  ] as const;
  /** A save that could not be read: the game on screen stays (a Retry that failed again), else a new one; the save kept, with Retry. */
  const RESUME_FAILED = [
    { guard: 'retryingResume', target: '#board.live', actions: 'noteResumeFailed' },
    { target: 'creating', actions: 'noteResumeFailed' },
  ] as const;
  /**
   * A record that could not be replayed at the start: one that does not replay (its RecordError) gives way
   * to a new game; the replay's code that did not load (or in time) is the save's failure to be read (it is
   * kept, with Retry), else a start to try again.
   */
  const ADOPT_TIMED_OUT = [
    { guard: and(['adoptingSave', 'retryingResume']), target: '#board.live', actions: 'noteResumeFailed' },
    { guard: 'adoptingSave', target: 'creating', actions: 'noteResumeFailed' },
    { target: '#board.failed', actions: 'adoptFailed' },
  ] as const;
  const ADOPT_FAILED = [{ guard: 'recordUnreadable', target: 'creating' }, ...ADOPT_TIMED_OUT] as const;
  /** UNDO while playing, and at the game's end: taken back when the records' rule allows it, else refused. */
  const UNDO_OR_REFUSE = [{ guard: and([TAP, 'mayUndo']), target: '.routing', actions: ['undo', 'committed'] }, { guard: TAP, actions: 'refuseUndo' }] as const;

  return setup({
    types: {
      context: {} as Ctx,
      events: {} as Ev,
      input: {} as Partial<BoardStart<O>> | undefined,
      emitted: {} as BoardEmitted<M, E>,
    },
    actors: {
      // (The regions' own, first: a name of the statechart's own stays its own.)
      ...merged('actors'),
      computer: noComputers,
      hint: noHint,
      resume: fromPromise<ResumeFound<M, O> | null, ResumeInput<O>>(async () => null),
      replay,
      openReview: fromPromise<ReviewOpened<S, E>, ReviewInput<S, M, O>>(async () => {
        throw new Error('this board has no replay');
      }),
    },
    delays: {
      // (A timer's longest delay: `tableStepMs: Infinity`, a table that waits for NEXT, is never timed out.)
      tablePause: ({ context }) => Math.min(tablePauseOf(context), 2 ** 31 - 1),
      loadDeadline: ({ context }) => context.timing.loadTimeoutMs,
      reviewStep: ({ context }) => context.timing.reviewStepMs,
      inputGuard: ({ context }) => context.timing.inputGuardMs,
    },
    guards: {
      ...merged('guards'),
      hasRecord: ({ context }) => context.request?.record !== undefined,
      wantsReview: ({ context }) => context.request?.review != null,
      wantsResume: ({ context }) => context.request?.resume === true && context.request.position === undefined,
      resumedSomething: ({ event }) => (event as { output?: unknown }).output != null,
      setupFailed: ({ context }) => context.failure !== null,
      retryable: ({ context }) => context.failure?.retryable === true,
      turnIs: ({ context }, params: { kind: Turn<M>['kind'] }) => turnIs(context, params.kind),
      phaseIs: ({ context }, params: { phase: string }) => phases.of(stateOf(context)) === params.phase,
      /** The engine has left the phase (or the round) this state stands for. */
      phaseMoved: ({ context }) => phaseKey(context) !== context.phaseTold,
      personMayMove: ({ context, event }) => event.type === 'MOVE' && personRefusal(context, event.move) === null,
      /** A host's own move (`host`), which the engine finds legal now. */
      hostMayMove: ({ context, event }) => event.type === 'MOVE' && event.host === true && engine.checkMove(stateOf(context), event.move) === null,
      /** A tap made on the board's version now (or no tap: a host's event). */
      fresh: ({ context, event }) => { const at = (event as TapInput).at; return at === undefined || at === context.version; },
      /** Not a person's hand: a host's event, or a script's click (exact, never held back by the commit pause). */
      scripted: ({ event }) => !byHand(event),
      /** Not in the commit pause, or not a person's hand. */
      notCommitting: or([not(stateIn('#board.live.playing.input.committing')), 'scripted']),
      inputGuardOn: ({ context }) => context.timing.inputGuardMs > 0,
      watching: ({ context }) => !context.interactive,
      mayUndo: ({ context }) => mayUndo(game, context),
      mayRedo: ({ context }) => {
        const seat = stepSeatOf(engine, context, context.history?.redo[0]);
        return seat !== null && gameRedoRefusal(recordsGame, context.history!, seat) === null;
      },
      mayAskHint: ({ context }) => {
        const turn = turnOf(context);
        return turn.kind === 'person' && turn.seat === context.viewer;
      },
      stalled: ({ context }) => context.stalled.length > 0,
      gameIsOver: ({ context }) => turnIs(context, 'over'),
      /** A computer decides on the page now (past its deadline, or with the worker given up). */
      decidingHere: ({ context }) => context.pending.some((p) => p.here && p.move === null),
      computersThinking: ({ context }) => context.pending.some((p) => p.move === null),
      saveLocked: ({ context }) => context.saveLocked,
      retryingResume: ({ context }) => context.retryingResume,
      /** The position, or the person holding the device, changed since the Hint was asked. */
      hintOutdated: ({ context }) => context.hintAsked !== null && (context.hintAsked.version !== context.version || context.hintAsked.seat !== context.viewer),
      tablePaced: ({ context }) => Number.isFinite(tablePauseOf(context)),
      reviewAsked: ({ context }) => context.reviewAsked !== null,
      reviewOpen: ({ context }) => context.review !== null,
      hasGame: ({ context }) => context.history !== null,
      /** The replay refused the record (a RecordError: it does not replay), rather than failing to run. */
      recordUnreadable: ({ event }) => (event as { error?: { name?: unknown } }).error?.name === 'RecordError',
      /** The record being adopted is the save `resume` read. */
      adoptingSave: ({ context }) => context.adopting?.resumed === true,
      reviewAtEnd: ({ context }) => !!context.review && context.review.index >= context.review.frames.length - 1,
    },
    actions: {
      ...merged('actions'),
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
      /** The record to go on with: the host's (`record`), or the save `resume` read (its done event's output). */
      takeRecord: assign(({ context, event }) => {
        const read = (event as { output?: ResumeFound<M, O> | null }).output;
        if (read == null) return { adopting: { record: context.request!.record, resumed: false } };
        return { adopting: 'notice' in read && !('moves' in read) ? { record: read.record, resumed: true, notice: read.notice } : { record: read, resumed: true } };
      }),
      /** A record goes on (given, or the save read), replayed: a game with moves it replaces is told first (`replaced`). */
      adoptRecord: enqueueActions(({ context, event, enqueue }) => {
        const req = context.request!;
        const history = (event as unknown as { output: GameHistory<S, M, O> }).output;
        tellReplaced(context, history, enqueue);
        // The save read at last: it may be saved over again, and its notice is done with.
        const resumed = context.adopting?.resumed === true;
        enqueue.assign({ ...(resumed ? { ...adopt({ ...context, saveLocked: false }, history, req), saveLocked: false } : adopt(context, history, req)), adopting: null });
        // (What the save's reader had to say over it: read from an older version, a link's game offered.)
        if (context.adopting?.notice) enqueue.assign({ notice: context.adopting.notice });
        enqueue.emit({ type: 'started', resumed });
      }),
      /** The host's record could not be replayed (its code did not load, or in time): a start to try again. */
      adoptFailed: assign(({ context, event }) => ({ adopting: null, failure: { ...failureOf(context, event, 'the record’s replay', 'LOAD_FAILED'), retryable: true } })),
      createGame: enqueueActions(({ context, enqueue }) => {
        const req = context.request!;
        let history: GameHistory<S, M, O>;
        try {
          if (req.seats.length < engine.seats.min || req.seats.length > engine.seats.max) {
            throw new RuleError('BAD_OPTIONS', `${engine.id} is played by ${engine.seats.min} to ${engine.seats.max} seats, not ${req.seats.length}`);
          }
          // A position given (a diagram's) is played on from there, with nothing before it to replay.
          history = req.position === undefined ? createGameHistory(recordsGame, req.options) : historyAt(recordsGame, req.options as GameHistory<S, M, O>['options'], req.position as S, null);
          const count = seatCountOf(history.state);
          if (count !== req.seats.length) throw new RuleError('BAD_OPTIONS', `${count} seats in its options, ${req.seats.length} at the table`);
        } catch (e) {
          enqueue.assign({ failure: { code: (e as { code?: string }).code ?? 'BAD_OPTIONS', message: (e as Error).message, retryable: false } });
          return;
        }
        tellReplaced(context, history, enqueue);
        enqueue.assign({ ...adopt(context, history, req), given: req.position !== undefined });
      }),
      /** A start that opens a replay (a shared link's, a diagram's): no game to go back to. */
      askStartReview: assign(({ context }) => ({ reviewAsked: { record: context.request!.review, fromGame: false, index: 0 }, review: null })),
      /** The save could not be read, or did not arrive in time: locked (never saved over), and a notice with Retry. */
      noteResumeFailed: enqueueActions(({ context, event, enqueue }) => {
        enqueue.assign({ saveLocked: true, retryingResume: false, notice: RESUME_FAILED_NOTICE });
        enqueue.emit({ type: 'error', ...failureOf(context, event, 'the saved game', 'RESUME_FAILED') });
      }),
      /** Read again, the save was not there after all: the game on screen goes on, and is saved from now on. */
      resumeFoundNothing: enqueueActions(({ enqueue }) => {
        enqueue.assign({ saveLocked: false, retryingResume: false, notice: null });
        enqueue('persist');
      }),
      /** The host's save of the game after each change (`save`), unless the save is locked. */
      persist: enqueueActions(({ context, enqueue }) => {
        // (A position given has no record: nothing to save.)
        if (!context.saveLocked && !context.given) enqueue('save');
      }),
      /** A new game has started (a record adopted tells it with adoptRecord). */
      tellStarted: emit({ type: 'started', resumed: false }),
      /** A phase (or round) entered: the host hears it once, not again when the board comes back from its replay. */
      tellPhase: enqueueActions(({ context, enqueue }) => {
        const key = phaseKey(context);
        if (key === context.phaseTold) return;
        enqueue.assign({ phaseTold: key });
        enqueue.emit(newsOf(context));
      }),
      tellFailed: emit(({ context }) => ({
        type: 'error' as const, code: context.failure?.code ?? 'FAILED', message: context.failure?.message ?? '',
        ...(context.failure?.property ? { property: context.failure.property } : {}),
      })),
      /** Where the device's view stands for the turn the routing found. */
      placeViewer: assign(({ context }) => ({ viewer: context.interactive ? viewerFor(turnOf(context), context.handOver, context.viewer, context.seats) : null })),
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
        if (!context.history || !context.interactive || holds(context)) return;
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
            notice: { id: 'computer-failed', key: 'computerFailed', kind: 'error', actions: RETRY_ACTION, params: { seat: p.seat, message: error?.message ?? 'not its turn' } },
          });
          return;
        }
        const { patch, told } = played({ ...context, pending: rest }, next.move, 'computer');
        enqueue.assign({ ...patch, pending: rest, thinking: context.thinking.filter((s) => s !== p.seat) });
        enqueue.emit(told);
        enqueue('persist');
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
              id: 'computer-failed', key: 'computerFailed', kind: 'error', actions: RETRY_ACTION,
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
      /** Who acts now is asked again (heard by the turn region while playing; elsewhere, nothing to ask). */
      reroute: raise({ type: 'REROUTE' }),
      playPerson: enqueueActions(({ context, event, enqueue }) => {
        if (event.type !== 'MOVE') return;
        const { patch, told } = played(context, event.move, event.host === true ? 'host' : 'person');
        enqueue.assign(patch);
        enqueue.emit(told);
        enqueue('persist');
      }),
      refuse: enqueueActions(({ context, event, enqueue }) => {
        if (event.type !== 'MOVE') return;
        const why = !context.history ? { code: 'NO_GAME', message: 'no game is being played' }
          : event.host === true ? engine.checkMove(stateOf(context), event.move) ?? { code: 'GAME_OVER', message: 'the game is over' } : personRefusal(context, event.move);
        if (why) tellRefused(enqueue, { code: why.code, message: why.message });
      }),
      playTable: enqueueActions(({ context, enqueue }) => {
        const turn = turnOf(context);
        if (turn.kind !== 'table') return;
        const { patch, told } = played(context, turn.move, 'table');
        enqueue.assign(patch);
        enqueue.emit(told);
        enqueue('persist');
      }),
      takeDevice: assign(({ context }) => {
        const turn = turnOf(context);
        return turn.kind === 'handOver' ? { viewer: turn.seat } : {};
      }),
      releaseDevice: assign(({ context }) => ({ viewer: null, hint: null, draft: null, passedOn: context.viewer })),
      keepDraft: assign(({ event }) => (event.type === 'DRAFT' ? { draft: event.value } : {})),
      undo: enqueueActions(({ context, enqueue }) => {
        const seat = stepSeatOf(engine, context, context.history!.moves.at(-1))!;
        const history = undoGameMove(recordsGame, context.history!, seat);
        enqueue('stopComputers');
        enqueue.assign({
          history, log: context.log.slice(0, history.moves.length), version: context.version + 1, epoch: context.epoch + 1, hint: null, draft: null,
          notice: { id: 'undone', key: 'undone', kind: 'info', params: { seat } },
        });
        // The moves taken back, as a spectator sees them (a secret pick's choice is no more told now than when it was made).
        enqueue.emit({ type: 'undo', seat, moves: context.history!.moves.slice(history.moves.length).map((m) => records.publicMove(m) as unknown as M) });
        enqueue('persist');
      }),
      redo: enqueueActions(({ context, enqueue }) => {
        const step = redoGameMoveWithEvents(recordsGame, context.history!, stepSeatOf(engine, context, context.history!.redo[0])!);
        const { patch, told } = played(context, step.history.moves[step.history.moves.length - 1]!, 'redo', step);
        enqueue('stopComputers');
        enqueue.assign({ ...patch, epoch: context.epoch + 1 });
        enqueue.emit(told);
        enqueue('persist');
      }),
      refuseUndo: enqueueActions(({ context, enqueue }) => {
        const seat = context.history ? stepSeatOf(engine, context, context.history.moves.at(-1)) : null;
        const why = seat === null || !context.history ? 'NOT_YOUR_MOVE' : gameUndoRefusal(recordsGame, context.history, seat) ?? 'NOT_YOUR_MOVE';
        enqueue.assign({ notice: { id: 'undo-refused', key: `undo_${why}`, kind: 'info' } });
        enqueue.emit({ type: 'error', code: why, message: `undo refused: ${why}` });
      }),
      noteHintAsked: assign(({ context }) => ({ hintAsked: { seat: context.viewer!, version: context.version } })),
      holdHint: assign(({ context, event }) => ({ hint: { ...context.hintAsked!, value: (event as unknown as { output: unknown }).output } })),
      hintFailed: assign({ notice: { id: 'hint-failed', key: 'hintFailed', kind: 'error' as const } }),
      dismiss: assign({ notice: null }),
      notify: assign(({ event }) => (event.type === 'NOTIFY' ? { notice: event.notice } : {})),
      /** Play again: the last start at the same table, with the options asked for, or its own with a new seed. */
      restartRequest: assign(({ context, event }) => {
        if (event.type !== 'RESTART') return {};
        const req = context.request!;
        const options = event.options ?? ({ ...context.history!.options, seed: undefined } as O);
        return { request: { ...req, options, seats: context.seats, interactive: context.interactive, record: undefined, position: undefined, resume: false }, notice: null, failure: null };
      }),
      /** A record replaces the game on screen (told `replaced` first), saved from now on as the board's game. */
      restore: enqueueActions(({ context, event, enqueue }) => {
        const history = (event as unknown as { output: GameHistory<S, M, O> }).output;
        const count = seatCountOf(history.state);
        const seats = count === context.seats.length ? context.seats : Array.from({ length: count }, () => 'person' as const);
        const req: BoardStart<O> = { ...context.request!, options: history.options, seats, interactive: context.interactive, record: undefined, position: undefined, resume: false };
        tellReplaced(context, history, enqueue);
        enqueue('stopComputers');
        enqueue.assign({ ...adopt(context, history, req), request: req, adopting: null, ...(context.adopting?.notice ? { notice: context.adopting.notice } : {}) });
        enqueue('persist');
      }),
      refuseRestore: enqueueActions(({ context, event, enqueue }) => {
        const why = failureOf(context, event, 'the record’s replay', 'BAD_RECORD');
        enqueue.assign({ adopting: null, notice: { id: 'restore-refused', key: 'restoreRefused', kind: 'error', params: { message: why.message } } });
        enqueue.emit({ type: 'error', code: why.code, message: why.message, property: 'record' });
      }),
      askReview: assign(({ event }) => (event.type === 'REVIEW'
        ? { reviewAsked: { record: event.record, fromGame: event.fromGame, index: Math.trunc(event.index ?? 0) || 0 }, review: null, notice: null } : {})),
      /** The replay read: shown at the position asked for (clamped; negative from the end). */
      reviewOpened: assign(({ context, event }) => {
        const out = (event as unknown as { output: ReviewOpened<S, E> }).output;
        const asked = context.reviewAsked!;
        const last = out.frames.length - 1;
        const index = Math.max(0, Math.min(last, asked.index < 0 ? last + 1 + asked.index : asked.index));
        return { review: { frames: out.frames, steps: out.steps, index, fromGame: asked.fromGame } };
      }),
      /** A replay that could not be read, or did not arrive in time: a notice over the game, else `failed` (Retry for a timeout). */
      reviewFailed: enqueueActions(({ context, event, enqueue }) => {
        const why = failureOf(context, event, 'the replay', 'BAD_RECORD');
        enqueue.assign({ review: null });
        // (Without a game the board goes to `failed`, whose entry tells the error: told once. A timeout may be tried again.)
        if (!context.history) return enqueue.assign({ failure: { ...why, retryable: !('error' in event), key: 'reviewFailed' } });
        enqueue.assign({ notice: { id: 'review-failed', key: 'reviewFailed', kind: 'error', params: { message: why.message } } });
        enqueue.emit({ type: 'error', ...why });
      }),
      goInReview: assign(({ context, event }) => (event.type === 'REVIEW_GO' && context.review
        ? { review: { ...context.review, index: Math.max(0, Math.min(context.review.frames.length - 1, Math.trunc(event.index) || 0)) } } : {})),
      /** The replay's next position (autoplay); from the start when REVIEW_PLAY finds it at the end. */
      reviewOn: assign(({ context }) => (context.review ? { review: { ...context.review, index: Math.min(context.review.index + 1, context.review.frames.length - 1) } } : {})),
      reviewFromStartIfAtEnd: assign(({ context }) => (context.review && context.review.index >= context.review.frames.length - 1
        ? { review: { ...context.review, index: 0 } } : {})),
      closeReview: assign({ review: null, reviewAsked: null }),
      /** Once per game: coming back from its replay (or from an undo at its end) is not another end. */
      tellOverOnce: enqueueActions(({ context, enqueue }) => {
        if (context.overTold) return;
        enqueue.assign({ overTold: true });
        enqueue.emit({ type: 'gameOver' as const });
      }),
    },
  }).createMachine({
    id: 'board',
    initial: 'idle',
    context: ({ input }) => ({
      request: null, history: null, seats: [], handOver: false, interactive: input?.interactive !== false, viewer: null, log: [], thinking: [], pending: [], stalled: [], overTold: false, phaseTold: null, workerMisses: 0, hintAsked: null, saveLocked: false, retryingResume: false, reviewAsked: null,
      adopting: null, given: false, passedOn: null, epoch: 0, version: 0, notice: null, failure: null, hint: null, draft: null, review: null, timing: { ...DEFAULT_BOARD_TIMING, ...input?.timing },
      ...merged('context'),
    }),
    on: {
      START: { target: '.starting', reenter: true, actions: ['stopComputers', 'takeRequest', 'closeReview'] },
      DISMISS: { actions: 'dismiss' },
      NOTIFY: { actions: 'notify' },
      INTERACTIVE: { actions: ['setInteractive', 'reroute'] },
      TIMING: { actions: assign(({ context, event }) => (event.type === 'TIMING' ? { timing: { ...context.timing, ...event.timing } } : {})) },
      REVIEW: { target: '.reviewing', reenter: true, actions: 'askReview' },
      // Heard in every state (while the replay shows, the computers' answers still count); while playing,
      // the turn region then asks again who acts (REROUTE). One handler here, so no region hears one twice.
      COMPUTER_MOVE: { actions: ['computerProgress', 'reroute'] },
      COMPUTER_SHOWN: { actions: ['computerProgress', 'reroute'] },
      COMPUTER_DEADLINE: { actions: ['computerFallback', 'reroute'] },
      COMPUTER_FAILED: { actions: ['computerFallback', 'reroute'] },
      ...merged('on'),
    },
    states: {
      idle: {},
      starting: {
        initial: 'checking',
        states: {
          /** A start that needs parts first (a region's: parts-region.ts), else on to `routing`. */
          checking: { always: [...(regions.flatMap((r) => r.startRoutes ?? []) as never[]), { target: 'routing' }] },
          ...merged('startStates'),
          routing: {
            always: [
              { guard: 'hasRecord', target: 'adopting', actions: 'takeRecord' },
              { guard: 'wantsReview', target: '#board.reviewing', actions: 'askStartReview' },
              { guard: 'wantsResume', target: 'resuming' },
              { target: 'creating' },
            ],
          },
          resuming: {
            // `busy`: what a host's "settled" waits for (kit/board/board-host.ts), as Quetzal's statechart tags it.
            tags: ['busy'],
            invoke: {
              src: 'resume',
              input: ({ context }) => ({ options: context.request!.options, seats: context.request!.seats }),
              onDone: [
                { guard: 'resumedSomething', target: 'adopting', actions: 'takeRecord' },
                // Read again (RETRY_RESUME), nothing there: the game on screen stays.
                { guard: 'retryingResume', target: '#board.live', actions: 'resumeFoundNothing' },
                { target: 'creating' },
              ],
              onError: RESUME_FAILED,
            },
            // A save whose part never arrives: as if it had failed.
            after: { loadDeadline: RESUME_FAILED },
          },
          /** The record to go on with is replayed (the `replay` actor); one that does not replay gives way to a new game. */
          adopting: {
            tags: ['busy'],
            invoke: {
              src: 'replay',
              input: ({ context }) => ({ record: context.adopting!.record }),
              onDone: { target: '#board.live', actions: 'adoptRecord' },
              onError: ADOPT_FAILED,
            },
            after: { loadDeadline: ADOPT_TIMED_OUT },
          },
          creating: {
            entry: 'createGame',
            always: [{ guard: 'setupFailed', target: '#board.failed' }, { target: '#board.live', actions: 'tellStarted' }],
          },
        },
      },
      reviewing: {
        initial: 'opening',
        on: {
          // A step asked for by hand stops a replay that plays by itself.
          REVIEW_GO: { guard: 'reviewOpen', target: '.paused', actions: 'goInReview' },
          BACK_TO_GAME: { guard: 'hasGame', target: 'live', actions: 'closeReview' },
        },
        states: {
          /** The host's `openReview` reads the record (a link's, a diagram's, the game so far) into public frames. */
          opening: {
            tags: ['busy'],
            invoke: {
              src: 'openReview',
              input: ({ context }) => ({ record: context.reviewAsked!.record, history: context.history }),
              onDone: { target: 'paused', actions: 'reviewOpened' },
              onError: REVIEW_FAILED,
            },
            after: { loadDeadline: REVIEW_FAILED },
          },
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
        // (A replay that did not arrive in time is asked for again; a start, started again.)
        on: { RETRY: [{ guard: and(['retryable', 'reviewAsked']), target: 'reviewing' }, { guard: 'retryable', target: 'starting' }] },
      },
      live: {
        entry: regions.flatMap((r) => r.liveEntry ?? []) as never[],
        initial: 'routing',
        on: {
          RETRY_RESUME: { guard: 'saveLocked', target: 'starting.resuming', actions: assign({ retryingResume: true, notice: null }) },
          RESTART: { target: '#board.starting', actions: ['stopComputers', 'restartRequest'] },
          RESTORE: { target: '.restoring', actions: assign(({ event }) => (event.type === 'RESTORE' ? { adopting: { record: event.record, resumed: false, notice: event.notice } } : {})) },
        },
        states: {
          routing: { always: [{ guard: 'gameIsOver', target: 'gameOver' }, { target: 'playing' }] },
          /**
           * A record to put in the game's place is replayed (the `replay` actor), the game still on screen: one
           * that does not replay (or whose replay does not come within loadTimeoutMs) is refused, and the game goes on.
           */
          restoring: {
            tags: ['busy'],
            invoke: {
              src: 'replay',
              input: ({ context }) => ({ record: context.adopting!.record }),
              onDone: { target: '#board.live', reenter: true, actions: 'restore' },
              onError: { target: 'routing', actions: 'refuseRestore' },
            },
            after: { loadDeadline: { target: 'routing', actions: 'refuseRestore' } },
          },
          playing: {
            type: 'parallel',
            always: { guard: 'gameIsOver', target: 'gameOver' },
            states: {
              /** The game's phase region: one state per phase of its module, following the engine. */
              flow: { initial: 'routing', states: phaseStates },
              /**
               * Who acts now: the table, the cover, a person, the computers. (What asks it again is handled here,
               * not on `playing`: a transition of `playing` would enter its other regions afresh too, cutting a
               * commit pause short and dropping a Hint at a computer's answer.)
               */
              turn: {
                initial: 'routing',
                on: {
                  REROUTE: '.routing',
                  RETRY: { guard: 'stalled', target: '.routing', actions: 'unstall' },
                  // A person's move, whoever acts now: the rule of who may (personRefusal) is the guard's. A tap held
                  // back (stale, or the rest of a double tap) is dropped quietly.
                  MOVE: [
                    { guard: 'hostMayMove', target: '.routing', actions: 'playPerson' },
                    { guard: and([TAP, 'personMayMove']), target: '.routing', actions: ['playPerson', 'committed'] },
                    { guard: TAP, actions: 'refuse' },
                  ],
                  ...merged('turnOn'),
                  UNDO: UNDO_OR_REFUSE,
                  REDO: { guard: and([TAP, 'mayRedo']), target: '.routing', actions: ['redo', 'committed'] },
                },
                states: {
                  routing: {
                    entry: 'askComputers',
                    always: [
                      { guard: 'watching', target: 'watching', actions: 'placeViewer' },
                      ...(regions.flatMap((r) => r.turnRoutes ?? []) as never[]),
                      { guard: { type: 'turnIs', params: { kind: 'table' } }, target: 'table', actions: 'placeViewer' },
                      { guard: { type: 'turnIs', params: { kind: 'handOver' } }, target: 'handOver', actions: 'placeViewer' },
                      { guard: { type: 'turnIs', params: { kind: 'person' } }, target: 'person', actions: 'placeViewer' },
                      { guard: { type: 'turnIs', params: { kind: 'passing' } }, target: 'passing', actions: 'placeViewer' },
                      { target: 'computer', actions: 'placeViewer' },
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
                  /** Only computers decide: where their answers stand (each seat's own is in `pending`). */
                  computer: {
                    initial: 'routing',
                    states: {
                      routing: {
                        always: [
                          { guard: 'stalled', target: 'failed' },
                          { guard: 'decidingHere', target: 'decidingHere' },
                          { guard: 'computersThinking', target: 'thinking' },
                          { target: 'showing' },
                        ],
                      },
                      /** In the worker, each from its own view. */
                      thinking: {},
                      /** Past its deadline (or with the worker given up), a computer decides on the page. */
                      decidingHere: {},
                      /** Every answer is in: each shows once its least showing time has passed. */
                      showing: {},
                      /** A computer gave no legal move: the board says so, with RETRY. */
                      failed: {},
                    },
                  },
                  watching: {},
                  ...merged('turnStates'),
                },
              },
              /** The Hint the person deciding asked for: a computer's move from their seat's view, until the position changes. */
              hint: {
                initial: 'idle',
                on: { HINT: { guard: and([TAP, 'mayAskHint', not(stateIn('#board.live.playing.hint.thinking'))]), target: '.thinking' } },
                states: {
                  idle: { entry: assign({ hint: null, hintAsked: null }) },
                  thinking: {
                    entry: 'noteHintAsked',
                    always: { guard: 'hintOutdated', target: 'idle' },
                    invoke: { src: 'hint', input: hintInput, onDone: { target: 'shown', actions: 'holdHint' }, onError: { target: 'failed', actions: 'hintFailed' } },
                    after: { loadDeadline: { target: 'failed', actions: 'hintFailed' } },
                  },
                  shown: { always: { guard: 'hintOutdated', target: 'idle' } },
                  failed: { always: { guard: 'hintOutdated', target: 'idle' } },
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
          /** The game has ended: its final scores. An undo the records allow takes it back to playing. */
          gameOver: {
            // (Its phase news first: the flow region is left as the game ends.)
            entry: ['placeViewer', 'tellPhase', 'tellOverOnce'],
            on: {
              MOVE: { guard: TAP, actions: 'refuse' },
              UNDO: [{ ...UNDO_OR_REFUSE[0], target: 'playing' }, UNDO_OR_REFUSE[1]],
            },
          },
        },
      },
    },
  });
}

export type BoardMachine<S, M, E, O, P = M> = ReturnType<typeof createBoardMachine<S, M, E, O, P>>;
