/**
 * The placement randomMove last returned (random-move.ts), with what checkPlace would find for it and a
 * copy of its fields. It is legal by construction for the state and the decision it was drawn for: when
 * that very move comes back unchanged for that very state, with no move applied in between (every move
 * gives the state a new decision object), applyMoveInPlace skips its checks (engine.ts) and applyPlace
 * commits it as drawn (placement.ts). A playout that draws with randomMove and applies with
 * applyMoveInPlace so checks each placement once, when drawing it, not twice. A module of its own, in the
 * board's first file: engine.ts asks it; placement.ts, which loads later, and random-move.ts use it too.
 */
import type { MeepleColor } from './data.js';
import type { Decision, GameState, Move, PlaceLocation } from './types.js';

type PlaceMove = Extract<Move, { type: 'place' }>;

export const vouched = {
  move: null as PlaceMove | null,
  state: null as GameState | null,
  decision: null as Decision | null,
  // The move's fields as drawn (undefined where the move has none), its meeples array and their ids.
  seat: 0, location: 'camp' as PlaceLocation, space: undefined as number | undefined, color: undefined as MeepleColor | undefined,
  meeples: null as number[] | null, ids: /* @__PURE__ */ new Int8Array(16), count: 0,
  // What checkPlace would return for it.
  cost: 0, group: null as MeepleColor | null,
};

/** Whether `m` is the vouched move, for the full state and the decision it was drawn for, with its fields as drawn. */
export function isVouched(s: GameState, m: Move): boolean {
  const v = vouched;
  if (m !== v.move || s !== v.state || s.decision !== v.decision || s.hidden) return false;
  const ids = m.meeples;
  if (ids !== v.meeples || m.seat !== v.seat || m.location !== v.location || m.space !== v.space || m.color !== v.color || ids.length !== v.count) return false;
  for (let i = 0; i < ids.length; i++) if (ids[i] !== v.ids[i]) return false;
  return true;
}
