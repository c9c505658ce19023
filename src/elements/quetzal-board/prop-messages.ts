/**
 * The words of what is wrong with a <quetzal-board>'s attributes and properties (a chunk of its own,
 * fetched when a value is wrong): board-props.ts finds the problem at once, with its key and facts;
 * `quetzal-error`, the notice and the error frame say it once this has come.
 */
import { featureTranslator } from '../../i18n/feature.js';
import { propErrorStrings } from '../../i18n/features/prop-errors.js';
import type { Lang } from '../../i18n/index.js';
import type { PropProblem } from './board-props.js';

const text = featureTranslator(propErrorStrings);

/** A property's problem, worded in the board's language. */
export const problemMessage = (lang: Lang, problem: Pick<PropProblem, 'key' | 'params'>): string => text(lang, problem.key, problem.params);
