/**
 * What the decision prompt is drawn from, and what the later parts chunk (game-parts.ts) adds to it:
 * the prompts after the first screen's roll and placement (rerolls, Phase 3, the end of a round or game,
 * the exchanges), the score tables, the game log, notices, the hand-over cover and the records
 * toolbar's row.
 */
import type { nothing, TemplateResult } from 'lit';
import type { Lang } from '../../strings/index.js';
import type { MeepleColor, Move, ScoreLine } from '../../engine/index.js';
import type { HintAnswer, LogEntry } from '../../statechart/quetzal-machine.js';
import type { PartContext } from './common.js';
import type { TargetRefusal } from '../../engine/index.js';
import type { NoticeModel } from './notice-body.js';
import type { recordsBarStandIn } from './records-bar.js';

export interface PromptModel {
  ctx: PartContext;
  /** The person at the device may answer the decision now. */
  canAct: boolean;
  /** The engine's moves for this decision are still on their way, with the later parts (the statechart's turn `waiting`). */
  waiting?: boolean;
  readonly: boolean;
  /** Meeple ids (placement, reroll) or card ids (Temple, deliveries, Black Market) picked so far. */
  selection: ReadonlySet<number>;
  toggle: (id: number) => void;
  clear: () => void;
  send: (move: Move) => void;
  /** Whether the engine accepts a move (checkMove on the full game). */
  accepts: (move: Move) => boolean;
  /** Exchange moves the deciding seat may make now (legalMoves of type exchange). */
  exchanges: Move[];
  /** Placement: whether any board target accepts the selection. */
  anyTarget: boolean;
  /** Placement: a wild group at an either-colour bidding location: which colour? */
  colorChoice: { key: string; colors: MeepleColor[] } | null;
  chooseColor: (color: MeepleColor) => void;
  cancelColor: () => void;
  /** The game's log (the end of a round sums it up). */
  log: readonly LogEntry[];
  scores: ScoreLine[];
  /** The later parts (Phase 3, the end of a round, the end of the game), once their chunk has loaded. */
  later: LaterParts | null;
  /** Their chunk could not be fetched: the prompt offers this to try again. */
  retryLater: (() => void) | null;
  playAgain: () => void;
  /** The Game menu's Replay and Share (the records feature's own), for the game-over screen; null: not recorded. */
  menu?: ((action: 'replay' | 'share') => void) | null;
  /** Show the Hint button (a person deciding in their own seat, and the host has not turned it off). */
  hint?: boolean;
  /** The Hint asked for since the last move (the statechart's `hint` region), or null. */
  hintAsked?: { status: 'thinking' | 'shown' | 'failed'; answer: HintAnswer | null } | null;
  askHint?: () => void;
  /** Optional note shown under the prompt's body (the hint of a move the host's moveGuard refused). */
  notice?: unknown;
}

/** The later parts, as the board's main chunk uses them (they word themselves with their own table). */
export interface LaterParts {
  /** The prompt's body for any decision but the roll (the first screen's); `extra`: placing, the Hint button beside Clear. */
  promptBody(m: PromptModel, extra?: TemplateResult): TemplateResult;
  /** The exchanges the deciding seat may make now (U07, U10), under the prompt. */
  exchanges(m: PromptModel): TemplateResult;
  /** The game log, newest last. */
  log(ctx: PartContext, log: readonly LogEntry[]): TemplateResult;
  /** What one move did, in sentences (the screen readers' line, the replay). */
  sentences(ctx: PartContext, entry: LogEntry): string[];
  /** The final score table. */
  scoreTable(ctx: PartContext, scores: ScoreLine[]): TemplateResult;
  /** Why a placement target is refused, in words (`at`: the target's key, to name the place first). */
  refusal(ctx: PartContext, why: TargetRefusal, at: string | null): string;
  /** A notice's body (its frame is the board's). */
  notice(lang: Lang, m: NoticeModel): TemplateResult;
  /** The pass-and-play cover for `seat` (`extra`: the records feature's "Undo my move"). */
  handOver(lang: Lang, seat: number, name: string, onContinue: () => void, extra?: TemplateResult): TemplateResult;
  /** The records toolbar (Undo, Redo, the Game menu), drawn before the records chunk has come. */
  recordsBar: typeof recordsBarStandIn;
  /** The legend: every glyph of the board named and explained (a popover the prompt's "?" opens). */
  legend(lang: Lang): TemplateResult;
  /** What changed since `seat` last played: places to mark, and the "since your last turn" line. */
  news(ctx: PartContext, log: readonly LogEntry[], seat: number | null): { marks: Map<string, string>; line: TemplateResult | typeof nothing; text: string };
  /** Another seat's known cards in its panel (nothing when it has none). */
  knownHand(ctx: PartContext, seat: number): TemplateResult | typeof nothing;
  /** After each render: the board's keys (arrows over the targets), the focus after an action (keyboard.ts), the Hint's marks. */
  keyboard(root: ShadowRoot): void;
  /** The Hint button and its line once asked (parts/hint.ts): the medium computer's move for the viewer. */
  hint(m: PromptModel): { button: TemplateResult; line: TemplateResult | typeof nothing };
}
