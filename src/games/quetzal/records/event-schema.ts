/**
 * The checks of a spectator record's moves and events: what a spectator saw of each move. Moves have
 * the full records' shape (schema.ts), except that the card kept with U09 is never named (`-1`);
 * events are the engine's GameEvents as `eventFor(event, null)` gives them (cards drawn from the deck
 * or put back under it are `-1`). Each returns a canonical copy; a fault is BAD_FIELD at its path.
 */
import {
  AUTOMATON, DECK_SIZE, FACES, HIDDEN, LOCATION_IDS, MAX_SEATS, ROUNDS, SURROUNDINGS, UPGRADE_KINDS, UPGRADE_TILES,
  type GameEvent, type Move,
} from '../engine/index.js';
import { recordFail, show } from './errors.js';
import { isPlainObject, normalizeMove } from './schema.js';
import { publicMove } from './public-move.js';

type Check = (v: unknown, path: string) => void;
const bad = (path: string, what: string): never => recordFail('BAD_FIELD', what, path);

const int = (min: number, max: number): Check => (v, p) => {
  if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > max) bad(p, `must be a whole number ${min}–${max}, got ${show(v)}`);
};
const oneOf = (values: readonly unknown[]): Check => (v, p) => {
  if (!values.includes(v)) bad(p, `must be one of ${values.map((x) => JSON.stringify(x)).join(', ')}, got ${show(v)}`);
};
const text: Check = (v, p) => {
  if (typeof v !== 'string' || v.length > 60) bad(p, `must be a short text, got ${show(v)}`);
};
const listOf = (item: Check, max: number): Check => (v, p) => {
  if (!Array.isArray(v) || v.length > max) bad(p, `must be an array of at most ${max} items, got ${show(v)}`);
  (v as unknown[]).forEach((x, i) => item(x, `${p}[${i}]`));
};
const orNull = (c: Check): Check => (v, p) => {
  if (v !== null) c(v, p);
};
const seat = int(AUTOMATON, MAX_SEATS - 1);
const card = int(0, DECK_SIZE - 1);
const faceDown: Check = (v, p) => {
  if (v !== HIDDEN) bad(p, `must be ${HIDDEN}: a spectator does not see this card, got ${show(v)}`);
};
const amount = int(-9999, 9999);
const meeples = listOf(int(0, 15), 16);
const faces = listOf(oneOf(FACES), 16);
const tileId = int(0, UPGRADE_TILES.length - 1);
const DECISION_KINDS = ['roll', 'reroll', 'place', 'campReroll', 'templeCards', 'keepDrawn', 'blackMarket', 'chooseUpgrade',
  'discardUpgrade', 'deliver', 'prepare', 'lastExchanges', 'gameOver'];

/** The fields of each event type (see GameEvent in src/games/quetzal/engine/types.ts). */
const EVENT_FIELDS: Readonly<Record<GameEvent['type'], Readonly<Record<string, Check>>>> = {
  roundStart: { round: int(1, ROUNDS) },
  automatonCard: { card: text },
  rolled: { seat, meeples, faces, coins: amount },
  rerolled: { seat, tile: oneOf([...UPGRADE_KINDS, 'camp']), meeples, faces, coins: amount },
  placed: { seat, location: oneOf(LOCATION_IDS), space: orNull(int(0, 7)), count: int(0, 16), color: oneOf([null, 'adventurer', 'archaeologist']), cost: amount },
  bumped: { seat, location: oneOf(LOCATION_IDS), space: orNull(int(0, 7)), count: int(0, 16) },
  coins: { seat, amount, reason: text },
  vp: { seat, amount, reason: text },
  discovery: { seat, from: int(0, 99), to: int(0, 99) },
  firstPlayer: { seat },
  cardsTaken: { seat, cards: listOf(card, DECK_SIZE), from: oneOf(['temple', 'deck', ...SURROUNDINGS]) },
  cardsDiscarded: { seat, cards: listOf(card, DECK_SIZE), reason: oneOf(['automaton', 'blackMarket', 'surrounding', 'underDeck']) },
  delivered: { seat, cards: listOf(card, DECK_SIZE), vp: amount, coins: amount, discovery: amount },
  upgradeGained: { seat, tile: tileId, kind: oneOf(UPGRADE_KINDS), to: oneOf(['slot', 'discard', 'immediate', 'pending']) },
  upgradeDiscarded: { seat, tile: tileId },
  exchanged: { seat, tile: oneOf(['U07', 'U10']) },
  deckReshuffled: { cards: int(0, DECK_SIZE) },
  passed: { seat, what: oneOf(DECISION_KINDS) },
  gameOver: {},
};

/** Checks one event as a spectator saw it; returns a canonical copy. */
export function normalizeEvent(raw: unknown, path: string): GameEvent {
  if (!isPlainObject(raw)) bad(path, `an event must be an object with a "type", got ${show(raw)}`);
  const o = raw as Record<string, unknown>;
  const type = o.type;
  if (typeof type !== 'string' || !Object.prototype.hasOwnProperty.call(EVENT_FIELDS, type)) bad(`${path}.type`, `unknown event type ${show(type)}`);
  const spec = EVENT_FIELDS[type as GameEvent['type']];
  for (const key of Object.keys(o)) if (key !== 'type' && !Object.prototype.hasOwnProperty.call(spec, key)) bad(`${path}.${key}`, `unknown field for a ${type as string} event`);
  const out: Record<string, unknown> = { type };
  for (const [key, check] of Object.entries(spec)) {
    if (!Object.prototype.hasOwnProperty.call(o, key)) bad(`${path}.${key}`, `missing (a ${type as string} event has ${Object.keys(spec).join(', ')})`);
    // Cards drawn from the deck or put back under it are face down for a spectator.
    const hidden = key === 'cards' && ((type === 'cardsTaken' && o.from === 'deck') || (type === 'cardsDiscarded' && o.reason === 'underDeck'));
    (hidden ? listOf(faceDown, 4) : check)(o[key], `${path}.${key}`);
    out[key] = Array.isArray(o[key]) ? [...(o[key] as unknown[])] : o[key];
  }
  return out as unknown as GameEvent;
}

/** Checks a move as a spectator saw it (the U09 card kept is -1); returns a canonical copy. */
export function normalizePublicMove(raw: unknown, path: string): Move {
  if (isPlainObject(raw) && raw.type === 'keepDrawn') {
    if (raw.card !== HIDDEN) bad(`${path}.card`, `must be ${HIDDEN}: a spectator does not see the card kept, got ${show(raw.card)}`);
    return publicMove(normalizeMove({ ...raw, card: 0 }, path));
  }
  return normalizeMove(raw, path);
}
