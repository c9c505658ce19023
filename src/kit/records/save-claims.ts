/**
 * Which board of the page holds a save key: a second board that claims a key already held does not save
 * rather than overwrite the first one's game. Every game's boards (Quetzal's records chunk, Aztec's).
 */

import type { StorageIssue } from './storage.js';

/** Why a board does not save although it should: its slot is held by another board of the page. */
export const SLOT_HELD: StorageIssue = {
  code: 'UNAVAILABLE',
  message: 'another board on this page already saves in this slot (give each board its own id): this game is kept only until the page is closed',
};

/** Boards holding a save key on this page. */
const holders = new Map<string, Element>();

/**
 * Claims `key` for `host` on this page: false when another board in the page holds it (that board keeps
 * it; this one must not save). Released with `releaseSaveKey`.
 */
export function claimSaveKey(key: string, host: Element): boolean {
  const holder = holders.get(key);
  if (holder && holder !== host && holder.isConnected) return false;
  holders.set(key, host);
  return true;
}

export function releaseSaveKey(key: string, host: Element): void {
  if (holders.get(key) === host) holders.delete(key);
}
