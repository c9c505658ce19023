/**
 * The hard computer's leaf evaluation, fitted: written by `node --import tsx bench/leaf-fit.ts --write`
 * (5000 policy games per seat count, 2026-11-25); read that script for how. Do not edit by hand.
 *
 * LEAF_WEIGHTS[seats][round - 1]: the VP each term of LEAF_TERMS (hard.ts) adds to a seat's projected final
 * score at the end of that round, and the utility's scale there (how many VP of projected lead make
 * finishing ahead about e ≈ 2.7 times likelier than not). Rounds 1–4; the last round is scored exactly.
 */
export interface LeafFit { readonly weights: readonly number[]; readonly scale: number }

export const LEAF_WEIGHTS: Readonly<Record<number, readonly LeafFit[]>> = {
  2: [
    // round 1: held-out error 10.79 VP (hand-set 10.95), sign right 60.4 % (59.1 %)
    { weights: [0.687, 0.837, 0.121, 2.73, 0.647, -0.065], scale: 5.951 },
    // round 2: held-out error 10.04 VP (hand-set 10.20), sign right 64.4 % (63.1 %)
    { weights: [0.616, 0.862, -0.245, 1.814, 0.498, 0.186], scale: 5.536 },
    // round 3: held-out error 8.96 VP (hand-set 9.19), sign right 68.9 % (68.2 %)
    { weights: [0.579, 0.779, -0.265, 1.241, 0.367, -0.062], scale: 4.938 },
    // round 4: held-out error 7.18 VP (hand-set 8.30), sign right 77.6 % (73.7 %)
    { weights: [0.557, 0.584, -0.091, 0.103, 0.234, 0.753], scale: 3.959 },
  ],
  3: [
    // round 1: held-out error 11.02 VP (hand-set 11.16), sign right 60.3 % (59.4 %)
    { weights: [0.85, 0.84, 0.333, 3.244, 1.051, 0.155], scale: 6.077 },
    // round 2: held-out error 10.31 VP (hand-set 10.55), sign right 66.5 % (65.1 %)
    { weights: [0.759, 0.851, -0.098, 1.869, 0.664, 0.133], scale: 5.686 },
    // round 3: held-out error 9.43 VP (hand-set 9.58), sign right 70.3 % (70.1 %)
    { weights: [0.669, 0.824, -0.337, 0.879, 0.386, -0.117], scale: 5.199 },
    // round 4: held-out error 7.41 VP (hand-set 9.02), sign right 79.0 % (74.1 %)
    { weights: [0.702, 0.623, -0.225, -0.512, 0.299, -0.299], scale: 4.083 },
  ],
  4: [
    // round 1: held-out error 7.95 VP (hand-set 8.14), sign right 63.0 % (60.7 %)
    { weights: [0.962, 0.868, 0.488, 3.347, 0.916, 0.461], scale: 4.383 },
    // round 2: held-out error 7.16 VP (hand-set 7.31), sign right 67.9 % (66.6 %)
    { weights: [0.764, 0.818, 0.303, 2.349, 0.593, 0.114], scale: 3.945 },
    // round 3: held-out error 6.18 VP (hand-set 6.39), sign right 73.4 % (72.3 %)
    { weights: [0.614, 0.763, 0.155, 1.406, 0.331, 0.395], scale: 3.408 },
    // round 4: held-out error 4.87 VP (hand-set 5.16), sign right 79.8 % (79.1 %)
    { weights: [0.507, 0.655, -0.007, 0.541, 0.189, -0.512], scale: 2.684 },
  ],
  5: [
    // round 1: held-out error 7.10 VP (hand-set 7.25), sign right 61.9 % (60.0 %)
    { weights: [0.858, 0.789, 0.555, 3.179, 0.843, 0.173], scale: 3.914 },
    // round 2: held-out error 6.36 VP (hand-set 6.53), sign right 67.9 % (66.3 %)
    { weights: [0.754, 0.805, 0.307, 2.205, 0.552, 0.157], scale: 3.509 },
    // round 3: held-out error 5.63 VP (hand-set 5.77), sign right 72.6 % (71.7 %)
    { weights: [0.637, 0.786, 0.076, 1.263, 0.34, 0.424], scale: 3.103 },
    // round 4: held-out error 4.51 VP (hand-set 4.81), sign right 78.6 % (77.2 %)
    { weights: [0.534, 0.645, 0.003, 0.443, 0.193, -0.421], scale: 2.488 },
  ],
};
