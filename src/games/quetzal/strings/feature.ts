/**
 * The translator of a feature whose strings load with its own chunk (a `featureStrings` table, not
 * spread into the main tables): records, diagrams, the tutorial. A module of its own, so that the main
 * chunk does not carry it.
 */
import { t, type Lang, type Params, type StringKey, type Template } from './index.js';
import { fill, type FeatureTable } from '../../../kit/i18n/template.js';

/** `t` for a feature's table: the feature's keys first, then the main table's. */
export function featureTranslator<K extends string>(table: FeatureTable<K>): (lang: Lang, key: K | StringKey, params?: Params) => string {
  return (lang, key, params = {}) => {
    const own = (table[lang] as Record<string, Template | undefined> | undefined)?.[key] ?? (table.en as Record<string, Template | undefined>)[key];
    return own === undefined ? t(lang, key as StringKey, params) : fill(own, params);
  };
}
