/**
 * The game log: localised sentences built from the engine's GameEvents, newest last. Events pass
 * through the engine's `eventFor(event, viewer)` first: cards another seat drew stay unnamed.
 */
import { html, type TemplateResult } from 'lit';
import { AUTOMATON, HIDDEN, eventFor, type GameEvent } from '../../engine/index.js';
import type { LogEntry } from '../../statechart/quetzal-machine.js';
import { cardName, seatName, upgradeEffect, type LaterContext as PartContext } from './common.js';
import type { LaterKey } from '../../strings/features/game-parts.js';
import { automatonSentence, newsTr } from './news.js';
import { followLog, showNewest } from './log-follow.js';

/** "pottery, statuette (bonus 1 VP)". */
function cardList({ tr, rules }: PartContext, ids: readonly number[]): string {
  return ids.map((id) => cardName(tr, rules, id)).join(', ');
}

/** "U03 (+2 coins per tablet you deliver)". */
function upgradeName({ tr, rules }: PartContext, tile: number): string {
  const kind = rules.tiles[tile]!.kind;
  return `${kind} (${upgradeEffect(tr, rules, kind)})`;
}

/** Coin and VP events already told by another sentence of the same move. */
const TOLD_ELSEWHERE = new Set(['standing', 'delivery', 'black_market', 'temple', 'village', 'harbor', 'U07', 'U10']);

function reason(ctx: PartContext, r: string): string {
  const key = `reason_${r}` as LaterKey;
  return ['camp', 'discovery', 'quarry', 'small_temple', 'ruins', 'U12'].includes(r) ? ctx.tr(key) : ctx.tr('reason_other', { reason: r });
}

function facesText(ctx: PartContext, faces: readonly string[]): string {
  let black = 0, white = 0, wild = 0;
  for (const f of faces) {
    if (f === 'black') black++;
    else if (f === 'white') white++;
    else wild++;
  }
  return ctx.tr('facesSummary', { black, white, wild });
}

/** One sentence per event worth telling (null: folded into another sentence). */
function eventSentence(ctx: PartContext, e: GameEvent, rolledCharacters?: Map<number, number>): string | null {
  const { tr } = ctx;
  const name = 'seat' in e ? seatName(ctx, e.seat) : '';
  switch (e.type) {
    case 'roundStart': return tr('ev_roundStart', { round: e.round });
    case 'automatonCard': return automatonSentence(ctx, e.card);
    case 'rolled': {
      // The Character is always wild whatever its face: count it as wild.
      const charId = rolledCharacters?.get(e.seat);
      const faces = e.faces.map((f, i) => (i === charId ? 'side' : f));
      return tr('ev_rolled', { name, faces: facesText(ctx, faces), coins: e.coins });
    }
    case 'rerolled':
      return tr('ev_rerolled', {
        name, count: e.meeples.length, tile: e.tile === 'camp' ? tr('loc_camp') : e.tile, faces: facesText(ctx, e.faces), coins: e.coins,
      });
    case 'placed': {
      const what = tr('placedWhat', {
        count: e.count,
        color: e.color ?? (e.location === 'camp' || e.location === 'harbor' ? 'mixed' : 'character'),
      });
      return tr('ev_placed', { name, what, at: tr(`at_${e.location}`, { space: (e.space ?? 0) + 1 }), cost: e.cost });
    }
    case 'bumped': {
      const from = e.location === 'ship' ? tr('from_ship', { space: (e.space ?? 0) + 1 })
        : tr(`from_${e.location as 'quarry'}`);
      return tr('ev_bumped', { name, count: e.count, from, automaton: e.seat === AUTOMATON ? 1 : '' });
    }
    case 'coins':
      return TOLD_ELSEWHERE.has(e.reason) ? null : tr('ev_coins', { name, amount: e.amount, reason: reason(ctx, e.reason) });
    case 'vp':
      return TOLD_ELSEWHERE.has(e.reason) ? null : tr('ev_vp', { name, amount: e.amount, reason: reason(ctx, e.reason) });
    case 'discovery': return tr('ev_discovery', { name, from: e.from, to: e.to });
    case 'firstPlayer': return tr('ev_firstPlayer', { name });
    case 'cardsTaken':
      if (e.cards.every((c) => c === HIDDEN)) return tr('ev_cardsDrawn', { name, n: e.cards.length });
      return tr('ev_cardsTaken', { name, cards: cardList(ctx, e.cards), from: tr(`from_${e.from}`) });
    case 'cardsDiscarded':
      if (e.reason === 'underDeck') {
        const cards = e.cards.every((c) => c === HIDDEN) ? tr('cards', { n: e.cards.length }) : cardList(ctx, e.cards);
        return tr('ev_cardsDiscarded_underDeck', { name, cards });
      }
      return tr(`ev_cardsDiscarded_${e.reason}`, { name, cards: cardList(ctx, e.cards) });
    case 'delivered':
      return tr('ev_delivered', { name, n: e.cards.length, vp: e.vp, coins: e.coins, discovery: e.discovery });
    case 'upgradeGained': return tr(`ev_upgradeGained_${e.to}`, { name, upgrade: upgradeName(ctx, e.tile) });
    case 'upgradeDiscarded': return tr('ev_upgradeDiscarded', { name, upgrade: upgradeName(ctx, e.tile) });
    case 'exchanged': return tr(`ev_exchanged_${e.tile}`, { name });
    case 'deckReshuffled': return tr('ev_deckReshuffled', { cards: e.cards });
    case 'passed': {
      const key = (['reroll', 'campReroll', 'deliver', 'blackMarket', 'lastExchanges'] as string[]).includes(e.what) ? `ev_passed_${e.what}` : 'ev_passed_other';
      return tr(key as LaterKey, { name });
    }
    case 'gameOver': return tr('ev_gameOver');
  }
}

export function entrySentences(ctx: PartContext, entry: LogEntry): string[] {
  const chars = new Map<number, number>();
  ctx.view.seats.forEach((s, i) => {
    const c = s.meeples.find((m) => m.character);
    if (c) chars.set(i, c.id);
  });
  // The engine redacts what the viewer may not know (cards others drew) before anything is worded.
  return entry.events.map((e) => eventSentence(ctx, eventFor(e, ctx.viewer), chars)).filter((s): s is string => !!s);
}

export function gameLog(ctx: PartContext, log: readonly LogEntry[], limit = 80): TemplateResult {
  const { tr } = ctx;
  const entries = log.slice(-limit);
  return html`<section class="log" part="log" aria-label=${tr('logTitle')}>
    <h2 class="log-title">${tr('logTitle')}</h2>
    <ol class="log-list" tabindex="0" aria-label=${tr('logTitle')} ${followLog(entries.length ? entries[entries.length - 1]!.index : -1)}>
      ${entries.length === 0 ? html`<li class="log-empty">${tr('logEmpty')}</li>` : entries.map((entry) => {
        const lines = entrySentences(ctx, entry);
        return html`<li class="log-entry" data-index=${entry.index}>${lines.map((l) =>
          html`<span class=${l.startsWith('—') ? 'log-line round-line' : 'log-line'}>${l}</span>`)}</li>`;
      })}
    </ol>
    <button type="button" class="btn log-newest" data-action="log-newest" hidden @click=${showNewest}>${newsTr(ctx)('logNewest')}<span aria-hidden="true"> ↓</span></button>
  </section>`;
}
