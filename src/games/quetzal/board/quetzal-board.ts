/**
 * <quetzal-board>: a playable Quetzal table for 2–5 people on one device (pass-and-play), computers,
 * the 2-player Automaton included.
 *
 * A thin shell: the statechart (src/games/quetzal/statechart) runs the board's whole life — starting, playing, the
 * hand-over, computers thinking, undo, the replay, failures — and asks the rules engine every rule
 * question. This element declares its attributes (board-attributes.ts reads them, board-props.ts checks
 * them), starts the statechart on them (board-starter.ts), renders each snapshot (board-view.ts) and
 * sends the person's taps as events (board-input.ts). It decides nothing itself.
 */
import { LitElement, nothing, type PropertyValues } from 'lit';
import type { GameState, Move, RuleSet, Scenario } from '../engine/index.js';
import type { InspectionEvent } from 'xstate';
import type { GameRecord } from '../records/index.js';
// The styles before the strings and the parts: the bundle compresses better in this order.
import { styles } from './quetzal-board.styles.js';
import type { Lang } from '../strings/index.js';
import { translator } from './parts/common.js';
import { BoardActor } from './board-actor.js';
import { RecordsLoader } from './records-loader.js';
import { BoardBots } from './bot-actors.js';
import { failedView, gameView, pendingView, type BoardSnapshot } from './board-view.js';
import { BoardInput } from './board-input.js';
import { RecordProperty } from './record-property.js';
import { LaterLoader } from './game-parts-loader.js';
import { loadPartsActor } from './start-config.js';
import { checkProps, type CheckedProps } from './board-props.js';
import { changedByValue, highlightsFromAttribute, wholeNumberAttribute } from './board-attributes.js';
import { BoardStarter } from './board-starter.js';
import { PendingWork } from '../../../kit/pending-work.js';
import { PropNotices } from './prop-notices.js';
import { partIfLoaded } from '../../../kit/ui/lazy-parts.js';
import { AfterRender } from './after-render.js';
import { langOf, loadLang } from './language-loader.js';
import { textAttribute } from './reflect-text.js';
import type { SeatSpec } from './seats.js';
import type * as Seats from './seats.js';

/**
 * A playable board of Quetzal: The City of Sacred Birds.
 *
 * @tagname quetzal-board
 * @summary Pass-and-play Quetzal for 2–5 players, computers and the Automaton at 2.
 *
 * @fires quetzal-move - A move was applied: once per move (a redo plays its move again: one event). detail: `{ move, events, by }`, all as a spectator sees them, so the page learns nothing hidden: in `move` the card kept with U09 (`keepDrawn`) is `-1`, in `events` (the engine's GameEvents) cards drawn into a hidden hand are `-1`; `by` is `person`, `computer`, `host` (`play()`) or `redo`. A host that needs the hidden cards (to relay the game to another device) reads `exportRecord()` or `state`.
 * @fires quetzal-undo - An undo took moves back (no `quetzal-move` fires for the moves left). detail: `{ moves, seat }`.
 * @fires quetzal-phase-change - The phase or round changed (also when a game starts). detail: `{ phase, round }`.
 * @fires quetzal-game-over - The game ended. detail: `{ scores }` (engine ScoreLine[]).
 * @fires quetzal-error - Bad attributes, a scenario the engine refuses, or a refused move. detail: `{ code, message, property? }`: a wrong attribute or property gives `BAD_ATTRIBUTE` (or `BAD_POSITION`) with its name in `property` and a message naming it, and changes nothing.
 *   A rule-set it cannot play (`rules`, `rules-src`) gives `BAD_RULESET` (the message names the JSON path), or `FETCH_FAILED` / `BAD_JSON` for a `rules-src` file that cannot be read.
 *   Also a game record that cannot be loaded (import, share link, save, `record`): `code` is a RecordError code;
 *   `LOAD_FAILED` when a part of the board loaded on demand (records, diagrams, highlights, computer players) cannot be fetched; `BOT_FAILED` if a computer player fails.
 * @fires quetzal-save-error - Auto-save stopped working (storage full or unavailable, or another board of the page already saves in this board's slot): the game goes on in memory. detail: `{ code, message }` (`QUOTA`, `UNAVAILABLE`, `WRITE_FAILED`, `NOT_SERIALIZABLE`).
 *
 * @csspart frame - The outer frame holding everything.
 * @csspart board - The game board (locations, tracks, score column).
 * @csspart seats - The players' panels.
 * @csspart prompt - The current decision's prompt and buttons.
 * @csspart log - The game log.
 * @csspart scores - The round summary and final score tables.
 * @csspart error - The inline error shown for invalid attributes (with Retry when a part could not be fetched).
 * @csspart handover - The pass-and-play cover.
 * @csspart replay - The replay view's panel (move counter, controls, what the move did).
 * @csspart records - The Undo / Redo / Game menu toolbar and its notices (`display: none` hides them).
 *
 * @cssprop [--quetzal-background=#22352a] - Background behind the board (jungle).
 * @cssprop [--quetzal-surface=#f3ead6] - Panels and location tiles (parchment stone).
 * @cssprop [--quetzal-stone=#d8c8a4] - Board tiles' darker stone.
 * @cssprop [--quetzal-ink=#2b2118] - Text colour.
 * @cssprop [--quetzal-muted=#6e604c] - Secondary text.
 * @cssprop [--quetzal-accent=#b8541c] - Buttons and highlights (terracotta).
 * @cssprop [--quetzal-highlight=#f2c14e] - Legal placement targets and selections (gold).
 * @cssprop [--quetzal-focus=#1c7ed6] - Keyboard focus ring.
 * @cssprop [--quetzal-font=system-ui] - Font family.
 * @cssprop [--quetzal-font-size=16px] - Text size: every text is a step of it, 12px to 22px at the default (never the page's root font size); inherited, so it can be set on an ancestor.
 * @cssprop [--quetzal-radius=10px] - Corner radius.
 * @cssprop [--quetzal-seat-1=#c0392b] - Seat 1 colour (red).
 * @cssprop [--quetzal-seat-2=#d9a21b] - Seat 2 colour (yellow).
 * @cssprop [--quetzal-seat-3=#2e8b57] - Seat 3 colour (green).
 * @cssprop [--quetzal-seat-4=#2f6fb5] - Seat 4 colour (blue).
 * @cssprop [--quetzal-seat-5=#8e44ad] - Seat 5 colour (purple).
 * @cssprop [--quetzal-automaton=#5d5d66] - The 2-player Automaton's colour.
 * @cssprop [--quetzal-pointer=#e0115f] - Outline of what `highlights` points at (tutorials, diagrams).
 * @cssprop [--quetzal-pending-height=420px] - Height kept for a lazy board before it starts.
 *
 * @attr {"off"} animations - `off`: moves show at once, without animation (as under `prefers-reduced-motion`). By default each change is animated (meeples flying to their spots and back to the pools, cards taken and delivered, counters counting, the roll), purely visually: the board is already in its final state and never waits for an animation.
 */
export class QuetzalBoard extends LitElement {
  static override styles = styles;
  /**
   * The reactive properties (Lit `static properties` rather than decorators: the bundle is smaller
   * without them). Each is documented where it is declared below; the board's state is the statechart's.
   */
  static override properties = {
    players: { reflect: true, converter: { ...wholeNumberAttribute, ...textAttribute } },
    names: { reflect: true, hasChanged: changedByValue, converter: textAttribute },
    seed: { reflect: true, converter: textAttribute },
    lang: { reflect: true, converter: textAttribute },
    readonly: { type: Boolean, reflect: true },
    chrome: { reflect: true },
    noHint: { type: Boolean, reflect: true, attribute: 'no-hint' },
    noHandover: { type: Boolean, reflect: true, attribute: 'no-handover' },
    noSave: { type: Boolean, reflect: true, attribute: 'no-save' },
    scenario: { attribute: false, hasChanged: changedByValue },
    rules: { attribute: false, hasChanged: changedByValue },
    rulesSrc: { attribute: 'rules-src', reflect: true, converter: textAttribute },
    position: { attribute: false, hasChanged: changedByValue },
    src: { reflect: true, converter: textAttribute },
    loading: { reflect: true, converter: textAttribute },
    highlights: { converter: { fromAttribute: highlightsFromAttribute }, hasChanged: changedByValue },
    seats: { hasChanged: changedByValue },
    botIterations: { attribute: 'bot-iterations', converter: wholeNumberAttribute },
    botThinkMs: { attribute: 'bot-think-ms', converter: wholeNumberAttribute },
    botDelay: { attribute: 'bot-delay', converter: wholeNumberAttribute },
    inputGuard: { attribute: 'input-guard', converter: wholeNumberAttribute },
    moveGuard: { attribute: false },
    record: { attribute: false, hasChanged: changedByValue },
    inspect: { attribute: false },
    sound: { type: Boolean, reflect: true },
  };

  /** Number of players, 2–5 (default: the number of names, else 3). */
  players?: number;
  /** Comma-separated player names, in seat order. */
  names?: string;
  /** Seed of the shuffles and rolls; the same seed and moves replay the same game. */
  seed?: string;
  /** Language: `en` or `fr`; default from the closest `lang` attribute, else English. */
  override lang = '';
  /** Renders the board without any interaction (a spectator view: no hand is shown). */
  readonly = false;
  /**
   * A `readonly` board is a diagram: it leaves out the game's chrome (the prompt's "View only", the
   * game log, the "To play" badge, the outline of the location activating now) and packs tighter for
   * narrow article columns. `full`: keep them all (a spectator's table).
   */
  chrome?: 'full';
  /**
   * Hides the Hint button. Without it, a person deciding sees a Hint button under the prompt: the move the
   * medium computer would make in their seat, decided from their seat's view only (nothing hidden), marked
   * on the board with a one-line reason ("Hint: Deliver 3 statuettes at the Harbor: 8 VP"). Lessons hide it.
   */
  noHint = false;
  /** Turns the pass-and-play cover off (everyone sees the deciding seat's hand). */
  noHandover = false;
  /**
   * Turns auto-save off: the game is neither resumed from nor written to localStorage (tutorials,
   * lessons). Readonly boards never save anyway. Share links still load.
   */
  noSave = false;
  /** An engine Scenario (fixed deck, rolls, coins…) for tests and tutorials; applied by the next new game. */
  scenario?: Scenario;
  /**
   * The printed values to play with: a rule-set document (`"format": "quetzal-rules"`, see the README,
   * "Printed values"), e.g. an owner's corrections or house rules; default: the shipped values. Applied
   * by the next new game; saves and records keep it. A rule-set the engine refuses shows an inline error
   * and fires `quetzal-error` (code `BAD_RULESET`, the message naming the JSON path at fault). The board
   * keeps a copy made when the property is set: to play later edits of your object, assign it again (the
   * same object or a copy): the board compares it with its copy, and starts a new game under the edits.
   */
  rules?: RuleSet;
  /**
   * URL of a rule-set JSON file, read as `rules` is (which it replaces). A failed fetch (`FETCH_FAILED`,
   * with Retry) or invalid JSON (`BAD_JSON`) shows an inline error and fires `quetzal-error`.
   */
  rulesSrc?: string;
  /**
   * A full engine GameState to start from instead of a new game: with `readonly`, a diagram of that
   * position; otherwise play goes on from it. Checked first: a state the board cannot read shows an
   * inline error and fires `quetzal-error` (code `BAD_POSITION`).
   */
  position?: GameState;
  /**
   * URL of a JSON file to show: an engine GameState (becomes the position) or a game record
   * (`"format": "quetzal-record"`, shown in the replay view). A failed fetch (`FETCH_FAILED`, with Retry)
   * or invalid JSON (`BAD_JSON`) shows an inline error and fires `quetzal-error`.
   */
  src?: string;
  /**
   * `lazy`: the game (and any `src` fetch) is built only when the board comes near the viewport, so an
   * article with many diagrams stays fast; `eager`: at once. Default: lazy when `readonly`, else eager.
   */
  loading?: 'lazy' | 'eager';
  /**
   * What to point at, for tutorials and diagrams: highlight keys such as `temple:1` (the 2nd Temple
   * space), `quarry`, `card:12`, `card:statuette:discovery`, `upgrade:U04`, `seat:0`, `meeple:1:0`,
   * `stat:2:score`, `action:roll` (the scheme is documented in `src/games/quetzal/lessons/highlight-keys.ts`). As an
   * attribute: keys separated by spaces or commas. Drawn as a strong outline that pulses (still under
   * reduced motion).
   */
  highlights: string[] = [];
  /**
   * Called with each move a person makes on the board, before it is sent. Return null to let it
   * through, or a short text to refuse it: nothing changes and the text is shown as a hint in the
   * prompt. Moves sent with `play()` are not guarded.
   */
  moveGuard?: (move: Move) => string | null;
  /**
   * A game record (a `GameRecord` from `exportRecord()`, a `.json` file, `quetzal-board/records`) to
   * show in the replay view instead of the live game: move by move from the start, read-only, as a
   * spectator (no hand is shown). `null`: the live game. A `readonly` board shows only the replay;
   * otherwise "Back to the game" sets it back to null. A record that does not check is not shown: it
   * fires `quetzal-error` (a notice on a playable board, the inline error on a readonly one).
   */
  record: GameRecord | null = null;
  /**
   * Who sits at the table, people and computer players, in seat order; wins over `players` and `names`.
   * As an attribute, 2–5 entries separated by commas: `human`, `human:Name`, `bot-easy`, `bot-medium`,
   * `bot-hard`, or a named computer `bot-hard:Name` — e.g. `seats="human:Ann, bot-hard, bot-easy"`.
   * As a property, also an array: `[{ kind: 'human', name: 'Ann' }, { kind: 'bot', strength: 'hard' }]`
   * (`name` optional). Computers get names such as "Computer (hard)" and play by themselves, from their
   * own seat's view only, in a Web Worker (their code loads only when a seat is a computer); at a table of
   * computers only they also roll and start the rounds. With one person, the board stays on that
   * person's view (no hand-over cover). A bad value shows the inline error and fires `quetzal-error`
   * (`BAD_ATTRIBUTE`). Two seats still bring the rulebook's Automaton.
   */
  seats?: string | readonly SeatSpec[];
  /**
   * A fixed number of playouts per decision for the hard computer players (1–1,000,000): the same game
   * on any device (tests, tournaments). Without it, the hard computer thinks for `bot-think-ms`.
   */
  botIterations?: number;
  /** The hard computer's thinking time per decision, in ms (default 250). */
  botThinkMs?: number;
  /**
   * The least time in ms between a computer's turn coming and its move showing, so the people can
   * follow (default 600, 250 under `prefers-reduced-motion`; 0: as soon as it is chosen).
   */
  botDelay?: number;
  /**
   * After a person's move, taps, clicks and keys are ignored for this long (ms, default 250), so a
   * double tap makes one move. 0: only input aimed at a position already gone is ignored. Clicks made
   * by scripts (`element.click()`) are exact and never held back.
   */
  inputGuard?: number;

  /**
   * Short synthesised sound cues (Web Audio, no audio file) for a placement, a bump, the roll, a delivery
   * and the end of the game. Off by default; the Game menu's "Sound" toggles it (not remembered: each
   * page load starts silent unless the page sets it). Its code loads only once it is turned on.
   */
  sound = false;

  /**
   * An observer of the board's statechart (XState's `inspect` option), attached when the board's actor
   * is created: e.g. `createBrowserInspector().inspect` from `@statelyai/inspect` to watch the board
   * live in the Stately inspector. Set it before the board is added to the page.
   */
  inspect?: (event: InspectionEvent) => void;

  /** Work `updateComplete` waits for: parts being fetched, the statechart settling. */
  /** What `updateComplete` waits for: parts being fetched, and the statechart settling (a start, a resume, an undo). */
  private readonly waits = new PendingWork(() => [this.machine.settled()]);
  private readonly machine: BoardActor = new BoardActor(this, () => ({
    loadParts: loadPartsActor, ...this.records.actors(), ...this.bots.actors(), ...this.later.actors(),
  }), (snap, prev) => this.onSnapshot(snap, prev), () => this.props.inspect as ((event: InspectionEvent) => void) | undefined,
  (game) => void this.records.with((f) => f.keepEarlier(game)));
  private readonly bots = new BoardBots();
  private readonly input = new BoardInput(this, this.machine, () => this.props.moveGuard as ((move: Move) => string | null) | undefined,
    (id) => void this.records.with((f) => f.noticeAction(id)));
  private readonly records = new RecordsLoader({
    element: this,
    snapshot: () => this.machine.snap,
    send: (event) => this.input.send(event),
    lang: () => this.effectiveLang,
    readonly: () => this.props.readonly,
    saving: () => !this.props.readonly && !this.props.noSave,
    newGame: () => this.newGame(),
    leaveReview: () => this.recordProperty.leave(),
  }, this.waits.track);
  /** The properties as board-props.ts read and checked them at the last update (wrong ones: their default). */
  private props: CheckedProps = checkProps({}).values;
  private readonly starter = new BoardStarter(this, this.machine, () => this.props, () => this.effectiveLang, this.waits.track);
  private readonly propNotices = new PropNotices(this, this.machine, this.waits.track);
  /** The later parts (Phase 3 prompts, the log, notices…): the statechart fetches them after the first render. */
  private readonly later = new LaterLoader(() => this.machine.snap, (e) => this.input.send(e), this.waits.track, () => this.renderRoot as ShadowRoot);
  /** Animation, highlights and the keyboard's focus, around and after each render. */
  private readonly afterRender = new AfterRender(this, {
    shown: () => this.records.feature?.shown() ?? this.state, state: () => this.state, highlights: () => this.props.highlights,
    later: () => this.later.parts, track: this.waits.track,
  });
  private readonly recordProperty = new RecordProperty({
    record: () => (this.props.record ?? null) as GameRecord | null,
    readonly: () => this.props.readonly,
    clear: () => {
      this.record = null;
    },
  }, this.machine);

  /** The current engine GameState (full, unfiltered), or null before a game starts. */
  get state(): GameState | null {
    return this.machine.snap?.context.game ?? null;
  }

  /** Starts a new game from the current attributes (and `scenario`). */
  newGame(): void {
    this.starter.newGame();
  }

  /**
   * Sends a move for the current decision (for hosts that drive the board: bots, network play,
   * benchmarks). Returns whether the engine accepted it; a refused move fires `quetzal-error`.
   */
  play(move: Move): boolean {
    const before = this.machine.snap?.context.log.length;
    if (before === undefined) return false;
    this.machine.send({ type: 'MOVE', move });
    return (this.machine.snap?.context.log.length ?? 0) > before;
  }

  /**
   * The current game as a game record (its options, seed included, and every move): save it, send
   * it, give it to `importRecord` or `record`. Throws if the game cannot be recorded (one started
   * from `position`), and before the records feature has loaded: `await board.recordsReady` first.
   */
  exportRecord(): GameRecord {
    const feature = this.records.feature;
    if (!feature) throw new Error('the records feature is not loaded yet: await board.recordsReady first');
    return feature.exportRecord();
  }

  /**
   * Replaces the game with a game record: JSON text, an object, or a share link (or its code). The
   * record is checked (replayed) first: a bad one changes nothing, shows what is wrong and where
   * (e.g. `moves[12]: …`) and fires `quetzal-error`. Never throws. An older record version is
   * migrated, and a notice says so. Before the records feature has loaded (see `recordsReady`), it loads
   * it first: then the game changes (or the error shows) a moment later, and `updateComplete` waits for it.
   */
  importRecord(record: unknown): void {
    void this.records.with((f) => f.importRecord(record));
  }

  /**
   * Takes back the last move of the person at the device, when the undo rule allows it: their own
   * moves only, never across another seat's move or anything random or hidden (a roll, a draw), so
   * undo cannot re-roll. Returns whether a move is being taken back (the game changes by the next
   * `updateComplete`); if not, a notice says why. Before the records feature has loaded (see
   * `recordsReady`) it returns false and changes nothing.
   */
  undo(): boolean {
    return this.records.step('undo');
  }

  /**
   * Plays again the move the same person took back last. Returns whether it does; if not, a notice says
   * why. Before the records feature has loaded (see `recordsReady`) it returns false.
   */
  redo(): boolean {
    return this.records.step('redo');
  }

  /**
   * Resolves once the records feature (auto-save and resume, undo / redo, export / import, share links,
   * the replay view) has loaded and the board has rendered with it. It is a separate chunk, fetched
   * when there is a save or a share link to resume, at the first move, when the browser is idle, or on
   * first use; reading `recordsReady` fetches it now. `exportRecord()` needs it (it throws before);
   * `undo()` and `redo()` return false before it. Rejects if the chunk cannot be fetched.
   */
  get recordsReady(): Promise<void> {
    return this.records.load().then(() => this.updateComplete).then(() => undefined);
  }

  /** Waits for the parts being fetched and the statechart to settle (a start, a resume, an undo), and the update they bring. */
  protected override getUpdateComplete(): Promise<boolean> {
    return this.waits.settle(() => super.getUpdateComplete());
  }

  // ---------------------------------------------------------------- lifecycle

  override connectedCallback(): void {
    super.connectedCallback();
    if (this.starter.isLazy() && !this.machine.running) this.starter.seen();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.starter.stop();
    // The computers' worker ends with the board; back in the page, the next decision starts a new one.
    this.bots.terminate();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (!this.isConnected) return;
    const lang = this.effectiveLang;
    const { values, problems } = checkProps(this);
    this.props = values;
    // A new language: its strings first (the board speaks English until they arrive).
    const strings = changed.has('lang') ? loadLang(lang) : null;
    if (strings) this.waits.track(strings.then(() => this.requestUpdate()));
    const startedWell = this.starter.propsChanged(changed, problems);
    if (startedWell !== null) this.propNotices.say(problems, startedWell, lang);
    // Before rendering, not after: what it tells the statechart is drawn by this update, not by a second one.
    this.recordProperty.sync();
  }

  protected override update(changed: PropertyValues<this>): void {
    this.afterRender.render(() => super.update(changed));
  }

  private get effectiveLang(): Lang {
    return langOf(this);
  }

  // ---------------------------------------------------------------- what the statechart says

  private onSnapshot(snap: BoardSnapshot, prev: BoardSnapshot | null): void {
    const turn = (s: BoardSnapshot | null) => !!s?.matches({ live: { playing: { turn: 'handOver' } } });
    // The cover came: its button has the focus, for the next person to take the device.
    if (turn(snap) && !turn(prev)) void this.updateComplete.then(() => this.renderRoot.querySelector<HTMLElement>('.handover [data-action="continue"]')?.focus());
  }

  // ---------------------------------------------------------------- render

  protected override render() {
    const lang = this.effectiveLang;
    const tr = translator(lang);
    const snap = this.machine.snap;
    const replay = this.records.replayView(lang);
    if (replay) return replay;
    if (snap?.matches('failed') && snap.context.failure) return failedView(lang, tr, snap.context.failure, () => this.input.send({ type: 'RETRY' }));
    if (!snap?.context.game || !snap.matches('live')) return pendingView();
    const seats = snap.context.humans.includes(false) ? partIfLoaded<typeof Seats>('seats') : null;
    const thinking = snap.context.thinking;
    const thinkingName = thinking?.seat === null || thinking === null ? null : snap.context.game.seats[thinking.seat]?.name ?? '';
    const later = this.later.parts;
    return gameView(lang, tr, snap, this.input.actions, {
      recordsBar: this.records.toolbar(lang, tr, !this.props.readonly, later?.recordsBar ?? null),
      dialogs: this.records.dialogs(lang),
      coverUndo: this.records.coverUndo(lang),
      thinkingLine: seats ? seats.thinkingLine(lang, thinkingName) : nothing,
      thinkingLabel: seats ? seats.botsText(lang, 'bot_thinkingShort') : null,
      recordsText: this.records.feature ? (key, params) => this.records.feature!.text(key, params) : null,
      later,
      retryLater: this.later.failed ? this.later.load : null,
      firstPaint: this.afterRender.firstPaint,
      firstScreen: this.afterRender.firstScreen,
      belowFold: this.afterRender.belowFold,
    }, this.props.readonly, this.chrome, this.noHint);
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'quetzal-board': QuetzalBoard;
  }
}
