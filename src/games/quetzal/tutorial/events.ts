/** The events <quetzal-tutorial> fires, typed. */

export interface QuetzalLessonCompleteDetail {
  /** The lesson's id. */
  id: string;
  /** Its number of steps. */
  steps: number;
}
export interface QuetzalStepChangeDetail {
  /** 0-based index of the step now shown. */
  index: number;
  total: number;
}
export interface QuetzalTutorialErrorDetail {
  /** `BAD_LESSON` (the validator's message names the field), `BAD_RULESET` (`rules`, `rules-src`), `FETCH_FAILED` or `BAD_JSON`. */
  code: 'BAD_LESSON' | 'BAD_RULESET' | 'FETCH_FAILED' | 'BAD_JSON';
  message: string;
}

declare global {
  interface HTMLElementEventMap {
    'quetzal-lesson-complete': CustomEvent<QuetzalLessonCompleteDetail>;
    'quetzal-step-change': CustomEvent<QuetzalStepChangeDetail>;
  }
}
