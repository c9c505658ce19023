/**
 * What an Artifact is worth to a seat, in VP, from public information: a kept one by the end score it
 * adds (over the hauls still to come, stash-value.ts); an immediate one by its effect, with its best
 * choice (the seat to give a stone to, the colour to take or to curse). And what gaining one is worth
 * before the draw: the expected best of the cards drawn from those nobody keeps.
 */
import { rulesOf, type ArtifactCard } from '../rules.js';
import type { AztecState, Color, SeatIndex } from '../types.js';
import { curseHolder, expectedSets, roundsAfter, stoneCost, stoneRelief, type SeatValues } from './stash-value.js';
import { OPPONENT_WEIGHT } from './defaults.js';

/**
 * What an Artifact's value reads of a round's values: round-values.ts's RoundValues, which memoises
 * gainWorth and so cannot be imported here without a circle.
 */
export interface RoundOutlook {
  readonly state: AztecState;
  of(seat: SeatIndex): SeatValues;
  leader(seat: SeatIndex): SeatIndex;
}

/** An Artifact's worth to a seat and, for an immediate one, its choice (a seat or a colour; -1: none). */
export interface ArtifactWorth {
  vp: number;
  choice: number;
}

/** What `card` is worth to `seat` now, with its best choice when it is played at once. */
export function artifactWorth(rv: RoundOutlook, seat: SeatIndex, card: ArtifactCard): ArtifactWorth {
  const s = rv.state;
  const rules = rulesOf(s);
  const st = s.seats[seat]!;
  const values = rv.of(seat);
  switch (card.effect) {
    case 'set':
      return { vp: card.vp * expectedSets(rules, st.stash, card.set!, roundsAfter(s)), choice: -1 };
    case 'vp':
      return { vp: card.vp, choice: -1 };
    case 'discardStones':
      return { vp: stoneRelief(rules, st.stones, card.stones), choice: -1 };
    case 'giveStone': {
      const target = rv.leader(seat);
      return { vp: values.stoneRelief + OPPONENT_WEIGHT * stoneCost(rules, s.seats[target]!.stones), choice: target };
    }
    case 'takeJewel': {
      let best = -1, vp = 0;
      for (let c = 0; c < 3; c++) {
        if (s.temple[c]! > 0 && (best < 0 || values.jewel[c]! > vp)) {
          best = c;
          vp = values.jewel[c]!;
        }
      }
      return { vp: Math.max(0, vp), choice: best };
    }
    case 'curseStone': {
      // The stone goes to whoever holds the colour's majority at the curse step: best on a rival's colour.
      let best: Color = 0, vp = -Infinity;
      for (let c = 0 as Color; c < 3; c++) {
        const holder = curseHolder(s, c);
        const v = holder === null ? 0 : holder === seat ? -values.stoneCost : OPPONENT_WEIGHT * stoneCost(rules, s.seats[holder]!.stones);
        if (v > vp) {
          vp = v;
          best = c;
        }
      }
      return { vp, choice: best };
    }
  }
}

/**
 * What gaining an Artifact is worth to `seat` before the draw: the expected best of `artifactDraw` cards
 * drawn from the cards no seat keeps (each kind valued once).
 */
export function gainWorth(rv: RoundOutlook, seat: SeatIndex): number {
  const s = rv.state;
  const rules = rulesOf(s);
  const kept = new Uint8Array(rules.artifactCards.length);
  for (const st of s.seats) for (const id of st.artifacts) kept[id] = 1;
  const byKind = new Map<number, number>();
  const pool: number[] = [];
  for (const card of rules.artifactCards) {
    if (kept[card.id]) continue;
    let v = byKind.get(card.kind);
    if (v === undefined) byKind.set(card.kind, (v = artifactWorth(rv, seat, card).vp));
    pool.push(v);
  }
  return expectedBest(pool, rules.artifactDraw);
}

/** The expected largest of `draw` values drawn without replacement from `pool`. */
function expectedBest(pool: number[], draw: number): number {
  const m = pool.length;
  if (m === 0) return 0;
  const d = Math.min(draw, m);
  pool.sort((a, b) => a - b);
  // P(the largest drawn is the j-th smallest) = C(j, d − 1) / C(m, d), j = d − 1 … m − 1.
  let sum = 0;
  let ways = 1; // C(j, d − 1), starting at j = d − 1
  let all = 1;
  for (let k = 0; k < d; k++) all = (all * (m - k)) / (k + 1);
  for (let j = d - 1; j < m; j++) {
    sum += (ways / all) * pool[j]!;
    ways = (ways * (j + 1)) / (j + 2 - d);
  }
  return sum;
}
