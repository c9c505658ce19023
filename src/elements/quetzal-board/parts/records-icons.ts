/** Icons of the records toolbar and the replay controls (decorative: buttons carry the names). */
import { html, svg, type SVGTemplateResult, type TemplateResult } from 'lit';

const wrap = (content: SVGTemplateResult): TemplateResult =>
  html`<svg class="icon rec-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">${content}</svg>`;

export const undoIcon = (): TemplateResult => wrap(svg`<path d="M9 14 4 9l5-5" fill="none" stroke="currentColor" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round"/>
  <path d="M4 9h10.5a5.5 5.5 0 0 1 0 11H11" fill="none" stroke="currentColor" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round"/>`);
export const redoIcon = (): TemplateResult => wrap(svg`<path d="m15 14 5-5-5-5" fill="none" stroke="currentColor" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round"/>
  <path d="M20 9H9.5a5.5 5.5 0 0 0 0 11H13" fill="none" stroke="currentColor" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round"/>`);
export const menuIcon = (): TemplateResult => wrap(svg`<path d="M4 6h16M4 12h16M4 18h16" fill="none" stroke="currentColor" stroke-width="2.4" stroke-linecap="round"/>`);
export const firstIcon = (): TemplateResult => wrap(svg`<path d="M6 5v14" fill="none" stroke="currentColor" stroke-width="2.6" stroke-linecap="round"/><path d="M18 5 9 12l9 7z" fill="currentColor"/>`);
export const lastIcon = (): TemplateResult => wrap(svg`<path d="M18 5v14" fill="none" stroke="currentColor" stroke-width="2.6" stroke-linecap="round"/><path d="m6 5 9 7-9 7z" fill="currentColor"/>`);
export const backIcon = (): TemplateResult => wrap(svg`<path d="m15 5-7 7 7 7" fill="none" stroke="currentColor" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>`);
export const forwardIcon = (): TemplateResult => wrap(svg`<path d="m9 5 7 7-7 7" fill="none" stroke="currentColor" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>`);
export const playIcon = (): TemplateResult => wrap(svg`<path d="M7 4.5v15l12.5-7.5z" fill="currentColor"/>`);
export const pauseIcon = (): TemplateResult => wrap(svg`<rect x="6" y="5" width="4.2" height="14" rx="1" fill="currentColor"/><rect x="13.8" y="5" width="4.2" height="14" rx="1" fill="currentColor"/>`);
export const closeIcon = (): TemplateResult => wrap(svg`<path d="M6 6l12 12M18 6 6 18" fill="none" stroke="currentColor" stroke-width="2.6" stroke-linecap="round"/>`);
