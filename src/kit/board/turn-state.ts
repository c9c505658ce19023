/**
 * Where a board's turn stands, read from its statechart's state value (board-machine.ts): what a game's
 * element draws from. One reading for every element, so none walks the state value's shape itself.
 */

/** The turn region's state (`computer` for any of its own), or `gameOver`. */
export type TurnState = 'routing' | 'table' | 'handOver' | 'person' | 'passing' | 'computer' | 'watching' | 'gameOver';

/** The turn state of a board's state value; null when no game is live (starting, failed, the replay). */
export function turnStateOf(value: unknown): TurnState | null {
  const live = (value as { live?: unknown } | null)?.live;
  if (live === 'gameOver') return 'gameOver';
  if (live === 'routing') return 'routing';
  const turn = (live as { playing?: { turn?: unknown } } | undefined)?.playing?.turn;
  if (turn === undefined) return null;
  return typeof turn === 'string' ? turn as TurnState : (Object.keys(turn as object)[0] as TurnState);
}
