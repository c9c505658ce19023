/**
 * Defines <quetzal-tutorial> (once, even if this module is loaded twice) — and <quetzal-board>, which it
 * plays on — and re-exports the lesson format, its validator and the shipped lessons.
 */
import { QuetzalTutorial } from './quetzal-tutorial.js';

if (!customElements.get('quetzal-tutorial')) customElements.define('quetzal-tutorial', QuetzalTutorial);

export { QuetzalTutorial };
export type { QuetzalLessonCompleteDetail, QuetzalStepChangeDetail, QuetzalTutorialErrorDetail } from './events.js';
export * from '../lessons/index.js';
