/**
 * Aztec's cards as pure templates: a Jewel card (face up with its jewels, or its back), an Artifact (what
 * it does in words and pictures, immediate ones marked), a Character sheet and a Curse card. Nothing here
 * is interactive: the board wraps a card in a button where one may choose it. A face-down card is drawn
 * from HIDDEN alone, so its id never reaches the page.
 */
import { html, type TemplateResult } from 'lit';
import type { Translate } from '../../../../kit/i18n/translator.js';
import { COLORS, type Color, type Jewels } from '../../data.js';
import type { ArtifactCard, AztecRules } from '../../rules.js';
import { glyph, jewelIcon, jewelsText, stonePile } from './jewel-art.js';
import { COLOR_KEYS, type PartKey } from './parts-strings.js';

export interface CardOptions {
  /** 'sm' in a seat's panel, 'md' (the default) on the table or in a choice. */
  size?: 'sm' | 'md';
}

/** Each jewel of a set as its own icon, colour by colour (a card shows 2–4). */
function gems(jewels: Readonly<Jewels>): TemplateResult[] {
  const out: TemplateResult[] = [];
  for (const c of [0, 1, 2] as const) for (let k = 0; k < jewels[c]; k++) out.push(jewelIcon(c));
  return out;
}

/**
 * A Jewel card: face up (`id`, its jewels drawn), face down (HIDDEN, or any id the rules do not hold:
 * the back only, no id), or an empty place (null: no card this round).
 */
export function jewelCard(id: number | null, rules: AztecRules, tr: Translate<PartKey>, opts: CardOptions = {}): TemplateResult {
  const size = opts.size ?? 'md';
  if (id === null) return html`<div class="az-card az-slot ${size}" role="img" aria-label=${tr('ap_noCard')} data-face="none"></div>`;
  const jewels = id >= 0 ? rules.jewelCards[id] : undefined;
  if (!jewels) {
    return html`<div class="az-card az-jewel-card az-back ${size}" role="img" aria-label=${tr('ap_hiddenCard')} data-face="down">${glyph('pyramid', 'az-back-art')}</div>`;
  }
  const icons = gems(jewels);
  return html`<div class="az-card az-jewel-card ${size}" role="img" aria-label=${tr('ap_jewelCard', { jewels: jewelsText(jewels, tr) })}
    data-face="up" data-card=${id}><span class="az-gems n${icons.length}">${icons}</span></div>`;
}

/** What an Artifact does, in words ("3 blue: 3 VP for each set", "Play at once: …"). */
function artifactWords(card: ArtifactCard, tr: Translate<PartKey>): string {
  switch (card.effect) {
    case 'set': return tr('ap_setEffect', { set: jewelsText(card.set ?? [0, 0, 0], tr, ' + '), vp: card.vp });
    case 'vp': return tr('ap_vpEffect', { vp: card.vp });
    case 'discardStones': return tr('ap_discardEffect', { n: card.stones });
    case 'giveStone': return tr('ap_giveEffect');
    case 'takeJewel': return tr('ap_takeEffect');
    case 'curseStone': return tr('ap_curseEffect');
  }
}

const arrow = () => glyph('arrow', 'az-arrow');
const vpMedal = (vp: number, tr: Translate<PartKey>) => html`<span class="az-vp-medal">${vp}<small>${tr('ap_vp')}</small></span>`;

/** What an Artifact does, in pictures (beside its words: decorative). */
function artifactPicture(card: ArtifactCard, tr: Translate<PartKey>): TemplateResult {
  switch (card.effect) {
    case 'set': return html`<span class="az-gems">${gems(card.set ?? [0, 0, 0])}</span>${arrow()}${vpMedal(card.vp, tr)}`;
    case 'vp': return vpMedal(card.vp, tr);
    case 'discardStones': return html`${Array.from({ length: card.stones }, () => glyph('stone', 'az-stone'))}${arrow()}${glyph('supply')}`;
    case 'giveStone': return html`${glyph('stone', 'az-stone')}${arrow()}${glyph('person')}`;
    case 'takeJewel': return html`${glyph('pyramid')}${arrow()}<span class="az-any">${([0, 1, 2] as const).map((c) => jewelIcon(c))}</span>`;
    case 'curseStone': return html`${glyph('supply')}${glyph('stone', 'az-stone')}${arrow()}${glyph('curse-card')}`;
  }
}

/** An Artifact card face up: a mark (the bolt of an immediate one), its picture, and what it does in words. */
export function artifactCard(card: ArtifactCard, tr: Translate<PartKey>, opts: CardOptions = {}): TemplateResult {
  const size = opts.size ?? 'md';
  return html`<div class="az-card az-artifact ${size} ${card.immediate ? 'immediate' : 'kept'}" role="group" aria-label=${tr('ap_artifact')}
    data-artifact=${card.id} data-effect=${card.effect}>
    <span class="az-art-head" aria-hidden="true">${card.immediate ? glyph('at-once', 'az-at-once') : glyph('sun', 'az-sun')}<span class="az-art-name">${tr('ap_artifact')}</span></span>
    <span class="az-art-pict" aria-hidden="true">${artifactPicture(card, tr)}</span>
    <span class="az-art-words">${artifactWords(card, tr)}</span>
  </div>`;
}

/** A Character sheet: its name, and the duo of jewels that scores for it ("1 VP per duo"). */
export function characterSheet(index: number, rules: AztecRules, tr: Translate<PartKey>, opts: CardOptions = {}): TemplateResult {
  const ch = rules.characters[index];
  if (!ch) return html``;
  const [a, b] = ch.duo.map((name) => COLORS.indexOf(name) as Color) as [Color, Color];
  return html`<div class="az-character ${opts.size ?? 'md'}" role="group" aria-label=${tr('ap_character')} data-character=${index}>
    <span class="az-kicker" aria-hidden="true">${tr('ap_character')}</span>
    <span class="az-char-name">${ch.name}</span>
    <span class="az-duo" role="img" aria-label=${tr('ap_duoOf', { a: tr(COLOR_KEYS.name[a]), b: tr(COLOR_KEYS.name[b]) })}>${jewelIcon(a)}<span
      class="az-plus">+</span>${jewelIcon(b)}</span>
    <span class="az-duo-vp">${tr('ap_duoVp', { vp: rules.scoring.duoVp })}</span>
  </div>`;
}

/** A colour's Curse card with the cursed stones on it (drawn, and counted in words) and its rule. */
export function curseCard(color: Color, stones: number, tr: Translate<PartKey>): TemplateResult {
  return html`<div class="az-card az-curse" role="group" aria-label=${tr(COLOR_KEYS.curse[color])} data-color=${COLORS[color]} data-stones=${stones}>
    <span class="az-curse-head">${jewelIcon(color)}<span class="az-curse-title">${tr(COLOR_KEYS.curse[color])}</span></span>
    <span class="az-curse-pile">${stonePile(stones)}</span>
    <span class="az-curse-count">${tr('ap_stones', { n: stones })}</span>
    <span class="az-curse-rule">${tr(COLOR_KEYS.curseRule[color])}</span>
  </div>`;
}
