/**
 * The rulebook's setup for 2–5 seats (`setUpGame`), with a hook for a `scenario` that fixes anything a
 * test or a tutorial needs (deck order, rolls, hands, coins…). The scenario's checking and its pieces
 * live in scenario.ts, which the public `newGame` (index.ts) always brings; the board's statechart
 * creates games with `setUpGame` alone and loads scenario.ts only for a board given a scenario
 * (`useScenarioSupport`), so a plain embed never downloads it.
 */
import {
  MAX_SEATS, MIN_SEATS, TEMPLE_DISPLAY_SIZE, TEMPLE_SPACE_COUNT, SURROUNDING_CARDS, shipCount, type Face, type SurroundingId,
} from './data.js';
import { rulesOf, SHIPPED_RULES, type Rules, type RuleSet } from './ruleset.js';
import { fail } from './errors.js';
import { nextInt, seedRng, shuffle } from '../../../kit/random.js';
import type { GameState, SeatState } from './types.js';
import { mapped } from './state.js';
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
  /**
   * The rule-set to play under (a `quetzal-rules` document, see the README "Printed values"); default:
   * the shipped one. Checked first: an incoherent one is refused with RuleError BAD_RULESET.
   */
  rules?: RuleSet;
}

/**
 * A scenario checked and turned into pieces (scenario.ts): what the setup takes instead of drawing.
 * `undefined` in a slot: dealt from the deck; `null`: left empty.
 */
export interface ScenarioPlan {
  firstPlayer: number | undefined;
  round: number;
  /** Per seat (at most the number of seats): the values set, the pieces given. */
  seats: { coins?: number; score?: number; discovery?: number; hand: number[]; upgrades: number[]; upgradeDiscard: number[] }[];
  temple: (number | null | undefined)[];
  surroundings: Record<SurroundingId, (number | null | undefined)[]>;
  discard: number[];
  /** Top of the deck, top first. */
  deckTop: number[];
  /** The cards no field took, in id order: shuffled into the deck. */
  cardsLeft: number[];
  upgradeDisplay: (number | null | undefined)[];
  /** Top of the Upgrade pile, top first. */
  pileTop: number[];
  /** The tiles no field took, in id order. */
  tilesLeft: number[];
  /** Automaton cards on top of their deck (indexes in the rule-set's automaton cards), top first. */
  automatonTop: number[];
  rolls: Face[];
}

/** Checks a scenario for a game of `seats` seats under `rules` (RuleError BAD_OPTIONS naming the field at fault). */
export type ScenarioSupport = (scenario: Scenario, seats: number, rules: Rules) => ScenarioPlan;

/**
 * Checks a rule-set document (ruleset-check.ts): the checked, frozen copy the game keeps, or null when it
 * is the shipped set's values; RuleError BAD_RULESET otherwise.
 */
export type RuleSetCheck = (doc: unknown) => RuleSet | null;

let ruleSetCheck: RuleSetCheck | undefined;

/** Makes `setUpGame` accept custom rule-sets (the board calls it once it has loaded the check). */
export function useRuleSetCheck(check: RuleSetCheck): void {
  ruleSetCheck = check;
}

let loaded: ScenarioSupport | undefined;

/** Makes `setUpGame` accept scenarios without being handed scenario.ts's `planScenario` (the board, once it loaded it). */
export function useScenarioSupport(support: ScenarioSupport): void {
  loaded = support;
}

/** Whether `setUpGame` accepts a scenario without being handed its support. */
export function hasScenarioSupport(): boolean {
  return loaded !== undefined;
}

/**
 * [f(0), …, f(n - 1)], built by push: Array.from with a length is several times slower in V8, and newGame is
 * on the simulations' hot path. The seats, the decks and the pile are built so too, not by map(): once V8
 * optimizes newGame (after a thousand games or so), its map() returns holey arrays, another hidden class
 * than the interpreter's, and nearly every optimized engine function (all read the seats) was thrown away
 * and compiled again — about 40 deoptimizations at once, a large part of the first few thousand games' time.
 */
function list<T>(n: number, f: (i: number) => T): T[] {
  const out: T[] = [];
  for (let i = 0; i < n; i++) out.push(f(i));
  return out;
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

/**
 * Starts a game: the rulebook's setup, then the scenario's overrides, then the first decision — as
 * `newGame` does, with the scenario checked by `support` (default: the one `useScenarioSupport` gave).
 * A scenario without any support is a programming error (plain Error): load scenario.ts first.
 */
export function setUpGame(options: NewGameOptions = {}, support: ScenarioSupport | undefined = loaded, check: RuleSetCheck | undefined = ruleSetCheck): GameState {
  if (typeof options !== 'object' || options === null) fail('BAD_OPTIONS', 'options must be an object');
  let doc: RuleSet | null = null;
  if (options.rules !== undefined && options.rules !== SHIPPED_RULES) {
    if (!check) throw new Error('rules: useRuleSetCheck(checkRuleSet) first');
    doc = check(options.rules);
  }
  const r = rulesOf({ rules: doc });
  const names = seatNames(options);
  const n = names.length;
  const sc = options.scenario ?? undefined;
  if (sc !== undefined && typeof sc !== 'object') fail('BAD_OPTIONS', 'scenario must be an object');
  const seed = options.seed ?? Math.floor(Math.random() * 2 ** 32);
  if (typeof seed !== 'string' && typeof seed !== 'number') fail('BAD_OPTIONS', 'seed must be a string or a number');
  const rng = seedRng(seed);
  let plan: ScenarioPlan | undefined;
  if (sc !== undefined) {
    if (!support) throw new Error('a scenario needs its support: useScenarioSupport(planScenario) from rules/scenario.js first');
    plan = support(sc, n, r);
  }

  const firstPlayer = plan?.firstPlayer ?? nextInt(rng, n);
  const team = r.teamMeeples[n as 2]!;
  const seats: SeatState[] = list(n, (i) => {
    const ss = plan?.seats[i];
    return {
      name: names[i]!,
      coins: ss?.coins ?? r.startingCoins[(i - firstPlayer + n) % n]!,
      score: ss?.score ?? 0,
      discovery: ss?.discovery ?? 0,
      hand: ss ? ss.hand : [],
      meeples: list(team + 1, (id) => ({ id, character: id === team, face: 'side' as Face, placed: false })),
      upgrades: ss ? ss.upgrades : [],
      upgradeDiscard: ss ? ss.upgradeDiscard : [],
      rerollsUsed: [],
    };
  });

  // The rest of the deck is shuffled; board slots the scenario left open are dealt from it.
  const rest = shuffle(rng, plan ? plan.cardsLeft : mapped(r.cards, (c) => c.id));
  const deal = (slot: number | null | undefined): number | null => (slot === undefined ? rest.pop() ?? null : slot);
  const open = (fixed: (number | null | undefined)[] | undefined, size: number) => list(size, (i) => deal(fixed?.[i]));
  const board: GameState['board'] = {
    temple: open(plan?.temple, TEMPLE_DISPLAY_SIZE),
    surroundings: {
      quarry: open(plan?.surroundings.quarry, SURROUNDING_CARDS),
      small_temple: open(plan?.surroundings.small_temple, SURROUNDING_CARDS),
      ruins: open(plan?.surroundings.ruins, SURROUNDING_CARDS),
    },
    upgradeDisplay: [],
    stela: null,
    templeSpaces: list(TEMPLE_SPACE_COUNT, () => null),
    villageSpaces: list(n === 2 ? r.village.spaces2p : r.village.costs.length, () => null),
    bids: { quarry: null, small_temple: null, ruins: null, black_market: null },
    ships: list(shipCount(n), () => null),
    camp: [],
    harbor: [],
  };
  const deck = plan ? rest.concat(plan.deckTop.slice().reverse()) : rest;

  // Upgrades: display slots, then the pile (scenario tiles on top of a shuffled rest).
  const pile = shuffle(rng, plan ? plan.tilesLeft : mapped(r.tiles, (t) => t.id));
  board.upgradeDisplay = list(n === 2 ? r.upgradeDisplay.size2p : r.upgradeDisplay.size, (i) => {
    const slot = plan?.upgradeDisplay[i];
    return slot === undefined ? pile.pop() ?? null : slot;
  });
  const upgradePile = plan ? pile.concat(plan.pileTop.slice().reverse()) : pile;

  let automaton: GameState['automaton'] = null;
  if (n === 2) {
    const top = plan?.automatonTop ?? [];
    const others: number[] = []; // by push, as list() explains
    for (let k = 0; k < r.automaton.cards.length; k++) if (!top.includes(k)) others.push(k);
    shuffle(rng, others);
    automaton = { deck: others.concat(top.slice().reverse()), card: null };
  }

  const state: GameState = {
    version: 1,
    seats,
    firstPlayer,
    round: plan?.round ?? 1,
    phase: 'roll',
    decision: { kind: 'roll', seat: null },
    flow: { rolled: false, rerollSeats: [], turn: firstPlayer, campRerolls: 0, step: 0, harborQueue: [], drawn: [] },
    gains: [],
    board,
    deck,
    discard: plan ? plan.discard : [],
    known: [],
    upgradePile,
    automaton,
    rollQueue: plan ? plan.rolls.slice() : [],
    rng,
    hidden: false,
    rules: doc,
  };
  if (automaton) placeAutomaton(state, null);
  advance(state, null);
  return state;
}
