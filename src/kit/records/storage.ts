/**
 * A save slot for one game, of any game: localStorage (or any Storage-like object) when it works, memory
 * when it does not (private browsing, storage disabled, quota full). `save` never throws; `persistent` and
 * `issue` tell the UI whether to show a notice ("this game will be lost when the page closes").
 * `load` reads the saved text with the game's record reader, which throws RecordError for corrupt data:
 * the caller decides (offer to discard it, show the error).
 */

// The Web Storage part a slot uses, and the browser's: browser-storage.ts.
export { defaultStorage, type StorageLike } from './browser-storage.js';
import type { StorageLike } from './browser-storage.js';

export type StorageIssueCode =
  | 'UNAVAILABLE' // no storage, or the browser refuses it (private mode, disabled, sandboxed frame)
  | 'QUOTA' // storage is full
  | 'WRITE_FAILED' // any other failure to write
  | 'NOT_SERIALIZABLE'; // the record could not be turned into JSON (a bug in the caller)

export interface StorageIssue {
  code: StorageIssueCode;
  message: string;
}

export interface SaveResult {
  /** Kept somewhere (storage or memory). */
  saved: boolean;
  /** Kept in storage: it survives a reload. */
  persistent: boolean;
  issue: StorageIssue | null;
  /** Characters written. */
  chars: number;
}

/** A slot holding records of type R (a game's record: Quetzal's GameRecord, Aztec's AztecRecord). */
export interface SaveSlot<R = unknown> {
  readonly key: string;
  /** Whether the last save (or, before any save, the slot) is in real storage. */
  readonly persistent: boolean;
  /** Why not, or null. */
  readonly issue: StorageIssue | null;
  /** Saves the record. Never throws. */
  save(record: R): SaveResult;
  /** The saved record, or null when there is none. Throws RecordError if the saved data is corrupt. */
  load(): R | null;
  /** The saved text as it is, or null (for "download the damaged save" after a load error). */
  loadText(): string | null;
  /** Forgets the saved game. Never throws. */
  clear(): void;
}

const MESSAGES: Record<StorageIssueCode, string> = {
  UNAVAILABLE: 'this browser does not let the game save (private browsing or storage turned off): the game is kept only until the page is closed',
  QUOTA: "the browser's storage is full: the latest moves are kept only until the page is closed",
  WRITE_FAILED: 'the game could not be saved: the latest moves are kept only until the page is closed',
  NOT_SERIALIZABLE: 'the game could not be saved (it cannot be written as JSON)',
};

function issue(code: StorageIssueCode, cause?: unknown): StorageIssue {
  const detail = cause instanceof Error ? ` (${cause.name})` : '';
  return { code, message: MESSAGES[code] + detail };
}

function isQuotaError(e: unknown): boolean {
  if (typeof e !== 'object' || e === null) return false;
  const { name, code } = e as { name?: unknown; code?: unknown };
  return name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED' || code === 22 || code === 1014;
}


/**
 * A save slot under `key` whose saved text `read` turns back into a record (the game's checked reader:
 * it throws RecordError for corrupt data). `storage` is a Storage-like object (defaultStorage() for the
 * browser's), or null for memory only (tests, or when the person declined saving).
 */
export function openSaveSlot<R>(key: string, read: (text: string) => R, storage: StorageLike | null): SaveSlot<R> {
  let store: StorageLike | null = storage;
  let currentIssue: StorageIssue | null = null;
  /** The latest text when it could not be written to storage; it wins over storage on load. */
  let memory: string | null = null;

  if (store) {
    // Probe: some browsers expose localStorage but throw on any write.
    const probe = `${key}::probe`;
    try {
      store.setItem(probe, '1');
      store.removeItem(probe);
    } catch (e) {
      if (isQuotaError(e)) currentIssue = issue('QUOTA', e); // full, but what is there can still be read
      else {
        store = null;
        currentIssue = issue('UNAVAILABLE', e);
      }
    }
  } else {
    currentIssue = issue('UNAVAILABLE');
  }

  const slot: SaveSlot<R> = {
    key,
    get persistent() {
      return store !== null && memory === null && currentIssue === null;
    },
    get issue() {
      return currentIssue;
    },
    save(record: R): SaveResult {
      let text: string;
      try {
        const json = JSON.stringify(record);
        if (typeof json !== 'string') throw new TypeError('not a record');
        text = json;
      } catch (e) {
        currentIssue = issue('NOT_SERIALIZABLE', e);
        return { saved: false, persistent: false, issue: currentIssue, chars: 0 };
      }
      if (store) {
        try {
          store.setItem(key, text);
          memory = null;
          currentIssue = null;
          return { saved: true, persistent: true, issue: null, chars: text.length };
        } catch (e) {
          currentIssue = issue(isQuotaError(e) ? 'QUOTA' : 'WRITE_FAILED', e);
        }
      }
      memory = text;
      return { saved: true, persistent: false, issue: currentIssue, chars: text.length };
    },
    loadText(): string | null {
      if (memory !== null) return memory;
      if (!store) return null;
      try {
        return store.getItem(key);
      } catch (e) {
        store = null;
        currentIssue = issue('UNAVAILABLE', e);
        return null;
      }
    },
    load(): R | null {
      const text = slot.loadText();
      return text === null ? null : read(text);
    },
    clear(): void {
      memory = null;
      try {
        store?.removeItem(key);
      } catch {
        // nothing to do: the slot is as cleared as it can be
      }
    },
  };
  return slot;
}

/** A Storage-like object in memory (tests, workers, servers). */
export function memoryStorage(): StorageLike & { readonly size: number } {
  const map = new Map<string, string>();
  return {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, String(v)),
    removeItem: (k) => void map.delete(k),
    get size() {
      return map.size;
    },
  };
}
