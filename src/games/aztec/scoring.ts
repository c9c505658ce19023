/**
 * End scoring [rulebook]: 1 VP for each duo of the Character's colours; 2 VP for each blue–yellow–red
 * trio (duos and trios count the same jewels, each on its own: Charly's example); the kept Artifacts'
 * VP; minus the cursed-stone track's value. Most VP wins; a tie goes to fewer cursed stones; still tied,
 * the victory is shared (equal rank, both winners).
 */
import { rulesOf, type AztecRules } from './rules.js';
import type { AztecScoreLine, AztecState, Jewels } from './types.js';

/** How many complete sets of `set` a stash holds (a colour the set names twice counts in pairs). */
export function setsIn(stash: Readonly<Jewels>, set: Readonly<Jewels>): number {
  let n = Infinity;
  for (let c = 0; c < 3; c++) if (set[c]! > 0) n = Math.min(n, Math.floor(stash[c]! / set[c]!));
  return n === Infinity ? 0 : n;
}

/** The cursed-stone track's value for `stones` stones (≤ 0): the printed track, then a fixed loss per stone beyond it. */
export function stonePenalty(r: AztecRules, stones: number): number {
  const track = r.scoring.stonePenalties;
  const last = track.length - 1;
  const lost = stones <= last ? track[stones]! : track[last]! + (stones - last) * r.scoring.extraStonePenalty;
  return lost === 0 ? 0 : -lost;
}

const TRIO: Jewels = [1, 1, 1];

/**
 * Per seat: duo VP, trio VP, Artifact VP, stones and their penalty, total, rank and winner. Before the
 * game ends it is the score as it would stand if the game ended now.
 */
export function scoreBreakdown(state: AztecState): AztecScoreLine[] {
  const r = rulesOf(state);
  const lines: AztecScoreLine[] = state.seats.map((st, seat) => {
    const duos = setsIn(st.stash, r.duos[st.character]!) * r.scoring.duoVp;
    const trios = setsIn(st.stash, TRIO) * r.scoring.trioVp;
    let artifacts = 0;
    for (const id of st.artifacts) {
      const card = r.artifactCards[id]!;
      artifacts += card.set ? setsIn(st.stash, card.set) * card.vp : card.vp;
    }
    const penalty = stonePenalty(r, st.stones);
    return {
      seat, name: st.name, character: st.character, duos, trios, artifacts, stones: st.stones, stonePenalty: penalty,
      total: duos + trios + artifacts + penalty, rank: 0, winner: false,
    };
  });
  const better = (a: AztecScoreLine, b: AztecScoreLine) => a.total > b.total || (a.total === b.total && a.stones < b.stones);
  for (const line of lines) {
    line.rank = 1 + lines.filter((other) => better(other, line)).length;
    line.winner = line.rank === 1;
  }
  return lines;
}
