/**
 * RecordsController: the game records of one <quetzal-board> (a Lit ReactiveController), in the
 * records chunk (records-feature.ts creates it; records-loader.ts stands in for it until then).
 *
 * It owns the board's History (src/records/undo.ts), kept in step with the statechart's log; the
 * auto-save slot (localStorage, per board); undo and redo (the records layer's rule, applied through
 * the machine's RESTORE event); export, import and share links. It renders nothing itself: the parts
 * records-toolbar.ts draws its buttons, menu, notices and dialogs from its public state.
 *
 * Saving: every change is written after the board has rendered (idle time), and at once when the
 * board leaves the page or the page is hidden. The save is keyed by the board's `id`, else the page
 * path. A save is resumed only by a board set up the same way (same names, seed attribute and
 * scenario), so a page whose attributes changed starts a new game instead of showing a stale one.
 */
import type { ReactiveController } from 'lit';
import type { NewGameOptions } from '../../rules/index.js';
import type { LogEntry, QuetzalContext, QuetzalInput } from '../../machine/quetzal-machine.js';
import {
  RecordError, createHistory, createSaveSlot, decodeRecord, encodeRecord, historyFromRecord, historyToRecord, logFromRecord,
  play, readRecord, recordFromLog, redo, redoRefusal, replay, undo, undoRefusal,
  type GameRecord, type History, type SaveSlot, type StorageIssue,
} from '../../records/index.js';
import { moveSeat } from '../../records/schema.js';
import type { Params } from '../../i18n/index.js';
import { emit } from './events.js';
import { hashParamOf, saveKeyOf, type RecordsHost, type RecordsHostDeps } from './records-loader.js';
import { recordsText, type MessageKey } from './records-text.js';

/** What the controller needs from its board (records-loader.ts), and from the replay view. */
export interface ControllerDeps extends RecordsHostDeps {
  /** Shows a record in the replay view. */
  replay(record: GameRecord): void;
}

export type RecordsDialog = 'records' | 'share' | 'confirm';

/** A message for the person, worded at render time in the board's language. */
export interface RecordsMessage {
  key: MessageKey;
  params?: Params;
}

export interface RecordsNotice extends RecordsMessage {
  kind: 'info' | 'error';
}

/** Why undo (or redo) is refused now: the records layer's UndoRefusal, plus the board's own cases. */
export type UndoBlock =
  | 'UNAVAILABLE' | 'NOTHING_TO_UNDO' | 'TABLE_MOVE' | 'NOT_YOUR_MOVE' | 'LOCKED' | 'NOTHING_TO_REDO' | 'NOT_YOUR_REDO';

export interface UndoStatus {
  seat: number | null;
  /** null: allowed. */
  block: UndoBlock | null;
  /** The explanation when refused. */
  why: RecordsMessage | null;
}

export interface ImportProblem {
  code: string;
  path: string;
  message: string;
}

/** The fingerprint of a board's setup (32-bit FNV-1a of its JSON, 8 hex digits): a save is resumed only by the same. */
function setupHash(setup: NewGameOptions): string {
  const text = JSON.stringify({ seats: setup.seats ?? null, players: setup.players ?? null, seed: setup.seed ?? null, scenario: setup.scenario ?? null });
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(16).padStart(8, '0');
}

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

function asRecordError(e: unknown): RecordError {
  if (e instanceof RecordError) return e;
  return new RecordError('INTERNAL', e instanceof Error ? `${e.name}: ${e.message}` : String(e));
}

/** A share link's code in a pasted text: a whole link, `quetzal=…`, or the bare code. */
function linkCode(text: string): string | null {
  const m = /(?:^|[#&])quetzal(?:-[^=&#\s]*)?=([A-Za-z0-9_-][A-Za-z0-9_\s-]*)/.exec(text);
  if (m) return m[1]!;
  return /^[A-Za-z0-9_-]{16,}$/.test(text.replace(/\s+/g, '')) ? text : null;
}

export class RecordsController implements ReactiveController {
  // ------------------------------------------------------------- public state, read by the parts
  /** The game's history, or null when the game cannot be recorded (it was given as a state). */
  history: History | null = null;
  menuOpen = false;
  dialog: RecordsDialog | null = null;
  notice: RecordsNotice | null = null;
  /** The storage problem that turned saving off, or null. */
  issue: StorageIssue | null = null;
  issueDismissed = false;
  importProblem: ImportProblem | null = null;
  /** Export / share status lines in the dialogs. */
  exportStatus: RecordsMessage | null = null;
  shareLink = '';
  shareStatus: RecordsMessage | null = null;
  pasteText = '';

  private readonly host: RecordsHost;
  private readonly deps: ControllerDeps;
  private optionsRef: NewGameOptions | null | undefined = undefined;
  private slot: SaveSlot | null = null;
  private setupId = '';
  private resumeChecked = false;
  private dirty = false;
  private saveHandle: { cancel(): void } | null = null;
  /** A CSS selector to focus after the next render. */
  private focusNext: string | null = null;
  private menuWasOpen = false;

  constructor(host: RecordsHost, deps: ControllerDeps) {
    this.host = host;
    this.deps = deps;
    host.addController(this);
  }

  // ------------------------------------------------------------- lifecycle

  hostConnected(): void {
    window.addEventListener('hashchange', this.checkHash);
    window.addEventListener('pagehide', this.flushNow);
    document.addEventListener('visibilitychange', this.onVisibility);
  }

  hostDisconnected(): void {
    window.removeEventListener('hashchange', this.checkHash);
    window.removeEventListener('pagehide', this.flushNow);
    document.removeEventListener('visibilitychange', this.onVisibility);
    document.removeEventListener('pointerdown', this.onOutside, true);
    this.menuOpen = false;
    this.menuWasOpen = false;
    this.flush();
  }

  hostUpdated(): void {
    const root = this.host.renderRoot;
    const dlg = root.querySelector<HTMLDialogElement>('dialog.rec-dialog');
    if (dlg && this.dialog && !dlg.open) {
      try {
        dlg.showModal();
      } catch {
        dlg.setAttribute('open', '');
      }
      const first = dlg.querySelector<HTMLElement>('[autofocus]') ?? dlg.querySelector<HTMLElement>('button, textarea, input');
      first?.focus();
    }
    if (this.menuOpen && !this.menuWasOpen) root.querySelector<HTMLElement>('.rec-menu [role="menuitem"]')?.focus();
    if (this.menuOpen !== this.menuWasOpen) {
      if (this.menuOpen) document.addEventListener('pointerdown', this.onOutside, true);
      else document.removeEventListener('pointerdown', this.onOutside, true);
    }
    this.menuWasOpen = this.menuOpen;
    if (this.focusNext) {
      root.querySelector<HTMLElement>(this.focusNext)?.focus();
      this.focusNext = null;
    }
  }

  private onVisibility = (): void => {
    if (document.visibilityState === 'hidden') this.flush();
  };

  private flushNow = (): void => this.flush();

  private onOutside = (e: Event): void => {
    const wrap = this.host.renderRoot.querySelector('.rec-menu-wrap');
    if (wrap && !e.composedPath().includes(wrap)) this.closeMenu(false);
  };

  /** A share link in the URL hash (it changed): loads it. */
  checkHash = (): void => {
    const found = this.readHash();
    if (!found) return;
    try {
      const record = decodeRecord(found.text);
      this.removeHashParam(found.param);
      this.load(record, { key: 'rec_loadedLink' });
    } catch (e) {
      this.removeHashParam(found.param);
      this.fail(asRecordError(e), 'rec_badLink');
    }
  };

  // ------------------------------------------------------------- keeping the history in step

  /**
   * Called by the board for every machine snapshot: plays the new log entries into the History,
   * or rebuilds it when the game was replaced (a new game, RESTART).
   */
  sync(ctx: QuetzalContext): void {
    if (ctx.options !== this.optionsRef) {
      this.optionsRef = ctx.options;
      this.rebuild(ctx);
      return;
    }
    const h = this.history;
    if (!h) return;
    const n = h.moves.length;
    const m = ctx.log.length;
    if (m === n) return;
    if (m < n) {
      this.rebuild(ctx);
      return;
    }
    try {
      let next = h;
      for (let i = n; i < m; i++) next = play(next, ctx.log[i]!.move);
      this.history = next;
    } catch {
      this.rebuild(ctx);
      return;
    }
    this.moved();
  }

  private rebuild(ctx: QuetzalContext): void {
    this.history = null;
    const options = ctx.options;
    if (options && options.seed !== undefined) {
      try {
        this.history = ctx.log.length === 0
          ? createHistory(options)
          : historyFromRecord(recordFromLog(options, ctx.log));
      } catch {
        this.history = null;
      }
    }
    this.moved();
  }

  /** After a move or a new game: the info notice is done with, and the game is saved soon. */
  private moved(): void {
    if (this.notice?.kind === 'info') this.notice = null;
    this.dirty = true;
    this.scheduleSave();
  }

  // ------------------------------------------------------------- resume: the link, then the save

  /**
   * The game to start with, for the board's start from its attributes (`setup`, before any random
   * seed): the first time, a game in the URL hash, else the auto-save made by a board set up the same
   * way; afterwards (a new game) null. Never throws: problems become notices.
   */
  resumeInput(setup: NewGameOptions, handOver: boolean): QuetzalInput | null {
    this.setupId = setupHash(setup);
    if (this.resumeChecked) return null;
    this.resumeChecked = true;
    const found = this.readHash();
    if (found) {
      try {
        const record = decodeRecord(found.text);
        const input = this.inputFor(record, handOver);
        if (!this.deps.readonly()) this.removeHashParam(found.param);
        this.notice = { kind: 'info', key: 'rec_loadedLink' };
        this.dirty = true;
        this.scheduleSave();
        return input;
      } catch (e) {
        this.removeHashParam(found.param);
        this.fail(asRecordError(e), 'rec_badLink');
      }
    }
    const slot = this.ensureSlot();
    if (!slot) return null;
    if (this.readMeta() !== this.setupId) return null;
    try {
      const text = slot.loadText();
      if (text === null) return null;
      return this.inputFor(readRecord(text).record, handOver);
    } catch (e) {
      this.fail(asRecordError(e), 'rec_badSave');
      return null;
    }
  }

  /**
   * The first start happened before this controller was loaded, and found nothing to resume
   * (records-loader.ts): `setup` is that game's, for its saves.
   */
  adoptSetup(setup: NewGameOptions | null): void {
    this.resumeChecked = true;
    if (setup) this.setupId = setupHash(setup);
  }

  /** The machine input for a checked record; the History is set so that sync() finds it in step. */
  private inputFor(record: GameRecord, handOver: boolean): QuetzalInput {
    const { final, log } = replay(record, { log: true });
    const history = historyFromRecord(record);
    this.history = history;
    this.optionsRef = history.options;
    return { game: final, log: log as LogEntry[], options: history.options, handOver };
  }

  // ------------------------------------------------------------- saving

  /** The storage key of this board's save. */
  get saveKey(): string {
    return saveKeyOf(this.host);
  }

  private ensureSlot(): SaveSlot | null {
    if (!this.deps.saving()) return null;
    if (!this.slot) {
      this.slot = createSaveSlot(this.saveKey);
      if (this.slot.issue) this.setIssue(this.slot.issue);
    }
    return this.slot;
  }

  private readMeta(): string | null {
    try {
      return storage()?.getItem(`${this.saveKey}:setup`) ?? null;
    } catch {
      return null;
    }
  }

  private scheduleSave(): void {
    if (this.saveHandle || !this.deps.saving()) return;
    const run = () => {
      this.saveHandle = null;
      this.flush();
    };
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(run, { timeout: 1000 });
      this.saveHandle = { cancel: () => cancelIdleCallback(id) };
    } else {
      const id = setTimeout(run, 50);
      this.saveHandle = { cancel: () => clearTimeout(id) };
    }
  }

  /** Writes the game now if it changed (called when idle, and when the board or page goes away). */
  flush(): void {
    this.saveHandle?.cancel();
    this.saveHandle = null;
    if (!this.dirty || !this.history || !this.deps.saving()) return;
    const slot = this.ensureSlot();
    if (!slot) return;
    this.dirty = false;
    let record: GameRecord;
    try {
      record = historyToRecord(this.history);
    } catch {
      return;
    }
    const result = slot.save(record);
    if (result.persistent) {
      try {
        storage()?.setItem(`${this.saveKey}:setup`, this.setupId);
      } catch {
        // the record is saved; without its setup mark it is simply not resumed
      }
    }
    this.setIssue(result.issue);
  }

  private setIssue(issue: StorageIssue | null): void {
    if ((issue?.code ?? null) === (this.issue?.code ?? null)) return;
    this.issue = issue;
    this.issueDismissed = false;
    if (issue) emit(this.host, 'quetzal-save-error', { code: issue.code, message: issue.message });
    this.host.requestUpdate();
  }

  /** Forgets the save (a new game replaces it at the next save). */
  private clearSave(): void {
    this.slot?.clear();
  }

  // ------------------------------------------------------------- undo and redo

  private snapshot() {
    const actor = this.deps.actor();
    return actor ? actor.getSnapshot() : null;
  }

  /** A seat's name in the live game ('' for none). */
  seatName(seat: number | null): string {
    const game = this.snapshot()?.context.game;
    return seat === null ? '' : game?.seats[seat]?.name ?? '';
  }

  /**
   * The seat whose moves undo and redo act on: with hand-over, the person holding the device (behind
   * the "Pass to…" cover still the one who just played); without, the seat of the move concerned.
   */
  private actingSeat(which: 'undo' | 'redo'): number | null {
    const snap = this.snapshot();
    const h = this.history;
    if (!snap || !h) return null;
    if (snap.context.handOver) return snap.context.viewer;
    const move = which === 'undo' ? h.moves[h.moves.length - 1] : h.redo[0];
    return move ? moveSeat(move) : null;
  }

  undoStatus(): UndoStatus {
    const h = this.history;
    const seat = this.actingSeat('undo');
    if (!h || !this.snapshot() || this.deps.readonly()) return { seat, block: 'UNAVAILABLE', why: { key: 'why_UNAVAILABLE' } };
    const last = h.moves[h.moves.length - 1];
    if (!last) return { seat, block: 'NOTHING_TO_UNDO', why: { key: 'why_NOTHING_TO_UNDO' } };
    const lastSeat = moveSeat(last);
    if (lastSeat === null) return { seat, block: 'TABLE_MOVE', why: { key: 'why_TABLE_MOVE' } };
    if (seat === null) return { seat, block: 'NOT_YOUR_MOVE', why: { key: 'why_NOT_YOUR_MOVE', params: { name: this.seatName(lastSeat) } } };
    const refusal = undoRefusal(h, seat);
    if (refusal === null) return { seat, block: null, why: null };
    if (refusal === 'LOCKED') return { seat, block: 'LOCKED', why: { key: 'why_LOCKED', params: { name: this.seatName(seat), reason: this.lockReason(seat) } } };
    if (refusal === 'NOT_YOUR_MOVE') return { seat, block: refusal, why: { key: 'why_NOT_YOUR_MOVE', params: { name: this.seatName(lastSeat) } } };
    return { seat, block: refusal as UndoBlock, why: { key: `why_${refusal}` as MessageKey } };
  }

  /** Words for what made the last move final (from its events; the rule itself is undoRefusal's). */
  private lockReason(seat: number): string {
    // Another seat played and took its move back: the moves before it stay final.
    const redoSeat = this.history?.redo[0] ? moveSeat(this.history.redo[0]) : null;
    if (redoSeat !== null && redoSeat !== seat) return this.tr('lock_acted');
    const entry = this.snapshot()?.context.log.at(-1);
    const types = new Set((entry?.events ?? []).map((e) => e.type));
    const key: MessageKey = types.has('rolled') || types.has('rerolled') ? 'lock_roll'
      : types.has('roundStart') ? 'lock_round'
        : types.has('automatonCard') ? 'lock_automaton'
          : (entry?.events ?? []).some((e) => e.type === 'cardsTaken' && e.from === 'deck') || types.has('deckReshuffled') ? 'lock_draw'
            : 'lock_other';
    return this.tr(key);
  }

  /** Words a message in the board's current language. */
  tr(key: MessageKey, params?: Params): string {
    return recordsText(this.deps.lang(), key, params);
  }

  redoStatus(): UndoStatus {
    const h = this.history;
    const seat = this.actingSeat('redo');
    if (!h || !this.snapshot() || this.deps.readonly()) return { seat, block: 'UNAVAILABLE', why: { key: 'why_UNAVAILABLE' } };
    const next = h.redo[0];
    if (!next) return { seat, block: 'NOTHING_TO_REDO', why: { key: 'why_NOTHING_TO_REDO' } };
    if (seat === null || redoRefusal(h, seat) !== null) {
      return { seat, block: 'NOT_YOUR_REDO', why: { key: 'why_NOT_YOUR_REDO', params: { name: this.seatName(moveSeat(next)) } } };
    }
    return { seat, block: null, why: null };
  }

  /** Shows why an undo or redo cannot happen now (or that it is unavailable); always false. */
  private explainRefusal(status: UndoStatus): false {
    this.notice = { kind: 'info', key: status.why?.key ?? 'why_UNAVAILABLE', params: status.why?.params };
    this.host.requestUpdate();
    return false;
  }

  /** Takes back the acting seat's last move if the undo rule allows it; otherwise explains why not. */
  undo(): boolean {
    const status = this.undoStatus();
    const actor = this.deps.actor();
    const h = this.history;
    if (status.block || status.seat === null || !actor || !h) return this.explainRefusal(status);
    const seat = status.seat;
    const next = undo(h, seat);
    const snap = actor.getSnapshot();
    const ctx = snap.context;
    const log = ctx.log.length === h.moves.length ? ctx.log.slice(0, next.moves.length) : logFromRecord(historyToRecord(next));
    const covered = snap.matches({ privacy: 'handOver' });
    // The machine takes RESTORE only while the board is visible: behind the "Pass to…" cover, the
    // cover is lifted first (nothing renders in between) and comes back for the undoing seat.
    if (covered) actor.send({ type: 'CONTINUE' });
    this.history = next;
    actor.send({ type: 'RESTORE', game: next.state, log, options: ctx.options });
    if (actor.getSnapshot().context.log.length !== next.moves.length) {
      this.history = h;
      return false;
    }
    this.notice = { kind: 'info', key: 'rec_undone', params: { name: this.seatName(seat) } };
    if (covered) this.focusNext = '.handover [data-action="continue"]';
    this.dirty = true;
    this.scheduleSave();
    this.host.requestUpdate();
    return true;
  }

  /** Plays again the move the acting seat took back last, if any. */
  redo(): boolean {
    const status = this.redoStatus();
    const actor = this.deps.actor();
    const h = this.history;
    if (status.block || status.seat === null || !actor || !h) return this.explainRefusal(status);
    const move = h.redo[0]!;
    const next = redo(h, status.seat);
    this.history = next;
    actor.send({ type: 'MOVE', move });
    if (actor.getSnapshot().context.log.length !== next.moves.length) {
      this.history = h;
      return false;
    }
    this.notice = { kind: 'info', key: 'rec_redone', params: { name: this.seatName(status.seat) } };
    this.dirty = true;
    this.scheduleSave();
    this.host.requestUpdate();
    return true;
  }

  // ------------------------------------------------------------- export, import, share

  /** The current game as a record (no replay: cheap). Throws when the game cannot be recorded. */
  exportRecord(): GameRecord {
    if (!this.history) throw new Error('this game cannot be recorded: it was not started from options with a seed');
    return historyToRecord(this.history);
  }

  /**
   * Replaces the game with a record (JSON text, an object, a share link or its code). Never throws:
   * a bad record is shown (in the dialog if open, else as a notice) and fires `quetzal-error`, and the
   * game on screen stays as it was. Returns whether the record was loaded.
   */
  importRecord(input: unknown): boolean {
    let record: GameRecord;
    let migratedFrom: number | null = null;
    try {
      const text = typeof input === 'string' ? input.trim() : null;
      const code = text !== null && !/^[{[]/.test(text) ? linkCode(text) : null;
      if (code !== null) record = decodeRecord(code);
      else {
        const read = readRecord(input);
        record = read.record;
        migratedFrom = read.migratedFrom;
      }
    } catch (e) {
      this.fail(asRecordError(e), null);
      return false;
    }
    return this.load(record, migratedFrom === null ? { key: 'rec_imported' } : { key: 'rec_migrated', params: { from: migratedFrom } });
  }

  private load(record: GameRecord, message: RecordsMessage): boolean {
    let input: QuetzalInput;
    try {
      input = this.inputFor(record, this.deps.handOver());
    } catch (e) {
      this.fail(asRecordError(e), null);
      return false;
    }
    this.deps.start(input);
    this.importProblem = null;
    this.pasteText = '';
    if (this.dialog) this.focusNext = '[data-action="menu"]';
    this.dialog = null;
    this.notice = { kind: 'info', ...message };
    this.dirty = true;
    this.scheduleSave();
    this.host.requestUpdate();
    return true;
  }

  /** A record problem: shown in the open import dialog, else as a notice; always `quetzal-error`. */
  private fail(err: RecordError, noticeKey: MessageKey | null): void {
    const problem: ImportProblem = { code: err.code, path: err.path, message: err.message };
    if (noticeKey === null && this.dialog === 'records') this.importProblem = problem;
    else this.notice = { kind: 'error', key: noticeKey ?? 'rec_importFailed', params: { message: err.message } };
    emit(this.host, 'quetzal-error', { code: err.code, message: err.message });
    this.host.requestUpdate();
  }

  /** Shows an error (already worded) as a notice and fires `quetzal-error`. */
  showError(code: string, message: string): void {
    this.notice = { kind: 'error', key: 'rec_message', params: { message } };
    emit(this.host, 'quetzal-error', { code, message });
    this.host.requestUpdate();
  }

  /** Downloads the record as a .json file through a Blob URL. */
  download(): void {
    let record: GameRecord;
    try {
      record = this.exportRecord();
    } catch {
      return;
    }
    const blob = new Blob([`${JSON.stringify(record, null, 2)}\n`], { type: 'application/json' });
    const url = URL.createObjectURL(blob);
    const a = document.createElement('a');
    a.href = url;
    a.download = this.fileName(record);
    a.rel = 'noopener';
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
    this.exportStatus = { key: 'rec_downloaded' };
    this.host.requestUpdate();
  }

  private fileName(record: GameRecord): string {
    const names = (record.options.seats ?? []).join('-').normalize('NFKD').replace(/[^\w-]+/g, '').slice(0, 40);
    const date = (record.created ?? new Date().toISOString()).slice(0, 10);
    return `quetzal-${date}${names ? `-${names}` : ''}.json`;
  }

  /** Copies the record (JSON) to the clipboard. */
  async copyRecord(): Promise<void> {
    let text: string;
    try {
      text = JSON.stringify(this.exportRecord());
    } catch {
      return;
    }
    this.exportStatus = (await this.copy(text)) ? { key: 'rec_copied' } : { key: 'rec_copyFailed' };
    this.host.requestUpdate();
  }

  private async copy(text: string): Promise<boolean> {
    try {
      if (!navigator.clipboard?.writeText) return false;
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      return false;
    }
  }

  /** The URL hash parameter of this board's share links. */
  get hashParam(): string {
    return hashParamOf(this.host);
  }

  private readHash(): { param: string; text: string } | null {
    const param = this.hashParam;
    for (const part of location.hash.replace(/^#/, '').split('&')) {
      if (part.startsWith(`${param}=`)) {
        let text = part.slice(param.length + 1);
        try {
          text = decodeURIComponent(text);
        } catch {
          // keep it as it is: decodeRecord explains what is wrong
        }
        return { param, text };
      }
    }
    return null;
  }

  private hashWithout(param: string): string {
    return location.hash.replace(/^#/, '').split('&').filter((p) => p !== '' && !p.startsWith(`${param}=`)).join('&');
  }

  private removeHashParam(param: string): void {
    try {
      const rest = this.hashWithout(param);
      const url = `${location.pathname}${location.search}${rest ? `#${rest}` : ''}`;
      history.replaceState(history.state, '', url);
    } catch {
      // a sandboxed page may refuse: the hash stays
    }
  }

  /** A link to this page that opens the current game: `#quetzal=<code>` (or `#quetzal-<id>=`). */
  makeShareLink(): string {
    const code = encodeRecord(this.exportRecord());
    const rest = this.hashWithout(this.hashParam);
    return `${location.origin}${location.pathname}${location.search}#${rest ? `${rest}&` : ''}${this.hashParam}=${code}`;
  }

  // ------------------------------------------------------------- menu and dialogs (UI state)

  toggleMenu = (): void => {
    if (this.menuOpen) this.closeMenu(true);
    else {
      this.menuOpen = true;
      this.host.requestUpdate();
    }
  };

  closeMenu(focusButton: boolean): void {
    if (!this.menuOpen) return;
    this.menuOpen = false;
    if (focusButton) this.focusNext = '[data-action="menu"]';
    this.host.requestUpdate();
  }

  /** Arrow keys, Home, End, Escape and Tab in the menu (the WAI-ARIA menu button pattern). */
  menuKey = (e: KeyboardEvent): void => {
    const items = [...this.host.renderRoot.querySelectorAll<HTMLElement>('.rec-menu [role="menuitem"]')];
    const i = items.indexOf(e.target as HTMLElement);
    const go = (j: number) => {
      e.preventDefault();
      items[(j + items.length) % items.length]?.focus();
    };
    if (e.key === 'ArrowDown') go(i + 1);
    else if (e.key === 'ArrowUp') go(i - 1);
    else if (e.key === 'Home') go(0);
    else if (e.key === 'End') go(items.length - 1);
    else if (e.key === 'Escape') {
      e.preventDefault();
      this.closeMenu(true);
    } else if (e.key === 'Tab') this.closeMenu(false);
  };

  menuButtonKey = (e: KeyboardEvent): void => {
    if ((e.key === 'ArrowDown' || e.key === 'ArrowUp') && !this.menuOpen) {
      e.preventDefault();
      this.toggleMenu();
    }
  };

  openDialog(kind: RecordsDialog): void {
    this.menuOpen = false;
    this.dialog = kind;
    this.importProblem = null;
    this.exportStatus = null;
    this.shareStatus = null;
    if (kind === 'share') {
      try {
        this.shareLink = this.makeShareLink();
        void this.copy(this.shareLink).then((ok) => {
          this.shareStatus = { key: ok ? 'rec_linkCopied' : 'rec_linkCopyFailed' };
          this.host.requestUpdate();
        });
      } catch (e) {
        this.shareLink = '';
        this.shareStatus = { key: 'rec_shareFailed', params: { message: asRecordError(e).message } };
      }
    }
    this.host.requestUpdate();
  }

  async copyShareLink(): Promise<void> {
    const ok = this.shareLink ? await this.copy(this.shareLink) : false;
    this.shareStatus = { key: ok ? 'rec_linkCopied' : 'rec_linkCopyFailed' };
    this.host.requestUpdate();
  }

  /** The dialog closed (a button, Escape): focus goes back to the menu button. */
  dialogClosed = (e?: Event): void => {
    // A `close` event arrives a task later: ignore one from a dialog already gone or reopened.
    const target = e?.target as HTMLDialogElement | undefined;
    if (target && (!target.isConnected || target.open)) return;
    if (!this.dialog) return;
    this.dialog = null;
    this.importProblem = null;
    this.focusNext = '[data-action="menu"]';
    this.host.requestUpdate();
  };

  closeDialog = (): void => {
    this.host.renderRoot.querySelector<HTMLDialogElement>('dialog.rec-dialog')?.close();
    this.dialogClosed();
  };

  confirmNewGame = (): void => {
    this.closeDialog();
    this.clearSave();
    this.notice = null;
    this.deps.newGame();
  };

  startReplay = (): void => {
    this.menuOpen = false;
    let record: GameRecord;
    try {
      record = this.exportRecord();
    } catch {
      return;
    }
    this.deps.replay(record);
  };

  /** Reads a chosen file and imports it. */
  async importFile(file: File | undefined): Promise<void> {
    if (!file) return;
    let text: string;
    try {
      text = await file.text();
    } catch {
      this.importProblem = { code: 'NOT_A_RECORD', path: '', message: this.tr('rec_fileFailed') };
      this.host.requestUpdate();
      return;
    }
    this.importRecord(text);
  }

  setPaste(text: string): void {
    this.pasteText = text;
    this.host.requestUpdate();
  }

  dismissNotice = (): void => {
    this.notice = null;
    this.host.requestUpdate();
  };

  dismissIssue = (): void => {
    this.issueDismissed = true;
    this.host.requestUpdate();
  };

  /** Focus this selector after the next render. */
  focusAfterRender(selector: string): void {
    this.focusNext = selector;
  }
}
