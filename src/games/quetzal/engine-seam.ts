/**
 * Quetzal's rules engine behind the kit's seam (kit/game-engine.ts). One decider at a time: the seat
 * of `state.decision` (a person's hand is theirs alone, so its decisions are private; no choice is
 * secret: every move is announced as it is made). "At any time" exchanges (U07, U10) are legal moves of
 * their holder whoever decides: `legalMoves(state, seat)` lists them for that seat too.
 */
import type { GameEngine, Standing } from '../../kit/game-engine.js';
import type { BoardEngine } from '../../kit/game-module.js';
import {
  applyMoveWithEvents, checkMove, eventFor, exchangeMoves, legalMoves, MAX_SEATS, MIN_SEATS, newGame, scoreBreakdown, setUpGame,
  tableMove, viewFor, type GameEvent, type GameState, type Move, type NewGameOptions,
} from './engine/index.js';
import { moveSeat } from './records/barrier.js';

/**
 * What <quetzal-board> plays with (kit/game-module.ts BoardEngine): the whole engine but its legal-move
 * lists (the computers' and the share links'), with `setUpGame` for `newGame`: a scenario's planning is
 * loaded before a start that needs it (quetzal-module.ts, the kit's partsRegion), so the board's first
 * file does not carry it.
 */
export const quetzalBoardEngine: BoardEngine<GameState, Move, GameEvent, NewGameOptions> = {
  id: 'quetzal',
  seats: { min: MIN_SEATS, max: MAX_SEATS },
  newGame: (options) => setUpGame(options),
  deciders: (state) => (state.decision.seat === null ? [] : [{ seat: state.decision.seat, private: true, secret: false }]),
  tableMove,
  checkMove: (state, move) => checkMove(state, move as Move),
  applyWithEvents: applyMoveWithEvents,
  viewFor,
  eventFor,
  moveSeat,
  isOver: (state) => state.decision.kind === 'gameOver',
  standings: (state): Standing[] => scoreBreakdown(state).map(({ seat, total, rank, winner }) => ({ seat, total, rank, winner })),
};

/** The whole engine: `newGame` plans scenarios and checks rule-sets itself; every seat's legal moves. */
export const quetzalEngine: GameEngine<GameState, Move, GameEvent, NewGameOptions> = {
  ...quetzalBoardEngine,
  newGame,
  // The decider's list holds its exchanges already; another seat may still exchange.
  legalMoves: (state, seat) => (state.decision.seat === seat ? legalMoves(state) : exchangeMoves(state, seat)),
};
