/**
 * The checks of a spectator record's frames: each must be a public position exactly as
 * `viewFor(state, null)` gives it — every field of a GameState, of the right type and range, no unknown
 * field — and hold nothing hidden: the deck, the Upgrade pile and the Automaton deck face down, other
 * hands face down except the cards the table saw taken (`known`), no generator state, no roll queue.
 * A frame that fails is refused (BAD_FIELD, the path inside the frame in the message), so the replay
 * view only ever draws a position it can draw, and a "spectator" record cannot carry a hidden card.
 */
import {
  AUTOMATON, AUTOMATON_CARD_COUNT, DECK_SIZE, FACES, HIDDEN, MAX_SEATS, MIN_SEATS, ROUNDS, SURROUNDINGS,
  TEMPLE_DISPLAY_SIZE, TEMPLE_SPACE_COUNT, UPGRADE_KINDS, UPGRADE_TILES, rulesOf, scoreBreakdown, type GameState,
} from '../engine/index.js';
import { checkRuleSet } from '../engine/ruleset-check.js';
import { RuleError } from '../engine/errors.js';
import { recordFail, show } from './errors.js';
import { LIMITS, nameProblem } from '../../../kit/records/limits.js';
import { isPlainObject } from './schema.js';

class FrameFault extends Error {
  constructor(readonly where: string, what: string) {
    super(`${where} ${what}`);
  }
}
const bad = (where: string, what: string): never => {
  throw new FrameFault(where, what);
};

function keys(v: unknown, where: string, required: readonly string[], optional: readonly string[] = []): Record<string, unknown> {
  if (!isPlainObject(v)) bad(where, `must be an object, got ${show(v)}`);
  const o = v as Record<string, unknown>;
  for (const k of Object.keys(o)) if (!required.includes(k) && !optional.includes(k)) bad(`${where}.${k}`, 'is not a field of a position');
  for (const k of required) if (!Object.prototype.hasOwnProperty.call(o, k)) bad(`${where}.${k}`, 'is missing');
  return o;
}
function list(v: unknown, where: string, max: number, exact?: number): unknown[] {
  if (!Array.isArray(v)) bad(where, `must be an array, got ${show(v)}`);
  const a = v as unknown[];
  if (exact !== undefined && a.length !== exact) bad(where, `must have ${exact} entries, has ${a.length}`);
  if (a.length > max) bad(where, `has ${a.length} entries, at most ${max}`);
  return a;
}
function int(v: unknown, where: string, min: number, max: number): number {
  if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > max || Object.is(v, -0)) bad(where, `must be a whole number ${min}–${max}, got ${show(v)}`);
  return v as number;
}
function bool(v: unknown, where: string): void {
  if (typeof v !== 'boolean') bad(where, `must be true or false, got ${show(v)}`);
}
function oneOf(v: unknown, where: string, values: readonly unknown[]): void {
  if (!values.includes(v)) bad(where, `must be one of ${values.map((x) => JSON.stringify(x)).join(', ')}, got ${show(v)}`);
}
const card = (v: unknown, w: string) => int(v, w, 0, DECK_SIZE - 1);
const faceDown = (v: unknown, w: string) => {
  if (v !== HIDDEN) bad(w, `must be face down (${HIDDEN}) in a spectator's view, got ${show(v)}`);
};
const tile = (v: unknown, w: string) => int(v, w, 0, UPGRADE_TILES.length - 1);
const orNull = (f: (v: unknown, w: string) => unknown) => (v: unknown, w: string) => (v === null ? null : f(v, w));
const each = (a: unknown[], w: string, f: (v: unknown, w: string) => unknown) => a.forEach((x, i) => f(x, `${w}[${i}]`));

const PHASES = ['roll', 'place', 'activate', 'prepare', 'lastExchanges', 'gameOver'];
/** The fields of each decision besides `kind` and `seat`. */
const DECISION_FIELDS: Record<string, readonly string[]> = {
  roll: [], reroll: ['tiles'], place: [], campReroll: ['remaining'], templeCards: ['space', 'choose'], keepDrawn: ['cards'],
  blackMarket: [], chooseUpgrade: ['space'], discardUpgrade: ['tiles'], deliver: ['limit', 'where'], prepare: [], lastExchanges: [],
  gameOver: [],
};
const TABLE_DECISIONS = ['roll', 'prepare', 'gameOver'];

function checkSeats(s: Record<string, unknown>, known: Set<number>, trackEnd: number): number {
  const seats = list(s.seats, 'seats', MAX_SEATS);
  if (seats.length < MIN_SEATS) bad('seats', `must list ${MIN_SEATS}–${MAX_SEATS} seats`);
  seats.forEach((raw, i) => {
    const w = `seats[${i}]`;
    const st = keys(raw, w, ['name', 'coins', 'score', 'discovery', 'hand', 'meeples', 'upgrades', 'upgradeDiscard', 'rerollsUsed']);
    if (nameProblem(st.name)) bad(`${w}.name`, `must be a name of 1–${LIMITS.nameChars} characters`);
    int(st.coins, `${w}.coins`, 0, 9999);
    int(st.score, `${w}.score`, 0, 9999);
    int(st.discovery, `${w}.discovery`, 0, trackEnd);
    each(list(st.hand, `${w}.hand`, DECK_SIZE), `${w}.hand`, (c, p) => {
      if (c !== HIDDEN && !known.has(card(c, p))) bad(p, `is a card of a hidden hand the table never saw (${show(c)}): a spectator's view has ${HIDDEN} there`);
    });
    each(list(st.meeples, `${w}.meeples`, 16), `${w}.meeples`, (m, p) => {
      const mp = keys(m, p, ['id', 'character', 'face', 'placed']);
      if (mp.id !== Number(p.slice(p.lastIndexOf('[') + 1, -1))) bad(`${p}.id`, 'must be its place in the list');
      bool(mp.character, `${p}.character`);
      oneOf(mp.face, `${p}.face`, FACES);
      bool(mp.placed, `${p}.placed`);
    });
    each(list(st.upgrades, `${w}.upgrades`, 2), `${w}.upgrades`, tile);
    each(list(st.upgradeDiscard, `${w}.upgradeDiscard`, UPGRADE_TILES.length), `${w}.upgradeDiscard`, tile);
    each(list(st.rerollsUsed, `${w}.rerollsUsed`, UPGRADE_KINDS.length), `${w}.rerollsUsed`, (k, p) => oneOf(k, p, UPGRADE_KINDS));
  });
  return seats.length;
}

function checkBoard(raw: unknown, holder: (v: unknown, w: string) => unknown): void {
  const b = keys(raw, 'board', ['temple', 'surroundings', 'upgradeDisplay', 'stela', 'templeSpaces', 'villageSpaces', 'bids', 'ships', 'camp', 'harbor']);
  each(list(b.temple, 'board.temple', TEMPLE_DISPLAY_SIZE, TEMPLE_DISPLAY_SIZE), 'board.temple', orNull(card));
  const sur = keys(b.surroundings, 'board.surroundings', SURROUNDINGS);
  for (const id of SURROUNDINGS) each(list(sur[id], `board.surroundings.${id}`, 8), `board.surroundings.${id}`, orNull(card));
  each(list(b.upgradeDisplay, 'board.upgradeDisplay', 3), 'board.upgradeDisplay', orNull(tile));
  const occupant = (v: unknown, w: string) => {
    const o = keys(v, w, ['holder', 'meeple']);
    holder(o.holder, `${w}.holder`);
    int(o.meeple, `${w}.meeple`, 0, 15);
  };
  const bid = (v: unknown, w: string) => {
    const o = keys(v, w, ['holder', 'meeples', 'color']);
    holder(o.holder, `${w}.holder`);
    each(list(o.meeples, `${w}.meeples`, 16), `${w}.meeples`, (m, p) => int(m, p, 0, 15));
    oneOf(o.color, `${w}.color`, [null, 'adventurer', 'archaeologist']);
  };
  const spot = (v: unknown, w: string) => {
    const o = keys(v, w, ['seat', 'meeple']);
    holder(o.seat, `${w}.seat`);
    int(o.meeple, `${w}.meeple`, 0, 15);
  };
  orNull(occupant)(b.stela, 'board.stela');
  each(list(b.templeSpaces, 'board.templeSpaces', TEMPLE_SPACE_COUNT, TEMPLE_SPACE_COUNT), 'board.templeSpaces', orNull(occupant));
  each(list(b.villageSpaces, 'board.villageSpaces', 3), 'board.villageSpaces', orNull(occupant));
  const bids = keys(b.bids, 'board.bids', [...SURROUNDINGS, 'black_market']);
  for (const id of [...SURROUNDINGS, 'black_market']) orNull(bid)(bids[id], `board.bids.${id}`);
  each(list(b.ships, 'board.ships', 4), 'board.ships', orNull(bid));
  each(list(b.camp, 'board.camp', 5 * 16), 'board.camp', spot);
  each(list(b.harbor, 'board.harbor', 5 * 16), 'board.harbor', spot);
}

/** Checks one frame; returns it (as a GameState) or throws FrameFault. */
function checkFrameOrThrow(value: unknown): GameState {
  const s = keys(value, 'the position', ['version', 'seats', 'firstPlayer', 'round', 'phase', 'decision', 'flow', 'gains', 'board', 'deck',
    'discard', 'known', 'upgradePile', 'automaton', 'rollQueue', 'rng', 'hidden'], ['rules']);
  if (s.version !== 1) bad('version', `must be 1, got ${show(s.version)}`);
  if (s.hidden !== true) bad('hidden', "must be true: a spectator record holds spectators' views only");
  const knownList = list(s.known, 'known', DECK_SIZE);
  each(knownList, 'known', card);
  let rules = null;
  try {
    rules = s.rules === undefined || s.rules === null ? null : checkRuleSet(s.rules);
  } catch (e) {
    if (e instanceof RuleError) bad('rules', e.message);
    throw e;
  }
  const n = checkSeats(s, new Set(knownList as number[]), rulesOf({ rules }).trackEnd);
  const seat = (v: unknown, w: string) => int(v, w, 0, n - 1);
  const holder = (v: unknown, w: string) => (v === AUTOMATON ? v : seat(v, w));
  seat(s.firstPlayer, 'firstPlayer');
  int(s.round, 'round', 1, ROUNDS);
  oneOf(s.phase, 'phase', PHASES);
  const kind = isPlainObject(s.decision) ? s.decision.kind : undefined;
  if (typeof kind !== 'string' || !Object.prototype.hasOwnProperty.call(DECISION_FIELDS, kind)) bad('decision.kind', `is not a decision, got ${show(kind)}`);
  const d = keys(s.decision, 'decision', ['kind', 'seat', ...DECISION_FIELDS[kind as string]!]);
  if (TABLE_DECISIONS.includes(kind as string)) {
    if (d.seat !== null) bad('decision.seat', `must be null for a ${kind as string} decision`);
  } else seat(d.seat, 'decision.seat');
  if (d.tiles !== undefined) each(list(d.tiles, 'decision.tiles', UPGRADE_TILES.length), 'decision.tiles', kind === 'reroll' ? (k, p) => oneOf(k, p, UPGRADE_KINDS) : tile);
  if (d.remaining !== undefined) int(d.remaining, 'decision.remaining', 0, 16);
  if (d.space !== undefined) int(d.space, 'decision.space', 0, 7);
  if (d.choose !== undefined) int(d.choose, 'decision.choose', 0, TEMPLE_DISPLAY_SIZE);
  if (d.cards !== undefined) each(list(d.cards, 'decision.cards', 4), 'decision.cards', faceDown);
  if (d.limit !== undefined) int(d.limit, 'decision.limit', 0, DECK_SIZE);
  if (d.where !== undefined) oneOf(d.where, 'decision.where', ['harbor', 'ship']);
  const f = keys(s.flow, 'flow', ['rolled', 'rerollSeats', 'turn', 'campRerolls', 'step', 'harborQueue', 'drawn']);
  bool(f.rolled, 'flow.rolled');
  each(list(f.rerollSeats, 'flow.rerollSeats', MAX_SEATS), 'flow.rerollSeats', seat);
  holder(f.turn, 'flow.turn');
  int(f.campRerolls, 'flow.campRerolls', 0, 16);
  int(f.step, 'flow.step', 0, 99);
  each(list(f.harborQueue, 'flow.harborQueue', 5 * 16), 'flow.harborQueue', seat);
  each(list(f.drawn, 'flow.drawn', 4), 'flow.drawn', faceDown);
  each(list(s.gains, 'gains', UPGRADE_TILES.length), 'gains', (g, p) => {
    const o = keys(g, p, ['seat', 'tile']);
    seat(o.seat, `${p}.seat`);
    tile(o.tile, `${p}.tile`);
  });
  checkBoard(s.board, holder);
  each(list(s.deck, 'deck', DECK_SIZE), 'deck', faceDown);
  each(list(s.discard, 'discard', DECK_SIZE), 'discard', card);
  each(list(s.upgradePile, 'upgradePile', UPGRADE_TILES.length), 'upgradePile', faceDown);
  if (s.automaton !== null) {
    const a = keys(s.automaton, 'automaton', ['deck', 'card', 'played']);
    each(list(a.deck, 'automaton.deck', AUTOMATON_CARD_COUNT), 'automaton.deck', faceDown);
    orNull((v, w) => int(v, w, 0, AUTOMATON_CARD_COUNT - 1))(a.card, 'automaton.card');
    each(list(a.played, 'automaton.played', AUTOMATON_CARD_COUNT), 'automaton.played', (v, w) => int(v, w, 0, AUTOMATON_CARD_COUNT - 1));
  }
  list(s.rollQueue, 'rollQueue', 0, 0);
  const rng = keys(s.rng, 'rng', ['s']);
  each(list(rng.s, 'rng.s', 4, 4), 'rng.s', (v, w) => {
    if (v !== 0) bad(w, 'must be 0: a spectator record holds no generator state');
  });
  const game = value as GameState;
  try {
    scoreBreakdown(game);
  } catch (e) {
    bad('the position', `cannot be scored by the engine (${e instanceof Error ? e.message.slice(0, 120) : 'error'})`);
  }
  return game;
}

/**
 * Checks a spectator record's frame (a public position). Throws RecordError BAD_FIELD at `path`, the
 * message naming the field inside the position (`seats[1].hand[0] is a card of a hidden hand…`).
 */
export function checkFrame(value: unknown, path: string): GameState {
  try {
    return checkFrameOrThrow(value);
  } catch (e) {
    if (e instanceof FrameFault) recordFail('BAD_FIELD', `the position is not a spectator's view: ${e.message}`, path);
    throw e;
  }
}
