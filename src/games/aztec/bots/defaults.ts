/**
 * Aztec's computer players' defaults: our decisions, not printed facts (the game's values are in
 * ../rules.ts). Each is measured by a tournament or a fit (README, "Aztec: computer players";
 * bench/aztec-model-fit.ts fits the model of tokens to the medium computer's own play).
 */

// ---------------------------------------------------------------- valuing jewels (stash-value.ts)

/**
 * Future hauls a stash is valued with: the end score is averaged over this many sampled hauls of the
 * rounds still to come (random Jewel cards), so a jewel that completes nothing yet still counts for the
 * duos and trios it will likely complete. More: smoother values, slower; 16 keeps a medium decision
 * well under a millisecond.
 */
export const FUTURE_HAULS = 8;

/** Share of the stones a Curse card will collect in the rounds to come counted against today's majority holder (it may change hands). */
export const FUTURE_CURSE_SHARE = 0.5;

/** Jewels of each colour another seat is expected to take this round (129 jewels on 42 cards: about 1 a colour). */
export const EXPECTED_PICK_PER_COLOR = 1;

/** How sharp the chance of holding a colour's majority is, in jewels (a logistic's scale). */
export const CURSE_SPREAD = 0.75;

/**
 * Weight of an opponent's VP against one's own: what the VP another seat loses is worth to the seat
 * deciding (one opponent of n − 1: 1 / (n − 1) of the ranking; a little less, as an opponent's loss also
 * helps the others).
 */
export const OPPONENT_WEIGHT = 0.5;

// ---------------------------------------------------------------- the model of how players pick (lie-model.ts)

/**
 * Propensity to bluff (α): a bluff set's weight beside the truth's 1, before its appeal and plausibility.
 * Medium picks by the model, so α and β are its own way of bluffing: chosen by tournaments of one medium
 * variant among three easy computers (1,500 games of 4 seats each, α 0.1–0.8 × β 0.5–4): lower α and
 * higher β won more (α 0.4, β 0.9: 50 %; α 0.2, β 2: about 60 %); with them medium bluffs in about 60 % of
 * its rounds, nearly always when its card is poor.
 */
export const BLUFF_PROPENSITY = 0.2;

/** Appeal of a bluff (β, per VP): a set worth 1 VP more than the card is e^β times as likely. Chosen with α, above. */
export const BLUFF_APPEAL = 2;

/**
 * The share of its reveals a seat that picks by the model at α = BLUFF_PROPENSITY, β = BLUFF_APPEAL lies
 * in: what α implies, the prior of every seat's lie rate before its record says more. Measured: medium
 * lies in 58–65 % of its rounds (tournaments of 3–6 seats, among easy or medium computers; 64.9 % in
 * 1,600 seat-games among four mediums).
 */
export const PRIOR_LIE_RATE = 0.6;

/**
 * Weight of that prior against a seat's record of past reveals, in reveals (a Beta prior's size): a seat's
 * lie rate is estimated as (lies + w · PRIOR_LIE_RATE) / (reveals + w), and its α scaled by how that
 * estimate's odds differ from the prior's (lie-model.ts). A seat reveals once a round, so its record holds
 * at most 4 reveals when it picks. The players' lie rates (easy about 25 %, medium 60 %, hard 93 %) spread
 * with a standard deviation of 0.25–0.3 around 0.6, which a Beta prior of mean 0.6 has at
 * w = 0.6 · 0.4 / sd² − 1 ≈ 2–3. Tournaments agree (seed `tune`, 3,000–5,000 games each): medium among
 * easy computers won 58.2 % at 4 seats ignoring the records (w = ∞), 58.3 % at w = 10, 58.8 % at 5,
 * 59.2 % at 3, 59.4 % at 2, 59.8 % at 1 (each ± 1.4); at 3 and 6 seats 62.6 → 63.2 % and 53.4 → 55.4 %
 * with w = 3. Among medium computers, where every seat bluffs at the shared α and a record only adds
 * noise, one medium at w = 3 among three ignoring records won 24.4 % ± 1.1 (24.7 % ignoring them too;
 * 6,000 games), at w = 1 23.6 % ± 1.5 (3,000): a smaller w follows easy's few lies faster but reads more
 * into chance streaks. So 3.
 */
export const REVEAL_PRIOR_WEIGHT = 3;

/**
 * How likely one opponent is to accuse a seat that lies with probability p: ACCUSE_MAX · σ((p − ACCUSE_MID) / ACCUSE_SPREAD).
 * Fitted to the medium computer's own tokens by bench/aztec-model-fit.ts (300 games of 3–6 seats).
 */
export const ACCUSE_MAX = 0.8;
export const ACCUSE_MID = 0.85;
export const ACCUSE_SPREAD = 0.15;

// ---------------------------------------------------------------- easy

/** easy: the share of rounds it takes what its card shows (it bluffs at random otherwise). */
export const EASY_HONESTY = 0.75;

/** easy: the chance its token says "I believe you" (on a seat chosen at random). */
export const EASY_BELIEVE = 0.5;

// ---------------------------------------------------------------- hard

/** hard: candidates kept from the medium heuristic's ranking (jewels: the truth is always among them). */
export const HARD_CANDIDATES = 8;

/** hard: softmax temperature, in VP, of the token policy its playouts use for every seat (0: medium's own choice). */
export const HARD_TOKEN_TEMPERATURE = 0.3;

/** hard: the search's reward, from the final scores (src/kit/beaten-share.ts): the spread, the margin's share and the lead that earns all of it, in VP. */
export const HARD_REWARD = { scale: 1.5, margin: 0.2, span: 20 } as const;

/**
 * hard: how long it searches when no `timeMs` is given, in ms: under the 250 ms it promises (its
 * DEFAULT_HARD_TIME_MS), because an Aztec playout runs to the end of the game and a round-1 batch of them
 * can outlast the budget's 4 % reserve: on a quiet machine at 250, 2 of 520 decisions took 260–262 ms
 * (bench/aztec-bots.ts); searching to 235 keeps the worst case under 250.
 */
export const HARD_SEARCH_MS = 235;
