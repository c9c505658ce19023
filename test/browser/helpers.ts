/**
 * Drives a <quetzal-board> only through its rendered shadow DOM: clicks on real buttons, the way a
 * person would. Reading the engine state (el.state) is for assertions only.
 */
import { expect, nextFrame, oneEvent } from '@open-wc/testing';
import type { QuetzalBoard, QuetzalErrorDetail } from '../../src/index.js';

export function root(el: QuetzalBoard): ShadowRoot {
  return el.shadowRoot!;
}

export function $(el: QuetzalBoard, sel: string): HTMLElement | null {
  return root(el).querySelector<HTMLElement>(sel);
}

export function $$(el: QuetzalBoard, sel: string): HTMLElement[] {
  return [...root(el).querySelectorAll<HTMLElement>(sel)];
}

export async function click(el: QuetzalBoard, target: HTMLElement | null, what = 'button'): Promise<void> {
  if (!target) throw new Error(`nothing to click: ${what} (decision ${el.state?.decision.kind})`);
  if ((target as HTMLButtonElement).disabled) throw new Error(`${what} is disabled`);
  target.click();
  await el.updateComplete;
}

/** Deterministic choices for a test policy. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function decisionOf(el: QuetzalBoard): string {
  if ($(el, '.handover')) return 'handover';
  return $(el, '.prompt')?.dataset.decision ?? 'none';
}

export interface Policy {
  random: () => number;
  /** Placement: target keys to try first ("temple:2", "black_market"…), one meeple at a time. */
  prefer?: string[];
  /** Called before each UI step (for assertions at many points of the game). */
  check?: (el: QuetzalBoard) => void | Promise<void>;
}

const enabled = (b: HTMLElement) => !(b as HTMLButtonElement).disabled;

/** One person's action on whatever the board asks now. Returns the decision answered. */
export async function uiStep(el: QuetzalBoard, p: Policy): Promise<string> {
  const kind = decisionOf(el);
  const pick = <T>(list: T[]): T => list[Math.floor(p.random() * list.length)]!;
  switch (kind) {
    case 'handover':
      await click(el, $(el, '.handover [data-action="continue"]'), 'continue');
      break;
    case 'roll':
      await click(el, $(el, '[data-action="roll"]'), 'roll');
      break;
    case 'reroll':
      if ($(el, '[data-action="reroll-all"]') && p.random() < 0.5) await click(el, $(el, '[data-action="reroll-all"]'));
      else await click(el, $(el, '[data-action="keep-roll"]'));
      break;
    case 'place': {
      if (p.prefer && (await placePreferred(el, p.prefer))) break;
      const meeples = $$(el, '.prompt .pool-picker button.meeple');
      // Select 1–3 meeples, then tap a highlighted target; fall back to fewer meeples if none lights up.
      let n = Math.min(meeples.length, 1 + Math.floor(p.random() * 3));
      for (;;) {
        for (const b of $$(el, '.prompt .pool-picker button.meeple[aria-pressed="true"]')) await click(el, b);
        const order = meeples.slice().sort(() => p.random() - 0.5).slice(0, n);
        for (const b of order) await click(el, $(el, `.prompt .pool-picker button.meeple[data-meeple="${b.dataset.meeple}"]`));
        const targets = $$(el, 'button.spot.target.legal').filter(enabled);
        if (targets.length) {
          // Prefer anything but the Camp half of the time, to see every location.
          const notCamp = targets.filter((t) => t.dataset.target !== 'camp');
          await click(el, pick(notCamp.length && p.random() < 0.8 ? notCamp : targets), 'target');
          break;
        }
        n = Math.max(1, n - 1);
        if (n === 1 && order.length === 1 && !targets.length) throw new Error('no legal target for a single meeple');
      }
      const colors = $$(el, '.color-choice button[data-action^="color-"]');
      if (colors.length) await click(el, pick(colors), 'colour');
      break;
    }
    case 'campReroll': {
      const meeples = $$(el, '.prompt .picker button.meeple');
      if (meeples.length && p.random() < 0.5) await click(el, pick(meeples), 'camp reroll');
      else await click(el, $(el, '[data-action="no-reroll"]'), 'no reroll');
      break;
    }
    case 'templeCards': {
      const take = $(el, '[data-action="take-cards"]') as HTMLButtonElement;
      for (const card of $$(el, '.prompt .card-picker button.card')) {
        if (!take.disabled) break;
        if (enabled(card)) await click(el, card, 'temple card');
      }
      await click(el, take, 'take cards');
      break;
    }
    case 'keepDrawn':
      await click(el, pick($$(el, '[data-action="keep"]')), 'keep');
      break;
    case 'blackMarket': {
      const cards = $$(el, '.prompt .card-picker button.card');
      if (cards.length && p.random() < 0.7) {
        await click(el, pick(cards), 'card to sell');
        await click(el, $(el, '[data-action="sell"]'), 'sell');
      } else await click(el, $(el, '[data-action="keep-cards"]'), 'keep cards');
      break;
    }
    case 'chooseUpgrade':
      await click(el, pick($$(el, '.prompt .tile-picker button.upg')), 'upgrade');
      break;
    case 'discardUpgrade':
      await click(el, pick($$(el, '.prompt .tile-picker button.upg')), 'discard upgrade');
      break;
    case 'deliver': {
      if (p.random() < 0.15) {
        await click(el, $(el, '[data-action="deliver-nothing"]'));
        break;
      }
      for (const card of $$(el, '.prompt .card-picker button.card')) if (enabled(card)) await click(el, card, 'card');
      const deliver = $(el, '[data-action="deliver"]') as HTMLButtonElement;
      await click(el, deliver.disabled ? $(el, '[data-action="deliver-nothing"]') : deliver, 'deliver');
      break;
    }
    case 'prepare':
      await click(el, $(el, '[data-action="prepare"]'), 'next round');
      break;
    case 'lastExchanges': {
      const exchanges = $$(el, '.prompt [data-action^="exchange-"]');
      if (exchanges.length && p.random() < 0.5) await click(el, pick(exchanges), 'exchange');
      else await click(el, $(el, '[data-action="end-exchanges"]'), 'done exchanging');
      break;
    }
    default:
      throw new Error(`unexpected decision ${kind}`);
  }
  return kind;
}

async function placePreferred(el: QuetzalBoard, prefer: string[]): Promise<boolean> {
  for (const id of $$(el, '.prompt .pool-picker button.meeple').map((b) => b.dataset.meeple)) {
    const b = $(el, `.prompt .pool-picker button.meeple[data-meeple="${id}"]`)!;
    await click(el, b, 'meeple');
    for (const key of prefer) {
      const t = $(el, `button.spot.target.legal[data-target="${key}"]`);
      if (t && enabled(t)) {
        await click(el, t, key);
        const colors = $$(el, '.color-choice button[data-action^="color-"]');
        if (colors.length) await click(el, colors[0]!, 'colour');
        return true;
      }
    }
    await click(el, $(el, `.prompt .pool-picker button.meeple[data-meeple="${id}"]`), 'unselect');
  }
  return false;
}

/** Plays through the UI until the game is over; returns the decisions answered. */
export async function playToEnd(el: QuetzalBoard, p: Policy, maxSteps = 3000): Promise<string[]> {
  const seen: string[] = [];
  for (let i = 0; i < maxSteps; i++) {
    if (decisionOf(el) === 'gameOver') return seen;
    await p.check?.(el);
    seen.push(await uiStep(el, p));
  }
  throw new Error(`the game did not end in ${maxSteps} UI steps`);
}

/** The coins, score and hand count each seat panel shows. */
export function shownStats(el: QuetzalBoard): { coins: number; score: number; discovery: number; hand: number }[] {
  return $$(el, '.seat').map((s) => ({
    coins: Number(s.querySelector('[data-stat="coins"]')!.textContent),
    score: Number(s.querySelector('[data-stat="score"]')!.textContent),
    discovery: Number(s.querySelector('[data-stat="discovery"]')!.textContent),
    hand: Number(s.querySelector('[data-stat="hand"]')!.textContent),
  }));
}

export function expectStatsMatchEngine(el: QuetzalBoard): void {
  const st = el.state!;
  expect(shownStats(el)).to.deep.equal(st.seats.map((s) => ({ coins: s.coins, score: s.score, discovery: s.discovery, hand: s.hand.length })));
}

/** 21 faces: n of each kind, cycling, for scenario roll queues. */
export function faces(list: [string, number][]): ('black' | 'white' | 'side' | 'standing')[] {
  return list.flatMap(([f, n]) => Array.from({ length: n }, () => f as 'black'));
}

/** The storage key of the auto-save of the board with this id on the test page (see save-keys.ts). */
export function saveKey(id: string): string {
  return `quetzal-board:${location.pathname}#${id}`;
}

/**
 * Sets (or clears, with null) the test fault the dev server reads from a cookie (scripts/test-faults.mjs:
 * e.g. `fail:records`, `hang:<module>`): the next fetch of that part fails or never answers.
 */
export function fault(value: string | null): void {
  document.cookie = value === null
    ? 'quetzal-fault=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT'
    : `quetzal-fault=${encodeURIComponent(value)}; path=/`;
}

/** A board with these attributes and properties, appended to the page (not awaited: a test may watch it start). */
export function mountBoard(attrs: Record<string, string>, props: Partial<QuetzalBoard> = {}): QuetzalBoard {
  const el = document.createElement('quetzal-board');
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  Object.assign(el, props);
  document.body.append(el);
  return el;
}

/**
 * Adds a board or tutorial that cannot start (a wrong attribute, rule-set, file…) to the page: waits for
 * the `quetzal-error` its start fires, then for the update that shows it; the error's detail.
 */
export async function appendForError(el: HTMLElement & { updateComplete: Promise<unknown> }): Promise<QuetzalErrorDetail> {
  const error = oneEvent(el, 'quetzal-error');
  document.body.append(el);
  const { detail } = await error;
  await el.updateComplete;
  return detail as QuetzalErrorDetail;
}

/**
 * A lazy board's or tutorial's first look at where it is (lazy-start.ts) has been answered and acted on:
 * an IntersectionObserver made now on `el` answers for the same frame as the element's own (made
 * earlier, it is looked at in that frame too), though not always after it (Chromium delivers observers
 * in no fixed order); two frames later the element's answer has been handled too.
 */
export async function lazyLookAnswered(el: Element): Promise<void> {
  await new Promise<void>((answered) => {
    const io = new IntersectionObserver(() => {
      io.disconnect();
      answered();
    });
    io.observe(el);
  });
  await nextFrame();
  await nextFrame();
}

/**
 * The next idle time of a page (`win`: an iframe's window too): what it had queued — its own scripts'
 * tasks, an error or unhandled rejection event — has run by then.
 */
export function pageIdle(win: Window = window): Promise<void> {
  return new Promise((idle) => win.requestIdleCallback(() => idle()));
}
