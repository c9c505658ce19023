/**
 * Structural checks of a record's options and moves, before any replay: types, ranges, required and
 * unknown fields. Each returns a fresh, canonical copy (known keys only, fixed order), so nothing of
 * the input is ever kept or changed. Legality (whose turn, which meeples) is the engine's job.
 */
import { MAX_SEATS, MIN_SEATS } from '../engine/index.js';
import type { Move, MoveType, RuleSet, Scenario } from '../engine/index.js';
import { checkRuleSet } from '../engine/ruleset-check.js';
import { recordFail, show } from './errors.js';
import type { RecordOptions } from './format.js';
import {
  hasField as has, readOptionsObject, readPlayers, readRecordSeed, readRuleSetDoc, readScenarioJson, readSeatNames,
} from '../../../kit/records/options.js';
import { isPlain as isPlainObject } from '../../../kit/json-shape.js';

/** A plain-looking object (not null, not an array): the kit's check (kit/json-shape.ts). */
export { isPlainObject };

function bad(path: string, message: string): never {
  recordFail('BAD_FIELD', message, path);
}

function int(v: unknown, path: string, min: number, max: number, what: string): number {
  if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > max) bad(path, `must be ${what} ${min}–${max}, got ${show(v)}`);
  return v === 0 ? 0 : v; // no -0: it would not survive JSON
}

function intList(v: unknown, path: string, min: number, max: number, what: string, maxLength: number, minLength = 0): number[] {
  if (!Array.isArray(v)) bad(path, `must be an array of ${what}s, got ${show(v)}`);
  if (v.length > maxLength || v.length < minLength) {
    bad(path, minLength === maxLength ? `must list exactly ${minLength} ${what}(s)` : `must list ${minLength}–${maxLength} ${what}s, got ${v.length}`);
  }
  return v.map((x, i) => int(x, `${path}[${i}]`, min, max, `a ${what}`));
}

// ------------------------------------------------------------------ options

/** Checks `options` of a record: players, seats (names), seed (required), scenario and rules (the kit's checks, kit/records/options.ts). */
export function normalizeOptions(raw: unknown, path = 'options'): RecordOptions {
  const o = readOptionsObject(raw, path, ['players', 'seats', 'seed', 'scenario', 'rules'], 'players, seats, seed');
  const out = {} as RecordOptions;
  if (has(o, 'players')) out.players = readPlayers(o.players, `${path}.players`, MIN_SEATS, MAX_SEATS);
  if (has(o, 'seats')) out.seats = readSeatNames(o.seats, `${path}.seats`, MIN_SEATS, MAX_SEATS, out.players, `${path}.players`);
  out.seed = readRecordSeed(o, `${path}.seed`);
  if (has(o, 'scenario')) out.scenario = readScenarioJson<Scenario>(o.scenario, `${path}.scenario`);
  if (has(o, 'rules')) {
    const rules = readRuleSetDoc<RuleSet>(o.rules, `${path}.rules`, checkRuleSet);
    if (rules) out.rules = rules;
  }
  return out;
}

// ------------------------------------------------------------------ moves

/** Ranges wide enough for any legal move; tighter checks are the engine's. */
const SEAT_MAX = MAX_SEATS - 1;
const MEEPLE_MAX = 15;
const CARD_MAX = 74;
const TILE_MAX = 23;
const LOCATION_IDS = ['camp', 'stela', 'temple', 'quarry', 'small_temple', 'ruins', 'black_market', 'village', 'harbor', 'ship'] as const;
const SPACE_MAX = 7;

type Field = (v: unknown, path: string) => unknown;
interface FieldSpec {
  required: boolean;
  check: Field;
}

const oneOf = (values: readonly string[], what: string): Field => (v, path) => {
  if (typeof v !== 'string' || !values.includes(v)) bad(path, `must be ${what} (${values.map((x) => JSON.stringify(x)).join(', ')}), got ${show(v)}`);
  return v;
};
const orNull = (f: Field): Field => (v, path) => (v === null ? null : f(v, path));

const seat: FieldSpec = { required: true, check: (v, p) => int(v, p, 0, SEAT_MAX, 'a seat') };
const req = (check: Field): FieldSpec => ({ required: true, check });
const opt = (check: Field): FieldSpec => ({ required: false, check });
const meeple: Field = (v, p) => int(v, p, 0, MEEPLE_MAX, 'a meeple id');
const card: Field = (v, p) => int(v, p, 0, CARD_MAX, 'a card id');
const tile: Field = (v, p) => int(v, p, 0, TILE_MAX, 'an Upgrade tile id');

/** The fields of each move type, in canonical order (see Move in src/games/quetzal/engine/types.ts). */
const MOVE_FIELDS: Readonly<Record<MoveType, Readonly<Record<string, FieldSpec>>>> = {
  roll: {},
  reroll: {
    seat,
    tile: req(oneOf(['U01', 'U02'], 'a reroll Upgrade')),
    meeples: req((v, p) => intList(v, p, 0, MEEPLE_MAX, 'meeple id', 16)),
  },
  endRoll: { seat },
  place: {
    seat,
    location: req(oneOf(LOCATION_IDS, 'a location')),
    space: opt((v, p) => int(v, p, 0, SPACE_MAX, 'a space')),
    meeples: req((v, p) => intList(v, p, 0, MEEPLE_MAX, 'meeple id', 16, 1)),
    color: opt(oneOf(['adventurer', 'archaeologist'], 'a colour')),
  },
  campReroll: { seat, meeple: req(orNull(meeple)) },
  chooseCards: { seat, cards: req((v, p) => intList(v, p, 0, CARD_MAX, 'card id', 8)) },
  keepDrawn: { seat, card: req(card) },
  blackMarket: { seat, card: req(orNull(card)) },
  chooseUpgrade: { seat, tile: req(tile) },
  discardUpgrade: { seat, tile: req(tile) },
  deliver: { seat, cards: req((v, p) => intList(v, p, 0, CARD_MAX, 'card id', 75)) },
  exchange: { seat, tile: req(oneOf(['U07', 'U10'], 'an exchange Upgrade')) },
  prepare: {},
  endExchanges: { seat },
};
export const MOVE_TYPES = Object.keys(MOVE_FIELDS) as MoveType[];

/** Checks one move's shape; returns a canonical copy. */
export function normalizeMove(raw: unknown, path: string): Move {
  if (!isPlainObject(raw)) bad(path, `a move must be an object with a "type", got ${show(raw)}`);
  const type = raw.type;
  if (typeof type !== 'string' || !Object.prototype.hasOwnProperty.call(MOVE_FIELDS, type)) {
    bad(`${path}.type`, `unknown move type ${show(type)} (expected one of ${MOVE_TYPES.join(', ')})`);
  }
  const spec = MOVE_FIELDS[type as MoveType];
  for (const key of Object.keys(raw)) {
    if (key !== 'type' && !Object.prototype.hasOwnProperty.call(spec, key)) bad(`${path}.${key}`, `unknown field for a ${type} move`);
  }
  const out: Record<string, unknown> = { type };
  for (const [key, field] of Object.entries(spec)) {
    if (!has(raw, key)) {
      if (field.required) bad(`${path}.${key}`, `missing (a ${type} move needs ${Object.keys(spec).filter((k) => spec[k]!.required).join(', ')})`);
      continue;
    }
    out[key] = field.check(raw[key], `${path}.${key}`);
  }
  return out as unknown as Move;
}

export { moveSeat } from './barrier.js';
