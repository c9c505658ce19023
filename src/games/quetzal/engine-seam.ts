/**
 * Quetzal's rules engine behind the kit's seam (kit/game-engine.ts). One decider at a time: the seat
 * of `state.decision` (a person's hand is theirs alone, so its decisions are private; no choice is
 * secret: every move is announced as it is made). "At any time" exchanges (U07, U10) are legal moves of
 * their holder whoever decides: `legalMoves(state, seat)` lists them for that seat too.
 */
import type { GameEngine, Standing } from '../../kit/game-engine.js';
import {
  applyMoveWithEvents, checkMove, eventFor, exchangeMoves, legalMoves, MAX_SEATS, MIN_SEATS, newGame, scoreBreakdown,
  tableMove, viewFor, type GameEvent, type GameState, type Move, type NewGameOptions,
} from './engine/index.js';

export const quetzalEngine: GameEngine<GameState, Move, GameEvent, NewGameOptions> = {
  id: 'quetzal',
  seats: { min: MIN_SEATS, max: MAX_SEATS },
  newGame,
  deciders: (state) => (state.decision.seat === null ? [] : [{ seat: state.decision.seat, private: true, secret: false }]),
  tableMove,
  // The decider's list holds its exchanges already; another seat may still exchange.
  legalMoves: (state, seat) => (state.decision.seat === seat ? legalMoves(state) : exchangeMoves(state, seat)),
  checkMove: (state, move) => checkMove(state, move as Move),
  applyWithEvents: applyMoveWithEvents,
  viewFor,
  eventFor,
  moveSeat: (move) => ('seat' in move ? move.seat : null),
  isOver: (state) => state.decision.kind === 'gameOver',
  standings: (state): Standing[] => scoreBreakdown(state).map(({ seat, total, rank, winner }) => ({ seat, total, rank, winner })),
};

