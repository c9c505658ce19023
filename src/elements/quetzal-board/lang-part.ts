/**
 * A board's language: English is in the main chunk; French is a chunk of its own (its main table),
 * loaded once per page before the first French board renders, and registered with `t`.
 */
import { hasStrings, registerStrings, resolveLang, type Lang } from '../../i18n/index.js';
import { loadPart } from './chunks.js';

/** Loads the language's strings when `t` does not have them yet; null when there is nothing to load. */
export function loadLang(lang: Lang): Promise<void> | null {
  if (hasStrings(lang)) return null;
  return loadPart('lang-fr', () => import('../../i18n/fr.js')).then((m) => registerStrings(lang, m.fr));
}

/** An element's language: its own `lang` (the property first: Lit renders before it reflects), else the closest one around it. */
export function langOf(el: HTMLElement): Lang {
  const own = el.lang || el.getAttribute('lang');
  if (own) return resolveLang(own);
  return resolveLang(el.parentElement?.closest('[lang]')?.getAttribute('lang') ?? document.documentElement.lang);
}
