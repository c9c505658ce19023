/**
 * <quetzal-tutorial>: runs a lesson (src/games/quetzal/lessons/lesson-format.ts) step by step on a real
 * <quetzal-board> inside it, by the kit's lesson player (kit/tutorial/, through lessons/adapter.ts). Each
 * step shows a short text and points at pieces on the board; it either waits for the learner's expected
 * move (any other move is refused with the step's hint through the board's `moveGuard`, and nothing
 * changes) or offers Next. Back rebuilds the game from the lesson's scenario by replaying the moves up to
 * the earlier step. The element loads the lesson and its rule-set, plays on its board what the player
 * says, tells the player what the board did, and renders the player's state.
 */
import { LitElement, html, nothing, type PropertyValues } from 'lit';
import { property, state } from 'lit/decorators.js';
import { createActor } from 'xstate';
import type { Lang, Params, StringKey } from '../strings/index.js';
import { featureTranslator } from '../strings/feature.js';
import { tutorialStrings, type TutorialKey } from '../strings/features/tutorial.js';
import '../board/index.js';
import type { QuetzalBoard } from '../board/quetzal-board.js';
import type { QuetzalMoveDetail } from '../board/events.js';
import { LazyStart } from '../../../kit/ui/lazy-start.js';
import { createLessonMachine, refusalFor, type LessonEmitted, type LessonRefusal } from '../../../kit/tutorial/index.js';
import { fetchJson } from '../board/fetch-json.js';
import { langOf, loadLang } from '../board/language-loader.js';
import type { Lesson, LessonJson, LessonText } from '../lessons/lesson-format.js';
import { LessonError, lessonNames, lessonText } from '../lessons/validate.js';
import { quetzalLessonAdapter, type LessonSource } from '../lessons/adapter.js';
import type { Move, RuleSet } from '../engine/index.js';
import { rulesetPart } from '../board/start-config.js';
import { planScenario, useScenarioSupport } from '../engine/index.js';
import { styles } from './quetzal-tutorial.styles.js';
import { noLessonFrame, stepPanel } from './step-panel.js';
import { playOnBoard, revealTarget } from './board-sync.js';
import type { QuetzalTutorialErrorDetail } from './events.js';
import { textAttribute } from '../board/reflect-text.js';
import { changedByValue } from '../board/board-attributes.js';
import { TutorialWork } from '../../../kit/tutorial/tutorial-work.js';

// A lesson's game is rebuilt synchronously (Back, a new language: the board's `newGame()`), always from a
// scenario: its board has the engine's scenario support from the start (the validator uses it anyway).
useScenarioSupport(planScenario);

/** The tutorial's strings come with it (they are not in the board's main tables). */
const tt = featureTranslator(tutorialStrings);

/** The kit's lesson player, on Quetzal's lessons. */
const machine = createLessonMachine(quetzalLessonAdapter);
type StepShown = Extract<LessonEmitted<Move>, { type: 'stepChanged' }>;

/** The lesson's news for the page (a step shown, the lesson complete): bubbling, out of the shadow roots. */
function tell<K extends 'quetzal-step-change' | 'quetzal-lesson-complete'>(el: HTMLElement, type: K, detail: HTMLElementEventMap[K]['detail']): void {
  el.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
}

/** The seat of a move, or null (a roll, the table's preparation). */
const seatOf = (move: Move): number | null => ('seat' in move ? move.seat : null);

declare global {
  interface HTMLElementTagNameMap {
    'quetzal-tutorial': QuetzalTutorial;
  }
}

/**
 * A step-by-step rules lesson played on a real Quetzal board.
 *
 * @tagname quetzal-tutorial
 * @summary Rules tutorial walkthroughs: lessons as JSON, played on a <quetzal-board>.
 *
 * @fires quetzal-lesson-complete - The learner finished the lesson. detail: `{ id, steps }`.
 * @fires quetzal-step-change - A step is shown (start, Next, Back, the expected move). detail: `{ index, total }`.
 * @fires quetzal-error - The lesson cannot be loaded: `BAD_LESSON` (the message names the step and field, e.g. `steps[3].expect.location: unknown location "temple2"`), `FETCH_FAILED` or `BAD_JSON`; or its rule-set cannot be played: `BAD_RULESET` (the message names the JSON path), or `rules-src` cannot be fetched (`FETCH_FAILED`, `BAD_JSON`). detail: `{ code, message }`.
 *
 * @slot - Optional content shown above the lesson (an introduction).
 * @slot complete - Optional content shown when the lesson is complete (a link to the next lesson).
 *
 * @csspart frame - The outer frame.
 * @csspart header - The lesson's title and summary.
 * @csspart step - The current step's panel (progress, text, hint, buttons).
 * @csspart progress - The "Step 3 of 7" line and the progress bar.
 * @csspart text - The step's text.
 * @csspart hint - The hint shown when a move is refused.
 * @csspart nav - The Back / Next buttons.
 * @csspart complete - The completion panel.
 * @csspart error - The inline error for an invalid lesson.
 * @csspart board - The <quetzal-board> the lesson is played on.
 *
 * @cssprop [--quetzal-tutorial-panel=#f3ead6] - Background of the step panel.
 * @cssprop [--quetzal-tutorial-ink=#2b2118] - Text colour of the panel.
 * @cssprop [--quetzal-tutorial-accent=#b8541c] - Buttons and the progress bar.
 * @cssprop [--quetzal-pointer=#e0115f] - Outline of the pieces a step points at (also used inside the board).
 * @cssprop [--quetzal-font=system-ui] - Font family.
 * @cssprop [--quetzal-font-size=16px] - Text size: every text is a step of it, 12px to 22px at the default (never the page's root font size); inherited, so it can be set on an ancestor.
 */
export class QuetzalTutorial extends LitElement {
  static override styles = styles;

  /** URL of a lesson JSON file (see the lesson format); fetched, then validated. */
  @property({ reflect: true, converter: textAttribute }) src?: string;
  /** A lesson object (the parsed JSON), validated when set; takes precedence over `src`. */
  @property({ attribute: false }) lesson?: LessonJson | Lesson;
  /** Language: `en` or `fr`; default from the closest `lang` attribute, else English. */
  @property({ reflect: true, converter: textAttribute }) override lang = '';
  /** `lazy`: load the lesson and build the board only when the tutorial comes near the viewport. Default eager. */
  @property({ reflect: true, converter: textAttribute }) loading?: 'lazy' | 'eager';
  /**
   * The printed values to play the lesson with (a `quetzal-rules` document, see the README "Printed
   * values"); default: the shipped values. Checked first: a bad one shows the inline error and fires
   * `quetzal-error` (`BAD_RULESET`). Takes precedence over `rules-src`.
   */
  @property({ attribute: false, hasChanged: changedByValue }) rules?: RuleSet;
  /** URL of a rule-set JSON file, read as `rules` is (`FETCH_FAILED`, `BAD_JSON` when it cannot be read). */
  @property({ attribute: 'rules-src', reflect: true, converter: textAttribute }) rulesSrc?: string;

  /** The checked rule-set the board plays with (undefined: the shipped one), or null while it loads. */
  @state() private ruleSet: RuleSet | undefined | null = undefined;
  private rulesToken = 0;

  /** The lesson's failure shown (it cannot be fetched, read or played); cleared by the next lesson. */
  @state() private failure: QuetzalTutorialErrorDetail | null = null;
  /**
   * Why the rule-set cannot be played: kept apart from the lesson's own failure, so a lesson that
   * arrives after it (its fetch was slower) does not hide it. Cleared when `rules` or `rules-src` change.
   */
  @state() private rulesFailure: QuetzalTutorialErrorDetail | null = null;
  @state() private fetching = false;

  private focusText = false;
  private started = false;
  private srcToken = 0;
  /** The board was drawn anew (new seat names): it replays the lesson so far once rendered. */
  private resyncPending = false;
  /** Bumped by each step shown and each lesson loaded: an older replay on the board is dropped. */
  private syncToken = 0;
  /** The lesson's own moves are being played on the board: its news of them is not the learner's. */
  private replaying = false;
  /** The learner's move the guard let through, named again when the board tells it (its news hides a kept card). */
  private approved: Move | null = null;
  private readonly lazy = new LazyStart(this, () => this.requestUpdate());
  /**
   * The lesson player: which step, what it points at, the learner's moves checked and refused, Back and
   * Restart. Kept while the element is moved in the page (it has no timer to stop).
   */
  private readonly actor = createActor(machine, { input: {} });
  /**
   * Queued work that `updateComplete` waits for: loading, rebuilding and checking the lesson, and a
   * render the tutorial asked for meanwhile. A failure (a bug: a lesson's own errors are shown, not
   * thrown) is reported to the page, as an uncaught error would be.
   */
  private readonly work = new TutorialWork(this, () => this.ownRender(), () => this.board);

  constructor() {
    super();
    this.actor.subscribe(() => this.requestUpdate());
    this.actor.on('stepChanged', (e) => this.onStep(e));
    this.actor.on('lessonCompleted', (e) => {
      this.focusText = true;
      tell(this, 'quetzal-lesson-complete', { id: e.lesson, steps: e.steps });
    });
    // The player refused the lesson (or one of its auto moves): it holds no lesson to play any more.
    this.actor.on('lessonFailed', (e) => this.showFailure({ code: 'BAD_LESSON', message: this.tr('tut_badLesson', { message: e.message }) }));
    this.actor.start();
  }

  /** 0-based index of the current step. */
  get stepIndex(): number {
    return this.actor.getSnapshot().context.index;
  }

  /** Whether the learner has finished the lesson. */
  get isComplete(): boolean {
    return this.actor.getSnapshot().matches('completed');
  }

  /** The validated lesson being played, or null. */
  get currentLesson(): Lesson | null {
    const snap = this.actor.getSnapshot();
    return snap.matches('failed') ? null : snap.context.lesson?.lesson ?? null;
  }

  /** The <quetzal-board> the lesson is played on (inside the shadow root), once rendered. */
  get board(): QuetzalBoard | null {
    return this.renderRoot?.querySelector?.('quetzal-board') ?? null;
  }

  /** Goes to the next step (only on steps without an expected move) or finishes the lesson on the last one. */
  next(): void {
    if (!this.actor.getSnapshot().can({ type: 'NEXT' })) return;
    this.focusText = true;
    this.actor.send({ type: 'NEXT' });
  }

  /** Goes back one step: the game is rebuilt from the scenario by replaying the moves up to there. */
  back(): void {
    if (!this.currentLesson) return;
    this.focusText = true;
    this.actor.send({ type: 'BACK' });
  }

  /** Starts the lesson again from its first step. */
  restart(): void {
    if (!this.currentLesson) return;
    this.focusText = true;
    this.actor.send({ type: 'RESTART' });
  }

  /**
   * Resolves once the tutorial has nothing left to do: its render, what it queued (the lesson's
   * fetch, its rule-set, a rebuild after Back, the check of the learner's move and the next step's
   * auto moves) and the board's render. A page or a test awaits it after any change instead of a timer.
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
    if (this.loading === 'lazy') this.lazy.watch();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.lazy.stop();
  }

  // ---------------------------------------------------------------- loading

  private get effectiveLang(): Lang {
    return langOf(this);
  }

  private tr(key: TutorialKey | StringKey, params?: Params): string {
    return tt(this.effectiveLang, key, params);
  }

  private text(value: LessonText | undefined): string {
    return lessonText(value, this.effectiveLang);
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    // A lazy tutorial loads nothing until it comes near the viewport.
    if (this.loading === 'lazy' && !this.lazy.watch()) return;
    // The board's own strings in the lesson's language (its main table; the tutorial's own come with it).
    if (changed.has('lang') || !this.started) {
      const strings = loadLang(this.effectiveLang);
      if (strings) this.work.track(strings.then(() => this.requestUpdate()));
    }
    const start = !this.started;
    this.started = true;
    if (start || changed.has('rules') || changed.has('rulesSrc')) this.work.track(this.loadRules());
    if (this.lesson && (start || changed.has('lesson'))) {
      this.load(this.lesson);
    } else if (!this.lesson && this.src && (start || changed.has('src') || changed.has('lesson'))) {
      this.work.track(this.fetchLesson(this.src));
    } else if (!this.lesson && !this.src && (changed.has('lesson') || changed.has('src'))) {
      this.srcToken++;
      this.fetching = false;
      this.failure = null;
      this.loadPlayer(null);
    } else if (!start && changed.has('lang') && this.currentLesson) {
      // New seat names: the board starts over; replay to where the learner was.
      this.resyncPending = true;
    }
  }

  /** A lesson to play (the player checks it: a bad one comes back as `lessonFailed`). */
  private load(json: unknown): void {
    this.failure = null;
    this.loadPlayer({ lesson: json, rules: this.ruleSet ?? null });
  }

  /** LOAD (null: no lesson); whatever the board was still to replay of the lesson before is dropped. */
  private loadPlayer(source: LessonSource | null): void {
    this.syncToken++;
    this.actor.send({ type: 'LOAD', lesson: source });
  }

  private async fetchLesson(url: string): Promise<void> {
    const token = ++this.srcToken;
    this.fetching = true;
    this.failure = null;
    const got = await fetchJson(url);
    if (token !== this.srcToken || this.lesson) return;
    this.fetching = false;
    if (!got.ok) {
      this.setFailure(got.code, this.tr(got.code === 'BAD_JSON' ? 'tut_badJson' : 'tut_fetchFailed', { url, reason: got.reason }));
      return;
    }
    this.load(got.json);
  }

  /** Checks `rules` (or fetches `rules-src` first) in the board's rule-set chunk, then rebuilds the lesson under it. */
  private async loadRules(): Promise<void> {
    const token = ++this.rulesToken;
    const given: unknown = this.rules ?? null;
    this.rulesFailure = null;
    if (given === null && !this.rulesSrc) {
      this.playUnder(undefined);
      return;
    }
    this.ruleSet = null;
    const part = await rulesetPart();
    const doc = given ?? await part.fetchRuleSet(this.rulesSrc!, this.effectiveLang);
    if (token !== this.rulesToken) return;
    const problem = part.ruleSetProblem(doc, this.effectiveLang, given === null ? 'rules-src' : 'rules');
    if (problem) {
      this.rulesFailure = { code: problem.code, message: problem.message };
      this.announce(this.rulesFailure);
      return;
    }
    this.playUnder(doc as RuleSet);
  }

  /**
   * The board plays under these values from now on (it starts a new game when they change), so the
   * lesson starts again under them: its game, its auto moves, what is legal.
   */
  private playUnder(rules: RuleSet | undefined): void {
    this.ruleSet = rules;
    const lesson = this.currentLesson;
    if (lesson) this.loadPlayer({ lesson, rules: rules ?? null });
  }

  /** The lesson cannot be fetched, or its board cannot play it: it is put away, with its inline error. */
  private setFailure(code: QuetzalTutorialErrorDetail['code'], message: string): void {
    this.loadPlayer(null);
    this.showFailure({ code, message });
  }

  /** The lesson's inline error, and `quetzal-error`. */
  private showFailure(detail: QuetzalTutorialErrorDetail): void {
    this.failure = detail;
    this.announce(detail);
  }

  /** `quetzal-error` for the page: the lesson's or the rule-set's failure. */
  private announce(detail: QuetzalTutorialErrorDetail): void {
    this.dispatchEvent(new CustomEvent('quetzal-error', { detail, bubbles: true, composed: true }));
  }


  protected override updated(): void {
    const snap = this.actor.getSnapshot();
    if (this.board && snap.matches('ready')) {
      // Not from inside this update: the first step is played once the board has drawn.
      this.work.track(Promise.resolve().then(() => this.actor.send({ type: 'START' })));
    } else if (this.board && this.resyncPending) {
      this.resyncPending = false;
      this.work.track(Promise.resolve().then(() => this.actor.send({ type: 'RESYNC' })));
    }
    const fill = this.renderRoot.querySelector<HTMLElement>('.fill');
    const completed = snap.matches('completed');
    const { index, total } = snap.context;
    // Through the CSSOM (not a style attribute), so a strict Content Security Policy allows it.
    fill?.style.setProperty('--progress', String(completed ? 1 : (index + 1) / Math.max(total, 1)));
    if (this.focusText) {
      this.focusText = false;
      const target = completed ? this.renderRoot.querySelector<HTMLElement>('.complete h3')
        : this.renderRoot.querySelector<HTMLButtonElement>('[data-action="next"]') ?? this.renderRoot.querySelector<HTMLElement>('.text');
      target?.focus();
    }
  }

  // ---------------------------------------------------------------- the board follows the lesson

  /**
   * The player shows a step: its moves are played on the board (from a new game after Back, Restart or
   * a board gone astray, once the board has drawn; else at once, so that no frame shows the step on a
   * board that has not played it yet), then the player hears PLAYED and the page `quetzal-step-change`.
   */
  private onStep(e: StepShown): void {
    const token = ++this.syncToken;
    const play = () => {
      const board = this.board;
      if (token !== this.syncToken || !board) return;
      this.replaying = true;
      try {
        playOnBoard(board, e.moves, e.fromStart);
      } catch (err) {
        // The lesson's moves on this board: its inline error. Anything else is a bug, reported to the
        // page (not thrown into the player, which may be telling this very step).
        if (err instanceof LessonError) this.setFailure('BAD_LESSON', this.tr('tut_badLesson', { message: err.message }));
        else this.work.track(Promise.reject(err));
        return;
      } finally {
        this.replaying = false;
      }
      this.actor.send({ type: 'PLAYED' });
      this.work.track(this.ownRender().then(() => this.board && revealTarget(this.board)));
      tell(this, 'quetzal-step-change', { index: e.index, total: e.total });
    };
    if (!e.fromStart && this.board) {
      play();
      return;
    }
    this.work.track((async () => {
      await this.ownRender();
      await this.board?.updateComplete;
      play();
    })());
  }

  // ---------------------------------------------------------------- the learner's moves

  /** Words for a refused move: the lesson is over, or the step's hint, else Next is expected or another move. */
  private refusalText(r: LessonRefusal): string {
    if (r.reason === 'done') return this.tr('tut_lessonDone');
    return this.text((r.hint ?? undefined) as LessonText | undefined) || this.tr(r.reason === 'next' ? 'tut_pressNext' : 'tut_notThisMove');
  }

  /** The board's moveGuard: only the step's expected move goes through; any other is refused with its hint. */
  private readonly guard = (move: Move): string | null => {
    const refusal = refusalFor(quetzalLessonAdapter, this.actor.getSnapshot(), move);
    if (refusal) {
      // The player records the refusal (the panel shows its hint); the board plays nothing.
      this.actor.send({ type: 'LEARNER_MOVE', move });
      return this.refusalText(refusal);
    }
    this.approved = move;
    return null;
  };

  /**
   * The board played a move. The step's expected one (the learner's, or one the page played on the
   * board) goes to the player with the board's game after it, to be checked there; any other (the
   * board's own redo, a move the step did not ask for) left the lesson behind: RESYNC rebuilds the step.
   */
  private readonly onBoardMove = (e: CustomEvent<QuetzalMoveDetail>): void => {
    if (this.replaying || !this.currentLesson) return;
    const { move: told, by } = e.detail;
    const approved = this.approved;
    this.approved = null;
    // A person's move as the guard let it through: the board's news hides the card kept with U09.
    const move = by === 'person' && approved && approved.type === told.type && seatOf(approved) === seatOf(told) ? approved : told;
    // Not from inside the board's actor callback: the next step's moves are played on the board afterwards.
    this.work.track(Promise.resolve().then(() => {
      const game = this.board?.state;
      const expected = !!game && refusalFor(quetzalLessonAdapter, this.actor.getSnapshot(), move) === null;
      this.actor.send(expected ? { type: 'LEARNER_MOVE', move, played: true, game } : { type: 'RESYNC' });
    }));
  };

  /** The board's own Undo took a move back: the lesson is left behind, so the step is rebuilt. */
  private readonly onBoardUndo = (): void => {
    if (!this.replaying && this.currentLesson) this.actor.send({ type: 'RESYNC' });
  };

  // ---------------------------------------------------------------- render

  protected override render() {
    const lang = this.effectiveLang;
    const lesson = this.currentLesson;
    const failure = this.failure ?? this.rulesFailure;
    if ((this.loading === 'lazy' && !this.lazy.visible) || failure || !lesson || this.ruleSet === null) {
      return noLessonFrame(lang, this.tr.bind(this), this.loading === 'lazy' && !this.lazy.visible ? 'pending'
        : failure ?? (this.fetching || this.src || this.ruleSet === null ? 'loading' : 'none'));
    }
    const title = this.text(lesson.title);
    const names = lessonNames(lesson, lang);
    const snap = this.actor.getSnapshot();
    const { index, refusal, pointers } = snap.context;
    const completed = snap.matches('completed');
    // The board takes a person's moves only on a step that waits for one (else it reads as a picture).
    const waiting = !completed && !!lesson.steps[index]?.expect;
    const panel = stepPanel({
      tr: (key, params) => this.tr(key, params), text: (v) => this.text(v), lesson, title,
      index, completed, refusal: refusal ? this.refusalText(refusal) : null,
      back: () => this.back(), next: () => this.next(), restart: () => this.restart(),
    });
    // no-save: a lesson is rebuilt from its scenario, never resumed from (or written to) the auto-save.
    return html`<div class="frame" part="frame" lang=${lang}>
      <slot></slot>
      <header class="head" part="header">
        <h2 class="title">${title}</h2>
        ${lesson.summary ? html`<p class="summary">${this.text(lesson.summary)}</p>` : nothing}
      </header>
      ${panel}
      <quetzal-board part="board" loading="eager" no-handover no-save no-hint lang=${lang}
        names=${names.join(',')} seed=${String(lesson.seed)} .scenario=${lesson.scenario} .rules=${this.ruleSet}
        ?readonly=${!waiting} chrome="full" .highlights=${pointers} .moveGuard=${this.guard}
        @quetzal-move=${this.onBoardMove} @quetzal-undo=${this.onBoardUndo}></quetzal-board>
    </div>`;
  }
}
