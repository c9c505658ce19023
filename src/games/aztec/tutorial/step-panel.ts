/**
 * The tutorial's step panel: the step counter, the step's text, the hint of a refused move, and Back /
 * Next / Restart — or, once the lesson is done, the completion panel with Back and Restart.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { Translate } from '../../../kit/i18n/translator.js';
import type { TutorialKey } from './tutorial-strings.js';

export interface StepPanelModel {
  tr: Translate<TutorialKey>;
  title: string;
  /** The step's text, in the tutorial's language. */
  text: string;
  index: number;
  total: number;
  completed: boolean;
  /** The step waits for the learner's move on the board (no Next). */
  waiting: boolean;
  /** Why the learner's last move was refused, in words; null when nothing was. */
  hint: string | null;
  back(): void;
  next(): void;
  restart(): void;
}

const paragraphs = (text: string) => text.split(/\n\s*\n/).map((p) => html`<p>${p}</p>`);

export function stepPanel(m: StepPanelModel): TemplateResult {
  const { tr } = m;
  const count = tr('tut_step', { n: m.completed ? m.total : m.index + 1, total: m.total });
  const hint = m.hint ? html`<p class="hint" part="hint" role="status"><strong>${tr('tut_hintLabel')}</strong> ${m.hint}</p>` : nothing;
  const back = html`<button type="button" class="btn" data-action="back" ?disabled=${!m.completed && m.index === 0} @click=${m.back}>${tr('tut_back')}</button>`;
  const restart = html`<button type="button" class="btn" data-action="restart" @click=${m.restart}>${tr('tut_restart')}</button>`;
  if (m.completed) {
    return html`<section class="panel complete" part="step complete" aria-labelledby="tut-done">
      <p class="count" part="counter">${count}</p>
      <h3 id="tut-done" class="text" tabindex="-1">${tr('tut_completeTitle')}</h3>
      <p>${tr('tut_completeText', { title: m.title })}</p>
      ${hint}
      <div class="nav" part="nav">${back}${restart}</div>
    </section>`;
  }
  return html`<section class="panel" part="step" aria-labelledby="tut-count">
    <p class="count" part="counter" id="tut-count">${count}</p>
    <div class="text" part="text" tabindex="-1" data-step=${m.index}>${paragraphs(m.text)}</div>
    ${hint}
    ${m.waiting ? html`<p class="your-move">${tr('tut_yourMove')}</p>` : nothing}
    <div class="nav" part="nav">
      ${back}
      ${m.waiting ? nothing
        : html`<button type="button" class="btn primary" data-action="next" @click=${m.next}>${tr(m.index === m.total - 1 ? 'tut_finish' : 'tut_next')}</button>`}
      ${restart}
    </div>
  </section>`;
}
