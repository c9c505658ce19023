/**
 * Aztec's pictures: one SVG sprite (the board draws `jewelSprite` once in its shadow root) and the small
 * functions that draw its symbols with `<use>`. Every piece reads without colour: the three jewels differ
 * by shape (blue a round cabochon, yellow a faceted triangle, red a diamond-cut square), the tokens by
 * mark and outline (a check in a disc, a cross in an octagon). Colours come from custom properties with
 * defaults (PALETTE), so a page's theme recolours them; the neutral glyphs paint in currentColor.
 */
import { html, nothing, svg, type SVGTemplateResult, type TemplateResult } from 'lit';
import type { Translate } from '../../../../kit/i18n/translator.js';
import { COLORS, type Color, type Jewels } from '../../data.js';
import { COLOR_KEYS, type PartKey } from './parts-strings.js';
import { countsText } from '../jewel-words.js';
import { styleMap } from '../../../../kit/ui/style-map.js'; // CSP-safe: no style attribute string
import { PALETTE, seatColor } from './parts.styles.js';

/** The symbols of the sprite, by name. */
export type Glyph =
  | 'jewel-blue' | 'jewel-yellow' | 'jewel-red' | 'stone' | 'believe' | 'accuse' | 'at-once'
  | 'pyramid' | 'sun' | 'arrow' | 'person' | 'supply' | 'curse-card';

/** The id of a symbol in the sprite (prefixed: a page may hold other sprites). */
const glyphId = (g: Glyph): string => `az-${g}`;
/** The symbol id of a jewel colour's shape. */
const jewelGlyph = (c: Color): Glyph => `jewel-${COLORS[c]}`;

const P = PALETTE;
/** A fill from a theme property, with its default (a `<use>` copy inherits the property from its page). */
const themed = (name: keyof typeof PALETTE) => `var(--az-${name}, ${P[name]})`;

/** Eight rays around a disc: the sun stone on the Artifact deck's back (computed once, never changed). */
const SUN_RAYS = Array.from({ length: 8 }, (_, k) => {
  const a = (k * Math.PI) / 4;
  const pt = (r: number, da: number) => `${(12 + r * Math.cos(a + da)).toFixed(2)},${(12 + r * Math.sin(a + da)).toFixed(2)}`;
  return pt(11.5, 0) + ' ' + pt(7, 0.32) + ' ' + pt(7, -0.32);
});

const SYMBOLS: Readonly<Record<Glyph, SVGTemplateResult>> = {
  // Blue: a round cabochon, a dome with a gloss highlight.
  'jewel-blue': svg`<circle cx="12" cy="12" r="9.6" fill=${themed('blue')}/>
    <circle cx="12" cy="13.2" r="6.8" fill="#000" fill-opacity=".16"/>
    <circle cx="11.2" cy="11" r="6" fill="#fff" fill-opacity=".14"/>
    <ellipse cx="8.6" cy="8" rx="3.4" ry="1.9" transform="rotate(-38 8.6 8)" fill="#fff" fill-opacity=".85"/>
    <circle cx="16" cy="16.3" r="1.1" fill="#fff" fill-opacity=".5"/>
    <circle cx="12" cy="12" r="9.6" fill="none" stroke="#0d2347" stroke-opacity=".8" stroke-width="1.3"/>`,
  // Yellow: a triangle cut in three facets (light from the top left).
  'jewel-yellow': svg`<polygon points="12,2.2 22.4,20.6 1.6,20.6" fill=${themed('yellow')}/>
    <polygon points="12,2.2 12,14.4 1.6,20.6" fill="#fff" fill-opacity=".42"/>
    <polygon points="1.6,20.6 22.4,20.6 12,14.4" fill="#000" fill-opacity=".24"/>
    <polygon points="12,8.6 15.4,14.6 8.6,14.6" fill="#fff" fill-opacity=".3"/>
    <polygon points="12,2.2 22.4,20.6 1.6,20.6" fill="none" stroke="#4d3300" stroke-opacity=".85" stroke-width="1.3" stroke-linejoin="round"/>`,
  // Red: a square set on its point, cut with a table and four facets.
  'jewel-red': svg`<polygon points="12,1.4 22.6,12 12,22.6 1.4,12" fill=${themed('red')}/>
    <polygon points="12,1.4 12,7 7,12 1.4,12" fill="#fff" fill-opacity=".4"/>
    <polygon points="12,1.4 22.6,12 17,12 12,7" fill="#fff" fill-opacity=".14"/>
    <polygon points="22.6,12 12,22.6 12,17 17,12" fill="#000" fill-opacity=".3"/>
    <polygon points="1.4,12 7,12 12,17 12,22.6" fill="#000" fill-opacity=".14"/>
    <polygon points="12,7 17,12 12,17 7,12" fill="#fff" fill-opacity=".22"/>
    <polygon points="12,1.4 22.6,12 12,22.6 1.4,12" fill="none" stroke="#3a0508" stroke-opacity=".85" stroke-width="1.3" stroke-linejoin="round"/>`,
  // A cursed stone: a dark pebble with a spiral carved in jade.
  stone: svg`<path d="M4.2 15.4C3 11.1 5.4 6.6 9.8 5.3c3.6-1.1 7.7-.2 9.6 2.8 2 3 1.6 7.4-.9 9.8-2.4 2.3-6.7 3-9.9 2.3-2.3-.5-3.8-2.1-4.4-4.8z"
      fill=${themed('cursed')} stroke="#140f0b" stroke-width="1.2"/>
    <path d="M7.4 9.6c1-1.7 2.8-2.7 4.8-2.8" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="1.2" stroke-linecap="round"/>
    <path d="M12.6 12.4a.9.9 0 1 1-.9-1.3 2 2 0 0 1 2.2 2.1 3 3 0 0 1-3.3 2.6 3.9 3.9 0 0 1-3.1-4.4"
      fill="none" stroke=${themed('glow')} stroke-width="1.4" stroke-linecap="round"/>`,
  // "I believe you!": a green disc with a check mark.
  believe: svg`<circle cx="12" cy="12" r="10" fill=${themed('believe')} stroke="#0c3119" stroke-width="1.2"/>
    <path d="M6.8 12.6l3.4 3.4 7-7.4" fill="none" stroke="#fff" stroke-width="2.9" stroke-linecap="round" stroke-linejoin="round"/>`,
  // "You lie!": a red octagon with a cross.
  accuse: svg`<polygon points="8.1,2 15.9,2 22,8.1 22,15.9 15.9,22 8.1,22 2,15.9 2,8.1" fill=${themed('accuse')} stroke="#3d0906" stroke-width="1.2" stroke-linejoin="round"/>
    <path d="M8 8l8 8M16 8l-8 8" fill="none" stroke="#fff" stroke-width="2.9" stroke-linecap="round"/>`,
  // The "play at once" mark of immediate Artifacts: a lightning bolt in a gold disc.
  'at-once': svg`<circle cx="12" cy="12" r="10.2" fill=${themed('gold')} stroke="#4d3300" stroke-width="1.2"/>
    <path d="M13.4 3.6 6.6 13.2h4.6l-1.5 7.2 7-10h-4.7z" fill="#2b2118"/>`,
  // The temple: a stepped pyramid with its stair.
  pyramid: svg`<path d="M1.5 21.5h21v-2.8h-21zM3.8 17.9h16.4v-2.8H3.8zM6.1 14.3h11.8v-2.8H6.1zM8.4 10.7h7.2V7.9H8.4zM10.2 7.1h3.6V3.6h-3.6z"/>
    <path d="M10.7 21.5h2.6V7.9h-2.6z" fill="#000" fill-opacity=".28"/>`,
  // The sun stone on an Artifact's back.
  sun: svg`${SUN_RAYS.map((pts) => svg`<polygon points=${pts}/>`)}<circle cx="12" cy="12" r="6"/>
    <circle cx="12" cy="12" r="3.4" fill="none" stroke="#000" stroke-opacity=".3" stroke-width="1.2"/>`,
  arrow: svg`<path d="M3 12h15M13 6.5l5.5 5.5-5.5 5.5" fill="none" stroke="currentColor" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round"/>`,
  person: svg`<circle cx="12" cy="7" r="4"/><path d="M4 21.5c0-4.6 3.6-7.8 8-7.8s8 3.2 8 7.8z"/>`,
  // The stones' supply: a bowl.
  supply: svg`<path d="M2.5 10.5h19c0 5.6-4.3 9.8-9.5 9.8s-9.5-4.2-9.5-9.8z"/>
    <path d="M5 7.5h14" stroke="currentColor" stroke-width="2" stroke-linecap="round"/>`,
  // A Curse card: a card with a skull.
  'curse-card': svg`<rect x="4.5" y="2" width="15" height="20" rx="2" fill="none" stroke="currentColor" stroke-width="1.8"/>
    <path d="M12 6.6c-2.5 0-4.1 1.8-4.1 3.9 0 1.4.7 2.5 1.7 3.1v2.4h4.8v-2.4c1-.6 1.7-1.7 1.7-3.1 0-2.1-1.6-3.9-4.1-3.9z"/>
    <circle cx="10.4" cy="10.6" r="1.1" fill="#fff"/><circle cx="13.6" cy="10.6" r="1.1" fill="#fff"/>`,
};

/** The sprite, drawn once per board: a zero-size SVG whose symbols every part draws with `<use>`. */
export const jewelSprite: TemplateResult = html`<svg class="sprite" width="0" height="0" aria-hidden="true" focusable="false">
  ${(Object.keys(SYMBOLS) as Glyph[]).map((g) => svg`<symbol id=${glyphId(g)} viewBox="0 0 24 24" fill="currentColor">${SYMBOLS[g]}</symbol>`)}
</svg>`;

/** A symbol of the sprite as a decorative icon (the words beside it, or the label of its group, say what it is). */
export function glyph(g: Glyph, cls = ''): TemplateResult {
  return html`<svg class="az-icon ${cls}" data-glyph=${g} viewBox="0 0 24 24" aria-hidden="true" focusable="false"><use href=${`#${glyphId(g)}`}></use></svg>`;
}

/** One jewel of a colour: its own shape and colour. */
export function jewelIcon(color: Color): TemplateResult {
  return glyph(jewelGlyph(color), `az-jewel az-${COLORS[color]}`);
}

/** The words for a set of jewels: "2 blue, 1 red" (each colour it holds, in COLORS order), or "no jewels". */
export function jewelsText(jewels: Readonly<Jewels>, tr: Translate<PartKey>, join = ', '): string {
  return countsText(jewels, (c, n) => tr(COLOR_KEYS.count[c], { n }), tr('ap_noJewels'), join);
}

/**
 * A set of jewels as icons with counts, named by jewelsText. `all`: every colour, 0s included (a stash
 * keeps its three columns as it changes); otherwise only the colours it holds.
 */
export function jewelRow(jewels: Readonly<Jewels>, tr: Translate<PartKey>, opts: { all?: boolean } = {}): TemplateResult {
  const shown = ([0, 1, 2] as const).filter((c) => opts.all || jewels[c] > 0);
  return html`<span class="az-jewels" role="img" aria-label=${jewelsText(jewels, tr)}>${shown.map((c) => html`<span
    class="az-count ${jewels[c] ? '' : 'zero'}" data-color=${COLORS[c]}>${jewelIcon(c)}<span class="az-n">${jewels[c]}</span></span>`)}${shown.length
    ? nothing : html`<span class="az-none">—</span>`}</span>`;
}

/** Up to `max` cursed stones drawn side by side, then "+k" for the rest (decorative: the count is said in words beside it). */
export function stonePile(stones: number, max = 8): TemplateResult {
  const drawn = Math.max(0, Math.min(stones, max));
  return html`<span class="az-stones" aria-hidden="true">${Array.from({ length: drawn }, () => glyph('stone', 'az-stone'))}${stones > max
    ? html`<span class="az-more">+${stones - max}</span>` : nothing}</span>`;
}

/**
 * A seat's marker: a disc in the seat's colour with its number (seat 0 shows "1"), so it reads without
 * colour. With a `label` it is an image of its own (on the track); without, it is decorative (beside the name).
 */
export function seatMarker(seat: number, label?: string): TemplateResult {
  return html`<span class="az-marker" data-seat=${seat} style=${styleMap({ '--seat': seatColor(seat) })}
    role=${label ? 'img' : nothing} aria-label=${label ?? nothing} aria-hidden=${label ? nothing : 'true'}>${seat + 1}</span>`;
}
