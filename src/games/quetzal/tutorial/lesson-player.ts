/**
 * LessonPlayer: a lesson's steps played on the tutorial's <quetzal-board>, for <quetzal-tutorial>: the
 * step shown and what it points at, its auto moves, the learner's move let through only when it is the
 * step's (the board's `moveGuard`) and checked once made, Back and Restart by rebuilding the game from
 * the scenario, and the end of the lesson. The element loads the lesson and renders; this plays it.
 */
import type { ReactiveControllerHost } from 'lit';
import type { GameState, Move } from '../engine/index.js';
import type { QuetzalBoard } from '../board/quetzal-board.js';
import type { Lesson, LessonStep } from '../lessons/lesson-format.js';
import { LessonError } from '../lessons/validate.js';
import { resolvePattern } from '../lessons/moves.js';
import { isExpectedOutcome, stepPointers, stepRefusal } from '../lessons/steps.js';

/** What the player needs of the tutorial element (besides updates and its events). */
export interface LessonLink {
  /** The board the lesson is played on, once rendered. */
  board(): QuetzalBoard | null;
  /** The validated lesson, or null. */
  lesson(): Lesson | null;
  /** Words for a refused move: the lesson is over, Next is expected, or another move (with the step's hint). */
  refusalText(why: 'done' | 'next' | 'other', step: LessonStep | undefined): string;
  /** The lesson's own moves cannot be played: its inline error (`BAD_LESSON`). */
  badLesson(message: string): void;
  /** Moves the focus to the step's text (or the completion panel) at the next render. */
  focusStep(): void;
  /**
   * The element's own render is done (its `updateComplete` without the lesson's work, which waits for
   * this player's work and so cannot be awaited by it).
   */
  rendered(): Promise<unknown>;
  /** Work the player has queued (a rebuild, the check of a move): the element's `updateComplete` waits for it. */
  track(work: Promise<unknown>): void;
}

export class LessonPlayer {
  /** 0-based index of the current step. */
  index = 0;
  completed = false;
  /** The refusal of the learner's last move, shown as the step's hint. */
  refusal: string | null = null;
  /** The highlight keys of the current step. */
  pointers: string[] = [];
  /** The board's moveGuard (a new function per step, so the board hears the change). */
  guardFn: ((move: Move) => string | null) | undefined = undefined;
  /** The board's game is over: it is shown readonly. */
  boardOver = false;

  /** The current step waits for the learner's move on the board (else the board shows no controls: readonly). */
  get waiting(): boolean {
    return !this.completed && !!this.lesson?.steps[this.index]?.expect;
  }

  /** The learner's move for each step done (by index). */
  private done: (Move | null)[] = [];
  private replaying = false;
  private buildToken = 0;
  /** The board's game when the current step started (after its auto moves). */
  private stepStart: GameState | null = null;
  private learnerMove: Move | null = null;
  private checkQueued = false;

  /** `host`: the tutorial element (it re-renders on a change, and dispatches the lesson's events). */
  constructor(private readonly host: ReactiveControllerHost & EventTarget, private readonly link: LessonLink) {}

  private get lesson(): Lesson | null {
    return this.link.lesson();
  }

  private get board(): QuetzalBoard | null {
    return this.link.board();
  }

  /** A new lesson (or none): its first step. */
  reset(): void {
    this.done = [];
    this.index = 0;
    this.completed = false;
    this.refusal = null;
    this.pointers = [];
    this.host.requestUpdate();
  }

  /** Starts the lesson again from its first step. */
  restart(): void {
    this.done = [];
    this.queueRebuild(0);
  }

  /** A rebuild the element's `updateComplete` waits for. */
  queueRebuild(target: number, finished = false): void {
    this.link.track(this.rebuild(target, finished));
  }

  /** Goes to the next step (only on steps without an expected move), or finishes the lesson on the last one. */
  next(): boolean {
    const step = this.lesson?.steps[this.index];
    if (!step || step.expect || this.completed) return false;
    this.advance();
    return true;
  }

  /** Goes back one step: the game is rebuilt from the scenario by replaying the moves up to there. */
  back(): void {
    if (!this.lesson) return;
    if (this.completed) {
      if (this.lesson.steps[this.index]!.expect) this.queueRebuild(this.index);
      else this.enter(this.index);
      return;
    }
    if (this.index > 0) this.queueRebuild(this.index - 1);
  }

  /** Plays a step's auto moves on the board. Throws LessonError when one matches no legal move. */
  private playAuto(board: QuetzalBoard, i: number): void {
    (this.lesson!.steps[i]!.auto ?? []).forEach((p, k) => {
      const s = board.state;
      const move = s && resolvePattern(p, s);
      if (!move || !board.play(move)) {
        throw new LessonError(`steps[${i}].auto[${k}]`, `no legal move matches ${JSON.stringify(p)} after the moves played so far`);
      }
    });
  }

  /**
   * Rebuilds the game at the start of step `target`: the scenario, then every earlier step's moves.
   * `finished`: also replays the move made at `target` and shows the lesson as complete (a new language).
   */
  async rebuild(target: number, finished = false): Promise<void> {
    const token = ++this.buildToken;
    await this.link.rendered();
    const board = this.board;
    if (!board || !this.lesson) return;
    await board.updateComplete;
    if (token !== this.buildToken) return;
    const ok = this.replayLessonMoves(() => {
      board.newGame();
      if (!board.state) throw new LessonError('scenario', 'the board could not start the lesson\'s game');
      for (let i = 0; i < target; i++) {
        this.playAuto(board, i);
        const move = this.done[i];
        if (move && !board.play(move)) throw new LessonError(`steps[${i}]`, 'the move made at this step cannot be replayed');
      }
      this.playAuto(board, target);
      const last = this.done[target];
      if (finished && last && !board.play(last)) throw new LessonError(`steps[${target}]`, 'the move made at this step cannot be replayed');
    });
    if (!ok) return;
    this.done.length = finished ? target + 1 : target;
    this.enter(target);
    if (finished) {
      this.completed = true;
      this.boardOver = board.state?.phase === 'gameOver';
    }
  }

  /**
   * Plays the lesson's own moves on the board (the move guard lets them through while `replaying`).
   * A LessonError shows the lesson's inline error; returns whether all went through.
   */
  private replayLessonMoves(play: () => void): boolean {
    this.replaying = true;
    try {
      play();
      return true;
    } catch (e) {
      if (!(e instanceof LessonError)) throw e;
      this.link.badLesson(e.message);
      return false;
    } finally {
      this.replaying = false;
    }
  }

  /** After the expected move or Next: the next step (its auto moves), or the end of the lesson. */
  private advance(): void {
    const board = this.board;
    const lesson = this.lesson;
    if (!board || !lesson) return;
    const next = this.index + 1;
    if (next >= lesson.steps.length) {
      this.complete();
      return;
    }
    if (!this.replayLessonMoves(() => this.playAuto(board, next))) return;
    this.enter(next);
  }

  /** Shows step `i` (its auto moves played): what it points at, its guard, `quetzal-step-change`. */
  enter(i: number): void {
    const state = this.board?.state ?? null;
    this.stepStart = state;
    this.index = i;
    this.completed = false;
    this.refusal = null;
    this.guardFn = (move) => this.guard(move);
    this.pointers = stepPointers(this.lesson!.steps[i], state);
    this.boardOver = state?.phase === 'gameOver';
    this.host.requestUpdate();
    this.link.track(this.revealTarget());
    this.host.dispatchEvent(new CustomEvent('quetzal-step-change', { detail: { index: i, total: this.lesson!.steps.length }, bubbles: true, composed: true }));
  }

  /**
   * Scrolls what the step points at into view (the nearest edge: nothing moves when it is already
   * visible), at once under reduced motion.
   */
  private async revealTarget(): Promise<void> {
    await this.link.rendered();
    const board = this.board;
    if (!board) return;
    await board.updateComplete;
    const target = board.shadowRoot?.querySelector('[data-highlight]');
    const still = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
    target?.scrollIntoView({ block: 'nearest', inline: 'nearest', behavior: still ? 'instant' : 'smooth' });
  }

  private complete(): void {
    this.completed = true;
    this.refusal = null;
    this.guardFn = (move) => this.guard(move);
    this.boardOver = this.board?.state?.phase === 'gameOver';
    this.link.focusStep();
    this.host.requestUpdate();
    const lesson = this.lesson!;
    this.host.dispatchEvent(new CustomEvent('quetzal-lesson-complete', { detail: { id: lesson.id, steps: lesson.steps.length }, bubbles: true, composed: true }));
  }

  /** The board's moveGuard: only the step's expected move goes through. */
  private guard(move: Move): string | null {
    const step = this.completed ? undefined : this.lesson?.steps[this.index];
    const why = stepRefusal(step, move, this.board?.state ?? null);
    this.refusal = why === null ? null : this.link.refusalText(why, step);
    this.host.requestUpdate();
    return this.refusal;
  }

  onBoardMove = (e: CustomEvent<{ move: Move }>): void => {
    if (this.replaying || !this.lesson) return;
    this.learnerMove = e.detail.move;
    // Not from inside the board's actor callback: the next step's auto moves are sent afterwards.
    if (!this.checkQueued) {
      this.checkQueued = true;
      this.link.track(Promise.resolve().then(() => this.afterBoardMove()));
    }
  };

  /**
   * The board moved: if it is the step's expected move, go on. Anything else (the board's own redo, or a
   * move the lesson did not expect) would leave the lesson behind: the step is rebuilt.
   */
  private afterBoardMove(): void {
    this.checkQueued = false;
    const move = this.learnerMove;
    this.learnerMove = null;
    const step = this.lesson?.steps[this.index];
    const start = this.stepStart;
    const now = this.board?.state;
    if (!step || !start || !now || !move) return;
    if (!this.completed && isExpectedOutcome(step, start, move, now)) {
      this.done[this.index] = move;
      this.advance();
    } else {
      this.queueRebuild(this.index, this.completed);
    }
  }

  /** The board's own Undo took a move back: the lesson is left behind, so the step is rebuilt. */
  onBoardUndo = (): void => {
    if (!this.replaying && this.lesson) this.queueRebuild(this.index, this.completed);
  };

  onBoardPhase = (e: CustomEvent<{ phase: string }>): void => {
    if (this.replaying) return;
    this.boardOver = e.detail.phase === 'gameOver';
    this.host.requestUpdate();
  };
}
