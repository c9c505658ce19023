/**
 * A playout: a full game state (a determinization) played to the end of the game by the medium policy
 * for every seat — picks drawn from the model of how players pick, tokens by medium's scores (softmax at
 * `temperature` VP: 0, medium's own choice), Artifacts by value — and the table's steps. Each policy reads
 * only what its seat could see (its own card, public values), so a full state plays as the seats' views
 * would. The round's values are worked out once per round and step (round-values.ts).
 */
import { applyMoveInPlace, tableMove } from '../engine.js';
import type { AztecMove, AztecState, SeatIndex } from '../types.js';
import type { Random } from '../../../kit/random-source.js';
import { drawCollect, scoreArtifacts, scoreTokens, best, type Scored } from './medium.js';
import { RoundValues } from './round-values.js';
import type { PickModel } from './lie-model.js';

/** A move drawn from scored options by softmax at `temperature` (0 or less: the best-scored). */
function softmaxPick(options: readonly Scored[], temperature: number, random: Random): AztecMove {
  if (temperature <= 0 || options.length === 1) return best(options).move;
  let top = -Infinity;
  for (const o of options) top = Math.max(top, o.score);
  let sum = 0;
  const w = options.map((o) => (sum += Math.exp((o.score - top) / temperature)));
  const r = random() * sum;
  for (let i = 0; i < w.length; i++) if (r < w[i]!) return options[i]!.move;
  return options[options.length - 1]!.move;
}

/** The playout policy's move for `seat` (its decision open), reading `rv` for the round's values. */
export function policyMove(s: AztecState, seat: SeatIndex, random: Random, rv: RoundValues, temperature: number): AztecMove {
  switch (s.decision.kind) {
    case 'collect': return drawCollect(s, seat, random, rv);
    case 'token': return softmaxPick(scoreTokens(s, seat, rv), temperature, random);
    default: return best(scoreArtifacts(s, seat, rv)).move;
  }
}

/** Plays `s` (a full state, changed in place) to the end of the game. */
export function playout(s: AztecState, random: Random, temperature: number, model?: PickModel): void {
  let rv: RoundValues | null = null;
  for (let guard = 0; guard < 10_000; guard++) {
    const d = s.decision;
    if (d.kind === 'gameOver') return;
    if (d.seats.length === 0) {
      applyMoveInPlace(s, tableMove(s)!);
      // The stashes change from the first reveal on: the values are worked out again at the next decision.
      rv = null;
      continue;
    }
    if (d.kind === 'artifact') rv = null;
    rv ??= new RoundValues(s, model);
    const seat = d.seats[0]!;
    applyMoveInPlace(s, policyMove(s, seat, random, rv, temperature));
    if (d.kind === 'artifact') rv = null;
  }
  throw new Error('playout: the game did not end');
}
