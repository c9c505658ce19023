/**
 * What makes a Quetzal move final (the undo rule in undo.ts, points 1 to 4): the move's seat, its events
 * and the hidden parts of the state before and after it. In a file of its own, with nothing heavier than
 * the engine's types, because the board plays with it from its first file (quetzal-module.ts), while the
 * rest of the records (readers, links, histories) loads when it is needed.
 */
import type { GameEvent, GameState, Move } from '../engine/index.js';

/** The seat that made a move, or null for the table's moves (roll, prepare). */
export function moveSeat(move: Move): number | null {
  return 'seat' in move && typeof move.seat === 'number' ? move.seat : null;
}

/** Why a move cannot be taken back (see the undo rule in undo.ts). */
export type Barrier =
  | 'tableMove' // roll, prepare: nobody's own move
  | 'roll' | 'reroll' | 'roundStart' | 'automatonCard' | 'deckReshuffled' | 'deckDraw' // events
  | 'generator' | 'rollQueue' | 'upgradePile' | 'automaton' | 'deck'; // hidden state changed

function sameNumbers(a: readonly number[], b: readonly number[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** Whether `after` is `before` with cards only added under it (index 0 is the bottom). */
function onlyAddedUnder(before: readonly number[], after: readonly number[]): boolean {
  const offset = after.length - before.length;
  if (offset < 0) return false;
  for (let i = 0; i < before.length; i++) if (after[offset + i] !== before[i]) return false;
  return true;
}

/**
 * What makes a move final, or null if it can be taken back by its seat: the move's events and the
 * hidden parts of the state before and after it.
 */
export function barrierOf(before: GameState, after: GameState, move: Move, events: readonly GameEvent[]): Barrier | null {
  if (moveSeat(move) === null) return 'tableMove';
  for (const e of events) {
    switch (e.type) {
      case 'rolled':
        return 'roll';
      case 'rerolled':
        return 'reroll';
      case 'roundStart':
        return 'roundStart';
      case 'automatonCard':
        return 'automatonCard';
      case 'deckReshuffled':
        return 'deckReshuffled';
      case 'cardsTaken':
        // The card kept with U09 was drawn (and seen) by the move before: keeping it reveals nothing.
        if (e.from === 'deck' && !(move.type === 'keepDrawn' && e.cards.every((c) => before.flow.drawn.includes(c)))) return 'deckDraw';
        break;
      default:
        break;
    }
  }
  if (!sameNumbers(before.rng.s, after.rng.s)) return 'generator';
  if (before.rollQueue.length !== after.rollQueue.length) return 'rollQueue';
  if (!sameNumbers(before.upgradePile, after.upgradePile)) return 'upgradePile';
  const a = before.automaton;
  const b = after.automaton;
  if ((a === null) !== (b === null) || (a && b && (a.card !== b.card || !sameNumbers(a.deck, b.deck)))) return 'automaton';
  if (!onlyAddedUnder(before.deck, after.deck)) return 'deck';
  return null;
}
