/**
 * What stands in for a later part (game-parts.ts) while its chunk is on its way, a moment after the
 * first screen: a short wait; if the chunk could not be fetched, why, and Retry.
 */
import { html, type TemplateResult } from 'lit';
import type { Tr } from './common.js';

export function laterWait(tr: Tr, retry: (() => void) | null): TemplateResult {
  return retry ? html`<p class="hint" role="alert" data-loading="failed">${tr('partFailed')}</p>
      <div class="actions"><button type="button" class="btn primary" data-action="retry" @click=${retry}>${tr('retry')}</button></div>`
    : html`<p class="hint" data-loading>${tr('partLoading')}</p>`;
}
