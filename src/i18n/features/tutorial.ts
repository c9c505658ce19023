/** UI strings of the tutorial feature, English and French (spread into en.ts and fr.ts). */
import { featureStrings } from '../template.js';

export const tutorialStrings = featureStrings({
}, {
});
