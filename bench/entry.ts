/** What the benchmark measures, bundled by esbuild as the published build would be. */
export {
  applyMove, applyMoveInPlace, applyRandomMoveInPlace, currentDecision, legalMoves, newGame, nextFloat, randomMove, seedRng,
} from '../src/rules/index.js';
export { quetzalMachine } from '../src/machine/quetzal-machine.js';
export { createActor } from 'xstate';
