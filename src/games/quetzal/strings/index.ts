/**
 * UI strings: `t(lang, key, params)`. Every string the board shows goes through here. English is always
 * here; other languages are tables a host registers when it needs them (the board loads French, a chunk
 * of its own, before it shows a French board). A language not registered falls back to English.
 */
import { en, type Params, type StringKey, type Strings, type Template } from './en.js';
import { fill, type FeatureTable } from '../../../kit/i18n/template.js';

export type { Params, StringKey, Strings, Template, FeatureTable };
export const LANGS = ['en', 'fr'] as const;
export type Lang = (typeof LANGS)[number];

const TABLES: Partial<Record<Lang, Strings>> = { en };

/** Makes a language's main table available to `t` (the board does it when it loads the language). */
export function registerStrings(lang: Lang, table: Strings): void {
  TABLES[lang] = table;
}

/** Whether `t` has the language's own table (English always). */
export function hasStrings(lang: Lang): boolean {
  return TABLES[lang] !== undefined;
}

/** The supported language closest to a BCP 47 tag ("fr-CA" → "fr"), else English. */
export function resolveLang(tag: string | null | undefined): Lang {
  const base = (tag ?? '').trim().toLowerCase().split(/[-_]/)[0];
  return (LANGS as readonly string[]).includes(base ?? '') ? (base as Lang) : 'en';
}

/** The string `key` in `lang`, with `{name}` parameters filled in. */
export function t(lang: Lang, key: StringKey, params: Params = {}): string {
  return fill(TABLES[lang]?.[key] ?? en[key], params);
}

export { en };
