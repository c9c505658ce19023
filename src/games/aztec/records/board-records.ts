/**
 * Of Aztec's records, what playing needs (kit/game-module.ts BoardRecords): where undo stops, a state's
 * fingerprint and where a refused move was — small enough for <aztec-board>'s first file, which loads the
 * readers, save slots and links (records/index.ts) only when it saves, resumes or shares.
 */
import { canonical, hash32 } from '../../../kit/canonical.js';
import type { BoardRecords } from '../../../kit/game-module.js';
import { describeRoundMove } from '../../../kit/records/game-history.js';
import type { AztecOptions } from '../setup.js';
import type { AztecEvent, AztecMove, AztecPublicMove, AztecState } from '../types.js';
import { publicMove } from '../view.js';
import { aztecBarrierOf } from './undo.js';

/** A state's fingerprint: a record's `check`. The rule-set has its own fingerprint (`rules`): a state's leaves it out. */
export const aztecFingerprint = (state: AztecState): string => hash32(canonical({ ...state, rules: undefined }));


export const aztecBoardRecords: BoardRecords<AztecState, AztecMove, AztecEvent, AztecOptions, AztecPublicMove> = {
  barrier: aztecBarrierOf,
  fingerprint: aztecFingerprint,
  describeMove: describeRoundMove,
  publicMove,
};
