/**
 * <quetzal-tutorial>: runs a lesson (src/games/quetzal/lessons/lesson-format.ts) step by step on a real
 * <quetzal-board> inside it. Each step shows a short text and points at pieces on the board; it either
 * waits for the learner's expected move (any other move is refused with the step's hint through the
 * board's `moveGuard`, and nothing changes) or offers Next. Back rebuilds the game from the lesson's
 * scenario by replaying the moves up to the earlier step.
 */
import { LitElement, html, nothing, type PropertyValues } from 'lit';
import { property, state } from 'lit/decorators.js';
import type { Lang, Params, StringKey } from '../strings/index.js';
import { featureTranslator } from '../strings/feature.js';
import { tutorialStrings, type TutorialKey } from '../strings/features/tutorial.js';
import '../board/index.js';
import type { QuetzalBoard } from '../board/quetzal-board.js';
import { LazyStart } from '../../../kit/ui/lazy-start.js';
import { fetchJson } from '../board/fetch-json.js';
import { langOf, loadLang } from '../board/language-loader.js';
import type { Lesson, LessonJson, LessonText } from '../lessons/lesson-format.js';
import { LessonError, lessonNames, lessonText, validateLesson } from '../lessons/validate.js';
import type { RuleSet } from '../engine/index.js';
import { rulesetPart } from '../board/start-config.js';
import { planScenario, useScenarioSupport } from '../engine/index.js';
import { styles } from './quetzal-tutorial.styles.js';
import { noLessonFrame, stepPanel } from './step-panel.js';
import { LessonPlayer } from './lesson-player.js';
import type { QuetzalTutorialErrorDetail } from './events.js';
import { textAttribute } from '../board/reflect-text.js';
import { changedByValue } from '../board/board-attributes.js';
import { PendingWork } from '../../../kit/pending-work.js';

// A lesson's game is rebuilt synchronously (Back, a new language: the board's `newGame()`), always from a
// scenario: its board has the engine's scenario support from the start (the validator uses it anyway).
useScenarioSupport(planScenario);

/** The tutorial's strings come with it (they are not in the board's main tables). */
const tt = featureTranslator(tutorialStrings);

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

  @state() private model: Lesson | null = null;
  @state() private failure: QuetzalTutorialErrorDetail | null = null;
  /**
   * Why the rule-set cannot be played: kept apart from the lesson's own failure, so a lesson that
   * arrives after it (its fetch was slower) does not hide it. Cleared when `rules` or `rules-src` change.
   */
  @state() private rulesFailure: QuetzalTutorialErrorDetail | null = null;
  @state() private fetching = false;

  private pendingBuild: number | null = null;
  private focusText = false;
  private started = false;
  private srcToken = 0;
  private readonly lazy = new LazyStart(this, () => this.requestUpdate());
  /** Plays the lesson's steps on the board. */
  private readonly player = new LessonPlayer(this, {
    board: () => this.board,
    lesson: () => this.model,
    refusalText: (why, step) => (why === 'done' ? this.tr('tut_lessonDone')
      : this.text(step?.hint) || this.tr(why === 'next' ? 'tut_pressNext' : 'tut_notThisMove')),
    badLesson: (message) => this.setFailure('BAD_LESSON', this.tr('tut_badLesson', { message })),
    focusStep: () => {
      this.focusText = true;
    },
    rendered: () => this.ownRender(),
    track: (work) => this.work.track(work),
  });
  /**
   * Queued work that `updateComplete` waits for: loading, rebuilding and checking the lesson, and a
   * render the tutorial asked for meanwhile. A failure (a bug: a lesson's own errors are shown, not
   * thrown) is reported to the page, as an uncaught error would be.
   */
  private readonly work = new PendingWork(() => [this.isUpdatePending ? this.ownRender() : null],
    (e) => (typeof reportError === 'function' ? reportError(e) : console.error(e)));

  /** 0-based index of the current step. */
  get stepIndex(): number {
    return this.player.index;
  }

  /** Whether the learner has finished the lesson. */
  get isComplete(): boolean {
    return this.player.completed;
  }

  /** The validated lesson being played, or null. */
  get currentLesson(): Lesson | null {
    return this.model;
  }

  /** The <quetzal-board> the lesson is played on (inside the shadow root), once rendered. */
  get board(): QuetzalBoard | null {
    return this.renderRoot?.querySelector?.('quetzal-board') ?? null;
  }

  /** Goes to the next step (only on steps without an expected move) or finishes the lesson on the last one. */
  next(): void {
    if (this.player.next()) this.focusText = true;
  }

  /** Goes back one step: the game is rebuilt from the scenario by replaying the moves up to there. */
  back(): void {
    if (!this.model) return;
    this.focusText = true;
    this.player.back();
  }

  /** Starts the lesson again from its first step. */
  restart(): void {
    if (!this.model) return;
    this.focusText = true;
    this.player.restart();
  }

  /**
   * Resolves once the tutorial has nothing left to do: its render, what it queued (the lesson's
   * fetch, its rule-set, a rebuild after Back, the check of the learner's move and the next step's
   * auto moves) and the board's render. A page or a test awaits it after any change instead of a timer.
   */
  protected override getUpdateComplete(): Promise<boolean> {
    return this.work.settle(async () => {
      const result = await super.getUpdateComplete();
      await this.board?.updateComplete;
      return result;
    });
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
      this.setModel(null);
    } else if (!start && changed.has('lang') && this.model) {
      // New seat names: the board starts over; replay to where the learner was.
      this.pendingBuild = this.player.index;
    }
  }

  private load(json: unknown): void {
    try {
      this.setModel(validateLesson(json));
    } catch (e) {
      // A lesson that cannot even be read (a getter or a Proxy that throws) is a bad lesson too, said
      // here, never thrown into the host page.
      const message = e instanceof LessonError ? e.message : `the lesson cannot be read (${e instanceof Error ? e.message.slice(0, 120) : 'it throws'})`;
      this.setFailure('BAD_LESSON', this.tr('tut_badLesson', { message }));
    }
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
      this.ruleSet = undefined;
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
    this.ruleSet = doc as RuleSet;
    if (this.model) this.pendingBuild = 0;
  }

  private setModel(lesson: Lesson | null): void {
    this.model = lesson;
    this.failure = null;
    this.player.reset();
    this.pendingBuild = lesson ? 0 : null;
  }

  private setFailure(code: QuetzalTutorialErrorDetail['code'], message: string): void {
    this.model = null;
    this.pendingBuild = null;
    this.failure = { code, message };
    this.announce(this.failure);
  }

  /** `quetzal-error` for the page: the lesson's or the rule-set's failure. */
  private announce(detail: QuetzalTutorialErrorDetail): void {
    this.dispatchEvent(new CustomEvent('quetzal-error', { detail, bubbles: true, composed: true }));
  }


  protected override updated(): void {
    if (this.pendingBuild !== null && this.board) {
      const target = this.pendingBuild;
      this.pendingBuild = null;
      this.player.queueRebuild(target, this.player.completed);
    }
    const fill = this.renderRoot.querySelector<HTMLElement>('.fill');
    const total = this.model?.steps.length ?? 1;
    // Through the CSSOM (not a style attribute), so a strict Content Security Policy allows it.
    const { completed, index } = this.player;
    fill?.style.setProperty('--progress', String(completed ? 1 : (index + 1) / total));
    if (this.focusText) {
      this.focusText = false;
      const target = completed ? this.renderRoot.querySelector<HTMLElement>('.complete h3')
        : this.renderRoot.querySelector<HTMLButtonElement>('[data-action="next"]') ?? this.renderRoot.querySelector<HTMLElement>('.text');
      target?.focus();
    }
  }

  // ---------------------------------------------------------------- render

  protected override render() {
    const lang = this.effectiveLang;
    const lesson = this.model;
    const failure = this.failure ?? this.rulesFailure;
    if ((this.loading === 'lazy' && !this.lazy.visible) || failure || !lesson || this.ruleSet === null) {
      return noLessonFrame(lang, this.tr.bind(this), this.loading === 'lazy' && !this.lazy.visible ? 'pending'
        : failure ?? (this.fetching || this.src || this.ruleSet === null ? 'loading' : 'none'));
    }
    const title = this.text(lesson.title);
    const names = lessonNames(lesson, lang);
    const panel = stepPanel({
      tr: (key, params) => this.tr(key, params), text: (v) => this.text(v), lesson, title,
      index: this.player.index, completed: this.player.completed, refusal: this.player.refusal,
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
        ?readonly=${this.player.boardOver || !this.player.waiting} chrome="full" .highlights=${this.player.pointers} .moveGuard=${this.player.guardFn}
        @quetzal-move=${this.player.onBoardMove} @quetzal-undo=${this.player.onBoardUndo} @quetzal-phase-change=${this.player.onBoardPhase}></quetzal-board>
    </div>`;
  }
}
