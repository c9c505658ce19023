/**
 * Random moves for simulations: `randomMove` draws a deciding seat uniformly, then one of its legal moves
 * uniformly (legal.ts's numbering: exactly `legalMoves(state, seat)[i]`), or gives the table's move;
 * `applyRandomMoveInPlace` makes the same draws and plays the move with no check (it is legal by
 * construction) and no move object: the fastest way to play random games.
 */
import { pickIndex } from '../../kit/random.js';
import type { Random } from '../../kit/random-source.js';
import { commitPick } from './collect.js';
import { fail } from './errors.js';
import { artifactAt, artifactCount, artifactMove, artifactPick, collectAt, collectCount, tokenTarget } from './legal.js';
import { keepArtifact } from './reveal.js';
import type { Events } from './state.js';
import { playTable } from './table.js';
import { commitToken } from './tokens.js';
import type { AztecEvent, AztecMove, AztecState } from './types.js';

/**
 * A random legal move: a deciding seat drawn uniformly, then one of its legal moves drawn uniformly; the
 * table's move when the table continues; null once the game is over. Two draws from `random` for a
 * collect or token move, one for an artifact, none for the table.
 */
export function randomMove(state: AztecState, random: Random = Math.random): AztecMove | null {
  const d = state.decision;
  switch (d.kind) {
    case 'collect': {
      const seat = d.seats[pickIndex(random, d.seats.length)]!;
      const j = collectAt(state, seat, pickIndex(random, collectCount(state, seat)));
      return { type: 'collect', seat, jewels: [j[0], j[1], j[2]] };
    }
    case 'token': {
      const seat = d.seats[pickIndex(random, d.seats.length)]!;
      const i = pickIndex(random, 2 * (state.seats.length - 1));
      return { type: 'token', seat, target: tokenTarget(seat, i), believe: (i & 1) === 0 };
    }
    case 'artifact': {
      const seat = d.seats[0];
      artifactAt(state, seat, pickIndex(random, artifactCount(state)));
      return artifactMove(state, seat);
    }
    case 'reveal':
    case 'curses':
    case 'endRound':
      return { type: d.kind };
    case 'gameOver':
      return null;
  }
}

/**
 * randomMove and applyMoveInPlace in one call: the same draws from `random`, the same next state and the
 * same events as `applyMoveInPlace(state, randomMove(state, random)!, events)`, with no check and no move
 * object. Returns the state; RuleError GAME_OVER once the game is over, MALFORMED_MOVE on a seat's view.
 */
export function applyRandomMoveInPlace(state: AztecState, random: Random = Math.random, events: AztecEvent[] | null = null): AztecState {
  const d = state.decision;
  if (d.kind === 'gameOver') fail('GAME_OVER', 'the game is over');
  if (state.hidden) fail('MALFORMED_MOVE', 'moves apply to the full game state, not to a seat view');
  const ev: Events = events;
  switch (d.kind) {
    case 'collect': {
      const seat = d.seats[pickIndex(random, d.seats.length)]!;
      const j = collectAt(state, seat, pickIndex(random, collectCount(state, seat)));
      commitPick(state, seat, j[0], j[1], j[2], ev);
      break;
    }
    case 'token': {
      const seat = d.seats[pickIndex(random, d.seats.length)]!;
      const i = pickIndex(random, 2 * (state.seats.length - 1));
      commitToken(state, seat, tokenTarget(seat, i), (i & 1) === 0, ev);
      break;
    }
    case 'artifact': {
      const seat = d.seats[0];
      artifactAt(state, seat, pickIndex(random, artifactCount(state)));
      keepArtifact(state, seat, artifactPick.keep, artifactPick.tuck, artifactPick.choice, ev);
      break;
    }
    default:
      playTable(state, d.kind, ev);
  }
  return state;
}
