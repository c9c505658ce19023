/**
 * RecordsController: the records UI of one <quetzal-board> (a Lit ReactiveController in the records
 * chunk): what the Game menu and its dialogs do (import, new-game confirmation, earlier games;
 * records-menu.ts moves through them, records-sharing.ts does the export and the share link), what
 * they say, and the share links arriving in the URL hash. It renders nothing itself
 * (parts/records-toolbar.ts draws it) and decides nothing about the game: full records become the
 * statechart's RESTORE, spectator records its REVIEW (they replay; they cannot be played on), Undo /
 * Redo its UNDO / REDO; messages for the table are the statechart's notice.
 */
import type { ReactiveController } from 'lit';
import type { Notice } from '../statechart/quetzal-machine.js';
import {
  decodeAnyRecord, historyToRecord, readAnyRecord, type AnyRead, type GameRecord, type RecordError, type SpectatorRecord,
} from '../records/index.js';
import type { Params } from '../strings/index.js';
import { emit } from './events.js';
import type { BoardLink } from './records-types.js';
import { recordsText, type MessageKey } from './records-text.js';
import { asRecordError, resumedFrom, type BoardSaves } from './records-storage.js';
import { RecordsSharing, type RecordsMessage } from './records-sharing.js';
import { RecordsMenu, type RecordsDialog } from './records-menu.js';
import type { EarlierGames } from './earlier-games.js';
import type { GameRecordLike } from './records-types.js';
import { historyOf, redoStatus, undoStatus, type UndoStatus } from './records-undo.js';

export type { RecordsMessage } from './records-sharing.js';

export interface ImportProblem {
  code: string;
  path: string;
  message: string;
}

/** A share link's code in a pasted text: a whole link, `quetzal=…`, or the bare code. */
function linkCode(text: string): string | null {
  const m = /(?:^|[#&])quetzal(?:-[^=&#\s]*)?=([A-Za-z0-9_-][A-Za-z0-9_\s-]*)/.exec(text);
  if (m) return m[1]!;
  return /^[A-Za-z0-9_-]{16,}$/.test(text.replace(/\s+/g, '')) ? text : null;
}

const recordsNotice = (id: string, kind: Notice['kind'], key: MessageKey, params?: Params, actions?: [string, MessageKey][]): Notice =>
  ({ id, key, kind, table: 'records', ...(params ? { params } : {}), ...(actions ? { actions: actions.map(([id, key]) => ({ id, key })) } : {}) });

export class RecordsController implements ReactiveController {
  /** The Game menu and the dialogs, as a person moves through them. */
  readonly menu: RecordsMenu;
  issueDismissed = false;
  importProblem: ImportProblem | null = null;
  /** The export and the share link (records-sharing.ts). */
  readonly sharing: RecordsSharing;
  pasteText = '';
  /** A share link's game that arrived over a game in progress, waiting for the person's choice. */
  pendingShared: GameRecord | null = null;
  /** A spectator's link read at the start: its replay opens once the game is live. */
  private pendingReview: SpectatorRecord | null = null;

  /** The Game menu's Sound toggle: the board's `sound` (not remembered: a page load starts silent). */
  get sound(): boolean {
    return !!this.link.element.sound;
  }

  toggleSound = (): void => {
    this.link.element.sound = !this.sound;
  };

  constructor(private readonly link: BoardLink, readonly saves: BoardSaves, readonly earlier: EarlierGames, track: (p: Promise<unknown>) => void) {
    link.element.addController(this);
    this.menu = new RecordsMenu(link.element, (kind) => this.dialogChanged(kind));
    this.sharing = new RecordsSharing(link, saves, () => this.exportRecord(), () => this.update(), track);
  }

  // ------------------------------------------------------------- lifecycle

  hostConnected(): void {
    window.addEventListener('hashchange', this.checkHash);
    this.saves.reconnect();
  }

  hostDisconnected(): void {
    window.removeEventListener('hashchange', this.checkHash);
    // Its slot is free for another board of the page (written first: the autosave flushes as it stops).
    this.saves.flush();
    this.saves.release();
  }

  /** Before each render (not after: what it tells the statechart is drawn by this update, not a second one). */
  hostUpdate(): void {
    const snap = this.link.snapshot();
    if (this.pendingReview && snap?.matches('live') && !snap.hasTag('busy')) {
      const record = this.pendingReview;
      this.pendingReview = null;
      this.openSpectator(record);
    }
  }

  private update(): void {
    this.link.element.requestUpdate();
  }

  /** A share link in the URL hash (it changed): loaded, or first offered over a game in progress. */
  checkHash = (): void => {
    const found = this.saves.readHash();
    if (!found) return;
    this.saves.removeHashParam(found.param);
    let read: AnyRead;
    try {
      read = decodeAnyRecord(found.text);
    } catch (e) {
      this.fail(asRecordError(e), 'rec_badLink');
      return;
    }
    // A spectator's link replaces nothing: its replay opens over the game.
    if (read.kind === 'spectator') {
      this.openSpectator(read.record);
      return;
    }
    const record = read.record;
    const live = this.live;
    if (live?.game && live.log.length > 0 && live.game.phase !== 'gameOver') this.link.send({ type: 'NOTIFY', notice: this.offerShared(record) });
    else this.openShared(record);
  };

  /** Keeps a share link's game that arrived over a game in progress: the notice that offers it. */
  offerShared(record: GameRecord): Notice {
    this.pendingShared = record;
    return recordsNotice('shared-link', 'info', 'rec_sharedWaiting', undefined, [['open-shared', 'rec_openShared'], ['keep-playing', 'rec_keepPlaying']]);
  }

  private openShared(record: GameRecord): void {
    this.load(record, recordsNotice('loaded', 'info', 'rec_loadedLink'));
  }

  /** A spectator's link read at the start: the replay opens once the game is live. */
  reviewWhenLive(record: SpectatorRecord): void {
    this.pendingReview = record;
    this.update();
  }

  /**
   * A spectator record opens in the replay, at the position it was shared at: it holds what a spectator
   * saw, not the hidden cards the game needs to go on, so it cannot be played on (the replay says so).
   * The game on screen stays as it is, behind the replay.
   */
  private openSpectator(record: SpectatorRecord): boolean {
    this.importProblem = null;
    this.pasteText = '';
    this.menu.dialog = null;
    this.menu.menuOpen = false;
    this.link.send({ type: 'REVIEW', record, source: 'live', index: record.steps.length });
    this.menu.focusAfterRender('[data-action="rp-back"]');
    this.update();
    return true;
  }

  /** Another tab saved this board's game: nothing is written here until the person chooses. */
  savedElsewhere(): void {
    this.link.send({ type: 'NOTIFY', notice: recordsNotice('newer-save', 'info', 'rec_savedElsewhere', undefined,
      [['load-newer', 'rec_loadNewer'], ['keep-mine', 'rec_keepThis']]) });
  }

  /** A button of a records notice. */
  noticeAction(id: string): void {
    const dismiss = () => this.link.send({ type: 'NOTIFY', notice: null });
    switch (id) {
      // The game-over screen's Replay and Share: what the Game menu's items do.
      case 'replay':
        this.startReplay();
        return;
      case 'share':
        if (this.recorded) this.menu.openDialog('share');
        return;
      case 'open-shared': {
        const record = this.pendingShared;
        this.pendingShared = null;
        if (record) this.openShared(record);
        else dismiss();
        return;
      }
      case 'keep-playing':
        this.pendingShared = null;
        dismiss();
        return;
      case 'back-to-mine':
        this.restoreEarlier(0);
        return;
      case 'load-newer': {
        const newer = this.saves.takeTheirs();
        if (newer) this.load(newer, recordsNotice('loaded', 'info', 'rec_loadedNewer'));
        else dismiss();
        return;
      }
      case 'keep-mine':
        this.saves.keepMine();
        dismiss();
        return;
      case 'download-save':
        this.saves.downloadUnreadable();
        return;
      case 'discard-save':
        this.saves.discardUnreadable();
        dismiss();
        return;
      default:
        dismiss();
    }
  }

  // ------------------------------------------------------------- earlier games

  /** A game with moves is being replaced: kept among the earlier games. */
  keepEarlier(game: GameRecordLike): void {
    this.earlier.keepReplaced(game);
    this.update();
  }

  /** Brings back an earlier game (the one on screen is kept in its place). */
  restoreEarlier(index: number): void {
    const record = this.earlier.take(index);
    if (record) this.load(record, recordsNotice('loaded', 'info', 'rec_restored'));
  }

  // ------------------------------------------------------------- the live game, as the statechart has it

  private get live() {
    return this.link.snapshot()?.context ?? null;
  }

  /** A seat's name in the live game ('' for none). */
  seatName(seat: number | null): string {
    return seat === null ? '' : this.live?.game?.seats[seat]?.name ?? '';
  }

  /** Whether the live game can be recorded (not a game given as a position). */
  get recorded(): boolean {
    const live = this.live;
    return !!live && historyOf(live) !== null;
  }

  tr(key: MessageKey, params?: Params): string {
    return recordsText(this.link.lang(), key, params);
  }

  undoStatus(): UndoStatus {
    const live = this.live;
    if (!live || this.link.readonly()) return { seat: null, block: 'UNAVAILABLE', why: { key: 'why_UNAVAILABLE' } };
    return undoStatus(live, (k) => this.tr(k));
  }

  redoStatus(): UndoStatus {
    const live = this.live;
    if (!live || this.link.readonly()) return { seat: null, block: 'UNAVAILABLE', why: { key: 'why_UNAVAILABLE' } };
    return redoStatus(live);
  }

  /** Undo from the toolbar or the API: refused at once with its reason, else the statechart's UNDO. */
  undo(at?: number): boolean {
    return this.step('UNDO', this.undoStatus(), at);
  }

  redo(at?: number): boolean {
    return this.step('REDO', this.redoStatus(), at);
  }

  private step(type: 'UNDO' | 'REDO', status: UndoStatus, at: number | undefined): boolean {
    if (status.block || status.seat === null) {
      this.link.send({ type: 'NOTIFY', notice: recordsNotice('undo-refused', 'info', status.why?.key ?? 'why_UNAVAILABLE', status.why?.params) });
      return false;
    }
    const before = this.live?.version;
    this.link.send(at === undefined ? { type } : { type, at });
    return this.live?.version !== before || this.link.snapshot()?.hasTag('busy') === true;
  }

  // ------------------------------------------------------------- export, import, share

  /** The current game as a full record (no replay: cheap). Throws when the game cannot be recorded. */
  exportRecord(): GameRecord {
    const live = this.live;
    const h = live && historyOf(live);
    if (!h) throw new Error('this game cannot be recorded: it was not started from options with a seed');
    return historyToRecord(h);
  }

  /**
   * Replaces the game with a record (JSON text, an object, a share link or its code). Never throws:
   * a bad record is shown (in the dialog if open, else as a notice) and fires `quetzal-error`, and the
   * game on screen stays as it was. Returns whether the record was loaded.
   */
  importRecord(input: unknown): boolean {
    let read: AnyRead;
    try {
      const text = typeof input === 'string' ? input.trim() : null;
      const code = text !== null && !/^[{[]/.test(text) ? linkCode(text) : null;
      read = code !== null ? decodeAnyRecord(code) : readAnyRecord(input);
    } catch (e) {
      this.fail(asRecordError(e), null);
      return false;
    }
    if (read.kind === 'spectator') return this.openSpectator(read.record);
    const { record, migratedFrom } = read;
    return this.load(record, migratedFrom === null ? recordsNotice('loaded', 'info', 'rec_imported')
      : recordsNotice('loaded', 'info', 'rec_migrated', { from: migratedFrom }));
  }

  private load(record: GameRecord, notice: Notice): boolean {
    let resumed;
    try {
      resumed = resumedFrom(record);
    } catch (e) {
      this.fail(asRecordError(e), null);
      return false;
    }
    const newest = this.earlier.list[0];
    this.link.send({ type: 'RESTORE', game: resumed.game, log: resumed.log, options: resumed.options });
    // The game it replaced went to the earlier games (the statechart said `replaced`): one tap brings it back.
    const kept = this.earlier.list[0] !== newest;
    this.link.send({ type: 'NOTIFY', notice: kept ? { ...notice, actions: [...(notice.actions ?? []), { id: 'back-to-mine', key: 'rec_backToMine' }] } : notice });
    this.importProblem = null;
    this.pasteText = '';
    if (this.menu.dialog) this.menu.focusAfterRender('[data-action="menu"]');
    this.menu.dialog = null;
    this.update();
    return true;
  }

  /**
   * A record problem: shown in the open import dialog, else as a notice; always `quetzal-error`. A save
   * that could not be read is kept as it was: its notice offers to download it, or to let it go.
   */
  fail(err: RecordError, noticeKey: MessageKey | null): void {
    const problem: ImportProblem = { code: err.code, path: err.path, message: err.message };
    const actions: [string, MessageKey][] | undefined = noticeKey === 'rec_badSave' && this.saves.unreadable !== null
      ? [['download-save', 'rec_downloadSave'], ['discard-save', 'rec_discardSave']] : undefined;
    if (noticeKey === null && this.menu.dialog === 'records') this.importProblem = problem;
    else this.link.send({ type: 'NOTIFY', notice: recordsNotice('record-error', 'error', noticeKey ?? 'rec_importFailed', { message: err.message }, actions) });
    emit(this.link.element, 'quetzal-error', { code: err.code, message: err.message });
    this.update();
  }

  // ------------------------------------------------------------- what the dialogs do

  /** A dialog opens (its statuses start afresh; the share dialog makes and copies the link) or closes. */
  private dialogChanged(kind: RecordsDialog | null): void {
    this.importProblem = null;
    if (kind !== null) this.sharing.opened(kind === 'share');
  }

  confirmNewGame = (): void => {
    this.menu.closeDialog();
    this.saves.clear();
    this.link.send({ type: 'NOTIFY', notice: null });
    this.link.newGame();
  };

  startReplay = (): void => {
    this.menu.menuOpen = false;
    let record: GameRecord;
    try {
      record = this.exportRecord();
    } catch {
      return;
    }
    this.link.send({ type: 'REVIEW', record, source: 'live', index: record.moves.length });
    this.menu.focusAfterRender('[data-action="rp-back"]');
  };

  /** Reads a chosen file and imports it. */
  async importFile(file: File | undefined): Promise<void> {
    if (!file) return;
    let text: string;
    try {
      text = await file.text();
    } catch {
      this.importProblem = { code: 'NOT_A_RECORD', path: '', message: this.tr('rec_fileFailed') };
      this.update();
      return;
    }
    this.importRecord(text);
  }

  setPaste(text: string): void {
    this.pasteText = text;
    this.update();
  }

  dismissNotice = (): void => {
    this.link.send({ type: 'NOTIFY', notice: null });
  };

  dismissIssue = (): void => {
    this.issueDismissed = true;
    this.update();
  };
}
