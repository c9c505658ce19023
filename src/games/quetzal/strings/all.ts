/**
 * Every language at once, for code that is not a page loading what it shows (Node scripts, tests,
 * servers): importing this module registers them all with `t`.
 */
import { registerStrings } from './index.js';
import { fr } from './fr.js';

registerStrings('fr', fr);

export { fr };
