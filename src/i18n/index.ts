/**
 * UI strings in English and French: `t(lang, key, params)`. Every string the board shows goes
 * through here; a missing language falls back to English.
 */
import { en, type Params, type StringKey, type Strings, type Template } from './en.js';
import { fr } from './fr.js';
import { fill, type FeatureTable } from './template.js';

export type { Params, StringKey, Strings, Template, FeatureTable };
export const LANGS = ['en', 'fr'] as const;
export type Lang = (typeof LANGS)[number];

const TABLES: Readonly<Record<Lang, Strings>> = { en, fr };

/** The supported language closest to a BCP 47 tag ("fr-CA" → "fr"), else English. */
export function resolveLang(tag: string | null | undefined): Lang {
  const base = (tag ?? '').trim().toLowerCase().split(/[-_]/)[0];
  return (LANGS as readonly string[]).includes(base ?? '') ? (base as Lang) : 'en';
}

/** The string `key` in `lang`, with `{name}` parameters filled in. */
export function t(lang: Lang, key: StringKey, params: Params = {}): string {
  return fill(TABLES[lang]?.[key] ?? en[key], params);
}

export { en, fr };
