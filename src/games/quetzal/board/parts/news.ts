/**
 * What changed since a person last looked (later parts chunk), read off the game's log — the engine's
 * own events, never a rule decided again: the places to mark on the board (placements, bumps, cards
 * taken, the Automaton's card, the First Player marker) and the "since your last turn" line naming
 * what hit that person (their meeples bumped back, Temple cards taken before their turn, the First
 * Player marker changing hands).
 */
import { html, nothing, type TemplateResult } from 'lit';
import { AUTOMATON, type Rules } from '../../engine/index.js';
import { featureTranslator } from '../../strings/feature.js';
import { newsStrings, type NewsKey } from '../../strings/features/news.js';
import type { StringKey, Params } from '../../strings/index.js';
import type { LaterKey } from '../../strings/features/game-parts.js';
import type { LogEntry } from '../../statechart/quetzal-machine.js';
import { seatOfMove } from '../log-digest.js';
import { cardName, seatName, type LaterContext } from './common.js';

const newsText = featureTranslator(newsStrings);
type NewsTr = (key: NewsKey | LaterKey | StringKey, params?: Params) => string;

/** The news table's words, then the later parts' (and the main table's). */
export function newsTr(ctx: LaterContext): NewsTr {
  return (key, params) => (key in newsStrings.en ? newsText(ctx.lang, key as NewsKey, params) : ctx.tr(key as LaterKey, params));
}

/** A place's key on the board ("quarry", "temple:2", "ship:0"), as the board's spots name it. */
const spotKey = (location: string, space: number | null): string =>
  (location === 'temple' || location === 'village' || location === 'ship' ? `${location}:${space ?? 0}` : location);

/** Where an Automaton card puts its meeples (the card's printed data in the game's rule-set). */
function automatonPlaces(rules: Rules, id: string): { location: string; space: number | null; count: number; color: string | null }[] {
  const card = rules.automaton.cards.find((c) => c.id === id);
  if (!card) return [];
  return [
    ...card.temple.map((space) => ({ location: 'temple', space: space - 1, count: 1, color: null })),
    { location: card.surrounding.loc, space: null, count: card.surrounding.n, color: card.surrounding.color },
    { location: card.third.loc, space: card.third.loc === 'ship' ? 0 : null, count: card.third.n, color: card.third.color },
  ];
}

/** "The Automaton played card A6: 1 meeple on Temple space 4, 3 adventurers on the Quarry, …" (the log). */
export function automatonSentence(ctx: LaterContext, id: string): string {
  const tr = newsTr(ctx);
  const items = automatonPlaces(ctx.rules, id).map((p) => (p.location === 'temple'
    ? tr('autoTemple', { space: (p.space ?? 0) + 1 })
    : `${tr('placedWhat', { count: p.count, color: p.color ?? 'mixed' })} ${tr(`at_${p.location}` as StringKey, { space: (p.space ?? 0) + 1 })}`));
  return tr('autoEffect', { card: id, items: items.join(', ') });
}

/** The first log index a seat has not seen: just after its last move (null: a spectator sees the last move only). */
function sinceIndex(log: readonly LogEntry[], seat: number | null): number {
  if (seat === null) return Math.max(0, log.length - 1);
  for (let i = log.length - 1; i >= 0; i--) if (seatOfMove(log[i]!.move) === seat) return i + 1;
  return 0;
}

export interface News {
  /** Place key → a short label (who did it) for each place changed since. */
  marks: Map<string, string>;
  /** The "since your last turn" line (nothing when nothing hit the seat). */
  line: TemplateResult | typeof nothing;
  /** The same in plain words, for screen readers ('' when nothing hit the seat). */
  text: string;
}

/** What changed since `seat` last played, and what of it hit that seat. */
export function news(ctx: LaterContext, log: readonly LogEntry[], seat: number | null): News {
  const tr = newsTr(ctx);
  const marks = new Map<string, string>();
  const items: { kind: string; text: string }[] = [];
  const name = (s: number) => (s === AUTOMATON ? tr('automatonName') : seatName(ctx, s));
  const mark = (key: string, label: string) => {
    if (!marks.has(key)) marks.set(key, label);
  };
  // Cards taken from the Temple only matter to a seat still waiting on a Temple space.
  const waitsOnTemple = seat !== null && ctx.view.phase === 'activate' && ctx.view.board.templeSpaces.some((o) => o?.holder === seat);
  for (let i = sinceIndex(log, seat); i < log.length; i++) {
    const entry = log[i]!;
    const mover = seatOfMove(entry.move);
    for (const e of entry.events) {
      switch (e.type) {
        case 'automatonCard':
          for (const p of automatonPlaces(ctx.rules, e.card)) mark(spotKey(p.location, p.space), tr('automatonName'));
          mark('automaton', tr('automatonName'));
          break;
        case 'placed':
          mark(spotKey(e.location, e.space), name(e.seat));
          break;
        case 'bumped':
          mark(spotKey(e.location, e.space), mover === null ? tr('newsMark') : name(mover));
          if (e.seat === seat && mover !== null) {
            const from = e.location === 'ship' ? tr('from_ship', { space: (e.space ?? 0) + 1 }) : tr(`from_${e.location}` as LaterKey);
            items.push({ kind: 'bumped', text: tr('since_bumped', { name: name(mover), count: e.count, from }) });
          }
          break;
        case 'cardsTaken':
          if (e.from === 'deck') break;
          mark(`cards:${e.from}`, name(e.seat));
          if (e.from === 'temple' && waitsOnTemple && e.seat !== seat) {
            items.push({ kind: 'taken', text: tr('since_taken', { name: name(e.seat), cards: e.cards.map((c) => cardName(tr, ctx.rules, c)).join(', ') }) });
          }
          break;
        case 'cardsDiscarded':
          if (e.reason !== 'automaton') break;
          mark('cards:temple', name(AUTOMATON));
          if (waitsOnTemple) {
            items.push({ kind: 'taken', text: tr('since_taken', { name: name(AUTOMATON), cards: e.cards.map((c) => cardName(tr, ctx.rules, c)).join(', ') }) });
          }
          break;
        case 'firstPlayer':
          mark('stela', name(e.seat));
          mark('firstPlayer', name(e.seat));
          if (seat !== null) {
            items.push({ kind: 'firstPlayer', text: e.seat === seat ? tr('since_firstPlayerYou') : tr('since_firstPlayer', { name: name(e.seat) }) });
          }
          break;
        default:
          break;
      }
    }
  }
  if (seat === null || !items.length) return { marks, line: nothing, text: '' };
  const line = html`<p class="since" data-since=${seat}><strong>${tr('sinceTitle')}</strong> ${items.map((x) =>
    html`<span data-since-item=${x.kind}>${x.text}</span> `)}</p>`;
  return { marks, line, text: `${tr('sinceTitle')} ${items.map((x) => x.text).join(' ')}` };
}
