/**
 * The board, drawn in HTML/CSS/SVG: every location with its banner (colour requirement, type, cost,
 * activation order), its cards and the meeples on it; the Turn and Discovery tracks; the score column.
 * During placement, location spaces become buttons; only legal ones are enabled (computed by the
 * element with the engine's checkMove).
 */
import { html, nothing, type TemplateResult } from 'lit';
import { styleMap } from '../../../../kit/ui/style-map.js'; // CSP-safe (no style attribute string)
import {
  ACTIVATION_STEPS, AUTOMATON, templeCost, type Bid, type FreeSpot, type LocationId, type Occupant,
} from '../../engine/index.js';
import { artifactCard } from './artifact-card.js';
import { upgradeTile } from './upgrade-tile.js';
import { placedStack } from './meeple.js';
import {
  meepleIcon, coinIcon, colorRuleIcon, discoveryIcon, firstPlayerIcon, lightningIcon, locationIcon, planeIcon, seatMark, upgradeIcon, vpIcon,
} from './icons.js';
import { artSprite } from './art-sprite.js';
import { classes, seatColor, seatName, type PartContext } from './common.js';
import type { TargetRefusal } from '../../engine/index.js';

/** A placement target on the board ("camp", "temple:2", "ship:0"…). */
export interface TargetInfo {
  legal: boolean;
  /** Meeples needed to win a bid there (bidding locations). */
  beat?: number;
  /** Why not, when refused (the statechart's placement targets, from the engine). */
  why?: TargetRefusal | null;
}

export interface BoardOptions {
  /** Present while the viewer is placing meeples with a selection. */
  targets: Map<string, TargetInfo> | null;
  selectedCount: number;
  onTarget: (key: string) => void;
  /** The refused target last tapped (its reason shows beside it), or null. */
  explained: string | null;
  /** Words a refusal in the board's language (null until the later parts have loaded). */
  explain: ((why: TargetRefusal) => string) | null;
  /** Seat placing (for costs with the U04 discount). */
  placingSeat: number | null;
  /** No outline on the location activating now (diagrams). */
  noActive?: boolean;
  /** Places changed since the viewer last played → a short label (their `data-news` mark, parts/news.ts). */
  news?: Map<string, string> | null;
  /**
   * The first paint on a phone (AfterRender.firstScreen): the places under the Temple, the score column
   * and the Discovery track, below the first screen, are drawn empty (`leftOut`), to be filled the frame after.
   */
  firstScreen?: boolean;
  /** The first paint of a board below the first screen (AfterRender.belowFold): the whole map left out. */
  belowFold?: boolean;
}

/**
 * A part of the board left out of its first paint on a phone (AfterRender.firstScreen): its frame only
 * (its class keeps its place in the grid), filled by the render after that paint — or before it, when the
 * part turns out to be on screen (AfterRender checks `[data-left-out]`).
 */
export const leftOut = (className: string): TemplateResult => html`<div class=${className} data-left-out></div>`;

function banner(ctx: PartContext, id: LocationId, cost?: TemplateResult | string, extra?: TemplateResult): TemplateResult {
  const loc = ctx.rules.locations[id];
  const { tr } = ctx;
  const order = loc.activation === 0 ? lightningIcon() : html`${loc.activation}`;
  return html`<div class="banner">${locationIcon(id)}
    <h3 class="loc-name">${tr(`loc_${id}`)}</h3>
    <span class="order" role="img" aria-label=${loc.activation === 0 ? tr('activationNow') : tr('activationAt', { n: loc.activation })}>${order}</span>
  </div>
  <div class="meta">
    <span class="req" role="img" aria-label=${tr(`color_${loc.color}`)}>${colorRuleIcon(loc.color)}</span>
    <span class="kind kind-${loc.kind}">${tr(`kind_${loc.kind}`)}</span>
    ${cost ? html`<span class="cost">${cost}</span>` : nothing}${extra ?? nothing}
  </div>`;
}

function occupantStack(ctx: PartContext, occ: Occupant | null): TemplateResult | typeof nothing {
  if (!occ) return nothing;
  const name = seatName(ctx, occ.holder);
  const face = occ.holder === AUTOMATON ? null : ctx.view.seats[occ.holder]?.meeples[occ.meeple];
  const color = face ? (face.character ? null : face.face === 'black' ? 'adventurer' : face.face === 'white' ? 'archaeologist' : null) : 'archaeologist';
  return placedStack(ctx.tr('occupiedBy', { name }), occ.holder, 1, color);
}

function bidStack(ctx: PartContext, bid: Bid | null): TemplateResult {
  if (!bid) return html`<span class="bid-none">${ctx.tr('free')}</span>`;
  const name = seatName(ctx, bid.holder);
  const colorText = bid.color ? ctx.tr(`color_${bid.color}`, { n: bid.meeples.length }) : ctx.tr('color_character');
  return html`<span class="bid">${placedStack(ctx.tr('bidLabel', { name, count: bid.meeples.length, color: colorText }), bid.holder, bid.meeples.length, bid.color)}
    <span class="bid-name" title=${name} style=${styleMap({ color: seatColor(bid.holder) })}>${name}</span></span>`;
}

function freeStacks(ctx: PartContext, spots: readonly FreeSpot[]): TemplateResult {
  const counts = new Map<number, number>();
  for (const s of spots) counts.set(s.seat, (counts.get(s.seat) ?? 0) + 1);
  return html`<span class="stacks">${[...counts].map(([seat, n]) =>
    placedStack(`${seatName(ctx, seat)}: ${ctx.tr('meeples', { n })}`, seat, n, null))}</span>`;
}

/** The button (or status) for placing on a target. */
function targetButton(ctx: PartContext, opts: BoardOptions, key: string, atText: string, inner: TemplateResult, extraClass = ''): TemplateResult {
  const info = opts.targets?.get(key);
  const news = opts.news?.get(key) ?? nothing;
  if (!opts.targets || !info) return html`<div class="spot ${extraClass}" data-spot=${key} data-news=${news}>${inner}</div>`;
  const label = info.legal
    ? ctx.tr('target', { count: opts.selectedCount, at: atText })
    : `${atText}: ${ctx.tr('notAvailable')}`;
  // A refused target stays focusable and tappable: hovering, focusing or tapping it shows why (the
  // engine's reason), and screen readers hear it as its description.
  const why = !info.legal && info.why && opts.explain ? opts.explain(info.why) : '';
  const whyId = `why-${key.replace(':', '-')}`;
  return html`<button type="button" class=${classes({ spot: true, target: true, legal: info.legal, explained: opts.explained === key, [extraClass]: !!extraClass })}
    data-target=${key} data-news=${news} aria-disabled=${info.legal ? 'false' : 'true'} aria-describedby=${why ? whyId : nothing}
    @click=${() => opts.onTarget(key)}><span class="sr">${label}. </span>${inner}${why
      ? html`<span class="why" id=${whyId} aria-hidden="true" data-why=${info.why!.code}>${why}</span>` : nothing}</button>`;
}

function activeStep(ctx: PartContext): string | null {
  const v = ctx.view;
  if (v.phase !== 'activate') return null;
  const step = ACTIVATION_STEPS[v.flow.step];
  if (!step) return null;
  return 'space' in step ? `${step.at}:${step.space}` : step.at;
}

function section(id: string, active: string | null, content: TemplateResult, label: string, news?: Map<string, string> | null): TemplateResult {
  const isActive = active !== null && (active === id || active.startsWith(`${id}:`));
  return html`<section class=${classes({ loc: true, [`loc-${id}`]: true, active: isActive })} aria-label=${label}
    data-news=${news?.get(`cards:${id}`) ?? nothing}>${content}</section>`;
}

export function boardMap(ctx: PartContext, opts: BoardOptions): TemplateResult {
  if (opts.belowFold) return leftOut('board');
  const { view, tr } = ctx;
  const b = view.board;
  const active = opts.noActive ? null : activeStep(ctx);
  const seat = opts.placingSeat;

  const beatText = (_key: string, bid: Bid | null) =>
    bid ? html`<span class="beat">${tr('beat', { n: bid.meeples.length })}</span>` : nothing;

  const effect = (text: TemplateResult | string) => html`<span class="effect">${text}</span>`;

  const camp = section('camp', active, html`${banner(ctx, 'camp')}
    ${targetButton(ctx, opts, 'camp', tr('at_camp'), html`${effect(html`${coinIcon()} ${tr('campEffect', { n: ctx.rules.camp.coins })}`)}${freeStacks(ctx, b.camp)}`)}`, tr('loc_camp'));

  const stela = section('stela', active, html`${banner(ctx, 'stela')}
    ${targetButton(ctx, opts, 'stela', tr('at_stela'), html`${effect(html`${firstPlayerIcon()} + ${discoveryIcon()}${ctx.rules.stelaDiscovery}`)}${occupantStack(ctx, b.stela)}`)}`, tr('loc_stela'));

  const templeSpaces = b.templeSpaces.map((occ, space) => {
    const sp = ctx.rules.temple[space]!;
    const cost = seat !== null ? templeCost(view, seat, space) : sp.cost;
    const reward = sp.draw ? tr('reward_chooseDraw', { n: sp.choose, d: sp.draw }) : tr('reward_choose', { n: sp.choose });
    const inner = html`<span class="space-no">${space + 1}</span>
      <span class="space-cost">${coinIcon()}${cost}</span>
      <span class="space-reward">${reward}</span>
      <span class="space-occ">${occupantStack(ctx, occ)}</span>`;
    return targetButton(ctx, opts, `temple:${space}`, `${tr('at_temple', { space: space + 1 })} (${tr('targetCost', { cost })}, ${reward})`, inner,
      `space${occ ? ' taken' : ''}${active === `temple:${space}` ? ' now' : ''}`);
  });
  const costs = ctx.rules.temple.map((x) => x.cost);
  const temple = section('temple', active, html`${banner(ctx, 'temple', html`${coinIcon()}${Math.min(...costs)}–${Math.max(...costs)}`)}
    <div class="temple-body">
      <div class="temple-display" role="list" aria-label=${tr('loc_temple')}>
        ${b.temple.map((c) => html`<div role="listitem">${artifactCard(ctx, c, { size: 'md' })}</div>`)}
      </div>
      <div class="temple-spaces">${templeSpaces}</div>
    </div>`, tr('loc_temple'), opts.news);

  const surrounding = (id: 'quarry' | 'small_temple' | 'ruins') => {
    const bonus = ctx.rules.surroundingBonus[id];
    const bid = b.bids[id];
    const bonusIcon = bonus === 'vp' ? vpIcon() : bonus === 'coin' ? coinIcon() : discoveryIcon();
    return section(id, active, html`${banner(ctx, id, undefined, html`<span class="surr-bonus" role="img" aria-label=${tr(`bonus_${bonus}`)}>${bonusIcon}+1</span>`)}
      <div class="surr-cards">${b.surroundings[id].map((c) => artifactCard(ctx, c, { size: 'sm' }))}</div>
      ${targetButton(ctx, opts, id, tr(`at_${id}`), html`${bidStack(ctx, bid)}${beatText(id, bid)}`, 'bidspot')}`, tr(`loc_${id}`), opts.news);
  };

  const market = section('black_market', active, html`${banner(ctx, 'black_market')}
    ${targetButton(ctx, opts, 'black_market', tr('at_black_market'),
      html`${effect(tr('blackMarketEffect', { n: ctx.rules.blackMarketCoins }))}${bidStack(ctx, b.bids.black_market)}${beatText('black_market', b.bids.black_market)}`, 'bidspot')}`,
  tr('loc_black_market'));

  // (The places below the Temple are built only when drawn: not on a phone's first paint.)
  const village = () => {
    const villageCosts = ctx.rules.village.costs;
    const villageSpaces = villageCosts.map((cost, space) => {
      if (space >= b.villageSpaces.length) {
        return html`<div class="spot space covered" role="img" aria-label=${tr('villageCover')}>${tr('villageCover')}</div>`;
      }
      const occ = b.villageSpaces[space]!;
      const inner = html`<span class="space-no">${space + 1}</span><span class="space-cost">${coinIcon()}${cost}</span>
        <span class="space-occ">${occupantStack(ctx, occ)}</span>`;
      return targetButton(ctx, opts, `village:${space}`, `${tr('at_village', { space: space + 1 })} (${tr('targetCost', { cost })})`, inner,
        `space${occ ? ' taken' : ''}${active === `village:${space}` ? ' now' : ''}`);
    });
    return section('village', active, html`${banner(ctx, 'village', html`${coinIcon()}${Math.min(...villageCosts)}–${Math.max(...villageCosts)}`)}
      <div class="village-body">
        <div class="village-spaces">${villageSpaces}</div>
        <div class="upgrade-display" role="list" aria-label=${tr('upgradesLabel')}>
          ${b.upgradeDisplay.map((tile) => html`<div role="listitem">${upgradeTile(ctx, tile)}</div>`)}
        </div>
      </div>`, tr('loc_village'));
  };

  const perMeeple = ctx.rules.harbor.coinsPerMeeple;
  const harbor = section('harbor', active, html`${banner(ctx, 'harbor', html`<span role="img" aria-label=${tr('costEach', { n: tr('coins', { n: perMeeple }) })}>${coinIcon()}${perMeeple}/${meepleIcon('none', false)}</span>`)}
    ${targetButton(ctx, opts, 'harbor', `${tr('at_harbor')} (${tr('costEach', { n: perMeeple })})`,
      html`${effect(tr('harborEffect', { n: ctx.rules.harbor.cards }))}${freeStacks(ctx, b.harbor)}`)}`,
  tr('loc_harbor'));

  const ships = () => section('ship', active, html`${banner(ctx, 'ship')}
    <div class="ships">
      ${b.ships.map((bid, space) => targetButton(ctx, opts, `ship:${space}`, tr('at_ship', { space: space + 1 }),
        html`${effect(tr('shipEffect', { n: ctx.rules.shipCards }))}${bidStack(ctx, bid)}${beatText(`ship:${space}`, bid)}`,
        `bidspot${active === `ship:${space}` ? ' now' : ''}`))}
      ${b.ships.length < 2 ? html`<div class="spot covered" role="img" aria-label=${tr('shipCover')}>${tr('shipCover')}</div>` : nothing}
    </div>`, tr('loc_ship'));

  const lower = opts.firstScreen
    ? html`${['quarry', 'small_temple', 'ruins', 'ship', 'village'].map((id) => leftOut(`loc loc-${id}`))}${leftOut('score-col')}`
    : html`${surrounding('quarry')}${surrounding('small_temple')}${surrounding('ruins')}${ships()}
      ${village()}
      ${scoreColumn(ctx)}`;
  return html`<div class="board" part="board" role="region" aria-label=${tr('boardLabel')}>
    ${topStrip(ctx, opts.news)}
    <div class="board-grid">
      ${camp}${stela}${market}${harbor}
      ${temple}
      ${lower}
    </div>
    ${opts.firstScreen ? leftOut('discovery') : discoveryTrack(ctx)}
  </div>`;
}

/** Turn track (round 1–5 with the Plane), the First Player marker and the Automaton card. */
function topStrip(ctx: PartContext, news?: Map<string, string> | null): TemplateResult {
  const { view, tr } = ctx;
  const card = view.automaton?.card;
  return html`<div class="top-strip">
    <ol class="turn-track" aria-label=${tr('turnTrack')}>
      ${[1, 2, 3, 4, 5].map((r) => html`<li class=${classes({ turn: true, current: r === view.round, past: r < view.round })}
        aria-current=${r === view.round ? 'step' : nothing} aria-label=${tr('round', { round: r })}>
        ${r === view.round ? planeIcon() : html`<span aria-hidden="true">${r}</span>`}</li>`)}
    </ol>
    <span class="phase-name">${artSprite}${tr(`phase_${view.phase}`)}</span>
    <span class="fp-marker" data-news=${news?.get('firstPlayer') ?? nothing} style=${styleMap({ '--seat': seatColor(view.firstPlayer) })}>
      ${firstPlayerIcon()}<span>${tr('firstPlayerHeld', { name: seatName(ctx, view.firstPlayer) })}</span></span>
    ${card !== null && card !== undefined
      ? html`<span class="auto-card" data-news=${news?.get('automaton') ?? nothing} role="img" aria-label=${tr('automatonCardLabel', { card: ctx.rules.automaton.cards[card]!.id })}>
          <span class="auto-dot"></span>${ctx.rules.automaton.cards[card]!.id}</span>`
      : nothing}
  </div>`;
}

/** The Discovery spaces with their rewards (the rule-set's discoveryTrack) and each seat's disc. */
function discoveryTrack(ctx: PartContext): TemplateResult {
  const { view, tr } = ctx;
  return html`<ol class="discovery" aria-label=${tr('discoveryTrack')}>
    ${ctx.rules.discoveryTrack.map((reward, i) => {
      const here = view.seats.map((s, seat) => ({ s, seat })).filter((x) => x.s.discovery === i);
      const rewardText = !reward ? '' : 'vp' in reward ? tr('reward_vp', { n: reward.vp })
        : 'coins' in reward ? tr('reward_coins', { n: reward.coins }) : tr('reward_upgrade');
      const label = i === 0 ? `${tr('start')}${here.length ? `, ${here.map((x) => x.s.name).join(', ')}` : ''}`
        : tr('discoverySpace', { n: i, reward: rewardText, who: here.map((x) => x.s.name).join(', ') });
      return html`<li class=${classes({ dspace: true, start: i === 0, rewarded: !!reward })} aria-label=${label}>
        <span class="dnum" aria-hidden="true">${i === 0 ? '◦' : i}</span>
        <span class="dreward" aria-hidden="true">${!reward ? nothing : 'vp' in reward ? html`${vpIcon()}${reward.vp}`
          : 'coins' in reward ? html`${coinIcon()}${reward.coins}` : upgradeIcon()}</span>
        <span class="discs" aria-hidden="true">${here.map((x) => html`<span class="disc" style=${styleMap({ '--seat': seatColor(x.seat) })}>${seatMark(x.seat)}</span>`)}</span>
      </li>`;
    })}
  </ol>`;
}

/** The score column: each seat's disc on a 0–50 scale (a "+50" badge past 50). */
function scoreColumn(ctx: PartContext): TemplateResult {
  const { view, tr } = ctx;
  const ticks = [0, 10, 20, 30, 40, 50];
  return html`<div class="score-col" role="list" aria-label=${tr('scoreColumn')}>
    <div class="score-scale" aria-hidden="true">${ticks.map((n) => html`<span class="tick" style=${styleMap({ '--pos': `${n / 50}` })}>${n}</span>`)}</div>
    ${view.seats.map((s, seat) => {
      const pos = Math.min(s.score % 50, 50) / 50;
      const laps = Math.floor(s.score / 50);
      return html`<span role="listitem" class="score-disc" aria-label=${tr('scoreOf', { name: s.name, score: s.score })}
        style=${styleMap({ '--pos': `${pos}`, '--lane': `${seat}`, background: seatColor(seat) })}>
        <span aria-hidden="true">${s.score}${laps ? html`<sup>+50</sup>` : nothing}</span></span>`;
    })}
  </div>`;
}
