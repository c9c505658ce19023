/** <aztec-board>: Aztec for 3–6 seats on one device, on the kit's board (the element's JSDoc is on its class). */
import { storageKey } from './save-key.js';
import { LitElement, html, nothing, type PropertyValues } from 'lit';
import { BoardHost } from '../../../kit/board/board-host.js';
import { createBoardMachine, mayUndo } from '../../../kit/board/board-machine.js';
import { sameGame } from '../../../kit/records/game-history.js';
import { DEFAULT_BOARD_TIMING, type BoardEmitted, type BoardStart, type BoardTiming, type ReviewOpened } from '../../../kit/board/board-types.js';
import { computerActor, hintActor } from '../../../kit/board/computer-actors.js';
import { turnStateOf } from '../../../kit/board/turn-state.js';
import { abandonPart, loadPart } from '../../../kit/ui/lazy-parts.js';
import type { GameHistory } from '../../../kit/records/game-history.js';
import type { ReplaySource } from './records-feature.js';
import type { AztecClients } from './computer-clients.js';
import { boardLang, translator, type BoardLang } from '../../../kit/i18n/translator.js';
import { fromPromise } from 'xstate';
import type { AztecRecord } from '../records/index.js';
import type { StorageIssue } from '../../../kit/records/storage.js';
import type { EarlierGame } from '../../../kit/records/earlier-games.js';
import { defaultStorage } from '../../../kit/records/browser-storage.js';
import { SLOT_HELD } from '../../../kit/records/save-claims.js';
import { scoreBreakdown } from '../scoring.js';
import { ROUNDS } from '../data.js';
import type { AztecOptions } from '../setup.js';
import type { AztecEvent, AztecMove, AztecPublicMove, AztecState, AztecStep } from '../types.js';
import { viewFor } from '../view.js';
import { aztecModule } from './aztec-module.js';
import { boardStringsEn } from './board-strings.js';
import {
  cover, header, jewelSprite, log, notice, prompt, seats, sharedLink, table, type Ending, type LiveState, type Tr, type ViewActions,
} from './board-view.js';
import { aztecBoardStyles } from './aztec-board.styles.js';
import { partStringsEn } from './parts/parts-strings.js';
import { startFrom, TIMING_ATTRIBUTES, timingFrom, type StartProblem } from './start-config.js';
import { fire } from './events.js';
import { markHighlights } from './highlights.js';
import type { LazyStart } from '../../../kit/ui/lazy-start.js';
import { addStyles } from '../../../kit/ui/add-styles.js';
import type { AztecScenario } from '../scenario.js';
import type { AztecRuleSet } from '../rules.js';
import { checkRuleSet } from '../rules-check.js';

const machine = createBoardMachine(aztecModule);
type Machine = typeof machine;

/**
 * The records (save, resume, export, earlier games): a chunk of their own, fetched at the first save. Each
 * chunk is a kit part (kit/ui/lazy-parts.ts): one fetch per page, and one that failed is fetched again at
 * the next need.
 */
type Records = typeof import('./records-feature.js');
let records: Records | null = null;
const RECORDS_PART = 'aztec-records';
const loadRecords = () => loadPart<Records>(RECORDS_PART, () => import('./records-feature.js')).then((m) => (records = m));

/** A replay as the statechart shows it (public frames, each step's public move and events). */
type Opened = ReviewOpened<AztecState, AztecEvent>;

/** Whether anything is kept under this storage key (read without the records chunk). */
function hasSave(key: string): boolean {
  try {
    return defaultStorage()?.getItem(key) != null;
  } catch {
    return false;
  }
}

/** The ending (game-over screen, replay): a chunk of its own, fetched in the last round or when a replay opens. */
let ending: Ending | null = null;
/** The last fetch asked for (a render's `updateComplete` waits for it). */
let endingChunk: Promise<Ending> | null = null;
const loadEnding = () => (endingChunk = loadPart<Ending>('aztec-ending', () => import('./ending-views.js')).then((m) => (ending = m)));

/**
 * The narration (narration.ts: the log's sentences, a step explained, their strings): a chunk of its own,
 * fetched just after a game's first paint (its first screen has nothing to narrate), or by a render that
 * has something to narrate before it came (a resumed game), which waits for it. A failed fetch is tried again.
 */
let narration: typeof import('./narration.js') | null = null;
let narrationChunk: Promise<unknown> | null = null;
const loadNarration = () => (narrationChunk = loadPart<typeof narration>('aztec-narration', () => import('./narration.js')).then((m) => { narration = m; }, () => undefined));

/** French: a chunk of its own, fetched once, before the first French board shows. */
type French = typeof import('./strings-fr.js');
let french: French | null = null;
const loadFrench = () => loadPart<French>('aztec-french', () => import('./strings-fr.js')).then((m) => (french = m));

/**
 * The motion chunk (motion/aztec-motion.ts), fetched after the first paint of a game (never on the first
 * screen's path; a failed fetch is tried again at the next phase): then each render goes through it, and
 * it animates what the render changed.
 */
let motion: typeof import('./motion/aztec-motion.js') | null = null;
let motionAsked = false;

const ATTRIBUTES = ['players', 'seats', 'names', 'seed', 'scenario', 'rules', 'noHandover'] as const;
/** What sets the pauses (told to the statechart at once, never a new game), and whether anyone plays. */
const TIMING_PROPS = ['timing', 'readonly', ...TIMING_ATTRIBUTES.map((a) => a[0])] as const;
/** The problems those can have (a first start waits for them to be set right). */
const TIMING_PROBLEMS: readonly string[] = ['timing', ...TIMING_ATTRIBUTES.map((a) => a[1])];

/**
 * <aztec-board>: a playable Aztec table for 3–6 seats on one device — people passing it round behind a
 * hand-over cover for their secret picks and tokens, computers thinking meanwhile in the bots' worker —
 * on the kit's board statechart (kit/board/board-machine.ts) with Aztec's module. It draws snapshots of
 * the statechart and sends it events; every rule question is the engine's.
 *
 * ```html
 * <script type="module" src="quetzal-board/aztec-board"></script>
 * <aztec-board seats="human:Ann, human:Bob, bot-medium, bot-hard"></aztec-board>
 * ```
 *
 * @attr {"on" | "off"} animations - `off`: every step shows at once, without animation (as under `prefers-reduced-motion`). By default (`on`) what each step changes is animated — the picks served from the temple onto the cards, a revealed card turning over, jewels flying to the stash that gains them, markers moving along the cursed-stone track, counters counting, tokens and Artifacts coming in —, in the game and at each step of its replay, purely visually: the board is already in its final state and never waits for an animation. Only what the device's view shows is animated, nothing behind the hand-over cover. Another value is told (`aztec-error`, `property: 'animations'`) and changes nothing.
 * @fires aztec-move - A move was played. detail: `{ seat, move, events, by }` as a spectator sees them: a pick or a token names its seat, never what it chose, until every seat has chosen (`collected`, `tokensShown` events). `by`: `person`, `computer`, `table` or `redo`.
 * @fires aztec-phase-change - The round's step or the round changed (also when a game starts: a host's signal that the board has a game). detail: `{ step, round }` (`collect`, `token`, `reveal`, `artifact`, `curses`, `endRound`, `gameOver`).
 * @fires aztec-undo - A person took back their last choice. detail: `{ seat }`.
 * @fires aztec-save-error - The game can no longer be kept for good (storage full or unavailable, or another board of the page saves under the same `save-key`): it goes on in memory. detail: `{ code, message }` (`QUOTA`, `UNAVAILABLE`, `WRITE_FAILED`, `NOT_SERIALIZABLE`).
 * @fires aztec-share - Share made a link to the game so far as a spectator sees it. detail: `{ url }` (this page's address with `#aztec=<code>`).
 * @fires aztec-game-over - The game ended. detail: `{ scores }` (the engine's score lines).
 * @fires aztec-error - A wrong attribute (`code: 'BAD_ATTRIBUTE'`, `property` names it; nothing changes), a rule-set the checker refuses (`BAD_RULESET`, `property: 'rules'`), a refused move (the engine's code), or a game that could not start. detail: `{ code, message, property? }`.
 *
 * @csspart frame - The outer frame.
 * @csspart header - The round, its steps and who reveals first.
 * @csspart table - The temple, the Curse cards, the Artifact deck and the cursed-stone track.
 * @csspart prompt - What the holder of the device decides now, or what the board waits for.
 * @csspart reveal - What the last table step did: a reveal explained case by case.
 * @csspart seats - The players' panels.
 * @csspart log - The game log.
 * @csspart earlier - The earlier games (each game another one replaced, newest first), folded under their title, each with Bring back.
 * @csspart handover - The pass-and-play cover.
 * @csspart notice - A notice (a refusal, a computer's trouble, a game put aside, a save that could not be read) with Retry, Bring it back or Dismiss.
 * @csspart error - The inline error shown for wrong attributes.
 * @csspart scores - The final scores.
 * @csspart replay - The replay's controls and what the move shown did.
 *
 * @cssprop [--az-background=#2a2118] - Behind the board (temple stone at night).
 * @cssprop [--az-surface=#f4ead8] - Panels.
 * @cssprop [--az-ink=#2a1d12] - Text.
 * @cssprop [--az-accent=#1a6b51] - Buttons (jade).
 * @cssprop [--az-gold=#d9a326] - Highlights.
 * @cssprop [--az-focus=#1c7ed6] - Keyboard focus ring.
 * @cssprop [--az-blue=#2f6fd6] - Blue jewels.
 * @cssprop [--az-yellow=#e8b822] - Yellow jewels.
 * @cssprop [--az-red=#c8322b] - Red jewels.
 * @cssprop [--az-seat-0=#c4562f] - Seat 1's colour (and --az-seat-1 … --az-seat-5).
 * @cssprop [--az-pointer=#e0115f] - The outline of what `highlights` points at.
 */
export class AztecBoard extends LitElement {
  static override styles = aztecBoardStyles;
  static override properties = {
    players: { type: String }, seats: { type: String }, names: { type: String }, seed: { type: String },
    lang: { type: String, reflect: true }, saveKey: { type: String, attribute: 'save-key' },
    src: { type: String }, at: { type: Number }, record: { attribute: false },
    loading: { type: String }, noSave: { type: Boolean, attribute: 'no-save' },
    scenario: { attribute: false }, highlights: { attribute: false }, timing: { attribute: false }, moveGuard: { attribute: false }, noHandover: { type: Boolean, attribute: 'no-handover' },
    noHint: { type: Boolean, attribute: 'no-hint' },
    readonly: { type: Boolean, reflect: true }, inputGuard: { attribute: 'input-guard' }, rules: { attribute: false },
    botDelay: { attribute: 'bot-delay' }, botThinkMs: { attribute: 'bot-think-ms' },
  };

  /** The number of seats, 3–6, all people (pass-and-play), when `seats` is not given. */
  players: string | null = null;
  /** Who sits where: `human[:name]`, `bot-easy`, `bot-medium`, `bot-hard`, comma-separated (3–6). */
  seats: string | null = null;
  /** Comma-separated names, one per seat (else "Player 2", "Computer (hard)"). */
  names: string | null = null;
  /** The seed of every shuffle: the same seed and choices give the same game. */
  seed: string | null = null;
  /** `en` or `fr` (a BCP 47 tag; others fall back to English). */
  override lang = '';
  /** Where the game is kept between visits (`aztec-board:<save-key>` in localStorage). */
  saveKey = 'default';
  /**
   * Fixes cards, Characters, stashes, stones, Artifacts, the round and the first player (the engine's
   * AztecScenario): for lessons and articles. Checked by the engine when the game is set up; a scenario it
   * refuses is shown inline and told (`aztec-error`), and changes nothing.
   */
  scenario: AztecScenario | null = null;
  /**
   * The printed values to play under: an `aztec-rules` document (the README's "Aztec's rule-set format"),
   * so a host corrects the printed game without code; null: the shipped rule-set. Checked when a game
   * starts (a change starts a new one, the game on screen put aside); one the checker refuses is shown
   * inline and told (`aztec-error`, `code: 'BAD_RULESET'`, `property: 'rules'`), and changes nothing. A
   * save made under other rules is not resumed (it goes to the earlier games).
   */
  rules: unknown = null;
  /**
   * A host's (a lesson's) filter on a person's moves, and on the table's step a person starts with Next (a
   * reveal, the curses, the round's end): a string refuses it with those words, shown as the board's
   * notice; null lets it through to the statechart, which checks it against the rules.
   */
  moveGuard: ((move: AztecMove) => string | null) | null = null;
  /**
   * What to point at, as keys: `seat:N`, `temple`, `curses`, `stone-track`, `artifact-deck`, `prompt`, `reveal`
   * (a lesson's pointers). Unknown keys point at nothing.
   */
  highlights: string[] = [];
  /**
   * A diagram: a game record (a full one, or a spectator record), shown as a spectator sees it, position by
   * position, at move `at` — for an article. Checked as every record is; a bad one is shown inline and
   * told (`aztec-error`, `property: 'record'`).
   */
  record: unknown = null;
  /** The same, from a JSON file's address. */
  src: string | null = null;
  /** The move a diagram opens at (0: the start; default: its end). */
  at: number | null = null;
  /** Keep nothing in the browser's storage and resume nothing (a lesson, a demo that must start afresh). */
  noSave = false;
  /**
   * `lazy`: nothing is built until the board comes near the viewport (a board far down an article);
   * `eager`: at once. Default: lazy when `readonly` (a diagram), else eager. Another value is shown inline
   * and told (`aztec-error`, `property: 'loading'`).
   */
  loading: string | null = null;
  /** The lazy start's watcher (a chunk of its own, fetched only for `loading="lazy"`). */
  private lazyStart: LazyStart | null = null;
  private lazyChunk: Promise<unknown> | null = null;
  /** No hand-over cover even with several people at the device (a lesson; a host that shows each seat its own screen). */
  noHandover = false;
  /**
   * Hides the Hint button (a quiz, a tournament table). Without it, a person deciding sees Hint: the move
   * the medium computer would make in their seat, from their seat's view only, with its reason.
   */
  noHint = false;
  /**
   * A board nobody plays (an article's table, a spectator's screen): the game as a spectator sees it, no
   * hand shown, no computer thinking, no table step; it stands still until `readonly` is turned off, and
   * goes on from there. It never resumes a saved game.
   */
  readonly = false;
  /**
   * After a person's tap, click or key counts, more are ignored this long (ms, 0–5000; default 250), so a
   * double tap makes one choice; 0: only input aimed at a position already gone is ignored. A script's
   * `click()` is exact and never held back. From the next tap on; a wrong value is shown inline and told
   * (`aztec-error`, `property: 'input-guard'`).
   */
  inputGuard: string | number | null = null;
  /** The least time a computer's choice takes to appear, in ms (0–60000; default 450): time for people to see who acts. As `input-guard`, from the next one. */
  botDelay: string | number | null = null;
  /** A computer's thinking budget, in ms (10–60000; default 250); past a deadline it decides on the page. As `input-guard`, from the next one. */
  botThinkMs: string | number | null = null;
  /**
   * The board's pauses and deadlines in ms (kit/board/board-types.ts BoardTiming), for a slower tutorial or
   * a faster test; the attributes above win over it. From the next pause on; a wrong field is shown inline
   * and told (`aztec-error`, `property: 'timing'`), and changes nothing.
   */
  timing: Partial<BoardTiming> = {};

  constructor() {
    super();
    // Seen first (capture), before the clicked control's own handler sends its event.
    this.addEventListener('click', (e) => { this.byHand = e.isTrusted; }, true);
  }

  private problem: StartProblem | null = null;
  /** Whether the last click in the board was a person's (a script's `click()` is not): the commit pause holds back only a hand's. */
  private byHand = true;
  /** This board's computers' clients (computer-clients.ts, a chunk fetched at the first computer's turn; fetched again after a failure). */
  private clients: Promise<AztecClients> | null = null;
  private readonly computerClients = () => (this.clients ??= loadPart<typeof import('./computer-clients.js')>('aztec-computers', () => import('./computer-clients.js'))
    .then((m) => m.aztecClients(), (e: unknown) => { this.clients = null; throw e; }));
  private readonly board = new BoardHost<Machine>(this, machine.provide({
    actors: {
      computer: computerActor<AztecState>('aztec', this.computerClients, () => this.timingThink()),
      hint: hintActor<AztecState>(async (view) => (await loadPart<typeof import('./hint-feature.js')>('aztec-hint', () => import('./hint-feature.js'))).wordedHint(view, this.tr)),
      // The records chunk only when something is saved: a first visit's first screen does not wait for it.
      // The replay's frames: the game so far, a diagram's record or `src` (a bad one names its property), or a link's.
      openReview: fromPromise(async ({ input }) => await (await loadRecords()).openReplay(input.record as ReplaySource | null, input.history) as Opened),
      resume: fromPromise(async ({ input, signal }) => {
        if (this.noSave || !hasSave(storageKey(this.key))) return null;
        // The statechart stopped waiting (its deadline): a fetch that hangs is given up, and asked again by Retry.
        signal.addEventListener('abort', () => abandonPart(RECORDS_PART));
        const r = await loadRecords();
        this.watchTabs(r);
        const saved = r.savedGame(this.key, input.seats.length, input.options.rules);
        this.damagedSave = saved.damaged;
        this.showEarlier();
        return saved.record;
      }),
    },
    actions: {
      // In order: every save waits for the same chunk, then runs in the order the moves came.
      save: ({ context }) => {
        const history = context.history;
        const key = this.key;
        if (history && !this.noSave) {
          void loadRecords().then((r) => {
            this.watchTabs(r);
            this.saved(r.saveGame(key, history, this));
          }, this.unsaved);
        }
      },
    },
  }), (e) => this.tell(e as BoardEmitted<AztecMove, AztecEvent>));

  private get language(): BoardLang {
    return boardLang(this.lang || this.closest('[lang]')?.getAttribute('lang') || 'en');
  }

  private get tr(): Tr {
    const fr = french;
    return translator(this.language,
      { en: boardStringsEn, fr: fr?.boardStringsFr ?? boardStringsEn },
      { en: partStringsEn, fr: fr?.partStringsFr ?? partStringsEn },
      ...(narration ? [{ en: narration.narrateStringsEn, fr: fr?.narrateStringsFr ?? narration.narrateStringsEn }] : []),
      ...(ending ? [ending.endingStrings] : []),
      ...(records ? [records.earlierStrings] : [])) as Tr;
  }

  /** The game as a spectator sees it (null before it starts): no hidden card, no pick not yet shown. */
  get state(): AztecState | null {
    const h = this.board.snapshot?.context.history;
    return h ? viewFor(h.state, null) : null;
  }

  /** The whole game's record (the seed and every pick included: for saving or relaying it, not for showing); null before a game. */
  async exportRecord(): Promise<AztecRecord | null> {
    const h = this.board.snapshot?.context.history;
    return h ? (await loadRecords()).recordOf(h) : null;
  }

  /**
   * Plays a person's move as the host's script (a lesson's, a relay's): the statechart takes it as a tap's,
   * with the same checks. Returns null when it was played, else why not (the engine's words, or that the
   * seat does not decide now); nothing changes then.
   */
  play(move: AztecMove): string | null {
    const before = this.board.snapshot?.context.version;
    this.board.send({ type: 'MOVE', move });
    const after = this.board.snapshot?.context;
    if (after && after.version !== before) return null;
    return (after?.notice?.params?.message as string | undefined) ?? 'no game is being played';
  }

  /**
   * A link to the game so far as a spectator sees it (no seed, no card order, no choice not yet shown):
   * this page's address with `#aztec=<code>`, which a board opens as a replay. Copied to the clipboard
   * where the page may, and shown to copy by hand; fires `aztec-share`. Null before a game.
   */
  async share(): Promise<string | null> {
    const history = this.board.snapshot?.context.history;
    if (!history) return null;
    const { url, copied } = await (await loadRecords()).shareLink(history);
    this.shared = { url, copied };
    this.requestUpdate();
    fire(this, 'aztec-share', { url });
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLInputElement>('.share-url')?.focus();
    return url;
  }

  /** The game so far, position by position, as a spectator saw it. */
  async replay(): Promise<void> {
    if (!this.board.snapshot?.context.history) return;
    this.board.send({ type: 'REVIEW', record: null, fromGame: true, index: -1 });
    await this.updateComplete;
  }

  /** Plays the table's waiting step now (a reveal, the curses, the round's end), as Next does. Returns whether one was played. */
  next(): boolean {
    const before = this.board.snapshot?.context.version;
    this.board.send({ type: 'NEXT' });
    return this.board.snapshot?.context.version !== before;
  }

  /**
   * A new game from the attributes as they are now: the same seats, a new deal unless `seed` sets one (the
   * game on screen goes to the earlier games). Play again, at the game's end, always deals anew.
   */
  newGame(): void {
    this.begin(false);
  }

  /** The game just put aside by another, unfinished: the notice that brings it back. */
  private putAsideRecord: AztecRecord | null = null;
  /** Why the saved game could not be read (it is kept aside), shown once over the new game. */
  private damagedSave: string | null = null;

  /** Stops watching the save for another tab's writes (set once the records chunk watches it). */
  private unwatch: (() => void) | null = null;
  /** Another tab wrote this board's save: nothing is saved here until the person chooses which game goes on. */
  private elsewhere = false;

  private watchTabs(r: Records): void {
    this.unwatch ??= r.watchOtherTabs(this.key, () => {
      this.elsewhere = true;
      this.requestUpdate();
    });
  }

  /** The other tab's game goes on here (this one put aside); one that does not read is kept aside, and this one goes on. */
  private loadTheirs(): void {
    const saved = records!.takeTheirs(this.key);
    this.elsewhere = false;
    if (saved.record) return this.begin(false, saved.record);
    this.damagedSave = saved.damaged;
    const history = this.board.snapshot?.context.history;
    if (history) this.saved(records!.saveGame(this.key, history, this));
    this.requestUpdate();
  }

  /** This tab's game goes on, written over the other's (which goes to the earlier games). */
  private keepMine(): void {
    const history = this.board.snapshot?.context.history;
    this.elsewhere = false;
    if (history) this.saved(records!.keepMine(this.key, history, this));
    this.showEarlier();
  }

  /** The earlier games as the records chunk keeps them (none before it has come). */
  private get earlier(): readonly EarlierGame<AztecRecord>[] {
    return records?.earlierGames(this.key, !this.noSave).list ?? [];
  }

  /** The earlier games changed (or were read): drawn again. */
  private showEarlier(): void {
    this.requestUpdate();
  }

  /** Brings back an earlier game (an index in the list, or the record just put aside); the game on screen is put aside in its place. */
  private bringBack(which: number | AztecRecord): void {
    const list = records?.earlierGames(this.key, !this.noSave);
    const index = typeof which === 'number' ? which : list?.list.findIndex((e) => e.record === which) ?? -1;
    const record = list?.list[index]?.record;
    this.putAsideRecord = null;
    if (record) {
      // The statechart replays it: one that does not is refused with its reason, the game on screen stays,
      // and the record stays in the list (it leaves the list only once it is the game on screen).
      this.board.send({ type: 'RESTORE', record });
      void this.board.settled().then(() => {
        const now = this.board.snapshot?.context.history;
        if (now && sameGame(now, record)) list!.take(index);
        this.showEarlier();
      });
    }
    this.showEarlier();
  }

  /** A game with moves about to be replaced (the statechart's `replaced`) goes to the earlier games; an unfinished one is offered back at once. */
  private putAside(history: GameHistory<AztecState, AztecMove, AztecOptions>): void {
    void loadRecords().then((r) => {
      const kept = r.putAside(this.key, !this.noSave, history);
      this.putAsideRecord = kept && !kept.over ? kept.record : null;
      this.showEarlier();
    }, this.unsaved);
  }

  /** The records chunk could not be fetched: the game is not kept for now (said); the next save fetches it again. */
  private readonly unsaved = (e: unknown) => this.saved({ code: 'WRITE_FAILED', message: `the records part could not be fetched (${String((e as Error)?.message ?? e)})` });

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    // (Its worker ends with it; back on a page, the next computer's turn starts another.)
    void this.clients?.then((c) => c.worker.terminate(), () => undefined);
    this.clients = null;
    this.unwatch?.();
    this.unwatch = null;
    // (A save still on its way claims the slot for a board no longer on the page: a claim that does not hold.)
    records?.releaseSlot(this.key, this);
  }

  /** Why the game is not kept for good (told once per new reason, and shown), or null when it is. */
  private saveIssue: StorageIssue | null = null;

  private saved(issue: StorageIssue | null): void {
    if (issue === this.saveIssue || (issue && issue.code === this.saveIssue?.code && issue.message === this.saveIssue.message)) return;
    this.saveIssue = issue;
    if (issue) fire(this, 'aztec-save-error', { code: issue.code, message: issue.message });
    this.requestUpdate();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    // Nothing is started before the board is first seen (loading="lazy"), nor before its French has come.
    const first = !this.started;
    if (first || changed.has('loading')) {
      if (this.loading !== null && this.loading !== 'lazy' && this.loading !== 'eager') {
        return this.refuse({ property: 'loading', message: this.tr('err_loading', { value: typeof this.loading === 'string' ? this.loading : typeof this.loading }) });
      }
      if (this.problem?.property === 'loading') this.problem = null;
    }
    if (first && (this.loading === 'lazy' || (this.loading === null && this.readonly)) && !this.lazyStart?.watch()) {
      this.lazyChunk ??= import('../../../kit/ui/lazy-start.js').then((m) => {
        this.lazyStart = new m.LazyStart(this, () => this.requestUpdate());
        this.requestUpdate();
      });
      return;
    }
    if (this.language === 'fr' && !french) {
      // (French that cannot be fetched: the board shows in English rather than not at all; asked again at the next start.)
      const shown = () => { this.waitingForFrench = false; this.requestUpdate(); };
      if (!this.waitingForFrench) void loadFrench().then(shown, shown);
      this.waitingForFrench = true;
      return;
    }
    // The earlier games kept beside the save, shown once the records chunk has read them.
    if (first && !this.noSave && hasSave(`${storageKey(this.key)}:earlier`)) void loadRecords().then(() => this.showEarlier());
    this.started = true;
    // (A wrong pause held the first start back: set right, the board starts as it would have.)
    let fresh = first;
    if (TIMING_PROPS.some((p) => changed.has(p))) {
      const held = TIMING_PROBLEMS.includes(this.problem?.property ?? '') && !this.board.snapshot?.context.history;
      const timing = this.timingNow();
      if ('message' in timing) return;
      fresh ||= held;
      this.board.send({ type: 'TIMING', timing });
      if (!fresh && changed.has('readonly')) this.board.send({ type: 'INTERACTIVE', on: !this.readonly });
    }
    if (this.record !== null || this.src) {
      if (fresh || changed.has('record') || changed.has('src')) this.openDiagram();
      else if (changed.has('at')) this.board.send({ type: 'REVIEW_GO', index: this.at ?? Number.MAX_SAFE_INTEGER });
      return;
    }
    if (fresh && /[#&]aztec=/.test(location.hash)) {
      void this.openLinkFromAddress();
      return;
    }
    if (fresh || ATTRIBUTES.some((a) => changed.has(a))) this.begin(fresh);
  }

  /** Whether the last render had something to narrate before the narration chunk came (updateComplete waits for it then). */
  private narrationWanted = false;
  /** Whether the ending's styles are in this board's shadow root. */
  private endingStyled = false;
  /** Whether the board has started its first game (or opened its link). */
  private started = false;
  private waitingForFrench = false;
  /** The diagram's record (given, or fetched from `src`) as a replay at `at`, opened by the statechart (a bad one is told and shown, naming its property). */
  private openDiagram(): void {
    const source: ReplaySource = { diagram: { record: this.record, src: this.src } };
    this.board.send({ type: 'REVIEW', record: source, fromGame: false, index: this.at ?? -1 });
  }

  /** The page's address holds a shared game (`#aztec=<code>`): its replay (or, for a whole record, the game to go on with). */
  private async openLinkFromAddress(): Promise<void> {
    try {
      const opened = (await loadRecords()).openLink(location.hash);
      if (opened.kind === 'spectator') this.board.send({ type: 'REVIEW', record: { replay: opened.replay } satisfies ReplaySource, fromGame: false });
      else this.begin(false, opened.record);
    } catch (e) {
      const message = (e as Error).message;
      fire(this, 'aztec-error', { code: (e as { code?: string }).code ?? 'BAD_LINK', message, property: 'link' });
      this.begin(true);
      this.linkProblem = message;
    }
  }

  /** Why the address's link could not be opened (shown once over the new game). */
  private linkProblem: string | null = null;

  /** The last link Share made (cleared by Dismiss). */
  private shared: { url: string; copied: boolean } | null = null;
  /** The host's guard's words for the last move it refused (cleared by the next move let through). */
  private guardRefusal: string | null = null;

  /** Each render: through the motion chunk once it has come (it measures the DOM before the render, animates it after). */
  protected override update(changed: PropertyValues<this>): void {
    if (motion) motion.around(this, this.board, () => super.update(changed));
    else super.update(changed);
  }

  /**
   * The statechart settled (a save read, a replay opened: BoardHost's `settled`), and also the ending's
   * chunk while it is on its way (fetched for the last round, or by a render of the replay or the
   * game-over screen, which waits for it), and the narration's when the last render had something to
   * narrate without it; then the render each brings.
   */
  protected override async getUpdateComplete(): Promise<boolean> {
    // (A save being read, a replay being opened: the board settles first.)
    await this.board.settled();
    const done = await super.getUpdateComplete();
    const coming = (!ending && endingChunk) || (this.narrationWanted && !narration && narrationChunk);
    return coming ? coming.then(() => this.getUpdateComplete(), () => done) : done;
  }

  protected override updated(): void {
    markHighlights(this.renderRoot, this.highlights);
    this.moveFocus();
  }

  /** Where the board's state was at the last render, and who held the device: a change moves the focus. */
  private shownTurn = '';

  /**
   * A new turn on screen (the cover, a person's prompt, the passing screen) takes the focus to its first
   * thing — the cover's button, the prompt's title — so that a keyboard or a screen reader starts there;
   * only when the focus was on this board or nowhere (never taken from the host page).
   */
  private moveFocus(): void {
    const live = this.renderRoot.querySelector<HTMLElement>('.frame')?.dataset.live ?? (this.renderRoot.querySelector('.cover') ? 'handOver' : '');
    // No game on screen yet (the blank first frame, an error, the replay): the turn shown first is no
    // change, so a page that opens with a board neither scrolls to it nor loses its focus.
    if (!live) return;
    const turn = `${live}:${this.board.snapshot?.context.viewer}:${this.board.snapshot?.context.version}`;
    if (turn === this.shownTurn) return;
    const before = this.shownTurn;
    this.shownTurn = turn;
    if (!before || !['handOver', 'person', 'passing'].includes(live)) return;
    const active = document.activeElement;
    if (active && active !== document.body && active !== this) return;
    const target = ['.cover [data-action="continue"]', '[data-action="pass"]', '.prompt-title']
      .map((sel) => this.renderRoot.querySelector<HTMLElement>(sel)).find((el) => el !== null);
    if (target?.matches('.prompt-title')) target.tabIndex = -1;
    target?.focus();
  }

  /** The host's `moveGuard` asked of a person's move (or the table's step Next starts): its words shown when it refuses. */
  private hostAllows(move: AztecMove | null): boolean {
    this.guardRefusal = (move && this.moveGuard?.(move)) ?? null;
    this.requestUpdate();
    return this.guardRefusal === null;
  }

  /** The table's step waiting now (Next plays it), or null. */
  private tableStep(): AztecMove | null {
    const history = this.board.snapshot?.context.history;
    return history ? aztecModule.engine.tableMove(history.state) : null;
  }

  private timingThink(): number {
    return this.board.snapshot?.context.timing.botThinkMs ?? DEFAULT_BOARD_TIMING.botThinkMs;
  }

  private get key(): string {
    return this.saveKey || 'default';
  }

  /** A wrong attribute: shown inline instead of the board, and told; nothing changes. */
  private refuse(problem: StartProblem, code = 'BAD_ATTRIBUTE'): void {
    this.problem = problem;
    fire(this, 'aztec-error', { code, message: problem.message, property: problem.property });
  }

  /** The pauses the `timing` property and the attributes ask for, or their problem, told. */
  private timingNow(): Partial<BoardTiming> | StartProblem {
    const read = timingFrom(this.timing, this, this.tr);
    if ('message' in read) this.refuse(read as StartProblem);
    else if (TIMING_PROBLEMS.includes(this.problem?.property ?? '')) this.problem = null;
    return read;
  }

  /** Reads the attributes and starts the statechart on them; a wrong one is told and changes nothing. */
  private begin(resume: boolean, record?: AztecRecord): void {
    const read = startFrom({ players: this.players, seats: this.seats, names: this.names, seed: this.seed }, this.tr);
    const timing = this.timingNow();
    if ('message' in timing) return;
    if ('problem' in read) return this.refuse(read.problem);
    let rules: AztecRuleSet | null = null;
    try {
      rules = this.rules === null ? null : checkRuleSet(this.rules);
    } catch (e) {
      return this.refuse({ property: 'rules', message: this.tr('err_rules', { message: (e as Error).message }) }, 'BAD_RULESET');
    }
    this.problem = null;
    const start: BoardStart<AztecOptions> = {
      ...read.start, resume: resume && !this.scenario && !this.readonly, interactive: !this.readonly, timing,
    };
    if (this.scenario) start.options = { ...start.options, scenario: this.scenario };
    if (rules) start.options = { ...start.options, rules };
    if (this.noHandover) start.handOver = false;
    if (record) {
      start.record = record;
      start.seats = start.seats.length === record.options.seats?.length ? start.seats : (record.options.seats ?? []).map(() => 'person' as const);
    }
    if (!resume && this.seed === null) start.options = { ...start.options, seed: undefined } as AztecOptions;
    this.board.send({ type: 'START', input: start });
  }

  private tell(e: BoardEmitted<AztecMove, AztecEvent>): void {
    switch (e.type) {
      case 'move':
        // (This board sends no host's move of its own: its `play()` is a person's, so `by` is never `host`.)
        fire(this, 'aztec-move', { seat: e.seat, move: e.move as unknown as AztecPublicMove, events: e.events, by: e.by as Exclude<typeof e.by, 'host'> });
        break;
      case 'phase':
        // A game has started (or moved on): the motion chunk, after the paint of its render — a task queued
        // from the next animation frame runs after that frame's paint (a hidden page: once it shows).
        if (!motionAsked) {
          motionAsked = true;
          requestAnimationFrame(() => setTimeout(() => {
            void loadNarration().then(() => narration && this.requestUpdate());
            import('./motion/aztec-motion.js').then((m) => { motion = m; }, () => { motionAsked = false; });
          }));
        }
        fire(this, 'aztec-phase-change', { step: e.phase as AztecStep, round: e.round ?? 1 });
        break;
      case 'undo':
        fire(this, 'aztec-undo', { seat: e.seat });
        break;
      case 'replaced':
        this.putAside(e.history as GameHistory<AztecState, AztecMove, AztecOptions>);
        break;
      case 'gameOver':
        if (this.state) fire(this, 'aztec-game-over', { scores: scoreBreakdown(this.state) });
        break;
      case 'error':
        fire(this, 'aztec-error', { code: e.code, message: e.message, ...(e.property ? { property: e.property } : {}) });
        break;
    }
  }

  /** What a tap adds to its event: the version it was made on, and whether a hand made it (kit TapInput). */
  private tap() {
    return { at: this.board.snapshot?.context.version, trusted: this.byHand };
  }

  private readonly act: ViewActions = {
    play: (move) => {
      if (this.hostAllows(move)) this.board.send({ type: 'MOVE', move, ...this.tap() });
    },
    draft: (value) => this.board.send({ type: 'DRAFT', value }),
    send: (type) => {
      // Play again (as Quetzal's): the same table, shuffled again; `newGame()` reads the attributes instead.
      if (type === 'NEW_GAME') this.board.send({ type: 'RESTART' });
      else if (type === 'SHARE') void this.share();
      else if (type === 'REPLAY') void this.replay();
      else if (type !== 'NEXT' || this.hostAllows(this.tableStep())) this.board.send({ type, ...this.tap() } as never);
    },
    can: (type) => {
      const ctx = this.board.snapshot?.context;
      return type === 'UNDO' ? !!ctx && mayUndo(aztecModule, ctx) : !this.noHint && this.board.can({ type });
    },
  };

  protected override render() {
    if (this.waitingForFrench || (!this.started && !this.problem)) return html`<div class="frame pending" part="frame"></div>`;
    const tr = this.tr;
    if (this.problem) {
      return html`<div class="frame" part="frame"><div class="error" part="error" role="alert"><h2>${tr('err_title')}</h2><p>${this.problem.message}</p></div></div>`;
    }
    const snap = this.board.snapshot;
    const ctx = snap?.context;
    if (!ending && (snap?.matches('reviewing') || (ctx?.history && ctx.history.state.round >= ROUNDS))) {
      void loadEnding().then(() => this.requestUpdate());
    }
    if (ending && this.renderRoot instanceof ShadowRoot && !this.endingStyled) {
      this.endingStyled = true;
      addStyles(this.renderRoot, ending.endingStyles, 'ending');
    }
    if (snap?.matches('reviewing')) {
      // (The replay being read, or its chunk on its way: a frame that says it is busy.)
      if (!ending || !ctx?.review) return html`<div class="frame pending" part="frame" aria-busy="true"></div>`;
      return ending.replayView(ctx.review, tr, {
        go: (index) => this.board.send({ type: 'REVIEW_GO', index }),
        back: () => this.board.send({ type: 'BACK_TO_GAME' }),
        play: (on) => this.board.send({ type: on ? 'REVIEW_PLAY' : 'REVIEW_PAUSE' }),
        playing: snap.matches({ reviewing: 'autoplay' }),
      });
    }
    if (!snap || !ctx?.history || snap.matches('failed')) {
      const failed = snap?.matches('failed') ? ctx?.failure : null;
      // (A replay given by the host that does not read names the property at fault, as a wrong attribute.)
      return html`<div class="frame" part="frame">${failed
        ? html`<div class="error" part="error" role="alert"><h2>${tr('err_title')}</h2><p>${failed.property ? failed.message : tr((failed.key ?? 'err_start') as 'err_start', { message: failed.message })}</p>
          ${failed.retryable ? html`<button class="secondary" data-action="retry" @click=${() => this.board.send({ type: 'RETRY' })}>${tr('retry')}</button>` : nothing}</div>` : nothing}</div>`;
    }
    const live = turnStateOf(snap.value) ?? 'routing';
    const view = viewFor(ctx.history.state, ctx.viewer);
    // Something to narrate before the narration came: drawn without it, and again once it is here.
    this.narrationWanted = ctx.log.length > 0 && !narration;
    if (this.narrationWanted) void loadNarration().then(() => narration && this.requestUpdate());
    const stepPanel = narration?.stepPanel ?? (() => nothing);
    if (live === 'handOver') {
      const next = view.decision.seats.find((s) => ctx.seats[s] === 'person') ?? 0;
      // Behind the cover only what a spectator may see: the round, a notice that offers the whole table
      // something (a save to Retry, a computer stalled: never a seat's own), and what the last public step did.
      const tableNotice = ctx.notice?.actions?.length ? notice(ctx.notice, view, tr, this.act) : nothing;
      return html`<div class="frame covered" part="frame">${header(view, tr)}${tableNotice}${cover(view, next, tr, this.act)}${stepPanel(ctx, null, tr)}</div>`;
    }
    return html`<div class="frame" part="frame" data-live=${live}>
      ${jewelSprite}
      ${header(view, tr)}
      ${this.saveIssue ? html`<div class="notice info" part="notice" role="status" data-notice="save">${tr(this.saveIssue === SLOT_HELD ? 'save_held' : `save_${this.saveIssue.code}`)}</div>` : nothing}
      ${this.linkProblem ? html`<div class="notice error" part="notice" role="alert" data-notice="bad-link">${tr('bad_link', { message: this.linkProblem })}</div>` : nothing}
      ${this.damagedSave && records ? html`<div class="notice error" part="notice" role="alert" data-notice="damaged-save">${tr('save_damaged', { message: this.damagedSave })}
        <button class="link" @click=${() => { this.damagedSave = null; this.requestUpdate(); }}>${tr('dismiss')}</button></div>` : nothing}
      ${this.elsewhere && records ? records.elsewhereNotice(tr, () => this.loadTheirs(), () => this.keepMine()) : nothing}
      ${this.putAsideRecord && records ? records.putAsideNotice(tr, () => this.bringBack(this.putAsideRecord!), () => { this.putAsideRecord = null; this.requestUpdate(); }, tr('dismiss')) : nothing}
      ${sharedLink(this.shared?.url ?? null, this.shared?.copied ?? false, tr, () => { this.shared = null; this.requestUpdate(); })}
      ${this.guardRefusal ? html`<div class="notice info" part="notice" role="status" data-notice="guard">${this.guardRefusal}</div>` : notice(ctx.notice, view, tr, this.act)}
      <div class="layout">
        <div class="main">${prompt(live, ctx, view, tr, this.act, ending)}${stepPanel(ctx, ctx.viewer, tr)}${table(view, tr)}</div>
        <div class="side">${seats(ctx, view, tr)}${log(narration?.logLines(ctx, ctx.viewer, tr) ?? [], tr)}${records?.earlierList(this.earlier, tr, this.language, (i) => this.bringBack(i)) ?? nothing}</div>
      </div>
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'aztec-board': AztecBoard;
  }
}
