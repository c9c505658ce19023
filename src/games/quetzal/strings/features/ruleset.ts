/**
 * UI strings of a board's or a tutorial's rule-set (`rules`, `rules-src`), English and French. Not
 * spread into en.ts and fr.ts: they load with the rule-set chunk (src/games/quetzal/board/custom-rules.ts).
 */
import { featureStrings } from '../../../../kit/i18n/template.js';

export const rulesetStrings = featureStrings({
  ruleset_bad: 'The rule-set ({prop}) cannot be played: {message}.',
  ruleset_fetchFailed: 'Could not load the rule-set "{url}": {reason}.',
  ruleset_badJson: 'The rule-set "{url}" is not valid JSON: {reason}.',
}, {
  ruleset_bad: 'Impossible de jouer avec ces règles ({prop})\u00a0: {message}.',
  ruleset_fetchFailed: 'Impossible de charger les règles «\u00a0{url}\u00a0»\u00a0: {reason}.',
  ruleset_badJson: 'Les règles «\u00a0{url}\u00a0» ne sont pas du JSON valide\u00a0: {reason}.',
});

/** A key of the rule-set feature's own table. */
export type RulesetKey = keyof typeof rulesetStrings.en;
