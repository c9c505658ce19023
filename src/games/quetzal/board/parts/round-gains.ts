/** What each seat gained this round, read off the log: the "prepare" prompt's summary (later parts chunk). */
import { AUTOMATON, type GameState } from '../../engine/index.js';
import type { LogEntry } from '../../statechart/quetzal-machine.js';
import type { SummaryRow } from './score-table.js';

/** What each seat gained this round. */
export function roundGains(game: GameState, log: readonly LogEntry[]): SummaryRow[] {
  const rows: SummaryRow[] = game.seats.map((_, seat) => ({ seat, coins: 0, vp: 0, discovery: 0, cards: 0, delivered: 0, upgrades: 0 }));
  for (const entry of log) {
    if (entry.round !== game.round) continue;
    for (const e of entry.events) {
      if (!('seat' in e) || e.seat === AUTOMATON || !rows[e.seat]) continue;
      const r = rows[e.seat]!;
      if (e.type === 'coins') r.coins += e.amount;
      else if (e.type === 'vp') r.vp += e.amount;
      else if (e.type === 'discovery') r.discovery += e.to - e.from;
      else if (e.type === 'cardsTaken') r.cards += e.cards.length;
      else if (e.type === 'delivered') r.delivered += e.cards.length;
      else if (e.type === 'upgradeGained') r.upgrades++;
    }
  }
  return rows;
}
