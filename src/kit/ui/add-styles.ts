/**
 * Styles that come with a lazily loaded part (a board's records, later parts, seats, highlights, ending): added to a
 * board's shadow root once, after the board's own. With constructable stylesheets they are adopted;
 * without, Lit's own fallback writes a <style> (with Lit's nonce) before the rendered content.
 */
import { adoptStyles, supportsAdoptingStyleSheets, type CSSResult } from 'lit';

export function addStyles(root: ShadowRoot, sheet: CSSResult, name: string): void {
  if (supportsAdoptingStyleSheets && sheet.styleSheet) {
    if (!root.adoptedStyleSheets.includes(sheet.styleSheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet.styleSheet];
    return;
  }
  if (root.querySelector(`style[data-part-styles="${name}"]`)) return;
  const scratch = document.createDocumentFragment();
  adoptStyles(scratch as unknown as ShadowRoot, [sheet]);
  const style = scratch.firstElementChild;
  if (style) {
    style.setAttribute('data-part-styles', name);
    root.insertBefore(style, root.firstChild);
  }
}
