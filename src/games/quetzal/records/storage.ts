/**
 * A save slot for one game: localStorage (or any Storage-like object) when it works, memory when it
 * does not (private browsing, storage disabled, quota full). `save` never throws; `persistent` and
 * `issue` tell the UI whether to show a notice ("this game will be lost when the page closes").
 * `load` throws RecordError for corrupt data: the caller decides (offer to discard it, show the error).
 * The slot is the kit's (kit/records/storage.ts, the same for every game), reading Quetzal's records.
 */
import type { GameRecord } from './format.js';
import { parseRecord } from './validate.js';
import { defaultStorage, openSaveSlot, type SaveSlot as KitSaveSlot, type StorageLike } from '../../../kit/records/storage.js';

export {
  memoryStorage, type SaveResult, type StorageLike, type StorageIssue, type StorageIssueCode,
} from '../../../kit/records/storage.js';

/** A slot holding a Quetzal game record. */
export type SaveSlot = KitSaveSlot<GameRecord>;

/**
 * A save slot under `key`. `storage` defaults to `globalThis.localStorage`; pass null for memory only
 * (tests, or when the person declined saving).
 */
export function createSaveSlot(key: string, storage: StorageLike | null = defaultStorage()): SaveSlot {
  return openSaveSlot(key, parseRecord, storage);
}
