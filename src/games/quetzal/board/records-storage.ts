/**
 * A board's auto-save and resume (records chunk). The statechart's `resume` actor asks `resume()` for
 * the game to start with (a share link in the URL hash first, then the auto-save made by a board set up
 * the same way); its `autosave` actor hands every change of the live game to `save()`, written when the
 * browser is idle and at once when the page is hidden or the board leaves it.
 *
 * The slot is the board's own (save-keys.ts: the page's path and the board's id or place); a second
 * board claiming it on the same page does not save, and says so. A save is resumed only by a board set
 * up the same way (same names, seed attribute and scenario), so a page whose attributes changed starts a
 * new game instead of showing a stale one. A save that was never read is never overwritten; a save
 * another tab changed is not overwritten either before the person chooses; a save that cannot be read
 * stays as it was, and can be downloaded as it is.
 */
import type { NewGameOptions } from '../engine/index.js';
import type { LogEntry, Resumed } from '../statechart/quetzal-machine.js';
import type { SaveEvent } from '../statechart/actors.js';
import {
  RecordError, createSaveSlot, decodeAnyRecord, readRecord, recordFromLog, replay,
  type GameRecord, type SaveSlot, type SpectatorRecord, type StorageIssue,
} from '../records/index.js';
import { hash32 } from '../../../kit/canonical.js';
import { emit } from './events.js';
import { hashParamOf, legacySaveKeyOf, saveKeyOf } from './save-keys.js';
import { claimSaveKey, releaseSaveKey, SLOT_HELD } from '../../../kit/records/save-claims.js';
import { downloadText } from './download.js';

/** The fingerprint of a board's setup (32-bit FNV-1a of its JSON, 8 hex digits): a save is resumed only by the same. */
export function setupHash(setup: NewGameOptions | null): string {
  const s = setup ?? {};
  const text = JSON.stringify({ seats: s.seats ?? null, players: s.players ?? null, seed: s.seed ?? null, scenario: s.scenario ?? null });
  return hash32(text);
}

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export function asRecordError(e: unknown): RecordError {
  if (e instanceof RecordError) return e;
  return new RecordError('INTERNAL', e instanceof Error ? `${e.name}: ${e.message}` : String(e));
}

/** What the storage needs from its board. */
export interface SavesHost {
  element: HTMLElement;
  /** Whether the game is auto-saved (not readonly, no `no-save`). */
  saving(): boolean;
  /** A problem with a link or a save, as a notice (and `quetzal-error`). */
  report(error: RecordError, noticeKey: 'rec_badLink' | 'rec_badSave'): void;
  /** The storage problem changed (saving off, or working again). */
  issueChanged(issue: StorageIssue | null): void;
  /** Another tab changed this board's save: the person chooses (load it, or keep this game). */
  changedElsewhere(): void;
}

/** The machine's resume output for a checked record. */
export function resumedFrom(record: GameRecord, noticeKey?: 'rec_loadedLink'): Resumed {
  const { final, log } = replay(record, { log: true });
  return {
    game: final, log: log as LogEntry[], options: record.options,
    ...(noticeKey ? { notice: { id: 'loaded', key: noticeKey, kind: 'info' as const, table: 'records' as const } } : {}),
  };
}


export class BoardSaves {
  issue: StorageIssue | null = null;
  /** The text of a save that could not be read (kept for "download it as it is"), or null. */
  unreadable: string | null = null;
  private slot: SaveSlot | null = null;
  private latest: (SaveEvent & { setup: string }) | null = null;
  private dirty = false;
  private handle: { cancel(): void } | null = null;
  /** Whether this board holds its slot on the page (null: not asked yet). */
  private claimed: boolean | null = null;
  /** Another tab wrote the slot: nothing is written until the person has chosen. */
  private held = false;
  /** What this board last wrote, to tell another tab's writes from its own. */
  private written: string | null = null;
  /** A save in the key of an earlier version, moved here at the next write. */
  private legacy: string | null = null;

  constructor(private readonly host: SavesHost) {
    window.addEventListener('storage', this.onStorage);
  }

  get saveKey(): string {
    return saveKeyOf(this.host.element);
  }

  /** The board left the page: its slot is free for another board, and the tab is not watched. */
  release(): void {
    window.removeEventListener('storage', this.onStorage);
    releaseSaveKey(this.saveKey, this.host.element);
    this.claimed = null;
  }

  /** The board is back in the page. */
  reconnect(): void {
    window.addEventListener('storage', this.onStorage);
  }

  /** Whether this board may save now: saving on, its slot its own (said once when not), no choice pending. */
  private mayWrite(): boolean {
    if (!this.host.saving() || this.held) return false;
    if (this.claimed === null) {
      this.claimed = claimSaveKey(this.saveKey, this.host.element);
      if (!this.claimed) {
        console.warn(`<quetzal-board>: ${SLOT_HELD.message} (${this.saveKey})`);
        this.setIssue(SLOT_HELD);
      }
    }
    return this.claimed;
  }

  private onStorage = (e: StorageEvent): void => {
    // Another tab wrote this board's save (this tab's own writes raise no event here).
    if (e.key !== this.saveKey || e.newValue === null || e.newValue === this.written || !this.host.saving()) return;
    this.held = true;
    this.host.changedElsewhere();
  };

  /** The person keeps this tab's game: it is written over the other tab's at once. */
  keepMine(): void {
    this.held = false;
    this.dirty = true;
    this.flush();
  }

  /**
   * The person takes the other tab's game: it is read from the slot (null if it cannot be read, and
   * the slot stays held), and this tab writes again once it has it.
   */
  takeTheirs(): GameRecord | null {
    let record: GameRecord;
    let text: string | null = null;
    try {
      text = storage()?.getItem(this.saveKey) ?? null;
      record = readRecord(text).record;
    } catch (e) {
      this.unreadable = text;
      this.host.report(asRecordError(e), 'rec_badSave');
      return null;
    }
    this.held = false;
    this.dirty = false;
    return record;
  }

  /** The person lets an unreadable save go (after downloading it, or not): this game is saved over it. */
  discardUnreadable(): void {
    if (this.unreadable === null) return;
    this.unreadable = null;
    this.held = false;
    this.dirty = true;
    this.flush();
  }

  /** Downloads the save that could not be read, as it is (for the person to keep, or send for help). */
  downloadUnreadable(): void {
    if (this.unreadable !== null) downloadText(this.unreadable, `quetzal-unreadable-save-${new Date().toISOString().slice(0, 10)}.txt`, 'text/plain');
  }

  // ------------------------------------------------------------- the share link in the URL hash

  /** This board's share link in the URL hash: its parameter and (decoded) text, or null. */
  readHash(): { param: string; text: string } | null {
    const param = hashParamOf(this.host.element);
    for (const part of location.hash.replace(/^#/, '').split('&')) {
      if (!part.startsWith(`${param}=`)) continue;
      let text = part.slice(param.length + 1);
      try {
        text = decodeURIComponent(text);
      } catch {
        // kept as it is: decodeRecord explains what is wrong
      }
      return { param, text };
    }
    return null;
  }

  hashWithout(param: string): string {
    return location.hash.replace(/^#/, '').split('&').filter((p) => p !== '' && !p.startsWith(`${param}=`)).join('&');
  }

  removeHashParam(param: string): void {
    try {
      const rest = this.hashWithout(param);
      history.replaceState(history.state, '', `${location.pathname}${location.search}${rest ? `#${rest}` : ''}`);
    } catch {
      // a sandboxed page may refuse: the hash stays
    }
  }

  // ------------------------------------------------------------- resume

  /**
   * The game to start with: a share link, else the auto-save of a board set up as `setup`, else null.
   * A link over a saved game in progress does not replace it unasked: the saved game is resumed and the
   * link's game is handed back (`ask`) for the person to choose. Never throws: a bad link or save
   * becomes a notice, and the save stays as it was.
   */
  resume(setup: NewGameOptions | null, keepLink: boolean): { resumed: Resumed | null; ask: GameRecord | null; spectator: SpectatorRecord | null } {
    let linked: GameRecord | null = null;
    let spectator: SpectatorRecord | null = null;
    const found = this.readHash();
    if (found) {
      try {
        const read = decodeAnyRecord(found.text);
        if (read.kind === 'full') linked = read.record;
        else spectator = read.record;
      } catch (e) {
        this.host.report(asRecordError(e), 'rec_badLink');
      }
      if (!keepLink || !linked) this.removeHashParam(found.param);
    }
    const saved = this.readSave(setup);
    // A spectator's link replaces nothing: the game (saved or new) starts, and the replay opens over it.
    if (spectator) return { resumed: saved, ask: null, spectator };
    if (linked && saved && saved.log.length > 0 && saved.game.phase !== 'gameOver') return { resumed: saved, ask: linked, spectator: null };
    if (linked) {
      this.dirty = true;
      return { resumed: resumedFrom(linked, 'rec_loadedLink'), ask: null, spectator: null };
    }
    return { resumed: saved, ask: null, spectator: null };
  }

  /** The auto-save of a board set up as `setup`: the board's own slot, else (once) an earlier version's. */
  private readSave(setup: NewGameOptions | null): Resumed | null {
    if (!this.host.saving()) return null;
    const legacy = legacySaveKeyOf(this.host.element);
    const key = this.readMeta(this.saveKey) !== null ? this.saveKey : this.readMeta(legacy) !== null ? legacy : null;
    if (key === null || this.readMeta(key) !== setupHash(setup)) return null;
    let text: string | null = null;
    try {
      text = storage()?.getItem(key) ?? null;
      if (text === null) return null;
      const resumed = resumedFrom(readRecord(text).record);
      if (key === legacy) this.legacy = legacy;
      return resumed;
    } catch (e) {
      // Kept as it is: never overwritten, and offered for download.
      this.unreadable = text;
      this.held = true;
      this.host.report(asRecordError(e), 'rec_badSave');
      return null;
    }
  }

  // ------------------------------------------------------------- saving

  private ensureSlot(): SaveSlot | null {
    if (!this.mayWrite()) return null;
    if (!this.slot) {
      this.slot = createSaveSlot(this.saveKey);
      if (this.slot.issue) this.setIssue(this.slot.issue);
    }
    return this.slot;
  }

  private readMeta(key: string): string | null {
    try {
      return storage()?.getItem(`${key}:setup`) ?? null;
    } catch {
      return null;
    }
  }

  /** The live game changed: written soon (`setup`: the start options before a seed was drawn). */
  save(event: SaveEvent, setup: NewGameOptions | null): void {
    this.latest = { ...event, setup: setupHash(setup) };
    this.dirty = true;
    if (this.handle || !this.mayWrite()) return;
    const run = () => {
      this.handle = null;
      this.flush();
    };
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(run, { timeout: 1000 });
      this.handle = { cancel: () => cancelIdleCallback(id) };
    } else {
      const id = setTimeout(run, 50);
      this.handle = { cancel: () => clearTimeout(id) };
    }
  }

  /** Writes the game now if it changed (when idle, and when the board or page goes away). */
  flush(): void {
    this.handle?.cancel();
    this.handle = null;
    const latest = this.latest;
    if (!this.dirty || !latest || !latest.options || latest.options.seed === undefined || !this.mayWrite()) return;
    const slot = this.ensureSlot();
    if (!slot) return;
    this.dirty = false;
    let record: GameRecord;
    try {
      record = recordFromLog(latest.options, latest.log, { final: latest.game });
    } catch {
      return;
    }
    const result = slot.save(record);
    if (result.persistent) {
      try {
        this.written = storage()?.getItem(this.saveKey) ?? null;
        storage()?.setItem(`${this.saveKey}:setup`, latest.setup);
        // Moved from where an earlier version kept it: that slot is another board's to use now.
        if (this.legacy) {
          storage()?.removeItem(this.legacy);
          storage()?.removeItem(`${this.legacy}:setup`);
          this.legacy = null;
        }
      } catch {
        // the record is saved; without its setup mark it is simply not resumed
      }
    }
    this.setIssue(result.issue);
  }

  /** Forgets the save (a new game replaces it at the next save). Not a save that could not be read. */
  clear(): void {
    if (this.unreadable === null) this.slot?.clear();
  }

  private setIssue(issue: StorageIssue | null): void {
    if ((issue?.code ?? null) === (this.issue?.code ?? null)) return;
    this.issue = issue;
    if (issue) emit(this.host.element, 'quetzal-save-error', { code: issue.code, message: issue.message });
    this.host.issueChanged(issue);
  }
}
