/**
 * <aztec-board>'s replay: a game as a spectator saw it, position by position (a shared link's frames, or
 * the game just played), with what each move did in words. Frames are public views: nothing hidden is
 * in them, so every seat's panel is drawn as a spectator's.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { BoardReview } from '../../../kit/board/board-types.js';
import type { AztecEvent, AztecMove, AztecState } from '../types.js';
import { header, jewelSprite, table, type ReplayActions, type Tr } from './board-view.js';
import { explainStep } from './narration.js';
import { seatPanel } from './parts/seat-panel.js';
import { onReplayKey } from '../../../kit/ui/replay-keys.js';

export function replayView(review: BoardReview<AztecState, AztecMove, AztecEvent>, tr: Tr, act: ReplayActions): TemplateResult {
  const { frames, steps, index } = review;
  const frame = frames[index]!;
  const last = frames.length - 1;
  const step = index > 0 ? steps[index - 1]! : null;
  // aria-disabled, not disabled: a button that goes out of use at the start or the end keeps the keyboard's focus.
  const button = (action: string, label: string, to: number, off: boolean) =>
    html`<button class="secondary" data-action=${action} aria-label=${label} aria-disabled=${off ? 'true' : 'false'}
      @click=${() => { if (!off) act.go(to); }}>${label}</button>`;
  return html`<div class="frame" part="frame" data-live="replay">
    ${jewelSprite}
    ${header(frame, tr)}
    <section class="prompt replay" part="replay" aria-label=${tr('replay_title')} @keydown=${(e: KeyboardEvent) => onReplayKey(e, index, last, act.go)}>
      <h3 class="prompt-title">${tr('replay_title')}</h3>
      <p class="replay-at" role="status">${tr('replay_at', { n: index, total: last })}</p>
      <input type="range" class="replay-slider" min="0" max=${last} step="1" .value=${String(index)} aria-label=${tr('replay_slider')}
        aria-valuetext=${tr('replay_at', { n: index, total: last })} ?disabled=${last === 0}
        @input=${(e: Event) => act.go(Number((e.currentTarget as HTMLInputElement).value))}>
      <div class="actions">
        ${button('replay-start', tr('replay_start'), 0, index === 0)}
        ${button('replay-back', tr('replay_back'), index - 1, index === 0)}
        <button class="secondary" data-action=${act.playing ? 'replay-pause' : 'replay-play'} aria-pressed=${act.playing ? 'true' : 'false'}
          @click=${() => act.play(!act.playing)}>${tr(act.playing ? 'replay_pause' : 'replay_play')}</button>
        ${button('replay-forward', tr('replay_forward'), index + 1, index === last)}
        ${button('replay-end', tr('replay_end'), last, index === last)}
        ${review.fromGame ? html`<button class="primary" data-action="back-to-game" @click=${() => act.back()}>${tr('replay_back_to_game')}</button>` : nothing}
      </div>
      <p class="replay-keys">${tr('replay_keys')}</p>
    </section>
    ${step ? explainStep(step.events as AztecEvent[], frame, tr) : nothing}
    <div class="layout">
      <div class="main">${table(frame, tr)}</div>
      <div class="side"><section class="seats" part="seats">${frame.seats.map((_, seat) => seatPanel(frame, seat, tr, { viewer: null }))}</section></div>
    </div>
  </div>`;
}
