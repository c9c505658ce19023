/**
 * The prompts of <aztec-board> for the person holding the device: the jewels to take (the card's, or a
 * bluff built colour by colour), the Character token (in front of whom, which side), the Artifact to keep
 * or play. Every choice offered is one of the engine's legal moves for that seat; the half-made pick is the
 * statechart's draft. Drawn from the holder's own view only.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { Translate } from '../../../kit/i18n/translator.js';
import { legalMoves } from '../legal.js';
import { rulesOf } from '../rules.js';
import { COLORS, type AztecMove, type AztecState, type Color, type Jewels } from '../types.js';
import type { BoardKey } from './board-strings.js';
import { artifactCard, jewelCard } from './parts/cards.js';
import { jewelIcon, jewelRow, jewelsText } from './parts/jewel-art.js';
import { COLOR_KEYS, type PartKey } from './parts/parts-strings.js';

type Tr = Translate<BoardKey | PartKey>;

/** What a prompt sends back: a move, or a new draft. */
export interface PromptActions {
  play(move: AztecMove): void;
  draft(value: unknown): void;
}

const same = (a: Readonly<Jewels>, b: Readonly<Jewels>) => a[0] === b[0] && a[1] === b[1] && a[2] === b[2];

/** The collect step: the card, the jewels chosen so far (the card's at first), −/+ per colour, Take. */
export function collectPrompt(view: AztecState, seat: number, draft: unknown, tr: Tr, act: PromptActions): TemplateResult {
  const me = view.seats[seat]!;
  const rules = rulesOf(view);
  const shows = rules.jewelCards[me.card!]! as Jewels;
  const pick: Jewels = Array.isArray(draft) && draft.length === 3 ? (draft as Jewels) : [shows[0], shows[1], shows[2]];
  const legal = legalMoves(view, seat).filter((m): m is Extract<AztecMove, { type: 'collect' }> => m.type === 'collect');
  const chosen = legal.find((m) => same(m.jewels, pick));
  const step = (c: Color, by: number) => {
    const next: Jewels = [pick[0], pick[1], pick[2]];
    next[c] += by;
    act.draft(next);
  };
  const color = (c: Color) => tr(COLOR_KEYS.name[c]);
  return html`<div class="prompt-body collect">
    <h3 class="prompt-title">${tr('collect_title', { name: me.name })}</h3>
    <div class="card-line"><span class="label">${tr('your_card')}</span>${jewelCard(me.card, rules, tr)}</div>
    <p class="help">${tr('collect_help')}</p>
    <div class="picker" role="group" aria-label=${jewelsText(pick, tr)}>
      ${([0, 1, 2] as Color[]).map((c) => html`<div class="stepper" data-color=${COLORS[c]}>
        <button class="step" aria-label=${tr('fewer', { color: color(c) })} ?disabled=${pick[c] === 0} @click=${() => step(c, -1)}>−</button>
        <span class="count" aria-hidden="true">${jewelIcon(c)}<b>${pick[c]}</b></span>
        <button class="step" aria-label=${tr('more', { color: color(c) })} ?disabled=${pick[0] + pick[1] + pick[2] >= rules.bluff.maxJewels} @click=${() => step(c, 1)}>+</button>
      </div>`)}
    </div>
    ${chosen ? nothing : html`<p class="invalid" role="status">${tr('collect_invalid')}</p>`}
    <div class="actions">
      <button class="secondary" ?disabled=${same(pick, shows)} @click=${() => act.draft(null)}>${tr('collect_truth')}</button>
      <button class="primary" data-action="take" ?disabled=${!chosen} @click=${() => chosen && act.play(chosen)}>${tr('collect_take', { jewels: jewelsText(pick, tr) })}</button>
    </div>
  </div>`;
}

/** The token step: for each other seat, "I believe you!" or "You lie!", each one tap. */
export function tokenPrompt(view: AztecState, seat: number, tr: Tr, act: PromptActions): TemplateResult {
  const me = view.seats[seat]!;
  const legal = legalMoves(view, seat).filter((m): m is Extract<AztecMove, { type: 'token' }> => m.type === 'token');
  const targets = [...new Set(legal.map((m) => m.target))];
  return html`<div class="prompt-body token">
    <h3 class="prompt-title">${tr('token_title', { name: me.name })}</h3>
    <div class="card-line"><span class="label">${tr('your_card')}</span>${jewelCard(me.card, rulesOf(view), tr)}${me.taken ? jewelRow(me.taken, tr) : nothing}</div>
    <p class="help">${tr('token_help')}</p>
    <ul class="targets">
      ${targets.map((target) => {
        const name = view.seats[target]!.name;
        const move = (believe: boolean) => legal.find((m) => m.target === target && m.believe === believe);
        const believe = move(true);
        const accuse = move(false);
        return html`<li class="target" data-seat=${target}>
          <span class="who">${name}${view.seats[target]!.taken ? jewelRow(view.seats[target]!.taken!, tr) : nothing}</span>
          <button class="token-btn believe" ?disabled=${!believe} @click=${() => believe && act.play(believe)}><span aria-hidden="true">✓</span> ${tr('token_believe', { name })}</button>
          <button class="token-btn accuse" ?disabled=${!accuse} @click=${() => accuse && act.play(accuse)}><span aria-hidden="true">✗</span> ${tr('token_accuse', { name })}</button>
        </li>`;
      })}
    </ul>
  </div>`;
}


/** An Artifact gained: each drawn card with Keep (or, at once, one button per choice it needs). */
export function artifactPrompt(view: AztecState, seat: number, tr: Tr, act: PromptActions): TemplateResult {
  const me = view.seats[seat]!;
  const r = rulesOf(view);
  const legal = legalMoves(view, seat).filter((m): m is Extract<AztecMove, { type: 'artifact' }> => m.type === 'artifact');
  return html`<div class="prompt-body artifact">
    <h3 class="prompt-title">${tr('artifact_title', { name: me.name })}</h3>
    <p class="help">${tr('artifact_help')}</p>
    <ul class="drawn">
      ${view.drawn.map((id) => {
        const card = r.artifactCards[id]!;
        const moves = legal.filter((m) => m.keep === id);
        // One move per distinct choice (the tuck order left as drawn: the first legal order).
        const choices = moves.filter((m, i) => moves.findIndex((o) => o.target === m.target && o.color === m.color) === i);
        return html`<li class="drawn-card">
          ${artifactCard(card, tr)}
          <div class="choices">
            ${choices.map((m) => html`<button class="primary" @click=${() => act.play(m)}>${m.target !== undefined
              ? tr('artifact_target', { name: view.seats[m.target]!.name })
              : m.color !== undefined ? tr('artifact_color', { color: tr(COLOR_KEYS.name[m.color]) }) : card.immediate ? tr('artifact_play') : tr('artifact_keep')}</button>`)}
          </div>
        </li>`;
      })}
    </ul>
  </div>`;
}
