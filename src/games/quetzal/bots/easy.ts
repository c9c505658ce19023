/**
 * The easy bot: a uniformly random legal move (placements: a random target, then a random group for
 * it), from which the absurd moves are removed first. "Absurd", concretely (EASY_RULES, tested):
 *
 *  1. deliveries: never declines a delivery nor leaves room unused — it delivers exactly
 *     min(limit, cards in hand) cards (adding a card to a delivery never lowers its value);
 *  2. Black Market: sells a card whenever one is worth at most 2 VP to its hand (the VP the card adds
 *     to its sets, plus 1 for a VP bonus; 7 coins are worth 2⅓ VP at the end), choosing among those;
 *     declines only when every card is worth more;
 *  3. no hopeless placement:
 *     a. no Harbor meeple beyond one per `limit` cards it holds or will receive this round (each
 *        Harbor meeple costs 2 coins and must have a card to deliver),
 *     b. no Ship or Black Market bid while it has no card and none coming,
 *     c. no bid of more than one meeple above the smallest winning bid,
 *     d. no Village space while the Upgrade display is empty;
 *  4. no "at any time" exchanges before the last-exchanges step (never loses coins to them at a bad
 *     moment); in that step, the exchanges that raise its final score (the medium bot's, exchangeFirst),
 *     then done.
 * Everything else (which cards, which Upgrade, rerolls) is uniformly random.
 */
import { deliveryLimit, legalMoves, type GameState, type Move } from '../engine/index.js';
import { rulesOf } from '../engine/ruleset.js';
import { CARD_BONUS, BONUS_VP, SET_VALUE, CARD_TYPE, TYPES, countTypes, useRulesOf } from './values.js';
import { exchangeFirst } from './heuristic.js';

type Random = () => number;
type PlaceMove = Extract<Move, { type: 'place' }>;

/** What card `card` adds to `hand` (which contains it) in collection VP, +1 for a VP bonus. */
export function easyCardWorth(hand: readonly number[], card: number): number {
  const counts = countTypes(hand, new Int32Array(TYPES));
  const t = CARD_TYPE[card]!;
  const n = counts[t]!;
  return SET_VALUE[t]![n]! - SET_VALUE[t]![n - 1]! + (CARD_BONUS[card] === BONUS_VP ? 1 : 0);
}

/** Highest card worth the easy bot sells at the Black Market (7 coins ≈ 2⅓ VP). */
export const EASY_SELL_WORTH = 2;

/** Cards the seat holds or will receive this round from its Temple spaces and Surroundings. */
function projectedCards(s: GameState, seat: number): number {
  let n = s.seats[seat]!.hand.length;
  const b = s.board;
  const temple = rulesOf(s).temple;
  b.templeSpaces.forEach((occ, sp) => {
    if (occ?.holder === seat) n += temple[sp]!.choose + temple[sp]!.draw;
  });
  for (const loc of ['quarry', 'small_temple', 'ruins'] as const) {
    if (b.bids[loc]?.holder === seat) n += b.surroundings[loc].filter((c) => c !== null).length;
  }
  return n;
}

/** Whether a placement breaks rule 3 (the move must be legal). */
function absurdPlacement(s: GameState, m: PlaceMove): string | null {
  const seat = m.seat;
  const b = s.board;
  const cards = projectedCards(s, seat);
  switch (m.location) {
    case 'harbor': {
      const limit = deliveryLimit(s, seat, 'harbor');
      const already = b.harbor.filter((f) => f.seat === seat).length;
      if (already + m.meeples.length > Math.ceil(cards / limit)) return 'more Harbor meeples than cards to deliver';
      return null;
    }
    case 'village':
      return b.upgradeDisplay.some((t) => t !== null) ? null : 'the Upgrade display is empty';
    case 'quarry':
    case 'small_temple':
    case 'ruins':
    case 'black_market':
    case 'ship': {
      if ((m.location === 'ship' || m.location === 'black_market') && cards === 0) return 'no card to deliver or sell';
      const bid = m.location === 'ship' ? b.ships[m.space ?? 0] : b.bids[m.location];
      const min = bid ? bid.meeples.length + 1 : 1;
      if (m.meeples.length > min + 1) return `a bid of ${m.meeples.length} where ${min} wins`;
      return null;
    }
    default:
      return null;
  }
}

/** Whether a move of the easy bot's decision breaks one of EASY_RULES (null: fine). */
export function absurdity(s: GameState, m: Move): string | null {
  useRulesOf(s);
  const d = s.decision;
  if (m.type === 'exchange' || m.type === 'endExchanges') {
    // Rule 4: exchanges in the last step only, those that raise the final score; done once none does.
    const gain = d.kind === 'lastExchanges' ? exchangeFirst(s) : null;
    if (m.type === 'endExchanges') return gain ? 'done while an exchange still raises the final score' : null;
    if (d.kind !== 'lastExchanges') return 'exchanges wait for the last step';
    return gain?.type === 'exchange' && gain.tile === m.tile ? null : 'an exchange that does not raise the final score';
  }
  if (m.type === 'place') return absurdPlacement(s, m);
  if (m.type === 'deliver' && d.kind === 'deliver') {
    const want = Math.min(d.limit, s.seats[d.seat]!.hand.length);
    return m.cards.length === want ? null : `delivers ${m.cards.length} cards where ${want} fit`;
  }
  if (m.type === 'blackMarket') {
    const hand = s.seats[m.seat]!.hand;
    const cheap = hand.some((c) => easyCardWorth(hand, c) <= EASY_SELL_WORTH);
    if (m.card === null) return cheap ? 'declines the Black Market with a cheap card in hand' : null;
    return easyCardWorth(hand, m.card) <= EASY_SELL_WORTH ? null : 'sells a card worth more than 7 coins';
  }
  return null;
}

export function easyMove(s: GameState, random: Random): Move {
  useRulesOf(s);
  const d = s.decision;
  if (d.kind === 'lastExchanges') return exchangeFirst(s) ?? { type: 'endExchanges', seat: d.seat };
  const moves = legalMoves(s).filter((m) => absurdity(s, m) === null);
  if (moves.length === 0) throw new Error(`easy bot: no acceptable move for a ${s.decision.kind} decision`);
  if (s.decision.kind !== 'place') return moves[Math.floor(random() * moves.length)]!;
  // A random target (location and space), then a random group for it.
  const byTarget = new Map<string, Move[]>();
  for (const m of moves) {
    const p = m as PlaceMove;
    const key = `${p.location}:${p.space ?? ''}`;
    let list = byTarget.get(key);
    if (!list) byTarget.set(key, (list = []));
    list.push(m);
  }
  const targets = [...byTarget.values()];
  const group = targets[Math.floor(random() * targets.length)]!;
  return group[Math.floor(random() * group.length)]!;
}
