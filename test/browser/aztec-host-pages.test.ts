/**
 * <aztec-board> on the host pages of host-css.test.ts (Bootstrap 5, Pico, Tailwind's preflight, a hostile
 * page with a 10px root, content-box, `button { all: unset }`, uppercase, letter spacing and
 * `<html dir="rtl">`), at 1280 px and 390 px, in a live game: a person deciding against two computers
 * (the collect step, then the token step) and a pass-and-play table (the cover, then "hand it on").
 * Measured: the computed size of every readable text (≥ 12 px, and the same on every page), left to right
 * on every page (English and French read so: on the right-to-left page too, the rows read from the left
 * and a sentence's punctuation ends it, as on <quetzal-board>), no horizontal overflow of the page, the
 * frame or any panel, every visible button at least 44×44 px.
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import '../../src/games/aztec/board/index.js';
import type { AztecBoard } from '../../src/games/aztec/board/aztec-board.js';
import { PAGES, dress, shown, texts } from './host-pages.js';

const FAST = { tableStepMs: 0, botDelayMs: 0, botThinkMs: 20 };

const $ = (el: AztecBoard, sel: string) => el.shadowRoot!.querySelector<HTMLElement>(sel);
const $$ = (el: AztecBoard, sel: string) => [...el.shadowRoot!.querySelectorAll<HTMLElement>(sel)];
const live = (el: AztecBoard) => ($(el, '[part="handover"]') ? 'cover' : $(el, '.frame')?.dataset['live'] ?? 'none');

/** Where this file's boards keep their games (`aztec-board:<key>`), removed after each test. */
const keys = new Set<string>();

async function settle(el: AztecBoard): Promise<void> {
  for (let i = 0; i < 3; i++) {
    await el.updateComplete;
    await new Promise((r) => requestAnimationFrame(() => r(null)));
  }
  // The board at rest: what its last step set moving (jewels flying, counters counting: a counter's class
  // while it counts) ended now, as time would end it, so that every page is measured in the same DOM.
  for (const a of el.shadowRoot!.getAnimations()) if (!(a instanceof CSSAnimation) && !(a instanceof CSSTransition)) a.finish();
  await el.updateComplete;
}

/** A board in a box of a fixed width (every page gives it the same room), in English, its seed fixed. */
async function mount(width: number, attrs: Record<string, string>, key: string): Promise<AztecBoard> {
  keys.add(key);
  localStorage.removeItem(`aztec-board:${key}`);
  const wrap = await fixture<HTMLDivElement>(html`<div style="width: ${width}px; margin: 0; padding: 0"></div>`);
  const el = document.createElement('aztec-board');
  el.timing = FAST;
  for (const [name, value] of Object.entries({ lang: 'en', seed: '7', 'save-key': key, ...attrs })) el.setAttribute(name, value);
  wrap.append(el);
  await el.updateComplete;
  return el;
}

async function tap(el: AztecBoard, sel: string): Promise<void> {
  const b = $(el, sel) as HTMLButtonElement | null;
  if (!b) throw new Error(`no ${sel} (at ${live(el)}, ${el.state?.decision.kind})`);
  expect(b.disabled, `${sel} enabled`).to.equal(false);
  b.click();
  await el.updateComplete;
}

const center = (r: DOMRect) => r.left + r.width / 2;
const sameRow = (a: DOMRect, b: DOMRect) => Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > Math.min(a.height, b.height) / 2;

/** What one look at the board found wrong, each line naming the selector and the measured value. */
type Problems = string[];

const cls = (n: Element) => {
  const names = (n.getAttribute('class') ?? '').trim();
  return `${n.tagName.toLowerCase()}${names ? `.${names.split(/\s+/).join('.')}` : ''}`;
};

/**
 * `a` reads before `b` in the board's direction: on the same row, on its start side (left in
 * left-to-right, right in right-to-left); wrapped, on a row above.
 */
function readsBefore(out: Problems, a: Element | null | undefined, b: Element | null | undefined, rtl: boolean, what: string): void {
  if (!a || !b) {
    out.push(`${what}: ${a ? 'second' : 'first'} not found`);
    return;
  }
  const ra = a.getBoundingClientRect();
  const rb = b.getBoundingClientRect();
  if (!sameRow(ra, rb)) {
    if (!(ra.top < rb.top)) out.push(`${what}: wrapped with the first (${cls(a)}, top ${ra.top}) not above the second (${cls(b)}, top ${rb.top})`);
    return;
  }
  const ok = rtl ? center(ra) > center(rb) : center(ra) < center(rb);
  if (!ok) out.push(`${what}: ${cls(a)} at x ${Math.round(center(ra))}, ${cls(b)} at x ${Math.round(center(rb))} (${rtl ? 'rtl: the first must be right' : 'ltr: the first must be left'})`);
}

/** The rows a person reads on the board as it stands, in order: each must start on the page direction's side. */
function checkOrder(out: Problems, el: AztecBoard, rtl: boolean, wide: boolean): void {
  const steps = $$(el, '.steps li');
  if (steps.length !== 4) out.push(`.steps li: ${steps.length}, not 4`);
  for (let i = 1; i < steps.length; i++) readsBefore(out, steps[i - 1], steps[i], rtl, `step ${i} before step ${i + 1}`);
  readsBefore(out, $(el, '.head .title'), $(el, '.head .round'), rtl, 'the title before the round');
  if (live(el) === 'cover') return;
  if (wide) readsBefore(out, $(el, '.layout > .main'), $(el, '.layout > .side'), rtl, 'the table column before the seats column');
  // The temple's rows: the jewel, its count, its bar; the stone track's spaces 0, 1, 2…
  for (const row of $$(el, '.az-temple-color')) {
    readsBefore(out, row.querySelector('.az-icon'), row.querySelector('.az-n'), rtl, `temple ${row.dataset['color']}: icon before count`);
    readsBefore(out, row.querySelector('.az-n'), row.querySelector('.az-bar'), rtl, `temple ${row.dataset['color']}: count before bar`);
  }
  const cells = $$(el, '.az-track-cells > .az-cell');
  if (cells.length < 6) out.push(`.az-track-cells > .az-cell: ${cells.length}`);
  for (let i = 1; i < cells.length; i++) readsBefore(out, cells[i - 1], cells[i], rtl, `track space ${i - 1} before ${i}`);
  // A seat's head: its marker, then its name, and its chips at the end of the row; seats in seat order.
  const seatPanels = $$(el, '.az-seat');
  if (seatPanels.length !== 3) out.push(`.az-seat: ${seatPanels.length}, not 3`);
  for (const seat of seatPanels) {
    readsBefore(out, seat.querySelector('.az-seat-head > .az-marker'), seat.querySelector('.az-seat-name'), rtl, `seat ${seat.dataset['seat']}: marker before name`);
    const chips = seat.querySelector<HTMLElement>('.az-chips');
    if (chips && chips.getBoundingClientRect().width > 0) readsBefore(out, seat.querySelector('.az-seat-name'), chips, rtl, `seat ${seat.dataset['seat']}: name before chips`);
  }
  for (let i = 1; i < seatPanels.length; i++) readsBefore(out, seatPanels[i - 1], seatPanels[i], rtl, `seat ${i - 1} before seat ${i}`);
  // The prompt: the colours in order, − before +, "as on my card" before Take; a target's name, then its two tokens.
  const steppers = $$(el, '.stepper');
  for (let i = 1; i < steppers.length; i++) readsBefore(out, steppers[i - 1], steppers[i], rtl, `jewel ${i - 1} before ${i}`);
  for (const s of steppers) readsBefore(out, s.querySelectorAll('button')[0], s.querySelectorAll('button')[1], rtl, `${s.dataset['color']}: − before +`);
  if ($(el, '[data-action="take"]')) readsBefore(out, $(el, '.collect .actions .secondary'), $(el, '[data-action="take"]'), rtl, '"as on my card" before Take');
  for (const t of $$(el, '.target')) {
    readsBefore(out, t.querySelector('.who'), t.querySelector('.token-btn.believe'), rtl, `target ${t.dataset['seat']}: name before "believe"`);
    readsBefore(out, t.querySelector('.token-btn.believe'), t.querySelector('.token-btn.accuse'), rtl, `target ${t.dataset['seat']}: "believe" before "accuse"`);
  }
}

interface Measure { sizes: string[]; min: number }

/** Everything this file checks on one board as it stands: every problem found, and its text sizes to compare pages. */
function check(el: AztecBoard, where: string, wide: boolean): Measure {
  const out: Problems = [];
  const all = texts(el.shadowRoot!, '.az-sr, .sprite, style');
  expect(all.length, `${where}: texts found`).to.be.greaterThan(live(el) === 'cover' ? 5 : 30);
  // Readable: ≥ 12 px (each selector once, with its size and an example).
  const small = new Map<string, string>();
  for (const t of all.filter((x) => x.size < 12)) if (!small.has(cls(t.el))) small.set(cls(t.el), `${cls(t.el)} ${t.size}px ("${t.text}")`);
  out.push(...[...small.values()].map((s) => `text under 12px: ${s}`));

  // Direction: the board's languages', whatever the page's: on the frame and every text, and in the order of its rows.
  const frame = $(el, '.frame')!;
  const wrong = [...new Set([frame, ...all.map((t) => t.el)].filter((n) => getComputedStyle(n).direction !== 'ltr').map(cls))];
  out.push(...wrong.map((w) => `${w}: direction not ltr`));
  checkOrder(out, el, false, wide);

  // No horizontal overflow: not of the page, not of the board's frame, not of any panel; nothing drawn outside the frame.
  if (document.documentElement.scrollWidth > window.innerWidth) out.push(`page: scrollWidth ${document.documentElement.scrollWidth} > ${window.innerWidth}`);
  const box = el.getBoundingClientRect();
  if (box.left < 0 || box.right > window.innerWidth) out.push(`aztec-board: ${box.left}…${box.right} outside the page's 0…${window.innerWidth}`);
  if (frame.scrollWidth > frame.clientWidth) out.push(`.frame: scrollWidth ${frame.scrollWidth} > clientWidth ${frame.clientWidth}`);
  for (const n of $$(el, '.head, .layout, .main, .side, .prompt, .reveal, .table, .seats, .log, .cover, .cover-card, .az-part, .az-card, .az-block, .actions, .picker, .target')) {
    if (shown(n) && n.scrollWidth > n.clientWidth + 1) out.push(`${cls(n)}: scrollWidth ${n.scrollWidth} > clientWidth ${n.clientWidth}`);
  }
  const f = frame.getBoundingClientRect();
  for (const n of $$(el, '.frame *')) {
    if (n.closest('.az-sr, .sprite') || !shown(n)) continue;
    const r = n.getBoundingClientRect();
    if (r.width > 0 && (r.left < f.left - 1 || r.right > f.right + 1)) out.push(`${cls(n)}: drawn at ${Math.round(r.left)}…${Math.round(r.right)}, outside the frame's ${Math.round(f.left)}…${Math.round(f.right)}`);
  }

  // Touch targets.
  const buttons = $$(el, 'button').filter(shown);
  if (!buttons.length) out.push('no button shown');
  for (const b of buttons) {
    const r = b.getBoundingClientRect();
    if (r.width < 44 || r.height < 44) out.push(`button ${cls(b)}${b.dataset['action'] ? `[data-action=${b.dataset['action']}]` : ''}: ${r.width}×${r.height}px`);
  }

  expect(out, `${where}: problems`).to.deep.equal([]);
  return { sizes: all.map((t) => `${cls(t.el)}|${t.text}|${t.size}`), min: Math.min(...all.map((t) => t.size)) };
}

const VIEWPORTS = [
  { width: 1280, height: 800, box: 1200 },
  { width: 390, height: 844, box: 360 },
];

describe('<aztec-board> on host pages styled by others', () => {
  let undress: (() => void) | null = null;
  afterEach(async () => {
    undress?.();
    undress = null;
    for (const key of keys) localStorage.removeItem(`aztec-board:${key}`);
    keys.clear();
    await setViewport({ width: 800, height: 600 });
  });

  for (const vp of VIEWPORTS) {
    describe(`at ${vp.width} px`, () => {
      const wide = vp.box >= 900;
      const plain: Record<string, Measure> = {};
      const sameAsPlain = (name: string, step: string, m: Measure) => {
        if (name === 'plain') plain[step] = m;
        else {
          expect(plain[step], `the plain page ran first (${step})`).to.not.equal(undefined);
          expect(m.sizes, `${step}: texts and sizes as on the plain page`).to.deep.equal(plain[step]!.sizes);
        }
      };

      for (const [name, page] of Object.entries(PAGES)) {
        it(`${name}: a person deciding against computers — text ≥ 12px and as on a plain page, left to right${page.dir === 'rtl' ? ' on a right-to-left page' : ''}, no overflow, 44px buttons`, async () => {
          await setViewport({ width: vp.width, height: vp.height });
          undress = await dress(page);
          if (name === 'hostile') expect(getComputedStyle(document.documentElement).fontSize).to.equal('10px');
          const el = await mount(vp.box, { seats: 'human:Ann, bot-easy, bot-easy' }, `host-${vp.width}-${name}-bots`);
          await waitUntil(() => live(el) === 'person' && el.state?.decision.kind === 'collect', 'Ann decides her pick', { timeout: 20_000 });
          await settle(el);
          expect($(el, '[part="prompt"] [data-action="take"]'), 'the collect prompt').to.not.equal(null);
          const collect = check(el, `${name} ${vp.width}px, collect`, wide);
          expect(collect.min, 'the smallest text').to.be.at.least(12);

          await tap(el, '[data-action="take"]');
          await waitUntil(() => live(el) === 'person' && el.state?.decision.kind === 'token', 'Ann decides her token', { timeout: 20_000 });
          await settle(el);
          expect($$(el, '.token-btn.believe').length, 'a token for each other seat').to.equal(2);
          const token = check(el, `${name} ${vp.width}px, token`, wide);

          sameAsPlain(name, 'collect', collect);
          sameAsPlain(name, 'token', token);
        });

        it(`${name}: pass and play — the cover, then "hand it on", same checks`, async () => {
          await setViewport({ width: vp.width, height: vp.height });
          undress = await dress(page);
          const el = await mount(vp.box, { players: '3', names: 'Ann,Bob,Cy' }, `host-${vp.width}-${name}-cover`);
          await waitUntil(() => live(el) === 'cover', 'the cover first', { timeout: 20_000 });
          await settle(el);
          expect($(el, '[part="handover"] [data-action="continue"]'), 'the cover’s button').to.not.equal(null);
          const cover = check(el, `${name} ${vp.width}px, cover`, wide);

          await tap(el, '[part="handover"] [data-action="continue"]');
          await tap(el, '[data-action="take"]');
          await waitUntil(() => live(el) === 'passing', 'Ann hands the device on');
          await settle(el);
          expect($(el, '[data-action="pass"]'), 'the hand-on button').to.not.equal(null);
          const passing = check(el, `${name} ${vp.width}px, passing`, wide);

          sameAsPlain(name, 'cover', cover);
          sameAsPlain(name, 'passing', passing);
        });
      }
    });
  }
});
