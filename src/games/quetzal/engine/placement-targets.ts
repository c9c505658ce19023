/**
 * Placement targets: every space a person can tap with the selected meeples, and whether the engine
 * accepts the placement there (and in which colour). Asked of the engine's `checkMove` each time: this
 * module decides nothing of its own. The statechart uses it to turn a tapped target into a move; the board
 * uses it to light up the legal targets. Part of the Phase 2 rules (reached through phase3.ts, phase3-calls.ts):
 * the board's first file, which opens on the roll, leaves it out.
 */
import { checkMove } from './engine.js';
import type { RuleError } from './errors.js';
import type { MeepleColor } from './data.js';
import type { GameState, Move, TargetInfo, TargetRefusal, TargetSpot } from './types.js';

const refusalOf = (e: RuleError): TargetRefusal => ({ code: e.code, params: e.params, message: e.message });

const COLORS: readonly MeepleColor[] = ['adventurer', 'archaeologist'];

/** Every placement space of the board, in board order. */
function targetSpots(game: GameState): TargetSpot[] {
  const b = game.board;
  return [
    { key: 'camp', location: 'camp' },
    { key: 'stela', location: 'stela' },
    ...b.templeSpaces.map((_, space) => ({ key: `temple:${space}`, location: 'temple' as const, space })),
    { key: 'quarry', location: 'quarry' },
    { key: 'small_temple', location: 'small_temple' },
    { key: 'ruins', location: 'ruins' },
    { key: 'black_market', location: 'black_market' },
    ...b.villageSpaces.map((_, space) => ({ key: `village:${space}`, location: 'village' as const, space })),
    { key: 'harbor', location: 'harbor' },
    ...b.ships.map((_, space) => ({ key: `ship:${space}`, location: 'ship' as const, space })),
  ];
}

function placeMove(seat: number, spot: TargetSpot, meeples: readonly number[], color?: MeepleColor): Move {
  const move: Move = { type: 'place', seat, location: spot.location, meeples: [...meeples] };
  if (spot.space !== undefined) move.space = spot.space;
  if (color) move.color = color;
  return move;
}

function currentBid(game: GameState, spot: TargetSpot): number | undefined {
  const bid = spot.location === 'ship' ? game.board.ships[spot.space!] ?? null
    : spot.location in game.board.bids ? game.board.bids[spot.location as keyof typeof game.board.bids] : null;
  return bid ? bid.meeples.length : undefined;
}

/** What the engine says of placing `meeples` of `seat` on one spot. */
function targetInfo(game: GameState, seat: number, meeples: readonly number[], spot: TargetSpot): TargetInfo {
  const beat = currentBid(game, spot);
  if (meeples.length === 0) {
    return { legal: false, beat, move: null, colors: [], why: { code: 'SELECT_FIRST', params: { location: spot.location }, message: 'pick meeples first' } };
  }
  const plain = placeMove(seat, spot, meeples);
  const refusal = checkMove(game, plain);
  if (refusal === null) return { legal: true, beat, move: plain, colors: [], why: null };
  const tries = COLORS.map((color) => checkMove(game, placeMove(seat, spot, meeples, color)));
  const colors = COLORS.filter((_, i) => tries[i] === null);
  return {
    legal: colors.length > 0, beat, colors,
    move: colors.length === 1 ? placeMove(seat, spot, meeples, colors[0]) : null,
    why: colors.length > 0 ? null : whyNot(refusal, tries as RuleError[], spot),
  };
}

/**
 * The reason to give for a refused spot. A bid without a colour is refused for want of one
 * (MALFORMED_MOVE): the real reason is then what each colour met — the same refusal for both, or a
 * group that can be neither colour (WRONG_COLOR twice: mixed).
 */
function whyNot(plain: RuleError, tries: readonly RuleError[], spot: TargetSpot): TargetRefusal {
  if (plain.code !== 'MALFORMED_MOVE') return refusalOf(plain);
  const [a, b] = tries;
  if (a!.code === 'WRONG_COLOR' && b!.code === 'WRONG_COLOR') {
    return { code: 'WRONG_COLOR', params: { location: spot.location, mixed: 1 }, message: 'these meeples cannot all count as one colour' };
  }
  return refusalOf(a!.code === 'WRONG_COLOR' ? b! : a!);
}

/** Every spot with what the engine says of placing the selected meeples there. */
export function placementTargets(game: GameState, seat: number, meeples: readonly number[]): Map<string, TargetInfo> {
  const out = new Map<string, TargetInfo>();
  for (const spot of targetSpots(game)) out.set(spot.key, targetInfo(game, seat, meeples, spot));
  return out;
}

/** What a tapped target does: its move, a colour to choose first, or why not (null for an unknown key). */
export function resolveTarget(game: GameState, seat: number, meeples: readonly number[], key: string): TargetInfo | null {
  const spot = targetSpots(game).find((s) => s.key === key);
  if (!spot) return null;
  return targetInfo(game, seat, meeples, spot);
}

/** The placement of a group on a target in a chosen colour, if the engine accepts it. */
export function coloredPlacement(game: GameState, seat: number, meeples: readonly number[], key: string, color: MeepleColor): Move | null {
  const spot = targetSpots(game).find((s) => s.key === key);
  if (!spot) return null;
  const move = placeMove(seat, spot, meeples, color);
  return checkMove(game, move) === null ? move : null;
}
