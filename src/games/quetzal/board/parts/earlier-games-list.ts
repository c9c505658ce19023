/**
 * The "Earlier games" dialog's body (records chunk): each game put aside when another replaced it —
 * who played, how far it went, when it was put aside — with a button that brings it back.
 */
import { html, type TemplateResult } from 'lit';
import type { Lang } from '../../strings/index.js';
import type { EarlierGame } from '../earlier-games.js';
import { EARLIER_GAMES_KEPT } from '../earlier-games.js';
import type { RecordsTr } from '../records-text.js';

/** "24 Nov, 10:12" in the board's language (the date alone would not tell two games of a day apart). */
function when(lang: Lang, iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(lang, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' }).format(date);
}

export function earlierGamesList(tr: RecordsTr, lang: Lang, games: readonly EarlierGame[], restore: (index: number) => void): TemplateResult {
  if (games.length === 0) return html`<p data-earlier-none>${tr('rec_earlierNone')}</p>`;
  return html`<p class="hint">${tr('rec_earlierHint', { count: EARLIER_GAMES_KEPT })}</p>
    <ul data-earlier>
      ${games.map((g, i) => {
        const names = g.names.join(', ');
        const kept = when(lang, g.keptAt);
        return html`<li data-earlier-item=${i}>
          <div>
            <strong>${names}</strong>
            <span>${g.over ? tr('rec_earlierOver') : tr('rec_earlierItem', { round: g.round, moves: g.moves })}</span>
            ${kept ? html`<span class="hint">${tr('rec_earlierKept', { when: kept })}</span>` : ''}
          </div>
          <button type="button" class="btn" data-action="restore-earlier" aria-label=${tr('rec_restoreLabel', { names, when: kept })}
            @click=${() => restore(i)}>${tr('rec_restore')}</button>
        </li>`;
      })}
    </ul>`;
}
