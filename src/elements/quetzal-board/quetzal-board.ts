/**
 * <quetzal-board>: a playable Quetzal table for 2–5 people on one device (pass-and-play), the
 * 2-player Automaton included.
 *
 * The element only renders: the rules engine (src/rules) decides everything and the statechart
 * (src/machine) runs the flow. Each element owns one actor of `quetzalMachine`; it renders the
 * viewer's view of the game (`viewFor`), highlights the targets the engine accepts (`checkMove`),
 * and sends the person's choices as MOVE events.
 */
import { LitElement, html, nothing, type PropertyValues } from 'lit';
import { keyed } from 'lit/directives/keyed.js';
import { createActor, type Actor, type SnapshotFrom } from 'xstate';
import {
  AUTOMATON, RuleError, checkMove, data, exchangeMoves, newGame, scoreBreakdown, viewFor,
  type Face, type GameState, type MeepleColor, type Move, type PlaceLocation, type Scenario, type ScoreLine,
} from '../../rules/index.js';
import { quetzalMachine, withSeed, type QuetzalInput } from '../../machine/quetzal-machine.js';
import type { GameRecord } from '../../records/index.js';
// The styles before the strings and the parts: the bundle compresses better in this order.
import { styles } from './quetzal-board.styles.js';
import { recordsBarStyles } from './records-bar.styles.js';
import { RecordsLoader } from './records-loader.js';
import { resolveLang, t, type Lang } from '../../i18n/index.js';
import { emit } from './events.js';
import { translator, type PartContext } from './parts/common.js';
import { boardMap, type TargetInfo } from './parts/board-map.js';
import { seatPanels, type RollInfo } from './parts/seat-panel.js';
import { decisionPrompt } from './parts/decision-prompt.js';
import { entrySentences, gameLog } from './parts/game-log.js';
import { handOverCover } from './parts/hand-over.js';
import type { SummaryRow } from './parts/score-table.js';
// Chunks of their own, imported when first needed: lazy-start.ts (`loading="lazy"`, readonly boards),
// diagram.ts (`position`, `src`), highlighter.ts (`highlights`) and the records feature (records-loader.ts).
import type { LazyStart } from './lazy-start.js';
import type * as Diagram from './diagram.js';
import type * as Highlighter from './highlighter.js';
// Computer players: seats.ts (`seats`, the "thinking" indicator) when `seats` is set, then bot-driver.ts (and
// the bots, their worker) only when a seat is a computer.
import type * as Seats from './seats.js';
import type { SeatSpec } from './seats.js';
import type { BotDriver } from './bot-driver.js';
import type { Strength } from '../../bots/index.js';

type Snapshot = SnapshotFrom<typeof quetzalMachine>;

/** Reads a `highlights` attribute: keys separated by spaces or commas. */
const highlightsFromAttribute = (value: string | null): string[] => (value ?? '').split(/[\s,]+/).filter(Boolean);

/** Properties whose change starts a new game. */
const GAME_PROPS = ['players', 'names', 'seed', 'scenario', 'noHandover', 'position', 'seats'] as const;

/** Placement targets, in board order: key, location, space. */
function targetList(game: GameState): { key: string; location: PlaceLocation; space?: number }[] {
  const b = game.board;
  return [
    { key: 'camp', location: 'camp' },
    { key: 'stela', location: 'stela' },
    ...b.templeSpaces.map((_, space) => ({ key: `temple:${space}`, location: 'temple' as const, space })),
    { key: 'quarry', location: 'quarry' },
    { key: 'small_temple', location: 'small_temple' },
    { key: 'ruins', location: 'ruins' },
    { key: 'black_market', location: 'black_market' },
    ...b.villageSpaces.map((_, space) => ({ key: `village:${space}`, location: 'village' as const, space })),
    { key: 'harbor', location: 'harbor' },
    ...b.ships.map((_, space) => ({ key: `ship:${space}`, location: 'ship' as const, space })),
  ];
}

interface Target extends TargetInfo {
  /** The move to send, or null when the person must pick a colour first. */
  move: Move | null;
  colors: MeepleColor[];
}

/**
 * A playable board of Quetzal: The City of Sacred Birds.
 *
 * @tagname quetzal-board
 * @summary Pass-and-play Quetzal for 2–5 players, the Automaton at 2.
 *
 * @fires quetzal-move - A move was applied. detail: `{ move, events }` (engine GameEvents).
 * @fires quetzal-phase-change - The phase or round changed. detail: `{ phase, round }`.
 * @fires quetzal-game-over - The game ended. detail: `{ scores }` (engine ScoreLine[]).
 * @fires quetzal-error - Bad attributes, a scenario the engine refuses, or a refused move. detail: `{ code, message }`.
 *   Also a game record that cannot be loaded (import, share link, save, `record`): `code` is a RecordError code;
 *   and `LOAD_FAILED` when a part of the board loaded on demand (records, diagrams, highlights, computer players) cannot be fetched; `BOT_FAILED` if a computer player fails.
 * @fires quetzal-save-error - Auto-save stopped working (storage full or unavailable): the game goes on in memory. detail: `{ code, message }` (`QUOTA`, `UNAVAILABLE`, `WRITE_FAILED`, `NOT_SERIALIZABLE`).
 *
 * @csspart frame - The outer frame holding everything.
 * @csspart board - The game board (locations, tracks, score column).
 * @csspart seats - The players' panels.
 * @csspart prompt - The current decision's prompt and buttons.
 * @csspart log - The game log.
 * @csspart scores - The round summary and final score tables.
 * @csspart error - The inline error shown for invalid attributes.
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
 * @cssprop [--quetzal-radius=10px] - Corner radius.
 * @cssprop [--quetzal-seat-1=#c0392b] - Seat 1 colour (red).
 * @cssprop [--quetzal-seat-2=#d9a21b] - Seat 2 colour (yellow).
 * @cssprop [--quetzal-seat-3=#2e8b57] - Seat 3 colour (green).
 * @cssprop [--quetzal-seat-4=#2f6fb5] - Seat 4 colour (blue).
 * @cssprop [--quetzal-seat-5=#8e44ad] - Seat 5 colour (purple).
 * @cssprop [--quetzal-automaton=#5d5d66] - The 2-player Automaton's colour.
 * @cssprop [--quetzal-pointer=#e0115f] - Outline of what `highlights` points at (tutorials, diagrams).
 * @cssprop [--quetzal-pending-height=420px] - Height kept for a lazy board before it starts.
 */
export class QuetzalBoard extends LitElement {
  static override styles = [styles, recordsBarStyles];
  /**
   * The reactive properties (Lit `static properties` rather than decorators: the bundle is smaller
   * without them). Each is documented where it is declared below; the internal state has no attribute.
   */
  static override properties = {
    players: { type: Number, reflect: true },
    names: { reflect: true },
    seed: { reflect: true },
    lang: { reflect: true },
    readonly: { type: Boolean, reflect: true },
    noHandover: { type: Boolean, reflect: true, attribute: 'no-handover' },
    noSave: { type: Boolean, reflect: true, attribute: 'no-save' },
    scenario: { attribute: false },
    position: { attribute: false },
    src: { reflect: true },
    loading: { reflect: true },
    highlights: { converter: { fromAttribute: highlightsFromAttribute } },
    seats: {},
    botIterations: { type: Number, attribute: 'bot-iterations' },
    botDelay: { type: Number, attribute: 'bot-delay' },
    moveGuard: { attribute: false },
    record: { attribute: false },
    snap: { attribute: false },
    failure: { attribute: false },
    selection: { attribute: false },
    colorChoice: { attribute: false },
    guardHint: { attribute: false },
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
  /** Turns the pass-and-play cover off (everyone sees the deciding seat's hand). */
  noHandover = false;
  /**
   * Turns auto-save off: the game is neither resumed from nor written to localStorage (tutorials,
   * several boards without ids on one page). Readonly boards never save anyway. Share links still load.
   */
  noSave = false;
  /** An engine Scenario (fixed deck, rolls, coins…) for tests and tutorials; applied by the next new game. */
  scenario?: Scenario;
  /**
   * A full engine GameState to start from instead of a new game: with `readonly`, a diagram of that
   * position; otherwise play goes on from it. Checked first: a state the board cannot read shows an
   * inline error and fires `quetzal-error` (code `BAD_POSITION`).
   */
  position?: GameState;
  /**
   * URL of a JSON file to show: an engine GameState (becomes `position`) or a game record
   * (`"format": "quetzal-record"`, given to `record`). A failed fetch (`FETCH_FAILED`) or invalid JSON
   * (`BAD_JSON`) shows an inline error and fires `quetzal-error`.
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
   * `stat:2:score`, `action:roll` (the scheme is documented in `highlights.ts`). As an attribute:
   * keys separated by spaces or commas. Drawn as a strong outline that pulses (still under reduced motion).
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
   * Playouts per decision of the hard computer players (default 1,000; 1–1,000,000): lower is faster
   * and weaker. Read at each decision; a bad value shows the inline error and fires `quetzal-error` when a
   * game with `seats` starts.
   */
  botIterations?: number;
  /**
   * The least time in ms between a computer's turn coming and its move showing, so the people can
   * follow (default 600, 250 under `prefers-reduced-motion`; 0: as soon as it is chosen).
   */
  botDelay?: number;

  private snap: Snapshot | null = null;
  private failure: { code: string; message: string } | null = null;
  private selection: ReadonlySet<number> = new Set();
  private colorChoice: { key: string; colors: MeepleColor[] } | null = null;

  private actor: Actor<typeof quetzalMachine> | null = null;
  private saved: QuetzalInput | null = null;
  private seenLog = 0;
  private lastPhase = '';
  private lastError: unknown = null;
  private lastSeat: number | null = null;
  private wasHandOver = false;
  private guardHint: { text: string; n: number } | null = null;
  /** Watches a lazy board come near the viewport (its chunk is imported by the first lazy board). */
  private lazy: LazyStart | null = null;
  /** `src` being loaded, or what it turned out to be. */
  private srcState: { url: string; kind: 'loading' | 'position' | 'record' } | null = null;
  /** Chunks being fetched: `updateComplete` waits for them (and for the update they bring). */
  private readonly waits = new Set<Promise<void>>();
  /** The diagram and highlights modules, once loaded. */
  private diagram: typeof Diagram | null = null;
  private highlighter: typeof Highlighter | null = null;
  /** The seats chunk and the computer players' driver (bot-driver.ts), once loaded; `botPlan`: each seat's strength, null for a person. */
  private seatsFeature: typeof Seats | null = null;
  private bots: BotDriver | null = null;
  private botPlan: (Strength | null)[] | null = null;
  /** Chunks imported or being imported, by name. */
  private readonly chunks = new Map<string, Promise<unknown>>();
  /** Game records (a chunk of their own): history, auto-save, undo / redo, export / import, share links, replay. */
  private readonly records = new RecordsLoader(this, {
    actor: () => this.actor,
    start: (input) => this.startGame(input),
    newGame: () => this.newGame(),
    readonly: () => this.readonly,
    saving: () => !this.readonly && !this.noSave,
    handOver: () => !this.noHandover,
    lang: () => this.effectiveLang,
    fail: (code, message) => this.fail(code, message),
    clearRecord: () => {
      this.record = null;
    },
  }, (p) => this.fetchChunk(p), (p) => this.track(p));

  /** The current engine GameState (full, unfiltered), or null before a game starts. */
  get state(): GameState | null {
    return this.snap?.context.game ?? null;
  }

  /** Starts a new game from the current attributes (and `scenario`). */
  newGame(): void {
    this.saved = null;
    this.startGame();
  }

  /**
   * Sends a move for the current decision (for hosts that drive the board: bots, network play,
   * benchmarks). Returns whether the engine accepted it; a refused move fires `quetzal-error`.
   */
  play(move: Move): boolean {
    if (!this.actor) return false;
    const before = this.actor.getSnapshot().context.log.length;
    this.actor.send({ type: 'MOVE', move });
    return this.actor.getSnapshot().context.log.length > before;
  }

  /**
   * The current game as a game record (its options, seed included, and every move): save it, send
   * it, give it to `importRecord` or `record`. Throws if the game cannot be recorded (one started
   * from `position`), and before the records feature has loaded: `await board.recordsReady` first.
   */
  exportRecord(): GameRecord {
    const feature = this.records.feature;
    if (!feature) throw new Error('the records feature is not loaded yet: await board.recordsReady first');
    return feature.controller.exportRecord();
  }

  /**
   * Replaces the game with a game record: JSON text, an object, or a share link (or its code). The
   * record is checked (replayed) first: a bad one changes nothing, shows what is wrong and where
   * (e.g. `moves[12]: …`) and fires `quetzal-error`. Never throws. An older record version is
   * migrated, and a notice says so. Before the records feature has loaded (see `recordsReady`), it loads
   * it first: then the game changes (or the error shows) a moment later, and `updateComplete` waits for it.
   */
  importRecord(record: unknown): void {
    void this.records.with((f) => f.controller.importRecord(record));
  }

  /**
   * Takes back the last move of the person at the device, when the undo rule allows it: their own
   * moves only, never across another seat's move or anything random or hidden (a roll, a draw), so
   * undo cannot re-roll. Returns whether a move was taken back; if not, a notice says why. Before the
   * records feature has loaded (see `recordsReady`) it returns false and changes nothing.
   */
  undo(): boolean {
    const feature = this.records.feature;
    if (!feature) {
      this.records.load().catch(() => {});
      return false;
    }
    return feature.controller.undo();
  }

  /**
   * Plays again the move the same person took back last. Returns whether it did; if not, a notice says
   * why. Before the records feature has loaded (see `recordsReady`) it returns false.
   */
  redo(): boolean {
    const feature = this.records.feature;
    if (!feature) {
      this.records.load().catch(() => {});
      return false;
    }
    return feature.controller.redo();
  }

  /**
   * Resolves once the records feature (auto-save and resume, undo / redo, export / import, share links,
   * the replay view) has loaded and the board has rendered with it. It is a separate chunk, fetched
   * before the first game when there is a save or a share link to resume, at the first move, when the
   * browser is idle, or on first use; reading `recordsReady` fetches it now. `exportRecord()` needs it
   * (it throws before); `undo()` and `redo()` return false before it. Rejects if the chunk cannot be fetched.
   */
  get recordsReady(): Promise<void> {
    return this.records.load().then(() => this.updateComplete).then(() => undefined);
  }

  /** Waits for the chunks being fetched (records, diagram, highlights) and the update they bring. */
  protected override async getUpdateComplete(): Promise<boolean> {
    let result = await super.getUpdateComplete();
    while (this.waits.size) {
      await Promise.all(this.waits);
      result = await super.getUpdateComplete();
    }
    return result;
  }

  /** Adds work for `updateComplete` to wait for (never rejects there). */
  private track(p: Promise<unknown>): void {
    const w = p.then(() => undefined, () => undefined);
    this.waits.add(w);
    void w.then(() => this.waits.delete(w));
  }

  /** A chunk being imported: `updateComplete` waits for it, and a failure fires `quetzal-error` (`LOAD_FAILED`). */
  private fetchChunk<M>(load: Promise<M>): Promise<M> {
    const p = load.finally(() => this.requestUpdate()).catch((e: unknown) => {
      emit(this, 'quetzal-error', { code: 'LOAD_FAILED', message: String((e as Error)?.message ?? e) });
      throw e;
    });
    this.track(p);
    return p;
  }

  /** Imports a chunk once, then hands it to `done` (one that fails stays failed for this board: no retry loop). */
  private chunk<M>(name: string, load: () => Promise<M>, done: (m: M) => void): Promise<M> {
    let p = this.chunks.get(name) as Promise<M> | undefined;
    if (!p) {
      p = this.fetchChunk(load().then((m) => {
        done(m);
        return m;
      }));
      this.chunks.set(name, p);
    }
    return p;
  }

  /** The diagram chunk: `position` checks, `src`. */
  private loadDiagram(): Promise<typeof Diagram> {
    return this.chunk('diagram', () => import('./diagram.js'), (m) => (this.diagram = m));
  }

  /** Whether a lazy board has come near the viewport (false while lazy-start.ts is being imported). */
  private seen(): boolean {
    if (this.lazy) return this.lazy.watch();
    void this.chunk('lazy', () => import('./lazy-start.js'), (m) => (this.lazy = new m.LazyStart(this, () => this.requestUpdate())));
    return false;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    // Back in the document: resume the stopped game with a fresh actor.
    if (this.saved && !this.actor) this.startGame(this.saved);
    else if (this.isLazy()) this.seen();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.lazy?.stop();
    // The computers' worker ends with the board; back in the page, the next decision starts a new one.
    this.bots?.terminate();
    if (this.actor) {
      const ctx = this.actor.getSnapshot().context;
      this.saved = { game: ctx.game, log: ctx.log, humans: ctx.humans, handOver: ctx.handOver, ...(ctx.options ? { options: ctx.options } : {}) };
      this.stopActor();
    }
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (!this.isConnected) return;
    if (changed.has('moveGuard')) this.guardHint = null;
    if (changed.has('record')) this.showRecord();
    if (this.holdStart(changed)) return;
    const gameChanged = GAME_PROPS.some((k) => changed.has(k));
    if ((gameChanged && this.hasUpdated) || (!this.actor && !this.failure)) this.startGame();
    // Before rendering, so that a computer's "thinking" shows in this very update.
    this.driveBots();
  }

  protected override updated(): void {
    const handOver = this.isHandOver();
    if (handOver && !this.wasHandOver) {
      this.renderRoot.querySelector<HTMLButtonElement>('.handover [data-action="continue"]')?.focus();
    }
    this.wasHandOver = handOver;
    const keys = this.highlights ?? [];
    if (this.highlighter) this.highlighter.highlight(this.renderRoot as ShadowRoot, keys, this.state);
    else if (keys.length) void this.chunk('highlighter', () => import('./highlighter.js'), (m) => (this.highlighter = m));
  }

  // ---------------------------------------------------------------- diagrams: lazy start and src

  private isLazy(): boolean {
    return this.loading === 'lazy' || (this.loading !== 'eager' && this.readonly);
  }

  /** True while the game must not start yet: a lazy board out of view, or `src` still loading or replayed as a record. */
  private holdStart(changed: PropertyValues<this>): boolean {
    if (!this.actor && this.isLazy() && !this.seen()) return true;
    if (!this.src) {
      this.srcState = null;
      return false;
    }
    if (changed.has('src') || this.srcState?.url !== this.src) {
      this.loadSrc(this.src).catch(() => {});
      return true;
    }
    return this.srcState.kind !== 'position';
  }

  private async loadSrc(url: string): Promise<void> {
    this.srcState = { url, kind: 'loading' };
    this.stopActor();
    this.failure = null;
    // (If the diagram chunk cannot be fetched, the board stays pending: quetzal-error LOAD_FAILED said why.)
    const got = await (await this.loadDiagram()).readSrc(url, () => this.effectiveLang);
    if (this.srcState?.url !== url || this.src !== url) return; // src changed meanwhile
    if ('code' in got) {
      this.fail(got.code, got.message);
      return;
    }
    this.srcState = { url, kind: got.kind };
    // A game record goes to the replay view (which checks it); a position starts the game.
    if (got.kind === 'record') this.record = got.json as GameRecord;
    else this.position = got.json as GameState;
  }

  // ---------------------------------------------------------------- game lifecycle

  private get effectiveLang(): Lang {
    // The property first: Lit renders before it reflects a new value to the attribute.
    const own = this.lang || this.getAttribute('lang');
    if (own) return resolveLang(own);
    const inherited = this.parentElement?.closest('[lang]')?.getAttribute('lang') ?? document.documentElement.lang;
    return resolveLang(inherited);
  }

  /** Seat names from the attributes, or an error message (`seats`: once the seats chunk has loaded). */
  private seatNames(): { names: string[] } | { error: string } {
    const lang = this.effectiveLang;
    this.botPlan = null;
    const feature = this.seatsFeature;
    if (feature && this.seats !== undefined && this.seats !== null) {
      const it = this.botIterations;
      if (it !== undefined && it !== null && feature.hardIterations(it) === undefined) {
        return { error: feature.botsText(lang, 'err_botIterations', { value: this.getAttribute('bot-iterations') ?? String(it) }) };
      }
      const plan = feature.parseSeats(this.seats, lang);
      if ('error' in plan) return plan;
      this.botPlan = plan.bots;
      return { names: plan.names };
    }
    const prop = this.players;
    const rawPlayers = prop === undefined || prop === null ? null
      : Number.isNaN(prop) ? (this.getAttribute('players') ?? 'NaN') : String(prop);
    let n: number | undefined;
    if (rawPlayers !== null) {
      n = Number(rawPlayers.trim() === '' ? NaN : rawPlayers);
      if (!Number.isInteger(n) || n < data.MIN_SEATS || n > data.MAX_SEATS) return { error: t(lang, 'err_players', { value: rawPlayers }) };
    }
    const rawNames = this.names;
    if (rawNames !== undefined && rawNames !== null) {
      const list = rawNames.split(',').map((s) => s.trim());
      if (list.some((s) => s === '')) return { error: t(lang, 'err_names_empty', { value: rawNames }) };
      if (n !== undefined && list.length !== n) return { error: t(lang, 'err_names_count', { count: list.length, players: n }) };
      if (n === undefined && (list.length < data.MIN_SEATS || list.length > data.MAX_SEATS)) {
        return { error: t(lang, 'err_players', { value: list.length }) };
      }
      return { names: list };
    }
    const count = n ?? 3;
    const base = lang === 'fr' ? 'Joueur' : 'Player';
    return { names: Array.from({ length: count }, (_, i) => `${base} ${i + 1}`) };
  }

  /** `record` changed: open it in the replay view (the records chunk, loaded first), or leave the replay it was showing. */
  private showRecord(): void {
    const feature = this.records.feature;
    if (feature) feature.showRecord(this.record);
    else if (this.record !== null && this.record !== undefined) void this.records.with(() => this.showRecord());
  }

  private startGame(restore?: QuetzalInput): void {
    this.stopActor();
    this.failure = null;
    this.selection = new Set();
    this.colorChoice = null;
    let input: QuetzalInput;
    if (restore) {
      input = restore;
      this.saved = null;
    } else if (this.position !== undefined && this.position !== null) {
      const diagram = this.diagram;
      if (!diagram) {
        // The checks come with the diagram chunk: the game starts when it has loaded.
        void this.loadDiagram();
        return;
      }
      const problem = diagram.checkPosition(this.position);
      if (problem) {
        this.fail('BAD_POSITION', diagram.diagramText(this.effectiveLang, 'diagram_badPosition', { message: problem }));
        return;
      }
      // A diagram (readonly) has nobody to hand the device to.
      input = { game: this.position, handOver: !this.noHandover && !this.readonly };
      this.botPlan = null;
    } else {
      if (this.seats !== undefined && this.seats !== null && !this.seatsFeature) {
        // `seats` is read by its chunk: the game starts when it has loaded.
        void this.chunk('seats', () => import('./seats.js'), (m) => {
          this.seatsFeature = m;
          m.adoptSeatStyles(this.renderRoot as ShadowRoot);
        });
        return;
      }
      const seats = this.seatNames();
      if ('error' in seats) {
        this.fail('BAD_ATTRIBUTE', seats.error);
        return;
      }
      const seed = this.seed === undefined || this.seed === null || this.seed === ''
        ? undefined : /^\d+$/.test(this.seed) ? Number(this.seed) : this.seed;
      try {
        const setup = { seats: seats.names, ...(seed === undefined ? {} : { seed }), ...(this.scenario ? { scenario: this.scenario } : {}) };
        // The first start resumes a shared link or the auto-save; the seed is drawn here so records keep it.
        const resumed = this.records.resumeInput(setup, !this.noHandover);
        // Something to resume, and the records chunk is on its way: start then (an empty frame meanwhile).
        if (resumed === 'wait') return;
        const options = withSeed(setup);
        input = resumed ?? { game: newGame(options), options, handOver: !this.noHandover };
      } catch (e) {
        const code = e instanceof RuleError ? e.code : 'BAD_OPTIONS';
        this.fail(code, t(this.effectiveLang, 'err_engine', { message: (e as Error).message }));
        return;
      }
    }
    input = this.withComputers(input);
    this.seenLog = input.log?.length ?? 0;
    this.lastPhase = '';
    this.lastError = null;
    this.lastSeat = null;
    const actor = createActor(quetzalMachine, { input });
    this.actor = actor;
    actor.subscribe({
      next: (snap) => this.onSnapshot(snap),
      error: (err) => this.fail('MACHINE', String((err as Error)?.message ?? err)),
    });
    actor.start();
    this.onSnapshot(actor.getSnapshot());
  }

  /**
   * Marks the computer seats of `seats` in a game's input (a new game, a resumed save, an import of as
   * many seats): they are not people, so no hand-over cover is ever shown for them, and with a single
   * person none at all (that person keeps the device).
   */
  private withComputers(input: QuetzalInput): QuetzalInput {
    const plan = this.botPlan;
    const humans = input.humans ?? (plan && plan.length === input.game?.seats.length ? plan.map((s) => s === null) : null);
    if (!humans) return input;
    return { ...input, humans, handOver: input.handOver !== false && humans.filter(Boolean).length > 1 };
  }

  /** Computer seats: at each update, the driver looks whether one must decide now (loaded first). */
  private driveBots(): void {
    const ctx = this.snap?.context;
    const active = !!ctx && ctx.humans.includes(false) && !this.readonly && (this.record ?? null) === null;
    if (this.bots) {
      if (active) this.bots.drive();
      else this.bots.stop();
      return;
    }
    if (!active) return;
    void this.chunk('bots', () => import('./bot-driver.js'), (m) => {
      this.bots = new m.BotDriver({ board: this, actor: () => this.actor, strength: (seat) => this.botPlan?.[seat] ?? 'medium' });
    });
  }

  private stopActor(): void {
    this.actor?.stop();
    this.actor = null;
    this.snap = null;
  }

  private fail(code: string, message: string): void {
    this.stopActor();
    this.failure = { code, message };
    emit(this, 'quetzal-error', { code, message });
  }

  private onSnapshot(snap: Snapshot): void {
    if (this.actor === null || snap === this.snap) return;
    const prev = this.snap;
    this.snap = snap;
    const ctx = snap.context;
    const game = ctx.game;
    this.records.sync(ctx);
    // (Only people's seats: a computer's hand is never the one shown.)
    if (game.decision.seat !== null && ctx.humans[game.decision.seat] !== false) this.lastSeat = game.decision.seat;
    // A new decision (or a restart) clears the current selection.
    if (!prev || prev.context.log.length !== ctx.log.length || prev.context.game.decision.kind !== game.decision.kind
      || prev.context.game.decision.seat !== game.decision.seat || prev.matches({ privacy: 'handOver' }) !== snap.matches({ privacy: 'handOver' })) {
      this.selection = new Set();
      this.colorChoice = null;
    }
    if (ctx.log.length < this.seenLog) this.seenLog = 0; // RESTART
    for (const entry of ctx.log.slice(this.seenLog)) emit(this, 'quetzal-move', { move: entry.move, events: entry.events });
    this.seenLog = ctx.log.length;
    const phaseKey = `${game.phase}/${game.round}`;
    if (phaseKey !== this.lastPhase) {
      this.lastPhase = phaseKey;
      emit(this, 'quetzal-phase-change', { phase: game.phase, round: game.round });
      if (game.phase === 'gameOver') emit(this, 'quetzal-game-over', { scores: scoreBreakdown(game) });
    }
    if (ctx.error && ctx.error !== this.lastError) emit(this, 'quetzal-error', { code: ctx.error.code, message: ctx.error.message });
    this.lastError = ctx.error;
  }

  // ---------------------------------------------------------------- who sees what

  private isHandOver(): boolean {
    return !!this.snap && this.snap.matches({ privacy: 'handOver' });
  }

  /** The seat whose private information may be rendered now, or null. */
  private viewerSeat(): number | null {
    const snap = this.snap;
    if (!snap || this.readonly || this.isHandOver()) return null;
    const ctx = snap.context;
    if (!ctx.handOver) {
      const seat = ctx.game.decision.seat;
      if (seat !== null && ctx.humans[seat] !== false) return seat;
      // A computer decides, or the table: the person who played last; with computers, the first person before that.
      const first = ctx.humans.indexOf(true);
      return this.lastSeat ?? (first >= 0 && ctx.humans.includes(false) ? first : null);
    }
    return ctx.viewer;
  }

  private canAct(viewer: number | null): boolean {
    const snap = this.snap;
    if (!snap || this.readonly || this.isHandOver()) return false;
    const d = snap.context.game.decision;
    if (d.kind === 'gameOver') return true;
    // The table's decisions (roll, prepare) are the people's, the computers' at a table of computers only.
    return d.seat === null ? snap.context.humans.includes(true) : d.seat === viewer;
  }

  // ---------------------------------------------------------------- actions

  private send(move: Move): void {
    const refusal = this.moveGuard?.(move) ?? null;
    if (refusal !== null) {
      // Refused by the host (a tutorial step): nothing changes, the hint says why.
      this.colorChoice = null;
      this.guardHint = { text: refusal, n: (this.guardHint?.n ?? 0) + 1 };
      return;
    }
    this.guardHint = null;
    this.selection = new Set();
    this.colorChoice = null;
    this.actor?.send({ type: 'MOVE', move });
  }

  private toggle = (id: number): void => {
    const next = new Set(this.selection);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    this.selection = next;
    this.colorChoice = null;
  };

  private clear = (): void => {
    this.selection = new Set();
    this.colorChoice = null;
  };

  private accepts = (move: Move): boolean => {
    const game = this.snap?.context.game;
    return !!game && checkMove(game, move) === null;
  };

  /** Every placement target with whether the engine accepts the selected meeples there. */
  private placementTargets(game: GameState, seat: number): Map<string, Target> {
    const ids = [...this.selection];
    const out = new Map<string, Target>();
    for (const tg of targetList(game)) {
      const base: Move = tg.space === undefined
        ? { type: 'place', seat, location: tg.location, meeples: ids }
        : { type: 'place', seat, location: tg.location, space: tg.space, meeples: ids };
      const bid = tg.location === 'ship' ? game.board.ships[tg.space!] ?? null
        : tg.location in game.board.bids ? game.board.bids[tg.location as keyof typeof game.board.bids] : null;
      const beat = bid ? bid.meeples.length : undefined;
      if (!ids.length) {
        out.set(tg.key, { legal: false, beat, move: null, colors: [] });
        continue;
      }
      if (checkMove(game, base) === null) {
        out.set(tg.key, { legal: true, beat, move: base, colors: [] });
        continue;
      }
      const colors = (['adventurer', 'archaeologist'] as const).filter((color) => checkMove(game, { ...base, color }) === null);
      out.set(tg.key, {
        legal: colors.length > 0, beat, colors: [...colors],
        move: colors.length === 1 ? { ...base, color: colors[0]! } : null,
      });
    }
    return out;
  }

  private onTarget(key: string, targets: Map<string, Target>): void {
    const tg = targets.get(key);
    if (!tg?.legal) return;
    if (tg.move) this.send(tg.move);
    else this.colorChoice = { key, colors: tg.colors };
  }

  private chooseColor(color: MeepleColor, targets: Map<string, Target>): void {
    const choice = this.colorChoice;
    const game = this.snap?.context.game;
    const d = game?.decision;
    if (!choice || !game || d?.kind !== 'place') return;
    const tg = targetList(game).find((x) => x.key === choice.key)!;
    const move: Move = { type: 'place', seat: d.seat, location: tg.location, meeples: [...this.selection], color, ...(tg.space === undefined ? {} : { space: tg.space }) };
    if (targets.get(choice.key)?.colors.includes(color)) this.send(move);
  }

  private continueHandOver = (): void => {
    this.actor?.send({ type: 'CONTINUE' });
  };

  private playAgain = (): void => {
    const game = this.snap?.context.game;
    if (!game) return;
    this.actor?.send({ type: 'RESTART', options: { seats: game.seats.map((s) => s.name) } });
  };

  // ---------------------------------------------------------------- derived views of the log

  private lastRolls(): Map<number, RollInfo> {
    const out = new Map<number, RollInfo>();
    const ctx = this.snap!.context;
    const game = ctx.game;
    if (game.phase !== 'roll' && game.phase !== 'place') return out;
    for (const entry of ctx.log) {
      if (entry.round !== game.round) continue;
      for (const e of entry.events) {
        if (e.type === 'rolled') {
          out.set(e.seat, { key: entry.index, faces: new Map(e.faces.map((f, i) => [i, f] as [number, Face])), coins: e.coins });
        } else if (e.type === 'rerolled') {
          const prev = out.get(e.seat);
          out.set(e.seat, {
            key: entry.index, faces: new Map(e.meeples.map((id, i) => [id, e.faces[i]!] as [number, Face])),
            coins: (e.tile === 'camp' ? 0 : prev?.coins ?? 0) + e.coins,
          });
        }
      }
    }
    return out;
  }

  private roundSummary(): SummaryRow[] {
    const ctx = this.snap!.context;
    const game = ctx.game;
    const rows: SummaryRow[] = game.seats.map((_, seat) => ({ seat, coins: 0, vp: 0, discovery: 0, cards: 0, delivered: 0, upgrades: 0 }));
    for (const entry of ctx.log) {
      if (entry.round !== game.round) continue;
      for (const e of entry.events) {
        if (!('seat' in e) || e.seat === AUTOMATON || !rows[e.seat]) continue;
        const r = rows[e.seat]!;
        if (e.type === 'coins') r.coins += e.amount;
        else if (e.type === 'vp') r.vp += e.amount;
        else if (e.type === 'discovery') r.discovery += e.to - e.from;
        else if (e.type === 'cardsTaken') r.cards += e.cards.length;
        else if (e.type === 'delivered') r.delivered += e.cards.length;
        else if (e.type === 'upgradeGained') r.upgrades++;
      }
    }
    return rows;
  }

  // ---------------------------------------------------------------- render

  protected override render() {
    const lang = this.effectiveLang;
    const tr = translator(lang);
    const replay = this.records.replayView(lang);
    if (replay) return replay;
    if (this.failure) {
      return html`<div class="frame error-frame" part="frame" lang=${lang}>
        <div class="error" part="error" role="alert">
          <strong>${tr('error')}</strong>
          <p>${this.failure.message}</p>
        </div>
      </div>`;
    }
    const snap = this.snap;
    // A readonly board given a record shows only its replay: nothing until the records chunk opens it.
    const replayComing = this.readonly && this.record !== null && this.record !== undefined && !this.records.feature;
    if (!snap || replayComing) return html`<div class="frame pending" part="frame"></div>`;
    const game = snap.context.game;
    const viewer = this.viewerSeat();
    const view = viewFor(game, viewer);
    const ctx: PartContext = { lang, tr, view, viewer };
    const canAct = this.canAct(viewer);
    const handOver = this.isHandOver();
    const d = game.decision;

    const targets = canAct && d.kind === 'place' ? this.placementTargets(game, d.seat) : null;
    const showTargets = targets && this.selection.size > 0 ? targets : null;
    const exchanges = canAct && d.seat !== null ? exchangeMoves(game, d.seat) : [];
    const scores: ScoreLine[] = d.kind === 'gameOver' ? scoreBreakdown(game) : [];
    const lastEntry = snap.context.log[snap.context.log.length - 1];
    const announce = lastEntry ? entrySentences(ctx, lastEntry).join(' ') : '';

    // A computer deciding: said in its seat panel and, for screen readers too, in the prompt.
    const thinking = this.bots?.thinking ?? null;
    const seatsFeature = snap.context.humans.includes(false) ? this.seatsFeature : null;
    const thinkingLine = seatsFeature ? seatsFeature.thinkingLine(lang, thinking === null ? null : game.seats[thinking]?.name ?? '') : nothing;
    const guardHint = this.guardHint ? keyed(this.guardHint.n, html`<p class="guard-hint" role="alert">${this.guardHint.text}</p>`) : nothing;
    const prompt = decisionPrompt({
      ctx, canAct, readonly: this.readonly,
      selection: this.selection, toggle: this.toggle, clear: this.clear,
      send: (m) => this.send(m), accepts: this.accepts, exchanges,
      anyTarget: !!targets && [...targets.values()].some((x) => x.legal),
      colorChoice: this.colorChoice,
      chooseColor: (c) => targets && this.chooseColor(c, targets),
      cancelColor: () => { this.colorChoice = null; },
      summary: d.kind === 'prepare' ? this.roundSummary() : [],
      scores, playAgain: this.playAgain,
      notice: guardHint === nothing && thinkingLine === nothing ? undefined : html`${guardHint}${thinkingLine}`,
    });

    const deciding = d.seat;
    const overlay = d.kind === 'prepare' || d.kind === 'gameOver';
    const recordsBar = this.records.toolbar(lang, tr, !this.readonly);
    return html`<div class="frame" part="frame" lang=${lang}>
      <div class="layout ${recordsBar === nothing ? '' : 'has-records'}" ?inert=${handOver} aria-hidden=${handOver ? 'true' : nothing}>
        <div class="side">
          <div class="side-inner">
            ${recordsBar}
            ${overlay ? nothing : prompt}
            ${seatPanels(ctx, {
              deciding, lastRoll: this.lastRolls(),
              thinking: thinking === null || !seatsFeature ? null : { seat: thinking, label: seatsFeature.botsText(lang, 'bot_thinkingShort') },
            })}
            ${gameLog(ctx, snap.context.log)}
          </div>
        </div>
        <div class="main">
          ${overlay ? html`<div class="overlay">${prompt}</div>` : nothing}
          ${boardMap(ctx, {
            targets: showTargets, selectedCount: this.selection.size, placingSeat: d.kind === 'place' ? d.seat : viewer,
            onTarget: (key) => targets && this.onTarget(key, targets),
          })}
        </div>
      </div>
      ${this.records.dialogs(lang)}
      ${handOver && d.seat !== null ? html`<div part="handover">${handOverCover(tr, d.seat, game.seats[d.seat]!.name, this.continueHandOver, this.records.coverUndo(lang))}</div>` : nothing}
      <div class="sr" role="status" aria-live="polite" aria-atomic="true" data-announce>${announce}</div>
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'quetzal-board': QuetzalBoard;
  }
}
