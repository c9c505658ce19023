/**
 * <aztec-board>'s DOM events, typed: what each carries. Everything in them is what a spectator may see
 * (a pick or a token names its seat, never what it chose, until all are shown).
 */
import type { Seat } from '../../../kit/game-engine.js';
import type { AztecEvent, AztecPublicMove, AztecScoreLine, AztecStep } from '../types.js';

export interface AztecMoveDetail {
  seat: Seat | null;
  move: AztecPublicMove;
  events: AztecEvent[];
  by: 'person' | 'computer' | 'table' | 'redo';
}
export interface AztecUndoDetail {
  seat: Seat;
}
export interface AztecGameOverDetail {
  scores: AztecScoreLine[];
}
export interface AztecErrorDetail {
  code: string;
  message: string;
  property?: string;
}

export interface AztecShareDetail {
  /** This page's address with the game so far as a spectator link (`#aztec=<code>`). */
  url: string;
}

export interface AztecSaveErrorDetail {
  code: string;
  message: string;
}

export interface AztecPhaseChangeDetail {
  step: AztecStep;
  round: number;
}

export interface AztecBoardEventMap {
  'aztec-phase-change': CustomEvent<AztecPhaseChangeDetail>;
  'aztec-save-error': CustomEvent<AztecSaveErrorDetail>;
  'aztec-share': CustomEvent<AztecShareDetail>;
  'aztec-move': CustomEvent<AztecMoveDetail>;
  'aztec-undo': CustomEvent<AztecUndoDetail>;
  'aztec-game-over': CustomEvent<AztecGameOverDetail>;
  'aztec-error': CustomEvent<AztecErrorDetail>;
}

/** Dispatches one of the board's events (bubbling, across shadow roots). */
export function fire<K extends keyof AztecBoardEventMap>(el: HTMLElement, type: K, detail: AztecBoardEventMap[K]['detail']): void {
  el.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
}
