/** The records feature's strings (records chunk): its own table, then the main one's. */
import type { Lang, Params, StringKey } from '../strings/index.js';
import { featureTranslator } from '../strings/feature.js';
import { recordsStrings, type RecordsKey } from '../strings/features/records.js';

/** A key of the records table or of the main one. */
export type MessageKey = RecordsKey | StringKey;

/** The records strings (and the main table's), in one language. */
export type RecordsTr = (key: MessageKey, params?: Params) => string;

/** Words a records message in `lang`. */
export const recordsText = featureTranslator(recordsStrings);

export const recordsTranslator = (lang: Lang): RecordsTr => (key, params) => recordsText(lang, key, params);
