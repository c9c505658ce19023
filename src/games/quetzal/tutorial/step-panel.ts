/**
 * The tutorial's step panel: the progress ("Step 3 of 7" and its bar), the step's text, the hint of a
 * refused move, and Back / Next (or, once the lesson is done, the completion panel with Start again).
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { Lang, Params, StringKey } from '../strings/index.js';
import type { TutorialKey } from '../strings/features/tutorial.js';
import type { Lesson, LessonText } from '../lessons/lesson-format.js';

export interface StepPanelModel {
  tr: (key: TutorialKey | StringKey, params?: Params) => string;
  text: (value: LessonText | undefined) => string;
  lesson: Lesson;
  title: string;
  index: number;
  completed: boolean;
  refusal: string | null;
  back(): void;
  next(): void;
  restart(): void;
}

const paragraphs = (text: string) => text.split(/\n\s*\n/).map((p) => html`<p>${p}</p>`);

function progress(m: StepPanelModel, count: string, total: number): TemplateResult {
  const now = m.completed ? total : m.index + 1;
  return html`<div class="progress" part="progress">
    <span class="count" id="tut-count">${count}</span>
    <div class="bar" role="progressbar" aria-label=${m.tr('tut_progress')} aria-valuemin="0" aria-valuemax=${total}
      aria-valuenow=${now} aria-valuetext=${count}><span class="fill"></span></div>
  </div>`;
}

export function stepPanel(m: StepPanelModel): TemplateResult {
  const { tr } = m;
  const total = m.lesson.steps.length;
  const step = m.lesson.steps[m.index]!;
  const count = tr('tut_step', { n: m.completed ? total : m.index + 1, total });
  if (m.completed) {
    return html`<section class="panel complete" part="step complete" aria-labelledby="tut-done">
      ${progress(m, count, total)}
      <h3 id="tut-done" tabindex="-1">${tr('tut_completeTitle')}</h3>
      <p>${tr('tut_completeText', { title: m.title })}</p>
      <slot name="complete"></slot>
      <div class="nav" part="nav">
        <button type="button" class="btn" data-action="back" @click=${m.back}>${tr('tut_back')}</button>
        <button type="button" class="btn primary" data-action="restart" @click=${m.restart}>${tr('tut_restart')}</button>
      </div>
    </section>`;
  }
  return html`<section class="panel" part="step" aria-labelledby="tut-count">
    ${progress(m, count, total)}
    <div class="text" part="text" tabindex="-1" aria-live="polite" data-step=${m.index}>${paragraphs(m.text(step.text))}</div>
    ${m.refusal ? html`<p class="hint" part="hint"><strong>${tr('tut_hintLabel')}</strong> ${m.refusal}</p>` : nothing}
    <div class="nav" part="nav">
      <button type="button" class="btn" data-action="back" ?disabled=${m.index === 0} @click=${m.back}>${tr('tut_back')}</button>
      ${step.expect
        ? html`<span class="your-move">${tr('tut_yourMove')}</span>`
        : html`<button type="button" class="btn primary" data-action="next" @click=${m.next}>${tr(m.index === total - 1 ? 'tut_finish' : 'tut_next')}</button>`}
    </div>
  </section>`;
}

/** The frame without a lesson: not started yet (lazy), loading, none given, or what is wrong with it. */
export function noLessonFrame(lang: Lang, tr: StepPanelModel['tr'], what: 'pending' | 'loading' | 'none' | { message: string }): TemplateResult {
  if (what === 'pending') return html`<div class="frame pending" part="frame" lang=${lang}></div>`;
  if (typeof what === 'object') {
    return html`<div class="frame" part="frame" lang=${lang}>
      <div class="error" part="error" role="alert"><strong>${tr('tut_errorTitle')}</strong><p>${what.message}</p></div>
    </div>`;
  }
  return html`<div class="frame" part="frame" lang=${lang}>
    <p class="note" role="status">${tr(what === 'loading' ? 'tut_loading' : 'tut_noLesson')}</p>
  </div>`;
}
