/**
 * Hostile input, generated (issue 12): fast-check throws over a thousand values — wrong types, prototype
 * names, huge and empty strings, NaN, -0, ±Infinity, symbols, functions, BigInts, getters and Proxies
 * that throw, arrays where text goes — at every public attribute, property and method of
 * <quetzal-board> and <quetzal-tutorial> (README "Element API"), and corrupt or truncated saves put in
 * localStorage before a board mounts. Whatever comes:
 *  - nothing is thrown into the page (window `error` / `unhandledrejection`), and no call throws;
 *  - the board is never blank: its shadow root shows the game, or an inline `role="alert"` message;
 *  - a value the validation table (board-props.ts) refuses fires `quetzal-error` naming the property;
 *  - no save is lost: the game in progress saved before the bad input is still in the board's slot
 *    (or among its earlier games) afterwards, move for move; an unreadable save stays as it was.
 * Seeded (fc seed 42 + the batch's index): the same values on every run. One board per batch.
 */
import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import '../../src/index.js';
import '../../src/games/quetzal/tutorial/index.js';
import type { QuetzalBoard, QuetzalErrorDetail } from '../../src/index.js';
import { LESSONS, type QuetzalTutorial } from '../../src/games/quetzal/tutorial/index.js';
import { BOARD_PROPS, type BoardProp } from '../../src/games/quetzal/board/board-props.js';
import { legalMoves, type Move } from '../../src/games/quetzal/engine/index.js';
import { saveKey } from './helpers.js';

const SEED = 42;
/** fast-check's run options: seeded, and the failing assertion in its report. */
const opts = (seed: number, numRuns: number) => ({ seed, numRuns, includeErrorInReport: true, endOnFailure: true });
const run = Math.random().toString(36).slice(2, 8);
let serial = 0;
const newId = (name: string) => `hostile-${run}-${name}-${serial++}`;
/** Values generated, over the whole file (the issue asks for at least 1,000). */
let generated = 0;

// ---------------------------------------------------------------- the values

const throwingGetter = fc.constantFrom('firstPlayer', 'length', 'kind', 'moves', 'format', 'then', 'toJSON', 'steps', '0')
  .map((key) => Object.defineProperty({}, key, { enumerable: true, get() { throw new Error(`getter ${key}`); } }));
const throwingProxy = fc.constantFrom<object>([], {}).map((target) => new Proxy(target, {
  // (Except fast-check's own questions, so that it can report the value.)
  get(t, key) { if (key === fc.toStringMethod) return () => 'a Proxy that throws'; if (typeof key === 'symbol') return undefined; throw new Error('proxy get'); },
  has(t, key) { return key === fc.toStringMethod; },
  ownKeys() { throw new Error('proxy keys'); },
  getOwnPropertyDescriptor() { throw new Error('proxy descriptor'); },
  getPrototypeOf() { throw new Error('proxy prototype'); },
}));
const throwingConversions = fc.constant({ toString() { throw new Error('toString'); }, valueOf() { throw new Error('valueOf'); }, toJSON() { throw new Error('toJSON'); } });
const prototypeNames = fc.constantFrom('__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', 'prototype', 'isPrototypeOf', '__defineGetter__', '[object Object]');
const specialNumbers = fc.constantFrom(NaN, -0, 0, Infinity, -Infinity, Number.MAX_SAFE_INTEGER + 2, Number.MIN_VALUE, -1, 1e21, 2.5);
const oddStrings = fc.oneof(
  fc.constantFrom('', ' ', '\u0000', '\u202e', '\ud800', '<img src=x onerror=alert(1)>', '0x3', '3e0', ' 3 ', '٣', 'NaN', 'Infinity', 'null', 'undefined', 'true', '[]', '{}', ',,,', 'a,b', 'human,human', 'bot-hard'),
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.nat({ max: 300_000 }).map((n) => 'x'.repeat(n)),
  fc.array(prototypeNames, { minLength: 1, maxLength: 4 }).map((a) => a.join(',')),
);
const plainData = fc.oneof(fc.object({ maxDepth: 2 }), fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 5 }), fc.dictionary(prototypeNames, fc.jsonValue({ maxDepth: 1 })));

/** Anything a host page could hand over as a property value. */
const hostile: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(undefined, null, true, false, Symbol('hostile'), Symbol.iterator, 10n, () => 'fn', Object.create(null), new Date(NaN), /re/g, new Map(), document.createElement('div'), window),
  specialNumbers,
  fc.integer(),
  fc.double(),
  oddStrings,
  prototypeNames,
  plainData,
  fc.array(oddStrings, { maxLength: 6 }),
  throwingGetter,
  throwingProxy,
  throwingConversions,
  fc.func(fc.jsonValue({ maxDepth: 1 })),
  fc.anything({ maxDepth: 2, withBigInt: true, withBoxedValues: true, withMap: true, withSet: true, withTypedArray: true, withSparseArray: true, withNullPrototype: true }),
);

/** Text an attribute may be given (attributes are always text). */
const hostileText: fc.Arbitrary<string> = fc.oneof(oddStrings, prototypeNames, fc.constantFrom('-0', 'Infinity', 'lazy', 'eager', 'fr', 'en', 'human:Ann, bot-easy'));

// ---------------------------------------------------------------- watching the page

/** Anything thrown to the page: an uncaught error or rejection. */
function pageErrors(): { list: string[]; stop(): void } {
  const list: string[] = [];
  const onError = (e: ErrorEvent) => list.push(`error: ${e.message}`);
  const onRejection = (e: PromiseRejectionEvent) => list.push(`unhandledrejection: ${String(e.reason)}`);
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  return { list, stop: () => { window.removeEventListener('error', onError); window.removeEventListener('unhandledrejection', onRejection); } };
}

/** A short description of a value for assertion messages (never throws). */
function describe_(v: unknown): string {
  try {
    if (typeof v === 'string') return JSON.stringify(v.length > 40 ? `${v.slice(0, 40)}… (${v.length})` : v);
    if (typeof v === 'symbol' || typeof v === 'bigint' || typeof v === 'function') return `${typeof v} ${String(v).slice(0, 40)}`;
    return fc.stringify(v).slice(0, 80);
  } catch {
    return 'a value that cannot be shown';
  }
}

/** What the board's shadow root shows: the game, an inline alert, or nothing (blank). */
function shown(el: HTMLElement): 'game' | 'alert' | 'blank' {
  const root = el.shadowRoot;
  if (!root) return 'blank';
  if (root.querySelector('[part~="board"]')) return 'game';
  const alert = root.querySelector('[role="alert"]');
  return alert && (alert.textContent ?? '').trim() !== '' ? 'alert' : 'blank';
}

/** Whether the validation table refuses `value` for `prop` (a check that throws refuses). */
function refused(prop: BoardProp, value: unknown): boolean {
  try {
    return !(BOARD_PROPS[prop].check as (v: unknown) => { ok: boolean })(value).ok;
  } catch {
    return true;
  }
}

// ---------------------------------------------------------------- saves

const readJson = (key: string): unknown => {
  try {
    return JSON.parse(localStorage.getItem(key) ?? 'null');
  } catch {
    return null;
  }
};

/** Writes what the board has to its storage now (as when the page is hidden). */
const saveNow = () => window.dispatchEvent(new Event('pagehide'));

/** Every list of moves the board's slot can bring back: its save, and its earlier games. */
function restorable(id: string): Move[][] {
  saveNow();
  const save = readJson(saveKey(id)) as { moves?: Move[] } | null;
  const earlier = readJson(`${saveKey(id)}:earlier`) as { record?: { moves?: Move[] } }[] | null;
  return [save?.moves ?? [], ...(Array.isArray(earlier) ? earlier.map((e) => e.record?.moves ?? []) : [])];
}

/** Whether the game saved as `moves` can still be brought back from the slot (the save may have moves more). */
function kept(id: string, moves: Move[]): boolean {
  const want = JSON.stringify(moves);
  return restorable(id).some((m) => JSON.stringify(m.slice(0, moves.length)) === want);
}

function clearStorage(): void {
  for (const key of Object.keys(localStorage)) if (key.includes(`hostile-${run}`)) localStorage.removeItem(key);
}

// ---------------------------------------------------------------- boards

interface Mounted {
  el: QuetzalBoard;
  errors: QuetzalErrorDetail[];
  /** The moves of the game in progress, as saved before any hostile input. */
  saved: Move[];
}

const ATTRS = { names: 'Ann,Bob', seed: '7', 'bot-delay': '0', 'input-guard': '0', 'no-handover': '' };

/** A board with a game in progress (3 moves), saved. */
async function boardInProgress(name: string): Promise<Mounted> {
  const el = document.createElement('quetzal-board');
  el.id = newId(name);
  for (const [k, v] of Object.entries(ATTRS)) el.setAttribute(k, v);
  const errors: QuetzalErrorDetail[] = [];
  el.addEventListener('quetzal-error', (e) => errors.push(e.detail));
  document.body.append(el);
  await el.updateComplete;
  await el.recordsReady;
  for (let i = 0; i < 3; i++) {
    expect(el.play(legalMoves(el.state!)[0]!), `move ${i}`).to.equal(true);
    await el.updateComplete;
  }
  saveNow();
  const saved = (readJson(saveKey(el.id)) as { moves: Move[] }).moves;
  expect(saved.length, 'the game in progress is saved').to.equal(3);
  return { el, errors, saved };
}

/** The public properties of <quetzal-board>, from its validation table (README "Element API"). */
const PROPS = Object.keys(BOARD_PROPS) as BoardProp[];
/** Its attributes and their properties. */
const PROPERTY_ONLY = ['scenario', 'position', 'moveGuard', 'record', 'inspect'];
const ATTRIBUTES = Object.entries(BOARD_PROPS)
  .filter(([prop]) => !PROPERTY_ONLY.includes(prop))
  .map(([prop, spec]) => ({ prop: prop as BoardProp, attr: spec.name }));

/** `src` values go nowhere outside the test server (no request to another host, no scheme). */
function local(value: unknown): unknown {
  return typeof value === 'string' && (/^[\s\\/]*[\\/][\\/]/.test(value) || value.includes(':')) ? `./${value.replace(/[:\\/]/g, '_')}` : value;
}

describe('hostile input, generated: never an exception in the page, never a blank board, never a lost save', function () {
  this.timeout(180_000);
  let page: ReturnType<typeof pageErrors>;

  beforeEach(() => {
    page = pageErrors();
  });
  afterEach(() => {
    page.stop();
    document.querySelectorAll('body > quetzal-board, body > quetzal-tutorial').forEach((e) => e.remove());
    clearStorage();
  });
  after(() => {
    expect(generated, 'values generated over the whole file').to.be.at.least(1000);
  });

  PROPS.forEach((prop, index) => {
    it(`property ${prop}: any value, on a game in progress`, async () => {
      const { el, errors, saved } = await boardInProgress(`prop-${prop}`);
      const original = (el as unknown as Record<string, unknown>)[prop];
      await fc.assert(fc.asyncProperty(hostile, async (raw) => {
        generated++;
        const value = prop === 'src' ? local(raw) : raw;
        const what = `${prop} = ${describe_(value)}`;
        const before = errors.length;
        const bad = refused(prop, value);
        expect(() => { (el as unknown as Record<string, unknown>)[prop] = value; }, what).to.not.throw();
        await el.updateComplete;
        expect(page.list, what).to.deep.equal([]);
        expect(shown(el), what).to.not.equal('blank');
        if (bad) expect(errors.slice(before).map((e) => e.property), `${what}: quetzal-error names it`).to.include(prop);
        // Back to how the board was; then nothing of the game in progress is lost.
        (el as unknown as Record<string, unknown>)[prop] = original;
        await el.updateComplete;
        expect(page.list, `${what}, then back`).to.deep.equal([]);
        expect(shown(el), `${what}, then back`).to.not.equal('blank');
        expect(kept(el.id, saved), `${what}: the saved game can be brought back`).to.equal(true);
      }), opts(SEED + index, 40));
    });
  });

  it('attributes: any text, set and removed, on a game in progress', async () => {
    const { el, errors, saved } = await boardInProgress('attributes');
    await fc.assert(fc.asyncProperty(fc.constantFrom(...ATTRIBUTES), hostileText, fc.boolean(), async ({ prop, attr }, raw, remove) => {
      generated++;
      const value = attr === 'src' ? local(raw) as string : raw;
      const what = `${attr}="${describe_(value)}"${remove ? ', then removed' : ''}`;
      const had = el.getAttribute(attr);
      const before = errors.length;
      el.setAttribute(attr, value);
      const bad = refused(prop, (el as unknown as Record<string, unknown>)[prop]);
      await el.updateComplete;
      expect(page.list, what).to.deep.equal([]);
      expect(shown(el), what).to.not.equal('blank');
      if (bad) expect(errors.slice(before).map((e) => e.property), `${what}: quetzal-error names it`).to.include(prop);
      if (remove) {
        el.removeAttribute(attr);
        await el.updateComplete;
        expect(page.list, what).to.deep.equal([]);
        expect(shown(el), what).to.not.equal('blank');
      }
      if (had === null) el.removeAttribute(attr);
      else el.setAttribute(attr, had);
      await el.updateComplete;
      expect(shown(el), `${what}, then back`).to.not.equal('blank');
      expect(kept(el.id, saved), `${what}: the saved game can be brought back`).to.equal(true);
    }), opts(SEED + 100, 200));
  });

  it('methods: any arguments to play, importRecord, exportRecord, undo, redo and newGame', async () => {
    const { el } = await boardInProgress('methods');
    const methods = ['play', 'importRecord', 'exportRecord', 'undo', 'redo', 'newGame'] as const;
    await fc.assert(fc.asyncProperty(fc.constantFrom(...methods), fc.array(hostile, { maxLength: 3 }), async (method, args) => {
      generated += Math.max(1, args.length);
      const what = `${method}(${args.map(describe_).join(', ')})`;
      const moves = JSON.stringify(el.exportRecord().moves);
      saveNow();
      const saved = (readJson(saveKey(el.id)) as { moves: Move[] }).moves;
      let result: unknown;
      expect(() => { result = (el[method] as (...a: unknown[]) => unknown).apply(el, args); }, what).to.not.throw();
      await el.updateComplete;
      expect(page.list, what).to.deep.equal([]);
      expect(shown(el), what).to.not.equal('blank');
      if (method === 'play' || method === 'undo' || method === 'redo') expect(typeof result, what).to.equal('boolean');
      if (method === 'play' || method === 'importRecord') {
        // A refused move or record changes nothing.
        if (method === 'importRecord' || result === false) expect(JSON.stringify(el.exportRecord().moves), what).to.equal(moves);
      }
      if (method === 'exportRecord') expect(JSON.stringify((result as { moves: Move[] }).moves), what).to.equal(moves);
      // undo takes moves back (that is what it does); nothing else loses the game saved before the call.
      if (method !== 'undo') expect(kept(el.id, saved), `${what}: the saved game can be brought back`).to.equal(true);
    }), opts(SEED + 200, 120));
  });

  it('corrupt and truncated saves in localStorage before the board mounts: kept as they were, the board plays or says why', async () => {
    // A real save to spoil: its text and its setup mark.
    const { el } = await boardInProgress('template');
    saveNow();
    const good = localStorage.getItem(saveKey(el.id))!;
    const setup = localStorage.getItem(`${saveKey(el.id)}:setup`)!;
    el.remove();
    const record = JSON.parse(good) as Record<string, unknown> & { moves: unknown[] };
    const spoiled = fc.oneof(
      // cut short anywhere
      fc.nat({ max: good.length - 1 }).map((n) => good.slice(0, n)),
      // one field replaced by something hostile
      fc.tuple(fc.constantFrom('format', 'version', 'engine', 'created', 'options', 'moves', '__proto__', 'kind', 'steps'), fc.jsonValue({ maxDepth: 2 }))
        .map(([k, v]) => JSON.stringify({ ...record, [k]: v })),
      // one move replaced
      fc.tuple(fc.nat({ max: record.moves.length - 1 }), fc.jsonValue({ maxDepth: 2 }))
        .map(([i, v]) => JSON.stringify({ ...record, moves: record.moves.map((m, j) => (i === j ? v : m)) })),
      // a character changed
      fc.tuple(fc.nat({ max: good.length - 1 }), fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }))
        .map(([i, c]) => good.slice(0, i) + c + good.slice(i + 1)),
      // anything at all
      fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)),
      oddStrings,
    );
    await fc.assert(fc.asyncProperty(spoiled, fc.constantFrom('setup', 'spoiled setup', 'no setup'), fc.option(hostileText, { nil: undefined }), async (text, mark, earlier) => {
      generated++;
      const id = newId('corrupt');
      const key = saveKey(id);
      localStorage.setItem(key, text);
      if (mark === 'setup') localStorage.setItem(`${key}:setup`, setup);
      if (mark === 'spoiled setup') localStorage.setItem(`${key}:setup`, text.slice(0, 20));
      if (earlier !== undefined) localStorage.setItem(`${key}:earlier`, earlier);
      const what = `save ${describe_(text)} (${mark}, earlier ${describe_(earlier)})`;
      const b = document.createElement('quetzal-board');
      b.id = id;
      for (const [k, v] of Object.entries(ATTRS)) b.setAttribute(k, v);
      document.body.append(b);
      await b.updateComplete;
      await b.recordsReady;
      expect(page.list, what).to.deep.equal([]);
      expect(shown(b), what).to.not.equal('blank');
      saveNow();
      // Either the board resumed that very game, or the text is still there, untouched.
      const resumed = (() => {
        try {
          return JSON.stringify(b.exportRecord().moves) === JSON.stringify((JSON.parse(text) as { moves: unknown }).moves);
        } catch {
          return false;
        }
      })();
      if (!resumed && mark === 'setup') expect(localStorage.getItem(key) === text, `${what}: kept as it was`).to.equal(true);
      b.remove();
      for (const k of [key, `${key}:setup`, `${key}:earlier`]) localStorage.removeItem(k);
    }), opts(SEED + 300, 120));
  });

  it('found by this fuzz: a reflected property set to a symbol, a null-prototype object or a Proxy is said, not thrown from Lit\'s setAttribute', async () => {
    const { el, errors } = await boardInProgress('reflect');
    const proxy = new Proxy([], { get() { throw new Error('trap'); } });
    const cases: [BoardProp, unknown][] = [['lang', Object.create(null)], ['players', Symbol('p')], ['seed', proxy], ['loading', { toString() { throw new Error('toString'); } }], ['src', Symbol('s')], ['names', proxy]];
    for (const [prop, value] of cases) {
      const before = errors.length;
      (el as unknown as Record<string, unknown>)[prop] = value;
      await el.updateComplete;
      expect(page.list, prop).to.deep.equal([]);
      expect(errors.slice(before).map((e) => e.property), prop).to.include(prop);
      expect(shown(el), prop).to.equal('game');
    }
  });

  it('found by this fuzz: a tutorial lesson that throws when read is a BAD_LESSON, not an exception', async () => {
    const tut = document.createElement('quetzal-tutorial') as QuetzalTutorial;
    const errors: { code: string }[] = [];
    tut.addEventListener('quetzal-error', (e) => errors.push((e as CustomEvent).detail));
    tut.lesson = new Proxy({}, { get() { throw new Error('trap'); } }) as never;
    document.body.append(tut);
    await tut.updateComplete;
    expect(page.list).to.deep.equal([]);
    expect(errors.map((e) => e.code)).to.deep.equal(['BAD_LESSON']);
    expect(tut.shadowRoot!.querySelector('[part~="error"]')!.textContent).to.contain('the lesson cannot be read (trap)');
  });

  describe('<quetzal-tutorial>', () => {
    const lesson = LESSONS.find((l) => l.id === 'rolling')!;

    async function tutorial(): Promise<{ tut: QuetzalTutorial; errors: { code: string }[] }> {
      const tut = document.createElement('quetzal-tutorial') as QuetzalTutorial;
      const errors: { code: string }[] = [];
      tut.addEventListener('quetzal-error', (e) => errors.push((e as CustomEvent).detail));
      tut.lesson = lesson;
      document.body.append(tut);
      await settle(tut);
      expect(tut.currentLesson).to.not.equal(null);
      return { tut, errors };
    }

    // The tutorial's updateComplete covers its queued work and its board's render.
    const settle = (tut: QuetzalTutorial) => tut.updateComplete;

    const tutShown = (tut: QuetzalTutorial) => {
      const root = tut.shadowRoot;
      if (!root) return 'blank';
      if (root.querySelector('[part~="step"], [part~="complete"]')) return 'lesson';
      const alert = root.querySelector('[role="alert"], [part~="error"]');
      if (alert && (alert.textContent ?? '').trim() !== '') return 'alert';
      // No lesson given (or one being fetched): it says so.
      const note = root.querySelector('[role="status"]');
      return note && (note.textContent ?? '').trim() !== '' ? 'note' : 'blank';
    };

    (['lesson', 'src', 'lang', 'loading'] as const).forEach((prop, index) => {
      it(`property ${prop}: any value`, async () => {
        const { tut, errors } = await tutorial();
        const original = (tut as unknown as Record<string, unknown>)[prop];
        await fc.assert(fc.asyncProperty(prop === 'lesson' ? fc.oneof(hostile, fc.constant(lesson).map((l) => ({ ...l, steps: [{ text: 'x', highlight: ['constructor'] }] }))) : hostile, async (raw) => {
          generated++;
          const value = prop === 'src' ? local(raw) : raw;
          const what = `tutorial ${prop} = ${describe_(value)}`;
          const before = errors.length;
          expect(() => { (tut as unknown as Record<string, unknown>)[prop] = value; }, what).to.not.throw();
          await settle(tut);
          expect(page.list, what).to.deep.equal([]);
          expect(tutShown(tut), what).to.not.equal('blank');
          if (prop === 'lesson' && tutShown(tut) === 'alert') expect(errors.length, `${what}: quetzal-error`).to.be.above(before);
          (tut as unknown as Record<string, unknown>)[prop] = original;
          await settle(tut);
          expect(page.list, `${what}, then back`).to.deep.equal([]);
        }), opts(SEED + 400 + index, prop === 'lesson' ? 50 : 25));
      });
    });

    it('methods: next, back and restart with any arguments', async () => {
      const { tut } = await tutorial();
      await fc.assert(fc.asyncProperty(fc.constantFrom('next', 'back', 'restart'), fc.array(hostile, { maxLength: 2 }), async (method, args) => {
        generated += Math.max(1, args.length);
        const what = `tutorial ${method}(${args.map(describe_).join(', ')})`;
        expect(() => (tut[method] as (...a: unknown[]) => unknown).apply(tut, args), what).to.not.throw();
        await settle(tut);
        expect(page.list, what).to.deep.equal([]);
        expect(tutShown(tut), what).to.not.equal('blank');
      }), opts(SEED + 500, 30));
    });
  });
});
