/**
 * Every game's computer players, as the bots' worker and GamesBotClient have them: Quetzal's at once
 * (its board's computers must answer without a chunk to load), Aztec's loaded at its first request — a
 * chunk of its own, so Quetzal's worker and pages do not carry it. A third game adds one line here.
 */
import { ComputersRegistry } from '../kit/bots/computers-registry.js';
import { chooseMove } from '../games/quetzal/bots/index.js';

/**
 * The games' computers by game id; a request that names no game is Quetzal's. Quetzal's as
 * `{ chooseMove }` rather than its whole bots module: the worker does not carry createBot and the rest
 * (245 B less, minified).
 */
export const GAME_COMPUTERS = new ComputersRegistry({
  quetzal: { chooseMove },
  aztec: () => import('../games/aztec/bots/index.js'),
}, 'quetzal');
