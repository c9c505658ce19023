/**
 * A notice's body (later parts chunk): its words, its buttons (Retry, a records action…) and the
 * dismiss button. The frame it goes in — the alert, and the polite live region that stays in place — is
 * the board's own (board-view.ts), so screen readers hear what arrives in it.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { Notice } from '../../statechart/quetzal-machine.js';
import { closeIcon } from './replay-icons.js';
import type { LaterTr } from './common.js';

/** What a notice needs from the board. */
export interface NoticeModel {
  notice: Notice;
  /** Shown as an alert (errors), else in the polite region. */
  alert: boolean;
  /** Words a notice of the records feature's table (null: not loaded). */
  recordsText: ((key: string, params?: Record<string, string | number>) => string) | null;
  action(id: string): void;
  dismiss(): void;
}

export function noticeBody(tr: LaterTr, m: NoticeModel): TemplateResult {
  const { notice } = m;
  const say = (key: string, params?: Notice['params']) => (notice.table === 'records' && m.recordsText
    ? m.recordsText(key, params) : tr(key as Parameters<LaterTr>[0], params));
  return html`<div class="rec-notice notice ${notice.kind}" role=${m.alert ? 'alert' : nothing}
      data-notice=${notice.id} data-kind=${notice.kind}>
      <p>${say(notice.key, notice.params)}</p>
      ${(notice.actions ?? []).map((a) => html`<button type="button" class="btn small" data-action=${a.id}
        @click=${() => m.action(a.id)}>${say(a.key)}</button>`)}
      <button type="button" class="rec-x" data-action="dismiss" aria-label=${tr('dismiss')} title=${tr('dismiss')}
        @click=${m.dismiss}>${closeIcon()}</button>
    </div>`;
}
