/** Small SVG icons drawn in code: artifact types, bonuses, meeples, Upgrades, locations. */
import { svg, html, type SVGTemplateResult, type TemplateResult } from 'lit';
import type { ArtifactType, Face, LocationId, UpgradeKind } from '../../engine/index.js';
import { artId, locId } from './art-sprite.js';
import { styleMap } from '../../../../kit/ui/style-map.js'; // CSP-safe (no style attribute string)

/** Icons are decorative: the element that holds one carries the accessible name. */
const wrap = (content: SVGTemplateResult, cls: string, viewBox = '0 0 24 24'): TemplateResult =>
  html`<svg class="icon ${cls}" viewBox=${viewBox} aria-hidden="true" focusable="false">${content}</svg>`;

/** An Artifact type's pictogram (a symbol of the board's sprite, parts/art-sprite.ts). */
const artUse = (type: ArtifactType) => svg`<use href="#${artId(type)}" width="24" height="24"/>`;

export function artifactIcon(type: ArtifactType): TemplateResult {
  return wrap(artUse(type), `art art-${type}`);
}

/** A location's pictogram (a symbol of the board's sprite). */
export const locationIcon = (id: LocationId): TemplateResult => wrap(svg`<use href="#${locId(id)}"/>`, `pict pict-${id}`);

const COIN = svg`<circle cx="12" cy="12" r="9.5" fill="#e9b62f" stroke="#8a6310" stroke-width="1.6"/>
  <circle cx="12" cy="12" r="5.6" fill="none" stroke="#8a6310" stroke-width="1.2"/>`;
const DISCOVERY = svg`<circle cx="10" cy="10" r="6.4" fill="#bfe3f2" stroke="#1f5f86" stroke-width="2.4"/>
  <path d="M14.8 14.8l6 6" stroke="#1f5f86" stroke-width="3" stroke-linecap="round"/>`;
const VP = svg`<path d="M12 1.8l2.9 6.2 6.7.8-5 4.6 1.4 6.7L12 16.7 6 20.1l1.4-6.7-5-4.6 6.7-.8z" fill="#b3472c" stroke="#5e1e10" stroke-width="1.1"/>`;
const UPGRADE = svg`<rect x="3" y="3" width="18" height="18" rx="3" fill="#6f8f4e" stroke="#34461f" stroke-width="1.5"/>
  <path d="M12 6.5v11M6.5 12h11" stroke="#fff" stroke-width="2.6" stroke-linecap="round"/>`;

export const coinIcon = (): TemplateResult => wrap(COIN, 'coin');
export const discoveryIcon = (): TemplateResult => wrap(DISCOVERY, 'discovery');
export const vpIcon = (): TemplateResult => wrap(VP, 'vp');
export const upgradeIcon = (): TemplateResult => wrap(UPGRADE, 'upg');

export function bonusIcon(bonus: 'coin' | 'discovery' | 'vp'): TemplateResult {
  return bonus === 'coin' ? coinIcon() : bonus === 'discovery' ? discoveryIcon() : vpIcon();
}

/**
 * Each seat's meeples have a head of their own shape — circle, triangle, square, diamond, star — so
 * seats are told apart without their colour. The Automaton (seat -1, only ever at a table of two)
 * reads the last one, the star.
 */
export const HEADS = [
  'M12 1a3 3 0 1 1 0 6 3 3 0 1 1 0-6z',
  'M12 0l4 7H8z',
  'M9 1h6v6H9z',
  'M12 0l4 4-4 4-4-4z',
  'M12 0l1 3h3l-2 2 1 3-3-2-3 2 1-3-2-2h3z',
]
const BODY = 'M14.3 7.5l5.7 2.3c1 .4 1.5 1.7.9 2.6-.5.8-1.5 1-2.3.7L16 12l3 8.5c.3 1-.4 1.9-1.4 1.9h-2.7L12 17.4l-2.8 5H6.5c-1 0-1.7-.9-1.4-1.9L8 12l-2.6 1c-.8.3-1.8.1-2.3-.7-.6-.9-.1-2.2.9-2.6z';
const MEEPLE_PATH = HEADS[0] + BODY;

/** A seat's mark: its meeples' head shape, in its colour (the seat panels, the Discovery track, the charts). */
export const seatMark = (seat: number): TemplateResult =>
  html`<svg class="mark" viewBox="7.5 0 9 8.5" aria-hidden="true" focusable="false"><path d="${HEADS.at(seat)!}"/></svg>`;

/**
 * A meeple as rolled: black side (adventurer), white side (archaeologist), on its side or standing
 * (wild); the Character wears a hat. The outline is the seat colour (CSS var --seat), the head the
 * seat's shape.
 */
export function meepleIcon(face: Face | 'none', character: boolean, seat = 0): TemplateResult {
  const fill = face === 'black' ? '#1d1a17' : face === 'white' ? '#fbf7ee' : 'url(#none)';
  const wild = face === 'side' || face === 'standing' || face === 'none';
  const d = HEADS.at(seat)! + BODY;
  const body = wild
    ? svg`<path d=${d} fill="var(--seat, #888)" stroke="#1d1a17" stroke-width="1.1"/>`
    : svg`<path d=${d} fill=${fill} stroke="var(--seat, #888)" stroke-width="2.2" paint-order="stroke"/>`;
  const hat = character
    ? svg`<path d="M7.2 4.2h9.6l-1.6-3h-6.4z" fill="#e9b62f" stroke="#5c430c" stroke-width=".9"/>`
    : svg``;
  const rot = face === 'side' ? 'rotate(-90 12 12)' : '';
  return wrap(svg`<g transform=${rot}>${body}${hat}</g>`, `meeple-svg face-${face}${character ? ' character' : ''}`);
}

/** Which meeple colour a location accepts, as on the banner. */
export function colorRuleIcon(rule: 'ARCH' | 'ADV' | 'EITHER_NOMIX' | 'EITHER_MIX'): TemplateResult {
  const m = (x: number, fill: string) =>
    svg`<path transform="translate(${x} 0) scale(.75) translate(4 4)" d=${MEEPLE_PATH} fill=${fill} stroke="#1d1a17" stroke-width="1.3"/>`;
  if (rule === 'ARCH') return wrap(m(3, '#fbf7ee'), 'rule', '0 0 24 24');
  if (rule === 'ADV') return wrap(m(3, '#1d1a17'), 'rule', '0 0 24 24');
  const sep = rule === 'EITHER_NOMIX'
    ? svg`<path d="M23 20 27 4" stroke="#1d1a17" stroke-width="1.6"/>`
    : svg`<path d="M25 8v8M21 12h8" stroke="#1d1a17" stroke-width="1.8"/>`;
  return wrap(svg`${m(-3, '#1d1a17')}${sep}${m(27, '#fbf7ee')}`, 'rule wide', '0 0 50 24');
}

const TEMPLE = svg`<path d="M3 9 12 3l9 6zM5 10h2v8H5zM11 10h2v8h-2zM17 10h2v8h-2zM3 19h18v2H3z" fill="currentColor"/>`;
const DIE = svg`<rect x="3" y="3" width="18" height="18" rx="4" fill="#fbf7ee" stroke="#1d1a17" stroke-width="1.6"/>`;
const SHIP = svg`<path d="M3 14h18l-3 6H6zM11 3v10M11 4l7 7h-7z" fill="currentColor" stroke="currentColor" stroke-width=".8"/>`;
const CARDS = svg`<rect x="3" y="5" width="11" height="15" rx="1.6" fill="#efe2c4" stroke="#1d1a17" stroke-width="1.2" transform="rotate(-12 8 12)"/>
  <rect x="9" y="4" width="11" height="15" rx="1.6" fill="#efe2c4" stroke="#1d1a17" stroke-width="1.2" transform="rotate(10 14 12)"/>`;

const txt = (x: number, y: number, s: string, size = 9) =>
  svg`<text x=${x} y=${y} font-size=${size} font-weight="700" text-anchor="middle" fill="currentColor">${s}</text>`;
const place = (x: number, content: SVGTemplateResult, scale = 1) =>
  svg`<g transform="translate(${x} 0) scale(${scale})">${content}</g>`;
const arrow = (x: number) => svg`<path d="M${x} 12h6m-2.5-3 3 3-3 3" stroke="currentColor" stroke-width="1.6" fill="none"/>`;

/** A small pictogram for each Upgrade kind, in a 48×24 box. */
export function upgradeKindIcon(kind: UpgradeKind): TemplateResult {
  const a = (t: ArtifactType, x: number, s = 1) => svg`<g class="art-${t}" style=${styleMap({ color: `var(--art-${t})` })}>${place(x, artUse(t), s)}</g>`;
  let c: SVGTemplateResult;
  switch (kind) {
    case 'U01': c = svg`${place(2, DIE)}${txt(14, 16, '≤2', 9)}${place(24, svg`<path d="M4 12a8 8 0 1 1 2.3 5.7M4 18v-6h6" stroke="currentColor" stroke-width="2" fill="none"/>`)}`; break;
    case 'U02': c = svg`${place(0, DIE, .8)}${place(12, DIE, .8)}${txt(12, 12, 'all', 7)}${place(26, svg`<path d="M4 12a8 8 0 1 1 2.3 5.7M4 18v-6h6" stroke="currentColor" stroke-width="2" fill="none"/>`)}`; break;
    case 'U03': c = svg`${a('tablet', 2)}${arrow(21)}${place(28, COIN)}${txt(40, 16, '2', 9)}`; break;
    case 'U04': c = svg`${place(4, TEMPLE)}${txt(36, 16, '−1', 12)}`; break;
    case 'U05': c = svg`${a('pottery', 0, .66)}${a('weapon', 15, .66)}${a('tablet', 30, .66)}${txt(24, 23, '+4', 8)}`; break;
    case 'U06': c = svg`${place(2, SHIP)}${txt(36, 16, '+1', 12)}`; break;
    case 'U07': c = svg`${place(0, COIN)}${txt(12, 16, '2', 9)}${arrow(21)}${place(27, VP)}`; break;
    case 'U08': c = svg`${a('pottery', 0, .66)}${a('pottery', 15, .66)}${a('pottery', 30, .66)}${txt(24, 23, '3+', 8)}`; break;
    case 'U09': c = svg`${place(4, CARDS)}${txt(36, 16, '2→1', 9)}`; break;
    case 'U10': c = svg`${place(0, COIN)}${txt(12, 16, '3', 9)}${arrow(21)}${place(27, DISCOVERY)}`; break;
    case 'U11': c = svg`${a('weapon', 0, .66)}${a('weapon', 15, .66)}${a('weapon', 30, .66)}${txt(24, 23, '3+', 8)}`; break;
    case 'U12': c = svg`${place(6, COIN)}${txt(36, 17, '+5', 12)}`; break;
    case 'U13': c = svg`${place(6, DISCOVERY)}${txt(36, 17, '+1', 12)}`; break;
  }
  return wrap(c, 'upg-kind', '0 0 48 24');
}

/** The First Player marker: a quetzal feather. */
export const firstPlayerIcon = (): TemplateResult =>
  wrap(svg`<path d="M6 21C6 12 10 5 19 3c-1 7-5 13-13 18z" fill="#2f9e6b" stroke="#134d31" stroke-width="1.2"/>
    <path d="M6 21 15 8" stroke="#c8e8a0" stroke-width="1.2"/><circle cx="18" cy="4.2" r="1.6" fill="#c0392b"/>`, 'fp');
export const planeIcon = (): TemplateResult =>
  wrap(svg`<path d="M21 11.5 13.5 10 9 3H7l2.5 7H5L3.5 8H2l1 4-1 4h1.5L5 14h4.5L7 21h2l4.5-7 7.5-1.5z" fill="currentColor"/>`, 'plane');
export const lightningIcon = (): TemplateResult =>
  wrap(svg`<path d="M13 2 5 13.5h5.5L9 22l9-12h-5.7z" fill="currentColor"/>`, 'bolt');
