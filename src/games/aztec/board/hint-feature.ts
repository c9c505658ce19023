/**
 * The Hint, a chunk of its own (fetched at the first Hint): the medium computer's move for the holder's
 * seat, from that seat's view alone, with its reason in the board's words.
 */
import { hint } from '../bots/index.js';
import type { AztecState } from '../types.js';
import { hintText } from './hint-text.js';
import type { Tr } from './board-view.js';

export function wordedHint(view: AztecState, tr: Tr): { text: string } {
  const h = hint(view, { seed: view.round });
  return { ...h, text: hintText(h, view, tr) };
}
