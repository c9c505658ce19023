/**
 * Where undo stops in Aztec (the kit's history applies the rest of the rule, kit/records/history.ts).
 *
 * A seat may take back its own pick or token while no other seat has acted since: the picks and tokens
 * are made in secret, behind the hand-over cover, so once the next person has the device (and acted),
 * the earlier choice is final. Never taken back:
 *
 * - the table's moves: a reveal, the curses, the end of a round (`tableMove`);
 * - anything random: Artifact cards drawn for a gainer (`artifactDraw`), a Jewel card drawn as a round
 *   starts (`jewelDraw`: only the table's `endRound` does it today) — every shuffle happens at setup, so a
 *   draw is what brings a hidden card into play;
 * - anything shown: the last pick of the step, which serves every pick and shows them all (`picksShown`),
 *   the last token, which shows every token (`tokensShown`), an Artifact kept or played face up, its
 *   other cards tucked (`artifactShown`).
 *
 * A move's automatic consequences count as part of it (the last token does not reveal, but the table's
 * next move will; an Artifact kept that makes the next gainer draw is a draw). So undo never un-shows a
 * secret or redraws a card: what is left to take back is a pick or a token nobody has seen.
 */
import type { AztecEvent, AztecMove, AztecState } from '../types.js';

/** Why an Aztec move cannot be taken back (see above). */
export type AztecBarrier = 'tableMove' | 'jewelDraw' | 'artifactDraw' | 'picksShown' | 'tokensShown' | 'artifactShown';

const sameList = (a: readonly number[], b: readonly number[]): boolean => a.length === b.length && a.every((x, i) => x === b[i]);

/**
 * What makes a move final, or null if its seat may take it back: the move, its events, and the states
 * before and after it (an Artifact draw shows in the state: the cards drawn).
 */
export function aztecBarrierOf(before: AztecState, after: AztecState, move: AztecMove, events: readonly AztecEvent[]): AztecBarrier | null {
  if (!('seat' in move)) return 'tableMove';
  // Anything random first: a draw is final whatever else the move shows. (A draw emits no event: the
  // cards drawn for the next gainer are in the state.)
  if (after.drawn.length > 0 && !sameList(after.drawn, before.drawn)) return 'artifactDraw';
  for (const e of events) {
    if (e.type === 'roundStart') return 'jewelDraw';
    if (e.type === 'collected') return 'picksShown';
    if (e.type === 'tokensShown') return 'tokensShown';
    if (e.type === 'artifactKept' || e.type === 'artifactPlayed') return 'artifactShown';
  }
  return null;
}
