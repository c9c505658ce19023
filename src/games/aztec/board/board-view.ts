/**
 * What <aztec-board> draws for each state of its statechart, from the view of the seat holding the
 * device (a spectator's view behind the cover and at the table's steps): never from the whole state.
 *
 *  - handOver: the round's header and the cover alone — nothing of any seat is in the DOM behind it;
 *  - person: the viewer's prompt (collect, token, Artifact), Undo when the statechart allows it, Hint;
 *  - passing: "your choice is hidden", Undo, and the button that hides it and hands the device on;
 *  - computer: who is thinking; table: what the last step did (a reveal explained case by case), Next;
 *  - watching (`readonly`): the game as a spectator sees it, "View only", nothing to press;
 *  - over: the scores and Play again.
 */
import { html, nothing, type CSSResult, type TemplateResult } from 'lit';
import { NOTICE_EVENTS, type BoardContext, type BoardNotice, type BoardReview } from '../../../kit/board/board-types.js';
import type { TurnState } from '../../../kit/board/turn-state.js';
import type { Translate } from '../../../kit/i18n/translator.js';
import type { FeatureTable } from '../../../kit/i18n/template.js';
import { styleMap } from '../../../kit/ui/style-map.js';
import { ROUNDS } from '../data.js';
import { rulesOf } from '../rules.js';
import type { AztecOptions } from '../setup.js';
import type { AztecEvent, AztecMove, AztecState } from '../types.js';
import type { BoardKey } from './board-strings.js';
import type { EndingKey } from './ending-strings.js';
import type { EarlierKey } from './earlier-strings.js';
import type { NarrateKey } from './narrate-strings.js';
import type { Line } from './narrate.js';
import { jewelSprite } from './parts/jewel-art.js';
import type { PartKey } from './parts/parts-strings.js';
import { seatPanel } from './parts/seat-panel.js';
import { artifactDeck, curseRow, stoneTrack, temple } from './parts/table.js';
import { artifactPrompt, collectPrompt, tokenPrompt, type PromptActions } from './prompts.js';

export type Tr = Translate<BoardKey | PartKey | NarrateKey | EndingKey | EarlierKey>;
export type Ctx = BoardContext<AztecState, AztecMove, AztecEvent, AztecOptions>;
/**
 * The ending's chunk (ending-views.ts, loaded in the last round): the game-over screen, the replay, their
 * styles. Declared here, so that this file does not import the chunk it stands before.
 */
/** What the replay's buttons do. */
export interface ReplayActions {
  go(index: number): void;
  back(): void;
  /** Plays the replay by itself, or pauses it. */
  play(on: boolean): void;
  /** Whether it plays by itself now (the statechart's reviewing.autoplay). */
  playing: boolean;
}

export interface Ending {
  gameOver(ctx: Ctx, view: AztecState, tr: Tr, act: ViewActions): TemplateResult;
  replayView(review: BoardReview<AztecState, AztecMove, AztecEvent>, tr: Tr, act: ReplayActions): TemplateResult;
  endingStyles: CSSResult;
  /** Its words (the board's translator adds them once the chunk has come). */
  endingStrings: FeatureTable<EndingKey>;
}
/** The board's turn as its statechart stands (kit/board/turn-state.ts). */
export type LiveState = TurnState;

export interface ViewActions extends PromptActions {
  send(type: 'CONTINUE' | 'PASS' | 'NEXT' | 'UNDO' | 'HINT' | 'RETRY' | 'RETRY_RESUME' | 'DISMISS' | 'NEW_GAME' | 'SHARE' | 'REPLAY'): void;
  can(type: 'UNDO' | 'HINT'): boolean;
}

const STEPS = ['collect', 'token', 'reveal', 'curses'] as const;
const stepIndex = (view: AztecState) => {
  const s = view.step === 'artifact' ? 'reveal' : view.step === 'endRound' ? 'curses' : view.step;
  return STEPS.indexOf(s as (typeof STEPS)[number]);
};

/** The round, its steps (the current one marked) and who reveals first: public. */
export function header(view: AztecState, tr: Tr): TemplateResult {
  const at = stepIndex(view);
  return html`<header class="head" part="header">
    <h2 class="title">${tr('title')}</h2>
    <p class="round">${view.step === 'gameOver' ? tr('step_gameOver') : tr('round', { round: view.round, rounds: ROUNDS })}
      · ${tr('first_player', { name: view.seats[view.firstPlayer]!.name })}</p>
    <ol class="steps" aria-label=${tr('steps_label')}>
      ${STEPS.map((s, i) => html`<li class=${i === at ? 'now' : i < at ? 'done' : ''} aria-current=${i === at ? 'step' : nothing}>${tr(`step_${s}`)}</li>`)}
    </ol>
  </header>`;
}

/** The cover: who takes the device now. Nothing else of the game is drawn with it. */
export function cover(view: AztecState, seat: number, tr: Tr, act: ViewActions): TemplateResult {
  const name = view.seats[seat]!.name;
  return html`<section class="cover" part="handover" role="dialog" aria-modal="true" aria-labelledby="cover-title">
    <div class="cover-card" style=${styleMap({ '--seat': `var(--az-seat-${seat})` })}>
      <h3 id="cover-title">${tr('cover_title', { name })}</h3>
      <p>${tr('cover_help', { name })}</p>
      <button class="primary big" data-action="continue" @click=${() => act.send('CONTINUE')}>${tr(view.step === 'collect' ? 'cover_continue' : 'cover_continue_plain', { name })}</button>
    </div>
  </section>`;
}

/** The prompt region: what the viewer decides, or who or what the board waits for. */
export function prompt(live: LiveState, ctx: Ctx, view: AztecState, tr: Tr, act: ViewActions, ending: Ending | null): TemplateResult {
  const viewer = ctx.viewer;
  const tools = live === 'watching' ? nothing : html`<div class="tools">
    ${act.can('UNDO') ? html`<button class="secondary" data-action="undo" @click=${() => act.send('UNDO')}>${tr('undo')}</button>` : nothing}
    ${live === 'person' && act.can('HINT') ? html`<button class="secondary" data-action="hint" @click=${() => act.send('HINT')}>${tr('hint')}</button>` : nothing}
    ${live !== 'gameOver' ? html`<button class="secondary" data-action="share" @click=${() => act.send('SHARE')}>${tr('share')}</button>` : nothing}
  </div>`;
  const hint = ctx.hint && ctx.hint.seat === viewer ? html`<p class="hint-line" role="status">${(ctx.hint.value as { text: string }).text}</p>` : nothing;
  let body: TemplateResult;
  switch (live) {
    case 'person': {
      const d = view.decision;
      body = d.kind === 'collect' ? collectPrompt(view, viewer!, ctx.draft, tr, act)
        : d.kind === 'token' ? tokenPrompt(view, viewer!, tr, act)
          : artifactPrompt(view, viewer!, tr, act);
      break;
    }
    case 'passing': {
      const next = view.decision.seats.find((s) => ctx.seats[s] === 'person') ?? 0;
      const name = view.seats[next]!.name;
      body = html`<div class="prompt-body passing"><h3 class="prompt-title">${tr('passing_title')}</h3><p class="help">${tr('passing_help', { name })}</p>
        <div class="actions"><button class="primary" data-action="pass" @click=${() => act.send('PASS')}>${tr('passing_button', { name })}</button></div></div>`;
      break;
    }
    case 'table': {
      const next = view.decision.kind === 'reveal' ? tr('table_reveal', { name: view.seats[view.decision.seat]!.name })
        : tr(view.decision.kind === 'curses' ? 'table_curses' : 'table_endRound');
      body = html`<div class="prompt-body table-step"><p class="next-step">${next}</p>
        <div class="actions"><button class="primary" data-action="next" @click=${() => act.send('NEXT')}>${tr(view.decision.kind === 'reveal' ? 'next_reveal' : 'next')}</button></div></div>`;
      break;
    }
    case 'watching':
      body = html`<div class="prompt-body watching"><p class="help">${tr('view_only')}</p></div>`;
      break;
    case 'gameOver':
      // The scores and the chart come with the ending's chunk (fetched in the last round); its title at once.
      body = ending ? ending.gameOver(ctx, view, tr, act) : html`<div class="prompt-body over"><h3 class="prompt-title">${tr('over_title')}</h3></div>`;
      break;
    default: {
      const names = ctx.thinking.map((s) => view.seats[s]!.name);
      body = html`<div class="prompt-body waiting"><p class="thinking-line" role="status">${names.length
        ? html`<span class="dots" aria-hidden="true"><i></i><i></i><i></i></span>${tr('waiting_computers', { names: names.join(', ') })}` : tr('chosen_all')}</p></div>`;
    }
  }
  return html`<section class="prompt" part="prompt" aria-label=${tr(`step_${view.step}`)}>${body}${hint}${tools}</section>`;
}

/** The table: temple, Curse cards, the Artifact deck and the cursed-stone track. */
export function table(view: AztecState, tr: Tr): TemplateResult {
  return html`<section class="table" part="table">${temple(view, tr)}${curseRow(view, tr)}${artifactDeck(view, tr)}${stoneTrack(view, rulesOf(view), tr)}</section>`;
}

/** Every seat's panel, from the view. */
export function seats(ctx: Ctx, view: AztecState, tr: Tr): TemplateResult {
  const d = view.decision;
  const current = d.kind === 'reveal' ? d.seat : d.kind === 'artifact' ? d.seats[0] : -1;
  return html`<section class="seats" part="seats">${view.seats.map((_, seat) => seatPanel(view, seat, tr, {
    viewer: ctx.viewer, current: seat === current, deciding: (d.seats as number[]).includes(seat),
  }))}</section>`;
}

/** The game log, newest last. */
export function log(lines: Line[], tr: Tr): TemplateResult {
  return html`<section class="log" part="log" aria-label=${tr('log_title')}><h3>${tr('log_title')}</h3>
    <ol tabindex="0" aria-label=${tr('log_title')}>${lines.length ? lines.slice(-40).map((l) => html`<li class=${l.tone}>${l.text}</li>`) : html`<li>${tr('log_empty')}</li>`}</ol></section>`;
}

/** The link Share made: copied, or to copy by hand; the focus goes to it. */
export function sharedLink(url: string | null, copied: boolean, tr: Tr, dismiss: () => void): TemplateResult | typeof nothing {
  if (!url) return nothing;
  return html`<div class="notice info share" part="notice" role="status" data-notice="share">
    <label><span>${tr(copied ? 'share_copied' : 'share_manual')}</span>
      <input class="share-url" readonly .value=${url} aria-label=${tr('share_title')} @focus=${(e: Event) => (e.target as HTMLInputElement).select()} /></label>
    <button class="link" @click=${dismiss}>${tr('dismiss')}</button>
  </div>`;
}

/** A notice: its words, Retry when it has one, and Dismiss. */
export function notice(n: BoardNotice | null, view: AztecState, tr: Tr, act: ViewActions): TemplateResult | typeof nothing {
  if (!n) return nothing;
  const params = { ...n.params, name: typeof n.params?.seat === 'number' ? view.seats[n.params.seat]?.name ?? '' : '' };
  return html`<div class="notice ${n.kind}" part="notice" role=${n.kind === 'error' ? 'alert' : 'status'} data-notice=${n.id}>
    <span>${tr(n.key as BoardKey, params)}</span>
    ${n.actions?.map((a) => NOTICE_EVENTS[a.id] ? html`<button class="secondary" data-action=${a.id} @click=${() => act.send(NOTICE_EVENTS[a.id]!)}>${tr(a.key as BoardKey)}</button>` : nothing)}
    <button class="link" @click=${() => act.send('DISMISS')}>${tr('dismiss')}</button>
  </div>`;
}

export { jewelSprite };
