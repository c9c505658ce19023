/** An Upgrade tile: pictogram, effect in words, permanent or immediate, VP scored at the end. */
import { html, nothing, type TemplateResult } from 'lit';
import { IMMEDIATE_UPGRADES, type UpgradeKind } from '../../engine/index.js';
import { shown } from './shown-rules.js';
import { upgradeKindIcon } from './icons.js';
import { classes, upgradeEffect, type Tr } from './common.js';

export interface TileOptions {
  compact?: boolean;
  onPick?: (tile: number) => void;
  /** Accessible name of the button (e.g. "Take U03 …"). */
  actionLabel?: string;
}

/** The tile's kind, printed VP and whether it is permanent, in the game being drawn. */
function tileData(tile: number): { kind: UpgradeKind; vp: number; permanent: boolean } {
  const r = shown();
  const kind = r.tiles[tile]!.kind;
  return { kind, vp: r.upgrades[kind].vp, permanent: !IMMEDIATE_UPGRADES.includes(kind) };
}

export function upgradeAriaLabel(tr: Tr, tile: number): string {
  const d = tileData(tile);
  const kind = d.kind;
  return tr('upgradeLabel', {
    kind, effect: upgradeEffect(tr, kind), vp: d.vp, kindText: tr(d.permanent ? 'upgradePermanent' : 'upgradeImmediate'),
  });
}

export function upgradeTile(tr: Tr, tile: number | null, opts: TileOptions = {}): TemplateResult {
  if (tile === null) return html`<div class="upg empty" role="img" aria-label=${tr('emptySlot')}></div>`;
  const d = tileData(tile);
  const kind = d.kind;
  const cls = classes({ upg: true, compact: !!opts.compact, immediate: !d.permanent });
  const body = html`
    <span class="upg-top">${opts.compact ? nothing : html`<span class="upg-code">${kind}</span>`}${upgradeKindIcon(kind)}</span>
    ${opts.compact ? nothing : html`<span class="upg-effect">${upgradeEffect(tr, kind)}</span>`}
    <span class="upg-vp">${d.vp}${opts.compact ? nothing : ' VP'}${d.permanent ? nothing : html` <span class="upg-cross" aria-hidden="true">✕</span>`}</span>`;
  if (opts.onPick) {
    const pick = opts.onPick;
    return html`<button type="button" class=${cls} data-upgrade=${tile} @click=${() => pick(tile)}>
      <span class="sr">${opts.actionLabel ?? ''} ${tr('upgrade')}</span>${body}<span class="sr">. ${tr(d.permanent ? 'upgradePermanent' : 'upgradeImmediate')}</span></button>`;
  }
  return html`<div class=${cls} role="img" data-upgrade=${tile} aria-label=${upgradeAriaLabel(tr, tile)}>${body}</div>`;
}
