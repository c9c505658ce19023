/**
 * The locations' pictograms (the later parts chunk): a sprite of SVG symbols added once to a board's
 * shadow root, after the board's own content, which the banners' `<use>` draw (parts/icons.ts
 * locationIcon). They are an aid beside each location's name, so they can arrive a moment after the
 * first render and spare the main bundle their paths.
 */
import { html, render, svg } from 'lit';
import type { LocationId } from '../../engine/index.js';
import { locId, sym } from './art-sprite.js';

/**
 * The locations, filled in currentColor (holes cut with evenodd): a tent, a carved stela, a money
 * pouch, an anchor, a stepped pyramid, a block quarry, a shrine, broken columns, a ship, two huts.
 */
export const LOCATIONS: [LocationId, string][] = [
  ['camp', 'M12 3 1.5 21h21zm0 7-4 11h8z'],
  ['stela', 'M6 22V7a6 6 0 0 1 12 0v15zm4-14v2h4V8zm0 4v2h4v-2zm0 4v2h4v-2z'],
  ['black_market', 'M8 2h8l-2.5 4h-3zm4 5c-5 0-9 6-9 10 0 3 3 5 9 5s9-2 9-5c0-4-4-10-9-10zm-1 4v8h2v-8z'],
  ['harbor', 'M11 6.8V19c-3-.4-5-2.4-5.6-5H8l-4-4-4 4h2.5c.7 4.6 4.6 8 9.5 8s8.8-3.4 9.5-8H24l-4-4-4 4h2.6c-.6 2.6-2.6 4.6-5.6 5V6.8a3 3 0 1 0-2 0zM12 3a1 1 0 1 1 0 2 1 1 0 0 1 0-2zM7.5 9H11v2H7.5zm5.5 0h3.5v2H13z'],
  ['temple', 'M1 22h22l-2-4H3zm3-5h16l-2-4H6zm3-5h10l-2-4H9zm3-5h4V3h-4z'],
  ['quarry', 'M1 22h10v-7H1zm12 0h10v-7H13zM6 14h12V7H6zm10-9 5-4 2 2-4 5z'],
  ['small_temple', 'M3 22h18l-2-4H5zm4-5h10v-6H7zm-2-7h14l-7-7zm5.5 7v-3h3v3z'],
  ['ruins', 'M1 22h22v-3H1zm2-4h4V8L5 6 3 9zm7 0h4v-5l-1 1-1-3-2 2zm7 0h4V5h-4z'],
  ['ship', 'M2 15h20l-3.5 6h-13zM11 2h1.5v12H11zm2.5 2 7 8h-7z'],
  ['village', 'M1 22v-8l6-6 6 6v8zm4 0h4v-5H5zm8.5 0v-9l5-5 5 5v9zm3 0h3v-4h-3z'],
];

/** Adds the locations' sprite to a board's shadow root (once). */
export function addLocationSprite(root: ShadowRoot): void {
  if (root.querySelector('svg.loc-sprite')) return;
  const scratch = document.createDocumentFragment();
  render(html`<svg class="sprite loc-sprite" width="0" height="0" aria-hidden="true" focusable="false">
    ${LOCATIONS.map(([id, d]) => sym(locId(id), svg`<path d=${d} fill-rule="evenodd"/>`))}</svg>`, scratch);
  // Outside the part Lit renders the board into (after its end marker): the board's renders leave it be.
  root.append(scratch.querySelector('svg')!);
}
