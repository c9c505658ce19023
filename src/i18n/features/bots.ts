/** UI strings of the bots feature, English and French (spread into en.ts and fr.ts). */
import { featureStrings } from '../template.js';

export const botsStrings = featureStrings({
}, {
});
