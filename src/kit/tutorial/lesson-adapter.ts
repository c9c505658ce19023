/**
 * What the kit's lesson player (lesson-machine.ts) needs to know of one game: how its lessons are read,
 * how a step's expected move is matched, what a step's auto moves are, and how the game is rebuilt at a
 * step. The player itself knows no game: everything it holds (the lesson, the game, the moves) is the
 * adapter's plain JSON, handed back to the adapter.
 *
 * A lesson is a list of steps. Each step, in order:
 *  1. its auto moves are played (the other seats' moves, the table's moves), from the game as the step
 *     starts;
 *  2. it waits either for the learner's expected move (a pattern the adapter matches) or for NEXT.
 * The game at step `i` is therefore the lesson's start, then for each step before `i` its auto moves and
 * the learner's move: `rebuild(lesson, moves)` builds it, so BACK and RESTART never undo anything.
 */
export interface LessonAdapter<Lesson, Game, Move, Expect = unknown> {
  /**
   * Reads a lesson from outside (parsed JSON) and returns it as it will be played, or throws an Error
   * whose message starts with the path of the field at fault (`steps[2].expect.target: …`).
   */
  check(lesson: unknown): Lesson;
  /** The lesson's id (carried by the completion news). */
  id(lesson: Lesson): string;
  /** How many steps it has (at least 1). */
  stepCount(lesson: Lesson): number;
  /** Step `index`'s expected move, or null: a step the learner leaves with NEXT. */
  expectOf(lesson: Lesson, index: number): Expect | null;
  /** Step `index`'s hint, as the lesson writes it (a text the host shows when a move is refused), or null. */
  hintOf(lesson: Lesson, index: number): unknown;
  /** Whether `move`, made by the learner at `game`, is the one `expect` asks for (legality is checked apart, by `apply`). */
  matches(expect: Expect, move: Move, game: Game): boolean;
  /**
   * Step `index`'s auto moves as concrete moves, in order, from `game` (the game as the step starts):
   * each resolved at the game the ones before it left. Throws (naming `steps[index].auto[k]`) when one
   * cannot be played.
   */
  autoMoves(lesson: Lesson, index: number, game: Game): Move[];
  /** The game after `move` (a new value; `game` is left as it was). Throws when the rules refuse the move. */
  apply(game: Game, move: Move): Game;
  /** The lesson's game at its start (its scenario), then `moves` played in order: every move of the steps before. */
  rebuild(lesson: Lesson, moves: readonly Move[]): Game;
  /**
   * Whether the host's game (told with a played LEARNER_MOVE) is the lesson's: optional, default equal
   * as plain JSON. A game whose state holds words of the host's language (seat names) compares without them.
   */
  sameGame?(lessonGame: Game, hostGame: Game): boolean;
  /**
   * What step `index` points at on the host's board (the host's own keys), from `game` as the step
   * starts: optional, default none. The player keeps it in its context until the step changes.
   */
  pointersOf?(lesson: Lesson, index: number, game: Game): string[];
}
