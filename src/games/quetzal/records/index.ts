/**
 * Game records: save and resume, replay, validation with clear errors, share links, undo/redo and a
 * save slot. Pure TypeScript, no DOM (storage takes any Storage-like object).
 *
 * ```ts
 * import { createHistory, play, canUndo, undo, historyToRecord, encodeRecord, decodeRecord, parseRecord,
 *   createSaveSlot } from 'quetzal-board/records';
 * let h = createHistory({ seats: ['Ann', 'Bob'] });    // a seed is drawn and kept
 * h = play(h, move);                                   // RuleError if illegal
 * if (canUndo(h, 0)) h = undo(h, 0);
 * const slot = createSaveSlot('quetzal:current');
 * slot.save(historyToRecord(h));                       // never throws; slot.persistent / slot.issue
 * const link = `#game=${encodeRecord(historyToRecord(h))}`;
 * const record = decodeRecord(link.slice(6));          // RecordError with .code and .message
 * const spectator = spectatorRecord(historyToRecord(h)); // public information only: no seed, no hidden card
 * const code = encodeSpectatorRecord(spectator);         // decodeAnyRecord(code) reads either kind of link
 * ```
 */
export { RecordError, RECORD_ERROR_CODES, type RecordErrorCode } from './errors.js';
export {
  RECORD_FORMAT, RECORD_VERSION, SPECTATOR_VERSION, LATEST_RECORD_VERSION, ENGINE_VERSION, ENGINE_MAJOR, LIMITS, isSpectatorRecord,
  type GameRecord, type LogEntry, type RecordOptions, type RecordV0, type SpectatorRecord, type SpectatorStep, type FramePatch, type AnyRecord,
} from './format.js';
export {
  RECORD_FORMAT_DOCS, createRecord, recordFromLog, recordOptions, replay, logFromRecord, RecordPlayer, stateFingerprint,
  type CreateOptions, type Replay, type ReplayOptions,
} from './record.js';
export { parseRecord, readRecord, checkRecordShape, type ReadResult } from './validate.js';
export { nameProblem, seedProblem, scenarioProblem, seedFromText, type NameProblem, type SeedProblem, type ScenarioProblem } from '../../../kit/records/limits.js';
export { encodeRecord, decodeRecord, SHARE_FORMAT } from './share.js';
export {
  spectatorRecord, readSpectatorRecord, readAnyRecord, spectatorFrames, spectatorLog, publicMove, type SpectatorRead, type AnyRead,
} from './spectator.js';
export { encodeSpectatorRecord, decodeSpectatorRecord, decodeAnyRecord, SPECTATOR_SHARE_FORMAT } from './spectator-share.js';
export {
  createHistory, historyFromRecord, historyToRecord, play, playWithEvents, canUndo, undo, undoRefusal, canRedo, redo,
  redoRefusal, barrierOf, UndoError, UNDO_RULE_DOCS, type History, type UndoWindow, type Barrier, type UndoRefusal,
} from './undo.js';
export {
  createSaveSlot, memoryStorage, type SaveSlot, type SaveResult, type StorageLike, type StorageIssue, type StorageIssueCode,
} from './storage.js';
