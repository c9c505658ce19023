/**
 * Move patterns (lesson-format.ts) against the engine: whether a move matches one, and the move a
 * pattern stands for at a game (the first legal move it matches, in the engine's order). A pattern's
 * `seat` defaults to the learner's, so an `expect` needs none.
 */
import { tableMove } from '../engine.js';
import { legalMoves } from '../legal.js';
import { rulesOf } from '../rules.js';
import type { AztecMove, AztecState, Jewels } from '../types.js';
import { LEARNER, type AztecMovePattern } from './lesson-format.js';

const TABLE_TYPES: readonly string[] = ['reveal', 'curses', 'endRound'];

const same = (a: Readonly<Jewels>, b: Readonly<Jewels>) => a[0] === b[0] && a[1] === b[1] && a[2] === b[2];

/** Whether a pattern names one of the table's moves (the learner starts it with the board's own button). */
export function isTablePattern(p: AztecMovePattern): boolean {
  return TABLE_TYPES.includes(p.type);
}

/** Whether `move`, made at `game`, matches `p` (truth is judged on the mover's card in `game`). */
export function patternMatches(p: AztecMovePattern, move: AztecMove, game: AztecState): boolean {
  if (p.type !== move.type) return false;
  if (p.type === 'reveal' || p.type === 'curses' || p.type === 'endRound') return true;
  const m = move as Extract<AztecMove, { seat: number }>;
  if (m.seat !== (p.seat ?? LEARNER)) return false;
  switch (p.type) {
    case 'collect': {
      const c = m as Extract<AztecMove, { type: 'collect' }>;
      if (p.jewels && !same(p.jewels, c.jewels)) return false;
      if (p.truth === undefined) return true;
      const card = game.seats[c.seat]?.card;
      if (card === null || card === undefined || card < 0) return false;
      return same(rulesOf(game).jewelCards[card]!, c.jewels) === p.truth;
    }
    case 'token': {
      const t = m as Extract<AztecMove, { type: 'token' }>;
      return (p.target === undefined || p.target === t.target) && (p.believe === undefined || p.believe === t.believe);
    }
    case 'artifact': {
      const a = m as Extract<AztecMove, { type: 'artifact' }>;
      return (p.keep === undefined || p.keep === a.keep) && (p.target === undefined || p.target === a.target)
        && (p.color === undefined || p.color === a.color);
    }
  }
  return false;
}

/** The move `p` stands for at `game`: the first legal move it matches, or null. */
export function resolvePattern(p: AztecMovePattern, game: AztecState): AztecMove | null {
  if (isTablePattern(p)) {
    const move = tableMove(game);
    return move && patternMatches(p, move, game) ? move : null;
  }
  const seat = (p as { seat?: number }).seat ?? LEARNER;
  return legalMoves(game, seat).find((m) => patternMatches(p, m, game)) ?? null;
}

/** What the game waits for, in words (for a lesson's errors): `collect by seats 0, 2`, `reveal of seat 1`, `gameOver`. */
export function waitingFor(game: AztecState): string {
  const d = game.decision;
  if (d.kind === 'reveal') return `the reveal of seat ${d.seat}'s card`;
  if (d.seats.length) return `${d.kind} by seat${d.seats.length > 1 ? 's' : ''} ${d.seats.join(', ')}`;
  return d.kind === 'gameOver' ? 'nothing: the game is over' : `the table's ${d.kind}`;
}
