/**
 * What a <quetzal-board> draws for each state of its statechart: the live game (playing or over), the
 * frame of a board that cannot start (with Retry when trying again can help), the empty frame while it
 * starts, and the board's notices. Pure rendering: every choice a person makes becomes an event for the
 * statechart through the `BoardActions` given.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { keyed } from 'lit/directives/keyed.js';
import type { SnapshotFrom } from 'xstate';
import { exchangeMoves, scoreBreakdown, viewFor, checkMove, rulesOf, type MeepleColor, type Move, type ScoreLine } from '../engine/index.js';
import type { Notice, QuetzalMachine } from '../statechart/quetzal-machine.js';
import { targetsOf } from '../statechart/targets.js';
import type { Lang } from '../strings/index.js';
import { seatColor, translator, type PartContext, type Tr } from './parts/common.js';
import { styleMap } from '../../../kit/ui/style-map.js'; // CSP-safe (no style attribute string)
import { boardMap, leftOut } from './parts/board-map.js';
import { seatPanels } from './parts/seat-panel.js';
import { decisionPrompt } from './parts/decision-prompt.js';
import type { LaterParts, PromptModel } from './parts/prompt-model.js';
import { laterWait } from './parts/later-wait.js';
import { lastPerson, lastRolls } from './log-digest.js';

export type BoardSnapshot = SnapshotFrom<QuetzalMachine>;

/** What a person can do on the board: each becomes a statechart event (stamped with the version shown). */
export interface BoardActions {
  /** A person's move (the host's `moveGuard` is asked first). */
  play(move: Move): void;
  toggle(id: number): void;
  clear(): void;
  /** A placement target tapped. */
  target(key: string): void;
  chooseColor(color: MeepleColor): void;
  cancelColor(): void;
  /** The Hint button: the statechart asks a computer (its `hint` region). */
  askHint(): void;
  continueHandOver(): void;
  playAgain(): void;
  /** A notice's button (`retry`, `retry-resume`, or a records action). */
  noticeAction(id: string): void;
  dismissNotice(): void;
}

/** What the records and computer-player features add to the view, when loaded. */
export interface ViewExtras {
  recordsBar: TemplateResult | typeof nothing;
  dialogs: TemplateResult | typeof nothing;
  coverUndo: TemplateResult | undefined;
  /** The prompt's "Computer (hard) is thinking…" line, when computers sit at the table. */
  thinkingLine: TemplateResult | typeof nothing;
  /** The seat panel's short "Thinking" label. */
  thinkingLabel: string | null;
  /** Words a notice of the records feature's table (null: not loaded). */
  recordsText: ((key: string, params?: Record<string, string | number>) => string) | null;
  /** The later parts (Phase 3 prompts, score tables, the log), once loaded. */
  later: LaterParts | null;
  /** Their chunk could not be fetched: try again. */
  retryLater: (() => void) | null;
  /** The board's first paint: what is below the fold may skip its layout (AfterRender.firstPaint). */
  firstPaint: boolean;
  /** The first paint on a phone: what is below the first screen is left out (AfterRender.firstScreen). */
  firstScreen: boolean;
  /** The first paint of a board that starts below the first screen: its whole map left out (AfterRender.belowFold). */
  belowFold: boolean;
}

/** The log's frame while its sentences are on their way (they come with the later parts). */
function logShell(tr: Tr, empty: boolean): TemplateResult {
  return html`<section class="log" part="log" aria-label=${tr('logTitle')}>
    <h2 class="log-title">${tr('logTitle')}</h2>
    <ol class="log-list" tabindex="0" aria-label=${tr('logTitle')}><li class="log-empty">${empty ? tr('logEmpty') : '…'}</li></ol>
  </section>`;
}

const inTurn = (snap: BoardSnapshot, turn: string) => snap.matches({ live: { playing: { turn } } } as never);

/** The Hint asked for, as the statechart's `hint` region has it (null: not asked since the last move). */
function hintAsked(snap: BoardSnapshot): PromptModel['hintAsked'] {
  for (const status of ['thinking', 'shown', 'failed'] as const) {
    if (snap.matches({ live: { playing: { hint: status } } } as never)) return { status, answer: snap.context.hint };
  }
  return null;
}

/** The seat whose private information may be shown now, or null. */
function viewerSeat(snap: BoardSnapshot): number | null {
  const ctx = snap.context;
  const game = ctx.game;
  if (!game || !ctx.interactive || inTurn(snap, 'handOver')) return null;
  if (ctx.handOver) return ctx.viewer;
  const seat = game.decision.seat;
  if (seat !== null && ctx.humans[seat] !== false) return seat;
  // A computer decides, or the table: the person who played last; with computers, the first person.
  const first = ctx.humans.indexOf(true);
  return lastPerson(ctx.log, ctx.humans) ?? (first >= 0 && ctx.humans.includes(false) ? first : null);
}

/** Whether the person at the device may answer the current decision (or start a new game at the end). */
export function canAct(snap: BoardSnapshot): boolean {
  if (!snap.context.interactive) return false;
  return snap.matches({ live: 'gameOver' }) || inTurn(snap, 'person') || inTurn(snap, 'table');
}

/**
 * A notice for the table: an alert for errors, a polite status otherwise. Its body (words, buttons) comes
 * with the later parts; until they have, a wait (or Retry) in its place.
 */
function noticeView(lang: Lang, notice: Notice | null, extras: Pick<ViewExtras, 'recordsText' | 'later' | 'retryLater'>, act: BoardActions): TemplateResult {
  const view = (alert: boolean) => (extras.later
    ? extras.later.notice(lang, { notice: notice!, alert, recordsText: extras.recordsText, action: act.noticeAction, dismiss: act.dismissNotice })
    : html`<div class="rec-notice notice ${notice!.kind}" data-notice=${notice!.id} data-kind=${notice!.kind}>${laterWait(translator(lang), extras.retryLater)}</div>`);
  // The polite region stays in place (empty when quiet), so screen readers hear what arrives in it; an
  // alert is announced when it appears.
  return html`<div class="notices">
    ${notice?.kind === 'error' ? view(true) : nothing}
    <div role="status" aria-live="polite">${notice && notice.kind !== 'error' ? view(false) : nothing}</div>
  </div>`;
}

/** The pass-and-play cover while its part is on its way: everything private stays covered. */
function coverWait(tr: Tr, seat: number, retry: (() => void) | null): TemplateResult {
  return html`<div class="handover" role="dialog" aria-modal="true" aria-label=${tr('partLoading')}
    style=${styleMap({ '--seat': seatColor(seat) })} data-handover=${seat}>
    <div class="handover-card"><span class="handover-disc" aria-hidden="true"></span>${laterWait(tr, retry)}</div>
  </div>`;
}

/** A board that cannot start: what failed, and Retry when trying again can help. */
export function failedView(lang: Lang, tr: Tr, failure: { message: string; retryable: boolean; key?: string }, retry: () => void): TemplateResult {
  return html`<div class="frame error-frame" part="frame" lang=${lang}>
    <div class="error" part="error" role="alert">
      <strong>${tr('error')}</strong>
      <p>${failure.key ? tr(failure.key as Parameters<Tr>[0]) : failure.message}</p>
      ${failure.retryable ? html`<button type="button" class="btn primary" data-action="retry" @click=${retry}>${tr('retry')}</button>` : nothing}
    </div>
  </div>`;
}

export function pendingView(): TemplateResult {
  return html`<div class="frame pending" part="frame"></div>`;
}

/** The live game: the prompt, seat panels, log and board, the hand-over cover over them when due. */
/**
 * `readonly` boards are diagrams: no game chrome (the prompt's "View only", the log, "To play", the
 * activation outline) unless `chrome` is 'full'.
 */
export function gameView(lang: Lang, tr: Tr, snap: BoardSnapshot, act: BoardActions, extras: ViewExtras, readonly: boolean, chrome?: string, noHint?: boolean): TemplateResult {
  const c = snap.context;
  const game = c.game!;
  const viewer = viewerSeat(snap);
  const view = viewFor(game, viewer);
  const ctx: PartContext = { lang, tr, view, viewer, rules: rulesOf(game) };
  const acting = canAct(snap);
  const handOver = inTurn(snap, 'handOver');
  const d = game.decision;
  const selection = new Set(c.selection);

  const targets = acting ? targetsOf(c) : null;
  const exchanges = acting && d.seat !== null ? exchangeMoves(game, d.seat) : [];
  const scores: ScoreLine[] = d.kind === 'gameOver' ? scoreBreakdown(game) : [];
  const lastEntry = c.log[c.log.length - 1];
  const later = extras.later;
  const announce = lastEntry && later ? later.sentences(ctx, lastEntry).join(' ') : '';
  const guardHint = c.guardHint ? keyed(c.guardHint.n, html`<p class="guard-hint" role="alert">${c.guardHint.text}</p>`) : nothing;
  // A refused target tapped: its reason, also said under the prompt (where a phone shows it, and a screen reader hears it).
  const explained = c.explained && later ? keyed(c.explained.n, html`<p class="guard-hint why-said" role="status" data-why-said=${c.explained.key}>${later.refusal(ctx, c.explained.why, c.explained.key)}</p>`) : nothing;
  // What changed since the person at the device (or the one it is passed to) last played (parts/news.ts);
  // what hit them opens the prompt.
  const news = later && !(readonly && chrome !== 'full') ? later.news(ctx, c.log, handOver ? d.seat : viewer) : null;
  const since = acting && news ? news.line : nothing;
  const prompt = decisionPrompt({
    ctx, canAct: acting, waiting: inTurn(snap, 'waiting'), readonly, hint: !noHint && acting && d.seat !== null && viewer === d.seat,
    hintAsked: hintAsked(snap), askHint: act.askHint,
    selection, toggle: act.toggle, clear: act.clear, send: act.play,
    accepts: (move) => checkMove(game, move) === null, exchanges,
    anyTarget: !!targets && [...targets.values()].some((x) => x.legal),
    colorChoice: c.colorChoice, chooseColor: act.chooseColor, cancelColor: act.cancelColor,
    log: c.log,
    scores, playAgain: act.playAgain, menu: c.options && act.noticeAction, later, retryLater: extras.retryLater,
    notice: since === nothing && guardHint === nothing && explained === nothing && extras.thinkingLine === nothing ? undefined
      : html`${since}${guardHint}${explained}${extras.thinkingLine}`,
  });
  const thinkingSeat = c.thinking?.seat ?? null;
  const overlay = d.kind === 'prepare' || d.kind === 'gameOver';
  const diagram = readonly && chrome !== 'full';
  return html`<div class="frame ${diagram ? 'diagram' : ''} ${extras.firstPaint ? 'first-paint' : ''}" part="frame" lang=${lang}>
    <div class="layout ${extras.recordsBar === nothing ? '' : 'has-records'}" ?inert=${handOver} aria-hidden=${handOver ? 'true' : nothing}>
      <div class="side">
        <div class="side-inner">
          ${extras.recordsBar}
          ${noticeView(lang, c.notice, extras, act)}
          ${overlay || diagram ? nothing : prompt}
          ${extras.firstScreen ? leftOut('seats') : seatPanels(ctx, {
            deciding: diagram ? null : d.seat, lastRoll: lastRolls(game, c.log),
            thinking: thinkingSeat === null || extras.thinkingLabel === null ? null : { seat: thinkingSeat, label: extras.thinkingLabel },
            knownHand: later ? (seat) => later.knownHand(ctx, seat) : null,
          })}
          ${diagram ? nothing : later ? later.log(ctx, c.log) : logShell(tr, c.log.length === 0)}
        </div>
      </div>
      <div class="main">
        ${overlay ? html`<div class="overlay">${prompt}</div>` : nothing}
        ${boardMap(ctx, {
          targets: targets && c.selection.length > 0 ? targets : null, selectedCount: c.selection.length,
          placingSeat: d.kind === 'place' ? d.seat : viewer, onTarget: act.target,
          explained: c.explained?.key ?? null, explain: later ? (why) => later.refusal(ctx, why, null) : null, noActive: diagram,
          news: news?.marks ?? null, firstScreen: extras.firstScreen, belowFold: extras.belowFold,
        })}
      </div>
    </div>
    ${extras.dialogs}
    ${later && !diagram ? later.legend(lang) : nothing}
    ${handOver && d.seat !== null ? html`<div part="handover">${later
      ? later.handOver(lang, d.seat, game.seats[d.seat]!.name, act.continueHandOver, extras.coverUndo)
      : coverWait(tr, d.seat, extras.retryLater)}</div>` : nothing}
    <div class="sr" role="status" aria-live="polite" aria-atomic="true" data-announce>${announce}${since === nothing ? '' : ` ${news!.text}`}</div>
  </div>`;
}
