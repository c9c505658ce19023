/**
 * The 2-player Automaton: it places 6 meeples from its card at the start of each round, takes Temple
 * cards by the Market tile's preferences and discards them (activation-steps.ts, in Phase 3), and only
 * blocks elsewhere. [rulebook]
 */
import { rulesOf } from './ruleset.js';
import type { Events } from './state.js';
import { AUTOMATON, type GameState } from './types.js';

/** Draws the next Automaton card and places its meeples (meeple ids 0–5 are the Automaton's own). */
export function placeAutomaton(s: GameState, ev: Events): void {
  const a = s.automaton;
  if (!a) return;
  const next = a.deck.pop();
  a.card = next ?? null;
  if (next === undefined) return; // 10 cards for 5 rounds: cannot run out in a real game
  const card = rulesOf(s).automaton.cards[next]!;
  ev?.push({ type: 'automatonCard', card: card.id });
  let id = 0;
  for (const space of card.temple) s.board.templeSpaces[space - 1] = { holder: AUTOMATON, meeple: id++ };
  const take = (k: number) => Array.from({ length: k }, () => id++);
  s.board.bids[card.surrounding.loc] = { holder: AUTOMATON, meeples: take(card.surrounding.n), color: card.surrounding.color };
  const third = { holder: AUTOMATON, meeples: take(card.third.n), color: card.third.color };
  if (card.third.loc === 'black_market') s.board.bids.black_market = third;
  else s.board.ships[0] = third;
}
