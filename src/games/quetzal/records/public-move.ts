/**
 * A move as a spectator sees it. Every move is made face up at the table except one: the card kept with
 * U09 (of two drawn from the deck into a hidden hand), which becomes HIDDEN (-1). Tiny and free of
 * other imports on purpose: the board's main chunk uses it for its `quetzal-move` events.
 */
import { HIDDEN, type Move } from '../engine/types.js';

export function publicMove(move: Move): Move {
  return move.type === 'keepDrawn' ? { ...move, card: HIDDEN } : move;
}
