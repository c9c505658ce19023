/**
 * Messages between a bots' client (the page, bot-client.ts) and the bots' Web Worker (worker-core.ts).
 * Plain JSON both ways, for any game: a request names its game by the id its computers are registered
 * under (computers-registry.ts); a request that names none is for the registry's default game (Quetzal's
 * requests never named theirs, and still may not). The kit knows no game's view, options or move.
 */
import type { CommonBotOptions } from '../bot-options.js';

export interface BotRequest<View = unknown, Options extends CommonBotOptions = CommonBotOptions> {
  id: number;
  /** The game (`quetzal`, `aztec`); none: the registry's default game. */
  game?: string;
  /** The deciding seat's view: the game's viewFor(state, seat). */
  view: View;
  options: Options;
}

/** The move, or the error's name and message (`TypeError: chooseMove takes …`). */
export type BotResponse<Move = unknown> = { id: number; move: Move } | { id: number; error: string };
