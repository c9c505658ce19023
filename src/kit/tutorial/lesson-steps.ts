/**
 * The lesson player's rules as pure functions of its context (lesson-machine.ts runs them): which game a
 * step starts from, what the host must play to show it, and whether a learner's move is the step's.
 * Kept apart from the statechart so that a host can ask the same question before its board plays a move
 * (`refusalFor`), and get the very answer the statechart would give.
 */
import type { LessonAdapter } from './lesson-adapter.js';
import type { LessonContext, LessonRefusal, RefusalReason } from './lesson-types.js';

/**
 * Where a step is entered from: the lesson's start (BACK, RESTART, a board gone astray: the steps
 * before keep their moves, this step's learner move is dropped), the current game (the learner's move or
 * NEXT took the lesson here: the step's auto moves are played on from it), or the game as it is (the
 * step was shown with nothing played since: BACK from the end of a lesson whose last step expects no move).
 */
export type EntryFrom = 'start' | 'now' | 'shown';

/** What entering a step changes, and what the host must play for it. */
export interface StepEntry<Game, Move> {
  patch: {
    index: number; game: Game; moves: Move[][]; pointers: string[];
    pending: null; pendingPlayed: false; pendingGame: null; refusal: null; error: null;
  };
  /** The moves the host plays: every move so far from the start, this step's auto moves from `now`, none for `shown`. */
  play: Move[];
}

/** Enters step `index` (see EntryFrom). Throws what the adapter throws. */
export function enterStep<L, G, M, E>(adapter: LessonAdapter<L, G, M, E>, ctx: LessonContext<L, G, M>, index: number, from: EntryFrom): StepEntry<G, M> {
  const lesson = ctx.lesson!;
  const before = ctx.moves.slice(0, index);
  let game = from === 'start' || ctx.game === null ? adapter.rebuild(lesson, before.flat()) : ctx.game;
  const auto = from === 'shown' ? ctx.moves[index] ?? [] : adapter.autoMoves(lesson, index, game);
  if (from !== 'shown') for (const move of auto) game = adapter.apply(game, move);
  const moves = [...before, auto];
  return {
    patch: {
      index, game, moves, pointers: adapter.pointersOf?.(lesson, index, game) ?? [],
      pending: null, pendingPlayed: false, pendingGame: null, refusal: null, error: null,
    },
    play: from === 'start' ? moves.flat() : from === 'now' ? auto.slice() : [],
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

/**
 * Whether the pending move is the step's, and, when the host told its game after playing it, whether
 * that game is where the move leads (a board that went elsewhere must be put back, not followed).
 */
export function pendingIsExpected<L, G, M, E>(adapter: LessonAdapter<L, G, M, E>, ctx: LessonContext<L, G, M>): boolean {
  const outcome = ctx.pending === null ? null : expectedOutcome(adapter, ctx, ctx.pending);
  if (outcome === null) return false;
  return ctx.pendingGame === null || (adapter.sameGame ?? sameJson)(outcome, ctx.pendingGame);
}

/**
 * Plain JSON values equal: the same numbers, texts, lists in order and objects with the same keys (in
 * any order: two games built by different paths may list their fields differently). An `undefined`
 * field is a field (JSON would drop it): plain JSON has none.
 */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  return ka.length === kb.length && ka.every((k) => Object.hasOwn(b, k) && sameJson((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
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
