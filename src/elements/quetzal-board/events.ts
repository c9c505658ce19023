/** The events <quetzal-board> fires, typed, and the helper that fires them. */
import type { GameEvent, Move, Phase, ScoreLine } from '../../rules/index.js';

export interface QuetzalMoveDetail {
  move: Move;
  events: GameEvent[];
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
}
export interface QuetzalSaveErrorDetail {
  /** Why auto-save stopped: QUOTA, UNAVAILABLE, WRITE_FAILED or NOT_SERIALIZABLE (records StorageIssueCode). */
  code: string;
  message: string;
}

export interface QuetzalBoardEventMap {
  'quetzal-move': CustomEvent<QuetzalMoveDetail>;
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
