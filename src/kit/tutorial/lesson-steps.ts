/**
 * The lesson player's rules as pure functions of its context (lesson-machine.ts runs them): which game a
 * step starts from, what the host must play to show it, and whether a learner's move is the step's.
 * Kept apart from the statechart so that a host can ask the same question before its board plays a move
 * (`refusalFor`), and get the very answer the statechart would give.
 */
import type { LessonAdapter } from './lesson-adapter.js';
import type { LessonContext, LessonRefusal, RefusalReason } from './lesson-types.js';

/** What entering a step changes, and what the host must play for it. */
export interface StepEntry<Game, Move> {
  patch: { index: number; game: Game; moves: Move[][]; pending: null; pendingPlayed: false; refusal: null; error: null };
  /** The moves the host plays: every move so far after `fromStart`, else this step's auto moves. */
  play: Move[];
}

/**
 * Enters step `index`: from the lesson's start when `fromStart` (BACK, RESTART, a board gone astray:
 * the steps before keep their moves, this step's learner move is dropped), else on from the current game
 * (the learner's move or NEXT took the lesson here). Throws what the adapter throws.
 */
export function enterStep<L, G, M, E>(adapter: LessonAdapter<L, G, M, E>, ctx: LessonContext<L, G, M>, index: number, fromStart: boolean): StepEntry<G, M> {
  const lesson = ctx.lesson!;
  const before = ctx.moves.slice(0, index);
  let game = fromStart || ctx.game === null ? adapter.rebuild(lesson, before.flat()) : ctx.game;
  const auto = adapter.autoMoves(lesson, index, game);
  for (const move of auto) game = adapter.apply(game, move);
  const moves = [...before, auto];
  return {
    patch: { index, game, moves, pending: null, pendingPlayed: false, refusal: null, error: null },
    play: fromStart ? moves.flat() : auto.slice(),
  };
}

/** The game after the learner's `move` when it is the current step's expected move (and legal), else null. */
export function expectedOutcome<L, G, M, E>(adapter: LessonAdapter<L, G, M, E>, ctx: LessonContext<L, G, M>, move: M): G | null {
  if (!ctx.lesson || ctx.game === null) return null;
  const expect = adapter.expectOf(ctx.lesson, ctx.index);
  if (expect === null || !adapter.matches(expect, move, ctx.game)) return null;
  try {
    return adapter.apply(ctx.game, move);
  } catch {
    return null;
  }
}

/** A refusal of the current step, with its hint. */
export function refusalAt<L, G, M, E>(adapter: LessonAdapter<L, G, M, E>, ctx: LessonContext<L, G, M>, reason: RefusalReason): LessonRefusal {
  return { index: ctx.index, reason, hint: ctx.lesson ? adapter.hintOf(ctx.lesson, ctx.index) ?? null : null };
}

/** The parts of a lesson player's snapshot `refusalFor` reads (an XState snapshot has them). */
export interface LessonSnapshotLike<L, G, M> {
  context: LessonContext<L, G, M>;
  matches(state: 'completed' | { step: 'waiting' } | { step: 'showing' }): boolean;
}

/**
 * What LEARNER_MOVE would answer now: null when `move` is the step's expected move, else the refusal
 * (with the step's hint). A host asks it before its board plays a person's move (a board's move guard).
 */
export function refusalFor<L, G, M, E>(adapter: LessonAdapter<L, G, M, E>, snapshot: LessonSnapshotLike<L, G, M>, move: M): LessonRefusal | null {
  const ctx = snapshot.context;
  if (snapshot.matches('completed')) return refusalAt(adapter, ctx, 'done');
  if (snapshot.matches({ step: 'showing' })) return refusalAt(adapter, ctx, 'next');
  if (!snapshot.matches({ step: 'waiting' })) return refusalAt(adapter, ctx, 'busy');
  return expectedOutcome(adapter, ctx, move) === null ? refusalAt(adapter, ctx, 'other') : null;
}
