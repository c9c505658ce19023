/**
 * A board's language: English is in the main chunk; French is a chunk of its own (its main table),
 * loaded once per page before the first French board renders, and registered with `t`.
 */
import { hasStrings, registerStrings, resolveLang, type Lang } from '../strings/index.js';
import { loadPart } from '../../../kit/ui/lazy-parts.js';

/** Loads the language's strings when `t` does not have them yet; null when there is nothing to load. */
export function loadLang(lang: Lang): Promise<void> | null {
  if (hasStrings(lang)) return null;
  return loadPart('lang-fr', () => import('../strings/fr.js')).then((m) => registerStrings(lang, m.fr));
}

/**
 * An element's language: its own `lang` (the property first: Lit renders before it reflects), else the
 * closest one around it. Never throws: a `lang` that is not text (or cannot be read) is passed over.
 */
export function langOf(el: HTMLElement): Lang {
  let own: unknown;
  try {
    own = el.lang;
  } catch {
    own = null;
  }
  if (typeof own !== 'string' || own === '') own = el.getAttribute('lang');
  if (typeof own === 'string' && own) return resolveLang(own);
  return resolveLang(el.parentElement?.closest('[lang]')?.getAttribute('lang') ?? document.documentElement.lang);
}
