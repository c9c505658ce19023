/**
 * A board's earlier games, for any game: before a game in progress is replaced (a new game, a link, a
 * save that no longer fits the board, an earlier game brought back), it is kept here — the last five,
 * newest first, in the board's storage beside its save (in memory for a board that does not save) — and
 * any of them can be brought back. Nothing a player did is replaced without a way back.
 */
import { defaultStorage, type StorageLike } from './browser-storage.js';

export const EARLIER_GAMES_KEPT = 5;

/** A game put aside: its record, and what a list of them shows. */
export interface EarlierGame<R> {
  record: R;
  /** When it was put aside (ISO 8601). */
  keptAt: string;
  names: string[];
  round: number;
  moves: number;
  over: boolean;
}

export class EarlierGames<R> {
  list: EarlierGame<R>[] = [];

  /**
   * `key`: where the list is kept (the save's key with `:earlier`); `saving`: whether the board saves
   * (else the list lives in memory); `read`: the game's checked record reader (it throws for a record
   * that does not read: such an entry is left out).
   */
  constructor(
    private readonly key: string,
    private readonly saving: () => boolean,
    private readonly read: (record: unknown) => R,
    private readonly storage: () => StorageLike | null = defaultStorage,
  ) {
    this.list = this.load();
  }

  /** Reads the kept list; anything that does not read as this game's records is left out (never thrown). */
  private load(): EarlierGame<R>[] {
    if (!this.saving()) return [];
    try {
      const raw = JSON.parse(this.storage()?.getItem(this.key) ?? '[]') as unknown;
      if (!Array.isArray(raw)) return [];
      return raw.flatMap((item) => {
        try {
          return [{ ...(item as EarlierGame<R>), record: this.read((item as { record: unknown }).record) }];
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
      this.storage()?.setItem(this.key, JSON.stringify(this.list));
    } catch {
      // full or refused: the list is kept in memory for this page
    }
  }

  /**
   * Keeps a game being replaced, newest first (past five, the oldest is let go). A record already kept
   * is not kept twice (a save put aside again by a reload before the new game's first move).
   */
  keep(game: Omit<EarlierGame<R>, 'keptAt'>, keptAt = new Date().toISOString()): EarlierGame<R> {
    const text = JSON.stringify(game.record);
    const kept = this.list.find((e) => JSON.stringify(e.record) === text);
    if (kept) return kept;
    const entry = { ...game, keptAt };
    this.list = [entry, ...this.list].slice(0, EARLIER_GAMES_KEPT);
    this.write();
    return entry;
  }

  /** Takes a kept game out of the list (to bring it back), or null. */
  take(index: number): R | null {
    const entry = this.list[index];
    if (!entry) return null;
    this.list = this.list.filter((_, i) => i !== index);
    this.write();
    return entry.record;
  }
}
