/**
 * UI strings of <quetzal-board> diagrams (`position`, `src`), English and French. Not spread into
 * en.ts and fr.ts: they load with the diagram chunk (src/games/quetzal/board/diagram.ts).
 */
import { featureStrings } from '../../../../kit/i18n/template.js';

export const diagramStrings = featureStrings({
  diagram_fetchFailed: 'Could not load "{url}": {reason}.',
  diagram_badJson: '"{url}" is not valid JSON: {reason}.',
  diagram_badPosition: 'This position cannot be shown: {message}.',
}, {
  diagram_fetchFailed: 'Impossible de charger «\u00a0{url}\u00a0»\u00a0: {reason}.',
  diagram_badJson: '«\u00a0{url}\u00a0» n’est pas du JSON valide\u00a0: {reason}.',
  diagram_badPosition: 'Impossible d’afficher cette position\u00a0: {message}.',
});

/** A key of the diagram feature's own table. */
export type DiagramKey = keyof typeof diagramStrings.en;
