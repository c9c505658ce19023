/**
 * Determinization: full game states consistent with what a seat sees, for the hard computer's search.
 * What its view hides is dealt again from what the seat cannot know:
 *  - the other seats' current Jewel cards: once their picks are shown, each card drawn with the weight the
 *    model of how players pick gives it (P(pick | card), lie-model.ts, at that seat's propensity from its
 *    record of past reveals) — a seat that took 4 red likely holds a red card, the less likely the more it
 *    lied before; before (the collect step), at random among the unseen cards;
 *  - every Jewel deck (the seat's own is face down too): the unseen cards left, shuffled;
 *  - the picks of seats that chose already but are still secret (collect step), drawn from the model, and
 *    the tokens of seats that placed theirs already (token step), by the playout's token policy;
 *  - the Artifact deck's unknown places: the cards nobody keeps and the view does not place, shuffled;
 *  - the generator: a fresh state.
 * The result is an ordinary full state (`hidden: false`) the engine plays on.
 */
import { cloneState, sameJewels } from '../state.js';
import { applyMoveInPlace } from '../engine.js';
import { rulesOf } from '../rules.js';
import { HIDDEN, type AztecState, type SeatIndex } from '../types.js';
import { randomWord, shuffleInPlace, type Random } from '../../../kit/random-source.js';
import { RoundValues } from './round-values.js';
import { shapeOf, type PickModel } from './lie-model.js';
import { drawCollect } from './medium.js';
import { policyMove } from './playout.js';

/** Draws an index by weight (`total` their sum; all weights ≥ 0). */
function drawWeighted(weights: ArrayLike<number>, total: number, random: Random): number {
  let r = random() * total;
  for (let i = 0; i < weights.length; i++) {
    r -= weights[i]!;
    if (r < 0) return i;
  }
  // Rounding at the end: the last with a weight.
  for (let i = weights.length - 1; i >= 0; i--) if (weights[i]! > 0) return i;
  return Math.floor(random() * weights.length);
}

/**
 * Prepares the determinizations of `seat`'s view: what is unseen is worked out once, so each sample costs
 * a copy, a few shuffles and the weighted draws. Throws when the view is not `seat`'s own.
 */
export function determinizer(view: AztecState, seat: SeatIndex, tokenTemperature: number, model?: PickModel): (random: Random) => AztecState {
  if (!view.hidden || view.viewer !== seat) throw new TypeError(`determinize takes seat ${seat}'s view (viewFor(state, ${seat})), not a full state or another seat's view`);
  const rules = rulesOf(view);
  const me = view.seats[seat]!;
  if (me.card === HIDDEN) throw new TypeError(`this view does not show seat ${seat}'s card`);

  // ---- Jewel cards nobody could show the seat: neither used, nor revealed, nor its own.
  const seen = new Uint8Array(rules.jewelCards.length);
  for (const st of view.seats) {
    for (const c of st.used) seen[c] = 1;
    if (st.card !== null && st.card !== HIDDEN) seen[st.card] = 1;
  }
  const unseen: number[] = [];
  for (let id = 0; id < seen.length; id++) if (!seen[id]) unseen.push(id);
  const step = view.decision.kind;
  const picksShown = step !== 'collect';
  const rv = new RoundValues(view, model);
  // Once the picks are shown: per hidden card, each unseen card's weight P(pick | its shape).
  const hiddenCards = view.seats.map((st, i) => (st.card === HIDDEN ? i : -1)).filter((i) => i >= 0);
  const weights = new Map<SeatIndex, number[]>();
  if (picksShown) {
    for (const i of hiddenCards) {
      const m = rv.pickModel(i);
      const taken = view.seats[i]!.pick!;
      const pick = shapeOf(view, taken);
      weights.set(i, unseen.map((id) => {
        const shows = rules.jewelCards[id]!;
        const card = shapeOf(view, shows);
        // A set no bluff may name (custom rule-sets only) is taken by its own card's holder alone.
        return pick < 0 || card < 0 ? (sameJewels(shows, taken) ? 1 : 0) : m.pickProbability(pick, card);
      }));
    }
  }

  // ---- Artifact cards: the deck's unknown places take those neither kept, nor placed, nor drawn in view.
  const placed = new Uint8Array(rules.artifactCards.length);
  for (const st of view.seats) for (const id of st.artifacts) placed[id] = 1;
  for (const id of view.artifactDeck) if (id !== HIDDEN) placed[id] = 1;
  for (const id of view.drawn) if (id !== HIDDEN) placed[id] = 1;
  const artifacts: number[] = [];
  for (let id = 0; id < placed.length; id++) if (!placed[id]) artifacts.push(id);
  const slots = view.artifactDeck.filter((id) => id === HIDDEN).length + view.drawn.filter((id) => id === HIDDEN).length;
  if (slots !== artifacts.length) throw new Error(`inconsistent view: ${slots} hidden Artifact places but ${artifacts.length} unplaced cards`);

  // Seats whose secret choice is made but not shown: the sample makes one for them.
  const deciding = view.decision.seats as readonly SeatIndex[];
  const chosen = view.seats.map((_, i) => i).filter((i) => i !== seat && !deciding.includes(i));
  const secretPicks = step === 'collect' ? chosen : [];
  const secretTokens = step === 'token' ? chosen : [];

  return (random) => {
    const s = cloneState(view);
    s.hidden = false;
    s.viewer = null;
    const pool = unseen.slice();
    const taken = new Uint8Array(pool.length);
    // The hidden current cards: by the model's weights once picks are shown, else at random.
    for (const i of hiddenCards) {
      const w = weights.get(i);
      let k: number;
      if (w) {
        const free = w.map((x, j) => (taken[j] ? 0 : x));
        const total = free.reduce((a, b) => a + b, 0);
        k = total > 0 ? drawWeighted(free, total, random) : drawWeighted(taken.map((t) => (t ? 0 : 1)), pool.length, random);
      } else {
        do k = Math.floor(random() * pool.length); while (taken[k]);
      }
      taken[k] = 1;
      s.seats[i]!.card = pool[k]!;
    }
    const rest = shuffleInPlace(pool.filter((_, j) => !taken[j]), random);
    for (const st of s.seats) for (let j = 0; j < st.deck.length; j++) if (st.deck[j] === HIDDEN) st.deck[j] = rest.pop()!;
    const deckCards = shuffleInPlace(artifacts.slice(), random);
    s.artifactDeck = s.artifactDeck.map((id) => (id === HIDDEN ? deckCards.pop()! : id));
    s.rng = { s: [randomWord(random), randomWord(random), randomWord(random), randomWord(random) | 1] };
    // Secret choices already made: their seats choose again here, in the decision's order, before the seat.
    if (secretPicks.length || secretTokens.length) {
      s.decision = { ...s.decision, seats: [...secretPicks, ...secretTokens, ...s.decision.seats] } as AztecState['decision'];
      const values = new RoundValues(s, model);
      for (const i of secretPicks) applyMoveInPlace(s, drawCollect(s, i, random, values));
      for (const i of secretTokens) applyMoveInPlace(s, policyMove(s, i, random, values, tokenTemperature));
    }
    return s;
  };
}
