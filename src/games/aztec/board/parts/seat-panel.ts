/**
 * One seat's panel, drawn from a view alone: what the view holds is what the panel shows. Another seat's
 * unrevealed card is HIDDEN in the view, so it can only be drawn face down; its pick and its token are
 * null until every seat chose, so they only appear once they are public. Nothing here is interactive
 * (the board adds its buttons around the panel).
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { Translate } from '../../../../kit/i18n/translator.js';
import { styleMap } from '../../../../kit/ui/style-map.js'; // CSP-safe: no style attribute string
import { rulesOf, type AztecRules } from '../../rules.js';
import { stonePenalty } from '../../scoring.js';
import { sameJewels } from '../../state.js';
import type { AztecSeat, AztecState, SeatIndex } from '../../types.js';
import { artifactCard, characterSheet, jewelCard } from './cards.js';
import { glyph, jewelRow, seatMarker, stonePile } from './jewel-art.js';
import { vpText, type PartKey } from './parts-strings.js';
import { seatColor } from './parts.styles.js';

export interface SeatPanelOptions {
  /** The seat the table is busy with (the card being revealed, the Artifact being chosen): highlighted. */
  current?: boolean;
  /** Whose view it is (null: a spectator): that seat's panel says "you" and may show its own card and pick. */
  viewer: number | null;
  /** The seat must decide now (the element knows whom it waits for): "Choosing…". */
  deciding?: boolean;
}

type Tr = Translate<PartKey>;

const block = (cls: string, label: string, body: unknown) =>
  html`<div class="az-block ${cls}" role="group" aria-label=${label}><span class="az-label" aria-hidden="true">${label}</span>${body}</div>`;

/** This round's Jewel card (face down unless the view holds its id), what lies on it, and once revealed, truth or lie. */
function roundBlock(st: AztecSeat, rules: AztecRules, tr: Tr, isViewer: boolean): TemplateResult | typeof nothing {
  if (st.card === null) return nothing;
  const shows = st.card >= 0 ? rules.jewelCards[st.card] : undefined;
  const note = st.revealed && st.pick && shows
    ? (sameJewels(st.pick, shows)
      ? html`<span class="az-verdict truth" data-verdict="truth"><span aria-hidden="true">✓</span> ${tr('ap_truth')}</span>`
      : html`<span class="az-verdict lie" data-verdict="lie"><span aria-hidden="true">✗</span> ${tr('ap_lie')}</span>`)
    : isViewer && shows ? html`<span class="az-note">${tr('ap_onlyYou')}</span>` : nothing;
  // `taken`: the jewels on the card once every seat chose; before that only the viewer's own pick is in its view.
  const on = st.taken ? [tr('ap_onCard'), st.taken] as const
    : st.pick ? [isViewer && !st.revealed ? tr('ap_yourPick') : tr('ap_took'), st.pick] as const : null;
  return block('az-round', tr('ap_round'), html`<div class="az-round-row">
    ${jewelCard(st.card, rules, tr, { size: 'sm' })}
    <div class="az-round-info">${note}${on ? html`<span class="az-sub">${on[0]}</span>${jewelRow(on[1], tr)}` : nothing}</div>
  </div>`);
}

const tokenChip = (believe: boolean, text: string, from?: number) => html`<span class="az-token ${believe ? 'believe' : 'accuse'}"
  data-token=${believe ? 'believe' : 'accuse'} data-from=${from ?? nothing}>${glyph(believe ? 'believe' : 'accuse', 'az-token-icon')}${from !== undefined
  ? seatMarker(from) : nothing}<span>${text}</span></span>`;

/** The token this seat placed, and those placed in front of it, as far as the view shows them. */
function tokenBlock(view: AztecState, seat: SeatIndex, tr: Tr): TemplateResult | typeof nothing {
  const own = view.seats[seat]!.token;
  const says = (believe: boolean) => tr(believe ? 'ap_believe' : 'ap_accuse');
  const inFront = view.seats.flatMap((o, i) => (i !== seat && o.token?.target === seat ? [{ o, i, believe: o.token.believe }] : []));
  const allShown = view.seats.every((o) => o.token !== null);
  if (!own && !inFront.length && !allShown) return nothing;
  return html`${own ? block('az-placed', tr('ap_token'), tokenChip(own.believe, tr('ap_tokenTo', { says: says(own.believe), name: view.seats[own.target]?.name ?? '' }))) : nothing}
    ${block('az-received', tr('ap_tokensIn'), inFront.length
      ? html`<span class="az-token-list">${inFront.map(({ o, i, believe }) => tokenChip(believe, tr('ap_tokenFrom', { name: o.name, says: says(believe) }), i))}</span>`
      : html`<span class="az-none-text">${tr('ap_noTokens')}</span>`)}`;
}

/** A seat's panel: name and status, Character, stash, cursed stones, this round's card and tokens, kept Artifacts, past reveals. */
export function seatPanel(view: AztecState, seat: SeatIndex, tr: Tr, opts: SeatPanelOptions): TemplateResult {
  const st = view.seats[seat];
  if (!st) return html``;
  const rules = rulesOf(view);
  const d = view.decision;
  const chosen = (d.kind === 'collect' || d.kind === 'token') && !d.seats.includes(seat);
  const isViewer = opts.viewer === seat;
  const cls = ['az-part', 'az-seat', opts.current ? 'current' : '', isViewer ? 'viewer' : '', opts.deciding && !chosen ? 'deciding' : '', chosen ? 'chosen' : '']
    .filter(Boolean).join(' ');
  const status = chosen ? html`<span class="az-chip az-chosen" data-status="chosen"><span aria-hidden="true">✓</span> ${tr('ap_hasChosen')}</span>`
    : opts.deciding ? html`<span class="az-chip az-deciding" data-status="deciding">${tr('ap_deciding')}</span>` : nothing;
  return html`<article part="seat" class=${cls} data-seat=${seat} style=${styleMap({ '--seat': seatColor(seat) })}
    aria-label=${tr('ap_seatLabel', { name: st.name, n: seat + 1 })} aria-current=${opts.current ? 'true' : nothing}>
    <header class="az-seat-head">
      ${seatMarker(seat)}<span class="az-seat-name" title=${st.name}>${st.name}</span>${isViewer ? html`<span class="az-you">(${tr('ap_you')})</span>` : nothing}
      <span class="az-chips">${view.firstPlayer === seat ? html`<span class="az-chip az-first">${glyph('pyramid')}${tr('ap_firstPlayer')}</span>` : nothing}${status}</span>
    </header>
    <div class="az-seat-body">
      ${characterSheet(st.character, rules, tr, { size: 'sm' })}
      ${block('az-stash', tr('ap_stash'), jewelRow(st.stash, tr, { all: true }))}
      ${block('az-cursed', tr('ap_stonesLabel'), html`<span class="az-stone-line" data-stones=${st.stones}>${stonePile(st.stones, 6)}
        <span class="az-stone-n">${tr('ap_stones', { n: st.stones })}</span><span class="az-penalty">${tr('ap_penalty', { vp: vpText(stonePenalty(rules, st.stones)) })}</span></span>`)}
      ${roundBlock(st, rules, tr, isViewer)}
      ${tokenBlock(view, seat, tr)}
      ${block('az-kept', tr('ap_artifacts'), st.artifacts.length
        ? html`<ul class="az-kept-list">${st.artifacts.map((id) => {
          const card = rules.artifactCards[id];
          return card ? html`<li>${artifactCard(card, tr, { size: 'sm' })}</li>` : nothing;
        })}</ul>`
        : html`<span class="az-none-text">${tr('ap_noArtifacts')}</span>`)}
      ${block('az-record', tr('ap_revealsLabel'), html`<span class="az-reveals" data-truths=${st.reveals.truths} data-lies=${st.reveals.lies}>${tr('ap_reveals', { ...st.reveals })}</span>`)}
    </div>
  </article>`;
}
