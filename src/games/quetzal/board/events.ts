/** The events <quetzal-board> fires, typed, and the helper that fires them. */
import type { GameEvent, Move, Phase, ScoreLine } from '../engine/index.js';

export interface QuetzalMoveDetail {
  /** The move as a spectator sees it: the card kept with U09 (`keepDrawn`) is HIDDEN (-1). */
  move: Move;
  /** What the move caused, as a spectator sees it: cards drawn into a hidden hand are HIDDEN (-1). */
  events: GameEvent[];
  /** Who made it: a person at the board, a computer player, the host page (`play()`), or a redo. */
  by: 'person' | 'computer' | 'host' | 'redo';
}
export interface QuetzalUndoDetail {
  /** The moves taken back, in the order they had been played. */
  moves: Move[];
  /** The seat that took them back. */
  seat: number;
}
export interface QuetzalPhaseChangeDetail {
  phase: Phase;
  round: number;
}
export interface QuetzalGameOverDetail {
  scores: ScoreLine[];
}
export interface QuetzalErrorDetail {
  /** An engine RuleErrorCode (e.g. BAD_OPTIONS, NOT_YOUR_DECISION), BAD_ATTRIBUTE, or a RecordErrorCode (a game record that cannot be loaded). */
  code: string;
  message: string;
  /** With BAD_ATTRIBUTE: the property at fault (`players`, `botDelay`…). */
  property?: string;
}
export interface QuetzalSaveErrorDetail {
  /** Why auto-save stopped: QUOTA, UNAVAILABLE, WRITE_FAILED or NOT_SERIALIZABLE (records StorageIssueCode). */
  code: string;
  message: string;
}

export interface QuetzalBoardEventMap {
  'quetzal-move': CustomEvent<QuetzalMoveDetail>;
  'quetzal-undo': CustomEvent<QuetzalUndoDetail>;
  'quetzal-phase-change': CustomEvent<QuetzalPhaseChangeDetail>;
  'quetzal-game-over': CustomEvent<QuetzalGameOverDetail>;
  'quetzal-error': CustomEvent<QuetzalErrorDetail>;
  'quetzal-save-error': CustomEvent<QuetzalSaveErrorDetail>;
}

type DetailOf<K extends keyof QuetzalBoardEventMap> = QuetzalBoardEventMap[K] extends CustomEvent<infer D> ? D : never;

/** Fires a bubbling, composed CustomEvent from `target`. */
export function emit<K extends keyof QuetzalBoardEventMap>(target: EventTarget, type: K, detail: DetailOf<K>): boolean {
  return target.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-empty-interface
  interface HTMLElementEventMap extends QuetzalBoardEventMap {}
}
