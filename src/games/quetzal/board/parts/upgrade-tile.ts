/** An Upgrade tile: pictogram, effect in words, permanent or immediate, VP scored at the end. */
import { html, nothing, type TemplateResult } from 'lit';
import { IMMEDIATE_UPGRADES, type Rules, type UpgradeKind } from '../../engine/index.js';
import { upgradeKindIcon } from './icons.js';
import { classes, upgradeEffect, type PartContext } from './common.js';

export interface TileOptions {
  compact?: boolean;
  onPick?: (tile: number) => void;
  /** Accessible name of the button (e.g. "Take U03 …"). */
  actionLabel?: string;
}

/** The tile's kind, printed VP and whether it is permanent, in the game's rule-set. */
function tileData(rules: Rules, tile: number): { kind: UpgradeKind; vp: number; permanent: boolean } {
  const kind = rules.tiles[tile]!.kind;
  return { kind, vp: rules.upgrades[kind].vp, permanent: !IMMEDIATE_UPGRADES.includes(kind) };
}

export function upgradeAriaLabel(ctx: PartContext, tile: number): string {
  const { tr } = ctx;
  const d = tileData(ctx.rules, tile);
  const kind = d.kind;
  return tr('upgradeLabel', {
    kind, effect: upgradeEffect(tr, ctx.rules, kind), vp: d.vp, kindText: tr(d.permanent ? 'upgradePermanent' : 'upgradeImmediate'),
  });
}

export function upgradeTile(ctx: PartContext, tile: number | null, opts: TileOptions = {}): TemplateResult {
  const { tr } = ctx;
  if (tile === null) return html`<div class="upg empty" role="img" aria-label=${tr('emptySlot')}></div>`;
  const d = tileData(ctx.rules, tile);
  const kind = d.kind;
  const cls = classes({ upg: true, compact: !!opts.compact, immediate: !d.permanent });
  const body = html`
    <span class="upg-top">${opts.compact ? nothing : html`<span class="upg-code">${kind}</span>`}${upgradeKindIcon(kind)}</span>
    ${opts.compact ? nothing : html`<span class="upg-effect">${upgradeEffect(tr, ctx.rules, kind)}</span>`}
    <span class="upg-vp">${d.vp}${opts.compact ? nothing : ' VP'}${d.permanent ? nothing : html` <span class="upg-cross" aria-hidden="true">✕</span>`}</span>`;
  if (opts.onPick) {
    const pick = opts.onPick;
    return html`<button type="button" class=${cls} data-upgrade=${tile} @click=${() => pick(tile)}>
      <span class="sr">${opts.actionLabel ?? ''} ${tr('upgrade')}</span>${body}<span class="sr">. ${tr(d.permanent ? 'upgradePermanent' : 'upgradeImmediate')}</span></button>`;
  }
  return html`<div class=${cls} role="img" data-upgrade=${tile} aria-label=${upgradeAriaLabel(ctx, tile)}>${body}</div>`;
}
