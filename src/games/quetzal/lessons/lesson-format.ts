/**
 * The lesson format of `<quetzal-tutorial>`: a lesson is plain JSON, so anyone can write one and embed
 * it with `<quetzal-tutorial src="my-lesson.json">` (or the `lesson` property). `validateLesson(json)`
 * checks it and returns a `Lesson`, or throws a `LessonError` whose message names the field at fault.
 *
 * ## Lesson format, version 1
 *
 * ```json
 * {
 *   "format": "quetzal-lesson",
 *   "version": 1,
 *   "id": "temple-lucy",
 *   "title": { "en": "Unique locations", "fr": "Les emplacements uniques" },
 *   "summary": { "en": "Lucy pays 4 coins for the 2nd Temple space.", "fr": "Lucie paie 4 Pièces d'or…" },
 *   "seats": { "en": ["Jon", "Lucy", "Maria"], "fr": ["Jean", "Lucie", "Marie"] },
 *   "seed": 1,
 *   "scenario": { "firstPlayer": 1, "rolls": ["white", "white", "white"], "seats": [{}, { "coins": 7 }, {}] },
 *   "steps": [
 *     {
 *       "text": { "en": "Unique locations hold one meeple per space.", "fr": "…" },
 *       "highlight": ["temple", "stela", "village"],
 *       "auto": [{ "type": "roll" }]
 *     },
 *     {
 *       "text": { "en": "Put one of Lucy's archaeologists on the 2nd Temple space.", "fr": "…" },
 *       "expect": { "type": "place", "location": "temple", "space": 1 },
 *       "hint": { "en": "Select a meeple, then the 2nd space of the Temple.", "fr": "…" }
 *     }
 *   ]
 * }
 * ```
 *
 * | field | meaning |
 * |---|---|
 * | `format`, `version` | always `"quetzal-lesson"` and `1` |
 * | `id` | a short name: letters, digits, `-` and `_` (it is in the completion event) |
 * | `title`, `summary` | texts (`summary` optional) |
 * | `seats` | the seat names (2–5, no commas), as one list or one list per language of equal length |
 * | `seed` | optional, default `1`: the generator's seed (anything the scenario leaves open) |
 * | `scenario` | optional: an engine `Scenario` (fixed deck, display, rolls, coins, hands, Upgrades, round…), checked by building the game with the engine |
 * | `steps` | 1–100 steps, played in order |
 *
 * **Texts** are either one string, or an object from language code to string (`{ "en": "…", "fr": "…" }`);
 * the tutorial shows its own language, else English, else the first one given. Up to 2,000 characters;
 * a blank line starts a new paragraph.
 *
 * **A step** has a `text` and:
 * - `highlight` (optional): what to point at on the board, as `<quetzal-board>` highlight keys:
 *   `temple`, `temple:1` (spaces are 0-based from the top: `temple:1` is the 2nd space), `quarry`,
 *   `ship:0`, `village:2`, `card:12`, `card:mummy`, `card:statuette:discovery`, `upgrade:U04`, `seat:0`,
 *   `meeple:1:0` (seat 1's meeple 0), `stat:2:score` (`coins`, `score`, `discovery`, `hand`, `discard`),
 *   `discovery:2`, `action:roll`, `turn-track`, `discovery-track`, `score-track`, `first-player`,
 *   `automaton-card`, `prompt`, `seats`, `log`. The pieces of the expected move are pointed at too,
 *   unless `"pointAtMove": false`.
 * - `auto` (optional): moves the tutorial plays by itself when the step starts (the other players'
 *   turns, the end of a round), as move patterns (below). Each must match a legal move at that point.
 * - `expect` (optional): the move the learner must make on the board, as a move pattern. Any other
 *   move is refused with the step's `hint` and changes nothing; the expected move leads to the next step.
 *   Without `expect` the step shows a **Next** button (and the board refuses every move).
 * - `hint` (optional): the text shown when a move is refused.
 *
 * **A move pattern** is an engine move (see `Move`) in which only `type` is required; every field given
 * must match and every field left out matches anything:
 *
 * | field | moves | matches |
 * |---|---|---|
 * | `type` | all | `roll`, `reroll`, `endRoll`, `place`, `campReroll`, `chooseCards`, `keepDrawn`, `blackMarket`, `chooseUpgrade`, `discardUpgrade`, `deliver`, `exchange`, `prepare` |
 * | `seat` | all but `roll`, `prepare` | the seat index (default: whoever decides) |
 * | `location` | `place` | `camp`, `stela`, `temple`, `quarry`, `small_temple`, `ruins`, `black_market`, `village`, `harbor`, `ship` |
 * | `space` | `place` | 0-based space of the Temple (0–4), Village (0–2) or Ships (0–1) |
 * | `meeples` | `place`, `reroll` | exactly these meeple ids (in any order) |
 * | `count` | `place`, `reroll` | how many meeples, or `"all"`: every meeple left in the pool |
 * | `color` | `place` | `adventurer` or `archaeologist`, the colour the group counts as |
 * | `cards` | `chooseCards`, `deliver` | these cards, in any order: ids or names (`"mummy"` = a mummy without bonus, `"statuette:discovery"`); cards of one name are interchangeable |
 * | `card` | `keepDrawn`, `blackMarket` | one card (id or name), or `null` (sell nothing) |
 * | `tile` | `chooseUpgrade`, `discardUpgrade`, `reroll`, `exchange` | an Upgrade: its kind (`"U04"`) or a tile id |
 * | `meeple` | `campReroll` | the meeple id to reroll, or `null` (no reroll) |
 *
 * Validation builds the scenario with the engine and plays every step in order (auto moves, then a move
 * matching `expect`), so a lesson that validates can be played to its end.
 */
import type { CardRef, MoveType, PlaceLocation, Scenario, UpgradeRef } from '../engine/index.js';
import type { MeepleColor } from '../engine/data.js';

export const LESSON_FORMAT = 'quetzal-lesson';
export const LESSON_VERSION = 1;

/** One string, or one string per language code. */
export type LessonText = string | Readonly<Record<string, string>>;

/** A move as a pattern: `type` and any fields that must match (see the table above). */
export interface MovePattern {
  type: MoveType;
  seat?: number;
  location?: PlaceLocation;
  space?: number;
  meeples?: number[];
  count?: number | 'all';
  color?: MeepleColor;
  cards?: CardRef[];
  card?: CardRef | null;
  tile?: UpgradeRef;
  meeple?: number | null;
}

export interface LessonStep {
  text: LessonText;
  highlight?: string[];
  auto?: MovePattern[];
  expect?: MovePattern;
  hint?: LessonText;
  /** Point at the pieces of the expected move too (default true). */
  pointAtMove?: boolean;
}

/** A lesson as written (JSON). */
export interface LessonJson {
  format: typeof LESSON_FORMAT;
  version: typeof LESSON_VERSION;
  id: string;
  title: LessonText;
  summary?: LessonText;
  seats: string[] | Readonly<Record<string, string[]>>;
  seed?: string | number;
  scenario?: Scenario;
  steps: LessonStep[];
}

/** A lesson that passed `validateLesson`: the same data, `seed` filled in. */
export interface Lesson extends LessonJson {
  seed: string | number;
}
