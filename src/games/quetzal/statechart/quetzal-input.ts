/**
 * Quetzal's own taps on the way to a move, for the kit's board statechart (kit/game-module.ts BoardInput):
 * meeples picked (TOGGLE, CLEAR), a placement target tapped (TARGET: its move, its colours to choose
 * from, or why not, as the engine's placementTargets says), a colour chosen for a wild group (COLOR,
 * CANCEL_COLOR), a move from a prompt's button (PLAY), and a host's refusal of a tap (HOST_REFUSED, a
 * lesson's moveGuard). What they leave is the viewer's draft (QuetzalDraft); the move they end in is
 * played as a person's MOVE. The targets are worked out once per position and selection (targets.ts).
 */
import type { BoardInput, InputStep } from '../../../kit/game-module.js';
import { tableMove, type GameState, type MeepleColor, type Move, type TargetRefusal } from '../engine/index.js';
import { colorMoveOf, targetsOf } from './targets.js';
import { moveSeat } from '../records/barrier.js';

/** What the person deciding has picked so far; null in the board's context when nothing is. */
export interface QuetzalDraft {
  /** The meeples selected for the placement (or the cards for a decision that picks some). */
  selection: number[];
  /** A placement waiting for its colour (a group that could bid as either). */
  colorChoice: { key: string; colors: MeepleColor[] } | null;
  /** A refused target tapped, with the engine's reason (shown beside it); `n` counts taps, so the same reason shows again. */
  explained: { key: string; why: TargetRefusal; n: number } | null;
  /** The host's (a lesson's) refusal of a tap, with a counter so the same words show again. */
  guardHint: { text: string; n: number } | null;
}

/** Quetzal's taps, besides MOVE (each a tap: `at`, `trusted`, as the kit's TapInput). */
export type QuetzalInput =
  /** A move from a prompt's button (roll, a card, Done…). */
  | { type: 'PLAY'; move: Move; at?: number; trusted?: boolean }
  | { type: 'TOGGLE'; id: number; at?: number; trusted?: boolean }
  | { type: 'CLEAR'; at?: number; trusted?: boolean }
  /** A placement target tapped, with the meeples selected. */
  | { type: 'TARGET'; key: string; at?: number; trusted?: boolean }
  | { type: 'COLOR'; color: MeepleColor; at?: number; trusted?: boolean }
  | { type: 'CANCEL_COLOR' }
  | { type: 'HOST_REFUSED'; text: string };

const EMPTY: QuetzalDraft = { selection: [], colorChoice: null, explained: null, guardHint: null };

function step(state: GameState, _viewer: number | null, draft: unknown, input: QuetzalInput): InputStep<Move> | null {
  const d = (draft as QuetzalDraft | null) ?? EMPTY;
  const game = { game: state, selection: d.selection };
  switch (input.type) {
    case 'PLAY':
      // The table's move (the Roll button): the table's step now, if it is that step; a seat's, as a MOVE.
      if (moveSeat(input.move) === null) {
        return JSON.stringify(input.move) === JSON.stringify(tableMove(state)) ? { next: true } : { refused: { code: 'NOT_YOUR_TURN', message: 'the table plays its own moves' } };
      }
      return { move: input.move };
    case 'TOGGLE': {
      // A second tap on a meeple unpicks it; a new selection has no colour asked nor reason shown.
      const on = d.selection.includes(input.id);
      return { draft: { ...d, selection: on ? d.selection.filter((id) => id !== input.id) : [...d.selection, input.id], colorChoice: null, explained: null } };
    }
    case 'CLEAR':
      return { draft: null };
    case 'TARGET': {
      const target = targetsOf(game)?.get(input.key);
      if (!target) return null;
      if (target.move) return { move: target.move };
      if (target.colors.length > 1) return { draft: { ...d, colorChoice: { key: input.key, colors: target.colors } } };
      return target.why ? { draft: { ...d, explained: { key: input.key, why: target.why, n: (d.explained?.n ?? 0) + 1 }, colorChoice: null } } : null;
    }
    case 'COLOR': {
      const move = colorMoveOf({ ...game, colorChoice: d.colorChoice }, input.color);
      return move ? { move } : { refused: { code: 'NOT_YOUR_DECISION', message: 'no placement is waiting for its colour' } };
    }
    case 'CANCEL_COLOR':
      return { draft: { ...d, colorChoice: null } };
    case 'HOST_REFUSED':
      return { draft: { ...d, guardHint: { text: input.text, n: (d.guardHint?.n ?? 0) + 1 }, colorChoice: null } };
    default:
      return null;
  }
}

export const quetzalInput: BoardInput<GameState, Move, QuetzalInput> = {
  // A choice may end in a move: held back in the commit pause, as a move is.
  choices: ['PLAY', 'TARGET', 'COLOR'],
  // Picking and unpicking makes no move (a second tap just unpicks): only stale taps are dropped.
  picks: ['TOGGLE', 'CLEAR', 'CANCEL_COLOR', 'HOST_REFUSED'],
  step,
};
