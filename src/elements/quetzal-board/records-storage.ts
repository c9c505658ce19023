/**
 * A board's auto-save and resume (records chunk). The statechart's `resume` actor asks `resume()` for
 * the game to start with (a share link in the URL hash first, then the auto-save made by a board set up
 * the same way); its `autosave` actor hands every change of the live game to `save()`, written when the
 * browser is idle and at once when the page is hidden or the board leaves it.
 *
 * The save is keyed by the board's `id`, else the page path. A save is resumed only by a board set up
 * the same way (same names, seed attribute and scenario), so a page whose attributes changed starts a
 * new game instead of showing a stale one. A save that was never read is never overwritten.
 */
import type { NewGameOptions } from '../../rules/index.js';
import type { LogEntry, Resumed } from '../../machine/quetzal-machine.js';
import type { SaveEvent } from '../../machine/actors.js';
import {
  RecordError, createSaveSlot, decodeRecord, readRecord, recordFromLog, replay,
  type GameRecord, type SaveSlot, type StorageIssue,
} from '../../records/index.js';
import { emit } from './events.js';
import { hashParamOf, saveKeyOf } from './save-keys.js';

/** The fingerprint of a board's setup (32-bit FNV-1a of its JSON, 8 hex digits): a save is resumed only by the same. */
export function setupHash(setup: NewGameOptions | null): string {
  const s = setup ?? {};
  const text = JSON.stringify({ seats: s.seats ?? null, players: s.players ?? null, seed: s.seed ?? null, scenario: s.scenario ?? null });
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
  private slot: SaveSlot | null = null;
  private latest: (SaveEvent & { setup: string }) | null = null;
  private dirty = false;
  private handle: { cancel(): void } | null = null;

  constructor(private readonly host: SavesHost) {}

  get saveKey(): string {
    return saveKeyOf(this.host.element);
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
   * Never throws: a bad link or save becomes a notice, and the save stays as it was.
   */
  resume(setup: NewGameOptions | null, keepLink: boolean): Resumed | null {
    const found = this.readHash();
    if (found) {
      try {
        const resumed = resumedFrom(readRecord(decodeRecord(found.text)).record, 'rec_loadedLink');
        if (!keepLink) this.removeHashParam(found.param);
        this.dirty = true;
        return resumed;
      } catch (e) {
        this.removeHashParam(found.param);
        this.host.report(asRecordError(e), 'rec_badLink');
      }
    }
    const slot = this.ensureSlot();
    if (!slot || this.readMeta() !== setupHash(setup)) return null;
    try {
      const text = slot.loadText();
      return text === null ? null : resumedFrom(readRecord(text).record);
    } catch (e) {
      this.host.report(asRecordError(e), 'rec_badSave');
      return null;
    }
  }

  // ------------------------------------------------------------- saving

  private ensureSlot(): SaveSlot | null {
    if (!this.host.saving()) return null;
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

  /** The live game changed: written soon (`setup`: the start options before a seed was drawn). */
  save(event: SaveEvent, setup: NewGameOptions | null): void {
    this.latest = { ...event, setup: setupHash(setup) };
    this.dirty = true;
    if (this.handle || !this.host.saving()) return;
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
    if (!this.dirty || !latest || !latest.options || latest.options.seed === undefined || !this.host.saving()) return;
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
        storage()?.setItem(`${this.saveKey}:setup`, latest.setup);
      } catch {
        // the record is saved; without its setup mark it is simply not resumed
      }
    }
    this.setIssue(result.issue);
  }

  /** Forgets the save (a new game replaces it at the next save). */
  clear(): void {
    this.slot?.clear();
  }

  private setIssue(issue: StorageIssue | null): void {
    if ((issue?.code ?? null) === (this.issue?.code ?? null)) return;
    this.issue = issue;
    if (issue) emit(this.host.element, 'quetzal-save-error', { code: issue.code, message: issue.message });
    this.host.issueChanged(issue);
  }
}
