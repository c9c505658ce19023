/** Defines <aztec-tutorial> (once, even if this module is loaded twice) — and <aztec-board>, which it plays on. */
import { AztecTutorial } from './aztec-tutorial.js';

if (!customElements.get('aztec-tutorial')) customElements.define('aztec-tutorial', AztecTutorial);

export { AztecTutorial };
export type { AztecLessonCompleteDetail, AztecTutorialEventMap } from './events.js';
