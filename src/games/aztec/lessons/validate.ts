/**
 * validateAztecLesson: checks a lesson (parsed JSON) field by field, then builds its game and plays
 * every step with the engine (auto moves, then the first legal move matching `expect`), so that a lesson
 * that validates can be played to its end. Errors are LessonErrors whose message starts with the path of
 * the field at fault: `steps[3].expect.target: must be a seat of the lesson (0–2), got 5`.
 */
import { LIMITS, nameProblem, seedFromText, seedProblem } from '../../../kit/records/limits.js';
import { applyMove } from '../engine.js';
import { RuleError } from '../errors.js';
import { ARTIFACT_COUNT, MAX_PLAYERS, MIN_PLAYERS } from '../data.js';
import type { AztecState } from '../types.js';
import {
  AZTEC_LESSON_FORMAT, AZTEC_LESSON_VERSION, LEARNER, type AztecLesson, type AztecLessonStep, type AztecMovePattern,
} from './lesson-format.js';
import { lessonGame } from './lesson-game.js';
import { LessonError } from '../../../kit/tutorial/lesson-error.js';
import { isTablePattern, resolvePattern, waitingFor } from './patterns.js';

export { LessonError };

export const LESSON_LIMITS = { steps: 60, textChars: 2000, autoMoves: 40, highlights: 20 } as const;
/** <aztec-board>'s highlight keys besides `seat:N` (its highlights.ts). */
const PART_KEYS = ['temple', 'curses', 'stone-track', 'artifact-deck', 'prompt', 'reveal'];
const LESSON_FIELDS = ['format', 'version', 'id', 'title', 'summary', 'seats', 'seed', 'scenario', 'steps'];
const STEP_FIELDS = ['text', 'highlight', 'auto', 'expect', 'hint'];
/** The fields of each pattern type besides `type`. */
const PATTERN_FIELDS: Readonly<Record<AztecMovePattern['type'], readonly string[]>> = {
  collect: ['seat', 'jewels', 'truth'], token: ['seat', 'target', 'believe'], artifact: ['seat', 'keep', 'target', 'color'],
  reveal: [], curses: [], endRound: [],
};

const fail = (path: string, detail: string): never => {
  throw new LessonError(path, detail);
};
const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const show = (v: unknown) => {
  const s = JSON.stringify(v);
  return s === undefined ? String(v) : s.length > 60 ? `${s.slice(0, 57)}…` : s;
};

function onlyFields(v: Record<string, unknown>, path: string, fields: readonly string[]): void {
  for (const key of Object.keys(v)) if (!fields.includes(key)) fail(path ? `${path}.${key}` : key, `unknown field (fields: ${fields.join(', ')})`);
}

function checkInt(v: unknown, path: string, min: number, max: number, what = `a whole number from ${min} to ${max}`): number {
  if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > max) fail(path, `must be ${what}, got ${show(v)}`);
  return v as number;
}

function checkText(v: unknown, path: string): void {
  const one = (s: unknown, p: string) => {
    if (typeof s !== 'string' || s.trim() === '') fail(p, 'must be a non-empty text');
    if ((s as string).length > LESSON_LIMITS.textChars) fail(p, `is longer than ${LESSON_LIMITS.textChars} characters`);
  };
  if (typeof v === 'string') return one(v, path);
  if (!isObj(v)) fail(path, 'must be a text: a string, or {"en": "…", "fr": "…"}');
  const o = v as Record<string, unknown>;
  if (!('en' in o)) fail(`${path}.en`, 'is missing: every text has English');
  for (const lang of Object.keys(o)) {
    if (!/^[a-z]{2,3}(-[A-Za-z0-9]+)?$/.test(lang)) fail(`${path}.${lang}`, 'is not a language code like "en" or "fr"');
    one(o[lang], `${path}.${lang}`);
  }
}

function checkNames(v: unknown, path: string): number {
  if (!Array.isArray(v)) fail(path, 'must be a list of seat names');
  const names = v as unknown[];
  if (names.length < MIN_PLAYERS || names.length > MAX_PLAYERS) fail(path, `must name ${MIN_PLAYERS} to ${MAX_PLAYERS} seats, not ${names.length}`);
  names.forEach((name, i) => {
    if (nameProblem(name) !== null) fail(`${path}[${i}]`, `must be a seat name (1–${LIMITS.nameChars} characters), got ${show(name)}`);
    if ((name as string).includes(',') || (name as string).trim() !== name) fail(`${path}[${i}]`, `must have no comma and no outer spaces, got ${show(name)}`);
  });
  return names.length;
}

function checkSeats(v: unknown): number {
  if (Array.isArray(v)) return checkNames(v, 'seats');
  if (!isObj(v)) fail('seats', 'must be a list of 3–6 names, or one list per language like {"en": […], "fr": […]}');
  const o = v as Record<string, unknown>;
  if (!('en' in o)) fail('seats.en', 'is missing: English names are required');
  const n = checkNames(o.en, 'seats.en');
  for (const lang of Object.keys(o)) {
    if (!/^[a-z]{2,3}(-[A-Za-z0-9]+)?$/.test(lang)) fail(`seats.${lang}`, 'is not a language code like "en" or "fr"');
    if (checkNames(o[lang], `seats.${lang}`) !== n) fail(`seats.${lang}`, `must name ${n} seats, like seats.en`);
  }
  return n;
}

/** A pattern's shape. `role`: an auto move (another seat's, or the table's) or the learner's expected move. */
function checkPattern(v: unknown, path: string, seats: number, role: 'auto' | 'expect'): AztecMovePattern {
  if (!isObj(v)) fail(path, 'must be a move pattern: an object with a "type"');
  const p = v as Record<string, unknown>;
  const types = Object.keys(PATTERN_FIELDS);
  if (typeof p.type !== 'string' || !types.includes(p.type)) fail(`${path}.type`, `unknown move type ${show(p.type)} (one of ${types.join(', ')})`);
  const type = p.type as AztecMovePattern['type'];
  onlyFields(p, path, ['type', ...PATTERN_FIELDS[type]]);
  const table = isTablePattern(p as AztecMovePattern);
  if (!table) {
    if (role === 'auto') {
      if (p.seat === undefined) fail(`${path}.seat`, 'is required: whose move it is (1 or more: seat 0 is the learner\'s, made by the learner)');
      checkInt(p.seat, `${path}.seat`, 1, seats - 1, `another seat than the learner's (1–${seats - 1})`);
    } else if (p.seat !== undefined) {
      checkInt(p.seat, `${path}.seat`, LEARNER, LEARNER, `${LEARNER}: the learner plays seat ${LEARNER}`);
    }
  }
  if (p.jewels !== undefined) {
    if (!Array.isArray(p.jewels) || p.jewels.length !== 3) fail(`${path}.jewels`, 'must be [blue, yellow, red]');
    (p.jewels as unknown[]).forEach((n, i) => checkInt(n, `${path}.jewels[${i}]`, 0, 4));
  }
  for (const flag of ['truth', 'believe']) {
    if (p[flag] !== undefined && typeof p[flag] !== 'boolean') fail(`${path}.${flag}`, `must be true or false, got ${show(p[flag])}`);
  }
  if (p.target !== undefined) checkInt(p.target, `${path}.target`, 0, seats - 1, `a seat of the lesson (0–${seats - 1})`);
  if (p.keep !== undefined) checkInt(p.keep, `${path}.keep`, 0, ARTIFACT_COUNT - 1, `an Artifact id (0–${ARTIFACT_COUNT - 1})`);
  if (p.color !== undefined) checkInt(p.color, `${path}.color`, 0, 2, 'a colour: 0 blue, 1 yellow, 2 red');
  return p as AztecMovePattern;
}

function checkHighlight(v: unknown, path: string, seats: number): void {
  if (!Array.isArray(v)) fail(path, 'must be a list of highlight keys');
  const keys = v as unknown[];
  if (keys.length > LESSON_LIMITS.highlights) fail(path, `has more than ${LESSON_LIMITS.highlights} keys`);
  keys.forEach((key, i) => {
    const seat = typeof key === 'string' ? /^seat:(\d)$/.exec(key) : null;
    if (seat && Number(seat[1]) < seats) return;
    if (typeof key === 'string' && PART_KEYS.includes(key)) return;
    fail(`${path}[${i}]`, `unknown highlight ${show(key)} (seat:0–seat:${seats - 1}, ${PART_KEYS.join(', ')})`);
  });
}

function checkStep(v: unknown, path: string, seats: number): AztecLessonStep {
  if (!isObj(v)) fail(path, 'must be a step: an object with a "text"');
  const s = v as Record<string, unknown>;
  onlyFields(s, path, STEP_FIELDS);
  checkText(s.text, `${path}.text`);
  if (s.hint !== undefined) checkText(s.hint, `${path}.hint`);
  if (s.highlight !== undefined) checkHighlight(s.highlight, `${path}.highlight`, seats);
  if (s.auto !== undefined) {
    if (!Array.isArray(s.auto)) fail(`${path}.auto`, 'must be a list of move patterns');
    if ((s.auto as unknown[]).length > LESSON_LIMITS.autoMoves) fail(`${path}.auto`, `has more than ${LESSON_LIMITS.autoMoves} moves`);
    (s.auto as unknown[]).forEach((p, k) => checkPattern(p, `${path}.auto[${k}]`, seats, 'auto'));
  }
  if (s.expect !== undefined) checkPattern(s.expect, `${path}.expect`, seats, 'expect');
  return s as unknown as AztecLessonStep;
}

/** Builds the lesson's game and plays every step: a move that cannot be played is named by its path. */
function playThrough(lesson: AztecLesson): void {
  let game: AztecState;
  try {
    game = lessonGame(lesson);
  } catch (e) {
    // The engine names the scenario's field itself (`params.path`: `scenario.seats[1].deck[0]`).
    const path = e instanceof RuleError && typeof e.params.path === 'string' ? e.params.path : 'scenario';
    const message = e instanceof Error ? e.message : String(e);
    return fail(path, message.startsWith(`${path}: `) ? message.slice(path.length + 2) : message);
  }
  lesson.steps.forEach((step, i) => {
    (step.auto ?? []).forEach((p, k) => {
      const move = resolvePattern(p, game);
      if (!move) fail(`steps[${i}].auto[${k}]`, `no legal move matches ${show(p)} here (the game waits for ${waitingFor(game)})`);
      game = applyMove(game, move!);
    });
    if (step.expect) {
      const move = resolvePattern(step.expect, game);
      if (!move) fail(`steps[${i}].expect`, `no legal move matches ${show(step.expect)} here (the game waits for ${waitingFor(game)})`);
      game = applyMove(game, move!);
    }
  });
}

/** Checks a lesson and returns a copy of it, its seed filled in as <aztec-board> reads it; throws a LessonError. */
export function validateAztecLesson(json: unknown): AztecLesson {
  if (!isObj(json)) fail('', 'a lesson must be an object');
  const o = json as Record<string, unknown>;
  onlyFields(o, '', LESSON_FIELDS);
  if (o.format !== AZTEC_LESSON_FORMAT) fail('format', `must be "${AZTEC_LESSON_FORMAT}", got ${show(o.format)}`);
  if (o.version !== AZTEC_LESSON_VERSION) fail('version', `must be ${AZTEC_LESSON_VERSION}, got ${show(o.version)}`);
  if (typeof o.id !== 'string' || !/^[A-Za-z0-9_-]{1,64}$/.test(o.id)) fail('id', `must be 1–64 letters, digits, "-" or "_", got ${show(o.id)}`);
  checkText(o.title, 'title');
  checkText(o.summary, 'summary');
  const seats = checkSeats(o.seats);
  if (o.seed !== undefined && seedProblem(o.seed) !== null) fail('seed', `must be a number or a non-empty text, got ${show(o.seed)}`);
  if (o.scenario !== undefined && !isObj(o.scenario)) fail('scenario', 'must be an object (an AztecScenario)');
  if (!Array.isArray(o.steps) || o.steps.length === 0) fail('steps', 'must be a non-empty list of steps');
  if ((o.steps as unknown[]).length > LESSON_LIMITS.steps) fail('steps', `has more than ${LESSON_LIMITS.steps} steps`);
  (o.steps as unknown[]).forEach((s, i) => checkStep(s, `steps[${i}]`, seats));
  const lesson = structuredClone(o) as unknown as AztecLesson;
  // The board reads its seed from an attribute (text): the lesson's seed is what that text gives back.
  lesson.seed = seedFromText(String(o.seed ?? 1))!;
  playThrough(lesson);
  return lesson;
}
