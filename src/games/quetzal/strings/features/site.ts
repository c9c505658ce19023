/** UI strings of the site feature, English and French (spread into en.ts and fr.ts). */
import { featureStrings } from '../../../../kit/i18n/template.js';

export const siteStrings = featureStrings({
}, {
});
