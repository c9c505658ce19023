/** UI strings of the site feature, English and French (spread into en.ts and fr.ts). */
import { featureStrings } from '../template.js';

export const siteStrings = featureStrings({
}, {
});
