/**
 * The easy computer: plausible moves, not good ones.
 *  - Jewels: what its card shows most of the time (EASY_HONESTY), else any other set a card could show,
 *    uniformly at random — a bluff with no aim.
 *  - Token: a random other seat, "I believe you" or "You lie" at random (EASY_BELIEVE).
 *  - Artifact: the drawn card worth the most to it, as medium values it (keeping a worthless card would
 *    not be plausible).
 */
import { rulesOf } from '../rules.js';
import type { AztecMove, AztecState, Jewels, SeatIndex } from '../types.js';
import type { Random } from '../../../kit/random-source.js';
import { best, scoreArtifacts } from './medium.js';
import { EASY_BELIEVE, EASY_HONESTY } from './defaults.js';

export function easyMove(s: AztecState, seat: SeatIndex, random: Random): AztecMove {
  const d = s.decision;
  switch (d.kind) {
    case 'collect': {
      const rules = rulesOf(s);
      const shows = rules.jewelCards[s.seats[seat]!.card!]!;
      const same = (j: Readonly<Jewels>) => j[0] === shows[0] && j[1] === shows[1] && j[2] === shows[2];
      const bluffs = rules.bluffs.filter((j) => !same(j));
      const j = random() < EASY_HONESTY || bluffs.length === 0 ? shows : bluffs[Math.floor(random() * bluffs.length)]!;
      return { type: 'collect', seat, jewels: [j[0], j[1], j[2]] };
    }
    case 'token': {
      const k = Math.floor(random() * (s.seats.length - 1));
      return { type: 'token', seat, target: k < seat ? k : k + 1, believe: random() < EASY_BELIEVE };
    }
    case 'artifact':
      return best(scoreArtifacts(s, seat)).move;
    default:
      throw new Error(`easy: seat ${seat} has no decision (${d.kind})`);
  }
}
