/**
 * The board's scenario part: the engine's scenario checking (rules/scenario.ts), fetched only when a
 * board is given a `scenario` (start-config.ts `scenarioPart` hands it to the engine). A plain embed
 * never downloads it.
 */
export { planScenario } from '../engine/scenario.js';
