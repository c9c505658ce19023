/**
 * Scenarios: a `scenario` in newGame's options fixes what a test or a tutorial needs — each seat's Jewel
 * cards (top first), Character, stash, stones, Artifacts and record of past reveals; the stones on the
 * Curse cards; the top of the Artifact deck; the round and the first player. Checked with the kit's shape
 * checks, field by field in a fixed order (the first fault is the one reported): RuleError BAD_OPTIONS
 * naming the field (`scenario.seats[1].deck[2]: card 50 does not exist`).
 */
import { shapeChecks, type Check } from '../../kit/json-shape.js';
import { ARTIFACT_COUNT, JEWEL_CARD_COUNT, ROUNDS, STONE_COUNT } from './data.js';
import { fail } from './errors.js';
import { sameJewels } from './state.js';
import type { AztecRules } from './rules.js';
import { COLORS, type Jewels, type RevealRecord, type SeatIndex } from './types.js';

/** A Jewel card: its id (0–41), or the jewels it shows ([blue, yellow, red]: the first unused card showing them). */
export type JewelCardRef = number | Jewels;
/** A Character: its index in the rule-set's `characters` (0–5), or its name ("Charly"). */
export type CharacterRef = number | string;

export interface AztecSeatScenario {
  /** Its Jewel deck, top first (the next card drawn first): at most one card per round left; the rest dealt. */
  deck?: JewelCardRef[];
  character?: CharacterRef;
  stash?: Jewels;
  stones?: number;
  /** Artifact ids it has kept (kept kinds only: immediate ones are never kept). */
  artifacts?: number[];
  /** Its past reveals (both counts, each whole, at most one reveal per round before `round`); default none. */
  reveals?: RevealRecord;
}

export interface AztecScenario {
  /** Round to start in, 1–5 (default 1). */
  round?: number;
  /** First player of that round (default seat 0). */
  firstPlayer?: SeatIndex;
  seats?: AztecSeatScenario[];
  /** Stones on each Curse card, [blue, yellow, red] (default: the setup's). */
  curses?: Jewels;
  /** The top of the Artifact deck, top first; the other cards are shuffled below. */
  artifactDeck?: number[];
}

/** A scenario checked and turned into pieces: what the setup takes instead of dealing. */
export interface ScenarioPlan {
  round: number;
  firstPlayer: SeatIndex | undefined;
  /** Per seat (every seat of the game): what the scenario fixed. */
  seats: {
    deck: number[]; character: number | undefined; stash: Jewels | undefined; stones: number | undefined; artifacts: number[];
    reveals: RevealRecord | undefined;
  }[];
  curses: Jewels | undefined;
  artifactTop: number[];
  /** The Jewel cards and Artifacts no field took, in id order: dealt or shuffled by the setup. */
  jewelCardsLeft: number[];
  artifactsLeft: number[];
}

function bad(path: string, message: string): never {
  fail('BAD_OPTIONS', `scenario${path ? `.${path}` : ''}: ${message}`, { path: `scenario${path ? `.${path}` : ''}` });
}

/** Checks a scenario for an `n`-seat game under `r` and takes its pieces (each card at most once). */
export function planScenario(sc: unknown, n: number, r: AztecRules): ScenarioPlan {
  const { num, list, obj } = shapeChecks(bad);
  const cardRef: Check = (v, p) => {
    if (Array.isArray(v)) return list(num(0, 4), 3)(v, p);
    if (typeof v !== 'number' || !Number.isInteger(v)) bad(p, `must be a card id or the jewels a card shows ([blue, yellow, red]), not ${JSON.stringify(v)}`);
    if (v < 0 || v >= JEWEL_CARD_COUNT) bad(p, `card ${v} does not exist (ids 0–${JEWEL_CARD_COUNT - 1})`);
    return v;
  };
  const artifactId: Check = (v, p) => {
    if (typeof v !== 'number' || !Number.isInteger(v)) bad(p, `must be an Artifact id, not ${JSON.stringify(v)}`);
    if (v < 0 || v >= ARTIFACT_COUNT) bad(p, `Artifact ${v} does not exist (ids 0–${ARTIFACT_COUNT - 1})`);
    return v;
  };
  const characterRef: Check = (v, p) => {
    if (typeof v === 'string') {
      const i = r.characters.findIndex((c) => c.name === v);
      if (i < 0) bad(p, `no Character ${JSON.stringify(v)} (${r.characters.map((c) => c.name).join(', ')})`);
      return i;
    }
    return num(0, r.characters.length - 1)(v, p);
  };
  const seatShape = obj({
    deck: list(cardRef, 0, ROUNDS),
    character: characterRef,
    stash: list(num(0, 999), 3),
    stones: num(0, STONE_COUNT),
    artifacts: list(artifactId, 0, ARTIFACT_COUNT),
    reveals: obj({ truths: num(0, ROUNDS - 1), lies: num(0, ROUNDS - 1) }),
  }, ['deck', 'character', 'stash', 'stones', 'artifacts', 'reveals']);
  const shape = obj({
    round: num(1, ROUNDS),
    firstPlayer: num(0, n - 1),
    seats: list(seatShape, 0, n),
    curses: list(num(0, STONE_COUNT), 3),
    artifactDeck: list(artifactId, 0, ARTIFACT_COUNT),
  }, ['round', 'firstPlayer', 'seats', 'curses', 'artifactDeck']);
  const c = shape(sc, '') as {
    round?: number; firstPlayer?: number; curses?: Jewels; artifactDeck?: number[];
    seats?: { deck?: (number | Jewels)[]; character?: number; stash?: Jewels; stones?: number; artifacts?: number[]; reveals?: RevealRecord }[];
  };
  const round = c.round ?? 1;

  // Pieces taken in the order of the fields, so a piece named twice is reported where it repeats.
  const cardUsed = new Uint8Array(JEWEL_CARD_COUNT);
  const artifactUsed = new Uint8Array(ARTIFACT_COUNT);
  const takeArtifact = (id: number, p: string) => {
    if (artifactUsed[id]) bad(p, `Artifact ${id} is used twice`);
    artifactUsed[id] = 1;
    return id;
  };
  const characterUsed: number[] = [];
  const held: Jewels = [0, 0, 0];
  const seats: ScenarioPlan['seats'] = [];
  for (let i = 0; i < n; i++) {
    const ss = c.seats?.[i] ?? {};
    const p = `seats[${i}]`;
    const cards = ROUNDS - round + 1;
    if ((ss.deck?.length ?? 0) > cards) bad(`${p}.deck`, `at most ${cards} cards from round ${round} (one a round)`);
    const deck = (ss.deck ?? []).map((ref, k) => {
      const at = `${p}.deck[${k}]`;
      if (typeof ref === 'number') {
        if (cardUsed[ref]) bad(at, `card ${ref} is used twice`);
        cardUsed[ref] = 1;
        return ref;
      }
      const id = r.jewelCards.findIndex((shows, id) => !cardUsed[id] && sameJewels(shows, ref));
      if (id < 0) bad(at, `no unused Jewel card shows ${JSON.stringify(ref)} (the game has ${r.jewelCards.filter((shows) => sameJewels(shows, ref)).length})`);
      cardUsed[id] = 1;
      return id;
    });
    if (ss.character !== undefined) {
      if (characterUsed.includes(ss.character)) bad(`${p}.character`, `${r.characters[ss.character]!.name} is already another seat's`);
      characterUsed.push(ss.character);
    }
    if (ss.stash) {
      ss.stash.forEach((x, k) => {
        held[k] += x;
        if (held[k]! > r.jewels[k]!) bad(`${p}.stash[${k}]`, `the stashes hold ${held[k]} ${COLORS[k]} jewels; the game has ${r.jewels[k]}`);
      });
    }
    const artifacts = (ss.artifacts ?? []).map((id, k) => {
      const at = `${p}.artifacts[${k}]`;
      if (r.artifactCards[id]!.immediate) bad(at, `Artifact ${id} (${r.artifactCards[id]!.effect}) is immediate: it is played at once, never kept`);
      return takeArtifact(id, at);
    });
    // A seat's card is revealed once a round: the rounds before this one hold all its past reveals.
    if (ss.reveals && ss.reveals.truths + ss.reveals.lies > round - 1) {
      bad(`${p}.reveals`, `${ss.reveals.truths + ss.reveals.lies} reveals before round ${round} (at most ${round - 1}: one a round)`);
    }
    seats.push({ deck, character: ss.character, stash: ss.stash, stones: ss.stones, artifacts, reveals: ss.reveals });
  }
  const artifactTop = (c.artifactDeck ?? []).map((id, k) => takeArtifact(id, `artifactDeck[${k}]`));
  const unused = (used: Uint8Array) => {
    const ids: number[] = [];
    for (let id = 0; id < used.length; id++) if (!used[id]) ids.push(id);
    return ids;
  };
  return {
    round, firstPlayer: c.firstPlayer, seats, curses: c.curses, artifactTop,
    jewelCardsLeft: unused(cardUsed), artifactsLeft: unused(artifactUsed),
  };
}
