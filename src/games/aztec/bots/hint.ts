/**
 * The board's Hint: the medium computer's move with a short machine-readable reason a board can put in
 * words ("Bluff toward your duo: 1 in 4 the table calls it a lie"). Decided from the seat's view only.
 */
import { rulesOf } from '../rules.js';
import type { ArtifactEffect } from '../rules.js';
import type { AztecMove, AztecState, Jewels, SeatIndex } from '../types.js';
import type { Random } from '../../../kit/random-source.js';
import { mediumMove, scoreCollect, scoreTokens } from './medium.js';
import { artifactWorth } from './artifact-value.js';
import { expectedSets, roundsAfter } from './stash-value.js';
import { RoundValues } from './round-values.js';

/** What a bluff gains over the card, the most: its Character's duos, the trios, a kept Artifact's sets, or only the Artifact an unaccused lie brings. */
export type BluffAim = 'duo' | 'trio' | 'set' | 'artifact';

export type HintReason =
  /** Take what the card shows; `lie`: how likely the table finds it a lie all the same. */
  | { kind: 'truth'; lie: number }
  /** Bluff: take other jewels, toward `toward`; `lie`: how likely the table finds this pick a lie. */
  | { kind: 'bluff'; toward: BluffAim; lie: number }
  /** Put the token, green or red, in front of `target`, which lied with probability `lie`. */
  | { kind: 'believe' | 'accuse'; target: SeatIndex; lie: number }
  /** Keep (or play at once) the Artifact `card`, worth about `vp` VP. */
  | { kind: 'artifact'; card: number; effect: ArtifactEffect; vp: number }
  /** Nobody decides: the table's step (reveal, curses, end of the round). */
  | { kind: 'table' };

export interface Hint {
  move: AztecMove;
  reason: HintReason;
}

/** The VP a stash gains on its way to the end from `add`, by the part of the score it counts in. */
function aims(s: AztecState, seat: SeatIndex, add: Readonly<Jewels>): Record<Exclude<BluffAim, 'artifact'>, number> {
  const rules = rulesOf(s);
  const st = s.seats[seat]!;
  const rounds = roundsAfter(s);
  const stash: Jewels = [st.stash[0] + add[0], st.stash[1] + add[1], st.stash[2] + add[2]];
  let set = 0;
  for (const id of st.artifacts) {
    const card = rules.artifactCards[id]!;
    if (card.set) set += card.vp * expectedSets(rules, stash, card.set, rounds);
  }
  return {
    duo: rules.scoring.duoVp * expectedSets(rules, stash, rules.duos[st.character]!, rounds),
    trio: rules.scoring.trioVp * expectedSets(rules, stash, [1, 1, 1], rounds),
    set,
  };
}

/** The medium computer's move for the deciding seat of `view` (its own view), with why. */
export function hintFor(view: AztecState, seat: SeatIndex, random: Random): Hint {
  const rv = new RoundValues(view);
  const move = mediumMove(view, seat, random, rv);
  switch (move.type) {
    case 'collect': {
      const shows = rulesOf(view).jewelCards[view.seats[seat]!.card!]!;
      const scored = scoreCollect(view, seat, rv).find((o) => o.move.type === 'collect' && o.move.jewels.join() === move.jewels.join())!;
      if (move.jewels.join() === shows.join()) return { move, reason: { kind: 'truth', lie: scored.lie } };
      const withPick = aims(view, seat, move.jewels);
      const withCard = aims(view, seat, shows);
      let toward: BluffAim = 'artifact', gain = 0.05;
      for (const aim of ['duo', 'trio', 'set'] as const) {
        if (withPick[aim] - withCard[aim] > gain) {
          gain = withPick[aim] - withCard[aim];
          toward = aim;
        }
      }
      return { move, reason: { kind: 'bluff', toward, lie: scored.lie } };
    }
    case 'token': {
      const lie = scoreTokens(view, seat, rv).find((o) => o.move.type === 'token' && o.move.target === move.target)!.lie;
      return { move, reason: { kind: move.believe ? 'believe' : 'accuse', target: move.target, lie } };
    }
    case 'artifact': {
      const card = rulesOf(view).artifactCards[move.keep]!;
      return { move, reason: { kind: 'artifact', card: move.keep, effect: card.effect, vp: artifactWorth(rv, seat, card).vp } };
    }
    default:
      return { move, reason: { kind: 'table' } };
  }
}
