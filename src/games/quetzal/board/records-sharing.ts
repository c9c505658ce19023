/**
 * What leaves the device from the Game menu (records chunk): the export (download, copy) and the share
 * link, with their status lines.
 *
 * Decision: a game in progress leaves as a **spectator record** by default (records/spectator.ts: what
 * a spectator saw up to now, no seed, no hidden card), so that a link sent to the table's group chat
 * cannot be read for the other players' hands or the next rolls. The full record (seed included) is
 * the default only for a finished game; for a game in progress it is one explicit step away, "Continue
 * on another device…", which shows the warning first (`full`). `exportRecord()` of the board's API
 * still gives the full record: the host page holds the whole game anyway.
 */
import { encodeRecord, encodeSpectatorRecord, isSpectatorRecord, spectatorRecord, type AnyRecord, type GameRecord } from '../records/index.js';
import type { BoardLink } from './records-types.js';
import type { MessageKey } from './records-text.js';
import type { Params } from '../strings/index.js';
import { asRecordError, type BoardSaves } from './records-storage.js';
import { hashParamOf } from './save-keys.js';
import { downloadText } from './download.js';

/** A message for the person, worded at render time in the board's language. */
export interface RecordsMessage {
  key: MessageKey;
  params?: Params;
}

/** Copies text to the clipboard; false when the page may not. */
async function copyText(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard?.writeText) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

export class RecordsSharing {
  /** Export / share status lines in the dialogs. */
  exportStatus: RecordsMessage | null = null;
  shareLink = '';
  shareStatus: RecordsMessage | null = null;
  /** "Continue on another device" was chosen in the open dialog: the full record, after the warning. */
  full = false;

  constructor(
    private readonly link: BoardLink,
    private readonly saves: BoardSaves,
    /** The live game's full record (throws when it cannot be recorded). */
    private readonly fullRecord: () => GameRecord,
    private readonly changed: () => void,
    /** The board's `updateComplete` waits for a copy under way, and the status line it ends with. */
    private readonly track: (p: Promise<unknown>) => void,
  ) {}

  /** Copies `text` (nothing to copy: a failure), then says how that went (`say`), in the status line drawn after it. */
  private copy(text: string, say: (ok: boolean) => void): Promise<void> {
    const done = (text ? copyText(text) : Promise.resolve(false)).then((ok) => {
      say(ok);
      this.changed();
    });
    this.track(done);
    return done;
  }

  /** Whether the live game is in progress (not over): then it leaves as a spectator record unless `full`. */
  get inProgress(): boolean {
    const game = this.link.snapshot()?.context.game;
    return !!game && game.phase !== 'gameOver';
  }

  /** What an export or a link holds now: a spectator record (a game in progress, by default) or the full one. */
  get spectator(): boolean {
    return this.inProgress && !this.full;
  }

  /** The record that leaves the device now. Throws when the game cannot be recorded. */
  outgoing(): AnyRecord {
    const record = this.fullRecord();
    return this.spectator ? spectatorRecord(record) : record;
  }

  /** A dialog opened: its statuses start afresh, a spectator's record again; the share dialog makes and copies its link. */
  opened(share: boolean): void {
    this.exportStatus = null;
    this.shareStatus = null;
    this.full = false;
    if (share) this.makeLink(true);
  }

  /** "Continue on another device…": the full record from now on in this dialog (the warning shows). */
  continueElsewhere(share: boolean): void {
    this.full = true;
    this.exportStatus = null;
    this.shareStatus = null;
    if (share) this.makeLink(false);
    this.changed();
  }

  /** Downloads the outgoing record as a .json file. */
  download(): void {
    let record: AnyRecord;
    try {
      record = this.outgoing();
    } catch {
      return;
    }
    downloadText(`${JSON.stringify(record, null, 2)}\n`, this.fileName(record), 'application/json');
    this.exportStatus = { key: 'rec_downloaded' };
    this.changed();
  }

  private fileName(record: AnyRecord): string {
    const seats = isSpectatorRecord(record) ? record.start.seats.map((s) => s.name) : record.options.seats ?? [];
    const names = seats.join('-').normalize('NFKD').replace(/[^\w-]+/g, '').slice(0, 40);
    const date = (record.created ?? new Date().toISOString()).slice(0, 10);
    return `quetzal-${date}${names ? `-${names}` : ''}${isSpectatorRecord(record) ? '-spectator' : ''}.json`;
  }

  /** Copies the outgoing record (JSON) to the clipboard. */
  copyRecord(): Promise<void> {
    let text: string;
    try {
      text = JSON.stringify(this.outgoing());
    } catch {
      return Promise.resolve();
    }
    return this.copy(text, (ok) => {
      this.exportStatus = { key: ok ? 'rec_copied' : 'rec_copyFailed' };
    });
  }

  /** A link to this page that opens the outgoing record: `#quetzal=<code>` (or `#quetzal-<id>=`). */
  makeShareLink(): string {
    const record = this.outgoing();
    const code = isSpectatorRecord(record) ? encodeSpectatorRecord(record) : encodeRecord(record);
    const param = hashParamOf(this.link.element);
    const rest = this.saves.hashWithout(param);
    return `${location.origin}${location.pathname}${location.search}#${rest ? `${rest}&` : ''}${param}=${code}`;
  }

  private makeLink(copy: boolean): void {
    try {
      this.shareLink = this.makeShareLink();
      if (copy) void this.copyShareLink();
    } catch (e) {
      this.shareLink = '';
      this.shareStatus = { key: 'rec_shareFailed', params: { message: asRecordError(e).message } };
    }
  }

  copyShareLink(): Promise<void> {
    return this.copy(this.shareLink, (ok) => {
      this.shareStatus = { key: ok ? 'rec_linkCopied' : 'rec_linkCopyFailed' };
    });
  }
}
