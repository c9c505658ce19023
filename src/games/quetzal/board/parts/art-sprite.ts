/**
 * The board's pictograms, defined once per board as SVG symbols and drawn anywhere in its shadow root
 * with `<use>`: the five Artifact types (this sprite: the board map draws it, cards are on the first
 * screen) and the ten locations (their sprite comes with the later parts: parts/location-art.ts). Each
 * is a shape of its own, recognisable without colour; they paint in currentColor, so the theme's
 * custom properties colour them.
 */
import { html, svg, type SVGTemplateResult } from 'lit';
import type { ArtifactType, LocationId } from '../../engine/index.js';

/** The symbol id of an Artifact type's or a location's pictogram. */
export const artId = (type: ArtifactType): string => `q-art-${type}`;
export const locId = (id: LocationId): string => `q-loc-${id}`;

/** A symbol in a 24×24 box, filled in currentColor (its strokes say their own colour). */
export const sym = (id: string, content: SVGTemplateResult) => svg`<symbol id=${id} viewBox="0 0 24 24" fill="currentColor">${content}</symbol>`;

/**
 * The Artifact types: a banded vase, an axe, a written tablet, a figure on a plinth, a wrapped mummy.
 * Their inner lines are drawn in --_line: light on a coloured pictogram, the card's colour on a card's
 * white one.
 */
const ARTIFACTS: [ArtifactType, SVGTemplateResult][] = [
  ['pottery', svg`<path d="M9 2h6v3c0 1 5 3 5 9 0 5-3 8-8 8s-8-3-8-8c0-6 5-8 5-9z"/><path d="M6 11h12M5 15h14" stroke="var(--_line, #fff8)" stroke-width="1.4"/>`],
  ['weapon', svg`<path d="M5 21 17 6M3 18l4 3" stroke="currentColor" stroke-width="2.4" stroke-linecap="round"/><path d="M13 3c4 0 8 3 8.5 7.5L17 11l-4-4z"/>`],
  ['tablet', svg`<rect x="5" y="2" width="14" height="20" rx="2"/><path d="M8 7h8M8 11h5M8 15h8M8 18h4" stroke="var(--_line, #fff8)" stroke-width="1.5"/>`],
  ['statuette', svg`<circle cx="12" cy="5" r="3"/><path d="M8 9h8l2 9H6zM5 19h14v3H5z"/>`],
  ['mummy', svg`<path d="M12 2c3 0 4.5 2 4.5 5v10c0 3-2 5-4.5 5s-4.5-2-4.5-5V7c0-3 1.5-5 4.5-5z"/><path d="M8 10l8-2M8 13.5l8-2M8 17l8-2M10 6h1.5m1 0H14" stroke="var(--_line, #fff8)" stroke-width="1.3"/>`],
]


/** The sprite, drawn once per board (a zero-size SVG: only its symbols are used). */
export const artSprite = html`<svg class="sprite" width="0" height="0" aria-hidden="true">
  ${ARTIFACTS.map(([type, content]) => sym(artId(type), content))}
</svg>`;
