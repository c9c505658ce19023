/** <aztec-tutorial>: Aztec's lessons played on a real <aztec-board> (the element's JSDoc is on its class). */
import { LitElement, html, nothing, type PropertyValues } from 'lit';
import { keyed } from 'lit/directives/keyed.js';
import { createActor, type Actor } from 'xstate';
import { boardLang, translator, type BoardLang, type Translate } from '../../../kit/i18n/translator.js';
import { TutorialWork } from '../../../kit/tutorial/tutorial-work.js';
import { createLessonMachine, refusalFor, type LessonEmitted, type LessonRefusal } from '../../../kit/tutorial/index.js';
import '../board/index.js';
import type { AztecBoard } from '../board/aztec-board.js';
import type { AztecMoveDetail } from '../board/events.js';
import { tableMove } from '../engine.js';
import { AZTEC_LESSONS, aztecLesson } from '../lessons/index.js';
import { aztecLessonAdapter } from '../lessons/adapter.js';
import { isTablePattern } from '../lessons/patterns.js';
import { lessonSeats, lessonText } from '../lessons/lesson-text.js';
import type { AztecScenario } from '../scenario.js';
import type { AztecMove } from '../types.js';
import { aztecTutorialStyles } from './aztec-tutorial.styles.js';
import { boardStarted, playOnBoard } from './board-sync.js';
import { stepPanel } from './step-panel.js';
import { tutorialStrings, type TutorialKey } from './tutorial-strings.js';

const machine = createLessonMachine(aztecLessonAdapter);

/**
 * The table's steps wait for the learner: a lesson plays them (or lets the learner start them) with the
 * board's Next. An hour a step, not longer: a longer delay would overflow the browser's timers and fire at once.
 */
// The lesson's table waits for its Next (the learner's, or the lesson's own `next()`), however long.
const LESSON_TIMING = { tableStepMs: Infinity };
/** The board's buttons a lesson keeps to itself: taking a move back, a computer's hint, a new game, the replay. */
const HELD_ACTIONS = ['undo', 'hint', 'play-again', 'replay'];

/**
 * <aztec-tutorial>: a step-by-step Aztec lesson played on a real <aztec-board> inside it, by the kit's
 * lesson player (kit/tutorial/). Each step shows a short text and points at parts of the board; the
 * other seats and the table move by themselves; the learner either makes the step's move on the board
 * (any other is refused with the step's hint, and nothing changes) or presses Next. Back and Restart
 * rebuild the game from the lesson's scenario.
 *
 * ```html
 * <script type="module" src="https://cdn.example/quetzal-board/dist/aztec-tutorial.bundle.js"></script>
 * <aztec-tutorial lesson="tokens" lang="fr"></aztec-tutorial>
 * ```
 *
 * @fires aztec-lesson-complete - The learner finished the lesson. detail: `{ lesson }` (its id).
 *
 * @csspart frame - The outer frame.
 * @csspart header - The lesson's title and summary.
 * @csspart step - The step's panel (the counter, the text, the hint, the buttons); also the completion panel.
 * @csspart complete - The completion panel.
 * @csspart counter - "Step 3 of 8".
 * @csspart text - The step's text.
 * @csspart hint - Why the learner's move was refused.
 * @csspart nav - Back, Next and Restart.
 * @csspart error - The inline error for an unknown lesson.
 * @csspart board - The <aztec-board> the lesson is played on.
 *
 * @cssprop [--az-accent=#1f7a5c] - Buttons and the step panel's border (jade).
 * @cssprop [--az-gold=#d9a326] - The header's and the hint's mark.
 * @cssprop [--az-focus=#1c7ed6] - Keyboard focus ring.
 */
export class AztecTutorial extends LitElement {
  static override styles = aztecTutorialStyles;
  static override properties = { lesson: { type: String, reflect: true }, lang: { type: String, reflect: true } };

  /** The lesson's id: `taking`, `tokens`, `curses` or `scoring`. */
  lesson = 'taking';
  /** `en` or `fr` (a BCP 47 tag; others fall back to English; default: the nearest `lang` attribute). */
  override lang = '';

  private actor: Actor<typeof machine> | null = null;
  /** The lesson id last sent to the player. */
  private loaded: string | null = null;
  /** The scenario given to the board: a new object restarts its game. */
  private boardScenario: AztecScenario = {};
  /** Bumped by each new sync of the board: an older one stops at its next move. */
  private syncToken = 0;
  /** Syncs running: while any does, the board's moves are the lesson's, not the learner's. */
  private syncs = 0;
  /** The learner's move the guard let through, named again when the board tells it (its news hides a pick). */
  private approved: AztecMove | null = null;
  /** Words for a board button the lesson held back. */
  private notice: string | null = null;
  /** The lesson and the board disagree (a bug), in words. */
  private failure: string | null = null;
  /** The board was drawn anew (a new language): it replays the lesson at the next render. */
  private resyncPending = false;
  /** The step last shown ("3", "done"): focus moves to the text when it changes. */
  private shown: string | null = null;
  private readonly work = new TutorialWork(this, () => this.ownRender(), () => this.board);

  /** 0-based index of the step shown. */
  get stepIndex(): number {
    return this.actor?.getSnapshot().context.index ?? 0;
  }

  /** Whether the learner has finished the lesson. */
  get isComplete(): boolean {
    return this.actor?.getSnapshot().matches('completed') ?? false;
  }

  /** The <aztec-board> the lesson is played on (in the shadow root), once rendered. */
  get board(): AztecBoard | null {
    return this.renderRoot?.querySelector?.('aztec-board') ?? null;
  }

  /** Goes on from a step without an expected move (or finishes the lesson on the last one). */
  next(): void {
    this.actor?.send({ type: 'NEXT' });
  }

  /** Goes back one step: the game is rebuilt from the scenario with the moves up to there. */
  back(): void {
    this.actor?.send({ type: 'BACK' });
  }

  /** Starts the lesson again from its first step. */
  restart(): void {
    this.actor?.send({ type: 'RESTART' });
  }

  /**
   * Resolves once the tutorial has nothing left to do: its render, the board's, and the lesson's moves
   * being played on the board. A page or a test awaits it after any change instead of a timer.
   */
  protected override getUpdateComplete(): Promise<boolean> {
    return this.work.updateComplete();
  }

  /** The element's own render only (what the lesson's work awaits: it cannot await itself). */
  private ownRender(): Promise<boolean> {
    return super.getUpdateComplete();
  }

  override connectedCallback(): void {
    super.connectedCallback();
    if (this.actor) return;
    const actor = createActor(machine, { input: {} });
    actor.subscribe(() => this.requestUpdate());
    actor.on('stepChanged', (e) => this.onStep(e));
    actor.on('lessonCompleted', (e) => this.dispatchEvent(new CustomEvent('aztec-lesson-complete', { detail: { lesson: e.lesson }, bubbles: true, composed: true })));
    this.actor = actor;
    actor.start();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.actor?.stop();
    this.actor = null;
    this.loaded = null;
    this.syncToken++;
  }

  private get language(): BoardLang {
    return boardLang(this.lang || this.parentElement?.closest('[lang]')?.getAttribute('lang') || 'en');
  }

  private get tr(): Translate<TutorialKey> {
    return translator<TutorialKey>(this.language, tutorialStrings);
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (!this.actor) return;
    if (this.loaded !== this.lesson) {
      this.loaded = this.lesson;
      this.failure = null;
      this.notice = null;
      this.shown = null;
      this.syncToken++;
      const json = aztecLesson(this.lesson);
      this.boardScenario = structuredClone(json?.scenario ?? {});
      this.actor.send({ type: 'LOAD', lesson: json });
    } else if (changed.has('lang') && this.hasUpdated) {
      // A board per language (its seat names and its strings): the new one replays the lesson so far.
      this.resyncPending = true;
    }
  }

  protected override updated(): void {
    const snap = this.actor?.getSnapshot();
    if (!snap || !this.board) return;
    if (snap.matches('ready')) {
      // Not from inside this update: the first step's moves are played once the board has drawn.
      this.work.track(Promise.resolve().then(() => this.actor?.send({ type: 'START' })));
    } else if (this.resyncPending) {
      this.resyncPending = false;
      this.resync();
    }
    const shown = snap.matches('completed') ? 'done' : String(snap.context.index);
    if (shown !== this.shown) {
      // The first step of a lesson keeps the page's focus where it is; every later one takes it.
      if (this.shown !== null) this.renderRoot.querySelector<HTMLElement>('.text')?.focus();
      this.shown = shown;
    }
  }

  // ---------------------------------------------------------------- the board follows the lesson

  private onStep(e: Extract<LessonEmitted<AztecMove>, { type: 'stepChanged' }>): void {
    this.notice = null;
    this.sync(e.moves, e.fromStart);
  }

  /**
   * The board is not where the lesson is (a new board, a move the lesson cannot name): the lesson
   * machine's RESYNC plays the step again from the start (its stepChanged replays every move so far).
   */
  private resync(): void {
    this.actor?.send({ type: 'RESYNC' });
  }

  private sync(moves: AztecMove[], fromStart: boolean): void {
    const token = ++this.syncToken;
    this.work.track(this.syncBoard(token, moves, fromStart));
  }

  /** Plays the lesson's moves on the board (first starting it again from the scenario), then tells the player. */
  private async syncBoard(token: number, moves: AztecMove[], fromStart: boolean): Promise<void> {
    this.syncs++;
    try {
      await this.ownRender();
      if (fromStart) {
        this.boardScenario = structuredClone(this.actor?.getSnapshot().context.lesson?.scenario ?? {});
        this.requestUpdate();
        await this.ownRender();
      }
      const board = this.board;
      if (!board || token !== this.syncToken) return;
      await board.updateComplete;
      await boardStarted(board);
      for (const move of moves) {
        if (token !== this.syncToken) return;
        await playOnBoard(board, move);
      }
      if (token !== this.syncToken) return;
      if (this.actor?.getSnapshot().matches({ step: 'playing' })) this.actor.send({ type: 'PLAYED' });
    } catch (e) {
      if (token === this.syncToken) this.failure = e instanceof Error ? e.message : String(e);
    } finally {
      this.syncs--;
      this.requestUpdate();
    }
  }

  // ---------------------------------------------------------------- the learner's moves

  private refusalText(r: LessonRefusal): string {
    const tr = this.tr;
    if (r.reason === 'other') return lessonText(r.hint as never, this.language) || tr('tut_other');
    return tr(r.reason === 'next' ? 'tut_next_first' : r.reason === 'done' ? 'tut_done' : 'tut_busy');
  }

  /** The board's moveGuard: only the step's expected move goes through; any other is refused with its hint. */
  private readonly guard = (move: AztecMove): string | null => {
    const actor = this.actor;
    if (!actor) return this.tr('tut_busy');
    if (this.syncs > 0) return this.tr('tut_busy');
    const refusal = refusalFor(aztecLessonAdapter, actor.getSnapshot(), move);
    if (refusal) {
      // The player records the refusal (and shows its hint); the board plays nothing.
      actor.send({ type: 'LEARNER_MOVE', move });
      return this.refusalText(refusal);
    }
    this.approved = move;
    return null;
  };

  /** The board played a move: the learner's (their tap, or the table's step they started) goes to the player. */
  private readonly onBoardMove = (e: CustomEvent<AztecMoveDetail>): void => {
    if (this.syncs > 0 || !this.actor) return;
    const { by, seat, move: shown } = e.detail;
    const approved = this.approved;
    this.approved = null;
    const move = by === 'table' ? (shown as AztecMove)
      : approved && approved.type === shown.type && 'seat' in approved && approved.seat === seat ? approved : null;
    if (!move) {
      this.resync();
      return;
    }
    this.actor.send({ type: 'LEARNER_MOVE', move, played: true });
  };

  /** The board took a move back (its Undo): the lesson puts it where it was. */
  private readonly onBoardUndo = (): void => {
    if (this.syncs === 0) this.resync();
  };

  /**
   * Before the board hears a click on one of its buttons: none of those a lesson keeps to itself (Undo,
   * Hint, Play again, Replay). (The board's Next asks the board's moveGuard, `guard`, like every move.)
   */
  private readonly onBoardClick = {
    capture: true,
    handleEvent: (e: Event): void => {
      const button = e.composedPath().find((n): n is HTMLElement => n instanceof HTMLElement && n.matches('button[data-action]'));
      if (!button) return;
      const action = button.dataset.action!;
      if (!HELD_ACTIONS.includes(action)) return;
      e.stopPropagation();
      e.preventDefault();
      const snap = this.actor?.getSnapshot();
      const hint = action === 'hint' && snap?.context.lesson ? lessonText(snap.context.lesson.steps[snap.context.index]?.hint, this.language) : '';
      this.notice = hint || this.tr('tut_boardButton');
      this.requestUpdate();
    },
  };

  // ---------------------------------------------------------------- render

  protected override render() {
    const lang = this.language;
    const tr = this.tr;
    const snap = this.actor?.getSnapshot();
    if (!aztecLesson(this.lesson)) {
      return html`<div class="frame" part="frame" lang=${lang}><p class="error" part="error" role="alert">${tr('tut_noLesson', { id: this.lesson, ids: AZTEC_LESSONS.map((l) => l.id).join(', ') })}</p></div>`;
    }
    const ctx = snap?.context;
    const failure = this.failure ?? ctx?.error ?? null;
    if (failure) {
      return html`<div class="frame" part="frame" lang=${lang}><p class="error" part="error" role="alert">${tr('tut_badLesson', { message: failure })}</p></div>`;
    }
    const lesson = ctx?.lesson;
    if (!snap || !ctx || !lesson) return html`<div class="frame" part="frame" lang=${lang}></div>`;
    const completed = snap.matches('completed');
    const step = lesson.steps[ctx.index]!;
    const expect = completed ? undefined : step.expect;
    const title = lessonText(lesson.title, lang);
    const atTable = ctx.game !== null && tableMove(ctx.game) !== null;
    // The board's own Next shows only when the step waits for that very table step.
    const hold = atTable && !(expect && isTablePattern(expect));
    const hint = this.notice ?? (ctx.refusal ? this.refusalText(ctx.refusal) : null);
    const seats = lessonSeats(lesson, lang).map((name) => `human:${name}`).join(', ');
    // No landmark around the lesson: the board's own header (a banner) must stay a top-level one.
    return html`<div class="frame" part="frame" lang=${lang}>
      <div class="head" part="header">
        <h2>${title}</h2>
        <p class="summary">${lessonText(lesson.summary, lang)}</p>
      </div>
      ${stepPanel({
        tr, title, text: lessonText(step.text, lang), index: ctx.index, total: ctx.total, completed, waiting: !!expect, hint,
        back: () => this.back(), next: () => this.next(), restart: () => this.restart(),
      })}
      ${keyed(lang, html`<aztec-board part="board" class=${hold ? 'hold' : nothing} no-handover lang=${lang} seats=${seats}
        seed=${String(lesson.seed)} no-save save-key=${`tutorial-${lesson.id}`} .timing=${LESSON_TIMING} .scenario=${this.boardScenario}
        .moveGuard=${this.guard} .highlights=${completed ? [] : step.highlight ?? []}
        @aztec-move=${this.onBoardMove} @aztec-undo=${this.onBoardUndo} @click=${this.onBoardClick}></aztec-board>`)}
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'aztec-tutorial': AztecTutorial;
  }
}
