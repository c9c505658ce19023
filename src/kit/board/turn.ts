/**
 * Who acts now, from the engine's deciders and who sits where: the one rule question the board's turn
 * region asks (board-machine.ts), answered without the DOM and without XState, so it is tested alone.
 *
 * Several seats may decide at once. The computers among them all think at once (each in its own actor,
 * from its own view); the people take the device one at a time in seat order. When several people share
 * the device, a private decision is taken behind the hand-over cover: the next person says they hold it
 * before their view shows, and once they have decided they hand it on (PASS) before the cover comes back.
 */
import type { GameEngine, Seat } from '../game-engine.js';
import type { SeatKind } from './board-types.js';

export type Turn<Move> =
  | { kind: 'over' }
  /** Nobody decides: the table's move waits its pause, then is played. */
  | { kind: 'table'; move: Move }
  /** `seat`, a person, must take the device behind the cover first. */
  | { kind: 'handOver'; seat: Seat }
  /** The viewer, a person, decides. */
  | { kind: 'person'; seat: Seat }
  /** The viewer has decided; other people must still decide: hand the device on. */
  | { kind: 'passing'; seat: Seat; next: Seat }
  /** Only computers decide now. */
  | { kind: 'computer' };

/** The seats among the deciders that are computers, in seat order. */
export function computerDeciders<S>(engine: Pick<GameEngine<S, unknown, unknown>, 'deciders'>, state: S, seats: readonly SeatKind[]): Seat[] {
  return engine.deciders(state).map((d) => d.seat).filter((seat) => seats[seat] !== 'person');
}

export function nextTurn<S, M>(engine: Pick<GameEngine<S, M, unknown>, 'deciders' | 'isOver' | 'tableMove'>, state: S, seats: readonly SeatKind[], handOver: boolean, viewer: Seat | null): Turn<M> {
  if (engine.isOver(state)) return { kind: 'over' };
  const deciders = engine.deciders(state);
  if (deciders.length === 0) {
    const move = engine.tableMove(state);
    return move === null ? { kind: 'over' } : { kind: 'table', move };
  }
  const people = deciders.filter((d) => seats[d.seat] === 'person');
  const first = people[0];
  if (!first) return { kind: 'computer' };
  if (!handOver) return { kind: 'person', seat: first.seat };
  const mine = people.find((d) => d.seat === viewer);
  if (mine) return { kind: 'person', seat: mine.seat };
  // The viewer is done (or nobody holds the device): hand it on before the next person's view shows.
  if (viewer !== null && !deciders.some((d) => d.seat === viewer)) return { kind: 'passing', seat: viewer, next: first.seat };
  return first.private ? { kind: 'handOver', seat: first.seat } : { kind: 'person', seat: first.seat };
}

/** The seat whose view the device shows for a turn (null: a spectator's view). */
export function viewerFor<M>(turn: Turn<M>, handOver: boolean, viewer: Seat | null, seats: readonly SeatKind[]): Seat | null {
  if (!handOver) {
    // One person (or a host that turned the cover off): the device shows a person's view throughout.
    if (turn.kind === 'person') return turn.seat;
    const person = seats.indexOf('person');
    return person < 0 ? null : person;
  }
  switch (turn.kind) {
    case 'person':
    case 'passing':
      return turn.seat;
    case 'handOver':
    case 'table':
    case 'over':
    case 'computer':
      return null;
  }
  return viewer;
}
