/**
 * Attributes and properties as careless or hostile host pages set them: every value goes through one
 * table (board-props.ts). A wrong type, a value past a limit, a getter that throws, a prototype key: the
 * board says what is wrong (inline or as a notice, and `quetzal-error` with the property's name), never
 * throws into the page and never goes blank. Whatever it accepts, it can save. Equal values (a framework
 * re-rendering) change nothing.
 */
import { expect, waitUntil } from '@open-wc/testing';
import '../../src/index.js';
import { newGame, type QuetzalBoard, type QuetzalErrorDetail } from '../../src/index.js';
import { lessonGame, validateLesson } from '../../src/games/quetzal/lessons/index.js';
import { $, $$, saveKey } from './helpers.js';

const run = Math.random().toString(36).slice(2, 8);
let serial = 0;
const newId = (name: string) => `props-${run}-${name}-${serial++}`;

/** Anything thrown to the page (an uncaught error or rejection). */
function pageErrors(): { list: string[]; stop(): void } {
  const list: string[] = [];
  const onError = (e: ErrorEvent) => list.push(`error: ${e.message}`);
  const onRejection = (e: PromiseRejectionEvent) => list.push(`unhandledrejection: ${String(e.reason)}`);
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  return { list, stop: () => { window.removeEventListener('error', onError); window.removeEventListener('unhandledrejection', onRejection); } };
}

async function mount(attrs: Record<string, string>, props: Record<string, unknown> = {}): Promise<{ el: QuetzalBoard; errors: QuetzalErrorDetail[] }> {
  const el = document.createElement('quetzal-board');
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  const errors: QuetzalErrorDetail[] = [];
  el.addEventListener('quetzal-error', (e) => errors.push(e.detail));
  Object.assign(el, props);
  document.body.append(el);
  await el.updateComplete;
  return { el, errors };
}

const inlineError = (el: QuetzalBoard) => $(el, '[part~="error"]')?.textContent ?? null;

describe('<quetzal-board> properties from careless and hostile hosts', () => {
  let errors: ReturnType<typeof pageErrors>;
  beforeEach(() => {
    errors = pageErrors();
  });
  afterEach(() => {
    errors.stop();
    document.querySelectorAll('body > quetzal-board').forEach((e) => e.remove());
    for (const key of Object.keys(localStorage)) if (key.includes(`props-${run}`)) localStorage.removeItem(key);
    expect(errors.list, 'nothing thrown to the page').to.deep.equal([]);
  });

  it('refuses up front what a save could not keep: a 50-character name, a 201-character seed', async () => {
    const long = 'Maximilian-Alexander von Hohenzollern-Sigmaringen!';
    expect(long.length).to.equal(50);
    const a = await mount({ id: newId('name'), names: `Ann,${long}` });
    expect(a.el.state).to.equal(null);
    expect(inlineError(a.el)).to.contain('is longer than 40 characters');
    expect(a.errors.map((e) => e.code)).to.deep.equal(['BAD_ATTRIBUTE']);
    // Nothing was saved that could not be read back.
    expect(localStorage.getItem(saveKey(a.el.id))).to.equal(null);
    const b = await mount({ id: newId('seed'), players: '2', seed: 'x'.repeat(201) });
    expect(b.el.state).to.equal(null);
    expect(inlineError(b.el)).to.contain('seed must have at most 200 characters (got 201)');
    // At the limits (40 characters, 200), the game plays, saves and comes back.
    const id = newId('limit');
    const forty = long.slice(0, 40);
    const c = await mount({ id, names: `Ann,${forty}`, seed: 'y'.repeat(200) });
    expect(c.el.play({ type: 'roll' })).to.equal(true);
    const state = JSON.stringify(c.el.state);
    await c.el.recordsReady;
    c.el.remove();
    const d = await mount({ id, names: `Ann,${forty}`, seed: 'y'.repeat(200) });
    expect(JSON.stringify(d.el.state)).to.equal(state);
  });

  it('reads numbers strictly: players="" says it got "", "0x3" and "3e0" are refused', async () => {
    for (const [text, shown] of [['', '""'], ['0x3', '"0x3"'], ['3e0', '"3e0"'], ['3.0', '"3.0"'], ['-3', '"-3"']] as const) {
      const { el, errors } = await mount({ players: text });
      expect(el.state, text).to.equal(null);
      expect(inlineError(el)).to.contain(`players must be a whole number from 2 to 5 (got ${shown})`);
      expect(errors[0]).to.deep.include({ code: 'BAD_ATTRIBUTE' });
      el.remove();
    }
    const { el } = await mount({ players: '4' });
    expect(el.players).to.equal(4);
    expect(el.state!.seats.length).to.equal(4);
  });

  it('a wrong type set by a script: the board says which property and goes on (never an exception in the page)', async () => {
    const { el, errors } = await mount({ players: '3', 'no-save': '' });
    expect(el.state).to.not.equal(null);
    const game = JSON.stringify(el.state);
    (el as unknown as { lang: unknown }).lang = 123;
    await el.updateComplete;
    expect($(el, '[data-notice="prop-lang"]')!.textContent).to.contain('lang must be text (got 123)');
    expect(errors.at(-1)).to.deep.equal({ code: 'BAD_ATTRIBUTE', message: 'lang must be text (got 123).', property: 'lang' });
    (el as unknown as { moveGuard: unknown }).moveGuard = 'no';
    await el.updateComplete;
    expect(errors.at(-1)!.property).to.equal('moveGuard');
    // The game is the same, and still plays (the wrong guard is not used).
    expect(JSON.stringify(el.state)).to.equal(game);
    $(el, '[data-action="roll"]')!.click();
    await el.updateComplete;
    expect(el.state!.flow.rolled).to.equal(true);
    // Fixed: its notice goes.
    el.lang = 'en';
    el.moveGuard = undefined;
    await el.updateComplete;
    expect($(el, '[data-notice^="prop-"]')).to.equal(null);
  });

  it('names as a list (what frameworks hand over) are taken; values whose getters throw are reported, not thrown', async () => {
    const { el } = await mount({ 'no-save': '' }, { names: ['Ann', 'Bob'] });
    expect(el.state!.seats.map((s) => s.name)).to.deep.equal(['Ann', 'Bob']);
    const throwing = { get firstPlayer(): number { throw new Error('nope'); } };
    const a = await mount({ players: '2' }, { scenario: throwing });
    expect(inlineError(a.el)).to.contain('scenario must be plain JSON data');
    expect(a.errors.map((e) => e.code)).to.deep.equal(['BAD_ATTRIBUTE']);
    const trap = new Proxy([], { get() { throw new Error('trap'); } });
    const b = await mount({}, { seats: trap });
    expect(b.el.state).to.equal(null);
    expect(inlineError(b.el)).to.match(/seats/);
    expect(b.errors[0]!.code).to.equal('BAD_ATTRIBUTE');
  });

  it('highlight keys are looked up as their own: "constructor", "__proto__", "toString" point at nothing', async () => {
    const { el } = await mount({ players: '3', 'no-save': '', highlights: 'constructor __proto__ toString hasOwnProperty quarry' });
    await el.updateComplete;
    expect($$(el, '[data-highlight]').map((e) => e.dataset.spot ?? e.className.split(' ')[0])).to.have.length(1);
    expect($(el, 'section.loc-quarry')!.hasAttribute('data-highlight')).to.equal(true);
    el.highlights = ['constructor'];
    await el.updateComplete;
    expect($$(el, '[data-highlight]')).to.deep.equal([]);
  });

  it('a lesson seed "007" plays the very game its author checked (text stays text)', async () => {
    const json = {
      format: 'quetzal-lesson', version: 1, id: 'seed-007', title: 'Seeds', seats: ['Ann', 'Bob'], seed: '007',
      steps: [{ text: 'Look.' }],
    };
    const lesson = validateLesson(json);
    expect(lesson.seed).to.equal('007');
    const { el } = await mount({ names: 'Ann,Bob', seed: '007', 'no-save': '' });
    expect(el.state).to.deep.equal(lessonGame(lesson));
    expect(el.state).to.not.deep.equal(newGame({ seats: ['Ann', 'Bob'], seed: 7 }));
    // "7" is the number 7 for both.
    const seven = validateLesson({ ...json, id: 'seed-7', seed: '7' });
    expect(seven.seed).to.equal(7);
  });

  it('equal values change nothing: a new array of the same seats, an equal scenario, the same highlights', async () => {
    const seats = [{ kind: 'human', name: 'Ann' }, { kind: 'human', name: 'Bob' }] as const;
    const { el } = await mount({ 'no-save': '', seed: '3' }, { seats: seats.map((s) => ({ ...s })), scenario: { firstPlayer: 1 } });
    el.play({ type: 'roll' });
    await el.updateComplete;
    const phases: string[] = [];
    el.addEventListener('quetzal-phase-change', (e) => phases.push(e.detail.phase));
    const game = JSON.stringify(el.state);
    for (let i = 0; i < 5; i++) {
      el.seats = seats.map((s) => ({ ...s }));
      el.scenario = { firstPlayer: 1 };
      el.highlights = [];
      await el.updateComplete;
    }
    expect(JSON.stringify(el.state)).to.equal(game);
    expect(phases).to.deep.equal([]);
    // A real change of setup starts a new game.
    el.seats = [{ kind: 'human', name: 'Ann' }, { kind: 'human', name: 'Cy' }];
    await el.updateComplete;
    await waitUntil(() => el.state!.seats[1]!.name === 'Cy', 'a new game');
    expect(el.state!.flow.rolled).to.equal(false);
  });
});
