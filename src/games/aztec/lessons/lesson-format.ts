/**
 * Aztec's lesson format: a lesson is plain JSON, played on a real <aztec-board> by <aztec-tutorial>
 * through the kit's lesson player. `validateAztecLesson(json)` checks it (validate.ts).
 *
 * ```json
 * {
 *   "format": "aztec-lesson", "version": 1, "id": "bluffing",
 *   "title": { "en": "Bluffing", "fr": "Bluffer" },
 *   "summary": { "en": "Take what your card shows, or not.", "fr": "…" },
 *   "seats": ["Charly", "Daryl", "Elisa"],
 *   "seed": 1,
 *   "scenario": { "seats": [{ "character": "Charly", "deck": [[2, 1, 0]] }, {}, {}] },
 *   "steps": [
 *     { "text": { "en": "Welcome!", "fr": "Bienvenue !" }, "highlight": ["temple"] },
 *     {
 *       "text": { "en": "Bluff: take 2 blue and 1 red.", "fr": "…" },
 *       "auto": [{ "type": "collect", "seat": 1, "truth": true }, { "type": "collect", "seat": 2, "truth": true }],
 *       "expect": { "type": "collect", "jewels": [2, 0, 1] },
 *       "hint": { "en": "− on yellow, + on red, then Take.", "fr": "…" }
 *     }
 *   ]
 * }
 * ```
 *
 * | field | meaning |
 * |---|---|
 * | `format`, `version` | always `"aztec-lesson"` and `1` |
 * | `id` | letters, digits, `-` and `_` (it is in the completion event) |
 * | `title`, `summary` | texts |
 * | `seats` | 3–6 names, as one list or one list per language (of one length); **seat 0 is the learner** |
 * | `seed` | optional, default `1`: what the scenario leaves to chance |
 * | `scenario` | optional: an engine `AztecScenario` (decks top first, Characters, stashes, stones, Artifacts, round, curses, Artifact deck top) |
 * | `steps` | 1–60 steps, in order |
 *
 * **Texts** are one string or `{ "en": "…", "fr": "…" }` (English required): the tutorial's language,
 * else English. A blank line starts a paragraph.
 *
 * **A step** has a `text` and, optionally:
 * - `highlight`: <aztec-board> keys to point at: `seat:N`, `temple`, `curses`, `stone-track`,
 *   `artifact-deck`, `prompt`, `reveal`;
 * - `auto`: move patterns the tutorial plays first, in order: the other seats' moves (`seat` 1 or more)
 *   and the table's (`reveal`, `curses`, `endRound`); each plays the first legal move it matches;
 * - `expect`: the learner's move, as a pattern (seat 0's, or the table's step the learner starts with the
 *   board's own button); any other move is refused with `hint`. Without it the step has a Next button;
 * - `hint`: the words shown when a move is refused.
 *
 * **A move pattern** has a `type`; each other field given must match, a field left out matches anything:
 *
 * | type | fields |
 * |---|---|
 * | `collect` | `seat`, `jewels` ([blue, yellow, red]), `truth` (true: the card's own jewels; false: a bluff) |
 * | `token` | `seat`, `target`, `believe` (true: “I believe you!”, false: “You lie!”) |
 * | `artifact` | `seat`, `keep` (an Artifact id), `target` (a seat), `color` (0 blue, 1 yellow, 2 red) |
 * | `reveal`, `curses`, `endRound` | none |
 *
 * Validation plays the whole lesson with the engine: each auto move, then the first legal move matching
 * `expect`. A pattern several moves match is validated with that first one: make it exact when a later
 * step depends on which one the learner makes.
 */
import type { AztecScenario } from '../scenario.js';
import type { Color, Jewels } from '../types.js';

export const AZTEC_LESSON_FORMAT = 'aztec-lesson';
export const AZTEC_LESSON_VERSION = 1;
/** The seat the learner plays. */
export const LEARNER = 0;

/** One string, or one per language (English required). */
export type LessonText = string | Readonly<{ en: string } & Record<string, string>>;

export type AztecMovePattern =
  | { type: 'collect'; seat?: number; jewels?: Jewels; truth?: boolean }
  | { type: 'token'; seat?: number; target?: number; believe?: boolean }
  | { type: 'artifact'; seat?: number; keep?: number; target?: number; color?: Color }
  | { type: 'reveal' }
  | { type: 'curses' }
  | { type: 'endRound' };

export interface AztecLessonStep {
  text: LessonText;
  highlight?: string[];
  auto?: AztecMovePattern[];
  expect?: AztecMovePattern;
  hint?: LessonText;
}

/** A lesson as written. */
export interface AztecLessonJson {
  format: typeof AZTEC_LESSON_FORMAT;
  version: typeof AZTEC_LESSON_VERSION;
  id: string;
  title: LessonText;
  summary: LessonText;
  seats: string[] | Readonly<Record<string, string[]>>;
  seed?: string | number;
  scenario?: AztecScenario;
  steps: AztecLessonStep[];
}

/** A lesson that passed validation: a copy, its seed filled in. */
export interface AztecLesson extends AztecLessonJson {
  seed: string | number;
}
