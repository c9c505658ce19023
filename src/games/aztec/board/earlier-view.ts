/**
 * <aztec-board>'s earlier games, drawn (records chunk): each game put aside when another replaced it —
 * who played, how far it went, when — with a button that brings it back; and the notice that says a game
 * was just put aside, with the same button for it; and the choice a save written by another tab asks for.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { Translate } from '../../../kit/i18n/translator.js';
import { EARLIER_GAMES_KEPT, type EarlierGame } from '../../../kit/records/earlier-games.js';
import type { EarlierKey } from './earlier-strings.js';

type Tr = Translate<EarlierKey>;

/** "24 Nov, 10:12" in the board's language (the date alone would not tell two games of a day apart). */
function when(lang: string, iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : new Intl.DateTimeFormat(lang, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' }).format(date);
}

/** The list, folded under its title (nothing when no game was put aside). */
export function earlierList(games: readonly EarlierGame<unknown>[], tr: Tr, lang: string, restore: (index: number) => void): TemplateResult | typeof nothing {
  if (games.length === 0) return nothing;
  return html`<details class="earlier" part="earlier">
    <summary>${tr('earlier_title', { count: games.length })}</summary>
    <p class="help">${tr('earlier_help', { count: EARLIER_GAMES_KEPT })}</p>
    <ul>${games.map((g, i) => {
      const names = g.names.join(', ');
      const kept = when(lang, g.keptAt);
      return html`<li data-earlier=${i}>
        <span><strong>${names}</strong> · ${g.over ? tr('earlier_over') : tr('earlier_item', { round: g.round, moves: g.moves })}${kept ? html` · <span class="help">${tr('earlier_kept', { when: kept })}</span>` : nothing}</span>
        <button class="secondary" data-action="restore-earlier" aria-label=${tr('earlier_restore_label', { names, when: kept })} @click=${() => restore(i)}>${tr('earlier_restore')}</button>
      </li>`;
    })}</ul>
  </details>`;
}

/** Another tab wrote this board's save: nothing is written here until the person chooses which game goes on. */
export function elsewhereNotice(tr: Tr, theirs: () => void, mine: () => void): TemplateResult {
  return html`<div class="notice info" part="notice" role="alert" data-notice="elsewhere">
    <span>${tr('elsewhere')}</span>
    <button class="secondary" data-action="load-theirs" @click=${theirs}>${tr('elsewhere_theirs')}</button>
    <button class="secondary" data-action="keep-mine" @click=${mine}>${tr('elsewhere_mine')}</button>
  </div>`;
}

/** A game was just put aside (another replaced it): one tap brings it back. */
export function putAsideNotice(tr: Tr, back: () => void, dismiss: () => void, dismissWord: string): TemplateResult {
  return html`<div class="notice info" part="notice" role="status" data-notice="put-aside">
    <span>${tr('put_aside')}</span>
    <button class="secondary" data-action="bring-back" @click=${back}>${tr('put_aside_back')}</button>
    <button class="link" @click=${dismiss}>${dismissWord}</button>
  </div>`;
}
