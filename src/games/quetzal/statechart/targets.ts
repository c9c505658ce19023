/**
 * The placement targets of the position a person sees: where the selected meeples may go, each with its
 * move, its colours to choose from, or why not (the engine's placementTargets). Worked out once per
 * position and selection, and shared by all that ask — the board's render, the tap's input and the
 * statechart's TARGET —, since the three read the same snapshot, whose game is an immutable value.
 * And the placement a colour chosen for a wild group makes (`colorMoveOf`): the statechart's COLOR and
 * the board's colour buttons (which offer it to the host's moveGuard first) ask the same function.
 */
import { coloredPlacement, hasPhase3Rules, placementTargets, type GameState, type MeepleColor, type Move, type TargetInfo } from '../engine/index.js';

const memo = new WeakMap<GameState, { selection: string; targets: Map<string, TargetInfo> }>();

export function targetsOf(ctx: { game: GameState | null; selection: readonly number[] }): Map<string, TargetInfo> | null {
  const game = ctx.game;
  const d = game?.decision;
  // (Before the placement rules have come — the board's first file waits for them —, no target.)
  if (!game || d?.kind !== 'place' || !hasPhase3Rules()) return null;
  const selection = ctx.selection.join();
  const known = memo.get(game);
  if (known?.selection === selection) return known.targets;
  const targets = placementTargets(game, d.seat, ctx.selection);
  memo.set(game, { selection, targets });
  return targets;
}

/** The placement that choosing `color` for the target asked (`colorChoice`) makes, or null when there is none to make. */
export function colorMoveOf(ctx: { game: GameState | null; selection: readonly number[]; colorChoice: { key: string } | null }, color: MeepleColor): Move | null {
  const d = ctx.game?.decision;
  return ctx.colorChoice && d?.kind === 'place' && hasPhase3Rules() ? coloredPlacement(ctx.game!, d.seat, ctx.selection, ctx.colorChoice.key, color) : null;
}
