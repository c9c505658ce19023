/**
 * The hard computer's leaf evaluation, fitted: written by `node --import tsx bench/leaf-fit.ts --write`
 * (5000 policy games per seat count, 2026-11-26); read that script for how. Do not edit by hand.
 *
 * LEAF_WEIGHTS[seats][round - 1]: the VP each term of LEAF_TERMS (hard.ts) adds to a seat's projected final
 * score at the end of that round, and the utility's scale there (how many VP of projected lead make
 * finishing ahead about e ≈ 2.7 times likelier than not). Rounds 1–4; the last round is scored exactly.
 */
export interface LeafFit { readonly weights: readonly number[]; readonly scale: number }

export const LEAF_WEIGHTS: Readonly<Record<number, readonly LeafFit[]>> = {
  2: [
    // round 1: held-out error 9.55 VP (hand-set 9.72), sign right 61.0 % (59.6 %)
    { weights: [0.786, 0.9, 0.173, 3.558, 1.139, -0.046], scale: 5.263 },
    // round 2: held-out error 8.74 VP (hand-set 8.89), sign right 67.8 % (66.0 %)
    { weights: [0.637, 0.774, 0.092, 2.7, 0.783, -0.111], scale: 4.819 },
    // round 3: held-out error 7.64 VP (hand-set 8.14), sign right 73.5 % (70.8 %)
    { weights: [0.535, 0.791, -0.191, 1.647, 0.428, 0.064], scale: 4.212 },
    // round 4: held-out error 6.10 VP (hand-set 6.67), sign right 80.1 % (78.0 %)
    { weights: [0.468, 0.596, -0.079, 0.872, 0.207, 0.323], scale: 3.361 },
  ],
  3: [
    // round 1: held-out error 9.45 VP (hand-set 9.62), sign right 61.9 % (59.1 %)
    { weights: [0.894, 0.881, 0.217, 3.39, 0.861, 0.467], scale: 5.213 },
    // round 2: held-out error 8.75 VP (hand-set 8.89), sign right 67.1 % (65.7 %)
    { weights: [0.737, 0.825, -0.037, 2.211, 0.624, -0.088], scale: 4.822 },
    // round 3: held-out error 7.75 VP (hand-set 7.92), sign right 72.4 % (71.1 %)
    { weights: [0.656, 0.77, -0.209, 1.281, 0.43, -0.137], scale: 4.272 },
    // round 4: held-out error 6.33 VP (hand-set 7.01), sign right 77.2 % (75.9 %)
    { weights: [0.58, 0.607, -0.17, 0.6, 0.254, -0.289], scale: 3.492 },
  ],
  4: [
    // round 1: held-out error 7.71 VP (hand-set 7.87), sign right 60.7 % (58.8 %)
    { weights: [0.939, 0.841, 0.517, 3.434, 0.976, 0.429], scale: 4.251 },
    // round 2: held-out error 6.83 VP (hand-set 7.07), sign right 68.2 % (66.3 %)
    { weights: [0.758, 0.814, 0.288, 2.186, 0.641, 0.276], scale: 3.764 },
    // round 3: held-out error 5.89 VP (hand-set 6.39), sign right 73.5 % (70.9 %)
    { weights: [0.595, 0.682, 0.374, 1.405, 0.327, 0.568], scale: 3.248 },
    // round 4: held-out error 4.69 VP (hand-set 5.11), sign right 79.1 % (77.1 %)
    { weights: [0.498, 0.602, 0.135, 0.414, 0.185, -0.325], scale: 2.588 },
  ],
  5: [
    // round 1: held-out error 6.89 VP (hand-set 7.01), sign right 60.5 % (59.3 %)
    { weights: [0.855, 0.75, 0.584, 3.159, 0.901, 0.499], scale: 3.799 },
    // round 2: held-out error 6.15 VP (hand-set 6.38), sign right 66.9 % (65.3 %)
    { weights: [0.726, 0.789, 0.277, 2.171, 0.613, 0.23], scale: 3.391 },
    // round 3: held-out error 5.30 VP (hand-set 5.76), sign right 72.6 % (70.1 %)
    { weights: [0.591, 0.731, 0.198, 1.338, 0.343, 0.42], scale: 2.922 },
    // round 4: held-out error 4.18 VP (hand-set 4.51), sign right 79.2 % (78.0 %)
    { weights: [0.496, 0.611, 0.128, 0.64, 0.19, -0.316], scale: 2.303 },
  ],
};
