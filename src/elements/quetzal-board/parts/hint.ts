/**
 * The Hint button under the prompt (the later parts): it fetches the bots' chunk (bot-part.ts, the one
 * the computer players use), asks the medium computer for the viewer's move from the viewer's view
 * (hint-text.ts), says it in one line and marks what it uses on the board (`data-hint`, after each render).
 * A hint holds until the next move: it is kept with the game's log of that moment.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { ReactiveElement } from 'lit';
import { featureTranslator } from '../../../i18n/feature.js';
import { hintStrings } from '../../../i18n/features/hint.js';
import type { Lang } from '../../../i18n/index.js';
import { loadPart } from '../chunks.js';
import type { PromptModel } from './prompt-model.js';
import { hintFor, hintSentence, type HintBots, type HintTr } from './hint-text.js';

const hintText = featureTranslator(hintStrings);
const hintTr = (lang: Lang): HintTr => (key, params) => hintText(lang, key, params);

type Shown = { state: 'thinking' } | { state: 'failed' } | { state: 'shown'; text: string; marks: string[]; move: string };
/** The hint asked for at a moment of the game (its log then: a new move makes a new log). */
const shown = new WeakMap<object, Shown>();

const botsPart = () => loadPart<HintBots>('bots', () => import('../bot-part.js'));

function ask(m: PromptModel, host: ReactiveElement): void {
  const key = m.log;
  const view = m.ctx.view;
  const tr = hintTr(m.ctx.lang);
  shown.set(key, { state: 'thinking' });
  host.requestUpdate();
  botsPart().then((bots) => {
    const hint = hintFor(bots, view);
    shown.set(key, { state: 'shown', text: hintSentence(tr, view, hint), marks: hint.marks, move: JSON.stringify(hint.move) });
  }, () => shown.set(key, { state: 'failed' })).finally(() => host.requestUpdate());
}

/** The Hint button, and the hint's line once asked. */
export function hintPart(m: PromptModel): { button: TemplateResult; line: TemplateResult | typeof nothing } {
  const tr = hintTr(m.ctx.lang);
  const now = shown.get(m.log);
  const line = !now ? nothing
    : now.state === 'thinking' ? html`<p class="hint-line" role="status">${tr('hintThinking')}</p>`
    : now.state === 'failed' ? html`<p class="hint-line" role="status">${tr('hintFailed')}</p>`
    : html`<p class="hint-line" role="status" data-marks=${now.marks.join('|')} data-move=${now.move}>${now.text}</p>`;
  const button = html`<button type="button" class="btn small hint-btn" data-action="hint" aria-label=${tr('hintButtonLabel')}
    ?disabled=${now?.state === 'thinking'}
    @click=${(e: Event) => ask(m, ((e.currentTarget as Element).getRootNode() as ShadowRoot).host as ReactiveElement)}>${tr('hintButton')}</button>`;
  return { button, line };
}

/** After each render: marks what the hint shown points at (`data-hint`), and unmarks the rest. */
export function markHint(root: ShadowRoot): void {
  const sels = root.querySelector<HTMLElement>('.hint-line[data-marks]')?.dataset.marks;
  const marked = new Set<Element>(sels ? root.querySelectorAll(sels.split('|').join(', ')) : []);
  for (const el of root.querySelectorAll('[data-hint]')) if (!marked.has(el)) el.removeAttribute('data-hint');
  for (const el of marked) el.setAttribute('data-hint', '');
}
