/**
 * newGame: the setup of the rulebook for 2–5 seats, and the optional `scenario` that fixes anything a
 * test or a tutorial needs (deck order, rolls, hands, coins…). A scenario is validated before use:
 * an impossible one throws RuleError BAD_OPTIONS naming the field at fault.
 */
import {
  ARTIFACT_TYPES, AUTOMATON_CARDS, CARD_BONUSES, DECK_SIZE, DISCOVERY_TRACK_END, FACES, MAX_SEATS,
  MIN_SEATS, ROUNDS, STARTING_COINS, SURROUNDINGS, SURROUNDING_CARDS, TEAM_MEEPLES, TEMPLE_DISPLAY_SIZE,
  TEMPLE_SPACES, UPGRADES, UPGRADE_DISPLAY_SIZE, UPGRADE_DISPLAY_SIZE_2P, UPGRADE_KINDS, UPGRADE_PERMANENT_SLOTS,
  VILLAGE_COSTS, VILLAGE_SPACES_2P, shipCount, type Face, type SurroundingId,
} from './data.js';
import { CARDS, UPGRADE_TILES, upgradeKind } from './catalog.js';
import { fail } from './errors.js';
import { nextInt, seedRng, shuffle } from './random.js';
import type { GameState, SeatState } from './types.js';
import { placeAutomaton } from './automaton.js';
import { advance } from './flow.js';

/** A card: its id (0–74), or "type" (no bonus) / "type:bonus", e.g. "statuette:discovery". */
export type CardRef = number | string;
/** An Upgrade tile: its id (0–23) or its kind, e.g. "U04". */
export type UpgradeRef = number | string;

export interface SeatScenario {
  coins?: number;
  score?: number;
  discovery?: number;
  hand?: CardRef[];
  upgrades?: UpgradeRef[];
  upgradeDiscard?: UpgradeRef[];
}

export interface Scenario {
  /** Seat holding the First Player marker (default: drawn at random). */
  firstPlayer?: number;
  /** Round to start in, 1–5 (default 1). */
  round?: number;
  /** Cards on top of the deck, top first: the next cards drawn, in this order. */
  deck?: CardRef[];
  /** The 8 Temple display slots (null = empty); unlisted slots are dealt from the deck. */
  temple?: (CardRef | null)[];
  surroundings?: Partial<Record<SurroundingId, (CardRef | null)[]>>;
  /** Cards already in the common discard. */
  discard?: CardRef[];
  upgradeDisplay?: (UpgradeRef | null)[];
  /** Tiles on top of the Upgrade pile, top first. */
  upgradePile?: UpgradeRef[];
  /** 2 players: Automaton cards on top of their deck, top first, by id ("A1"…"A10"). */
  automatonCards?: string[];
  /** Roll outcomes used, in order, before the generator: seats from the first player, meeples by id. */
  rolls?: Face[];
  seats?: SeatScenario[];
}

export interface NewGameOptions {
  /** Number of seats, 2–5 (default 2, or the length of `seats`). */
  players?: number;
  /** Seat names, in seat order. */
  seats?: string[];
  seed?: string | number;
  scenario?: Scenario;
}

/** [f(0), …, f(n - 1)] (Array.from with a length is several times slower in V8, and newGame is on the simulations' hot path). */
function list<T>(n: number, f: (i: number) => T): T[] {
  const out: T[] = [];
  for (let i = 0; i < n; i++) out.push(f(i));
  return out;
}

const CARD_NAME = /^(pottery|weapon|tablet|statuette|mummy)(?::(none|coin|discovery|vp))?$/;

function bad(field: string, message: string): never {
  fail('BAD_OPTIONS', `scenario.${field}: ${message}`);
}

/**
 * Hands out physical pieces (cards or Upgrade tiles) to scenario references, so none is used twice.
 * A reference is an id or a name; `byName` finds the unused piece a name stands for.
 */
class Pool<T extends { id: number }> {
  private readonly used: Uint8Array;
  constructor(
    private readonly pieces: readonly T[],
    private readonly what: string,
    private readonly byName: (ref: string, free: (p: T) => boolean, field: string) => T | undefined,
  ) {
    this.used = new Uint8Array(pieces.length);
  }
  take(ref: unknown, field: string): number {
    let id: number | undefined;
    if (typeof ref === 'number') {
      if (!Number.isInteger(ref) || ref < 0 || ref >= this.pieces.length) bad(field, `${this.what} id ${ref} is not 0–${this.pieces.length - 1}`);
      if (this.used[ref]) bad(field, `${this.what} ${ref} is used twice`);
      id = ref;
    } else if (typeof ref === 'string') {
      id = this.byName(ref, (p) => !this.used[p.id], field)?.id;
    }
    if (id === undefined) bad(field, `unknown ${this.what} ${JSON.stringify(ref)}`);
    this.used[id] = 1;
    return id;
  }
  takeAll(refs: unknown, field: string): number[] {
    if (!Array.isArray(refs)) bad(field, `must be an array of ${this.what}s`);
    return refs.map((r, i) => this.take(r, `${field}[${i}]`));
  }
  unused(): number[] {
    const ids: number[] = [];
    for (const p of this.pieces) if (!this.used[p.id]) ids.push(p.id);
    return ids;
  }
}

function cardPool(): Pool<(typeof CARDS)[number]> {
  return new Pool(CARDS, 'card', (ref, free, field) => {
    const m = CARD_NAME.exec(ref);
    if (!m) bad(field, `unknown card "${ref}" (use e.g. "mummy" or "tablet:discovery")`);
    const bonus = m[2] ?? 'none';
    const card = CARDS.find((c) => c.type === m[1] && c.bonus === bonus && free(c));
    if (!card) bad(field, `no card "${ref}" left: the game has only ${CARDS.filter((c) => c.type === m[1] && c.bonus === bonus).length}`);
    return card;
  });
}

function tilePool(): Pool<(typeof UPGRADE_TILES)[number]> {
  return new Pool(UPGRADE_TILES, 'tile', (ref, free, field) => {
    if (!(UPGRADE_KINDS as readonly string[]).includes(ref)) bad(field, `unknown Upgrade ${JSON.stringify(ref)} (use "U01"…"U13" or a tile id)`);
    const tile = UPGRADE_TILES.find((t) => t.kind === ref && free(t));
    if (!tile) bad(field, `no ${ref} tile left: the game has only ${UPGRADES[ref as 'U01'].copies}`);
    return tile;
  });
}

function checkInt(value: unknown, field: string, min: number, max: number): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    bad(field, `must be a whole number from ${min} to ${max}, got ${JSON.stringify(value)}`);
  }
  return value;
}

function seatNames(options: NewGameOptions): string[] {
  if (options.seats !== undefined) {
    if (!Array.isArray(options.seats)) fail('BAD_OPTIONS', 'seats must be an array of names');
    options.seats.forEach((name, i) => {
      if (typeof name !== 'string' || name.trim() === '') fail('BAD_OPTIONS', `seats[${i}] must be a non-empty name`);
    });
    if (options.players !== undefined && options.players !== options.seats.length) {
      fail('BAD_OPTIONS', `players is ${options.players} but ${options.seats.length} seat names were given`);
    }
  }
  const n = options.players ?? options.seats?.length ?? 2;
  if (!Number.isInteger(n) || n < MIN_SEATS || n > MAX_SEATS) {
    fail('BAD_OPTIONS', `players must be ${MIN_SEATS}–${MAX_SEATS}, got ${JSON.stringify(n)}`);
  }
  return options.seats?.map((s) => s.trim()) ?? list(n, (i) => `Player ${i + 1}`);
}

/** Starts a game: the rulebook's setup, then the scenario's overrides, then the first decision. */
export function newGame(options: NewGameOptions = {}): GameState {
  if (typeof options !== 'object' || options === null) fail('BAD_OPTIONS', 'options must be an object');
  const names = seatNames(options);
  const n = names.length;
  const sc: Scenario = options.scenario ?? {};
  if (typeof sc !== 'object' || sc === null) fail('BAD_OPTIONS', 'scenario must be an object');
  const seed = options.seed ?? Math.floor(Math.random() * 2 ** 32);
  if (typeof seed !== 'string' && typeof seed !== 'number') fail('BAD_OPTIONS', 'seed must be a string or a number');
  const rng = seedRng(seed);

  const firstPlayer = sc.firstPlayer === undefined ? nextInt(rng, n) : checkInt(sc.firstPlayer, 'firstPlayer', 0, n - 1);
  const round = sc.round === undefined ? 1 : checkInt(sc.round, 'round', 1, ROUNDS);
  if (sc.seats !== undefined && (!Array.isArray(sc.seats) || sc.seats.length > n)) bad('seats', `must be an array of at most ${n} seats`);
  if (sc.rolls !== undefined && (!Array.isArray(sc.rolls) || sc.rolls.some((f) => !FACES.includes(f)))) {
    bad('rolls', `must be an array of ${FACES.join(' / ')}`);
  }

  // Cards fixed by the scenario first, so random dealing never uses them.
  const cards = cardPool();
  const tiles = tilePool();
  const seats: SeatState[] = names.map((name, i) => {
    const ss = sc.seats?.[i] ?? {};
    if (typeof ss !== 'object' || ss === null) bad(`seats[${i}]`, 'must be an object');
    const order = (i - firstPlayer + n) % n;
    const team = TEAM_MEEPLES[n]!;
    const seat: SeatState = {
      name,
      coins: ss.coins === undefined ? STARTING_COINS[order]! : checkInt(ss.coins, `seats[${i}].coins`, 0, 999),
      score: ss.score === undefined ? 0 : checkInt(ss.score, `seats[${i}].score`, 0, 999),
      discovery: ss.discovery === undefined ? 0 : checkInt(ss.discovery, `seats[${i}].discovery`, 0, DISCOVERY_TRACK_END),
      hand: ss.hand === undefined ? [] : cards.takeAll(ss.hand, `seats[${i}].hand`),
      meeples: list(team + 1, (id) => ({ id, character: id === team, face: 'side' as Face, placed: false })),
      upgrades: (ss.upgrades ?? []).map((r, k) => tiles.take(r, `seats[${i}].upgrades[${k}]`)),
      upgradeDiscard: (ss.upgradeDiscard ?? []).map((r, k) => tiles.take(r, `seats[${i}].upgradeDiscard[${k}]`)),
      rerollsUsed: [],
    };
    if (seat.upgrades.length > UPGRADE_PERMANENT_SLOTS) bad(`seats[${i}].upgrades`, `at most ${UPGRADE_PERMANENT_SLOTS} permanent Upgrades`);
    const kinds = seat.upgrades.map(upgradeKind);
    kinds.forEach((k, j) => {
      if (!UPGRADES[k].permanent) bad(`seats[${i}].upgrades[${j}]`, `${k} is an immediate Upgrade, it cannot sit in a slot`);
      if (kinds.indexOf(k) !== j) bad(`seats[${i}].upgrades`, `two identical permanent Upgrades (${k})`);
    });
    return seat;
  });

  const slots = <T>(list: (T | null)[] | undefined, size: number, field: string): (T | null)[] | undefined => {
    if (list === undefined) return undefined;
    if (!Array.isArray(list) || list.length > size) bad(field, `must be an array of at most ${size} slots`);
    return list;
  };
  const templeRefs = slots(sc.temple, TEMPLE_DISPLAY_SIZE, 'temple');
  const temple: (number | null | undefined)[] = list(TEMPLE_DISPLAY_SIZE, (i) =>
    templeRefs && i < templeRefs.length ? (templeRefs[i] === null ? null : cards.take(templeRefs[i], `temple[${i}]`)) : undefined);
  const surroundings = {} as Record<SurroundingId, (number | null | undefined)[]>;
  if (sc.surroundings !== undefined && (typeof sc.surroundings !== 'object' || sc.surroundings === null)) bad('surroundings', 'must be an object');
  for (const key of Object.keys(sc.surroundings ?? {})) {
    if (!(SURROUNDINGS as readonly string[]).includes(key)) bad('surroundings', `unknown location "${key}"`);
  }
  for (const loc of SURROUNDINGS) {
    const refs = slots(sc.surroundings?.[loc], SURROUNDING_CARDS, `surroundings.${loc}`);
    surroundings[loc] = list(SURROUNDING_CARDS, (i) =>
      refs && i < refs.length ? (refs[i] === null ? null : cards.take(refs[i], `surroundings.${loc}[${i}]`)) : undefined);
  }
  const discard = sc.discard === undefined ? [] : cards.takeAll(sc.discard, 'discard');
  const deckTop = sc.deck === undefined ? [] : cards.takeAll(sc.deck, 'deck');

  // The rest of the deck is shuffled; board slots the scenario left open are dealt from it.
  const rest = shuffle(rng, cards.unused());
  const deal = (slot: number | null | undefined): number | null => (slot === undefined ? rest.pop() ?? null : slot);
  const board: GameState['board'] = {
    temple: temple.map(deal),
    surroundings: {
      quarry: surroundings.quarry.map(deal),
      small_temple: surroundings.small_temple.map(deal),
      ruins: surroundings.ruins.map(deal),
    },
    upgradeDisplay: [],
    stela: null,
    templeSpaces: TEMPLE_SPACES.map(() => null),
    villageSpaces: list(n === 2 ? VILLAGE_SPACES_2P : VILLAGE_COSTS.length, () => null),
    bids: { quarry: null, small_temple: null, ruins: null, black_market: null },
    ships: list(shipCount(n), () => null),
    camp: [],
    harbor: [],
  };
  const deck = rest.concat(deckTop.slice().reverse());

  // Upgrades: display slots, then the pile (scenario tiles on top of a shuffled rest).
  const displaySize = n === 2 ? UPGRADE_DISPLAY_SIZE_2P : UPGRADE_DISPLAY_SIZE;
  const displayRefs = slots(sc.upgradeDisplay, displaySize, 'upgradeDisplay');
  const display: (number | null | undefined)[] = list(displaySize, (i) =>
    displayRefs && i < displayRefs.length ? (displayRefs[i] === null ? null : tiles.take(displayRefs[i], `upgradeDisplay[${i}]`)) : undefined);
  if (sc.upgradePile !== undefined && !Array.isArray(sc.upgradePile)) bad('upgradePile', 'must be an array');
  const pileTop = (sc.upgradePile ?? []).map((r, i) => tiles.take(r, `upgradePile[${i}]`));
  const pile = shuffle(rng, tiles.unused());
  board.upgradeDisplay = display.map((slot) => (slot === undefined ? pile.pop() ?? null : slot));
  const upgradePile = pile.concat(pileTop.slice().reverse());

  let automaton: GameState['automaton'] = null;
  if (n === 2) {
    const ids = AUTOMATON_CARDS.map((c) => c.id);
    if (sc.automatonCards !== undefined && !Array.isArray(sc.automatonCards)) bad('automatonCards', 'must be an array of card ids');
    const top = (sc.automatonCards ?? []).map((id, i) => {
      const k = ids.indexOf(id);
      if (k < 0) bad(`automatonCards[${i}]`, `unknown Automaton card ${JSON.stringify(id)} (A1…A10)`);
      return k;
    });
    if (new Set(top).size !== top.length) bad('automatonCards', 'a card is listed twice');
    const others = shuffle(rng, ids.map((_, k) => k).filter((k) => !top.includes(k)));
    automaton = { deck: others.concat(top.slice().reverse()), card: null };
  } else if (sc.automatonCards !== undefined) {
    bad('automatonCards', 'the Automaton plays only in 2-player games');
  }

  const state: GameState = {
    version: 1,
    seats,
    firstPlayer,
    round,
    phase: 'roll',
    decision: { kind: 'roll', seat: null },
    flow: { rolled: false, rerollSeats: [], turn: firstPlayer, campRerolls: 0, step: 0, harborQueue: [], drawn: [] },
    gains: [],
    board,
    deck,
    discard,
    known: [],
    upgradePile,
    automaton,
    rollQueue: sc.rolls ? sc.rolls.slice() : [],
    rng,
    hidden: false,
  };
  if (automaton) placeAutomaton(state, null);
  advance(state, null);
  return state;
}

/** The card names a scenario accepts, for error messages and docs. */
export const CARD_NAMES = /* @__PURE__ */ ARTIFACT_TYPES.flatMap((t) => CARD_BONUSES.map((b) => (b === 'none' ? t : `${t}:${b}`)));
