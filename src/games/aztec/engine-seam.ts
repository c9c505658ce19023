/**
 * Aztec's rules engine behind the kit's seam (kit/game-engine.ts). Several seats decide at once in the
 * collect and token steps; every seat decision is private (the decider's view holds its own card, or the
 * Artifacts it drew) and secret (a pick and a token stay hidden until all are shown; a tuck order forever).
 */
import type { GameEngine, Standing } from '../../kit/game-engine.js';
import { MAX_PLAYERS, MIN_PLAYERS } from './data.js';
import { applyMoveWithEvents, checkMove, tableMove } from './engine.js';
import { legalMoves } from './legal.js';
import { scoreBreakdown } from './scoring.js';
import { newGame, type AztecOptions } from './setup.js';
import type { AztecEvent, AztecMove, AztecState } from './types.js';
import { eventFor, viewFor } from './view.js';

export const aztecEngine: GameEngine<AztecState, AztecMove, AztecEvent, AztecOptions> = {
  id: 'aztec',
  seats: { min: MIN_PLAYERS, max: MAX_PLAYERS },
  newGame,
  deciders: (state) => state.decision.seats.map((seat) => ({ seat, private: true, secret: true })),
  tableMove,
  legalMoves,
  checkMove: (state, move) => checkMove(state, move as AztecMove),
  applyWithEvents: applyMoveWithEvents,
  viewFor,
  eventFor,
  moveSeat: (move) => ('seat' in move ? move.seat : null),
  isOver: (state) => state.decision.kind === 'gameOver',
  standings: (state): Standing[] => scoreBreakdown(state).map(({ seat, total, rank, winner }) => ({ seat, total, rank, winner })),
};
