/** Icons of the records notices, dialogs and replay controls (records chunk; decorative: buttons carry the names). */
import { svg, type TemplateResult } from 'lit';
import { wrap } from './records-icons.js';

export const firstIcon = (): TemplateResult => wrap(svg`<path d="M6 5v14" fill="none" stroke="currentColor" stroke-width="2.6" stroke-linecap="round"/><path d="M18 5 9 12l9 7z" fill="currentColor"/>`);
export const lastIcon = (): TemplateResult => wrap(svg`<path d="M18 5v14" fill="none" stroke="currentColor" stroke-width="2.6" stroke-linecap="round"/><path d="m6 5 9 7-9 7z" fill="currentColor"/>`);
export const backIcon = (): TemplateResult => wrap(svg`<path d="m15 5-7 7 7 7" fill="none" stroke="currentColor" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>`);
export const forwardIcon = (): TemplateResult => wrap(svg`<path d="m9 5 7 7-7 7" fill="none" stroke="currentColor" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>`);
export const playIcon = (): TemplateResult => wrap(svg`<path d="M7 4.5v15l12.5-7.5z" fill="currentColor"/>`);
export const pauseIcon = (): TemplateResult => wrap(svg`<rect x="6" y="5" width="4.2" height="14" rx="1" fill="currentColor"/><rect x="13.8" y="5" width="4.2" height="14" rx="1" fill="currentColor"/>`);
export const closeIcon = (): TemplateResult => wrap(svg`<path d="M6 6l12 12M18 6 6 18" fill="none" stroke="currentColor" stroke-width="2.6" stroke-linecap="round"/>`);
