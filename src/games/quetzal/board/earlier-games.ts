/**
 * The board's earlier games (records chunk): before a share link, an import, a resumed save or a new game
 * replaces a game in progress, that game is kept here — the last five, newest first, in the board's
 * storage beside its save (in memory when it does not save) — and the Game menu can bring any of them
 * back. Nothing a player did is replaced without a way back.
 */
import type { NewGameOptions } from '../engine/index.js';
import { readRecord, recordFromLog, type GameRecord } from '../records/index.js';
import type { GameRecordLike } from './records-types.js';

export const EARLIER_GAMES_KEPT = 5;

export interface EarlierGame {
  record: GameRecord;
  /** When it was put aside (ISO 8601). */
  keptAt: string;
  names: string[];
  round: number;
  moves: number;
  over: boolean;
}

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export class EarlierGames {
  list: EarlierGame[] = [];

  /** `key`: the storage key (the save's, with `:earlier`); `saving`: whether the board saves. */
  constructor(private readonly key: string, private readonly saving: () => boolean) {
    this.list = this.read();
  }

  /** Reads the kept list; anything that does not read as records is left out (never thrown). */
  private read(): EarlierGame[] {
    if (!this.saving()) return [];
    try {
      const raw = JSON.parse(storage()?.getItem(this.key) ?? '[]') as unknown;
      if (!Array.isArray(raw)) return [];
      return raw.flatMap((item) => {
        try {
          const record = readRecord((item as { record: unknown }).record).record;
          return [{ ...(item as EarlierGame), record }];
        } catch {
          return [];
        }
      }).slice(0, EARLIER_GAMES_KEPT);
    } catch {
      return [];
    }
  }

  private write(): void {
    if (!this.saving()) return;
    try {
      storage()?.setItem(this.key, JSON.stringify(this.list));
    } catch {
      // full or refused: the list is kept in memory for this page
    }
  }

  /** Keeps a game that is being replaced (one that can be recorded: started from options with a seed). */
  keep(replaced: GameRecordLike): void {
    const options = replaced.options as NewGameOptions | null;
    if (!options || options.seed === undefined || replaced.log.length === 0) return;
    let record: GameRecord;
    try {
      record = recordFromLog(options, replaced.log, { final: replaced.game });
    } catch {
      return;
    }
    const entry: EarlierGame = {
      record, keptAt: new Date().toISOString(), names: replaced.game.seats.map((s) => s.name),
      round: replaced.game.round, moves: replaced.log.length, over: replaced.game.phase === 'gameOver',
    };
    this.list = [entry, ...this.list].slice(0, EARLIER_GAMES_KEPT);
    this.write();
  }

  /** Takes a kept game out of the list (to bring it back). */
  take(index: number): GameRecord | null {
    const entry = this.list[index];
    if (!entry) return null;
    this.list = this.list.filter((_, i) => i !== index);
    this.write();
    return entry.record;
  }
}
