/**
 * Where a board keeps its game: the auto-save's storage key and the URL hash parameter of its share
 * links. In the main chunk, so a board can tell whether there is anything to resume before it fetches
 * the records chunk.
 *
 * A save slot belongs to one board of one page: its key holds the page's path and the board's `id`
 * (`quetzal-board:/games/friday#main`), or, for a board without one, its place among the boards without
 * id of its document (`quetzal-board:/games/friday@1`). Two pages of a site with `<quetzal-board
 * id="game">` each keep their own game; two boards of one page without ids too. A second board that
 * claims a key already held on the page does not save (save-claims.ts, with the records chunk) rather than
 * overwrite.
 */

/** Storage keys of auto-saves start with this. */
const SAVE_PREFIX = 'quetzal-board:';

const keys = new WeakMap<HTMLElement, string>();

/** The storage key of a board's save (fixed for the board's life once asked). */
export function saveKeyOf(host: HTMLElement): string {
  let key = keys.get(host);
  if (!key) {
    let place = 1;
    if (!host.id) {
      const root = host.getRootNode() as Document | ShadowRoot;
      const unnamed = [...(root.querySelectorAll?.('quetzal-board:not([id])') ?? [])];
      place = Math.max(1, unnamed.indexOf(host) + 1);
    }
    key = `${SAVE_PREFIX}${location.pathname}${host.id ? `#${host.id}` : `@${place}`}`;
    keys.set(host, key);
  }
  return key;
}

/**
 * The key v0.1 used (the id alone, else the page path): a save there is still read, once, and moved
 * to the board's own slot, so that no game of an earlier version is lost.
 */
export function legacySaveKeyOf(host: HTMLElement): string {
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
    return saving && (!!localStorage.getItem(`${saveKeyOf(host)}:setup`) || !!localStorage.getItem(`${legacySaveKeyOf(host)}:setup`));
  } catch {
    return false;
  }
}
