/**
 * The board's earlier games (records chunk): the kit's list (kit/records/earlier-games.ts) of Quetzal's
 * records. Before a share link, an import, a resumed save or a new game replaces a game in progress, that
 * game is kept — recorded from its log — and the Game menu can bring any of them back.
 */
import type { NewGameOptions } from '../engine/index.js';
import { readRecord, recordFromLog, type GameRecord } from '../records/index.js';
import { EarlierGames as KitEarlierGames, type EarlierGame as KitEarlierGame } from '../../../kit/records/earlier-games.js';
import type { GameRecordLike } from './records-types.js';

export { EARLIER_GAMES_KEPT } from '../../../kit/records/earlier-games.js';
export type EarlierGame = KitEarlierGame<GameRecord>;

export class EarlierGames extends KitEarlierGames<GameRecord> {
  /** `key`: the storage key (the save's, with `:earlier`); `saving`: whether the board saves. */
  constructor(key: string, saving: () => boolean) {
    super(key, saving, (record) => readRecord(record).record);
  }

  /** Keeps a game that is being replaced (one that can be recorded: started from options with a seed). */
  keepReplaced(replaced: GameRecordLike): void {
    const options = replaced.options as NewGameOptions | null;
    if (!options || options.seed === undefined || replaced.log.length === 0) return;
    let record: GameRecord;
    try {
      record = recordFromLog(options, replaced.log, { final: replaced.game });
    } catch {
      return;
    }
    this.keep({
      record, names: replaced.game.seats.map((s) => s.name), round: replaced.game.round, moves: replaced.log.length, over: replaced.game.phase === 'gameOver',
    });
  }
}
