/**
 * The Quetzal board's statechart (XState v5): the whole life of a board as a person sees it.
 *
 *   idle → starting (loadingParts → resuming → creating) → live | reviewing | failed
 *   live: playing ⇄ undoing / redoing, gameOver; playing is three regions at once:
 *     flow   the phase and decision the engine says (roll, place, activate, prepare, lastExchanges);
 *     turn   who acts now: a person (behind the hand-over cover or not), the table, or a computer
 *            (thinking in its worker with a deadline, then on the page; showing its move);
 *     input  ready, or committing just after a person's move (input then is dropped).
 *   reviewing: the replay of a record (opening, paused, autoplay).
 *
 * Every rule question goes to the engine (game-steps.ts; the placement targets, rules/placement-targets.ts). Parts loaded on demand,
 * the computers, the records feature and storage are invoked actors (actors.ts), provided by the host;
 * timeouts are `after` transitions. The host hears what happens through emitted events (types.ts).
 * The context is plain JSON, so a persisted snapshot restores the board.
 */
import { and, assign, cancel, emit, enqueueActions, not, or, raise, sendTo, setup, spawnChild, stateIn, stopChild } from 'xstate';
import {
  RuleError, tableMove, viewFor, type Move, type NewGameOptions, type TargetInfo,
} from '../engine/index.js';
import { defaultActors } from './actors.js';
import { colorMoveOf, targetsOf } from './targets.js';
import {
  CLEAN_SLATE, PHASE_DECISIONS, afterMove, computerDecides, freshGame, isAccepted, needsHandOver, needsScenarioSupport, outcome, phaseNews,
  waitsForRules,
} from './game-steps.js';

import {
  DEFAULT_TIMING, WORKER_MISSES_BEFORE_GIVING_UP, type DecideInput, type Failure, type HintAnswer, type HintInput, type Notice, type QuetzalContext, type QuetzalEmitted,
  type QuetzalEvent, type QuetzalInput, type Refusal, type Resumed, type UndoInput, type UndoOutput,
} from './types.js';

export * from './types.js';
export { withSeed, PHASE_DECISIONS } from './game-steps.js';

/**
 * The computers' table moves (roll, prepare at a table of computers only), a computer's least showing
 * time passed (a delayed event on the actors' clock), the commit pause, the turn
 * asked again, the later parts' deadline, and the answers of the later parts' actor (spawned as `later`).
 */
type InternalEvent = { type: 'BOT_MOVE'; move: Move } | { type: 'BOT_SHOWN' } | { type: 'COMMITTED' } | { type: 'REROUTE' } | { type: 'LATER_DEADLINE' }
  | { type: 'xstate.done.actor.later'; output?: unknown } | { type: 'xstate.error.actor.later'; error: unknown };
type AnyEvent = QuetzalEvent | InternalEvent;

function initialContext(input: QuetzalInput | undefined): QuetzalContext {
  const wants = !!input && (input.game !== undefined || input.options !== undefined || input.config !== undefined || input.review !== undefined);
  return {
    request: wants ? input! : null,
    game: null, options: null, log: [], redo: [],
    humans: [], bots: [], handOver: true, interactive: true, viewer: null, version: 0,
    ...CLEAN_SLATE, hint: null, notice: null, failure: null, saveLocked: false, pauseAfter: false, review: null,
    later: 'idle', workerMisses: 0,
    timing: { ...DEFAULT_TIMING, ...input?.timing },
  };
}

/** The context of a game about to be shown, from what a start resolved to. */
function adopt(ctx: QuetzalContext, req: QuetzalInput, game: NonNullable<QuetzalContext['game']>, rest: Partial<QuetzalContext>): Partial<QuetzalContext> {
  const humans = req.humans ?? game.seats.map(() => true);
  return {
    game, log: [], redo: [], options: null, ...rest,
    humans, bots: req.bots ?? humans.map(() => null),
    // With one person and computers, that person keeps the device: no cover.
    handOver: req.handOver !== false && humans.filter(Boolean).length > 1,
    interactive: req.interactive !== false,
    viewer: null, version: ctx.version + 1, ...CLEAN_SLATE,
  };
}

/** A stale person's input (made on an older version) or one during a commit: dropped. */
function fresh(ctx: QuetzalContext, event: AnyEvent, committing: boolean): boolean {
  const at = (event as { at?: number }).at;
  return at === undefined || (at === ctx.version && !committing);
}

/** The target a TARGET event names, from the position's targets (targets.ts: worked out once, shared with the board). */
const targetFor = (ctx: QuetzalContext, event: { key: string }): TargetInfo | null => targetsOf(ctx)?.get(event.key) ?? null;

/** The placement a COLOR event makes, memoised per event (the guard asks, the action reuses). */
const colored = new WeakMap<object, Move | null>();

/** The move an event carries or makes (PLAY, MOVE, BOT_MOVE, TARGET, COLOR). */
function moveOf(ctx: QuetzalContext, event: AnyEvent): Move | null {
  switch (event.type) {
    case 'PLAY': case 'MOVE': case 'BOT_MOVE':
      return event.move;
    case 'TARGET':
      return targetFor(ctx, event)?.move ?? null;
    case 'COLOR':
      if (!colored.has(event)) colored.set(event, colorMoveOf(ctx, event.color));
      return colored.get(event)!;
    default:
      return null;
  }
}

const byOf = (event: AnyEvent): 'person' | 'computer' | 'host' =>
  event.type === 'BOT_MOVE' ? 'computer' : event.type === 'MOVE' ? 'host' : 'person';

/** A computer's worst-case thinking time (ms): its time budget, or its playout count at a slow 0.25 ms each. */
const botBudgetMs = (ctx: QuetzalContext) => (ctx.timing.botIterations ? ctx.timing.botIterations * 0.25 : ctx.timing.botThinkMs);

/** What a load that took longer than `loadTimeoutMs` tells: a failure worded by the board's `partFailed`. */
const timedOut = (ctx: QuetzalContext, what: string): Failure => ({
  code: 'LOAD_TIMEOUT', message: `${what} did not arrive within ${ctx.timing.loadTimeoutMs} ms`, retryable: true, key: 'partFailed',
});

/** The error an actor's failure event carries, or a timeout's when the event is a deadline (`after`). */
function errorOf(ctx: QuetzalContext, event: AnyEvent, what: string): { code: string; message: string } {
  if (!('error' in event)) return timedOut(ctx, what);
  const e = event.error as { code?: string; message?: string } | undefined;
  return { code: e?.code ?? 'LOAD_FAILED', message: String(e?.message ?? e) };
}

/** A notice from an actor's error: a Refusal's own, else a generic one with the message. */
function noticeOf(error: unknown, id: string, key: string): Notice {
  const refusal = error as Partial<Refusal> | null;
  if (refusal && typeof refusal === 'object' && refusal.notice) return refusal.notice;
  return { id, key, kind: 'error', table: 'board', params: { message: String((error as Error)?.message ?? error) } };
}

const base = setup({
  types: {
    context: {} as QuetzalContext,
    events: {} as AnyEvent,
    input: {} as QuetzalInput | undefined,
    emitted: {} as QuetzalEmitted,
  },
  actors: defaultActors,
  delays: {
    inputGuard: ({ context }) => context.timing.inputGuardMs,
    /** The longest wait for a part, a file or a save (a start, a resume, an undo, the replay, the later parts). */
    loadDeadline: ({ context }) => context.timing.loadTimeoutMs,
    /** Past this, a computer decides on the page: at least 3 s, and several times its own budget. */
    botDeadline: ({ context }) => Math.max(3000, 6 * botBudgetMs(context) + context.timing.botDelayMs),
    /** The least showing time of a computer's move, counted from its turn (BOT_SHOWN, on the actors' clock). */
    botDelay: ({ context }) => context.timing.botDelayMs,
    reviewStep: ({ context }) => context.timing.reviewStepMs,
  },
  guards: {
    hasRequest: ({ context }) => context.request !== null,
    needsParts: ({ context }) => context.request?.config !== undefined || (context.request?.game === undefined
      && context.request?.review == null && needsScenarioSupport(context.request?.options)),
    hasGame: ({ context }) => context.game !== null,
    phaseIs: ({ context }, params: { phase: string }) => context.game?.phase === params.phase,
    decisionIs: ({ context }, params: { kind: string }) => context.game?.decision.kind === params.kind,
    gameIsOver: ({ context }) => context.game?.phase === 'gameOver',
    wantsReview: ({ context }) => context.request?.review !== undefined && context.request.review !== null,
    wantsResume: ({ context }) => context.request?.resume === true && context.request.game === undefined,
    hasGivenGame: ({ context }) => context.request?.game !== undefined,
    /** The start's options could not set a game up (`setUpGame` noted why). */
    setupRefused: ({ context }) => context.failure !== null,
    resumedSomething: ({ event }) => (event as { output?: Resumed | null }).output != null,
    retryable: ({ context }) => context.failure?.retryable === true,
    fresh: ({ context, event }) => fresh(context, event, false),
    /** Not during a commit, or input from a script (exact: never the rest of a double tap). */
    notCommitting: or([not(stateIn('#quetzal.live.playing.input.committing')), ({ event }) => (event as { trusted?: boolean }).trusted === false]),
    personMayAct: ({ context }) => context.interactive,
    moveAccepted: ({ context, event }) => isAccepted(context, event, moveOf(context, event)),
    targetNeedsColor: ({ context, event }) => event.type === 'TARGET' && (targetFor(context, event)?.colors.length ?? 0) > 1 && !targetFor(context, event)?.move,
    notInteractive: ({ context }) => !context.interactive,
    computerDecides: ({ context }) => computerDecides(context),
    waitsForRules: ({ context }) => waitsForRules(context),
    tableOfComputers: ({ context }) => context.game?.decision.seat === null,
    needsHandOver: ({ context }) => needsHandOver(context),
    tableDecides: ({ context }) => context.game?.decision.seat === null,
    inputGuardOn: ({ context }) => context.timing.inputGuardMs > 0,
    reviewAtEnd: ({ context }) => !!context.review && context.review.index >= context.review.length,
    hasMoves: ({ context }) => context.log.length > 0,
    workerGivenUp: ({ context }) => context.workerMisses >= WORKER_MISSES_BEFORE_GIVING_UP,
    laterIs: ({ context }, params: { status: QuetzalContext['later'] }) => context.later === params.status,
  },
  actions: {
    takeRequest: assign(({ context, event }) => (event.type === 'START'
      ? { request: event.input, failure: null, notice: null, timing: { ...context.timing, ...event.input.timing } } : {})),
    adoptSetup: assign(({ event }) => ({ request: (event as unknown as { output: QuetzalInput }).output })),
    /** A start's part did not arrive in time: `failed`, with Retry. */
    failTimeout: assign(({ context }) => ({ failure: timedOut(context, 'a part of the board') })),
    failFromError: assign(({ event }) => {
      const e = (event as { error?: unknown }).error as { code?: string; message?: string; retryable?: boolean; property?: string } | undefined;
      return {
        failure: {
          code: e?.code ?? 'LOAD_FAILED', message: e?.message ?? String(e), retryable: e?.retryable !== false,
          ...(typeof e?.property === 'string' ? { property: e.property } : {}),
        },
      };
    }),
    /**
     * A new game from the start's options, set up once: adopted, or — options the rules refuse — the
     * reason noted as the failure (a game already on screen stays) and told to the host.
     */
    setUpGame: enqueueActions(({ context, enqueue }) => {
      const req = context.request!;
      let fresh: ReturnType<typeof freshGame>;
      try {
        fresh = freshGame(req.options ?? {});
      } catch (e) {
        if (!(e instanceof RuleError)) throw e;
        enqueue.assign({ failure: { code: e.code, message: e.message, retryable: false } });
        enqueue.emit({ type: 'error', code: e.code, message: e.message });
        return;
      }
      // (A failure left from before a Retry is over: `setupRefused` reads this start's.)
      enqueue.assign({ ...adopt(context, req, fresh.game, fresh), failure: null });
      for (const news of phaseNews(null, fresh.game)) enqueue.emit(news);
    }),
    emitFailure: emit(({ context }) => ({
      type: 'error' as const, code: context.failure?.code ?? 'LOAD_FAILED', message: context.failure?.message ?? '',
      ...(context.failure?.property ? { property: context.failure.property } : {}),
    })),
    adoptGiven: enqueueActions(({ context, enqueue }) => {
      const req = context.request!;
      const game = req.game!;
      enqueue.assign(adopt(context, req, game, { log: req.log ?? [], redo: req.redo ?? [], options: req.options ?? null }));
      for (const news of phaseNews(null, game)) enqueue.emit(news);
    }),
    adoptResumed: enqueueActions(({ context, event, enqueue }) => {
      const found = (event as unknown as { output: Resumed }).output;
      const req = context.request!;
      enqueue.assign({ ...adopt(context, req, found.game, { log: found.log, options: found.options, redo: [] }), saveLocked: false, notice: found.notice ?? context.notice });
      for (const news of phaseNews(null, found.game)) enqueue.emit(news);
    }),
    /** The save could not be read (its part failed, or took too long): locked, and a notice with Retry. */
    noteResumeFailed: enqueueActions(({ context, event, enqueue }) => {
      enqueue.assign({
        saveLocked: true,
        notice: { id: 'resume-failed', key: 'resumeFailed', kind: 'error', table: 'board', actions: [{ id: 'retry-resume', key: 'retry' }] },
      });
      enqueue.emit({ type: 'error', ...errorOf(context, event, 'the saved game') });
    }),
    /** A game with moves is about to be replaced: the host hears it (to keep it among earlier games). */
    noteReplaced: enqueueActions(({ context, enqueue }) => {
      if (context.game && context.log.length > 0) enqueue.emit({ type: 'replaced', game: context.game, log: context.log, options: context.options });
    }),
    applyMove: enqueueActions(({ context, event, enqueue }) => {
      const move = moveOf(context, event)!;
      const result = outcome(context.game!, event, move);
      if (result instanceof RuleError) return;
      const { patch, emitted } = afterMove(context, move, result.state, result.events, byOf(event));
      enqueue.assign(patch);
      for (const e of emitted) enqueue.emit(e);
    }),
    refuseMove: enqueueActions(({ context, event, enqueue }) => {
      const move = moveOf(context, event);
      const result = move && context.game ? outcome(context.game, event, move) : null;
      const error = result instanceof RuleError ? { code: result.code, message: result.message }
        : { code: 'NOT_YOUR_DECISION', message: 'the device is being passed: continue first' };
      enqueue.assign({ error });
      enqueue.emit({ type: 'error', ...error });
    }),
    /** An undo or redo from a person's tap: the commit pause follows it (the rest of a double tap waits). */
    notePause: assign(({ event }) => {
      const e = event as { at?: number; trusted?: boolean };
      return { pauseAfter: e.at !== undefined && e.trusted !== false };
    }),
    pauseIfNoted: enqueueActions(({ context, enqueue }) => {
      if (context.pauseAfter) enqueue.raise({ type: 'COMMITTED' });
      enqueue.assign({ pauseAfter: false });
    }),
    /** A person's input made a move: the commit pause starts (not for a script's input). */
    committed: enqueueActions(({ event, enqueue }) => {
      if ((event as { trusted?: boolean }).trusted !== false) enqueue.raise({ type: 'COMMITTED' });
    }),
    persist: sendTo('autosave', ({ context }) => ({ type: 'SAVE' as const, game: context.game!, log: context.log, options: context.options, redo: context.redo })),
    toggle: assign(({ context, event }) => {
      if (event.type !== 'TOGGLE') return {};
      const on = context.selection.includes(event.id);
      return { selection: on ? context.selection.filter((id) => id !== event.id) : [...context.selection, event.id], colorChoice: null, explained: null };
    }),
    clearSelection: assign({ selection: [], colorChoice: null, explained: null }),
    /** A refused target tapped: its reason is shown beside it (the engine's, asked again for this selection). */
    explainTarget: assign(({ context, event }) => {
      const why = event.type === 'TARGET' ? targetFor(context, event)?.why : null;
      return why ? { explained: { key: (event as { key: string }).key, why, n: (context.explained?.n ?? 0) + 1 }, colorChoice: null } : {};
    }),
    askColor: assign(({ context, event }) => {
      if (event.type !== 'TARGET') return {};
      return { colorChoice: { key: event.key, colors: targetFor(context, event)!.colors } };
    }),
    cancelColor: assign({ colorChoice: null }),
    hostRefused: assign(({ context, event }) => (event.type === 'HOST_REFUSED'
      ? { guardHint: { text: event.text, n: (context.guardHint?.n ?? 0) + 1 }, colorChoice: null } : {})),
    takeDevice: assign(({ context }) => ({ viewer: context.game?.decision.seat ?? null, version: context.version + 1, ...CLEAN_SLATE })),
    /**
     * A computer's turn begins: its least showing time starts on the actors' clock (BOT_SHOWN), so a
     * simulated clock paces it as it paces every other wait.
     */
    startThinking: enqueueActions(({ context, enqueue }) => {
      enqueue.cancel('bot-shown');
      enqueue.assign({ thinking: { seat: context.game?.decision.seat ?? null, shown: false, move: null } });
      enqueue.raise({ type: 'BOT_SHOWN' }, { id: 'bot-shown', delay: 'botDelay' });
    }),
    markShown: assign(({ context }) => (context.thinking ? { thinking: { ...context.thinking, shown: true } } : {})),
    /** Chosen once its least showing time had passed: played now (else BOT_SHOWN plays it). */
    playIfShown: enqueueActions(({ context, enqueue }) => {
      if (context.thinking?.shown && context.thinking.move) enqueue.raise({ type: 'BOT_MOVE', move: context.thinking.move });
    }),
    holdMove: assign(({ context, event }) => ({ thinking: { ...context.thinking!, move: (event as unknown as { output: Move }).output } })),
    playTableMove: raise(({ context }) => ({ type: 'BOT_MOVE' as const, move: tableMove(context.game!)! })),
    playChosenMove: raise(({ context }) => ({ type: 'BOT_MOVE' as const, move: context.thinking!.move! })),
    /** The worker answered: its misses start again from 0. */
    workerAnswered: assign({ workerMisses: 0 }),
    noteFallback: assign(({ context }, params: { why: 'slow' | 'failed' }) => ({
      workerMisses: context.workerMisses + 1,
      notice: {
        id: 'bot-fallback', key: params.why === 'slow' ? 'botFallbackSlow' : 'botFallbackFailed', kind: 'info', table: 'board',
        params: { name: context.game?.seats[context.thinking?.seat ?? -1]?.name ?? '' },
      } satisfies Notice,
    })),
    noteBotFailed: enqueueActions(({ context, event, enqueue }) => {
      const name = context.game?.seats[context.thinking?.seat ?? -1]?.name ?? '';
      const error = (event as { error?: unknown }).error;
      const message = event.type === 'BOT_MOVE' ? `the computer's move was refused: ${JSON.stringify(event.move)}` : String((error as Error)?.message ?? error);
      enqueue.assign({ notice: { id: 'bot-failed', key: 'botFailed', kind: 'error', table: 'board', actions: [{ id: 'retry', key: 'retry' }], params: { name } } });
      enqueue.emit({ type: 'error', code: 'BOT_FAILED', message });
    }),
    stopThinking: enqueueActions(({ enqueue }) => {
      enqueue.cancel('bot-shown');
      enqueue.assign({ thinking: null });
    }),
    holdHint: assign(({ event }) => ({ hint: (event as unknown as { output: HintAnswer }).output })),
    /** The later parts are fetched (their actor spawned as `later`), with a deadline. */
    loadLater: enqueueActions(({ enqueue }) => {
      enqueue.assign({ later: 'loading' });
      enqueue.spawnChild('loadLater', { id: 'later' });
      enqueue.raise({ type: 'LATER_DEADLINE' }, { id: 'later-deadline', delay: 'loadDeadline' });
    }),
    laterFailed: enqueueActions(({ context, event, enqueue }) => {
      enqueue.cancel('later-deadline');
      enqueue.stopChild('later');
      enqueue.assign({ later: 'failed' });
      enqueue.emit({ type: 'error', ...errorOf(context, event, 'the later parts of the board') });
    }),
    /** An undo or redo whose part did not arrive in time: the game goes on, with a notice to try again. */
    noteStepTimeout: enqueueActions(({ context, enqueue }, params: { step: 'undo' | 'redo' }) => {
      const failure = timedOut(context, `the ${params.step}`);
      enqueue.assign({
        notice: { id: `${params.step}-timeout`, key: 'partFailed', kind: 'error', table: 'board', actions: [{ id: `retry-${params.step}`, key: 'retry' }] },
      });
      enqueue.emit({ type: 'error', code: failure.code, message: failure.message });
    }),
    adoptUndo: enqueueActions(({ context, event, enqueue }) => {
      const out = (event as unknown as { output: UndoOutput }).output;
      // Undone from behind the "Pass to…" cover: the device goes back through a cover too.
      const viewer = needsHandOver(context) ? null : context.viewer;
      enqueue.assign({
        game: out.game, log: out.log, redo: out.redo, viewer, version: context.version + 1, ...CLEAN_SLATE,
        notice: { id: 'undone', key: 'rec_undone', kind: 'info', table: 'records', params: { name: out.game.seats[out.seat]?.name ?? '' } },
      });
      enqueue.emit({ type: 'undo', moves: out.moves, seat: out.seat });
      for (const news of phaseNews(context.game, out.game)) enqueue.emit(news);
    }),
    applyRedo: enqueueActions(({ context, event, enqueue }) => {
      const move = (event as unknown as { output: Move }).output;
      const result = outcome(context.game!, event, move);
      if (result instanceof RuleError) return;
      const { patch, emitted } = afterMove(context, move, result.state, result.events, 'redo');
      const seat = result.state.seats[move.type === 'roll' || move.type === 'prepare' ? 0 : move.seat];
      enqueue.assign({ ...patch, notice: { id: 'redone', key: 'rec_redone', kind: 'info', table: 'records', params: { name: seat?.name ?? '' } } });
      for (const e of emitted) enqueue.emit(e);
    }),
    noteRefusal: assign(({ event }) => ({ notice: noticeOf((event as { error?: unknown }).error, 'undo-refused', 'rec_message') })),
    restore: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'RESTORE') return;
      enqueue.assign({
        game: event.game, log: event.log, redo: event.redo ?? [], options: event.options === undefined ? context.options : event.options,
        humans: context.humans.length === event.game.seats.length ? context.humans : event.game.seats.map(() => true),
        viewer: null, version: context.version + 1, ...CLEAN_SLATE, saveLocked: false,
      });
      for (const news of phaseNews(null, event.game)) enqueue.emit(news);
    }),
    restartRequest: assign(({ context, event }) => {
      if (event.type !== 'RESTART') return {};
      const options: NewGameOptions = event.options ?? { seats: context.game?.seats.map((s) => s.name) ?? [] };
      const { config: _config, game: _game, log: _log, redo: _redo, review: _review, ...keep } = context.request ?? {};
      return { request: { ...keep, options, resume: false }, notice: null };
    }),
    resumeRequest: assign(({ context }) => ({ request: { ...context.request!, resume: true, game: undefined }, notice: null })),
    openReview: assign(({ context, event }) => (event.type === 'REVIEW'
      ? { review: { record: event.record, index: event.index ?? 0, length: 0, source: event.source } }
      : { review: { record: context.request?.review, index: 0, length: 0, source: 'property' as const } })),
    reviewOpened: assign(({ context, event }) => {
      const out = (event as unknown as { output: { record: unknown; length: number } }).output;
      const at = context.review?.index ?? 0;
      return { review: { ...context.review!, record: out.record, length: out.length, index: Math.max(0, Math.min(at, out.length)) } };
    }),
    /** A record the replay view could not open (refused, or its part took too long: then Retry can help). */
    reviewFailed: enqueueActions(({ context, event, enqueue }) => {
      enqueue.assign({ review: null });
      if (!('error' in event)) {
        const failure = timedOut(context, 'the replay');
        if (context.game) enqueue.assign({ notice: { id: 'review-failed', key: 'partFailed', kind: 'error', table: 'board' } });
        else enqueue.assign({ failure });
        enqueue.emit({ type: 'error', code: failure.code, message: failure.message });
        return;
      }
      const error = event.error as { code?: string; message?: string } | undefined;
      const message = error?.message ?? String(error);
      if (context.game) enqueue.assign({ notice: { id: 'review-failed', key: 'rp_bad', kind: 'error', table: 'records', params: { message } } });
      else enqueue.assign({ failure: { code: error?.code ?? 'INTERNAL', message, retryable: false } });
      enqueue.emit({ type: 'error', code: error?.code ?? 'INTERNAL', message });
    }),
    reviewGo: assign(({ context, event }) => {
      if (!context.review) return {};
      const to = event.type === 'REVIEW_GO' ? event.index : context.review.index + 1;
      return { review: { ...context.review, index: Math.max(0, Math.min(Math.round(to), context.review.length)) } };
    }),
    reviewFromStartIfAtEnd: assign(({ context }) => (context.review && context.review.index >= context.review.length
      ? { review: { ...context.review, index: 0 } } : {})),
    closeReview: assign({ review: null }),
    notify: assign(({ event }) => (event.type === 'NOTIFY' ? { notice: event.notice } : {})),
    /** People may act, or not: who acts now is asked again (a readonly board has nobody to act). */
    setInteractive: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'INTERACTIVE' || event.on === context.interactive) return;
      enqueue.assign({ interactive: event.on, ...CLEAN_SLATE });
      // (Heard while playing only; elsewhere the next start reads it.)
      enqueue.raise({ type: 'REROUTE' });
    }),
    setTiming: assign(({ context, event }) => (event.type === 'TIMING' ? { timing: { ...context.timing, ...event.timing } } : {})),
  },
});

/** A phase state: a routing state picks the nested decision state from the engine's decision. */
function phaseState(phase: keyof typeof PHASE_DECISIONS) {
  const kinds = PHASE_DECISIONS[phase];
  return {
    initial: 'routing' as const,
    states: {
      routing: {
        always: kinds.map((kind) => ({ guard: { type: 'decisionIs' as const, params: { kind } }, target: kind })),
      },
      ...(Object.fromEntries(kinds.map((kind) => [kind, {}])) as Record<string, object>),
    },
  };
}

/** The live game's targets after a move: the phase flow and the turn are asked again; a Hint is done with. */
const RE_ROUTE = ['.flow.routing', '.turn.routing', '.hint.idle'] as const;

/** Input that counts: not stale, not during a commit. */
const FRESH_INPUT = and(['fresh', 'notCommitting']);
/** A person's input that counts, on a board where people act. */
const PERSON_INPUT = and(['fresh', 'notCommitting', 'personMayAct']);

/** A person's input transitions: fresh (not stale, not during a commit), then the engine's answer. */
const personInput = [
  {
    guard: and([PERSON_INPUT, 'moveAccepted']),
    target: [...RE_ROUTE],
    actions: ['applyMove', 'persist', 'committed'],
  },
  { guard: PERSON_INPUT, actions: 'refuseMove' },
] as const;

/** What a person can do with a live game, playing or over: take back, play again, watch the replay. */
const LIVE_ACTIONS = {
  UNDO: { guard: FRESH_INPUT, target: '#quetzal.live.undoing', actions: 'notePause' },
  REDO: { guard: FRESH_INPUT, target: '#quetzal.live.redoing', actions: 'notePause' },
  REVIEW: { guard: FRESH_INPUT, target: '#quetzal.reviewing', actions: 'openReview' },
} as const;

/** A save that could not be read, or whose part never arrived: the game on screen stays, else a fresh one (the save kept, Retry). */
const RESUME_FAILED = [
  { guard: 'hasGame', target: '#quetzal.live', actions: 'noteResumeFailed' },
  { target: 'creating', actions: 'noteResumeFailed' },
] as const;

/** A record the replay could not open, or whose part never arrived: back to the game, else `failed`. */
const REVIEW_FAILED = [
  { guard: 'hasGame', target: '#quetzal.live', actions: 'reviewFailed' },
  { target: '#quetzal.failed', actions: 'reviewFailed' },
] as const;

/** Undoing or redoing: the records part answers (`done` its actions), refuses, or does not arrive in time. */
const stepState = (step: 'undo' | 'redo', done: 'adoptUndo' | 'applyRedo') => ({
  tags: ['busy'],
  invoke: {
    src: step, input: undoInput,
    onDone: { target: 'routing', actions: [done, 'persist', 'pauseIfNoted'] },
    onError: { target: 'routing', actions: ['noteRefusal', 'pauseIfNoted'] },
  },
  after: { loadDeadline: { target: 'routing', actions: [{ type: 'noteStepTimeout', params: { step } }, 'pauseIfNoted'] } },
} as const);

const decideInput = ({ context }: { context: QuetzalContext }): DecideInput => {
  const seat = context.game!.decision.seat!;
  return {
    view: viewFor(context.game!, seat), seat, bot: context.bots[seat] ?? { strength: 'medium' },
    // The computers' randomness: from the game's seed and the seat, so the same seed replays the same game.
    seed: `${context.options?.seed ?? 'quetzal'}|seat${seat}`,
    timing: context.timing,
  };
};

const hintInput = ({ context }: { context: QuetzalContext }): HintInput => {
  const seat = context.game!.decision.seat!;
  return { view: viewFor(context.game!, seat), seat };
};

const undoInput = ({ context }: { context: QuetzalContext }): UndoInput => ({
  options: context.options, log: context.log, redo: context.redo, game: context.game!, viewer: context.viewer, handOver: context.handOver,
});

export const quetzalMachine = base.createMachine({
  id: 'quetzal',
  initial: 'idle',
  context: ({ input }) => initialContext(input),
  on: {
    START: { target: '.starting', actions: ['noteReplaced', 'takeRequest'] },
    TIMING: { actions: 'setTiming' },
    INTERACTIVE: { actions: 'setInteractive' },
    NOTIFY: { actions: 'notify' },
    // The later parts (see `live`): fetched once, with a deadline; failed, they are asked for again by RETRY_LATER.
    'xstate.done.actor.later': { actions: [cancel('later-deadline'), assign({ later: 'ready' as const })] },
    'xstate.error.actor.later': { actions: 'laterFailed' },
    LATER_DEADLINE: { guard: { type: 'laterIs', params: { status: 'loading' } }, actions: 'laterFailed' },
    RETRY_LATER: { guard: { type: 'laterIs', params: { status: 'failed' } }, actions: 'loadLater' },
  },
  states: {
    idle: {
      always: { guard: 'hasRequest', target: 'starting' },
    },
    starting: {
      initial: 'checking',
      states: {
        /** A host's raw configuration needs its parts first (and a scenario its support); options or a game start at once. */
        checking: {
          always: [{ guard: 'needsParts', target: 'loadingParts' }, { target: 'routing' }],
        },
        loadingParts: {
          tags: ['busy'],
          invoke: {
            src: 'loadParts',
            input: ({ context }) => context.request!,
            onDone: { target: 'routing', actions: 'adoptSetup' },
            onError: { target: '#quetzal.failed', actions: ['failFromError', 'emitFailure'] },
          },
          after: { loadDeadline: { target: '#quetzal.failed', actions: ['failTimeout', 'emitFailure'] } },
        },
        routing: {
          always: [
            { guard: 'wantsReview', target: '#quetzal.reviewing', actions: 'openReview' },
            { guard: 'wantsResume', target: 'resuming' },
            { target: 'creating' },
          ],
        },
        resuming: {
          tags: ['busy'],
          invoke: {
            src: 'resume',
            input: ({ context }) => context.request!,
            onDone: [
              { guard: 'resumedSomething', target: '#quetzal.live', actions: ['noteReplaced', 'adoptResumed'] },
              // Nothing to resume, and a game already on screen (a Retry that found nothing): keep it.
              { guard: 'hasGame', target: '#quetzal.live', actions: assign({ saveLocked: false, notice: null }) },
              { target: 'creating' },
            ],
            onError: RESUME_FAILED,
          },
          // A save whose part never arrives: as if it had failed (a fresh game, the save kept, Retry).
          after: { loadDeadline: RESUME_FAILED },
        },
        creating: {
          always: [
            { guard: 'hasGivenGame', target: '#quetzal.live', actions: 'adoptGiven' },
            { target: 'settingUp' },
          ],
        },
        /** A new game from the options, set up once on entry; options the rules refuse fail the start. */
        settingUp: {
          entry: 'setUpGame',
          always: [{ guard: 'setupRefused', target: '#quetzal.failed' }, { target: '#quetzal.live' }],
        },
      },
    },
    failed: {
      on: { RETRY: { guard: 'retryable', target: 'starting' } },
    },
    live: {
      // The first game shown: the later parts (Phase 3 prompts, score tables, the log) are fetched now.
      entry: enqueueActions(({ context, enqueue }) => {
        if (context.later === 'idle') enqueue('loadLater');
      }),
      invoke: {
        id: 'autosave', src: 'autosave',
        input: ({ context }) => ({
          locked: context.saveLocked, setup: context.request?.options ?? null,
          game: context.game!, log: context.log, options: context.options, redo: context.redo,
        }),
      },
      initial: 'routing',
      on: {
        RESTORE: { target: '.routing', actions: ['noteReplaced', 'restore', 'persist'] },
        RESTART: { target: '#quetzal.starting', actions: ['noteReplaced', 'restartRequest'] },
        RETRY_RESUME: { target: '#quetzal.starting.resuming', actions: 'resumeRequest' },
      },
      states: {
        routing: {
          always: [{ guard: 'gameIsOver', target: 'gameOver' }, { target: 'playing' }],
        },
        playing: {
          type: 'parallel',
          always: { guard: 'gameIsOver', target: 'gameOver' },
          on: {
            ...LIVE_ACTIONS,
            MOVE: [
              { guard: and([not(stateIn('#quetzal.live.playing.turn.handOver')), 'moveAccepted']), target: [...RE_ROUTE], actions: ['applyMove', 'persist'] },
              { actions: 'refuseMove' },
            ],
            PLAY: [...personInput],
            TARGET: [
              { guard: and([PERSON_INPUT, 'targetNeedsColor']), actions: 'askColor' },
              personInput[0],
              { guard: PERSON_INPUT, actions: 'explainTarget' },
            ],
            COLOR: [...personInput],
            CANCEL_COLOR: { actions: 'cancelColor' },
            // Picking pieces makes no move (a second tap just unpicks): only stale input is dropped.
            TOGGLE: { guard: and(['fresh', 'personMayAct']), actions: 'toggle' },
            CLEAR: { guard: 'fresh', actions: 'clearSelection' },
            HOST_REFUSED: { actions: 'hostRefused' },
            HINT: {
              guard: and([PERSON_INPUT, stateIn('#quetzal.live.playing.turn.person'), not(stateIn('#quetzal.live.playing.hint.thinking'))]),
              target: '.hint.thinking',
            },
            REROUTE: { target: '.turn.routing' },
            BOT_MOVE: [
              { guard: and([stateIn('#quetzal.live.playing.turn.computer'), 'moveAccepted']), target: [...RE_ROUTE], actions: ['applyMove', 'persist'] },
              { target: '.turn.computer.failed', actions: 'noteBotFailed' },
            ],
          },
          states: {
            flow: {
              initial: 'routing',
              states: {
                routing: {
                  always: [
                    { guard: { type: 'phaseIs', params: { phase: 'roll' } }, target: 'roll' },
                    { guard: { type: 'phaseIs', params: { phase: 'place' } }, target: 'place' },
                    { guard: { type: 'phaseIs', params: { phase: 'activate' } }, target: 'activate' },
                    { guard: { type: 'phaseIs', params: { phase: 'prepare' } }, target: 'prepare' },
                    { guard: { type: 'phaseIs', params: { phase: 'lastExchanges' } }, target: 'lastExchanges' },
                  ],
                },
                roll: phaseState('roll'),
                place: phaseState('place'),
                activate: phaseState('activate'),
                prepare: phaseState('prepare'),
                /** The last-exchanges step (the engine's): each U07/U10 holder exchanges or is done, then the final scores. */
                lastExchanges: phaseState('lastExchanges'),
              },
            },
            turn: {
              initial: 'routing',
              states: {
                routing: {
                  always: [
                    { guard: 'notInteractive', target: 'watching' },
                    { guard: 'waitsForRules', target: 'waiting' },
                    { guard: 'computerDecides', target: 'computer' },
                    { guard: 'needsHandOver', target: 'handOver' },
                    { guard: 'tableDecides', target: 'table' },
                    { target: 'person' },
                  ],
                },
                /** A readonly board: nobody acts here. */
                watching: {},
                /** The engine's Phase 3 and 4 moves are still on their way (with the later parts): nobody acts yet. */
                waiting: {
                  always: { guard: not('waitsForRules'), target: 'routing' },
                },
                person: {},
                table: {},
                handOver: {
                  on: {
                    CONTINUE: { guard: FRESH_INPUT, target: 'person', actions: ['takeDevice', 'committed'] },
                  },
                },
                computer: {
                  initial: 'routing',
                  entry: 'startThinking',
                  exit: 'stopThinking',
                  // Its least showing time has passed (while it still thinks: its move then plays as soon as it is chosen).
                  on: { BOT_SHOWN: { actions: 'markShown' } },
                  states: {
                    routing: {
                      always: [
                        { guard: 'tableOfComputers', target: 'tableStep' },
                        // The worker missed too many decisions in a row: the page decides from now on.
                        { guard: 'workerGivenUp', target: 'decidingHere' },
                        { target: 'thinking' },
                      ],
                    },
                    /** A table of computers rolls and starts the rounds by itself, at the computers' pace. */
                    tableStep: {
                      on: { BOT_SHOWN: { actions: 'playTableMove' } },
                    },
                    thinking: {
                      invoke: {
                        src: 'decide', input: decideInput,
                        onDone: { target: 'showing', actions: ['holdMove', 'workerAnswered'] },
                        onError: { target: 'decidingHere', actions: { type: 'noteFallback', params: { why: 'failed' } } },
                      },
                      after: { botDeadline: { target: 'decidingHere', actions: { type: 'noteFallback', params: { why: 'slow' } } } },
                    },
                    /**
                     * The worker was too slow, failed or was given up: the same bot decides on the page, from the same
                     * view and seed (decideInput). With a fixed playout count (`botIterations`) that is the very move the
                     * worker would have made; with a time budget the search goes as far as the page gets in that time, so
                     * the hard computer's move may differ.
                     */
                    decidingHere: {
                      invoke: {
                        src: 'decideHere', input: decideInput,
                        onDone: { target: 'showing', actions: 'holdMove' },
                        onError: { target: 'failed', actions: 'noteBotFailed' },
                      },
                    },
                    /** Chosen: shown no sooner than the least showing time, so the people can follow. */
                    showing: {
                      entry: 'playIfShown',
                      on: { BOT_SHOWN: { actions: 'playChosenMove' } },
                    },
                    failed: {
                      on: { RETRY: { target: 'thinking', actions: [assign({ notice: null }), 'startThinking'] } },
                    },
                  },
                },
              },
            },
            /** The Hint the person deciding asked for: a computer's move from their seat's view, until the next move. */
            hint: {
              initial: 'idle',
              states: {
                // The region keeps the answer: back here (a move, or the game shown again), it is gone.
                idle: { entry: assign({ hint: null }) },
                thinking: {
                  invoke: { src: 'hint', input: hintInput, onDone: { target: 'shown', actions: 'holdHint' }, onError: 'failed' },
                  after: { loadDeadline: 'failed' },
                },
                shown: {},
                failed: {},
              },
            },
            input: {
              initial: 'ready',
              states: {
                ready: {
                  on: { COMMITTED: { guard: 'inputGuardOn', target: 'committing' } },
                },
                /** Just after a person's move: more input now would be the rest of a double tap. */
                committing: {
                  after: { inputGuard: 'ready' },
                },
              },
            },
          },
        },
        gameOver: {
          on: {
            ...LIVE_ACTIONS,
            MOVE: { actions: 'refuseMove' },
          },
        },
        undoing: stepState('undo', 'adoptUndo'),
        redoing: stepState('redo', 'applyRedo'),
      },
    },
    reviewing: {
      initial: 'opening',
      on: {
        REVIEW_GO: { target: '.paused', actions: 'reviewGo' },
        REVIEW_PAUSE: { target: '.paused' },
        BACK_TO_GAME: { guard: 'hasGame', target: '#quetzal.live', actions: 'closeReview' },
        REVIEW: { target: '.opening', actions: 'openReview' },
      },
      states: {
        opening: {
          tags: ['busy'],
          invoke: {
            src: 'openReview',
            input: ({ context }) => ({ record: context.review!.record }),
            onDone: { target: 'paused', actions: 'reviewOpened' },
            onError: REVIEW_FAILED,
          },
          after: { loadDeadline: REVIEW_FAILED },
        },
        paused: {
          on: { REVIEW_PLAY: { target: 'autoplay', actions: 'reviewFromStartIfAtEnd' } },
        },
        autoplay: {
          after: {
            reviewStep: [
              { guard: 'reviewAtEnd', target: 'paused' },
              { target: 'autoplay', reenter: true, actions: 'reviewGo' },
            ],
          },
        },
      },
    },
  },
});

export type QuetzalMachine = typeof quetzalMachine;
