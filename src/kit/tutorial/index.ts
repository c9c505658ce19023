/**
 * The kit's lesson player, for any game: a statechart (`createLessonMachine`) driven through a game's
 * LessonAdapter. A game's tutorial element runs it and plays what it says on that game's board.
 */
export { createLessonMachine, type LessonMachine } from './lesson-machine.js';
export { refusalFor, sameJson, type LessonSnapshotLike } from './lesson-steps.js';
export type { LessonAdapter } from './lesson-adapter.js';
export type { LessonContext, LessonEmitted, LessonEvent, LessonInput, LessonRefusal, RefusalReason } from './lesson-types.js';
