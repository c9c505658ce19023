/**
 * The legend (the later parts chunk): every glyph the board draws, drawn again with its name and what
 * it means — a popover the prompt's "?" button opens (the browser's popover: Escape and a tap outside
 * close it, focus comes back to the button).
 */
import { css, html, type TemplateResult } from 'lit';
import { featureTranslator } from '../../strings/feature.js';
import { legendStrings, type LegendKey } from '../../strings/features/legend.js';
import type { Lang } from '../../strings/index.js';
import {
  coinIcon, colorRuleIcon, discoveryIcon, firstPlayerIcon, lightningIcon, meepleIcon, planeIcon, seatMark, upgradeIcon, vpIcon,
} from './icons.js';
import { styleMap } from '../../../../kit/ui/style-map.js'; // CSP-safe (no style attribute string)
import { seatColor } from './common.js';
import { fitLaterStyles } from '../styles/fit-game-parts.js';

const text = featureTranslator(legendStrings);

/** The id the prompt's "?" button names (popovertarget). */
const LEGEND_ID = 'quetzal-legend';

/** Each glyph: its key (lg_<key> its name, lgd_<key> what it means) and how the board draws it. */
const GLYPHS: [string, () => TemplateResult][] = [
  ['coin', coinIcon],
  ['vp', vpIcon],
  ['discovery', discoveryIcon],
  ['upgrade', upgradeIcon],
  ['adventurer', () => meepleIcon('black', false)],
  ['archaeologist', () => meepleIcon('white', false)],
  ['wild', () => meepleIcon('side', false)],
  ['character', () => meepleIcon('black', true)],
  ['ruleAdv', () => colorRuleIcon('ADV')],
  ['ruleArch', () => colorRuleIcon('ARCH')],
  ['ruleNoMix', () => colorRuleIcon('EITHER_NOMIX')],
  ['ruleMix', () => colorRuleIcon('EITHER_MIX')],
  ['order', () => html`<span class="order">3</span>`],
  ['lightning', () => html`<span class="order">${lightningIcon()}</span>`],
  ['count', () => html`<b>×3</b>`],
  ['values', () => html`<b>1·2·4</b>`],
  ['firstPlayer', firstPlayerIcon],
  ['round', planeIcon],
  ['seats', () => html`<span class="lg-seats">${[0, 1, 2, 3, 4].map((seat) => html`<span style=${styleMap({ '--seat': seatColor(seat) })}>${seatMark(seat)}</span>`)}</span>`],
];

const drawn = new Map<Lang, TemplateResult>();

/** The legend in a language (built once: it never changes during a game). */
export function legendPanel(lang: Lang): TemplateResult {
  let out = drawn.get(lang);
  if (!out) {
    const tr = (key: LegendKey) => text(lang, key);
    out = html`<div class="legend" id=${LEGEND_ID} popover role="dialog" aria-labelledby="legend-title" data-legend>
      <h2 class="legend-title" id="legend-title">${tr('legendTitle')}</h2>
      <dl class="legend-list">
        ${GLYPHS.map(([key, glyph]) => html`<div class="lg" data-glyph=${key}>
          <dt><span class="lg-glyph" aria-hidden="true">${glyph()}</span><span class="lg-name">${tr(`lg_${key}` as LegendKey)}</span></dt>
          <dd>${tr(`lgd_${key}` as LegendKey)}</dd>
        </div>`)}
      </dl>
      <button type="button" class="btn small" data-action="close-legend" popovertarget=${LEGEND_ID} popovertargetaction="hide">${tr('legendClose')}</button>
    </div>`;
    drawn.set(lang, out);
  }
  return out;
}

/** The legend's styles, and the later prompts' fitting to tablets (styles/fit-game-parts.ts). */
export const legendStyles = css`
  ${fitLaterStyles}
  .legend {
    width: min(92vw, 460px); max-height: min(86vh, 720px); overflow: auto; padding: 14px 16px;
    border: 0; border-radius: var(--quetzal-radius); background: var(--quetzal-surface); color: var(--quetzal-ink);
    font: 400 var(--_m)/1.3 var(--quetzal-font); box-shadow: 0 12px 40px #0009;
  }
  .legend::backdrop { background: #1a2a2088; }
  .legend-title { font-size: var(--_xl); margin-bottom: 8px; }
  .legend-list { margin: 0 0 10px; display: grid; gap: 6px; }
  .lg { display: grid; grid-template-columns: 64px minmax(0, 1fr); column-gap: 10px; align-items: start; }
  .lg dt { display: contents; }
  .lg-glyph { grid-row: span 2; display: grid; place-items: center; min-height: 32px; background: #fffaf0; border-radius: 8px; border: 1px solid #0002; }
  /* an icon's class may also name a board piece (.discovery is the track, .upg a tile): only the glyph here */
  .lg-glyph .icon { width: 24px; height: 24px; padding: 0; margin: 0; border: 0; background: none; box-shadow: none; display: block; }
  .lg-glyph .icon.rule.wide { width: 48px; }
  .lg-glyph .order { width: 24px; height: 24px; border-radius: 50%; background: #5b4630; color: #fff; display: grid; place-items: center; font-weight: 800; }
  .lg-glyph .order .icon { width: 16px; height: 16px; color: var(--quetzal-highlight); }
  .lg-seats { display: flex; gap: 1px; }
  .lg-seats > span { width: 11px; height: 11px; }
  .lg-name { font-weight: 800; }
  .lg dd { margin: 0; color: var(--quetzal-muted); font-size: var(--_s); }
`;
