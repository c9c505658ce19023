/**
 * The shapes of the kit's lesson player (lesson-machine.ts): its context, the events it takes and the
 * news it emits. Game-agnostic: a game's lesson, game state and moves are type parameters, plain JSON,
 * so a context can be saved, logged or compared as it is.
 */

/** Why the learner's move was refused: the step waits for NEXT, it wants another move, the lesson is over, or the player is busy. */
export type RefusalReason = 'next' | 'other' | 'done' | 'busy';

export interface LessonRefusal {
  /** The step it was refused at. */
  index: number;
  reason: RefusalReason;
  /** The step's hint as the lesson writes it (`adapter.hintOf`), null without one. */
  hint: unknown;
}

export interface LessonContext<Lesson, Game, Move> {
  /** The lesson as given (LOAD, or the input), before it is checked. */
  source: unknown;
  /** The checked lesson; null before, or when it failed. */
  lesson: Lesson | null;
  /** Why the lesson cannot be played (the adapter's message), or null. */
  error: string | null;
  /** The current step, 0-based. */
  index: number;
  total: number;
  /** The game now: after the current step's auto moves (and, once completed, the last move). */
  game: Game | null;
  /** Per step reached: its auto moves, then the learner's move once made. */
  moves: Move[][];
  /** The learner's move being checked (state `step.checking`). */
  pending: Move | null;
  /** Whether the host's board has already played `pending` (a table step it played on its own). */
  pendingPlayed: boolean;
  /** The host's game after it played `pending`, when it told it: the move counts only if it leads there. */
  pendingGame: Game | null;
  /** What the current step points at on the host's board (`adapter.pointersOf`); kept once completed. */
  pointers: string[];
  /** The last refusal at this step; cleared when the step changes. */
  refusal: LessonRefusal | null;
}

export type LessonEvent<Move, Game = unknown> =
  /** A lesson to play (it is checked first); null or undefined: none (the player waits, state `empty`). */
  | { type: 'LOAD'; lesson: unknown }
  /** The host is ready (its board is up): show the first step. */
  | { type: 'START' }
  /** The host has played the moves of the last `stepChanged` on its board. */
  | { type: 'PLAYED' }
  | { type: 'NEXT' }
  | { type: 'BACK' }
  | { type: 'RESTART' }
  /**
   * The learner's move. `played`: the host's board has already played it (else it asks before playing);
   * `game`: the board's game after it, so that a board gone elsewhere than the lesson's move leads
   * (`adapter.sameGame`) is put back rather than followed.
   */
  | { type: 'LEARNER_MOVE'; move: Move; played?: boolean; game?: Game }
  /**
   * The host's board has left the lesson on its own (its Undo, a move that was not the learner's, a
   * board drawn anew): the step is shown again from the lesson's start (once completed, the lesson's
   * end), with no refusal.
   */
  | { type: 'RESYNC' };

export type LessonEmitted<Move> =
  /**
   * A step is shown. The host plays `moves` on its board, then sends PLAYED: after `fromStart`, its game
   * must first be started again from the lesson's scenario (`moves` are then every move up to this step's
   * auto moves); else `moves` are this step's auto moves, played on from where the board is (none when
   * the step is shown again as it was: BACK from the end of a lesson whose last step expects no move).
   * After RESYNC once completed, `moves` are every move of the lesson and it stays completed.
   */
  | { type: 'stepChanged'; index: number; total: number; moves: Move[]; fromStart: boolean }
  | { type: 'refused'; refusal: LessonRefusal }
  | { type: 'lessonCompleted'; lesson: string; steps: number }
  /** The lesson cannot be played (LOAD of a bad lesson, or an auto move the rules refuse). */
  | { type: 'lessonFailed'; message: string };

/** What the machine is started with. */
export interface LessonInput {
  lesson?: unknown;
}
