/** Every game's lesson refusal: the message names the field at fault, `path` gives it alone. */
export class LessonError extends Error {
  override name = 'LessonError';
  /** The path of the field at fault, e.g. `steps[3].expect.target` (empty for the whole lesson). */
  readonly path: string;
  constructor(path: string, detail: string) {
    super(path ? `${path}: ${detail}` : detail);
    this.path = path;
  }
}
