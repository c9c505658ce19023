/**
 * Drives a <quetzal-tutorial> like a learner: Next buttons, and on steps that wait for a move, the
 * pieces and buttons the step points at on the board (through both shadow roots).
 */
import { fixture, html } from '@open-wc/testing';
import type { QuetzalBoard } from '../../src/index.js';
import type { LessonJson, QuetzalTutorial } from '../../src/games/quetzal/tutorial/index.js';

export function boardOf(tut: QuetzalTutorial): QuetzalBoard {
  const board = tut.board;
  if (!board) throw new Error('the tutorial has no board');
  return board;
}

export function tq<T extends HTMLElement = HTMLElement>(tut: QuetzalTutorial, sel: string): T | null {
  return tut.shadowRoot!.querySelector<T>(sel);
}

export function bq<T extends HTMLElement = HTMLElement>(tut: QuetzalTutorial, sel: string): T | null {
  return boardOf(tut).shadowRoot!.querySelector<T>(sel);
}

export function bqa(tut: QuetzalTutorial, sel: string): HTMLElement[] {
  return [...boardOf(tut).shadowRoot!.querySelectorAll<HTMLElement>(sel)];
}

/** Both elements rendered and the tutorial's queued work (auto moves, rebuilds) done: its updateComplete says so. */
export async function settle(tut: QuetzalTutorial): Promise<void> {
  await tut.updateComplete;
}

export async function mountLesson(lesson: LessonJson, lang = 'en'): Promise<QuetzalTutorial> {
  const tut = await fixture<QuetzalTutorial>(html`<quetzal-tutorial lang=${lang} .lesson=${lesson}></quetzal-tutorial>`);
  await settle(tut);
  return tut;
}

async function press(tut: QuetzalTutorial, el: HTMLElement): Promise<void> {
  el.click();
  await settle(tut);
}

const enabled = (b: HTMLElement) => !(b as HTMLButtonElement).disabled;

/** What a learner would press now, following the highlights: a piece to select, else a button that answers. */
function nextPress(tut: QuetzalTutorial): HTMLElement | null {
  const marked = bqa(tut, '[data-highlight]');
  // 1. Pieces to select in the prompt (toggles not pressed yet).
  const toggle = marked.find((b) => b.matches('.prompt button[aria-pressed="false"]') && enabled(b));
  if (toggle) return toggle;
  // 2. A button that makes the move: a highlighted one, or a legal target inside a highlighted location.
  const buttons = bqa(tut, 'button').filter((b) => enabled(b) && b.getAttribute('aria-pressed') === null);
  const pointed = (b: HTMLElement) => b.hasAttribute('data-highlight')
    || (b.matches('button.spot.target.legal') && !!b.closest('section[data-highlight]'));
  const order = ['button.spot.target.legal', 'button.upg', '[data-action="keep"]', '.prompt .picker button.meeple', '[data-action^="color-"]', '[data-action]'];
  for (const sel of order) {
    const hit = buttons.find((b) => b.matches(sel) && pointed(b));
    if (hit) return hit;
  }
  return null;
}

/** Plays the current step as a learner would. */
export async function learnerStep(tut: QuetzalTutorial): Promise<void> {
  const index = tut.stepIndex;
  const next = tq(tut, '[data-action="next"]');
  if (next) {
    await press(tut, next);
    return;
  }
  for (let i = 0; i < 20; i++) {
    if (tut.stepIndex !== index || tut.isComplete) return;
    const target = nextPress(tut);
    if (!target) {
      throw new Error(`step ${index + 1}: nothing highlighted to press (decision ${boardOf(tut).state?.decision.kind}; `
        + `highlights ${bqa(tut, '[data-highlight]').map((e) => e.outerHTML.slice(0, 80)).join(' | ')})`);
    }
    const hintBefore = bq(tut, '.guard-hint');
    await press(tut, target);
    const hint = bq(tut, '.guard-hint');
    if (hint && hint !== hintBefore) throw new Error(`step ${index + 1}: the move was refused: ${hint.textContent}`);
  }
  throw new Error(`step ${index + 1} did not end`);
}

/** Plays the whole lesson; `at(index)` runs at the start of each step. */
export async function playLesson(tut: QuetzalTutorial, at?: (index: number) => void | Promise<void>): Promise<void> {
  for (let guard = 0; guard < 200 && !tut.isComplete; guard++) {
    await at?.(tut.stepIndex);
    await learnerStep(tut);
  }
  if (!tut.isComplete) throw new Error('the lesson did not complete');
}

/** Stats shown in seat panels, by seat. */
export function shown(tut: QuetzalTutorial, seat: number, stat: 'coins' | 'score' | 'discovery' | 'hand' | 'discard'): number | null {
  const el = bq(tut, `.seat[data-seat="${seat}"] [data-stat="${stat}"]`);
  return el ? Number(el.textContent) : null;
}
