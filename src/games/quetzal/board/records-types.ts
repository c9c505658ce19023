/**
 * What the records feature (a chunk of its own) and the board's main chunk say to each other: the
 * board as the feature sees it, and the feature as the board sees it. Types only.
 */
import type { ReactiveControllerHost, TemplateResult, nothing } from 'lit';
import type { SnapshotFrom } from 'xstate';
import type { Move, NewGameOptions } from '../engine/index.js';
import type { QuetzalEvent, QuetzalInput, QuetzalMachine, Resumed, UndoInput, UndoOutput } from '../statechart/quetzal-machine.js';
import type { SaveEvent } from '../statechart/actors.js';
import type { AnyRecord, GameRecord } from '../records/index.js';
import type { Lang } from '../strings/index.js';

/** What the records feature needs from its board. */
export interface BoardLink {
  readonly element: ReactiveControllerHost & HTMLElement & { renderRoot: HTMLElement | DocumentFragment; sound?: boolean };
  /** The statechart's snapshot, or null before the board has one. */
  snapshot(): SnapshotFrom<QuetzalMachine> | null;
  send(event: QuetzalEvent): void;
  lang(): Lang;
  readonly(): boolean;
  /** Whether the game is auto-saved (not readonly, no `no-save`). */
  saving(): boolean;
  /** A new game from the board's attributes. */
  newGame(): void;
  /** Leaves the replay view (and sets the board's `record` back to null when it asked for it). */
  leaveReview(): void;
}

/** A replaced game, as the statechart tells it. */
export interface GameRecordLike {
  game: import('../engine/index.js').GameState;
  log: import('../statechart/quetzal-machine.js').LogEntry[];
  options: NewGameOptions | null;
}

export interface RecordsFeature {
  /** The current game as a record; throws when it cannot be recorded (a game given as a position). */
  exportRecord(): GameRecord;
  /** Replaces the game with a record (text, object, share link); never throws. */
  importRecord(input: unknown): boolean;
  /** Undo / redo from the toolbar or the API (`at`: the version a person's tap was made on). */
  undo(at?: number): boolean;
  redo(at?: number): boolean;
  toggleMenu(): void;
  /** A share link arrived in the URL hash. */
  checkHash(): void;
  /** A button of a records notice (`download-save`, `keep-mine`, `open-shared`…). */
  noticeAction(id: string): void;
  /** A game with moves is being replaced: kept among the earlier games. */
  keepEarlier(game: GameRecordLike): void;
  /** Words a records message in the board's language. */
  text(key: string, params?: Record<string, string | number>): string;
  /** The toolbar and notices (`buttons: false`: only the notices). */
  toolbar(lang: Lang, buttons: boolean): TemplateResult | typeof nothing;
  dialogs(lang: Lang): TemplateResult | typeof nothing;
  coverUndo(lang: Lang): TemplateResult | undefined;
  /** The replay view when the statechart is reviewing, else null. */
  replayView(lang: Lang): TemplateResult | null;
  /** The position the replay view shows (a spectator's view), or null when it is not open: what the motion chunk animates. */
  shown(): import('../engine/index.js').GameState | null;
  // The statechart's actors' work:
  resume(request: QuetzalInput): Resumed | null;
  /** The `undo` actor's work: the game with the acting seat's last move taken back (a Refusal thrown). */
  undoOutput(input: UndoInput): UndoOutput;
  /** The `redo` actor's work: the move to play again (a Refusal thrown). */
  redoMove(input: UndoInput): Move;
  openReview(record: unknown): { record: AnyRecord; length: number };
  save(event: SaveEvent, setup: NewGameOptions | null): void;
  flush(): void;
}

