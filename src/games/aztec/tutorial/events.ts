/** <aztec-tutorial>'s DOM events, typed. (The board's own events, `aztec-move` and the rest, bubble out of it too.) */

export interface AztecLessonCompleteDetail {
  /** The lesson's id. */
  lesson: string;
}

export interface AztecTutorialEventMap {
  'aztec-lesson-complete': CustomEvent<AztecLessonCompleteDetail>;
}

declare global {
  interface HTMLElementEventMap extends AztecTutorialEventMap {}
}
