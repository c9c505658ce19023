/**
 * Icons of the records toolbar (decorative: buttons carry the names), in the main chunk: the toolbar is
 * drawn before the records chunk loads. The others are in replay-icons.ts.
 */
import { html, svg, type SVGTemplateResult, type TemplateResult } from 'lit';

export const wrap = (content: SVGTemplateResult): TemplateResult =>
  html`<svg class="icon rec-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">${content}</svg>`;

export const undoIcon = (): TemplateResult => wrap(svg`<path d="M9 14 4 9l5-5" fill="none" stroke="currentColor" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round"/>
  <path d="M4 9h10.5a5.5 5.5 0 0 1 0 11H11" fill="none" stroke="currentColor" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round"/>`);
export const redoIcon = (): TemplateResult => wrap(svg`<path d="m15 14 5-5-5-5" fill="none" stroke="currentColor" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round"/>
  <path d="M20 9H9.5a5.5 5.5 0 0 0 0 11H13" fill="none" stroke="currentColor" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round"/>`);
export const menuIcon = (): TemplateResult => wrap(svg`<path d="M4 6h16M4 12h16M4 18h16" fill="none" stroke="currentColor" stroke-width="2.4" stroke-linecap="round"/>`);
