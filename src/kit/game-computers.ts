/**
 * The computers' part of the seam between the kit and a game, beside its rules engine's
 * (game-engine.ts): what the kit's generic code — the bots' Web Worker (bots/worker-core.ts) and its
 * client (bots/bot-client.ts), tournaments — asks a game's computer players, and nothing more.
 *
 * A game's bots module satisfies it as it is, with no object to build: Quetzal's src/games/quetzal/bots/index.ts,
 * Aztec's src/games/aztec/bots/index.ts (`import * as bots from '…/bots/index.js'`; a lazy chunk's
 * `import('…/bots/index.js')` gives the same module); a registry that loads no chunk for a game may
 * hold just what it uses (`{ chooseMove }`), so that no other export comes along. The game id is not
 * the module's to carry: it is the key the computers are registered under (bots/computers-registry.ts),
 * which is the `game` of a worker request and the `id` of the game's engine seam.
 *
 * What the worker needs of it: `chooseMove` decides from plain JSON (the view and the options cross a
 * thread by structured clone, the move comes back the same way), from the seat's view only, and throws
 * for a view it cannot decide from (the worker answers the error's name and message). The kit never
 * looks inside a view, a move or a hint.
 */
import type { CommonBotOptions } from './bot-options.js';

export interface GameComputers<View = never, Move = unknown, Options extends CommonBotOptions = CommonBotOptions, Hint = unknown> {
  /**
   * The move of the seat whose view this is (the game's `viewFor(state, seat)`, a seat that decides
   * now); at a table step, the table's move. Same view and options (seed) → same move, unless a
   * deadline (`timeMs`) cuts a search short.
   */
  chooseMove(view: View, options: Options): Move;
  /**
   * The Hint, for a game whose computers explain a move: a move for the seat of `view` with a reason the
   * host can put in words (Aztec's: the medium computer's move and `{ kind: 'bluff', … }`). Quetzal's
   * computers have none: its board words its Hint itself from the heuristic's scores
   * (src/games/quetzal/board/parts/hint-text.ts).
   */
  hint?(view: View, options?: { seed?: string | number }): Hint;
}
