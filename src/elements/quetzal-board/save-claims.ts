/**
 * Which board of the page holds a save key: a second board that claims a key already held does not save
 * rather than overwrite. Used by the records chunk only (records-storage.ts), so it travels with it.
 */
import { saveKeyOf } from './save-keys.js';

/** Boards holding a save key on this page. */
const holders = new Map<string, HTMLElement>();

/**
 * Claims the board's save key for this page: false when another board in the page holds it (that
 * board keeps it; this one must not save). Released with `releaseSaveKey`.
 */
export function claimSaveKey(host: HTMLElement): boolean {
  const key = saveKeyOf(host);
  const holder = holders.get(key);
  if (holder && holder !== host && holder.isConnected) return false;
  holders.set(key, host);
  return true;
}

export function releaseSaveKey(host: HTMLElement): void {
  const key = saveKeyOf(host);
  if (holders.get(key) === host) holders.delete(key);
}
