/**
 * RecordError: the one error the records layer throws for bad input (a file, a pasted text, a share
 * link, a saved game). UIs match on `code`, people read `message`, which starts with the place at
 * fault when there is one (`moves[37]: …`, `options.players: …`). The class, its codes and helpers are
 * the kit's (kit/records/errors.ts, shared by every game); here typed with Quetzal's rule codes.
 */
import type { RuleErrorCode } from '../engine/index.js';
import { RecordError as KitRecordError, type RecordErrorClass } from '../../../kit/records/errors.js';

export { RECORD_ERROR_CODES, recordFail, guarded, show, type RecordErrorCode } from '../../../kit/records/errors.js';

/** Quetzal's records' refusals: the kit's one RecordError class, `ruleCode` typed by Quetzal's rule codes. */
export const RecordError = KitRecordError as RecordErrorClass<RuleErrorCode>;
export type RecordError = KitRecordError<RuleErrorCode>;
