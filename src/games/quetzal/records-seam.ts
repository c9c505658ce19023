/**
 * Quetzal's records behind the kit's seam (kit/game-records.ts), from its records layer (src/games/quetzal/records/):
 * its format (`quetzal-record`, full records version 1, spectator records version 2), the shapes of its
 * options, moves, frames and events, its fingerprints, where its undo stops (`barrierOf`), and its own
 * reader and share links, older than the kit (version-0 records migrated, games of quetzal-rules/1.0
 * completed, bit-packed links): every record and link made before keeps opening. So the kit's records
 * layer makes, reads, replays, shares and undoes Quetzal games exactly as Quetzal's own API does.
 */
import type { GameRecords, RecordsGame } from '../../kit/game-records.js';
import type { GameEvent, GameState, Move, NewGameOptions } from './engine/index.js';
import { SPECTATOR_VERSION } from './records/format.js';
import { readRecord, RECORD_FIELDS } from './records/validate.js';
import { SPECTATOR_FRAMES } from './records/spectator.js';
import { quetzalBoardRecords } from './records/board-records.js';
import { decodeRecord, encodeRecord, SHARE_FORMAT } from './records/share.js';
import { SPECTATOR_SHARE_FORMAT } from './records/spectator-share.js';
import { quetzalEngine } from './engine-seam.js';

export const quetzalRecords: GameRecords<GameState, Move, GameEvent, NewGameOptions> = {
  // format, version, engineVersion, readOptions, readMove, rulesPrint, shippedRulesPrint: what Quetzal's own reader reads fields with.
  ...RECORD_FIELDS,
  // barrier, fingerprint, describeMove, publicMove: what the board plays with (records/board-records.ts).
  ...quetzalBoardRecords,
  spectatorVersion: SPECTATOR_VERSION,
  title: 'Quetzal',
  links: { full: SHARE_FORMAT, spectator: SPECTATOR_SHARE_FORMAT },
  seatCount: (state) => state.seats.length,
  readPublicMove: SPECTATOR_FRAMES.readPublicMove,
  readEvent: SPECTATOR_FRAMES.readEvent,
  readFrame: SPECTATOR_FRAMES.readFrame,
  outOfTurn: SPECTATOR_FRAMES.outOfTurn!,
  read: readRecord,
  share: { encode: encodeRecord, decode: decodeRecord },
};

/** Quetzal, as the kit's records layer takes a game. */
export const quetzalGame: RecordsGame<GameState, Move, GameEvent, NewGameOptions> = { engine: quetzalEngine, records: quetzalRecords };
