/**
 * What jewels, cursed stones and Artifacts are worth to a seat, in end-of-game VP, from public
 * information only (stashes, stones, kept Artifacts, Curse cards, the round): the same numbers for every
 * seat that looks, so the lie model can ask what another seat would want.
 *
 *  - A stash is worth its end score averaged over sampled hauls of the rounds to come (FUTURE_HAULS
 *    random Jewel cards a round), so a lone jewel already counts for the duos and trios it will likely
 *    complete, and the value settles on the exact score in round 5.
 *  - Holding the most of a colour costs the stones of its Curse card (now, and a share of those to come),
 *    at the seat's place on the cursed-stone track.
 */
import { ROUNDS } from '../data.js';
import { setsIn, stonePenalty as enginePenalty } from '../scoring.js';
import { rulesOf, type AztecRules } from '../rules.js';
import type { AztecState, Color, Jewels, SeatIndex } from '../types.js';
import { seedRng, nextInt } from '../../../kit/random.js';
import { CURSE_SPREAD, EXPECTED_PICK_PER_COLOR, FUTURE_CURSE_SHARE, FUTURE_HAULS } from './defaults.js';

/** VP lost on the cursed-stone track for `stones` stones (≥ 0; the engine's penalty is its negative). */
export function stonePenalty(rules: AztecRules, stones: number): number {
  return -enginePenalty(rules, Math.max(0, stones));
}

/** VP one more stone costs a seat holding `stones`. */
export function stoneCost(rules: AztecRules, stones: number): number {
  return stonePenalty(rules, stones + 1) - stonePenalty(rules, stones);
}

/** VP a seat holding `stones` regains by giving away (or discarding) up to `count` of them. */
export function stoneRelief(rules: AztecRules, stones: number, count = 1): number {
  return stonePenalty(rules, stones) - stonePenalty(rules, Math.max(0, stones - count));
}

/**
 * The end score of a seat's stashes — its Character's duos, the trios, its kept Artifacts — compiled once
 * into a flat table, four numbers a set ([blue, yellow, red] needed, VP each), so that the hundreds of
 * stashes a valuation scores (every pick on every sampled future) cost a tight loop.
 */
export class StashScorer {
  private readonly sets: Float64Array;
  /** The VP that does not depend on the stash (flat Artifacts). */
  private readonly flat: number;

  constructor(rules: AztecRules, character: number, artifacts: readonly number[]) {
    const sets: number[] = [...rules.duos[character]!, rules.scoring.duoVp, 1, 1, 1, rules.scoring.trioVp];
    let flat = 0;
    for (const id of artifacts) {
      const card = rules.artifactCards[id]!;
      if (card.set) sets.push(...card.set, card.vp);
      else flat += card.vp;
    }
    this.sets = Float64Array.from(sets);
    this.flat = flat;
  }

  /** The VP of the stash [b, y, r] (the same as the engine's scoreBreakdown, stones aside). */
  score(b: number, y: number, r: number): number {
    const t = this.sets;
    let vp = this.flat;
    for (let i = 0; i < t.length; i += 4) {
      // Complete sets: the fewest over the colours the set needs (floor of each count by its need).
      let n = Infinity;
      if (t[i]! > 0) n = Math.floor(b / t[i]!);
      if (t[i + 1]! > 0) n = Math.min(n, Math.floor(y / t[i + 1]!));
      if (t[i + 2]! > 0) n = Math.min(n, Math.floor(r / t[i + 2]!));
      if (n !== Infinity) vp += n * t[i + 3]!;
    }
    return vp;
  }

  /** The VP the stash [b, y, r] may expect at the end, over the sampled hauls of `rounds` more rounds. */
  expected(rules: AztecRules, b: number, y: number, r: number, rounds: number): number {
    if (rounds <= 0) return this.score(b, y, r);
    const h = futureHauls(rules, rounds);
    let sum = 0;
    for (let i = 0; i < h.length; i += 3) sum += this.score(b + h[i]!, y + h[i + 1]!, r + h[i + 2]!);
    return sum / (h.length / 3);
  }
}

const hauls = new WeakMap<AztecRules, Int16Array[]>();
/** The one future of the last round: nothing more. */
const NO_HAUL = new Int16Array(3);

/**
 * FUTURE_HAULS sampled hauls of `rounds` more rounds (one random Jewel card a round), as [b, y, r]
 * triples: fixed samples (seeded by the rule-set alone), so every seat values alike and every call
 * compares stashes on the same futures.
 */
function futureHauls(rules: AztecRules, rounds: number): Int16Array {
  let byRounds = hauls.get(rules);
  if (!byRounds) {
    byRounds = [];
    const rng = seedRng('aztec-future-hauls');
    for (let k = 0; k <= ROUNDS; k++) {
      const out = new Int16Array(FUTURE_HAULS * 3);
      for (let i = 0; i < FUTURE_HAULS; i++) {
        for (let t = 0; t < k; t++) {
          const card = rules.jewelCards[nextInt(rng, rules.jewelCards.length)]!;
          out[3 * i] += card[0];
          out[3 * i + 1] += card[1];
          out[3 * i + 2] += card[2];
        }
      }
      byRounds.push(out);
    }
    hauls.set(rules, byRounds);
  }
  return byRounds[Math.max(0, Math.min(ROUNDS, rounds))]!;
}

/** Rounds still to come after the current one. */
export function roundsAfter(s: AztecState): number {
  return Math.max(0, ROUNDS - s.round);
}

/**
 * The stones a seat may expect from the Curse cards for holding `count` jewels of `color` while the others
 * hold theirs (plus what they are expected to take this round), in VP at its place on the track.
 */
function curseExposure(s: AztecState, seat: SeatIndex, color: Color, count: number): number {
  const rules = rulesOf(s);
  const future = FUTURE_CURSE_SHARE * roundsAfter(s) * rules.stonesPerRound;
  let most = 0;
  for (let i = 0; i < s.seats.length; i++) if (i !== seat) most = Math.max(most, s.seats[i]!.stash[color]!);
  const lead = count - most - EXPECTED_PICK_PER_COLOR;
  // A tie for the most leaves the stones on the card: the seat must lead by a whole jewel.
  const holds = 1 / (1 + Math.exp(-(lead - 0.5) / CURSE_SPREAD));
  return holds * (s.curses[color]! + future) * stoneCost(rules, s.seats[seat]!.stones);
}

/** A seat's valuation of one round, from public information: built once, read by every policy. */
export interface SeatValues {
  /** VP each bluff shape (rules.bluffs, by index) adds to the seat's stash, curses included. */
  picks: Float64Array;
  /** VP one jewel of each colour adds. */
  jewel: [number, number, number];
  /** VP a stone more costs, and one fewer regains. */
  stoneCost: number;
  stoneRelief: number;
}

/** Remembered score tables, by rule-set: the same stash, Artifacts and round recur across playouts. */
const tables = new WeakMap<AztecRules, Map<string, Float64Array>>();
/** Score tables remembered per rule-set before the memory starts again (bounded: a table is ~0.3 kB). */
const TABLES_KEPT = 50_000;

/**
 * The end score a stash may expect (over the hauls of the rounds to come), with nothing added, then with
 * each bluff shape added, then with one jewel of each colour: 1 + shapes + 3 numbers. It depends on the
 * Character, the kept Artifacts, the stash and the round only, so it is remembered.
 */
function scoreTable(rules: AztecRules, character: number, artifacts: readonly number[], stash: Readonly<Jewels>, rounds: number): Float64Array {
  let memo = tables.get(rules);
  if (!memo) tables.set(rules, (memo = new Map()));
  const key = `${character}|${artifacts.join()}|${stash[0]},${stash[1]},${stash[2]}|${rounds}`;
  let table = memo.get(key);
  if (table) return table;
  const scorer = new StashScorer(rules, character, artifacts);
  const [b, y, r] = stash;
  const shapes = rules.bluffs;
  table = new Float64Array(shapes.length + 4);
  table[0] = scorer.expected(rules, b, y, r, rounds);
  shapes.forEach((j, i) => {
    table![i + 1] = scorer.expected(rules, b + j[0], y + j[1], r + j[2], rounds);
  });
  for (let c = 0; c < 3; c++) table[shapes.length + 1 + c] = scorer.expected(rules, b + (c === 0 ? 1 : 0), y + (c === 1 ? 1 : 0), r + (c === 2 ? 1 : 0), rounds);
  if (memo.size >= TABLES_KEPT) memo.clear();
  memo.set(key, table);
  return table;
}

/** What the bluff shapes and single jewels are worth to `seat` now (public information only). */
export function seatValues(s: AztecState, seat: SeatIndex): SeatValues {
  const rules = rulesOf(s);
  const st = s.seats[seat]!;
  const table = scoreTable(rules, st.character, st.artifacts, st.stash, roundsAfter(s));
  // The curses by colour, for 0 … maxJewels jewels more of it: a pick's exposure is the sum over its colours.
  const exposure = [0, 1, 2].map((c) => {
    const out = new Float64Array(rules.bluff.maxJewels + 1);
    for (let d = 0; d < out.length; d++) out[d] = curseExposure(s, seat, c as Color, st.stash[c]! + d);
    return out;
  });
  const cost = (j: Readonly<Jewels>) => exposure[0]![j[0]]! + exposure[1]![j[1]]! + exposure[2]![j[2]]!;
  const base = table[0]! - cost([0, 0, 0]);
  const picks = new Float64Array(rules.bluffs.length);
  rules.bluffs.forEach((j, i) => {
    picks[i] = table[i + 1]! - cost(j) - base;
  });
  const n = rules.bluffs.length + 1;
  const jewel: [number, number, number] = [
    table[n]! - cost([1, 0, 0]) - base, table[n + 1]! - cost([0, 1, 0]) - base, table[n + 2]! - cost([0, 0, 1]) - base,
  ];
  return { picks, jewel, stoneCost: stoneCost(rules, st.stones), stoneRelief: stoneRelief(rules, st.stones) };
}

/** How many complete `set`s a stash may expect at the end, over the sampled hauls of `rounds` more rounds. */
export function expectedSets(rules: AztecRules, stash: Readonly<Jewels>, set: Readonly<Jewels>, rounds: number): number {
  const h = rounds > 0 ? futureHauls(rules, rounds) : NO_HAUL;
  const future: Jewels = [0, 0, 0];
  let sum = 0;
  for (let i = 0; i < h.length; i += 3) {
    future[0] = stash[0] + h[i]!;
    future[1] = stash[1] + h[i + 1]!;
    future[2] = stash[2] + h[i + 2]!;
    sum += setsIn(future, set);
  }
  return sum / (h.length / 3);
}

/** A seat's end score as it stands, over the hauls still to come, less its stones: how well placed it is. */
export function projectedScore(s: AztecState, seat: SeatIndex): number {
  const rules = rulesOf(s);
  const st = s.seats[seat]!;
  return scoreTable(rules, st.character, st.artifacts, st.stash, roundsAfter(s))[0]! - stonePenalty(rules, st.stones);
}

/**
 * Who takes a colour's Curse card at this round's curse step as things stand: the one seat with the most
 * of it, counting the jewels still on unrevealed cards; null when the most is tied.
 */
export function curseHolder(s: AztecState, color: Color): SeatIndex | null {
  let most = -1, holder: SeatIndex | null = null;
  s.seats.forEach((st, i) => {
    const n = st.stash[color] + (st.taken && !st.revealed ? st.taken[color] : 0);
    if (n > most) {
      most = n;
      holder = i;
    } else if (n === most) holder = null;
  });
  return holder;
}
