/**
 * <aztec-board>'s records, a chunk of its own (loaded at the first save, resume or export): the game's
 * record from its history, and its save slot in the browser's storage (`aztec-board:<save-key>`).
 */
import { defaultStorage } from '../../../kit/records/storage.js';
import type { GameHistory } from '../../../kit/records/game-history.js';
import { aztecHistoryToRecord, createAztecSaveSlot, type AztecRecord } from '../records/index.js';
import type { AztecOptions } from '../setup.js';
import type { AztecMove, AztecState } from '../types.js';

type History = GameHistory<AztecState, AztecMove, AztecOptions>;

const slot = (key: string) => createAztecSaveSlot(`aztec-board:${key}`, defaultStorage());

/** The whole game's record (seed and every pick: for keeping or relaying, not for showing). */
export const recordOf = (history: History): AztecRecord => aztecHistoryToRecord(history);

/** Keeps the game under `key`; never throws (a full or missing storage keeps it in memory). */
export function saveGame(key: string, history: History): void {
  slot(key).save(aztecHistoryToRecord(history));
}

/** The game kept under `key` when it has this many seats and reads back whole, else null (a new game). */
export function savedGame(key: string, seatCount: number): AztecRecord | null {
  try {
    const record = slot(key).load();
    return record && record.options.seats?.length === seatCount ? record : null;
  } catch {
    return null;
  }
}
