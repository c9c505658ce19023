/**
 * The replay view: the position after move i of a record (a spectator's view: `viewFor(state, null)`
 * of a full record, or a spectator record's frame as it is, so no hidden card is shown), the log up to it, and the controls: first, back, play / pause, forward, last,
 * a slider, the move counter "12 / 144", and the way back to the live game. Keys: ← → Home End.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { rulesOf, type GameState, type ScoreLine } from '../../engine/index.js';
import type { LogEntry } from '../../statechart/quetzal-machine.js';
import type { Lang } from '../../strings/index.js';
import type { RecordsTr } from '../records-text.js';
import type { PartContext } from './common.js';
import { boardMap } from './board-map.js';
import { seatPanels } from './seat-panel.js';
import { laterParts } from '../game-parts.js';
import { onReplayKey } from '../../../../kit/ui/replay-keys.js';
import { backIcon, firstIcon, forwardIcon, lastIcon, pauseIcon, playIcon } from './replay-icons.js';

/** What the replay view shows and does: the statechart's `reviewing` state, and its events. */
export interface ReplayModel {
  /** The position after `index` moves, as a spectator sees it. */
  view: GameState;
  /** The final scores, when the position is the end of the game. */
  scores: ScoreLine[] | null;
  /** A spectator record (what a spectator saw, up to a position): it replays, it cannot be played on. */
  spectator: boolean;
  /** Every move of the record with its events. */
  log: LogEntry[];
  index: number;
  length: number;
  playing: boolean;
  go(index: number): void;
  play(): void;
  pause(): void;
  /** Leaves the replay for the live game; null when there is none (a readonly board showing a record). */
  exit: (() => void) | null;
}

const noTarget = (): void => {};

/** `tr`: the records translator (the replay's strings load with the records chunk). */
export function replayView(lang: Lang, tr: RecordsTr, rc: ReplayModel): TemplateResult {
  const view = rc.view;
  // The frame's own rule-set (its record's), whatever the live game's is.
  const ctx: PartContext = { lang, tr, view, viewer: null, rules: rulesOf(view) };
  const i = rc.index;
  const n = rc.length;
  const current = i > 0 ? rc.log[i - 1] : undefined;
  const told = current ? laterParts.sentences(ctx, current).join(' ') : tr('rp_start');
  const counter = tr('rp_counterLabel', { i, n });
  const control = (action: string, label: string, icon: TemplateResult, onClick: () => void, off: boolean) =>
    html`<button type="button" class="btn small rp-btn" data-action=${action} aria-label=${label} title=${label}
      aria-disabled=${off ? 'true' : 'false'} @click=${() => { if (!off) onClick(); }}>${icon}</button>`;
  const go = (to: number) => () => rc.go(to);
  return html`<div class="frame" part="frame" lang=${lang}>
    <div class="layout replay" data-replay @keydown=${(e: KeyboardEvent) => onReplayKey(e, rc.index, rc.length, rc.go)}>
      <div class="side">
        <div class="side-inner">
          <section class="replay-panel" part="replay" role="region" aria-label=${tr('rp_region')}>
            <div class="rp-head">
              <h2 class="prompt-title">${tr('rp_title')}</h2>
              <span class="rp-counter" data-counter aria-hidden="true">${tr('rp_counter', { i, n })}</span>
              ${rc.exit ? html`<button type="button" class="btn small primary" data-action="rp-exit" @click=${rc.exit}>${tr('rp_exit')}</button>` : nothing}
            </div>
            <p class="rp-move" role="status" aria-live="polite" data-move><span class="sr">${counter}. </span>${told}</p>
            <input type="range" class="rp-slider" min="0" max=${n} step="1" .value=${String(i)} aria-label=${tr('rp_slider')}
              aria-valuetext=${counter} data-slider
              @input=${(e: Event) => rc.go(Number((e.currentTarget as HTMLInputElement).value))}>
            <div class="rp-controls" role="group" aria-label=${tr('rp_controls')}>
              ${control('rp-first', tr('rp_first'), firstIcon(), go(0), i === 0)}
              ${control('rp-back', tr('rp_back'), backIcon(), go(i - 1), i === 0)}
              ${control('rp-play', tr(rc.playing ? 'rp_pause' : 'rp_play'), rc.playing ? pauseIcon() : playIcon(), () => (rc.playing ? rc.pause() : rc.play()), n === 0)}
              ${control('rp-forward', tr('rp_forward'), forwardIcon(), go(i + 1), i === n)}
              ${control('rp-last', tr('rp_last'), lastIcon(), go(n), i === n)}
            </div>
            <p class="hint rp-keys">${tr('rp_keys')}</p>
            ${rc.spectator ? html`<p class="hint" data-spectator>${tr('rp_spectator')}</p>` : nothing}
            ${rc.scores ? laterParts.scoreTable(ctx, rc.scores) : nothing}
          </section>
          ${seatPanels(ctx, { deciding: view.decision.seat, lastRoll: new Map(), knownHand: (seat) => laterParts.knownHand(ctx, seat) })}
          ${laterParts.log(ctx, rc.log.slice(0, i))}
        </div>
      </div>
      <div class="main">
        ${boardMap(ctx, { targets: null, selectedCount: 0, onTarget: noTarget, placingSeat: null, explained: null, explain: null })}
      </div>
    </div>
  </div>`;
}
