/**
 * Scenarios: the checking of a `scenario` in `newGame`'s options, and the pieces it fixes (cards and
 * Upgrade tiles named or numbered, none used twice). An impossible scenario throws RuleError
 * BAD_OPTIONS naming the field at fault. The setup itself is setup.ts's; this module is what the
 * public `newGame` adds to it, and what the board loads only when given a scenario.
 */
import {
  ARTIFACT_TYPES, CARD_BONUSES, FACES, IMMEDIATE_UPGRADES, ROUNDS, SURROUNDINGS, SURROUNDING_CARDS,
  TEMPLE_DISPLAY_SIZE, UPGRADE_KINDS, type SurroundingId,
} from './data.js';
import { fail } from './errors.js';
import type { Card, Rules, UpgradeTile } from './ruleset.js';
import { checkRuleSet } from './ruleset-check.js';
import { setUpGame, type NewGameOptions, type Scenario, type ScenarioPlan } from './setup.js';
import type { GameState } from './types.js';

/**
 * Starts a game: the rulebook's setup under the options' rule-set (default: the shipped one; checked),
 * then the scenario's overrides (checked), then the first decision.
 */
export function newGame(options: NewGameOptions = {}): GameState {
  return setUpGame(options, planScenario, checkRuleSet);
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

function cardPool(CARDS: readonly Card[]): Pool<Card> {
  return new Pool(CARDS, 'card', (ref, free, field) => {
    const m = CARD_NAME.exec(ref);
    if (!m) bad(field, `unknown card "${ref}" (use e.g. "mummy" or "tablet:discovery")`);
    const bonus = m[2] ?? 'none';
    const card = CARDS.find((c) => c.type === m[1] && c.bonus === bonus && free(c));
    if (!card) bad(field, `no card "${ref}" left: the game has only ${CARDS.filter((c) => c.type === m[1] && c.bonus === bonus).length}`);
    return card;
  });
}

function tilePool(r: Rules): Pool<UpgradeTile> {
  return new Pool(r.tiles, 'tile', (ref, free, field) => {
    if (!(UPGRADE_KINDS as readonly string[]).includes(ref)) bad(field, `unknown Upgrade ${JSON.stringify(ref)} (use "U01"…"U13" or a tile id)`);
    const tile = r.tiles.find((t) => t.kind === ref && free(t));
    if (!tile) bad(field, `no ${ref} tile left: the game has only ${r.upgrades[ref as 'U01'].copies}`);
    return tile;
  });
}

const SCENARIO_FIELDS = ['firstPlayer', 'round', 'deck', 'temple', 'surroundings', 'discard', 'upgradeDisplay', 'upgradePile', 'automatonCards', 'rolls', 'seats'];
const SEAT_FIELDS = ['coins', 'score', 'discovery', 'hand', 'upgrades', 'upgradeDiscard'];

/** Refuses a field the scenario format does not have (own fields: `constructor` is as unknown as `foo`). */
function knownFields(o: object, fields: readonly string[], prefix: string): void {
  for (const key of Object.keys(o)) if (!fields.includes(key)) bad(`${prefix}${key}`, `unknown field (fields: ${fields.join(', ')})`);
}

function checkInt(value: unknown, field: string, min: number, max: number): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    bad(field, `must be a whole number from ${min} to ${max}, got ${JSON.stringify(value)}`);
  }
  return value;
}

/**
 * A scenario for `n` seats, checked field by field in a fixed order (the first fault is the one
 * reported), and its pieces taken: setup.ts's `ScenarioSupport`.
 */
export function planScenario(sc: Scenario, n: number, r: Rules): ScenarioPlan {
  knownFields(sc, SCENARIO_FIELDS, '');
  const firstPlayer = sc.firstPlayer === undefined ? undefined : checkInt(sc.firstPlayer, 'firstPlayer', 0, n - 1);
  const round = sc.round === undefined ? 1 : checkInt(sc.round, 'round', 1, ROUNDS);
  if (sc.seats !== undefined && (!Array.isArray(sc.seats) || sc.seats.length > n)) bad('seats', `must be an array of at most ${n} seats`);
  if (sc.rolls !== undefined && (!Array.isArray(sc.rolls) || sc.rolls.some((f) => !FACES.includes(f)))) {
    bad('rolls', `must be an array of ${FACES.join(' / ')}`);
  }

  // Pieces taken in the order of the fields, so a piece named twice is reported where it repeats.
  const cards = cardPool(r.cards);
  const tiles = tilePool(r);
  const seats: ScenarioPlan['seats'] = [];
  for (let i = 0; i < n; i++) {
    const ss = sc.seats?.[i] ?? {};
    if (typeof ss !== 'object' || ss === null) bad(`seats[${i}]`, 'must be an object');
    knownFields(ss, SEAT_FIELDS, `seats[${i}].`);
    const seat: ScenarioPlan['seats'][number] = {
      coins: ss.coins === undefined ? undefined : checkInt(ss.coins, `seats[${i}].coins`, 0, 999),
      score: ss.score === undefined ? undefined : checkInt(ss.score, `seats[${i}].score`, 0, 999),
      discovery: ss.discovery === undefined ? undefined : checkInt(ss.discovery, `seats[${i}].discovery`, 0, r.trackEnd),
      hand: ss.hand === undefined ? [] : cards.takeAll(ss.hand, `seats[${i}].hand`),
      upgrades: (ss.upgrades ?? []).map((r, k) => tiles.take(r, `seats[${i}].upgrades[${k}]`)),
      upgradeDiscard: (ss.upgradeDiscard ?? []).map((r, k) => tiles.take(r, `seats[${i}].upgradeDiscard[${k}]`)),
    };
    if (seat.upgrades.length > r.permanentSlots) bad(`seats[${i}].upgrades`, `at most ${r.permanentSlots} permanent Upgrades`);
    const kinds = seat.upgrades.map((t) => r.tiles[t]!.kind);
    kinds.forEach((k, j) => {
      if (IMMEDIATE_UPGRADES.includes(k)) bad(`seats[${i}].upgrades[${j}]`, `${k} is an immediate Upgrade, it cannot sit in a slot`);
      if (kinds.indexOf(k) !== j) bad(`seats[${i}].upgrades`, `two identical permanent Upgrades (${k})`);
    });
    seats.push(seat);
  }

  const slots = <T>(list: (T | null)[] | undefined, size: number, field: string): (T | null)[] => {
    if (list === undefined) return [];
    if (!Array.isArray(list) || list.length > size) bad(field, `must be an array of at most ${size} slots`);
    return list;
  };
  const temple = slots(sc.temple, TEMPLE_DISPLAY_SIZE, 'temple').map((ref, i) => (ref === null ? null : cards.take(ref, `temple[${i}]`)));
  if (sc.surroundings !== undefined && (typeof sc.surroundings !== 'object' || sc.surroundings === null)) bad('surroundings', 'must be an object');
  for (const key of Object.keys(sc.surroundings ?? {})) {
    if (!(SURROUNDINGS as readonly string[]).includes(key)) bad('surroundings', `unknown location "${key}"`);
  }
  const surroundings = {} as ScenarioPlan['surroundings'];
  for (const loc of SURROUNDINGS as readonly SurroundingId[]) {
    surroundings[loc] = slots(sc.surroundings?.[loc], SURROUNDING_CARDS, `surroundings.${loc}`)
      .map((ref, i) => (ref === null ? null : cards.take(ref, `surroundings.${loc}[${i}]`)));
  }
  const discard = sc.discard === undefined ? [] : cards.takeAll(sc.discard, 'discard');
  const deckTop = sc.deck === undefined ? [] : cards.takeAll(sc.deck, 'deck');

  const displaySize = n === 2 ? r.upgradeDisplay.size2p : r.upgradeDisplay.size;
  const upgradeDisplay = slots(sc.upgradeDisplay, displaySize, 'upgradeDisplay')
    .map((ref, i) => (ref === null ? null : tiles.take(ref, `upgradeDisplay[${i}]`)));
  if (sc.upgradePile !== undefined && !Array.isArray(sc.upgradePile)) bad('upgradePile', 'must be an array');
  const pileTop = (sc.upgradePile ?? []).map((r, i) => tiles.take(r, `upgradePile[${i}]`));

  let automatonTop: number[] = [];
  if (n === 2) {
    const ids = r.automaton.cards.map((c) => c.id);
    if (sc.automatonCards !== undefined && !Array.isArray(sc.automatonCards)) bad('automatonCards', 'must be an array of card ids');
    automatonTop = (sc.automatonCards ?? []).map((id, i) => {
      const k = ids.indexOf(id);
      if (k < 0) bad(`automatonCards[${i}]`, `unknown Automaton card ${JSON.stringify(id)} (${ids.join(', ')})`);
      return k;
    });
    if (new Set(automatonTop).size !== automatonTop.length) bad('automatonCards', 'a card is listed twice');
  } else if (sc.automatonCards !== undefined) {
    bad('automatonCards', 'the Automaton plays only in 2-player games');
  }

  return {
    firstPlayer, round, seats, temple, surroundings, discard, deckTop, cardsLeft: cards.unused(),
    upgradeDisplay, pileTop, tilesLeft: tiles.unused(), automatonTop, rolls: sc.rolls ?? [],
  };
}

/** The card names a scenario accepts, for error messages and docs. */
export const CARD_NAMES = /* @__PURE__ */ ARTIFACT_TYPES.flatMap((t) => CARD_BONUSES.map((b) => (b === 'none' ? t : `${t}:${b}`)));
