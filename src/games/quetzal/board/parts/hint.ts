/**
 * The Hint button under the prompt (the later parts), and the hint's line: the statechart asks a computer
 * (its `hint` region: the bots' chunk, the medium computer, from the viewer's view only) and keeps the
 * answer until the next move; this part says it in one line and marks what it uses on the board
 * (`data-hint`, after each render).
 */
import { html, nothing, type TemplateResult } from 'lit';
import { featureTranslator } from '../../strings/feature.js';
import { hintStrings } from '../../strings/features/hint.js';
import type { Lang } from '../../strings/index.js';
import type { PromptModel } from './prompt-model.js';
import { hintMarks, hintSentence, type HintTr } from './hint-text.js';

const hintText = featureTranslator(hintStrings);
const hintTr = (lang: Lang): HintTr => (key, params) => hintText(lang, key, params);

/** The Hint button, and the hint's line once asked. */
export function hintPart(m: PromptModel): { button: TemplateResult; line: TemplateResult | typeof nothing } {
  const tr = hintTr(m.ctx.lang);
  const asked = m.hintAsked;
  const answer = asked?.status === 'shown' ? asked.answer : null;
  const line = !asked ? nothing
    : asked.status === 'thinking' ? html`<p class="hint-line" role="status">${tr('hintThinking')}</p>`
    : !answer ? html`<p class="hint-line" role="status">${tr('hintFailed')}</p>`
    : html`<p class="hint-line" role="status" data-marks=${hintMarks(answer.move).join('|')} data-move=${JSON.stringify(answer.move)}>${
      hintSentence(tr, m.ctx.view, answer)}</p>`;
  const button = html`<button type="button" class="btn small hint-btn" data-action="hint" aria-label=${tr('hintButtonLabel')}
    ?disabled=${asked?.status === 'thinking'} @click=${() => m.askHint?.()}>${tr('hintButton')}</button>`;
  return { button, line };
}

/** After each render: marks what the hint shown points at (`data-hint`), and unmarks the rest. */
export function markHint(root: ShadowRoot): void {
  const sels = root.querySelector<HTMLElement>('.hint-line[data-marks]')?.dataset.marks;
  const marked = new Set<Element>(sels ? root.querySelectorAll(sels.split('|').join(', ')) : []);
  for (const el of root.querySelectorAll('[data-hint]')) if (!marked.has(el)) el.removeAttribute('data-hint');
  for (const el of marked) el.setAttribute('data-hint', '');
}
