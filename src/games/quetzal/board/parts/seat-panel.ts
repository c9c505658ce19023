/**
 * One seat: colour, name, coins, score, Discovery position, permanent Upgrades (2 slots), personal
 * discard and hand counts, the pool of meeples with their rolled sides — and the hand itself only
 * for the viewer (the view has every other hand HIDDEN anyway). For the other seats, what the table
 * remembers: the cards each took face up (known-hand.ts, which comes with the later parts chunk).
 */
import { html, nothing, type TemplateResult } from 'lit';
import { styleMap } from '../../../../kit/ui/style-map.js'; // CSP-safe (no style attribute string)
import { keyed } from 'lit/directives/keyed.js';
import { HIDDEN, type Face } from '../../engine/index.js';
import { artifactCard } from './artifact-card.js';
import { upgradeTile } from './upgrade-tile.js';
import { meepleToken } from './meeple.js';
import { coinIcon, discoveryIcon, firstPlayerIcon, seatMark, vpIcon } from './icons.js';
import { classes, seatColor, type PartContext } from './common.js';

export interface RollInfo {
  /** Log index of the roll (a new index draws the pool afresh). */
  key: number;
  /** Meeple id → face it landed on in that roll. */
  faces: Map<number, Face>;
  coins: number;
}

export interface SeatExtras {
  /** The seat whose turn / decision it is. */
  deciding: number | null;
  /** Per seat: the faces and coins of its last roll this round (from the log), for the coin badges. */
  lastRoll: Map<number, RollInfo>;
  /** A computer seat deciding now: its panel says `label` ("Thinking") instead of "To play". */
  thinking?: { seat: number; label: string } | null;
  /** Another seat's known cards (the later parts' known-hand.ts), once their chunk has come. */
  knownHand?: ((seat: number) => TemplateResult | typeof nothing) | null;
}

export function seatPanels(ctx: PartContext, extras: SeatExtras): TemplateResult {
  const { view, tr } = ctx;
  return html`<div class="seats" part="seats" role="region" aria-label=${tr('seats')}>
    ${view.seats.map((s, seat) => {
      const isViewer = seat === ctx.viewer;
      const rolled = view.phase !== 'roll' || view.flow.rolled;
      const roll = extras.lastRoll.get(seat);
      const pool = s.meeples.filter((m) => !m.placed);
      const label = tr('seatLabel', { n: seat + 1, name: s.name });
      const hand = isViewer ? s.hand.filter((c) => c !== HIDDEN) : [];
      return html`<article class=${classes({ seat: true, viewer: isViewer, deciding: extras.deciding === seat })}
        style=${styleMap({ '--seat': seatColor(seat) })} aria-label=${label} data-seat=${seat}>
        <header class="seat-head">
          <span class="swatch" aria-hidden="true">${seatMark(seat)}</span>
          <h3 class="seat-name" title=${s.name}>${s.name}${isViewer ? html` <span class="you">(${tr('you')})</span>` : nothing}</h3>
          ${view.firstPlayer === seat ? html`<span class="fp" role="img" aria-label=${tr('firstPlayerMarker')}>${firstPlayerIcon()}</span>` : nothing}
          ${extras.thinking?.seat === seat ? html`<span class="to-play thinking" data-thinking>${extras.thinking.label}</span>`
            : extras.deciding === seat ? html`<span class="to-play">${tr('turnNow')}</span>` : nothing}
        </header>
        <dl class="stats">
          <div class="stat"><dt>${coinIcon()}<span class="sr">${tr('coinsLabel')}</span></dt><dd data-stat="coins">${s.coins}</dd></div>
          <div class="stat"><dt>${vpIcon()}<span class="sr">${tr('scoreLabel')}</span></dt><dd data-stat="score">${s.score}</dd></div>
          <div class="stat"><dt>${discoveryIcon()}<span class="sr">${tr('discoveryLabel')}</span></dt><dd data-stat="discovery">${s.discovery}</dd></div>
          <div class="stat"><dt><span class="mini-card" aria-hidden="true"></span><span class="sr">${tr('handLabel')}</span></dt>
            <dd data-stat="hand">${s.hand.length}</dd></div>
          ${s.upgradeDiscard.length ? html`<div class="stat"><dt><span class="sr">${tr('discardCount', { n: s.upgradeDiscard.length })}</span>
            <span aria-hidden="true" class="discard-mark">✕</span></dt><dd data-stat="discard">${s.upgradeDiscard.length}</dd></div>` : nothing}
        </dl>
        <div class="seat-upgrades" role="list" aria-label=${tr('upgradesLabel')}>
          ${[0, 1].map((i) => html`<div role="listitem">${s.upgrades[i] !== undefined
            ? upgradeTile(ctx, s.upgrades[i]!, { compact: true }) : html`<span class="slot-empty" aria-label=${tr('emptySlot')} role="img"></span>`}</div>`)}
        </div>
        ${keyed(roll?.key ?? -1, html`<div class="pool" role="list" aria-label=${tr('poolLabel')}>
          ${pool.length ? pool.map((m) => html`<span role="listitem">${meepleToken(tr, m, {
            seat, rolled, coin: rolled && roll?.faces.get(m.id) === 'standing',
          })}</span>`) : html`<span class="pool-empty" role="listitem">${tr('poolEmpty')}</span>`}
          ${roll && roll.coins ? html`<span class="roll-coins" role="listitem">${coinIcon()}${tr('rolledCoins', { n: roll.coins })}</span>` : nothing}
        </div>`)}
        ${isViewer ? html`<div class="hand" role="list" aria-label=${tr('yourHand')}>
          ${hand.length ? hand.map((c) => html`<span role="listitem">${artifactCard(ctx, c, { size: 'sm', handOf: seat })}</span>`)
            : html`<span class="hand-empty" role="listitem">${tr('handEmpty')}</span>`}
        </div>` : extras.knownHand?.(seat) ?? nothing}
      </article>`;
    })}
  </div>`;
}
