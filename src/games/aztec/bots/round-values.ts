/**
 * The values every policy of one decision point reads, each worked out once when first asked: each seat's
 * valuation of the round (stash-value.ts), the worth of gaining an Artifact, the unseen Jewel cards from
 * each perspective, each seat's pick model (by its record of past reveals; medium's own, by the shared α),
 * and the probability that it lied as each seat sees it. The stashes (and the records) do not change
 * between the collect step and the first reveal, so a playout keeps one of these from a round's collect
 * step to its reveals.
 */
import type { AztecState, SeatIndex } from '../types.js';
import { projectedScore, seatValues, type SeatValues } from './stash-value.js';
import { gainWorth } from './artifact-value.js';
import { DEFAULT_PICK_MODEL, SeatPickModel, seatPropensity, shapeOf, unseenCards, type PickModel, type Unseen } from './lie-model.js';

export class RoundValues {
  private readonly values: (SeatValues | undefined)[];
  private readonly gains: (number | undefined)[];
  private projections: number[] | undefined;
  private readonly unseen = new Map<SeatIndex | null, Unseen>();
  private atPicks: Unseen | undefined;
  private readonly models: (SeatPickModel | undefined)[];
  private readonly ownModels: (SeatPickModel | undefined)[];
  private readonly lies = new Map<number, number>();

  constructor(readonly state: AztecState, readonly model: PickModel = DEFAULT_PICK_MODEL) {
    this.values = new Array(state.seats.length);
    this.gains = new Array(state.seats.length);
    this.models = new Array(state.seats.length);
    this.ownModels = new Array(state.seats.length);
  }

  /** What the bluff shapes, jewels and stones are worth to `seat`. */
  of(seat: SeatIndex): SeatValues {
    return (this.values[seat] ??= seatValues(this.state, seat));
  }

  /** What gaining an Artifact is worth to `seat`. */
  gain(seat: SeatIndex): number {
    return (this.gains[seat] ??= gainWorth(this, seat));
  }

  /** The opponent of `seat` best placed by projected score (ties: the first): whom a stone hurts most. */
  leader(seat: SeatIndex): SeatIndex {
    const p = (this.projections ??= this.state.seats.map((_, i) => projectedScore(this.state, i)));
    let best = -1;
    for (let i = 0; i < p.length; i++) if (i !== seat && (best < 0 || p[i]! > p[best]!)) best = i;
    return best;
  }

  /** The Jewel cards `viewer` has not seen (null: the table). */
  unseenBy(viewer: SeatIndex | null): Unseen {
    let u = this.unseen.get(viewer);
    if (!u) this.unseen.set(viewer, (u = unseenCards(this.state, viewer)));
    return u;
  }

  /** The Jewel cards the table had not seen when the picks were made: a bluff's plausibility. */
  private tableAtPicks(): Unseen {
    return (this.atPicks ??= unseenCards(this.state, null, true));
  }

  /**
   * `seat`'s pick model as the table sees it: its propensity from its record of past reveals, its
   * plausibility the table's unseen cards, both as they stood when the picks were made (the reveals since
   * do not change why a seat picked what it did). How every seat judges `seat`'s pick, and how the
   * searches draw its picks.
   */
  pickModel(seat: SeatIndex): SeatPickModel {
    return (this.models[seat] ??= new SeatPickModel(this.of(seat).picks, this.tableAtPicks(), seatPropensity(this.state, seat, this.model), this.model.appeal));
  }

  /**
   * The model the medium computer picks its own jewels by: the shared α (`model.propensity`), whatever its
   * record — α is its way of bluffing, chosen by tournaments; following its own record would only make it
   * bluff more the more it had bluffed.
   */
  ownPickModel(seat: SeatIndex): SeatPickModel {
    return (this.ownModels[seat] ??= new SeatPickModel(this.of(seat).picks, this.tableAtPicks(), this.model.propensity, this.model.appeal));
  }

  /** The probability that `seat` lied taking what it took, as `viewer` (null: the table) sees it; the picks must be shown. */
  lieOf(seat: SeatIndex, viewer: SeatIndex | null): number {
    const key = seat * 8 + (viewer === null ? 7 : viewer);
    let p = this.lies.get(key);
    if (p === undefined) this.lies.set(key, (p = this.pickModel(seat).lieProbability(shapeOf(this.state, this.state.seats[seat]!.pick!), this.unseenBy(viewer))));
    return p;
  }
}

/**
 * The probability that each seat lied taking what it took, as the viewer of `view` sees it (its own view
 * or a spectator's): null for the viewer itself, a seat already revealed, or before the picks are shown.
 */
export function lieProbabilities(view: AztecState): (number | null)[] {
  const rv = new RoundValues(view);
  return view.seats.map((st, i) => (i === view.viewer || st.revealed || st.pick === null ? null : rv.lieOf(i, view.viewer)));
}
