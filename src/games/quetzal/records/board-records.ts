/**
 * Of Quetzal's records, what playing needs (kit/game-module.ts BoardRecords): where undo stops, a state's
 * fingerprint, where a refused move was, a move as a spectator sees it — each in a small file, so that
 * the board can play from its first file and load the readers, save slots and links (records/index.ts)
 * only when it saves, resumes or shares. Its whole GameRecords (records-seam.ts) is built on it.
 */
import type { BoardRecords } from '../../../kit/game-module.js';
import { describeRoundMove } from '../../../kit/records/game-history.js';
import type { GameEvent, GameState, Move, NewGameOptions } from '../engine/index.js';
import { barrierOf } from './barrier.js';
import { stateFingerprint } from './fingerprint.js';
import { publicMove } from './public-move.js';

export const quetzalBoardRecords: BoardRecords<GameState, Move, GameEvent, NewGameOptions> = {
  barrier: barrierOf,
  fingerprint: stateFingerprint,
  describeMove: describeRoundMove,
  publicMove,
};
