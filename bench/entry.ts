/** What the benchmark measures, bundled by esbuild as the published build would be. */
export {
  applyMove, applyMoveInPlace, applyRandomMoveInPlace, currentDecision, legalMoves, newGame, nextFloat, randomMove, seedRng,
} from '../src/games/quetzal/engine/index.js';
export { quetzalMachine } from '../src/games/quetzal/statechart/quetzal-machine.js';
export { createActor } from 'xstate';
