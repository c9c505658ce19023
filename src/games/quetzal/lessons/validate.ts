/**
 * validateLesson: checks a lesson (parsed JSON) field by field, then builds its scenario with the engine
 * and plays every step, so that a lesson that validates can be played to its end. Errors are LessonErrors
 * whose message starts with the path of the field at fault: `steps[3].expect.location: unknown location "temple2"`.
 */
import {
  applyMove, CARD_NAMES, DECK_SIZE, LOCATION_IDS, MAX_SEATS, MIN_SEATS, newGame, RuleError, TEMPLE_SPACE_COUNT,
  UPGRADE_KINDS, UPGRADE_TILES, VILLAGE_SPACE_COUNT, type GameState, type Move, type MoveType, type RuleSet,
} from '../engine/index.js';
import { parseHighlight } from './highlight-keys.js';
import { LESSON_FORMAT, LESSON_VERSION, type Lesson, type LessonText, type MovePattern } from './lesson-format.js';
import { resolvePattern } from './moves.js';
import { LessonError } from '../../../kit/tutorial/lesson-error.js';
import { LIMITS as LIMITS_RECORD, nameProblem, scenarioProblem, seedFromText, seedProblem } from '../../../kit/records/limits.js';

const NAME_CHARS = LIMITS_RECORD.nameChars;

export { LessonError };

const fail = (path: string, detail: string): never => {
  throw new LessonError(path, detail);
};
const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const show = (v: unknown) => {
  const s = JSON.stringify(v);
  return s === undefined ? String(v) : s.length > 60 ? `${s.slice(0, 57)}…` : s;
};

export const LIMITS = { steps: 100, textChars: 2000, autoMoves: 60, highlights: 40 } as const;

const MOVE_TYPES: readonly MoveType[] = ['roll', 'reroll', 'endRoll', 'place', 'campReroll', 'chooseCards', 'keepDrawn',
  'blackMarket', 'chooseUpgrade', 'discardUpgrade', 'deliver', 'exchange', 'prepare', 'endExchanges'];
/** Pattern fields each move type may use (besides `type`). */
const FIELDS: Readonly<Record<MoveType, readonly string[]>> = {
  roll: [], prepare: [],
  endRoll: ['seat'],
  reroll: ['seat', 'tile', 'meeples', 'count'],
  place: ['seat', 'location', 'space', 'meeples', 'count', 'color'],
  campReroll: ['seat', 'meeple'],
  chooseCards: ['seat', 'cards'], deliver: ['seat', 'cards'],
  keepDrawn: ['seat', 'card'], blackMarket: ['seat', 'card'],
  chooseUpgrade: ['seat', 'tile'], discardUpgrade: ['seat', 'tile'],
  exchange: ['seat', 'tile'],
  endExchanges: ['seat'],
};
const SPACE_COUNT: Readonly<Record<string, number>> = { temple: TEMPLE_SPACE_COUNT, village: VILLAGE_SPACE_COUNT, ship: 2 };

function checkText(v: unknown, path: string, required = true): void {
  if (v === undefined && !required) return;
  const one = (s: unknown, p: string) => {
    if (typeof s !== 'string' || s.trim() === '') fail(p, 'must be a non-empty text');
    if ((s as string).length > LIMITS.textChars) fail(p, `is longer than ${LIMITS.textChars} characters`);
  };
  if (typeof v === 'string') return one(v, path);
  if (!isObj(v)) fail(path, 'must be a text: a string, or an object of language → string like {"en": "…", "fr": "…"}');
  const langs = Object.keys(v as object);
  if (!langs.length) fail(path, 'has no language');
  for (const lang of langs) {
    if (!/^[a-z]{2,3}(-[A-Za-z0-9]+)?$/.test(lang)) fail(`${path}.${lang}`, 'is not a language code like "en" or "fr"');
    one((v as Record<string, unknown>)[lang], `${path}.${lang}`);
  }
}

function checkInt(v: unknown, path: string, min: number, max: number): number {
  if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > max) fail(path, `must be a whole number from ${min} to ${max}, got ${show(v)}`);
  return v as number;
}

function checkCardRef(v: unknown, path: string): void {
  if (typeof v === 'number') {
    checkInt(v, path, 0, DECK_SIZE - 1);
    return;
  }
  const name = typeof v === 'string' && v.endsWith(':none') ? v.slice(0, -5) : v;
  if (typeof name !== 'string' || !CARD_NAMES.includes(name)) fail(path, `unknown card ${show(v)} (use e.g. "mummy" or "tablet:discovery")`);
}

function checkPattern(v: unknown, path: string, seats: number): MovePattern {
  if (!isObj(v)) fail(path, 'must be a move pattern: an object with a "type"');
  const p = v as Record<string, unknown>;
  if (!MOVE_TYPES.includes(p.type as MoveType)) fail(`${path}.type`, `unknown move type ${show(p.type)} (one of ${MOVE_TYPES.join(', ')})`);
  const type = p.type as MoveType;
  for (const key of Object.keys(p)) {
    if (key !== 'type' && !FIELDS[type].includes(key)) fail(`${path}.${key}`, `not a field of a "${type}" move (fields: ${FIELDS[type].join(', ') || 'none'})`);
  }
  if (p.seat !== undefined) checkInt(p.seat, `${path}.seat`, 0, seats - 1);
  if (p.location !== undefined && !(LOCATION_IDS as readonly string[]).includes(p.location as string)) {
    fail(`${path}.location`, `unknown location ${show(p.location)} (one of ${LOCATION_IDS.join(', ')})`);
  }
  if (p.space !== undefined) {
    const size = SPACE_COUNT[p.location as string];
    if (size === undefined) fail(`${path}.space`, `only the temple, village and ship have spaces${p.location ? `, not the ${p.location}` : ''}`);
    checkInt(p.space, `${path}.space`, 0, size! - 1);
  }
  if (p.meeples !== undefined) {
    if (!Array.isArray(p.meeples) || !p.meeples.length) fail(`${path}.meeples`, 'must be a non-empty array of meeple ids');
    (p.meeples as unknown[]).forEach((id, i) => checkInt(id, `${path}.meeples[${i}]`, 0, 6));
    if (new Set(p.meeples as number[]).size !== (p.meeples as number[]).length) fail(`${path}.meeples`, 'lists a meeple twice');
  }
  if (p.count !== undefined && p.count !== 'all') checkInt(p.count, `${path}.count`, 1, 7);
  if (p.meeples !== undefined && p.count !== undefined) fail(`${path}.count`, 'give meeples or count, not both');
  if (p.color !== undefined && p.color !== 'adventurer' && p.color !== 'archaeologist') {
    fail(`${path}.color`, `must be "adventurer" or "archaeologist", got ${show(p.color)}`);
  }
  if (p.cards !== undefined) {
    if (!Array.isArray(p.cards)) fail(`${path}.cards`, 'must be an array of cards');
    (p.cards as unknown[]).forEach((c, i) => checkCardRef(c, `${path}.cards[${i}]`));
  }
  if (p.card !== undefined && p.card !== null) checkCardRef(p.card, `${path}.card`);
  if (p.tile !== undefined) {
    const ok = typeof p.tile === 'number' ? Number.isInteger(p.tile) && p.tile >= 0 && p.tile < UPGRADE_TILES.length
      : (UPGRADE_KINDS as readonly unknown[]).includes(p.tile);
    if (!ok) fail(`${path}.tile`, `unknown Upgrade ${show(p.tile)} (use "U01"…"U13" or a tile id)`);
    const kinds: Partial<Record<MoveType, string[]>> = { reroll: ['U01', 'U02'], exchange: ['U07', 'U10'] };
    const allowed = kinds[type];
    if (allowed && !allowed.includes(p.tile as string)) fail(`${path}.tile`, `${type} moves use ${allowed.join(' or ')}`);
  }
  if (p.meeple !== undefined && p.meeple !== null) checkInt(p.meeple, `${path}.meeple`, 0, 6);
  return p as unknown as MovePattern;
}

function checkSeats(v: unknown): number {
  const list = (names: unknown, path: string): number => {
    if (!Array.isArray(names) || names.length < MIN_SEATS || names.length > MAX_SEATS) fail(path, `must list ${MIN_SEATS}–${MAX_SEATS} seat names`);
    (names as unknown[]).forEach((n, i) => {
      // The board's own limits (kit/records/limits.ts); no commas: the board's `names` attribute separates with them.
      if (nameProblem(n) !== null || (n as string).includes(',')) fail(`${path}[${i}]`, `must be a name of 1–${NAME_CHARS} characters without commas`);
    });
    return (names as unknown[]).length;
  };
  if (Array.isArray(v)) return list(v, 'seats');
  if (!isObj(v) || !Object.keys(v).length) fail('seats', 'must be a list of names, or one list per language like {"en": […], "fr": […]}');
  let n = 0;
  for (const [lang, names] of Object.entries(v as Record<string, unknown>)) {
    const k = list(names, `seats.${lang}`);
    if (n && k !== n) fail(`seats.${lang}`, `has ${k} names, another language has ${n}`);
    n = k;
  }
  return n;
}

/**
 * The lesson's seed as the engine takes it, the way the board reads its `seed` attribute (seedFromText):
 * "007" stays the text "007", "7" is the number 7. A number must be written back as the same text, so
 * a whole number from 0 to 2^53 − 1. Default 1.
 */
function lessonSeed(seed: unknown): string | number {
  if (seed === undefined) return 1;
  if (typeof seed === 'number' && String(seed) === String(seedFromText(String(seed)))) return seed;
  if (typeof seed === 'number') fail('seed', `must be a whole number from 0 to ${Number.MAX_SAFE_INTEGER} or a text, got ${show(seed)}`);
  const problem = seedProblem(seed);
  if (problem) fail('seed', problem === 'tooLong' ? `must have at most ${LIMITS_RECORD.seedChars} characters` : `must be a non-empty text or a whole number, got ${show(seed)}`);
  return seedFromText(seed as string)!;
}

const TOP_FIELDS = ['format', 'version', 'id', 'title', 'summary', 'seats', 'seed', 'scenario', 'steps'];
const STEP_FIELDS = ['text', 'highlight', 'auto', 'expect', 'hint', 'pointAtMove'];

/** Names of the seats in a language (else English, else the first list). */
export function lessonNames(lesson: Pick<Lesson, 'seats'>, lang: string): string[] {
  const s = lesson.seats;
  if (Array.isArray(s)) return s.slice();
  const table = s as Readonly<Record<string, string[]>>;
  return (table[lang] ?? table.en ?? Object.values(table)[0] ?? []).slice();
}

/** A lesson text in a language (else English, else the first one). */
export function lessonText(text: LessonText | undefined, lang: string): string {
  if (text === undefined) return '';
  if (typeof text === 'string') return text;
  return text[lang] ?? text.en ?? Object.values(text)[0] ?? '';
}

/** A new game at the lesson's start, under `rules` (default: the shipped values). Throws RuleError for a scenario the engine refuses. */
export function lessonGame(lesson: Lesson, lang = 'en', rules?: RuleSet): GameState {
  return newGame({
    seats: lessonNames(lesson, lang), seed: lesson.seed, ...(lesson.scenario ? { scenario: lesson.scenario } : {}), ...(rules ? { rules } : {}),
  });
}

/** `lessonGame`, with the engine's refusal of the scenario as a LessonError naming its field (`scenario.seats[2].hand[0]: …`). */
export function lessonStart(lesson: Lesson, lang = 'en', rules?: RuleSet): GameState {
  try {
    return lessonGame(lesson, lang, rules);
  } catch (e) {
    if (!(e instanceof RuleError)) throw e;
    const at = /^(scenario[^:\s]*): (.*)$/s.exec(e.message);
    return fail(at ? at[1]! : 'scenario', at ? at[2]! : e.message);
  }
}

/** Plays a step's `auto` patterns on `state`. Throws LessonError naming the pattern that matches no legal move. */
export function playAuto(lesson: Lesson, index: number, state: GameState, onMove?: (move: Move) => void): GameState {
  let s = state;
  (lesson.steps[index]!.auto ?? []).forEach((p, k) => {
    const move = resolvePattern(p, s);
    if (!move) fail(`steps[${index}].auto[${k}]`, `no legal move matches ${show(p)}: the game waits for ${s.decision.kind}${s.decision.seat === null ? '' : ` by seat ${s.decision.seat}`}`);
    s = applyMove(s, move!);
    onMove?.(move!);
  });
  return s;
}

/**
 * Plays the whole lesson from its scenario (auto moves, then a move matching each `expect`). Returns the
 * state at the start of every step (after its auto moves) and at the end. Throws LessonError.
 */
export function replayLesson(lesson: Lesson, lang = 'en'): { states: GameState[]; end: GameState; moves: Move[] } {
  let s = lessonStart(lesson, lang);
  const states: GameState[] = [];
  const moves: Move[] = [];
  lesson.steps.forEach((step, i) => {
    s = playAuto(lesson, i, s, (m) => moves.push(m));
    states.push(s);
    if (step.expect) {
      const move = resolvePattern(step.expect, s);
      if (!move) fail(`steps[${i}].expect`, `no legal move matches ${show(step.expect)}: the game waits for ${s.decision.kind}${s.decision.seat === null ? '' : ` by seat ${s.decision.seat}`}`);
      s = applyMove(s, move!);
      moves.push(move!);
    }
  });
  return { states, end: s, moves };
}

/** Checks a lesson (parsed JSON) and returns it as a Lesson, or throws a LessonError naming the field at fault. */
export function validateLesson(json: unknown): Lesson {
  if (!isObj(json)) fail('', 'a lesson must be a JSON object');
  const l = json as Record<string, unknown>;
  if (l.format !== LESSON_FORMAT) fail('format', `must be "${LESSON_FORMAT}", got ${show(l.format)}`);
  if (l.version !== LESSON_VERSION) fail('version', `must be ${LESSON_VERSION}, got ${show(l.version)}`);
  for (const key of Object.keys(l)) if (!TOP_FIELDS.includes(key)) fail(key, `unknown field (fields: ${TOP_FIELDS.join(', ')})`);
  if (typeof l.id !== 'string' || !/^[A-Za-z0-9_-]{1,60}$/.test(l.id)) fail('id', 'must be 1–60 letters, digits, "-" or "_"');
  checkText(l.title, 'title');
  checkText(l.summary, 'summary', false);
  const seats = checkSeats(l.seats);
  const seed = lessonSeed(l.seed);
  if (l.scenario !== undefined && !isObj(l.scenario)) fail('scenario', 'must be an object (an engine Scenario)');
  if (l.scenario !== undefined && scenarioProblem(l.scenario)) fail('scenario', `is too large or not plain JSON (at most ${LIMITS_RECORD.scenarioChars} characters)`);
  if (!Array.isArray(l.steps) || !l.steps.length) fail('steps', 'must be a non-empty array of steps');
  if ((l.steps as unknown[]).length > LIMITS.steps) fail('steps', `has more than ${LIMITS.steps} steps`);
  (l.steps as unknown[]).forEach((raw, i) => {
    const path = `steps[${i}]`;
    if (!isObj(raw)) fail(path, 'must be an object with a "text"');
    const st = raw as Record<string, unknown>;
    for (const key of Object.keys(st)) if (!STEP_FIELDS.includes(key)) fail(`${path}.${key}`, `unknown field (fields: ${STEP_FIELDS.join(', ')})`);
    checkText(st.text, `${path}.text`);
    checkText(st.hint, `${path}.hint`, false);
    if (st.highlight !== undefined) {
      if (!Array.isArray(st.highlight) || st.highlight.length > LIMITS.highlights) fail(`${path}.highlight`, `must be an array of at most ${LIMITS.highlights} highlight keys`);
      (st.highlight as unknown[]).forEach((key, k) => {
        if (parseHighlight(key) === null) fail(`${path}.highlight[${k}]`, `unknown highlight ${show(key)} (e.g. "temple:1", "quarry", "card:mummy", "seat:0", "stat:1:coins")`);
        const h = parseHighlight(key)!;
        if ('seat' in h && h.seat >= seats) fail(`${path}.highlight[${k}]`, `seat ${h.seat} does not exist: the lesson has ${seats} seats`);
      });
    }
    if (st.auto !== undefined) {
      if (!Array.isArray(st.auto) || st.auto.length > LIMITS.autoMoves) fail(`${path}.auto`, `must be an array of at most ${LIMITS.autoMoves} move patterns`);
      (st.auto as unknown[]).forEach((p, k) => checkPattern(p, `${path}.auto[${k}]`, seats));
    }
    if (st.expect !== undefined) checkPattern(st.expect, `${path}.expect`, seats);
    if (st.pointAtMove !== undefined && typeof st.pointAtMove !== 'boolean') fail(`${path}.pointAtMove`, 'must be true or false');
  });
  const lesson = { ...(l as unknown as Lesson), seed };
  // The scenario, then every step, with the engine: each language's names give the same game.
  replayLesson(lesson);
  return lesson;
}
