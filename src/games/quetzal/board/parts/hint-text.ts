/**
 * The Hint, without the DOM: the move the medium computer would make in the viewer's seat — decided
 * from that seat's view only (the caller passes `viewFor(game, seat)`; the bots refuse anything else) —
 * the one line saying it and what it is worth (the engine's deliveryValue for a delivery, the heuristic's
 * VP estimate for a placement), and what to point at on the board.
 */
import { ARTIFACT_TYPES, deliveryValue, rulesOf, type GameState, type Move, type Rules } from '../../engine/index.js';
import type { Params } from '../../../../kit/i18n/template.js';
import type { HintAnswer } from '../../statechart/quetzal-machine.js';
import type { HintKey } from '../../strings/features/hint.js';
import type { StringKey } from '../../strings/index.js';
import { cardName, type Tr } from './common.js';

/** What the Hint needs of the bots' chunk. */
export interface HintBots {
  chooseMove(view: GameState, options: { strength: 'medium' }): Move;
  scoredMoves(view: GameState, all?: boolean): { move: Move; score: number }[];
}

export type HintTr = (key: HintKey | StringKey, params?: Params) => string;

/** The move and the heuristic's estimate of it, in VP (null when it does not score it): the statechart keeps it. */
export type Hint = HintAnswer;

const same = (a: Move, b: Move) => JSON.stringify(a) === JSON.stringify(b);

/** The medium computer's move for the seat whose view this is (it must be deciding now). */
export function hintFor(bots: HintBots, view: GameState): Hint {
  const move = bots.chooseMove(view, { strength: 'medium' });
  const scored = move.type === 'exchange' ? undefined : bots.scoredMoves(view, true).find((x) => same(x.move, move));
  return { move, score: scored ? scored.score : null };
}

function placeKey(m: Extract<Move, { type: 'place' }>): string {
  return m.space === undefined ? m.location : `${m.location}:${m.space}`;
}

/** CSS selectors of what a hinted move uses on the board and in the prompt. */
export function hintMarks(m: Move): string[] {
  const cards = (ids: readonly number[]) => ids.map((c) => `.prompt [data-card="${c}"]`);
  switch (m.type) {
    case 'place': {
      const key = placeKey(m);
      return [`[data-target="${key}"]`, `[data-spot="${key}"]`, ...m.meeples.map((id) => `.prompt [data-meeple="${id}"]`)];
    }
    case 'chooseCards': return cards(m.cards);
    case 'keepDrawn': return [`[data-action="keep"][data-card="${m.card}"]`];
    case 'blackMarket': return m.card === null ? ['[data-action="keep-cards"]'] : [...cards([m.card]), '[data-action="sell"]'];
    case 'chooseUpgrade':
    case 'discardUpgrade': return [`.prompt [data-upgrade="${m.tile}"]`];
    case 'deliver': return m.cards.length ? [...cards(m.cards), '[data-action="deliver"]'] : ['[data-action="deliver-nothing"]'];
    case 'endRoll': return ['[data-action="keep-roll"]'];
    case 'reroll': return m.tile === 'U02' ? ['[data-action="reroll-all"]']
      : [...m.meeples.map((id) => `.prompt [data-meeple="${id}"]`), '[data-action="reroll-selected"]'];
    case 'campReroll': return m.meeple === null ? ['[data-action="no-reroll"]'] : [`.prompt [data-meeple="${m.meeple}"]`];
    case 'exchange': return [`[data-action="exchange-${m.tile}"]`];
    case 'roll': return ['[data-action="roll"]'];
    case 'prepare': return ['[data-action="prepare"]'];
    case 'endExchanges': return ['[data-action="end-exchanges"]'];
  }
}

function upgradeName(tr: HintTr, r: Rules, tile: number): string {
  const kind = r.tiles[tile]!.kind;
  return `${kind} (${tr(`upg_${kind}` as StringKey, (r.effects as Record<string, Params | undefined>)[kind])})`;
}

/** "8 VP, 2 coins, 1 Discovery" (what is not zero). */
function gains(tr: HintTr, v: { vp: number; coins: number; discovery: number }): string {
  const out = [tr('hint_vp', { n: v.vp })];
  if (v.coins) out.push(tr('hint_coins', { n: v.coins }));
  if (v.discovery) out.push(tr('hint_discovery', { n: v.discovery }));
  return out.join(', ');
}

/** The hint in one line, in the player's language: "Hint: deliver 3 statuettes at the Harbor: 8 VP". */
export function hintSentence(tr: HintTr, view: GameState, hint: Hint): string {
  const m = hint.move;
  const r = rulesOf(view);
  const words = (): string => {
    switch (m.type) {
      case 'place': {
        const at = m.space === undefined ? tr(`at_${m.location}` as StringKey) : tr(`at_${m.location}` as StringKey, { space: m.space + 1 });
        const what = tr('hint_place', { meeples: tr('meeples', { n: m.meeples.length }), at });
        const vp = hint.score === null ? 0 : Math.round(hint.score);
        return vp >= 1 ? tr('hint_worth', { what, vp }) : what;
      }
      case 'deliver': {
        if (!m.cards.length) return tr('hint_deliverNothing');
        const d = view.decision;
        const seat = view.seats[m.seat]!;
        const counts = ARTIFACT_TYPES.map((type) => ({ type, n: m.cards.filter((c) => r.cards[c]!.type === type).length })).filter((x) => x.n);
        const items = counts.map((x) => tr(`hint_n_${x.type}` as HintKey, { n: x.n })).join(', ');
        const where = d.kind === 'deliver' ? tr(d.where === 'ship' ? 'hint_at_ship' : 'hint_at_harbor') : '';
        return tr('hint_deliver', { items, where, value: gains(tr, deliveryValue(m.cards, seat.upgrades, r)) });
      }
      case 'chooseCards': return tr('hint_take', { cards: m.cards.map((c) => cardName(tr as Tr, r, c)).join(', ') });
      case 'keepDrawn': return tr('hint_keep', { card: cardName(tr as Tr, r, m.card) });
      case 'blackMarket': return m.card === null ? tr('hint_keepCards') : tr('hint_sell', { card: cardName(tr as Tr, r, m.card), coins: r.blackMarketCoins });
      case 'chooseUpgrade': return tr('hint_upgrade', { upgrade: upgradeName(tr, r, m.tile) });
      case 'discardUpgrade': return tr('hint_discard', { upgrade: upgradeName(tr, r, m.tile) });
      case 'endRoll': return tr('hint_endRoll');
      case 'endExchanges': return tr('hint_endExchanges');
      case 'reroll': return m.tile === 'U02' ? tr('hint_rerollAll') : tr('hint_rerollSome', { n: m.meeples.length });
      case 'campReroll': return tr(m.meeple === null ? 'hint_noCampReroll' : 'hint_campReroll');
      case 'exchange': return tr(m.tile === 'U07' ? 'hint_U07' : 'hint_U10', { coins: r.effects[m.tile].coins });
      default: return '';
    }
  };
  const text = words();
  return `${tr('hintPrefix')} ${text.charAt(0).toUpperCase()}${text.slice(1)}`;
}
