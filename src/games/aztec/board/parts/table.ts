/**
 * The middle of the table, as pure templates of a seat's view: the temple (jewels left per colour), the
 * three Curse cards, the cursed-stone track with every seat's marker, and the Artifact deck. All of it is
 * public, so any view (a seat's or a spectator's) draws the same table.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { Translate } from '../../../../kit/i18n/translator.js';
import { styleMap } from '../../../../kit/ui/style-map.js'; // CSP-safe: no style attribute string
import { COLORS } from '../../data.js';
import { rulesOf, type AztecRules } from '../../rules.js';
import { stonePenalty } from '../../scoring.js';
import type { AztecState } from '../../types.js';
import { curseCard } from './cards.js';
import { glyph, jewelIcon, jewelsText, seatMarker } from './jewel-art.js';
import { vpText, type PartKey } from './parts-strings.js';

/** The temple: each colour's jewels left, as a count and a bar of the colour's share at setup. */
export function temple(view: AztecState, tr: Translate<PartKey>): TemplateResult {
  const full = rulesOf(view).jewels;
  const left = view.temple;
  return html`<section class="az-part az-temple" part="temple" aria-label=${tr('ap_temple')}>
    ${glyph('pyramid', 'az-temple-art')}
    <span class="az-title" aria-hidden="true">${tr('ap_temple')}</span>
    <div class="az-temple-jewels" role="img" aria-label=${tr('ap_templeLeft', { jewels: jewelsText(left, tr) })}>
      ${([0, 1, 2] as const).map((c) => html`<span class="az-temple-color" data-color=${COLORS[c]} data-left=${left[c]}>
        ${jewelIcon(c)}<span class="az-n">${left[c]}</span>
        <span class="az-bar"><span class="az-fill" style=${styleMap({ '--fill': `${Math.round((100 * left[c]) / Math.max(1, full[c]))}%` })}></span></span>
      </span>`)}
    </div>
  </section>`;
}

/** The three Curse cards, blue, yellow, red, each with its stones. */
export function curseRow(view: AztecState, tr: Translate<PartKey>): TemplateResult {
  return html`<section class="az-part az-curses" part="curses" aria-label=${tr('ap_curses')}>
    ${([0, 1, 2] as const).map((c) => curseCard(c, view.curses[c], tr))}
  </section>`;
}

/**
 * The cursed-stone track: one space per count of the rule-set's track (0, −1, −2, −3, −5, −7, −10, −13 by
 * default), then one for every count beyond it, each with the markers of the seats holding that many
 * (a seat beyond the track shows its count under its marker).
 */
export function stoneTrack(view: AztecState, rules: AztecRules, tr: Translate<PartKey>): TemplateResult {
  const last = rules.scoring.stonePenalties.length - 1;
  const seatsAt = (at: (stones: number) => boolean) => view.seats.flatMap((st, i) => (at(st.stones) ? [{ st, i }] : []));
  const marker = ({ st, i }: { st: AztecState['seats'][number]; i: number }, count: boolean) => html`<span class="az-on-track">${seatMarker(i,
    tr('ap_trackSeat', { name: st.name, n: st.stones }))}${count ? html`<span class="az-marker-n" aria-hidden="true">${st.stones}</span>` : nothing}</span>`;
  const beyond = seatsAt((n) => n > last);
  return html`<section class="az-part az-track" part="stone-track" aria-label=${tr('ap_track')}>
    <span class="az-title" aria-hidden="true">${glyph('stone', 'az-stone')}${tr('ap_track')}</span>
    <ol class="az-track-cells">
      ${Array.from({ length: last + 1 }, (_, k) => {
        const vp = vpText(stonePenalty(rules, k));
        return html`<li class="az-cell" data-stones=${k} data-penalty=${vp}>
          <span class="az-cell-n" aria-hidden="true">${k}</span>
          <span class="az-cell-vp" aria-hidden="true">${vp}</span>
          <span class="az-sr">${tr('ap_trackCell', { n: k, vp })}</span>
          <span class="az-markers">${seatsAt((n) => n === k).map((m) => marker(m, false))}</span>
        </li>`;
      })}
      <li class="az-cell az-beyond" data-stones=${`${last + 1}+`}>
        <span class="az-cell-n" aria-hidden="true">${last + 1}+</span>
        <span class="az-cell-vp" aria-hidden="true">${tr('ap_trackBeyond', { vp: vpText(-rules.scoring.extraStonePenalty) })}</span>
        <span class="az-sr">${tr('ap_trackBeyondCell', { n: last, vp: vpText(-rules.scoring.extraStonePenalty) })}</span>
        <span class="az-markers">${beyond.map((m) => marker(m, true))}</span>
      </li>
    </ol>
  </section>`;
}

/** The Artifact deck: its back (a sun stone) and how many cards are left in it. */
export function artifactDeck(view: AztecState, tr: Translate<PartKey>): TemplateResult {
  const n = view.artifactDeck.length;
  return html`<section class="az-part az-deck" part="artifact-deck" aria-label=${tr('ap_deck')} data-cards=${n}>
    <span class="az-card az-art-back md ${n ? '' : 'empty'}" aria-hidden="true">${n ? glyph('sun', 'az-back-sun') : nothing}</span>
    <span class="az-deck-words"><span class="az-title" aria-hidden="true">${tr('ap_deck')}</span><span class="az-deck-count">${tr('ap_cards', { n })}</span></span>
  </section>`;
}
