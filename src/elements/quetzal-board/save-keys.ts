/**
 * Where a board keeps its game: the auto-save's storage key and the URL hash parameter of its share
 * links. In the main chunk, so a board can tell whether there is anything to resume before it fetches
 * the records chunk.
 */

/** Storage keys of auto-saves start with this; `<prefix><id or page path>` holds the record. */
export const SAVE_PREFIX = 'quetzal-board:';

/** The storage key of a board's save. */
export function saveKeyOf(host: HTMLElement): string {
  return `${SAVE_PREFIX}${host.id || location.pathname}`;
}

/** The URL hash parameter of a board's share links. */
export function hashParamOf(host: HTMLElement): string {
  return host.id ? `quetzal-${encodeURIComponent(host.id)}` : 'quetzal';
}

/** Whether a share link or an auto-save for this board exists, so that its first start must look. */
export function anythingToResume(host: HTMLElement, saving: boolean): boolean {
  const param = `${hashParamOf(host)}=`;
  if (location.hash.replace(/^#/, '').split('&').some((part) => part.startsWith(param))) return true;
  try {
    return saving && !!localStorage.getItem(`${saveKeyOf(host)}:setup`);
  } catch {
    return false;
  }
}
