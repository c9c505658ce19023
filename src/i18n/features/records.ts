/** UI strings of the records feature, English and French (spread into en.ts and fr.ts). */
import { featureStrings } from '../template.js';

export const recordsStrings = featureStrings({
}, {
});
