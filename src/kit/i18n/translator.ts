/**
 * A game board's translator: one function `tr(key, params)` over the string tables of a board's features
 * (each a `featureStrings` table: English and complete French), in the board's language, falling back to
 * English. The kit's boards and parts take a `Translate` rather than a language, so a part never knows
 * which tables exist or which language is loaded.
 */
import { fill, type FeatureTable, type Params, type Template } from './template.js';

const BOARD_LANGS = ['en', 'fr'] as const;
export type BoardLang = (typeof BOARD_LANGS)[number];

/** The strings of one board in one language: `key` with its `{name}` parameters filled in. */
export type Translate<K extends string = string> = (key: K, params?: Params) => string;

/** The supported language closest to a BCP 47 tag ("fr-CA" → "fr"), else English. */
export function boardLang(tag: string | null | undefined): BoardLang {
  const base = (tag ?? '').trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return (BOARD_LANGS as readonly string[]).includes(base) ? (base as BoardLang) : 'en';
}

/**
 * A translator over several features' tables, the first that has a key winning; a key no table has is
 * returned as it is (a missing string shows as its key rather than as nothing).
 */
export function translator<K extends string>(lang: BoardLang, ...tables: FeatureTable<string>[]): Translate<K> {
  return (key, params = {}) => {
    for (const table of tables) {
      const own: Template | undefined = (table[lang] as Record<string, Template | undefined>)[key] ?? (table.en as Record<string, Template | undefined>)[key];
      if (own !== undefined) return fill(own, params);
    }
    return key;
  };
}
