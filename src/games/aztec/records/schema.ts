/**
 * The shapes of Aztec's records, checked before any replay: a record's options, its moves, and a
 * spectator's moves and events. Each returns a fresh, canonical copy (known fields only, in a fixed
 * order), so nothing of the input is kept or changed, or throws RecordError BAD_FIELD (TOO_LARGE for a
 * name, seed, scenario or rule-set past the kit's LIMITS) naming the field. Legality (whose decision,
 * which jewels, which cards) is the engine's, at replay.
 */
import { isPlain, shapeChecks, type Check } from '../../../kit/json-shape.js';
import { recordFail, show } from '../../../kit/records/errors.js';
import { LIMITS } from '../../../kit/records/limits.js';
import {
  hasField as has, readOptionsObject, readPlayers, readRecordSeed, readRuleSetDoc, readScenarioJson, readSeatNames,
} from '../../../kit/records/options.js';
import { ARTIFACT_COUNT, JEWEL_CARD_COUNT, JEWELS_PER_COLOR, MAX_PLAYERS, MIN_PLAYERS, ROUNDS, STONE_COUNT } from '../data.js';
import { checkRuleSet } from '../rules-check.js';
import type { AztecRuleSet } from '../rules.js';
import type { AztecScenario, CharacterRef } from '../scenario.js';
import type { AztecOptions } from '../setup.js';
import { HIDDEN, type AztecEvent, type AztecMove, type AztecPublicMove } from '../types.js';

function bad(path: string, message: string): never {
  recordFail('BAD_FIELD', message, path);
}

/** The kit's shape checks, refusing with BAD_FIELD. */
export const shapes = shapeChecks(bad);
const { num, oneOf, bool, obj, list } = shapes;

// ------------------------------------------------------------------ options

/** Options a record stores: AztecOptions with the seed required (without it a game cannot be replayed). */
export interface AztecRecordOptions extends AztecOptions {
  seed: string | number;
}

const OPTION_KEYS = ['players', 'seats', 'seed', 'rules', 'characters', 'scenario'];

/** A seat number of any game (its range in a game is the engine's). */
export const seatIndex = num(0, MAX_PLAYERS - 1);

/**
 * Checks a record's options: players, seats (names), seed (required), rules, characters and scenario (the
 * kit's checks, kit/records/options.ts, for what both games have; the Characters here).
 */
export function readAztecOptions(raw: unknown, path = 'options'): AztecRecordOptions {
  const o = readOptionsObject(raw, path, OPTION_KEYS, 'players or seats, and seed');
  const out = {} as AztecRecordOptions;
  if (has(o, 'players')) out.players = readPlayers(o.players, `${path}.players`, MIN_PLAYERS, MAX_PLAYERS);
  if (has(o, 'seats')) out.seats = readSeatNames(o.seats, `${path}.seats`, MIN_PLAYERS, MAX_PLAYERS, out.players, `${path}.players`);
  out.seed = readRecordSeed(o, `${path}.seed`);
  if (has(o, 'rules')) {
    const rules = readRuleSet(o.rules, `${path}.rules`);
    if (rules) out.rules = rules;
  }
  if (has(o, 'characters')) {
    const refs = o.characters;
    if (!Array.isArray(refs) || refs.length > MAX_PLAYERS) bad(`${path}.characters`, `must be an array of at most ${MAX_PLAYERS} Characters (index, name or null), got ${show(refs)}`);
    out.characters = refs.map((ref: unknown, i: number): CharacterRef | null => {
      const p = `${path}.characters[${i}]`;
      if (ref === null || typeof ref === 'number') return ref === null ? null : num(0, 99)(ref, p) as number;
      if (typeof ref === 'string' && ref !== '' && ref.length <= LIMITS.nameChars) return ref;
      return bad(p, `must be a Character's index or name, or null, got ${show(ref)}`);
    });
  }
  // Its content is checked by newGame at replay (BAD_FIELD naming the field).
  if (has(o, 'scenario')) out.scenario = readScenarioJson<AztecScenario>(o.scenario, `${path}.scenario`);
  return out;
}

/**
 * A rule-set in a record's options or a frame: checked (BAD_FIELD naming the path inside it, TOO_LARGE
 * over the scenario's size limit); null when its values are the shipped set's (a record then leaves it out).
 */
export function readRuleSet(raw: unknown, path: string): AztecRuleSet | null {
  return readRuleSetDoc(raw, path, checkRuleSet);
}

// ------------------------------------------------------------------ moves

const TYPES = ['collect', 'token', 'artifact', 'reveal', 'curses', 'endRound'] as const;
const artifactId = num(0, ARTIFACT_COUNT - 1);
const color = oneOf([0, 1, 2]);
const tableMove = (type: string) => obj({ type: oneOf([type]) });

/** The shape of each move type, in canonical field order (see AztecMove in ../types.ts). */
const MOVES: Readonly<Record<AztecMove['type'], Check>> = {
  collect: obj({ type: oneOf(['collect']), seat: seatIndex, jewels: list(num(0, JEWELS_PER_COLOR), 3) }),
  token: obj({ type: oneOf(['token']), seat: seatIndex, target: seatIndex, believe: bool }),
  artifact: obj({ type: oneOf(['artifact']), seat: seatIndex, keep: artifactId, tuck: list(artifactId, 0, 4), target: seatIndex, color }, ['target', 'color']),
  reveal: tableMove('reveal'),
  curses: tableMove('curses'),
  endRound: tableMove('endRound'),
};

/** A hidden card in what a spectator saw: HIDDEN, nothing else. */
const hidden: Check = (v, p) => (v === HIDDEN ? v : bad(p, `must be ${HIDDEN}: a spectator does not see this, got ${show(v)}`));

/** A move as a spectator saw it (`publicMove`): a pick or a token without its content, an Artifact's tuck order HIDDEN. */
const PUBLIC_MOVES: Readonly<Record<AztecMove['type'], Check>> = {
  ...MOVES,
  collect: obj({ type: oneOf(['collect']), seat: seatIndex }),
  token: obj({ type: oneOf(['token']), seat: seatIndex }),
  artifact: obj({ type: oneOf(['artifact']), seat: seatIndex, keep: artifactId, tuck: list(hidden, 0, 4), target: seatIndex, color }, ['target', 'color']),
};

function byType<T>(table: Readonly<Record<string, Check>>, raw: unknown, path: string, what: string): T {
  if (!isPlain(raw)) bad(path, `${what} must be an object with a "type", got ${show(raw)}`);
  const type = raw.type;
  if (typeof type !== 'string' || !Object.prototype.hasOwnProperty.call(table, type)) {
    bad(`${path}.type`, `unknown ${what} type ${show(type)} (expected one of ${Object.keys(table).join(', ')})`);
  }
  return table[type]!(raw, path) as T;
}

/** Checks one move's shape; returns a canonical copy. */
export function readAztecMove(raw: unknown, path: string): AztecMove {
  return byType<AztecMove>(MOVES, raw, path, 'a move');
}

/** Checks a move as a spectator saw it; returns a canonical copy. */
export function readAztecPublicMove(raw: unknown, path: string): AztecPublicMove {
  return byType<AztecPublicMove>(PUBLIC_MOVES, raw, path, 'a move');
}

// ------------------------------------------------------------------ events

const card = num(0, JEWEL_CARD_COUNT - 1);
const jewels = list(num(0, JEWELS_PER_COLOR), 3);
const count = num(0, STONE_COUNT * 3);
const seats = list(seatIndex, 0, MAX_PLAYERS);
const token = obj({ target: seatIndex, believe: bool });
/** Where stones go: a seat, the supply or a colour's Curse card. */
const place: Check = (v, p) => {
  if (isPlain(v) && has(v, 'seat')) return obj({ seat: seatIndex })(v, p);
  if (isPlain(v) && has(v, 'curse')) return obj({ curse: color })(v, p);
  return obj({ supply: oneOf([true]) })(v, p);
};
const event = (type: AztecEvent['type'], fields: Record<string, Check>, optional: string[] = []) => obj({ type: oneOf([type]), ...fields }, optional);

/** Every event's shape (see AztecEvent in ../types.ts): every Aztec event is public when it is told. */
const EVENTS: Readonly<Record<AztecEvent['type'], Check>> = {
  roundStart: event('roundStart', { round: num(1, ROUNDS), firstPlayer: seatIndex }),
  picked: event('picked', { seat: seatIndex }),
  collected: event('collected', { taken: list(jewels, MIN_PLAYERS, MAX_PLAYERS) }),
  tokenPlaced: event('tokenPlaced', { seat: seatIndex }),
  tokensShown: event('tokensShown', { tokens: list(token, MIN_PLAYERS, MAX_PLAYERS) }),
  revealed: event('revealed', {
    seat: seatIndex, card, shows: jewels, taken: jewels, case: oneOf([1, 2, 3]), accusers: seats, believers: seats,
  }),
  jewels: event('jewels', { seat: seatIndex, jewels, to: oneOf(['stash', 'temple']), from: oneOf(['card', 'temple']) }),
  stones: event('stones', { from: place, to: place, count, why: oneOf(['accused', 'believed', 'lied', 'curse', 'artifact', 'round']) }),
  artifactGain: event('artifactGain', { seat: seatIndex, why: oneOf(['accusedTruth', 'unaccusedLie', 'caughtLiar']) }),
  artifactNone: event('artifactNone', { seat: seatIndex }),
  artifactKept: event('artifactKept', { seat: seatIndex, card: artifactId, tucked: num(0, 4) }),
  artifactPlayed: event('artifactPlayed', { seat: seatIndex, card: artifactId, target: seatIndex, color }, ['target', 'color']),
  curse: event('curse', { color, seat: (v, p) => (v === null ? null : seatIndex(v, p)), stones: count, tied: seats }),
  roundEnd: event('roundEnd', { round: num(1, ROUNDS) }),
  gameOver: event('gameOver', {}),
};

/** Checks one event as a spectator saw it (every Aztec event is told when its content is public); a canonical copy. */
export function readAztecEvent(raw: unknown, path: string): AztecEvent {
  return byType<AztecEvent>(EVENTS, raw, path, 'an event');
}
