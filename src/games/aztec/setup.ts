/**
 * newGame: the rulebook's setup (the temple, the Artifact deck shuffled, a stone on each Curse card, a
 * Character and 2 stones per seat, 5 Jewel cards dealt to each seat as its face-down deck), then the
 * scenario's overrides, then round 1's first step. Every seat's record of past reveals starts empty (or
 * as the scenario sets it). Everything random comes from the seed, in a fixed order: the Characters not
 * named, the Jewel cards, the Artifact deck.
 */
import { seedRng, shuffle } from '../../kit/random.js';
import { seatsFrom } from '../../kit/seats.js';
import { DEFAULT_FIRST_PLAYER, ROUNDS } from './data.js';
import { fail, RuleError } from './errors.js';
import { rulesOf, SHIPPED_RULES, type AztecRuleSet } from './rules.js';
import { checkRuleSet } from './rules-check.js';
import { planScenario, type AztecScenario, type CharacterRef, type ScenarioPlan } from './scenario.js';
import { startRound } from './round.js';
import type { AztecSeat, AztecState, Jewels } from './types.js';

export interface AztecOptions {
  /** Number of seats (3–6, the rule-set's range; default 3, or the number of `seats`). */
  players?: number;
  /** Seat names, in seat order (clockwise). */
  seats?: string[];
  /** The seed of every shuffle (default: a random one). */
  seed?: string | number;
  /** The rule-set to play under (an `aztec-rules` document); default: the shipped one. Checked first (BAD_RULESET). */
  rules?: AztecRuleSet;
  /** Each seat's Character (index or name), in seat order; a seat left out (or null) is dealt one at random. */
  characters?: (CharacterRef | null)[];
  /** Fixes cards, Characters, stashes, stones, Artifacts, past reveals, the round and the first player (scenario.ts). */
  scenario?: AztecScenario;
}

/** The ids 0..n-1 (the list of an n-seat table's seats): the cards before they are shuffled. */
const ids = (n: number) => seatsFrom(0, n);

const OPTION_FIELDS = ['players', 'seats', 'seed', 'rules', 'characters', 'scenario'];

/** The options' own fields, read once (newGame turns a getter or a Proxy that throws into BAD_OPTIONS). */
function readOptions(options: unknown): AztecOptions {
  if (typeof options !== 'object' || options === null || Array.isArray(options)) fail('BAD_OPTIONS', 'options must be an object');
  const o = options as Record<string, unknown>;
  for (const key of Object.keys(o)) {
    if (!OPTION_FIELDS.includes(key)) fail('BAD_OPTIONS', `${key}: unknown option (${OPTION_FIELDS.join(', ')})`);
  }
  const own = (key: string) => (Object.prototype.hasOwnProperty.call(o, key) ? o[key] : undefined);
  return {
    players: own('players'), seats: own('seats'), seed: own('seed'), rules: own('rules'), characters: own('characters'), scenario: own('scenario'),
  } as AztecOptions;
}

function seatNames(o: AztecOptions, min: number, max: number): string[] {
  if (o.seats !== undefined) {
    if (!Array.isArray(o.seats)) fail('BAD_OPTIONS', 'seats must be an array of names');
    o.seats.forEach((name, i) => {
      if (typeof name !== 'string' || name.trim() === '') fail('BAD_OPTIONS', `seats[${i}] must be a non-empty name`);
    });
    if (o.players !== undefined && o.players !== o.seats.length) fail('BAD_OPTIONS', `players is ${JSON.stringify(o.players)} but ${o.seats.length} seat names were given`);
  }
  const n = o.players ?? o.seats?.length ?? min;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < min || n > max) fail('BAD_OPTIONS', `players must be ${min}–${max}, got ${JSON.stringify(n)}`);
  if (o.seats) return o.seats.map((name) => name.trim());
  const names: string[] = [];
  for (let i = 0; i < n; i++) names.push(`Player ${i + 1}`);
  return names;
}

/** Each seat's Character, or -1 where it is dealt: the options' and the scenario's, which must agree. */
function namedCharacters(o: AztecOptions, n: number, plan: ScenarioPlan | null, names: readonly string[]): number[] {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push(plan?.seats[i]!.character ?? -1);
  if (o.characters === undefined) return out;
  if (!Array.isArray(o.characters) || o.characters.length > n) fail('BAD_OPTIONS', `characters must be an array of at most ${n} Characters (index or name, or null)`);
  o.characters.forEach((ref, i) => {
    if (ref === null || ref === undefined) return;
    const k = typeof ref === 'string' ? names.indexOf(ref) : ref;
    if (typeof k !== 'number' || !Number.isInteger(k) || k < 0 || k >= names.length) {
      fail('BAD_OPTIONS', `characters[${i}]: no Character ${JSON.stringify(ref)} (0–${names.length - 1} or ${names.join(', ')})`);
    }
    if (out[i]! >= 0 && out[i] !== k) fail('BAD_OPTIONS', `characters[${i}]: the scenario gives this seat ${names[out[i]!]}`);
    out[i] = k;
  });
  out.forEach((k, i) => {
    if (k >= 0 && out.indexOf(k) !== i) fail('BAD_OPTIONS', `characters[${i}]: ${names[k]} is already seat ${out.indexOf(k)}'s`);
  });
  return out;
}

/**
 * Starts a game (see AztecOptions). Bad options get RuleError BAD_OPTIONS (BAD_RULESET for the rule-set),
 * naming the field; anything else an option throws while it is read (a getter, a Proxy) is BAD_OPTIONS too.
 */
export function newGame(options: AztecOptions = {}): AztecState {
  try {
    return setUp(readOptions(options));
  } catch (e) {
    if (e instanceof RuleError) throw e;
    return fail('BAD_OPTIONS', `options could not be read (${e instanceof Error ? e.message : String(e)})`);
  }
}

function setUp(o: AztecOptions): AztecState {
  const doc = o.rules === undefined || o.rules === SHIPPED_RULES ? null : checkRuleSet(o.rules);
  const r = rulesOf({ rules: doc });
  const names = seatNames(o, r.players.min, r.players.max);
  const n = names.length;
  const seed = o.seed ?? Math.floor(Math.random() * 2 ** 32);
  if ((typeof seed !== 'string' && typeof seed !== 'number') || seed !== seed) fail('BAD_OPTIONS', 'seed must be a string or a number');
  const plan = o.scenario === undefined ? null : planScenario(o.scenario, n, r);
  const rng = seedRng(seed);

  // Characters: the named ones, then the others dealt at random from those left (DEFAULT).
  const characterNames = r.characters.map((c) => c.name);
  const character = namedCharacters(o, n, plan, characterNames);
  const free: number[] = [];
  for (let k = 0; k < characterNames.length; k++) if (!character.includes(k)) free.push(k);
  shuffle(rng, free);
  for (let i = 0; i < n; i++) if (character[i]! < 0) character[i] = free.pop()!;

  // Jewel cards: each seat's deck (the scenario's on top), one card for each round left, dealt from the shuffled rest.
  const pile = shuffle(rng, plan ? plan.jewelCardsLeft : ids(r.jewelCards.length));
  const round = plan?.round ?? 1;
  const cards = ROUNDS - round + 1;
  const seats: AztecSeat[] = [];
  let stonesHeld = 0;
  for (let i = 0; i < n; i++) {
    const ss = plan?.seats[i];
    const deck = ss ? ss.deck.slice() : [];
    while (deck.length < cards) deck.push(pile.pop()!);
    const stones = ss?.stones ?? r.setup.stonesPerSeat;
    stonesHeld += stones;
    seats.push({
      name: names[i]!,
      character: character[i]!,
      deck,
      card: null,
      pick: null,
      taken: null,
      token: null,
      revealed: false,
      reveals: ss?.reveals ? { truths: ss.reveals.truths, lies: ss.reveals.lies } : { truths: 0, lies: 0 },
      stash: ss?.stash ? [ss.stash[0], ss.stash[1], ss.stash[2]] : [0, 0, 0],
      stones,
      artifacts: ss ? ss.artifacts.slice() : [],
      used: [],
      knows: [],
    });
  }
  const artifactDeck = shuffle(rng, plan ? plan.artifactsLeft : ids(r.artifactCards.length));
  const temple: Jewels = [r.jewels[0], r.jewels[1], r.jewels[2]];
  for (let i = 0; i < n; i++) {
    const stash = seats[i]!.stash;
    temple[0] -= stash[0];
    temple[1] -= stash[1];
    temple[2] -= stash[2];
  }
  const perCurse = r.setup.stonesPerCurse;
  const curses: Jewels = plan?.curses ? [plan.curses[0], plan.curses[1], plan.curses[2]] : [perCurse, perCurse, perCurse];
  const state: AztecState = {
    version: 1,
    game: 'aztec',
    seats,
    round,
    firstPlayer: plan?.firstPlayer ?? DEFAULT_FIRST_PLAYER,
    step: 'collect',
    decision: { kind: 'collect', seats: [], secret: true },
    temple,
    curses,
    // The supply: every stone not on a seat or a Curse card (a bank: it may go below 0, DEFAULT).
    supply: r.stones - stonesHeld - curses[0] - curses[1] - curses[2],
    artifactDeck: plan ? plan.artifactTop.concat(artifactDeck) : artifactDeck,
    gains: [],
    drawn: [],
    rng,
    hidden: false,
    viewer: null,
    rules: doc,
  };
  startRound(state, null);
  return state;
}
