/**
 * The words of what is wrong with a <quetzal-board>'s attributes and properties (a chunk of its own,
 * fetched when a value is wrong): board-props.ts finds the problem at once, with its key and facts;
 * `quetzal-error`, the notice and the error frame say it once this has come.
 */
import { featureTranslator } from '../strings/feature.js';
import { propErrorStrings, type PropErrorKey } from '../strings/features/prop-errors.js';
import type { Lang, Params } from '../strings/index.js';

const text = featureTranslator(propErrorStrings);

/**
 * A property's problem (board-props.ts `PropProblem`: only its key and facts are needed, so this chunk
 * does not import the table that loads it), worded in the board's language.
 */
export const problemMessage = (lang: Lang, problem: { key: PropErrorKey; params: Params }): string => text(lang, problem.key, problem.params);
