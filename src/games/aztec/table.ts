/** The table's moves: reveal the next card (step 3), apply the curses (step 4), end the round (step 5). */
import { applyCurses } from './curses.js';
import { reveal } from './reveal.js';
import { endRound } from './round.js';
import type { Events } from './state.js';
import type { AztecState } from './types.js';

/** A table move, once the decision is known to be the table's `kind`: the table has no choice to check. */
export function playTable(s: AztecState, kind: 'reveal' | 'curses' | 'endRound', ev: Events): void {
  if (kind === 'reveal') reveal(s, ev);
  else if (kind === 'curses') applyCurses(s, ev);
  else endRound(s, ev);
}
