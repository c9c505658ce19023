/**
 * The medium computer: a one-ply heuristic from its seat's view (public information and its own card).
 *
 *  - Jewels: drawn from the model of how players pick (lie-model.ts): the truth, or — the more often the
 *    poorer its card — a bluff toward what its Character's duo, the trios, its Artifacts and the curses
 *    want, among sets a card could plausibly show, at the model's shared α whatever its own record (α is
 *    its way of bluffing: RoundValues.ownPickModel). Drawn, not the best-scored: a computer that always
 *    bluffed the same way would be read at once, and the other computers' lie probabilities are exact
 *    against a seat that picks by the model (while its record is short; then near it).
 *  - Token: for each other seat, the probability it lied (the lie model, from this seat's unseen cards and
 *    that seat's record of past reveals: one that lied more is believed less):
 *    "I believe you" sheds a stone if it told the truth and takes one if it lied; "You lie" gives a stone
 *    away (and, with another accuser, gains an Artifact) if it lied, and takes one if it did not. The
 *    accused's losses count a little too (OPPONENT_WEIGHT). The best-scored token.
 *  - Artifact: the drawn card worth the most (artifact-value.ts), with its best choice.
 *
 * `scoreCollect` also scores each pick in expected VP — its jewels, and an Artifact when nobody accuses
 * it; accused, the card's jewels and a stone per accuser, how likely from how the table would judge the
 * pick (the lie model on the public unseen cards) and the model of tokens (accuseChance); the truth gains
 * a stone given away per accuser and an Artifact from two — which ranks the hard computer's candidates and
 * explains a hint.
 */
import { rulesOf } from '../rules.js';
import type { AztecMove, AztecState, SeatIndex } from '../types.js';
import { accusers, accuseChance, shapeOf, type SeatPickModel } from './lie-model.js';
import { artifactWorth } from './artifact-value.js';
import { stonePenalty, stoneRelief } from './stash-value.js';
import { RoundValues } from './round-values.js';
import type { Random } from '../../../kit/random-source.js';
import { OPPONENT_WEIGHT } from './defaults.js';

/** A move with its expected VP and the probability of a lie it rests on (the pick's, or the token target's). */
export interface Scored {
  move: AztecMove;
  score: number;
  /** collect: how likely the table finds this pick a lie; token: how likely the target lied; artifact: 0. */
  lie: number;
}

/** Every jewel pick of `seat`, scored (its own card must be in the state: its view or a full state). */
export function scoreCollect(s: AztecState, seat: SeatIndex, rv: RoundValues = new RoundValues(s)): Scored[] {
  const rules = rulesOf(s);
  const st = s.seats[seat]!;
  const values = rv.of(seat);
  const shows = rules.jewelCards[st.card!]!;
  const card = shapeOf(s, shows);
  const model = rv.pickModel(seat);
  const table = rv.unseenBy(null);
  const gain = rv.gain(seat);
  const others = s.seats.length - 1;
  const penalty = (k: number) => stonePenalty(rules, st.stones + k) - stonePenalty(rules, st.stones);
  const truthValue = card >= 0 ? values.picks[card]! : 0;
  const out: Scored[] = [];
  const add = (jewels: [number, number, number], shape: number) => {
    const lie = model.lieProbability(shape, table);
    const dist = accusers(accuseChance(lie), others);
    let score = 0;
    if (shape === card) {
      score = truthValue;
      for (let k = 1; k <= others; k++) score += dist[k]! * (stoneRelief(rules, st.stones, k) + (k >= 2 ? gain : 0));
    } else {
      score = dist[0]! * (values.picks[shape]! + gain);
      for (let k = 1; k <= others; k++) score += dist[k]! * (truthValue - penalty(k));
    }
    out.push({ move: { type: 'collect', seat, jewels }, score, lie });
  };
  rules.bluffs.forEach((j, i) => add([j[0], j[1], j[2]], i));
  if (card < 0) add([shows[0], shows[1], shows[2]], card);
  return out;
}

/** Every token of `seat`, scored (every pick must be shown: the token step). */
export function scoreTokens(s: AztecState, seat: SeatIndex, rv: RoundValues = new RoundValues(s)): Scored[] {
  const mine = rv.of(seat);
  const gain = rv.gain(seat);
  const n = s.seats.length;
  const out: Scored[] = [];
  for (let target = 0; target < n; target++) {
    if (target === seat) continue;
    const p = rv.lieOf(target, seat);
    const other = 1 - (1 - accuseChance(p)) ** (n - 2);
    const theirs = rv.of(target);
    const believe = (1 - p) * mine.stoneRelief - p * mine.stoneCost;
    // Accusing a liar costs it an Artifact and a stone; accusing the truth gives it one stone less.
    const harm = OPPONENT_WEIGHT * (p * (gain + theirs.stoneCost) - (1 - p) * theirs.stoneRelief);
    const accuse = p * (mine.stoneRelief + other * gain) - (1 - p) * mine.stoneCost + harm;
    out.push({ move: { type: 'token', seat, target, believe: true }, score: believe, lie: p });
    out.push({ move: { type: 'token', seat, target, believe: false }, score: accuse, lie: p });
  }
  return out;
}

/** Each drawn Artifact kept (or played, with its best choice), the others tucked in the drawn order, scored. */
export function scoreArtifacts(s: AztecState, seat: SeatIndex, rv: RoundValues = new RoundValues(s)): Scored[] {
  const d = s.decision;
  if (d.kind !== 'artifact') return [];
  const rules = rulesOf(s);
  return d.cards.map((keep) => {
    const card = rules.artifactCards[keep]!;
    const { vp, choice } = artifactWorth(rv, seat, card);
    const tuck = d.cards.filter((id) => id !== keep);
    const move: AztecMove = card.effect === 'giveStone' ? { type: 'artifact', seat, keep, tuck, target: choice }
      : choice >= 0 ? { type: 'artifact', seat, keep, tuck, color: choice as 0 | 1 | 2 } : { type: 'artifact', seat, keep, tuck };
    return { move, score: vp, lie: 0 };
  });
}

/**
 * The jewels `seat` takes, drawn from the model of how players pick: by default `seat`'s as the table sees
 * it (its record of past reveals: how the searches draw another seat's picks); the medium computer draws
 * its own from `rv.ownPickModel` (the shared α).
 */
export function drawCollect(s: AztecState, seat: SeatIndex, random: Random, rv: RoundValues = new RoundValues(s), model: SeatPickModel = rv.pickModel(seat)): AztecMove {
  const rules = rulesOf(s);
  const shows = rules.jewelCards[s.seats[seat]!.card!]!;
  const card = shapeOf(s, shows);
  // A card no bluff could name (not with the shipped rules): its holder can only be believed telling the truth.
  const j = card < 0 ? shows : rules.bluffs[model.drawPick(card, random())]!;
  return { type: 'collect', seat, jewels: [j[0], j[1], j[2]] };
}

/** Every option of `seat`'s decision now, scored ([] when it has none). */
export function scoreOptions(s: AztecState, seat: SeatIndex, rv: RoundValues = new RoundValues(s)): Scored[] {
  switch (s.decision.kind) {
    case 'collect': return scoreCollect(s, seat, rv);
    case 'token': return scoreTokens(s, seat, rv);
    case 'artifact': return scoreArtifacts(s, seat, rv);
    default: return [];
  }
}

/** The best-scored option (the first of equals, in the engine's order of legal moves). */
export function best(options: readonly Scored[]): Scored {
  let top = options[0]!;
  for (const o of options) if (o.score > top.score) top = o;
  return top;
}

/** The medium computer's move for `seat` (its decision must be open). */
export function mediumMove(s: AztecState, seat: SeatIndex, random: Random, rv: RoundValues = new RoundValues(s)): AztecMove {
  switch (s.decision.kind) {
    case 'collect': return drawCollect(s, seat, random, rv, rv.ownPickModel(seat));
    case 'token': return best(scoreTokens(s, seat, rv)).move;
    case 'artifact': return best(scoreArtifacts(s, seat, rv)).move;
    default: throw new Error(`medium: seat ${seat} has no decision (${s.decision.kind})`);
  }
}
