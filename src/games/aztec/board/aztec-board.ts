/** <aztec-board>: Aztec for 3–6 seats on one device, on the kit's board (the element's JSDoc is on its class). */
import { LitElement, html, nothing, type PropertyValues } from 'lit';
import { ComputersClient } from '../../../kit/bots/bot-client.js';
import { ComputersRegistry } from '../../../kit/bots/computers-registry.js';
import { BoardHost } from '../../../kit/board/board-host.js';
import { createBoardMachine, mayUndo } from '../../../kit/board/board-machine.js';
import type { BoardEmitted, BoardStart, BoardTiming } from '../../../kit/board/board-types.js';
import { computerActor, hintActor } from '../../../kit/board/computer-actors.js';
import { boardLang, translator, type BoardLang } from '../../../kit/i18n/translator.js';
import { fromPromise } from 'xstate';
import type { AztecRecord } from '../records/index.js';
import { scoreBreakdown } from '../scoring.js';
import type { AztecOptions } from '../setup.js';
import type { AztecEvent, AztecMove, AztecPublicMove, AztecState } from '../types.js';
import { viewFor } from '../view.js';
import { aztecModule } from './aztec-module.js';
import { boardStringsEn } from './board-strings.js';
import { cover, header, jewelSprite, log, logLines, notice, prompt, seats, stepPanel, table, type LiveState, type Tr, type ViewActions } from './board-view.js';
import { aztecBoardStyles } from './aztec-board.styles.js';
import { narrateStringsEn } from './narrate-strings.js';
import { partStringsEn } from './parts/parts-strings.js';
import { startFrom, type StartProblem } from './start-config.js';
import { fire } from './events.js';

const machine = createBoardMachine(aztecModule);
type Machine = typeof machine;

/** The computers, on the page (a chunk of their own, loaded at the first need) and in the bots' one worker. */
const computers = new ComputersRegistry({ aztec: () => import('../bots/index.js') });
const loadBots = () => import('../bots/index.js');
/** The records (save, resume, export): a chunk of their own, fetched at the first save. */
let recordsChunk: Promise<typeof import('./records-feature.js')> | null = null;
const loadRecords = () => (recordsChunk ??= import('./records-feature.js'));

/** French: a chunk of its own, fetched once, before the first French board shows. */
type French = typeof import('./strings-fr.js');
let french: French | null = null;
let frenchChunk: Promise<French> | null = null;
const loadFrench = () => (frenchChunk ??= import('./strings-fr.js').then((m) => (french = m)));

const ATTRIBUTES = ['players', 'seats', 'names', 'seed'] as const;

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
 * @fires aztec-move - A move was played. detail: `{ seat, move, events, by }` as a spectator sees them: a pick or a token names its seat, never what it chose, until every seat has chosen (`collected`, `tokensShown` events). `by`: `person`, `computer` or `table`.
 * @fires aztec-undo - A person took back their last choice. detail: `{ seat }`.
 * @fires aztec-game-over - The game ended. detail: `{ scores }` (the engine's score lines).
 * @fires aztec-error - A wrong attribute (`code: 'BAD_ATTRIBUTE'`, `property` names it; nothing changes), a refused move (the engine's code), or a game that could not start. detail: `{ code, message, property? }`.
 *
 * @csspart frame - The outer frame.
 * @csspart header - The round, its steps and who reveals first.
 * @csspart table - The temple, the Curse cards, the Artifact deck and the cursed-stone track.
 * @csspart prompt - What the holder of the device decides now, or what the board waits for.
 * @csspart reveal - What the last table step did: a reveal explained case by case.
 * @csspart seats - The players' panels.
 * @csspart log - The game log.
 * @csspart handover - The pass-and-play cover.
 * @csspart notice - A notice (a refusal, a computer's trouble) with Retry or Dismiss.
 * @csspart error - The inline error shown for wrong attributes.
 * @csspart scores - The final scores.
 *
 * @cssprop [--az-background=#2a2118] - Behind the board (temple stone at night).
 * @cssprop [--az-surface=#f4ead8] - Panels.
 * @cssprop [--az-ink=#2a1d12] - Text.
 * @cssprop [--az-accent=#1f7a5c] - Buttons (jade).
 * @cssprop [--az-gold=#d9a326] - Highlights.
 * @cssprop [--az-focus=#1c7ed6] - Keyboard focus ring.
 * @cssprop [--az-blue=#2f6fd6] - Blue jewels.
 * @cssprop [--az-yellow=#e8b822] - Yellow jewels.
 * @cssprop [--az-red=#c8322b] - Red jewels.
 * @cssprop [--az-seat-0=#c0392b] - Seat 1's colour (and --az-seat-1 … --az-seat-5).
 */
export class AztecBoard extends LitElement {
  static override styles = aztecBoardStyles;
  static override properties = {
    players: { type: String }, seats: { type: String }, names: { type: String }, seed: { type: String },
    lang: { type: String, reflect: true }, saveKey: { type: String, attribute: 'save-key' },
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
  /** The board's pauses and deadlines in ms (kit/board/board-types.ts BoardTiming), for a slower tutorial or a faster test; read at each start. */
  timing: Partial<BoardTiming> = {};

  private problem: StartProblem | null = null;
  private readonly worker = new ComputersClient({ computers, workerUrl: new URL('../../../entries/bot-worker.js', import.meta.url) });
  private readonly page = new ComputersClient({ computers, useWorker: false });
  private readonly board = new BoardHost<Machine>(this, machine.provide({
    actors: {
      computer: computerActor<AztecState>('aztec', this.worker, this.page, () => this.timingThink()),
      hint: hintActor<AztecState>(async (view) => (await loadBots()).hint(view, { seed: view.round })),
      resume: fromPromise(async ({ input }) => (await loadRecords()).savedGame(this.key, input.seats.length)),
    },
    actions: {
      // In order: every save waits for the same chunk, then runs in the order the moves came.
      save: ({ context }) => {
        const history = context.history;
        const key = this.key;
        if (history) void loadRecords().then((r) => r.saveGame(key, history));
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
      { en: narrateStringsEn, fr: fr?.narrateStringsFr ?? narrateStringsEn }) as Tr;
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

  /** A new game with the same seats and a new deal. */
  newGame(): void {
    this.begin(false);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.worker.terminate();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (this.language === 'fr' && !french) {
      // Nothing shows in English first: the board starts (and draws) once its French has come.
      const resume = !this.hasUpdated || this.waitingForFrench === 'resume';
      if (!this.waitingForFrench) void loadFrench().then(() => { this.waitingForFrench = null; this.begin(resume); this.requestUpdate(); });
      this.waitingForFrench = resume ? 'resume' : 'new';
      return;
    }
    if (!this.hasUpdated || ATTRIBUTES.some((a) => changed.has(a))) this.begin(!this.hasUpdated);
  }

  private waitingForFrench: 'resume' | 'new' | null = null;

  private timingThink(): number {
    return this.board.snapshot?.context.timing.botThinkMs ?? 250;
  }

  private get key(): string {
    return this.saveKey || 'default';
  }

  /** Reads the attributes and starts the statechart on them; a wrong one is told and changes nothing. */
  private begin(resume: boolean): void {
    const read = startFrom({ players: this.players, seats: this.seats, names: this.names, seed: this.seed }, this.tr);
    if ('problem' in read) {
      this.problem = read.problem;
      fire(this, 'aztec-error', { code: 'BAD_ATTRIBUTE', message: read.problem.message, property: read.problem.property });
      return;
    }
    this.problem = null;
    const start: BoardStart<AztecOptions> = { ...read.start, resume, timing: { ...this.timing } };
    if (!resume && this.seed === null) start.options = { ...start.options, seed: undefined } as AztecOptions;
    this.board.send({ type: 'START', input: start });
  }

  private tell(e: BoardEmitted<AztecMove, AztecEvent>): void {
    switch (e.type) {
      case 'moved':
        fire(this, 'aztec-move', { seat: e.seat, move: e.move as unknown as AztecPublicMove, events: e.events, by: e.by });
        break;
      case 'undone':
        fire(this, 'aztec-undo', { seat: e.seat });
        break;
      case 'gameOver':
        if (this.state) fire(this, 'aztec-game-over', { scores: scoreBreakdown(this.state) });
        break;
      case 'refused':
      case 'failed':
        fire(this, 'aztec-error', { code: e.code, message: e.message });
        break;
    }
  }

  private readonly act: ViewActions = {
    play: (move) => this.board.send({ type: 'MOVE', move, at: this.board.snapshot?.context.version }),
    draft: (value) => this.board.send({ type: 'DRAFT', value }),
    send: (type) => (type === 'NEW_GAME' ? this.newGame() : this.board.send({ type })),
    can: (type) => {
      const ctx = this.board.snapshot?.context;
      return type === 'UNDO' ? !!ctx && mayUndo(aztecModule, ctx) : this.board.can({ type });
    },
  };

  protected override render() {
    if (this.waitingForFrench) return html`<div class="frame" part="frame"></div>`;
    const tr = this.tr;
    if (this.problem) {
      return html`<div class="frame" part="frame"><div class="error" part="error" role="alert"><h2>${tr('err_title')}</h2><p>${this.problem.message}</p></div></div>`;
    }
    const snap = this.board.snapshot;
    const ctx = snap?.context;
    if (!snap || !ctx?.history) {
      const failed = snap?.matches('failed') ? ctx?.failure : null;
      return html`<div class="frame" part="frame">${failed
        ? html`<div class="error" part="error" role="alert"><h2>${tr('err_title')}</h2><p>${tr('err_start', { message: failed.message })}</p></div>` : nothing}</div>`;
    }
    const live = ((snap.value as { live?: LiveState }).live ?? 'routing') as LiveState;
    const view = viewFor(ctx.history.state, ctx.holder);
    if (live === 'cover') {
      const next = view.decision.seats.find((s) => ctx.seats[s] === 'person') ?? 0;
      // Behind the cover only what a spectator may see: the round, and what the last public step did.
      return html`<div class="frame covered" part="frame">${header(view, tr)}${cover(view, next, tr, this.act)}${stepPanel(ctx, null, tr)}</div>`;
    }
    return html`<div class="frame" part="frame" data-live=${live}>
      ${jewelSprite}
      ${header(view, tr)}
      ${notice(ctx.notice, view, tr, this.act)}
      <div class="layout">
        <div class="main">${prompt(live, ctx, view, tr, this.act)}${stepPanel(ctx, ctx.holder, tr)}${table(view, tr)}</div>
        <div class="side">${seats(ctx, view, tr)}${log(logLines(ctx, ctx.holder, tr), tr)}</div>
      </div>
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'aztec-board': AztecBoard;
  }
}
